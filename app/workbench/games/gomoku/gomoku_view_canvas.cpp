// The gomoku view on the canvas and in the strip below it: the board with its overlays (heat map,
// forbidden points, dead lines), the hover tooltip, and the move list beside the status line.

#include <algorithm>
#include <string>
#include <vector>

#include <imgui.h>

#include "app/workbench/games/gomoku/gomoku_view.hpp"

#include "app/workbench/games/gomoku/gomoku_settings.hpp"
#include "app/workbench/views/trace_overlay.hpp"
#include "app/workbench/views/ui_text.hpp"
#include "engine/gomoku/notation.hpp"

namespace boardlab::ui {

CanvasBoard GomokuView::canvasBoard() const {
  const int cols = game_.board().cols(), rows = game_.board().rows();
  return {cols, rows,
          gomokuMargin(cols, rows, host_.userSettings().showCoordinates, coordinateStyle(host_.userSettings()))};
}

void GomokuView::drawCanvas() {
  BoardViewOptions options;
  options.coordinates = host_.userSettings().showCoordinates;
  options.coordinateStyle = coordinateStyle(host_.userSettings());
  options.moveNumbers = host_.userSettings().showMoveNumbers;
  options.ghost = mode_ == BoardMode::Play && !host_.pointerResting();
  const Step* step = analysis_.active() ? analysis_.cursor().current() : nullptr;
  options.overlay = step;
  options.breakpoints = analysis_.active() ? &analysis_.cursor().breakpoints() : nullptr;
  // While a trace is shown, its own marks tell the verdict: the game's winning ring would give it away.
  static const std::vector<Cell> none;
  if (step) options.highlight = &none;
  const auto& lines = analysis_.linesAfter();
  if (step && lines && heatSide_ != 0) {
    const gomoku::Stone side = heatSide_ == 1 ? gomoku::Stone::Black : gomoku::Stone::White;
    const gomoku::Board& b = game_.board();
    heat_.assign(static_cast<std::size_t>(b.cols() * b.rows()), 0);
    for (int r = 0; r < b.rows(); ++r)
      for (int c = 0; c < b.cols(); ++c) heat_[static_cast<std::size_t>(r * b.cols() + c)] = lines->heat({c, r}, side);
    options.heat = &heat_;
    options.heatColour = heatSide_ == 1 ? IM_COL32(255, 110, 0, 255) : IM_COL32(0, 170, 255, 255);
  }
  forbidden_.clear();
  if (game_.rule() == gomoku::Rule::Renju && showForbidden_ && mode_ == BoardMode::Play && !game_.over()) {
    forbidden_ = gomoku::forbiddenPoints(game_.board());  // about 30 us on a mid-game 15x15 board
    options.forbidden = &forbidden_;
  }
  // The published JavaScript's dead lines of the stone's own colour through the analysed point: the lines
  // on which that stone can no longer win, whatever the board says. Drawn with the step's arrows, so that
  // no bar crosses a line's label.
  std::vector<Arrow> deadLines;
  if (step && lines && game_.board().at(analysis_.result().verdict.at) != gomoku::Stone::None) {
    const Cell p = analysis_.result().verdict.at;
    const gomoku::Stone own = game_.board().at(p);
    for (std::int16_t k : lines->index->through(p))
      if (lines->count(k, own) >= gomoku::LineState::kDead) {
        const gomoku::WinLine& l = lines->index->line(k);
        deadLines.push_back({l.cell(0), l.cell(4), MarkRole::Dead, ""});  // numbered in the Lines table
      }
  }
  options.overlayBars = deadLines;
  const BoardInput input = drawGomokuBoard(game_, options, host_.geometry());
  hovered_ = input.hovered;
  onBoardInput(input);
  if (hovered_ && !host_.pointerResting()) drawHoverTooltip();
}

void GomokuView::drawHoverTooltip() {
  const Cell c = *hovered_;
  const Step* step = analysis_.active() ? analysis_.cursor().current() : nullptr;
  ImGui::BeginTooltip();
  ImGui::Text("%s", gomoku::pointName(c, game_.board().rows(), coordinateStyle(host_.userSettings())).c_str());
  if (coordinateStyle(host_.userSettings()) != gomoku::CoordinateStyle::Renju) {
    ImGui::SameLine();  // narrations and files use renju names
    ImGui::TextDisabled("(%s)", gomoku::cellName(c, game_.board().rows()).c_str());
  }
  const gomoku::Stone s = game_.board().at(c);
  if (s != gomoku::Stone::None) {
    ImGui::SameLine();
    ImGui::TextDisabled("%s", text("{0} stone", tr(std::string(gomoku::stoneName(s)))).c_str());
  }
  if (step) {
    describeMarksAt(*step, c);
    if (analysis_.cursor().hasBreakpoint(c)) ImGui::BulletText("%s", tr("breakpoint"));
  }
  if (const auto& lines = analysis_.linesAfter(); step && lines) {
    ImGui::Separator();
    ImGui::TextDisabled(tr("counters of the %zu lines through it (black / white):"), lines->index->through(c).size());
    for (std::int16_t k : lines->index->through(c)) {
      const gomoku::WinLine& l = lines->index->line(k);
      const int rows = game_.board().rows();
      ImGui::Text("#%d %s-%s  %d / %d", k, gomoku::cellName(l.cell(0), rows).c_str(),
                  gomoku::cellName(l.cell(4), rows).c_str(), lines->black[static_cast<std::size_t>(k)],
                  lines->white[static_cast<std::size_t>(k)]);
    }
  }
  ImGui::EndTooltip();
}

std::string moveChipLabel(const gomoku::ActionEntry& a, int rows, gomoku::CoordinateStyle style) {
  // "9.h8" in renju style; "9: 7,7" in Piskvork style, where a dot would read as part of the number.
  const std::string point = gomoku::pointName(a.cell, rows, style);
  const std::string number = std::to_string(a.ply) + (style == gomoku::CoordinateStyle::Renju ? "." : ": ");
  if (a.kind == gomoku::Action::Kind::Undo) return number + text("undo {0}", point);
  if (a.kind == gomoku::Action::Kind::Redo) return number + text("redo {0}", point);
  return number + point;
}

// Beside the status line (the shell draws it in the left half of the row).
void GomokuView::drawMoveList() {
  const auto& moves = game_.moves();
  const auto& redo = game_.redoList();
  const int rows = game_.board().rows();
  // A thin scrollbar of its own: a long game scrolls instead of losing its first moves off the left edge.
  ImGui::PushStyleVar(ImGuiStyleVar_ScrollbarSize, moveListScrollbarSize());
  const bool shown = ImGui::BeginChild("moves", ImVec2(0, ImGui::GetFrameHeight() + moveListScrollbarSize()), false,
                                       ImGuiWindowFlags_HorizontalScrollbar);
  if (ImGui::SmallButton(trId("start").c_str())) jumpToMove(0);
  // Every action of the record with its number (the board file's action position, `ply` in the CLI):
  // moves, take-backs and redos; then the moves that redo would replay (dimmed). A click on a stone still on
  // the board jumps to it; a click on a take-back or a move taken back analyses that action.
  const auto point = [&](Cell c) { return gomoku::pointName(c, rows, coordinateStyle(host_.userSettings())); };
  const std::vector<gomoku::ActionEntry> actions = gomoku::listActions(record_);
  const std::size_t chips = actions.size() + redo.size();
  for (std::size_t i = 0; i < chips; ++i) {
    const bool pending = i >= actions.size();
    std::string label;
    if (pending) {
      label = text("redo: {0}", point(redo[redo.size() - 1 - (i - actions.size())].cell));
    } else {
      label = moveChipLabel(actions[i], rows, coordinateStyle(host_.userSettings()));
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
      if (pending)
        jumpToMove(moves.size() + (i - actions.size()) + 1);
      else if (a->standing)
        jumpToMove(static_cast<std::size_t>(a->moveIndex));
      else
        analyseAction(a->ply);
    }
    if (dim) ImGui::PopStyleVar();
    ImGui::PopStyleColor(colours);
  }
  // Keep the newest action in view whenever the list changes (a move, a take-back, a file opened). A list
  // clipped away lays nothing out (the strip growing to a second row on a phone hid it for a frame): it
  // scrolls once it is shown.
  const ImVec2 size(ImGui::GetWindowWidth(), ImGui::GetFontSize());
  if (shown &&
      (chips != listedChips_ || size.x != listedSize_.x || size.y != listedSize_.y || ImGui::IsWindowAppearing())) {
    ImGui::SetScrollHereX(1.0f);
    listedChips_ = chips;
    listedSize_ = size;
  }
  ImGui::EndChild();
  ImGui::PopStyleVar();
}

void GomokuView::analyseAction(int ply) {
  analysis_.setPly(ply);
  if (!analysis_.active()) analysis_.setAlgorithm("lines");  // it traces take-backs too
  status_ = text("Analysing move {0}.", ply);
}

}  // namespace boardlab::ui
