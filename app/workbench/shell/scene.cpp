#include "app/workbench/shell/scene.hpp"

#include "app/workbench/shell/workbench.hpp"
#include "app/workbench/views/game_view.hpp"

namespace boardlab::ui {

bool jumpToSceneStep(TraceCursor& cursor, int step, std::string& error) {
  if (step <= 0) return true;
  if (static_cast<std::size_t>(step) > cursor.size()) {
    error = "step " + std::to_string(step) + " is beyond the trace's " + std::to_string(cursor.size()) + " steps";
    return false;
  }
  cursor.jump(static_cast<std::size_t>(step - 1));
  return true;
}

bool applyScene(Workbench& bench, const SceneRequest& scene, std::string& error) {
  if (!scene.board.empty() && !bench.openFile(scene.board)) {
    error = bench.status();
    return false;
  }
  if (!scene.boardText.empty() && !bench.showSharedBoard(scene.boardText)) {
    error = bench.status();
    return false;
  }
  // The rest (algorithm, rule, move or tiles, step) is the business of the game shown.
  return bench.view().applyScene(scene, error);
}

}  // namespace boardlab::ui
