#include "app/workbench/programs/program_walk.hpp"

#include <imgui.h>

#include "app/workbench/programs/programs_runner.hpp"
#include "app/workbench/views/style.hpp"
#include "app/workbench/views/ui_text.hpp"

namespace boardlab::ui {

namespace {

// Two sentences one after the other: a space between them in English, none after Chinese punctuation.
std::string sentences(const std::string& first, const std::string& second) { return text("{0} {1}", first, second); }

std::string coverageText(const diff::WalkCoverage& c, WalkUnit unit, bool ended) {
  switch (unit) {
    case WalkUnit::Moves:
      // A game is decided at its first win: the moves after it are not asked about.
      return ended && c.compared < c.total
                 ? text("Moves compared: {0} of {1} (nothing is checked after a win).", c.compared, c.total)
                 : text("Moves compared: {0} of {1}.", c.compared, c.total);
    case WalkUnit::Stones:
      return text("Painted stones compared: {0} of {1}.", c.compared, c.total);
    case WalkUnit::Pairs:
      return text("Pairs of equal tiles compared: {0} of {1}.", c.compared, c.total);
  }
  return {};
}

}  // namespace

std::string walkReport(const diff::WalkCoverage& c, WalkUnit unit, const std::string& program,
                       const std::string& reference, bool found, bool intermittent, const WalkFinding& f) {
  std::string head;
  if (found) {
    head = text("{0} and {1} first differ at {2}: {1} says {3}, {0} says {4}.", program, reference, f.where,
                f.referenceSays, f.programSays);
    if (c.rechecked) head = sentences(head, tr("It showed again after a fresh start of the program."));
  } else if (intermittent) {
    head = text(
        "At {2}, {0} answered differently from {1} once ({0} said {4}, {1} says {3}), but not again after a fresh "
        "start: its answers change from run to run, so this is no verdict on it.",
        program, reference, f.where, f.referenceSays, f.programSays);
  } else if (!c.fault.empty()) {
    head = text("{0} failed at {1}, so it has no answer there: {2}", program, f.where, c.fault);
  } else if (c.limit != BudgetLimit::None) {
    const std::string why = c.limit == BudgetLimit::Cancelled ? tr("cancelled") : tr("time limit");
    // Cut while a difference was being looked at again: it was seen once, so "no difference" would be untrue.
    head = c.rechecked ? text("Stopped ({0}) while checking a difference again after a fresh start of {1}: no verdict.",
                              why, program)
                       : text("Stopped ({0}) with no difference so far.", why);
  } else {
    head = text("No difference: {0} and {1} agree wherever they were compared.", program, reference);
  }
  const bool ended = !found && !intermittent && c.fault.empty() && c.limit == BudgetLimit::None;
  return sentences(head, coverageText(c, unit, ended));
}

void takeBackStaleWalkStatus(std::string& status, std::string& onStatusLine,
                             const std::function<bool()>& stillApplies) {
  if (onStatusLine.empty()) return;
  if (status != onStatusLine) {  // another message took the line: nothing to take back
    onStatusLine.clear();
    return;
  }
  if (stillApplies()) return;
  status = tr("The program or the board has changed since the last comparison: find the first difference again.");
  onStatusLine.clear();
}

std::string walkButtonLabel(WalkUnit unit) {
  return tr(unit == WalkUnit::Moves ? "Find the first difference in this game"
                                    : "Find the first difference on this board");
}

std::string walkProgressLabel(const std::string& program, const std::string& reference, WalkUnit unit) {
  return unit == WalkUnit::Pairs    ? text("Comparing {0} with {1}, pair by pair", program, reference)
         : unit == WalkUnit::Stones ? text("Comparing {0} with {1}, stone by stone", program, reference)
                                    : text("Comparing {0} with {1}, move by move", program, reference);
}

std::string walkNotRunReport(const std::string& program, const std::string& reference, const std::string& error) {
  return text("{0} could not be compared with {1}: {2}", program, reference, error);
}

bool drawLastWalk(const std::string& buttonLabel, const std::string& program, bool programRunning, bool running,
                  const std::optional<std::string>& report, ProgramRunner& runner,
                  std::pair<ImVec2, ImVec2>& buttonRect) {
  buttonRect = {};
  if (running) {
    ImGui::PushID("last walk");  // the same bar is also drawn by the algorithm's status above
    runner.drawProgress();
    ImGui::PopID();
    return false;
  }
  if (!programRunning) {  // its start failed or waits for the user's say: nothing would answer the walk
    wrappedText(text("{0} is not running: start it under Your programs to compare it move by move.", program));
    return false;
  }
  const bool clicked = ImGui::Button(buttonLabel.c_str());
  buttonRect = {ImGui::GetItemRectMin(), ImGui::GetItemRectMax()};
  if (report) wrappedText(*report);
  return clicked;
}

}  // namespace boardlab::ui
