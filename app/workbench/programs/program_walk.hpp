#pragma once
// The Compare panel's "first difference" for a user's program, in words both games share: where the
// program and the reference first differ on the game or board on screen, or that they did not, and always
// how much was compared of how much (diff::walkGomoku / diff::walkLink do the walking, off the UI thread).

#include <functional>
#include <optional>
#include <string>
#include <utility>

#include <imgui.h>

#include "engine/diff/search.hpp"

namespace boardlab::ui {
class ProgramRunner;
}

namespace boardlab::ui {

// What a walk compares, one at a time.
enum class WalkUnit : unsigned char { Moves, Stones, Pairs };

// What a walk found, in the game's own words (the view fills these in).
struct WalkFinding {
  std::string where;          // "move 9 (e8)", "the stone on e8", "the pair 0,0 - 3,0"
  std::string referenceSays;  // the reference's answer there
  std::string programSays;    // the program's
};

// The report shown under the Compare table once the walk ends. `finding` is read when the walk found a
// difference (or an intermittent one) or a program failed (only its `where` then).
std::string walkReport(const diff::WalkCoverage& coverage, WalkUnit unit, const std::string& program,
                       const std::string& reference, bool found, bool intermittent, const WalkFinding& finding);

// The status line still shows a walk's report (`onStatusLine`) that no longer describes what is on screen
// (the program was fixed and restarted, the board or the algorithm changed): the report is replaced by a
// line saying so, never left to contradict the Compare table. Called every frame by the views; `stillApplies`
// (which words the report) is asked only while the report is on the line.
void takeBackStaleWalkStatus(std::string& status, std::string& onStatusLine, const std::function<bool()>& stillApplies);

// The button under the Compare table and the progress label, per game.
std::string walkButtonLabel(WalkUnit unit);
std::string walkProgressLabel(const std::string& program, const std::string& reference, WalkUnit unit);

// A view's last walk: the document and the program it walked and its report, shown only while that
// document is on screen analysed by that program in the same start of it (a restart, or the program's
// command changed, makes its answers new; the walk's own fresh starts do not count). The report is worded
// when shown, so a language switch rewords it.
template <class Document>
struct LastWalk {
  Document walked;
  std::string program;
  int generation = 0;                     // ProgramList::generation of the program when the walk began
  std::function<std::string()> describe;  // the report in the current language; empty while none
  bool running = false;
  std::string onStatusLine;  // the report as the walk's end put it on the status line ("" once gone from it)
  std::string report() const { return describe ? describe() : std::string(); }
  std::optional<std::string> reportFor(const Document& onScreen, const std::string& programOnScreen,
                                       int generationNow) const {
    if (running || !describe || !(walked == onScreen) || program != programOnScreen || generation != generationNow)
      return std::nullopt;
    return describe();
  }
};

// Under the Compare table, when a user's program is analysed: the walk's progress with Cancel while it runs
// (Cancel stops it; its report then says how far it got), else the button that starts one (true when
// clicked; `buttonRect` gets where it was drawn, empty when it was not) and the report of the last one for
// the document on screen. A program that is not running gets a line saying so instead of the button.
bool drawLastWalk(const std::string& buttonLabel, const std::string& program, bool programRunning, bool running,
                  const std::optional<std::string>& report, ProgramRunner& runner,
                  std::pair<ImVec2, ImVec2>& buttonRect);
// The report of a walk that could not be run at all (`error`: the engine's reason).
std::string walkNotRunReport(const std::string& program, const std::string& reference, const std::string& error);

}  // namespace boardlab::ui
