// The link view's canvas: the board with its selection, hints, trace overlay and paths, the tooltip under
// the mouse, and what a click or a stroke on the board does (play, Shift+click a pair, Ctrl+click a
// breakpoint, paint in edit mode).

#include <imgui.h>

#include "app/workbench/games/link/link_view.hpp"
#include "app/workbench/views/trace_overlay.hpp"
#include "app/workbench/views/trace_panels.hpp"
#include "app/workbench/views/ui_text.hpp"

namespace boardlab::ui {

CanvasBoard LinkView::canvasBoard() const {
  return {board_.cols(), board_.rows(),
          linkMargin(board_.cols(), board_.rows(), board_.border(), host_.userSettings().showCoordinates)};
}

void LinkView::drawCanvas() {
  BoardGeometry& geometry = host_.geometry();
  LinkViewOptions options;
  options.coordinates = host_.userSettings().showCoordinates;
  if (selected_) options.selected.push_back(*selected_);
  if (pendingA_) options.selected = {*pendingA_};
  for (const link::Pair& p : hints_) options.hinted.insert(options.hinted.end(), {p.a, p.b});
  if (analysis_.active() && !pendingA_) {
    options.selected = {*analysis_.a(), *analysis_.b()};
    options.overlay = analysis_.cursor().current();
    options.breakpoints = &analysis_.cursor().breakpoints();
    const link::LinkResult& r = analysis_.result().result;
    if (showAllBest_) {
      for (std::size_t i = 1; i < analysis_.bestPaths().size(); ++i)
        options.paths.push_back({analysis_.bestPaths()[i], IM_COL32(120, 200, 255, 200), ""});
    }
    const bool atEnd = analysis_.cursor().position() + 1 >= analysis_.cursor().size();
    // A path that breaks the rules is drawn by its trace step (in the fault colour), never as the green answer.
    if (r.linked && r.brokenRule.empty() && (atEnd || showAllBest_))
      options.paths.push_back({r.path, IM_COL32(0, 230, 60, 255), pathLabel(r)});
  }
  if (flash_) options.paths.push_back(flash_->path);
  const BoardInput input = drawLinkBoard(board_, options, geometry);
  onInput(input);
  if (input.hovered && !host_.pointerResting()) {
    const Cell c = *input.hovered;
    ImGui::BeginTooltip();
    ImGui::Text("%s", link::cellName(c).c_str());
    if (board_.at(c) != link::kEmpty) {
      ImGui::SameLine();
      ImGui::TextDisabled(tr("tile %c"), board_.at(c));
    }
    if (const Step* step = options.overlay) describeMarksAt(*step, c);
    ImGui::EndTooltip();
  }
}

void LinkView::onInput(const BoardInput& input) {
  const ImGuiIO& io = ImGui::GetIO();
  // Shift+click chooses the pair to analyse in both modes, as on gomoku boards: it never paints.
  if (io.KeyShift && editing()) {
    if (input.clicked) choosePairEnd(*input.clicked);
    return;
  }
  if (editing()) {
    if (const auto cell = stroke_.next(input); cell && board_.at(*cell) != paint_) {
      if (stroke_.firstChange()) recordEdit();
      board_.set(*cell, paint_);
      status_ = text("Painted {0}.", link::cellName(*cell));
    }
    return;
  }
  if (!input.clicked) return;
  const Cell c = *input.clicked;
  if (io.KeyCtrl && analysis_.active()) {
    status_ = toggleBreakpoint(analysis_.cursor(), c, link::cellName(c));
    return;
  }
  if (io.KeyShift) {
    choosePairEnd(c);
    return;
  }
  clickTile(c);
}

void LinkView::choosePairEnd(Cell c) {
  // Two Shift+clicks choose the pair to analyse: A, then B.
  if (!pendingA_) {
    pendingA_ = c;
    status_ = text("A = {0}: Shift+click B.", link::cellName(c));
  } else {
    analysePair(*pendingA_, c);
    pendingA_.reset();
  }
}

}  // namespace boardlab::ui
