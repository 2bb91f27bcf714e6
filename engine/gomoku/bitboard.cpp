#include "engine/gomoku/bitboard.hpp"

#include "engine/gomoku/detector.hpp"

namespace boardlab::gomoku {

const std::vector<std::string>& bitboardListing() {
  static const std::vector<std::string> listing{
      "stone <- the colour whose row word has p's bit set",
      "for each direction d: w <- stone's word for the line through p along d; b <- p's bit in w",
      "    run <- countr_one(w >> b) + countl_one(w << (31 - b)) - 1",
      "    if run wins under the rule: return stone wins with the run",
      "return no win",
      "on a move / take-back at p: toggle p's bit in the row, column, diagonal and anti-diagonal words",
  };
  return i18n::listing(listing);
}

Bitboard::Bitboard(const Board& start) : cols_(start.cols()), rows_(start.rows()) {
  for (int r = 0; r < rows_; ++r)
    for (int c = 0; c < cols_; ++c)
      if (start.at({c, r}) != Stone::None) place({c, r}, start.at({c, r}));
}

void Bitboard::flip(Cell c, Stone s) {
  Colour& k = colours_[s == Stone::Black ? 0 : 1];
  k.row[static_cast<std::size_t>(c.row)] ^= std::uint32_t{1} << c.col;
  k.col[static_cast<std::size_t>(c.col)] ^= std::uint32_t{1} << c.row;
  k.diag[static_cast<std::size_t>(c.col - c.row + rows_ - 1)] ^= std::uint32_t{1} << c.col;
  k.anti[static_cast<std::size_t>(c.col + c.row)] ^= std::uint32_t{1} << c.col;
}

void Bitboard::place(Cell c, Stone s) {
  if (s != Stone::None && at(c) == Stone::None) flip(c, s);
}

void Bitboard::remove(Cell c) {
  const Stone s = at(c);
  if (s != Stone::None) flip(c, s);
}

namespace {
// Follows every action: toggles the bit of a move, redo or take-back, then checks a placed stone.
class BitboardDetector final : public Detector {
 public:
  explicit BitboardDetector(const Game& start) : bits_(start.board()) {}
  WinResult onAction(const Game& game, const Action& a, Recorder* rec) override {
    const Cell c = places(a) ? game.moves().back().cell : game.redoList().back().cell;
    if (places(a))
      bits_.place(c, game.board().at(c));
    else
      bits_.remove(c);
    if (rec) {
      rec->step([&](Step& s) {
        s.codeLine = 6;
        s.event = places(a) ? Event::BitsSet : Event::BitsCleared;
        s.narration = i18n::text(
            places(a)
                ? "Move at {0}: its bit is toggled in one row, one column, one diagonal and one anti-diagonal word."
                : "Take-back at {0}: its bit is toggled in one row, one column, one diagonal and one anti-diagonal word.",
            cellName(c, game.board().rows()));
        s.marks = {{c, MarkRole::Origin}};
      });
    }
    if (!places(a)) return {};
    return withTracer(rec, [&](auto& tr) { return bits_.check(c, game.rule(), tr); });
  }

 private:
  Bitboard bits_;
};
}  // namespace

constinit const AlgorithmInfo kBitboard{
    .name = "bitboard",
    .title = "Bit rows, columns and diagonals with bit counts",
    .listing = &bitboardListing,
    .run = {.stateful = true, .make = &makeStateful<BitboardDetector>},
};

}  // namespace boardlab::gomoku
