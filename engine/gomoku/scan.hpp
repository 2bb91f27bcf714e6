#pragma once
// `scan`: walk both ways from the placed stone in each of the four directions and count equal stones
// (articles 000 and 003, corrected: every walk reaches the real board edge, and the count restarts for
// each direction).

#include <string>
#include <vector>

#include "engine/core/trace.hpp"
#include "engine/gomoku/notation.hpp"
#include "engine/gomoku/win.hpp"

namespace boardlab::gomoku {

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
  return listing;
}

template <class Tracer>
WinResult scanWin(const Board& board, Cell p, Rule rule, Tracer& tr) {
  const Stone stone = board.get(p);
  std::vector<CellMark> seen;  // trace only: the cells visited so far in this direction
  tr.step([&](Step& s) {
    s.codeLine = 1;
    s.narration = "The stone at " + cellName(p, board.rows()) + " is " + std::string(stoneName(stone)) + ".";
    s.marks = {{p, MarkRole::Origin}};
    s.watch = {{"p", cellName(p, board.rows())}, {"stone", std::string(stoneName(stone))}};
  });
  if (stone == Stone::None) return {};

  for (std::size_t di = 0; di < kDirections.size(); ++di) {
    const Delta d = kDirections[di];
    const std::string_view dirName = kDirectionNames[di];  // no string built when untraced
    int count = 1;
    if constexpr (Tracer::enabled) seen = {{p, MarkRole::Origin, 1}};

    for (int sign : {-1, +1}) {
      const Delta step = sign * d;
      Cell q = p + step;
      while (board.contains(q) && board.at(q) == stone) {
        ++count;
        if constexpr (Tracer::enabled) seen.push_back({q, MarkRole::Counted, count});
        q = q + step;
      }
      tr.step([&](Step& s) {
        const bool edge = !board.contains(q);
        s.codeLine = sign < 0 ? 4 : 5;
        s.event = sign < 0 ? "" : "direction-done";
        s.narration = "Walking " + std::string(dirName) + (sign < 0 ? " backwards" : " forwards") + ": " +
                      (edge ? "stopped at the board edge" :
                       board.at(q) == Stone::None ? "stopped on the empty point " + cellName(q, board.rows())
                                                  : "stopped on the opponent stone at " + cellName(q, board.rows())) +
                      "; count = " + std::to_string(count) + ".";
        s.marks = seen;
        if (!edge)
          s.marks.push_back({q, board.at(q) == Stone::None ? MarkRole::StoppedEmpty : MarkRole::StoppedOpponent});
        s.arrows = {{p, q - step, MarkRole::Counted, std::to_string(count)}};
        s.watch = {{"direction", std::string(dirName)}, {"count", std::to_string(count)}, {"q", edge ? "off board" : cellName(q, board.rows())}};
      });
    }

    if (runWins(count, rule)) {
      WinResult result{stone, runThrough(board, p, d), {}};
      tr.step([&](Step& s) {
        s.codeLine = 6;
        s.event = "verdict";
        s.narration = std::string(stoneName(stone)) + " wins: " + std::to_string(count) + " in a row " + std::string(dirName) + ".";
        for (Cell c : result.line) s.marks.push_back({c, MarkRole::Winning});
        s.watch = {{"direction", std::string(dirName)}, {"count", std::to_string(count)}, {"result", "win"}};
      });
      return result;
    }
    if (count >= 5) {
      tr.step([&](Step& s) {
        s.codeLine = 6;
        s.narration = "A run of " + std::to_string(count) + " is an overline: no win under the standard rule.";
        s.marks = seen;
        s.watch = {{"direction", std::string(dirName)}, {"count", std::to_string(count)}};
      });
    }
  }
  tr.step([&](Step& s) {
    s.codeLine = 7;
    s.event = "verdict";
    s.narration = "No direction has a winning run: no win.";
    s.marks = {{p, MarkRole::Origin}};
    s.watch = {{"result", "no win"}};
  });
  return {};
}

}  // namespace boardlab::gomoku
