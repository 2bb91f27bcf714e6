// What every game's view shares: GameView's defaults (Save's text, the trace export, the presenter panel)
// and the move list's scrollbar.

#include "app/workbench/views/game_view.hpp"

#include <algorithm>

#include <imgui.h>

#include "app/workbench/views/trace_panels.hpp"

namespace boardlab::ui {

std::string GameView::algorithmName() const {
  const Trace* shown = const_cast<GameView&>(*this).trace();  // see describeScene
  return shown ? shown->algo : std::string();
}

bool GameView::applyScene(const Scene& scene, std::string& error) {
  if (scene.algo.empty()) return true;
  chooseAlgorithm(scene.algo);
  if (algorithmName() != scene.algo || !trace()) {
    error = "unknown " + std::string(name()) + " algorithm '" + scene.algo + "'";
    return false;
  }
  return jumpToSceneStep(cursor(), scene.step, error);
}

void GameView::describeScene(Scene& scene) const {
  // cursor() and trace() are not const (a view may bring its trace up to date when asked); nothing changes.
  GameView& self = const_cast<GameView&>(*this);
  if (!self.trace()) return;
  scene.algo = algorithmName();
  scene.step = static_cast<int>(self.cursor().position()) + 1;
}

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
