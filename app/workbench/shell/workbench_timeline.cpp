// The strip at the bottom of the workbench: the step timeline of the analysis, the status line, and the
// move list of a game that has one.

#include <algorithm>
#include <string>
#include <vector>

#include <imgui.h>

#include "app/workbench/shell/status_line.hpp"
#include "app/workbench/shell/workbench.hpp"
#include "app/workbench/views/style.hpp"
#include "app/workbench/views/trace_panels.hpp"
#include "app/workbench/views/ui_text.hpp"

namespace boardlab::ui {

void Workbench::drawTimelineStrip() {
  TraceCursor& cursor = activeCursor();
  ImGui::BeginDisabled(cursor.empty());
  // Each control goes beside the one before while it fits: a phone's strip wraps them onto a second row.
  const auto button = [this](const char* id, const char* label, bool first = false) {
    if (!first) sameLineIfItFits(buttonWidth(label));
    commands_.button(id, label);
  };
  button("trace.first", "|<", true);
  button("trace.prev", "<");
  button("trace.play", tr(cursor.playing() ? "Pause" : "Play"));
  button("trace.next", ">");
  nextStepButton_ = middleOfLastItem();
  button("trace.last", ">|");
  button("trace.prevevent", tr("<< event"));
  button("trace.nextevent", tr("event >>"));
  // Which events "next event" runs to: any, or one kind found in this trace.
  const float pickerWidth = ImGui::GetFontSize() * 9;
  sameLineIfItFits(pickerWidth);
  ImGui::SetNextItemWidth(pickerWidth);
  // Event kinds are identifiers in the traces; they are shown in the current language.
  const std::string picked = pickedEvent_.empty() ? std::string(tr("any event")) : tr(pickedEvent_);
  if (ImGui::BeginCombo("##eventkind", picked.c_str())) {
    if (ImGui::Selectable(tr("any event"), pickedEvent_.empty())) pickedEvent_.clear();
    std::vector<std::string> kinds;
    for (std::size_t i : cursor.eventSteps())
      if (const std::string k(eventName(cursor.step(i).event)); std::find(kinds.begin(), kinds.end(), k) == kinds.end())
        kinds.push_back(k);
    for (const std::string& k : kinds)
      if (ImGui::Selectable((tr(k) + "##" + k).c_str(), k == pickedEvent_)) pickedEvent_ = k;
    ImGui::EndCombo();
  }
  button("trace.breakpoint", tr("to breakpoint"));
  const float speedWidth = ImGui::GetFontSize() * 9;
  sameLineIfItFits(speedWidth);
  drawSpeed(cursor, speedWidth);
  ImGui::EndDisabled();
  scrubber_ = drawScrubber(cursor);
  drawStatusRow();
}

void Workbench::drawStatusRow() {
  // The status keeps to its half of the row (a view's move list has the other): a long message is cut, and
  // shown whole in a tooltip. In the narrow layout half a phone's width holds a few words: the status has
  // the row, and the move list the row under it.
  const float chipsAt = ImGui::GetContentRegionAvail().x * 0.5f;
  const std::string status = status_.empty() ? std::string(tr("Click a point to place a stone.")) : status_;
  const bool moveList = view_->hasMoveList();
  const bool ownRow = !moveList || (narrow_ && !embedded_);
  drawStatusLine(status, ownRow ? ImGui::GetContentRegionAvail().x : chipsAt - ImGui::GetStyle().ItemSpacing.x);
  if (!moveList) return;
  if (!ownRow) ImGui::SameLine(chipsAt);
  view_->drawMoveList();
}

}  // namespace boardlab::ui
