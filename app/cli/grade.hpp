#pragma once
// `grade` (grade_command.cpp) between the shared command and each game's part of it: the game searches one
// program against the reference and fills in what the report says (gomoku/gomoku_diff_command.cpp,
// link/link_diff_command.cpp register their part through game_commands.hpp).

#include <cstdint>
#include <string>
#include <vector>

#include "engine/core/scene.hpp"
#include "engine/core/trace.hpp"

namespace boardlab::diff {
class Search;
}

namespace boardlab::cli {

// One program to grade against the reference.
struct GradeRequest {
  std::string reference;  // the --reference algorithm
  std::string program;    // the program's registered name
  std::uint64_t seed = 1;
  int tries = 2000;
  std::string rule;  // gomoku: the rule of every random game ("" for the search's default, freestyle)
};

// What the search found for one program; a game's part fills it in.
struct GradeFinding {
  int tried = 0, maxTries = 0;
  std::string message;             // stopped: why the program gave up
  std::string fault;               // the program failed on an input, again after a fresh start
  bool timedOut = false;           // that failure was a timeout (graded again alone when others ran beside it)
  bool intermittent = false;       // a difference that did not come back on a fresh start
  std::string intermittentFaults;  // "2 failures did not happen again ...; the first: ..." or ""
  std::string rule;                // gomoku: the rule of the inputs, for every verdict line
  std::string board;               // failed, fault or intermittent: the input as a board file
  bool differs = false;            // `board` shows a difference (a failed program)
  std::string where;               // "move 9 (l8)" / "0,0 - 3,0"
  std::string openArguments;       // what `boardlab` needs besides --board to open the scene there
  std::string reference, program;  // both verdicts at that input
  // fault: the steps the program had sent on that input before it failed (a hung program's last ones
  // show where it got stuck), as gradeStepText gives them; at most kArrivedSteps, the last ones.
  std::vector<std::string> arrivedSteps;
  int arrivedTotal = 0;  // how many had arrived in all
  std::string size;      // "6x6, 11 moves"
  // The input as a share link (docs/share-links.md, without '#'): the reference's analysis there, shown at
  // its verdict, in the workbench or the page. "" when no link can carry it.
  std::string share;
};

// Runs `search` to its end, stopping at once when the program gives up, rechecking what it finds on a
// fresh start of the program; fills `tried`, `maxTries`, `message`, `fault`, `intermittent`.
void runGradeSearch(diff::Search& search, const std::string& program, GradeFinding& f);
// Step `k` of `t` as the report shows it: its narration and, when known, its file and line.
std::string gradeStepText(const Trace& t, int k);
// A faulted program's steps on its input (`program`, its trace there): the last kArrivedSteps of them.
constexpr int kArrivedSteps = 10;
void fillArrivedSteps(GradeFinding& f, const Trace& program);
// The share link of `scene` (the game, board and parameters of an input, the reference as its algorithm)
// shown at the reference's verdict, the first verdict step of `reference` (its trace there); "" when the
// scene cannot be a link (a board too large for one).
std::string gradeShare(Scene scene, const Trace& reference);

}  // namespace boardlab::cli
