#include "engine/gomoku/lines.hpp"

#include "engine/gomoku/detector.hpp"

namespace boardlab::gomoku {

const std::vector<std::string>& linesListing() {
  static const std::vector<std::string> listing{
      "on a move of stone s at p: for each line k through p: count[s][k]++",
      "for each direction d in horizontal, vertical, diagonal, anti-diagonal:",
      "    for each line k through p along d:",
      "        if count[s][k] = 5 (exactly five needed: and the cells just outside k do not hold s; caro: nor both the opponent):",
      "            return s wins with the whole run through p along d",
      "return no win",
      "on a take-back of p: for each line k through p: count[s][k]--   (restores the counters exactly)",
  };
  return i18n::listing(listing);
}

LineCounters::LineCounters(const Board& start)
    : index_(&LineIndex::of(start.cols(), start.rows())),
      board_(start),
      counts_(static_cast<std::size_t>(index_->size()) * 2, 0) {
  for (int k = 0; k < index_->size(); ++k)
    for (int i = 0; i < 5; ++i) {
      const Stone s = board_.at(index_->line(k).cell(i));
      if (s != Stone::None) ++counts_[slot(k, s)];
    }
}

namespace {
// Follows every action: a move or redo adds to the counters, a take-back subtracts exactly.
class LinesDetector final : public Detector {
 public:
  explicit LinesDetector(const Game& start) : counters_(start.board()) {}
  WinResult onAction(const Game& game, const Action& a, Recorder* rec) override {
    return withTracer(rec, [&](auto& tr) -> WinResult {
      if (places(a)) {
        const Move m = game.moves().back();
        return counters_.play(m.cell, m.stone, game.rule(), tr);
      }
      counters_.takeBack(game.redoList().back().cell, tr);
      return {};
    });
  }

 private:
  LineCounters counters_;
};
}  // namespace

constinit const AlgorithmInfo kLines{
    .name = "lines",
    .title = "Win-line counters, exact take-back (corrected)",
    .listing = &linesListing,
    .run = {.stateful = true, .make = &makeStateful<LinesDetector>},
};

}  // namespace boardlab::gomoku
