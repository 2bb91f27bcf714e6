// What every game's view shares: GameView's defaults (Save's text, the trace export, the presenter panel)
// and the move list's scrollbar.

#include "app/workbench/views/game_view.hpp"

#include <algorithm>

#include <imgui.h>

#include "app/workbench/views/trace_panels.hpp"

namespace boardlab::ui {

std::string GameView::fileText(const std::filesystem::path&, std::vector<std::string>&) const { return boardText(); }

TraceExport GameView::traceExport() {
  TraceExport out;
  if (trace() && listing()) {
    out.trace = trace();
    out.listing = listing();
  }
  out.cellName = [this](Cell c) { return cellName(c); };
  return out;
}

std::vector<LegendEntry> GameView::legend() {
  const Trace* shown = trace();
  return shown ? legendEntries(*shown, legendBoard()) : std::vector<LegendEntry>{};
}

void GameView::drawPresenterPanel() {
  if (trace() && listing()) drawPresenterTrace(algorithmName(), *listing(), cursor(), legend());
}

float moveListScrollbarSize() { return std::max(4.0f, ImGui::GetFontSize() * 0.4f); }

}  // namespace boardlab::ui
