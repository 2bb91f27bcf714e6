// The link view's document and scenes: board files in and out, lessons, the counterexample finder's
// results, and the view's place in the workbench (its registration and its menu items).

#include <string>
#include <vector>

#include "app/workbench/games/link/link_view.hpp"
#include "app/workbench/shell/scene.hpp"
#include "app/workbench/views/ui_text.hpp"
#include "engine/core/board_text.hpp"
#include "engine/core/game_module.hpp"
#include "engine/link/algorithms.hpp"
#include "engine/link/board_file.hpp"

namespace boardlab::ui {

namespace {

bool parseLinkCell(const std::string& text, const link::Board& board, Cell& out, std::string& error) {
  const std::size_t comma = text.find(',');
  int col = 0, row = 0;
  if (comma == std::string::npos || !parseCount(text.substr(0, comma), 999, col) ||
      !parseCount(text.substr(comma + 1), 999, row)) {
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

}  // namespace

bool LinkView::ownsBoardText(const std::string& text, const std::string& fileName) const {
  // The engine decides which game a text is (a board file's game line, or a format a game reads).
  try {
    return gameOfText(text, fileName).name == name();
  } catch (const std::exception&) {
    return false;
  }
}

std::vector<std::string> LinkView::loadBoardText(const std::string& text, const std::string& fileName) {
  setBoard(link::parseBoardFile(text, fileName));
  return {};
}

std::string LinkView::boardText() const { return link::saveBoardFile(board_); }

void LinkView::newDocument() {
  newBoard();
  host_.forgetDocumentPath();
  host_.forgetRestoredCopy();
}

void LinkView::show(link::Board board, std::string status) {
  setBoard(std::move(board));
  host_.show(*this);
  host_.forgetDocumentPath();
  status_ = std::move(status);
}

bool LinkView::applyScene(const SceneRequest& scene, std::string& error) {
  if (!scene.algo.empty()) {
    const auto algo = link::parseAlgo(scene.algo);
    if (!algo) {
      error = "unknown link algorithm '" + scene.algo + "' (corners, corners:objc, bfs, rays)";
      return false;
    }
    analysis_.setAlgorithm(*algo);
  }
  if (scene.from.empty() && scene.to.empty()) return true;
  Cell a, b;
  if (!parseLinkCell(scene.from, board_, a, error) || !parseLinkCell(scene.to, board_, b, error)) return false;
  analysePair(a, b);
  return jumpToSceneStep(analysis_.cursor(), scene.step, error);
}

void LinkView::describeScene(Lesson& lesson) const {
  const link::Analysis& a = analysis_;
  lesson.algo = std::string(link::algoName(a.algorithm()));
  if (a.active()) {
    lesson.from = std::to_string(a.a()->col) + "," + std::to_string(a.a()->row);
    lesson.to = std::to_string(a.b()->col) + "," + std::to_string(a.b()->row);
    lesson.step = static_cast<int>(a.cursor().position()) + 1;
  }
}

std::vector<MenuEntry> LinkView::menuEntries() const {
  return {{"File", "game.newlink"},
          {"Link", "link.hint"},
          {"Link", "link.shuffle"},
          {"Link", "link.solvable"},
          {"Link", "link.autosolve"}};
}

std::string LinkView::algorithmName() const { return std::string(link::algoName(analysis_.algorithm())); }

bool LinkView::showInFinder(CounterexampleFinder& finder, const std::string& variant) {
  finder.show("link", variant);
  return true;
}

void LinkView::openCounterexamples(CounterexampleFinder& finder, CounterexampleFinder::Open& open) {
  const auto resultOf = [](const diff::Search& s) -> const std::optional<diff::LinkDiff>& {
    return dynamic_cast<const diff::LinkSearch&>(s).result();
  };
  open["link"] = {.summary =
                      [resultOf](const diff::Search& s) {
                        const auto& d = resultOf(s);
                        if (!d) return std::string();
                        const diff::LinkSize size = diff::sizeOf(d->board);
                        if (!d->stepsCompared || d->divergence < 0)
                          return text("Smallest found: {0}x{1} with {2} tiles, pair {3} - {4}; the answers differ.",
                                      size.cols, size.rows, size.tiles, link::cellName(d->from), link::cellName(d->to));
                        return text("Smallest found: {0}x{1} with {2} tiles, pair {3} - {4}; they part at step {5}.",
                                    size.cols, size.rows, size.tiles, link::cellName(d->from), link::cellName(d->to),
                                    d->divergence + 1);
                      },
                  .open =
                      [this, &finder, resultOf](const diff::Search& s) {
                        // The algorithm searched, even if the finder's list changed since.
                        const link::Algo algo = dynamic_cast<const diff::LinkSearch&>(s).options().algoB;
                        host_.confirmDiscard(tr("Open the counterexample?"), [this, &finder, d = *resultOf(s), algo] {
                          finder.hide();  // the board it found is what the user wants to see now
                          show(d.board, "");
                          analysis_.setAlgorithm(algo);
                          analysePair(d.from, d.to);
                          if (d.divergence >= 0) analysis_.cursor().jump(static_cast<std::size_t>(d.divergence));
                          status_ = text("Counterexample: the two algorithms differ on {0} - {1}.",
                                         link::cellName(d.from), link::cellName(d.to));
                        });
                      }};
}

}  // namespace boardlab::ui
