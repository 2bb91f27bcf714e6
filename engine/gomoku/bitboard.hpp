#pragma once
// `bitboard`: the fast path. Each colour keeps one bit word per row, per column, per diagonal and per
// anti-diagonal (bit i = column i, or row i for columns), updated incrementally on each move and
// take-back. The run through the placed stone along a line is two bit counts: the ones from the stone's
// bit upwards (std::countr_one of the word shifted right) and downwards (std::countl_one of the word
// shifted left), minus the stone counted twice. No loop over cells, no bounds checks: bits off the board
// are always zero.

#include <array>
#include <bit>
#include <cstdint>
#include <string>
#include <vector>

#include "engine/core/trace.hpp"
#include "engine/gomoku/algorithms.hpp"
#include "engine/gomoku/notation.hpp"
#include "engine/gomoku/win.hpp"
#include "engine/i18n/i18n.hpp"

namespace boardlab::gomoku {

// This algorithm's registry entry (defined beside its code; listed in algorithms.cpp).
extern const AlgorithmInfo kBitboard;

const std::vector<std::string>& bitboardListing();

class Bitboard {
 public:
  explicit Bitboard(const Board& start);

  int cols() const { return cols_; }
  int rows() const { return rows_; }
  Stone at(Cell c) const;
  void place(Cell c, Stone s);
  void remove(Cell c);
  friend bool operator==(const Bitboard&, const Bitboard&) = default;

  // Did the stone at p win under `rule`? (No win when p is empty.)
  template <class Tracer>
  WinResult check(Cell p, Rule rule, Tracer& tr) const;

 private:
  static constexpr int kLines = 2 * Board::kMaxSize - 1;
  using Words = std::array<std::uint32_t, kLines>;
  struct Colour {
    Words row{}, col{}, diag{}, anti{};
    friend bool operator==(const Colour&, const Colour&) = default;
  };
  // The word holding p along direction di, and p's bit in it.
  std::uint32_t word(const Colour& c, Cell p, int di) const;
  static int bitOf(Cell p, int di) { return di == 1 ? p.row : p.col; }
  void flip(Cell c, Stone s);

  int cols_;
  int rows_;
  std::array<Colour, 2> colours_{};  // black, white
};

inline std::uint32_t Bitboard::word(const Colour& c, Cell p, int di) const {
  switch (di) {
    case 0:
      return c.row[static_cast<std::size_t>(p.row)];
    case 1:
      return c.col[static_cast<std::size_t>(p.col)];
    case 2:
      return c.diag[static_cast<std::size_t>(p.col - p.row + rows_ - 1)];
    default:
      return c.anti[static_cast<std::size_t>(p.col + p.row)];
  }
}

inline Stone Bitboard::at(Cell c) const {
  const std::uint32_t bit = std::uint32_t{1} << c.col;
  if (colours_[0].row[static_cast<std::size_t>(c.row)] & bit) return Stone::Black;
  if (colours_[1].row[static_cast<std::size_t>(c.row)] & bit) return Stone::White;
  return Stone::None;
}

template <class Tracer>
WinResult Bitboard::check(Cell p, Rule rule, Tracer& tr) const {
  const Stone stone = at(p);
  const auto name = [&](Cell c) { return cellName(c, rows_); };
  tr.step([&](Step& s) {
    s.codeLine = 1;
    s.narration = i18n::text("The stone at {0} is {1}; its bit is set in that colour's words.", name(p),
                             i18n::tr(stoneName(stone)));
    s.marks = {{p, MarkRole::Origin}};
    s.watch = {{"p", name(p)}, {"stone", std::string(i18n::tr(stoneName(stone)))}};
  });
  if (stone == Stone::None) return {};
  const Colour& mine = colours_[stone == Stone::Black ? 0 : 1];
  const Colour& theirs = colours_[stone == Stone::Black ? 1 : 0];
  for (int di = 0; di < 4; ++di) {
    const std::uint32_t w = word(mine, p, di);
    const int b = bitOf(p, di);
    const int up = std::countr_one(w >> b);           // the stone and the run after it along +d
    const int down = std::countl_one(w << (31 - b));  // the stone and the run before it
    const int length = up + down - 1;
    const Delta d = kDirections[static_cast<std::size_t>(di)];
    // Caro: the bits just past both ends of the run set in the opponent's word (a bit off the board is 0;
    // the one below bit 0 does not exist, hence the test before shifting).
    const std::uint32_t t = word(theirs, p, di);
    const bool blocked = b - down >= 0 && ((t >> (b - down)) & 1u) && ((t >> (b + up)) & 1u);
    tr.step([&](Step& s) {
      const std::string dirName(i18n::tr(kDirectionNames[static_cast<std::size_t>(di)]));
      s.codeLine = 3;
      s.event = Event::DirectionDone;
      s.narration = i18n::text("{0}: {1} stone(s) after {2} and {3} before it, a run of {4}.", dirName, up - 1, name(p),
                               down - 1, length);
      for (int k = -(down - 1); k <= up - 1; ++k)
        s.marks.push_back({p + k * d, k == 0 ? MarkRole::Origin : MarkRole::Counted});
      s.arrows = {{p - (down - 1) * d, p + (up - 1) * d, MarkRole::Counted, std::to_string(length)}};
      std::string bits;
      const int width = di == 1 ? rows_ : cols_;
      for (int i = 0; i < width; ++i) bits += (w >> i) & 1u ? '1' : '0';
      s.watch = {{"direction", dirName},
                 {"word (bit 0 first)", bits},
                 {"bit", std::to_string(b)},
                 {"countr_one(w >> bit)", std::to_string(up)},
                 {"countl_one(w << (31 - bit))", std::to_string(down)},
                 {"run", std::to_string(length)}};
      if (rule == Rule::Caro)
        s.watch.push_back({"blocked at both ends", std::string(i18n::tr(blocked ? "yes" : "no"))});
    });
    if (runWins(length, rule, stone, blocked)) {
      WinResult result{stone, {}, {}};
      result.line.reserve(static_cast<std::size_t>(length));
      for (int k = -(down - 1); k <= up - 1; ++k) result.line.push_back(p + k * d);
      tr.step([&](Step& s) {
        s.codeLine = 4;
        s.event = Event::Verdict;
        s.narration = i18n::text("{0} wins: a run of {1} {2}.", i18n::tr(stoneName(stone)), length,
                                 i18n::tr(kDirectionNames[static_cast<std::size_t>(di)]));
        for (Cell c : result.line) s.marks.push_back({c, MarkRole::Winning});
        s.watch = {{"result", std::string(i18n::tr("win"))}};
      });
      return result;
    }
  }
  tr.step([&](Step& s) {
    s.codeLine = 5;
    s.event = Event::Verdict;
    s.narration = std::string(i18n::tr("No direction has a winning run: no win."));
    s.marks = {{p, MarkRole::Origin}};
    s.watch = {{"result", std::string(i18n::tr("no win"))}};
  });
  return {};
}

}  // namespace boardlab::gomoku
