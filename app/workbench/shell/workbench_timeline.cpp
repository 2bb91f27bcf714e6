// The strip at the bottom of the workbench: the step timeline of the analysis, the status line, and the
// move list of a game that has one.

#include <algorithm>
#include <string>
#include <vector>

#include <imgui.h>

#include "app/workbench/shell/status_line.hpp"
#include "app/workbench/shell/workbench.hpp"
#include "app/workbench/views/trace_panels.hpp"
#include "app/workbench/views/ui_text.hpp"

namespace boardlab::ui {

void Workbench::drawTimelineStrip() {
  TraceCursor& cursor = activeCursor();
  ImGui::BeginDisabled(cursor.empty());
  commands_.button("trace.first", "|<");
  ImGui::SameLine();
  commands_.button("trace.prev", "<");
  ImGui::SameLine();
  commands_.button("trace.play", tr(cursor.playing() ? "Pause" : "Play"));
  ImGui::SameLine();
  commands_.button("trace.next", ">");
  ImGui::SameLine();
  commands_.button("trace.last", ">|");
  ImGui::SameLine();
  commands_.button("trace.prevevent", tr("<< event"));
  ImGui::SameLine();
  commands_.button("trace.nextevent", tr("event >>"));
  ImGui::SameLine();
  // Which events "next event" runs to: any, or one kind found in this trace.
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 9);
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
  ImGui::SameLine();
  commands_.button("trace.breakpoint", tr("to breakpoint"));
  ImGui::SameLine();
  drawSpeed(cursor, ImGui::GetFontSize() * 9);
  ImGui::EndDisabled();
  scrubber_ = drawScrubber(cursor);
  drawStatusRow();
}

void Workbench::drawStatusRow() {
  // The status keeps to its half of the row (a view's move list has the other): a long message is cut, and
  // shown whole in a tooltip.
  const float chipsAt = ImGui::GetContentRegionAvail().x * 0.5f;
  const std::string status = status_.empty() ? std::string(tr("Click a point to place a stone.")) : status_;
  const bool moveList = view_->hasMoveList();
  drawStatusLine(status, moveList ? chipsAt - ImGui::GetStyle().ItemSpacing.x : ImGui::GetContentRegionAvail().x);
  if (!moveList) return;
  ImGui::SameLine(chipsAt);
  view_->drawMoveList();
}

}  // namespace boardlab::ui
