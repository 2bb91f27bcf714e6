#pragma once
// `scan`: walk both ways from the placed stone in each of the four directions and count equal stones
// (articles 000 and 003, corrected: every walk reaches the real board edge, and the count restarts for
// each direction). Under caro the two cells where the walks stopped are the run's ends: a five whose two ends
// both hold the opponent's stones does not win.

#include <string>
#include <vector>

#include "engine/core/trace.hpp"
#include "engine/gomoku/algorithms.hpp"
#include "engine/gomoku/notation.hpp"
#include "engine/gomoku/win.hpp"
#include "engine/i18n/i18n.hpp"

namespace boardlab::gomoku {

// This algorithm's registry entry (defined beside its code; listed in algorithms.cpp).
extern const AlgorithmInfo kScan;

// The pseudo-code listing that Step::codeLine refers to (line 1 is the first entry).
inline const std::vector<std::string>& scanListing() {
  static const std::vector<std::string> listing{
      "stone <- colour at p",
      "for each direction d in horizontal, vertical, diagonal, anti-diagonal:",
      "    count <- 1",
      "    q <- p - d; while q on board and q holds stone: count++, q <- q - d",
      "    q <- p + d; while q on board and q holds stone: count++, q <- q + d",
      "    if count wins under the rule: return stone wins with the run",
      "return no win",
  };
  return i18n::listing(listing);
}

template <class Tracer>
WinResult scanWin(const Board& board, Cell p, Rule rule, Tracer& tr) {
  const Stone stone = board.get(p);
  std::vector<CellMark> seen;  // trace only: the cells visited so far in this direction
  tr.step([&](Step& s) {
    s.codeLine = 1;
    s.narration = i18n::text("The stone at {0} is {1}.", cellName(p, board.rows()), i18n::tr(stoneName(stone)));
    s.marks = {{p, MarkRole::Origin}};
    s.watch = {{"p", cellName(p, board.rows())}, {"stone", std::string(i18n::tr(stoneName(stone)))}};
  });
  if (stone == Stone::None) return {};

  for (std::size_t di = 0; di < kDirections.size(); ++di) {
    const Delta d = kDirections[di];
    const std::string_view dirName = kDirectionNames[di];  // no string built when untraced
    int count = 1;
    Cell ends[2]{p, p};  // where the backward and the forward walks stopped
    if constexpr (Tracer::enabled) seen = {{p, MarkRole::Origin, 1}};

    for (int sign : {-1, +1}) {
      const Delta step = sign * d;
      Cell q = p + step;
      while (board.contains(q) && board.at(q) == stone) {
        ++count;
        if constexpr (Tracer::enabled) seen.push_back({q, MarkRole::Counted, count});
        q = q + step;
      }
      ends[sign < 0 ? 0 : 1] = q;
      tr.step([&](Step& s) {
        const bool edge = !board.contains(q);
        s.codeLine = sign < 0 ? 4 : 5;
        s.event = sign < 0 ? Event::None : Event::DirectionDone;
        const std::string stop = edge ? std::string(i18n::tr("stopped at the board edge"))
                                 : board.at(q) == Stone::None
                                     ? i18n::text("stopped on the empty point {0}", cellName(q, board.rows()))
                                     : i18n::text("stopped on the opponent stone at {0}", cellName(q, board.rows()));
        s.narration = i18n::text(
            sign < 0 ? "Walking {0} backwards: {1}; count = {2}." : "Walking {0} forwards: {1}; count = {2}.",
            i18n::tr(dirName), stop, count);
        s.marks = seen;
        if (!edge)
          s.marks.push_back({q, board.at(q) == Stone::None ? MarkRole::StoppedEmpty : MarkRole::StoppedOpponent});
        s.arrows = {{p, q - step, MarkRole::Counted, std::to_string(count)}};
        s.watch = {{"direction", std::string(i18n::tr(dirName))},
                   {"count", std::to_string(count)},
                   {"q", edge ? std::string(i18n::tr("off board")) : cellName(q, board.rows())}};
      });
    }

    const bool blocked = board.get(ends[0]) == opponent(stone) && board.get(ends[1]) == opponent(stone);
    if (runWins(count, rule, stone, blocked)) {
      WinResult result{stone, runThrough(board, p, d), {}};
      tr.step([&](Step& s) {
        s.codeLine = 6;
        s.event = Event::Verdict;
        s.narration = i18n::text("{0} wins: {1} in a row {2}.", i18n::tr(stoneName(stone)), count, i18n::tr(dirName));
        for (Cell c : result.line) s.marks.push_back({c, MarkRole::Winning});
        s.watch = {{"direction", std::string(i18n::tr(dirName))},
                   {"count", std::to_string(count)},
                   {"result", std::string(i18n::tr("win"))}};
      });
      return result;
    }
    if (count >= 5) {
      tr.step([&](Step& s) {
        s.codeLine = 6;
        s.narration = count == 5 ? i18n::text("A five blocked at both ends by {0}: no win under caro.",
                                              i18n::tr(stoneName(opponent(stone))))
                      : rule == Rule::Renju
                          ? i18n::text("A run of {0} is an overline: black does not win with it under renju.", count)
                      : rule == Rule::Caro
                          ? i18n::text("A run of {0} is an overline: no win under caro.", count)
                          : i18n::text("A run of {0} is an overline: no win under the standard rule.", count);
        s.marks = seen;
        s.watch = {{"direction", std::string(i18n::tr(dirName))}, {"count", std::to_string(count)}};
      });
    }
  }
  tr.step([&](Step& s) {
    s.codeLine = 7;
    s.event = Event::Verdict;
    s.narration = std::string(i18n::tr("No direction has a winning run: no win."));
    s.marks = {{p, MarkRole::Origin}};
    s.watch = {{"result", std::string(i18n::tr("no win"))}};
  });
  return {};
}

}  // namespace boardlab::gomoku
