#pragma once
// `scan:objc`: article 000's direction scan exactly as published (Objective-C, stones kept in a dictionary
// keyed "col-row", row counted from the top like ours). Per direction the placed stone counts 1, then:
//   horizontal / vertical  backward  for (i = col-1; i > 0; i--)          index 0 is never examined
//                          forward   for (i = col+1; i < kGridCount; i++)  kGridCount = 15, fixed
//   diagonal (down-right)  backward  for (i = row-1; i >= 0; i--, j--)    break when j < 0
//                          forward   for (i = row+1; i < kGridCount; ...)  break when j > kGridCount
//   anti-diagonal          backward  up-right, i = row-1..0, break when j > kGridCount
//                          forward   down-left, i < kGridCount, break when j < 0
// A win is a count >= 5 (the rule is ignored, as in the article). A key off the board is simply missing
// from the dictionary, which ends the walk, so nothing is ever read out of bounds. The reported line is
// the stones the article collected (sameChessmanArray), ordered along the direction.

#include <string>
#include <vector>

#include "engine/core/trace.hpp"
#include "engine/gomoku/algorithms.hpp"
#include "engine/gomoku/notation.hpp"
#include "engine/gomoku/win.hpp"
#include "engine/i18n/i18n.hpp"

namespace boardlab::gomoku {

// This algorithm's registry entry (defined beside its code; listed in algorithms.cpp).
extern const AlgorithmInfo kScanObjc;

const std::vector<std::string>& scanObjcListing();

inline constexpr int kObjcGridCount = 15;  // article 000's kGridCount: does not follow the board size

template <class Tracer>
WinResult scanObjcWin(const Board& board, Cell p, Tracer& tr) {
  // Walks may stop past the edge of a board smaller than the article's 15x15: say so instead of a name.
  const auto name = [&](Cell c) {
    return board.contains(c) ? cellName(c, board.rows()) : std::string(i18n::tr("a point off the board"));
  };
  const Stone stone = board.get(p);
  tr.step([&](Step& s) {
    s.codeLine = 1;
    s.narration = i18n::text("The stone at {0} is {1} (key \"{2}-{3}\"); kGridCount is {4} whatever the board size.",
                             name(p), i18n::tr(stoneName(stone)), p.col, p.row, kObjcGridCount);
    s.marks = {{p, MarkRole::Origin}};
    s.watch = {
        {"col", std::to_string(p.col)}, {"row", std::to_string(p.row)}, {"kGridCount", std::to_string(kObjcGridCount)}};
  });
  if (stone == Stone::None) return {};

  // One walk of the article: start at `from`, move by `step` while `inLoop(i)` holds for the loop index
  // i (row for the diagonals, else the moving coordinate), and stop when `stopJ(j)` says the column broke
  // the article's extra condition. Returns the stones counted and the reason it stopped.
  struct Walk {
    std::vector<Cell> counted;
    Cell stop;
    MarkRole why = MarkRole::StoppedEmpty;
    std::string reason;
  };
  const auto walk = [&](Cell from, Delta step, auto inLoop, auto loopIndex, auto breakJ, const char* bound) {
    Walk w;
    for (Cell q = from;; q = q + step) {
      w.stop = q;
      if (!inLoop(loopIndex(q))) {
        w.why = MarkRole::StoppedBound;
        if constexpr (Tracer::enabled)
          w.reason = i18n::text("the loop condition {0} is false here, i = {1}", bound, loopIndex(q));
        return w;
      }
      // The article's break test: key missing, other colour, or (diagonals) the column condition.
      if (board.get(q) != stone || breakJ(q.col)) {
        if constexpr (Tracer::enabled) {
          w.why = !board.contains(q) || breakJ(q.col) ? MarkRole::StoppedBound
                  : board.at(q) == Stone::None        ? MarkRole::StoppedEmpty
                                                      : MarkRole::StoppedOpponent;
          w.reason = i18n::tr(!board.contains(q)           ? "the key is not in the dictionary (off the board)"
                              : breakJ(q.col)              ? "the column test breaks the loop"
                              : board.at(q) == Stone::None ? "no stone there"
                                                           : "a stone of the other colour");
        }
        return w;
      }
      w.counted.push_back(q);
    }
  };
  const auto backward0 = [](int i) { return i > 0; };             // horizontal/vertical: i > 0
  const auto backwardDiag = [](int i) { return i >= 0; };         // diagonals: i >= 0
  const auto forward = [](int i) { return i < kObjcGridCount; };  // every forward walk
  const auto byCol = [](Cell q) { return q.col; };
  const auto byRow = [](Cell q) { return q.row; };
  const auto never = [](int) { return false; };
  const auto jBelow0 = [](int j) { return j < 0; };
  const auto jAboveGrid = [](int j) { return j > kObjcGridCount; };

  for (int di = 0; di < 4; ++di) {
    const Delta d = kDirections[static_cast<std::size_t>(di)];
    const std::string_view dirName = kDirectionNames[static_cast<std::size_t>(di)];  // no string when untraced
    Walk back, fwd;
    switch (di) {
      case 0:
        back = walk(p - d, -1 * d, backward0, byCol, never, "i > 0");
        fwd = walk(p + d, d, forward, byCol, never, "i < kGridCount");
        break;
      case 1:
        back = walk(p - d, -1 * d, backward0, byRow, never, "i > 0");
        fwd = walk(p + d, d, forward, byRow, never, "i < kGridCount");
        break;
      case 2:
        back = walk(p - d, -1 * d, backwardDiag, byRow, jBelow0, "i >= 0");
        fwd = walk(p + d, d, forward, byRow, jAboveGrid, "i < kGridCount");
        break;
      default:
        // GmkObliqueUp walks up-right first (row - 1, col + 1), then down-left (row + 1, col - 1).
        back = walk(p + d, d, backwardDiag, byRow, jAboveGrid, "i >= 0");
        fwd = walk(p - d, -1 * d, forward, byRow, jBelow0, "i < kGridCount");
        break;
    }
    const int count = 1 + static_cast<int>(back.counted.size() + fwd.counted.size());
    for (const Walk* w : {&back, &fwd}) {
      tr.step([&](Step& s) {
        const bool first = w == &back;
        s.codeLine = di < 2 ? (first ? 3 : 4) : (first ? 5 : 6);
        s.event = first ? Event::None : Event::DirectionDone;
        s.narration = i18n::text(first ? "{0}, first walk: counted {1}, stopped at {2} ({3})."
                                       : "{0}, second walk: counted {1}, stopped at {2} ({3}).",
                                 i18n::tr(dirName), w->counted.size(), name(w->stop), w->reason);
        s.marks = {{p, MarkRole::Origin, 1}};
        int n = 1;
        for (Cell c : back.counted) s.marks.push_back({c, MarkRole::Counted, ++n});
        if (!first)
          for (Cell c : fwd.counted) s.marks.push_back({c, MarkRole::Counted, ++n});
        if (board.contains(w->stop)) s.marks.push_back({w->stop, w->why});
        s.watch = {{"direction", std::string(i18n::tr(dirName))},
                   {"count", std::to_string(first ? 1 + static_cast<int>(back.counted.size()) : count)},
                   {"stopped at", name(w->stop)}};
      });
    }
    if (count >= 5) {
      WinResult result{stone, {}, {}};
      // Ordered along d: the cells before p (in -d) reversed, p, then the cells after p.
      const Walk& minus = di == 3 ? fwd : back;
      const Walk& plus = di == 3 ? back : fwd;
      for (auto it = minus.counted.rbegin(); it != minus.counted.rend(); ++it) result.line.push_back(*it);
      result.line.push_back(p);
      for (Cell c : plus.counted) result.line.push_back(c);
      tr.step([&](Step& s) {
        s.codeLine = 7;
        s.event = Event::Verdict;
        s.narration = i18n::text("{0} wins: {1} counted {2}.", i18n::tr(stoneName(stone)), count, i18n::tr(dirName));
        for (Cell c : result.line) s.marks.push_back({c, MarkRole::Winning});
        s.watch = {{"direction", std::string(i18n::tr(dirName))},
                   {"count", std::to_string(count)},
                   {"result", std::string(i18n::tr("win"))}};
      });
      return result;
    }
  }
  tr.step([&](Step& s) {
    s.codeLine = 8;
    s.event = Event::Verdict;
    s.narration =
        std::string(i18n::tr("No direction counted 5: no win (as published, an edge five can be missed here)."));
    s.marks = {{p, MarkRole::Origin}};
    s.watch = {{"result", std::string(i18n::tr("no win"))}};
  });
  return {};
}

}  // namespace boardlab::gomoku
