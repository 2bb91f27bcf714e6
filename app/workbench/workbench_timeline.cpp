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
      if (const std::string k(eventName(cursor.step(i).event)); std::find(kinds.begin(), kinds.end(), k) == kinds.end()) kinds.push_back(k);
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

std::string moveChipLabel(const gomoku::ActionEntry& a, int rows, gomoku::CoordinateStyle style) {
  // "9.h8" in renju style; "9: 7,7" in Piskvork style, where a dot would read as part of the number.
  const std::string point = gomoku::pointName(a.cell, rows, style);
  const std::string number = std::to_string(a.ply) + (style == gomoku::CoordinateStyle::Renju ? "." : ": ");
  if (a.kind == gomoku::Action::Kind::Undo) return number + text("undo {0}", point);
  if (a.kind == gomoku::Action::Kind::Redo) return number + text("redo {0}", point);
  return number + point;
}

float Workbench::historyScrollbarSize() { return std::max(4.0f, ImGui::GetFontSize() * 0.4f); }

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
  // A thin scrollbar of its own: a long game scrolls instead of losing its first moves off the left edge.
  ImGui::PushStyleVar(ImGuiStyleVar_ScrollbarSize, historyScrollbarSize());
  ImGui::BeginChild("moves", ImVec2(0, ImGui::GetFrameHeight() + historyScrollbarSize()), false, ImGuiWindowFlags_HorizontalScrollbar);
  if (ImGui::SmallButton(trId("start").c_str())) jumpToMove(0);
  // Every action of the record with its number (the board file's action position, `ply` in the CLI):
  // moves, take-backs and redos; then the moves that redo would replay (dimmed). A click on a stone still on
  // the board jumps to it; a click on a take-back or a move taken back analyses that action.
  const auto point = [&](Cell c) { return gomoku::pointName(c, rows, settings_.coordinateStyle); };
  const std::vector<gomoku::ActionEntry> actions = gomoku::listActions(record_);
  const std::size_t chips = actions.size() + redo.size();
  for (std::size_t i = 0; i < chips; ++i) {
    const bool pending = i >= actions.size();
    std::string label;
    if (pending) {
      label = text("redo: {0}", point(redo[redo.size() - 1 - (i - actions.size())].cell));
    } else {
      label = moveChipLabel(actions[i], rows, settings_.coordinateStyle);
    }
    label += "##m" + std::to_string(i);
    ImGui::SameLine();
    const gomoku::ActionEntry* a = pending ? nullptr : &actions[i];
    const bool current = a && a->standing && a->moveIndex == static_cast<int>(moves.size());
    const bool undo = a && a->kind == gomoku::Action::Kind::Undo;
    const bool dim = pending || (a && !undo && !a->standing);
    int colours = 0;
    if (current) colours += (ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.75f, 0.25f, 0.2f, 1.0f)), 1);
    if (undo) colours += (ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.55f, 0.4f, 0.1f, 1.0f)), 1);
    if (dim) ImGui::PushStyleVar(ImGuiStyleVar_Alpha, 0.5f);
    if (ImGui::SmallButton(label.c_str())) {
      if (pending) jumpToMove(moves.size() + (i - actions.size()) + 1);
      else if (a->standing) jumpToMove(static_cast<std::size_t>(a->moveIndex));
      else analyseAction(a->ply);
    }
    if (dim) ImGui::PopStyleVar();
    ImGui::PopStyleColor(colours);
  }
  // Keep the newest action in view whenever the list changes (a move, a take-back, a file opened).
  const ImVec2 size(ImGui::GetWindowWidth(), ImGui::GetFontSize());
  if (chips != listedChips_ || size.x != listedSize_.x || size.y != listedSize_.y || ImGui::IsWindowAppearing()) {
    ImGui::SetScrollHereX(1.0f);
    listedChips_ = chips;
    listedSize_ = size;
  }
  ImGui::EndChild();
  ImGui::PopStyleVar();
}

void Workbench::analyseAction(int ply) {
  analysis_.setPly(ply);
  if (!analysis_.active()) analysis_.setAlgorithm("lines");  // it traces take-backs too
  status_ = text("Analysing move {0}.", ply);
}

}  // namespace boardlab::ui
