#include "app/workbench/shell/scene.hpp"

#include "app/workbench/shell/workbench.hpp"
#include "app/workbench/views/game_view.hpp"

namespace boardlab::ui {

bool applyScene(Workbench& bench, const Scene& scene, std::string& error) {
  if (!scene.boardFile.empty() && !bench.openFile(scene.boardFile)) {
    error = bench.status();
    return false;
  }
  if (!scene.boardText.empty() && !bench.showSharedBoard(scene.boardText)) {
    error = bench.status();
    return false;
  }
  // The rest (the algorithm, the step and the game's own parameters) is the business of the game shown.
  return bench.view().applyScene(scene, error);
}

}  // namespace boardlab::ui
