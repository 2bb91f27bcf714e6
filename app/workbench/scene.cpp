#include "app/workbench/scene.hpp"

#include "app/workbench/workbench.hpp"
#include "engine/core/board_text.hpp"
#include "engine/gomoku/algorithms.hpp"
#include "engine/gomoku/notation.hpp"
#include "engine/link/algorithms.hpp"

namespace boardlab::ui {

namespace {

bool parseLinkCell(const std::string& text, const link::Board& board, Cell& out, std::string& error) {
  const std::size_t comma = text.find(',');
  int col = 0, row = 0;
  if (comma == std::string::npos || !parseCount(text.substr(0, comma), 999, col) || !parseCount(text.substr(comma + 1), 999, row)) {
    error = "'" + text + "' is not a tile like 3,1 (column,row from the top-left, 0-based)";
    return false;
  }
  if (!board.contains({col, row})) {
    error = "'" + text + "' is off the " + std::to_string(board.cols()) + "x" + std::to_string(board.rows()) + " board";
    return false;
  }
  out = {col, row};
  return true;
}

bool jumpToStep(TraceCursor& cursor, int step, std::string& error) {
  if (step <= 0) return true;
  if (static_cast<std::size_t>(step) > cursor.size()) {
    error = "step " + std::to_string(step) + " is beyond the trace's " + std::to_string(cursor.size()) + " steps";
    return false;
  }
  cursor.jump(static_cast<std::size_t>(step - 1));
  return true;
}

bool applyLinkScene(Workbench& bench, const SceneRequest& scene, std::string& error) {
  LinkWorkbench& linkView = bench.link();
  if (!scene.algo.empty()) {
    const auto algo = link::parseAlgo(scene.algo);
    if (!algo) {
      std::string known;
      for (link::Algo a : link::algorithms()) known += (known.empty() ? "" : ", ") + std::string(link::algoName(a));
      error = "unknown link algorithm '" + scene.algo + "' (" + known + ")";
      return false;
    }
    linkView.analysis().setAlgorithm(*algo);
  }
  if (scene.from.empty() && scene.to.empty()) return true;
  Cell a, b;
  if (!parseLinkCell(scene.from, linkView.board(), a, error) || !parseLinkCell(scene.to, linkView.board(), b, error)) return false;
  linkView.analysePair(a, b);
  return jumpToStep(linkView.analysis().cursor(), scene.step, error);
}

}  // namespace

bool applyScene(Workbench& bench, const SceneRequest& scene, std::string& error) {
  if (!scene.board.empty() && !bench.openFile(scene.board)) {
    error = bench.status();
    return false;
  }
  if (!scene.rule.empty()) {
    const auto rule = gomoku::parseRule(scene.rule);
    if (!rule) {
      error = "unknown rule '" + scene.rule + "' (" + gomoku::ruleNamesForMessages() + ")";
      return false;
    }
    bench.setRule(*rule);
  }
  if (!scene.heat.empty()) {
    if (scene.heat != "black" && scene.heat != "white" && scene.heat != "off") {
      error = "unknown heat map side '" + scene.heat + "' (black, white or off)";
      return false;
    }
    bench.setHeatMap(scene.heat == "black" ? 1 : scene.heat == "white" ? 2 : 0);
  }
  if (bench.kind() == GameKind::Link) return applyLinkScene(bench, scene, error);
  if (!scene.from.empty() || !scene.to.empty()) {
    error = "--from and --to choose tiles on a link board; this is a gomoku board";
    return false;
  }
  if (scene.algo.empty()) return true;
  if (!gomoku::Analysis::listingOf(scene.algo)) {
    error = "unknown algorithm '" + scene.algo + "'";
    return false;
  }
  gomoku::Analysis& analysis = bench.analysis();
  if (scene.algo == "forbidden") {
    Cell p;
    std::string why;
    const gomoku::Board& b = bench.game().board();
    if (!gomoku::parseCellName(scene.point, b.cols(), b.rows(), p, why)) {
      error = "forbidden needs --point, an empty point like h8: " + why;
      return false;
    }
    analysis.setPoint(p);
  }
  analysis.setAlgorithm(scene.algo);
  analysis.setPly(scene.move);
  analysis.update(bench.record());
  if (!analysis.problem().empty()) {
    error = analysis.problem();
    return false;
  }
  return jumpToStep(analysis.cursor(), scene.step, error);
}

}  // namespace boardlab::ui
