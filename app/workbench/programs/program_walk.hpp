#pragma once
// The Compare panel's "first difference" for a user's program, in words both games share: where the
// program and the reference first differ on the game or board on screen, or that they did not, and always
// how much was compared of how much (diff::walkGomoku / diff::walkLink do the walking, off the UI thread).

#include <string>
#include <utility>

#include <imgui.h>

#include "engine/diff/diff.hpp"

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

// The button under the Compare table and the progress label, per game.
std::string walkButtonLabel(WalkUnit unit);
std::string walkProgressLabel(const std::string& program, const std::string& reference, WalkUnit unit);

// A view's last walk: the document it walked and its report, shown only while that document is on screen.
template <class Document>
struct LastWalk {
  Document walked;
  std::string report;
  bool running = false;
  const std::string* reportFor(const Document& onScreen) const {
    return !running && !report.empty() && walked == onScreen ? &report : nullptr;
  }
};

// Under the Compare table, when a user's program is analysed: the walk's progress with Cancel while it runs
// (Cancel stops it; its report then says how far it got), else the button that starts one (true when
// clicked; `buttonRect` gets where it was drawn) and the report of the last one for the document on screen.
bool drawLastWalk(const std::string& buttonLabel, bool running, const std::string* report, ProgramRunner& runner,
                  std::pair<ImVec2, ImVec2>& buttonRect);

}  // namespace boardlab::ui
