// The strip at the bottom of the workbench: the step timeline of the analysis, and the game's moves.

#include <algorithm>
#include <string>
#include <vector>

#include <imgui.h>

#include "app/workbench/status_line.hpp"
#include "app/workbench/trace_panels.hpp"
#include "app/workbench/workbench.hpp"
#include "app/workbench/ui_text.hpp"
#include "engine/gomoku/notation.hpp"

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
      if (std::find(kinds.begin(), kinds.end(), cursor.step(i).event) == kinds.end()) kinds.push_back(cursor.step(i).event);
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
  drawHistoryRow();
}

void Workbench::drawHistoryRow() {
  // The status keeps to its half of the row (the move chips have the other): a long message is cut, and
  // shown whole in a tooltip.
  const float chipsAt = ImGui::GetContentRegionAvail().x * 0.5f;
  const std::string status = status_.empty() ? std::string(tr("Click a point to place a stone.")) : status_;
  drawStatusLine(status, kind_ == GameKind::Link ? ImGui::GetContentRegionAvail().x : chipsAt - ImGui::GetStyle().ItemSpacing.x);
  if (kind_ == GameKind::Link) return;
  const auto& moves = game_.moves();
  const auto& redo = game_.redoList();
  const int rows = game_.board().rows();
  ImGui::SameLine(chipsAt);
  ImGui::BeginChild("moves", ImVec2(0, ImGui::GetFrameHeight()), false, ImGuiWindowFlags_HorizontalScrollbar | ImGuiWindowFlags_NoScrollbar);
  if (ImGui::SmallButton(trId("start").c_str())) jumpToMove(0);
  // Played moves, then the moves that redo would replay (dimmed); a click jumps to that move.
  const std::size_t total = moves.size() + redo.size();
  for (std::size_t i = 0; i < total; ++i) {
    const bool played = i < moves.size();
    const gomoku::Move& m = played ? moves[i] : redo[redo.size() - 1 - (i - moves.size())];
    // "9.h8" in renju style; "9: 7,7" in Piskvork style, where a dot would read as part of the number.
    const bool renju = settings_.coordinateStyle == gomoku::CoordinateStyle::Renju;
    const std::string label = std::to_string(i + 1) + (renju ? "." : ": ") + gomoku::pointName(m.cell, rows, settings_.coordinateStyle) +
                              "##m" + std::to_string(i);
    ImGui::SameLine();
    const bool current = i + 1 == moves.size();
    if (current) ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.75f, 0.25f, 0.2f, 1.0f));
    if (!played) ImGui::PushStyleVar(ImGuiStyleVar_Alpha, 0.45f);
    if (ImGui::SmallButton(label.c_str())) jumpToMove(i + 1);
    if (!played) ImGui::PopStyleVar();
    if (current) {
      ImGui::PopStyleColor();
      if (ImGui::IsWindowAppearing()) ImGui::SetScrollHereX(1.0f);
    }
  }
  ImGui::EndChild();
}

}  // namespace boardlab::ui
