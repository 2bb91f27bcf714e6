#include "app/workbench/scene.hpp"

#include "app/workbench/workbench.hpp"
#include "engine/gomoku/algorithms.hpp"

namespace boardlab::ui {

bool applyScene(Workbench& bench, const SceneRequest& scene, std::string& error) {
  if (!scene.board.empty() && !bench.openFile(scene.board)) {
    error = bench.status();
    return false;
  }
  if (!scene.rule.empty()) {
    const auto rule = gomoku::parseRule(scene.rule);
    if (!rule) {
      error = "unknown rule '" + scene.rule + "' (freestyle or standard)";
      return false;
    }
    bench.setRule(*rule);
  }
  if (scene.algo.empty()) return true;
  if (!gomoku::findAlgorithm(scene.algo)) {
    error = "unknown algorithm '" + scene.algo + "'";
    return false;
  }
  gomoku::Analysis& analysis = bench.analysis();
  analysis.setAlgorithm(scene.algo);
  analysis.setPly(scene.move);
  analysis.update(bench.record());
  if (!analysis.problem().empty()) {
    error = analysis.problem();
    return false;
  }
  if (scene.step > 0) {
    if (static_cast<std::size_t>(scene.step) > analysis.cursor().size()) {
      error = "step " + std::to_string(scene.step) + " is beyond the trace's " + std::to_string(analysis.cursor().size()) + " steps";
      return false;
    }
    analysis.cursor().jump(static_cast<std::size_t>(scene.step - 1));
  }
  return true;
}

}  // namespace boardlab::ui
