#include "engine/gomoku/lines_js.hpp"

#include "engine/gomoku/detector.hpp"

namespace boardlab::gomoku {

const std::vector<std::string>& linesJsListing() {
  static const std::vector<std::string> listing{
      "click(i, j): if (over) return",
      "  if (chressBord[i][j] != 0) skip to the turn change   // the click still passes the turn",
      "  chressBord[i][j] = me; for k with wins[i][j][k]: mine[k]++; theirs[k] = 6;",
      "      if (mine[k] == 5) { over = true; win; break }",
      "  if (!over) me = !me",
      "revert(): if (over || revertFlag) return",
      "  chressBord[i][j] = 0; for k with wins[i][j][k]: (!me ? blackWin : whiteWin)[k]--; me = !me; revertFlag = true",
      "removeRevert(): if (over || !revertFlag) return",
      "  if (chressBord[i][j] == 0) { chressBord[i][j] = me; for k: mine[k]++ }   // no 6s, no win check; me = !me; revertFlag = false",
  };
  return i18n::listing(listing);
}

LinesJs::LinesJs(const Board& start, Stone toMove)
    : index_(&LineIndex::of(start.cols(), start.rows())),
      board_(start.cols(), start.rows()),
      black_(static_cast<std::size_t>(index_->size()), 0),
      white_(static_cast<std::size_t>(index_->size()), 0),
      me_(toMove != Stone::White) {
  for (int r = 0; r < start.rows(); ++r)
    for (int c = 0; c < start.cols(); ++c) {
      const Stone s = start.at({c, r});
      if (s == Stone::None) continue;
      board_.set({c, r}, s);
      for (std::int16_t k : index_->through({c, r})) {
        ++wins(s)[static_cast<std::size_t>(k)];
        wins(opponent(s))[static_cast<std::size_t>(k)] = 6;
      }
    }
}

int LinesJs::counter(int line, Stone s) const {
  return (s == Stone::Black ? black_ : white_)[static_cast<std::size_t>(line)];
}

std::string LinesJs::state() const {
  return std::string("me=") + (me_ ? "black" : "white") + " over=" + (over_ ? "true" : "false") +
         " revertFlag=" + (revertFlag_ ? "true" : "false") + (clicked_ ? " i,j=" + name(last_) : "");
}

void LinesJs::addLineArrows(Step& s, Cell p, Stone mine) const {
  // The decisive line first (the workbench draws it strongest): black's real five c8-g8 at counter 7.
  bool five = false;
  const auto order = linesDecisiveFirst(
      *index_, board_, p, mine, [&](int k) { return counter(k, mine); }, five);
  for (std::int16_t k : order) {
    const WinLine& l = index_->line(k);
    const int m = counter(k, mine), t = counter(k, opponent(mine));
    // "B7 W6": black's and white's counters, readable without the legend.
    const int b = mine == Stone::Black ? m : t, w = mine == Stone::Black ? t : m;
    const MarkRole role = five && k == order.front() ? MarkRole::Winning : t >= 6 ? MarkRole::Dead : MarkRole::Window;
    s.arrows.push_back(
        {l.cell(0), l.cell(4), role, "#" + std::to_string(k) + " B" + std::to_string(b) + " W" + std::to_string(w)});
  }
  s.watch.push_back({"lines through (i, j)", std::to_string(index_->through(p).size())});
}

namespace {
// Follows every action the way the article's page does: a click, its one-step revert, and a redo.
class LinesJsDetector final : public Detector {
 public:
  explicit LinesJsDetector(const Game& start) : js_(start.board(), start.toMove()) {}
  WinResult onAction(const Game&, const Action& a, Recorder* rec) override {
    return withTracer(rec, [&](auto& tr) -> WinResult {
      switch (a.kind) {
        case Action::Kind::Place:
          return js_.click(a.cell, tr);
        case Action::Kind::Undo:
          js_.revert(tr);
          return {};
        case Action::Kind::Redo:
          js_.removeRevert(tr);
          return {};
      }
      return {};
    });
  }

 private:
  LinesJs js_;
};
}  // namespace

constinit const AlgorithmInfo kLinesJs{
    .name = "lines:js",
    .title = "Win-line counters as published: dead lines, one-step take-back",
    .article = "001 (JavaScript)",
    .asPublished = true,
    .correctedPeer = "lines",
    .listing = &linesJsListing,
    .run = {.stateful = true, .make = &makeStateful<LinesJsDetector>},
};

}  // namespace boardlab::gomoku
