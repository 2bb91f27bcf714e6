#pragma once
// `windows`: every stone tried as the start of five in each direction (article 002, corrected). The list
// of stones is built once per check (the article rebuilt its whole board array for every stone and
// direction); a window is tried only when all five cells are on the board. The question is whether the
// move just played won, so only windows that contain the placed stone count; the verdict is the first
// direction in kDirections order with such a window, and its line the whole run through the stone.

#include <string>
#include <vector>

#include "engine/core/trace.hpp"
#include "engine/gomoku/algorithms.hpp"
#include "engine/gomoku/notation.hpp"
#include "engine/gomoku/win.hpp"
#include "engine/i18n/i18n.hpp"

namespace boardlab::gomoku {

// This algorithm's registry entry (defined beside its code; listed in algorithms.cpp).
extern const AlgorithmInfo kWindows;

const std::vector<std::string>& windowsListing();

template <class Tracer>
WinResult windowsWin(const Board& board, Cell p, Rule rule, Tracer& tr) {
  const auto name = [&](Cell c) { return cellName(c, board.rows()); };
  const Stone stone = board.get(p);
  // Built once per check: every stone on the board, row by row. The buffer is kept between checks (one per
  // thread) so that a check allocates nothing once warm.
  thread_local std::vector<Cell> stones;
  stones.clear();
  for (int r = 0; r < board.rows(); ++r)
    for (int c = 0; c < board.cols(); ++c)
      if (board.at({c, r}) != Stone::None) stones.push_back({c, r});
  tr.step([&](Step& s) {
    s.codeLine = 1;
    s.narration = i18n::text(
        "The stone at {0} is {1}; the list of the {2} stones on the board is built once for this check. Every stone "
        "is tried as the start of a five, but only fives that contain {0} count: the question is whether this move won.",
        name(p), i18n::tr(stoneName(stone)), stones.size());
    s.marks = {{p, MarkRole::Origin}};
    s.watch = {
        {"p", name(p)}, {"stone", std::string(i18n::tr(stoneName(stone)))}, {"stones", std::to_string(stones.size())}};
  });
  if (stone == Stone::None) return {};

  int best = 4;  // first direction (in kDirections order) with a winning window through p; 4 = none yet
  for (Cell q : stones) {
    if (board.at(q) != stone) continue;  // a five of `stone` can only start on a stone of that colour
    for (int di = 0; di < best; ++di) {
      const Delta d = kDirections[static_cast<std::size_t>(di)];
      const Cell end = q + 4 * d;
      if (!board.contains(end)) continue;  // the corrected bound: the whole window must be on the board
      int n = 1;
      while (n < 5 && board.at(q + n * d) == stone) ++n;
      const bool five = n == 5;
      // Standard, caro and renju's black: the window is a win only if the run does not go on past either end.
      const bool exact = !needsExactFive(rule, stone) || (board.get(q - d) != stone && board.get(q + 5 * d) != stone);
      // Caro: a five whose two ends both hold the opponent's stones does not win (the edge does not block).
      const bool blocked =
          rule == Rule::Caro && board.get(q - d) == opponent(stone) && board.get(q + 5 * d) == opponent(stone);
      // p lies in the window when it is q + k*d for some k in 0..4; asked only of a five (the narration
      // needs it only then), since most windows are not.
      bool containsP = false;
      if (five && exact && !blocked)
        for (int k = 0; k < 5 && !containsP; ++k) containsP = q + k * d == p;
      const bool counts = containsP;
      tr.step([&](Step& s) {
        s.codeLine = !five ? 4 : !exact || blocked ? 5 : 6;
        s.event = counts ? Event::WindowFive : Event::None;
        const std::string dirName(i18n::tr(kDirectionNames[static_cast<std::size_t>(di)]));
        s.narration = i18n::text(
            !five ? "Window {0}-{1} ({2}): {3} in a row, then not {4}."
            : !exact && rule != Rule::Standard
                ? "Window {0}-{1} ({2}): five, but the run goes on past its end: an overline, no win under {6}."
            : !exact
                ? "Window {0}-{1} ({2}): five, but the run goes on past its end: an overline under the standard rule."
            : blocked ? "Window {0}-{1} ({2}): five, but the opponent blocks both ends: no win under caro."
            : !containsP
                ? "Window {0}-{1} ({2}): five, but it does not contain {5}, so it says nothing about this move: ignored."
                : "Window {0}-{1} ({2}): five through {5}.",
            name(q), name(end), dirName, n, i18n::tr(stoneName(stone)), name(p),
            !exact && rule != Rule::Standard ? i18n::tr(ruleName(rule)) : std::string_view());
        for (int k = 0; k < 5; ++k) {
          const Cell c = q + k * d;
          s.marks.push_back({c,
                             c == p  ? MarkRole::Origin
                             : k < n ? MarkRole::Counted
                                     : MarkRole::Window,
                             k < n ? k + 1 : -1});
        }
        if (n < 5)
          s.marks.back() = {q + n * d,
                            board.at(q + n * d) == Stone::None ? MarkRole::StoppedEmpty : MarkRole::StoppedOpponent};
        s.arrows = {{q, end, MarkRole::Window, std::to_string(n)}};
        s.watch = {{"start", name(q)},
                   {"direction", dirName},
                   {"in a row", std::to_string(n)},
                   {"first winning direction",
                    std::string(i18n::tr(best < 4 ? kDirectionNames[static_cast<std::size_t>(best)] : "none"))}};
      });
      if (counts) best = di;
    }
  }
  if (best < 4) {
    const Delta d = kDirections[static_cast<std::size_t>(best)];
    WinResult result{stone, runThrough(board, p, d), {}};
    tr.step([&](Step& s) {
      s.codeLine = 7;
      s.event = Event::Verdict;
      s.narration = i18n::text("{0} wins {1} with the run of {2} through {3}.", i18n::tr(stoneName(stone)),
                               i18n::tr(kDirectionNames[static_cast<std::size_t>(best)]), result.line.size(), name(p));
      for (Cell c : result.line) s.marks.push_back({c, MarkRole::Winning});
      s.watch = {{"result", std::string(i18n::tr("win"))}};
    });
    return result;
  }
  tr.step([&](Step& s) {
    s.codeLine = 8;
    s.event = Event::Verdict;
    s.narration = i18n::text("No window of five through {0}: no win.", name(p));
    s.marks = {{p, MarkRole::Origin}};
    s.watch = {{"result", std::string(i18n::tr("no win"))}};
  });
  return {};
}

}  // namespace boardlab::gomoku
