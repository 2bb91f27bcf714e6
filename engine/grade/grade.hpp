#pragma once
// Grading a class: each program searched for a counterexample against one reference algorithm (engine/diff's
// seeded search, shrunk, rechecked on a fresh start), with what the report says about it (report.hpp). The
// command line's `grade` (app/cli/grade_command.cpp) runs many at once and writes the report's folder; the
// workbench's Grade a class window (app/workbench/programs/) runs them one by one and offers the same files,
// in the page too. Each game's part searches one program (gomoku/gomoku_grade.cpp, link/link_grade.cpp),
// registered by engine/builtin_games.cpp.

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/scene.hpp"
#include "engine/core/trace.hpp"
#include "engine/diff/search.hpp"
#include "engine/ext/program.hpp"

namespace boardlab::grade {

// One program to grade against the reference.
struct GradeRequest {
  std::string reference;  // the reference algorithm
  std::string program;    // the program's registered name
  std::uint64_t seed = 1;
  int tries = 2000;
  std::string rule;  // gomoku: the rule of every random game ("" for the search's default, freestyle)
  // Called on the searching thread after every unit of the search with where it stands; false cancels it
  // (the workbench's progress and Cancel). Empty: the search runs to its end.
  std::function<bool(const diff::SearchProgress&)> goOn;
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
  bool cancelled = false;  // goOn stopped the search: no grade, only where it had got to
};

// A program of the class: its name (its board file's, the reports') and the command that runs it.
struct GradeEntry {
  std::string name, command;
};

// What one program got: the game's finding, and how the run went.
struct Grade : GradeFinding {
  GradeEntry entry;
  std::string verdict;  // "passed", "failed", "fault", "intermittent", "stopped" or "not started"
  double seconds = 0;
  std::string boardFile;    // where the board was written (failed, fault, intermittent)
  std::string openCommand;  // the workbench on that board with the program loaded and analysing
  // A timeout while other programs were graded beside it, graded again alone: what that first grade said.
  std::string recheck;
};

// A game's part of grading.
struct GameGrading {
  std::string_view game;  // the engine GameModule's name
  // The search of one program against the reference (started and registered under request.program).
  void (*grade)(const GradeRequest& request, GradeFinding& finding) = nullptr;
  // The board of a scene (a grade's counterexample, from its share link) as a small SVG picture for
  // report.html: the position, with what the scene asks about marked. Throws what reading the board throws.
  std::string (*boardSvg)(const Scene& scene) = nullptr;
};
// Registers a game's part (a second one for the same game is ignored).
void registerGameGrading(const GameGrading& grading);
// The part registered for `game`; nullptr when none is.
const GameGrading* gradingFor(std::string_view game);
// The names of the engine's games (in their order) that can be graded: with a part here, and a part in
// engine/ext to start their programs with.
std::vector<std::string> gradeGames();

// Grades one program of `game`: starts it (in `workDir`, with `limits`), searches it, and stops it. A
// program that cannot start is "not started", with why in `message`. The reference must be registered. A
// cancelled grade (`cancelled`) has no verdict.
Grade gradeProgram(std::string_view game, const GradeEntry& entry, const GradeRequest& request,
                   const std::string& workDir, const ext::Limits& limits);

// Runs `search` to its end, stopping at once when the program gives up (or `goOn` says so), rechecking what
// it finds on a fresh start of the program; fills `tried`, `maxTries`, `message`, `fault`, `intermittent`,
// `cancelled`.
void runGradeSearch(diff::Search& search, const GradeRequest& request, GradeFinding& f);
// Step `k` of `t` as the report shows it: its narration and, when known, its file and line.
std::string gradeStepText(const Trace& t, int k);
// A faulted program's steps on its input (`program`, its trace there): the last kArrivedSteps of them.
constexpr int kArrivedSteps = 10;
void fillArrivedSteps(GradeFinding& f, const Trace& program);
// The share link of `scene` (the game, board and parameters of an input, the reference as its algorithm)
// shown at the reference's verdict, the first verdict step of `reference` (its trace there); "" when the
// scene cannot be a link (a board too large for one).
std::string gradeShare(Scene scene, const Trace& reference);

}  // namespace boardlab::grade
