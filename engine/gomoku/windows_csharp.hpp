#pragma once
// `windows:csharp`: article 002's Win() exactly as published (C#). For each stone in placement order:
// Win_Row || Win_Col || Win_AntiDiangle || Win_Diangle (that short-circuit order). Every Win_* call first
// rebuilds the 20x20 array from the stone list (Convert2Array): O(stones x 400) per call, kept on purpose
// because the benchmark measures it. Guards written for a small board: `if (col > 5) return false` in
// Win_Row, `if (row > 5) return false` in the three others. The `== null` tests run left to right with
// short-circuit; where C# would evaluate an index outside 0..19 (col - k < 0, col + k >= 20, or a stone at
// index >= 20 in Convert2Array on boards larger than 20) the check ends with the exception in
// WinResult::fault, without reading outside the array. Any five of the examined stone's colour counts,
// anywhere on the board, and the winner reported is the colour of the move just played (the article
// prints the last stone's colour).

#include <array>
#include <string>
#include <vector>

#include "engine/core/trace.hpp"
#include "engine/gomoku/algorithms.hpp"
#include "engine/gomoku/notation.hpp"
#include "engine/gomoku/win.hpp"
#include "engine/i18n/i18n.hpp"

namespace boardlab::gomoku {

// This algorithm's registry entry (defined beside its code; listed in algorithms.cpp).
extern const AlgorithmInfo kWindowsCsharp;

const std::vector<std::string>& windowsCsharpListing();

inline constexpr int kCsharpArray = 20;  // QZ[20, 20]

// `stones`: every stone on `board` in placement order (the article's `list`); the last one is the move
// just played.
template <class Tracer>
WinResult windowsCsharpWin(const Board& board, const std::vector<Cell>& stones, Tracer& tr) {
  const auto name = [&](Cell c) { return cellName(c, board.rows()); };
  if (stones.empty()) return {};
  const Stone mover = board.get(stones.back());
  using Array = std::array<int, kCsharpArray * kCsharpArray>;  // index into `stones`, -1 for null
  Array a;
  // Convert2Array: returns false (and fills `fault`) where C# would throw. `fault` is the verdict's message,
  // in the current language like everything the workbench shows (English unless a user chose Chinese; a
  // fault ends the check, so the untraced path builds at most one).
  std::string fault;
  const auto convert = [&](Cell forStone) {
    a.fill(-1);
    for (std::size_t i = 0; i < stones.size(); ++i) {
      const Cell s = stones[i];
      if (s.row >= kCsharpArray || s.col >= kCsharpArray) {
        fault = i18n::text(
            "IndexOutOfRangeException: a[{0},{1}] in Convert2Array for the stone at {2} (the stone at {3} is "
            "outside the 20x20 array)",
            s.row, s.col, name(forStone), name(s));
        return false;
      }
      a[static_cast<std::size_t>(s.row * kCsharpArray + s.col)] = static_cast<int>(i);
    }
    return true;
  };

  struct Check {
    const char* fn;
    int dr, dc;
    bool guardOnCol;
    int line;
  };
  static constexpr Check checks[] = {
      {"Win_Row", 0, 1, true, 3},
      {"Win_Col", 1, 0, false, 4},
      {"Win_AntiDiangle", 1, -1, false, 5},
      {"Win_Diangle", 1, 1, false, 6},
  };
  tr.step([&](Step& s) {
    s.codeLine = 1;
    s.narration = i18n::text("Win() examines all {0} stones in placement order; the move just played is {1} ({2}).",
                             stones.size(), name(stones.back()), i18n::tr(stoneName(mover)));
    s.marks = {{stones.back(), MarkRole::Origin}};
    s.watch = {{"stones", std::to_string(stones.size())}, {"last", name(stones.back())}};
  });
  for (std::size_t si = 0; si < stones.size(); ++si) {
    const Cell qz = stones[si];
    const Stone colour = board.at(qz);
    for (const Check& c : checks) {
      std::vector<Cell> five;  // filled only when the check returns true
      std::string outcome;
      Cell faultCell{-1, -1};
      const bool ok = convert(qz);
      bool found = false;
      bool guarded = false;  // the col > 5 / row > 5 guard returned before looking
      if (ok) {
        const int col = qz.col, row = qz.row;
        if (c.guardOnCol ? col > 5 : row > 5) {
          guarded = true;
          if constexpr (Tracer::enabled)
            outcome = i18n::text("{0} > 5: returns false at once", c.guardOnCol ? "col" : "row");
        } else {
          int k = 1;
          for (; k <= 4; ++k) {
            const int r = row + k * c.dr, cc = col + k * c.dc;
            if (r < 0 || r >= kCsharpArray || cc < 0 || cc >= kCsharpArray) {
              fault =
                  i18n::text("IndexOutOfRangeException: a[{0},{1}] in {2} for the stone at {3}", r, cc, c.fn, name(qz));
              faultCell = {cc, r};
              break;
            }
            if (a[static_cast<std::size_t>(r * kCsharpArray + cc)] < 0) break;  // == null: short-circuit, false
          }
          if (fault.empty() && k <= 4) {
            if constexpr (Tracer::enabled)
              outcome = i18n::text("a[{0},{1}] == null: returns false", row + k * c.dr, col + k * c.dc);
          } else if (fault.empty()) {
            found = true;
            for (int j = 1; j <= 4 && found; ++j) {
              const Cell q{col + j * c.dc, row + j * c.dr};
              found = board.at(q) == colour;
            }
            if constexpr (Tracer::enabled)
              outcome = i18n::tr(found ? "four more of its colour: returns true"
                                       : "a stone of the other colour: returns false");
            if (found)
              for (int j = 0; j <= 4; ++j) five.push_back({col + j * c.dc, row + j * c.dr});
          }
        }
      }
      tr.step([&](Step& s) {
        s.codeLine = !fault.empty() && !ok ? 2 : c.line;
        s.event = !fault.empty() ? Event::Fault : found ? Event::Five : guarded ? Event::Guard : Event::None;
        s.narration = i18n::text("{0}({1}): array rebuilt from {2} stones; {3}.", c.fn, name(qz), stones.size(),
                                 !fault.empty() ? fault : outcome);
        s.marks = {{qz, MarkRole::Origin}, {stones.back(), MarkRole::Candidate}};
        for (int j = 1; j <= 4; ++j) {
          const Cell q{qz.col + j * c.dc, qz.row + j * c.dr};
          if (!board.contains(q)) break;
          s.marks.push_back({q, found ? MarkRole::Winning : guarded ? MarkRole::Skipped : MarkRole::Window});
        }
        if (board.contains(faultCell)) s.marks.push_back({faultCell, MarkRole::Fault});
        s.watch = {{"qz", name(qz)},
                   {"call", c.fn},
                   {"col", std::to_string(qz.col)},
                   {"row", std::to_string(qz.row)},
                   {"array rebuilds so far", std::to_string(si * 4 + static_cast<std::size_t>(&c - checks) + 1)}};
      });
      if (!fault.empty()) {
        WinResult result{Stone::None, {}, fault};
        tr.step([&](Step& s) {
          s.codeLine = 2;
          s.event = Event::Verdict;
          s.narration = i18n::text("C# would throw here: {0}; the check ends without a verdict.", fault);
          s.marks = {{qz, MarkRole::Origin}};
          if (board.contains(faultCell)) s.marks.push_back({faultCell, MarkRole::Fault});
          s.watch = {{"result", std::string(i18n::tr("fault"))}};
        });
        return result;
      }
      if (found) {
        WinResult result{mover, five, {}};
        tr.step([&](Step& s) {
          s.codeLine = 7;
          s.event = Event::Verdict;
          s.narration = i18n::text(
              "Win() returns true at the stone {0} ({1}); the article prints the last stone's colour: {2} wins.",
              name(qz), i18n::tr(stoneName(colour)), i18n::tr(stoneName(mover)));
          for (Cell q : five) s.marks.push_back({q, MarkRole::Winning});
          s.watch = {{"result", std::string(i18n::tr("win"))}, {"winner", std::string(i18n::tr(stoneName(mover)))}};
        });
        return result;
      }
    }
  }
  tr.step([&](Step& s) {
    s.codeLine = 8;
    s.event = Event::Verdict;
    s.narration = std::string(i18n::tr("No stone passed any Win_* check: Win() returns false."));
    s.marks = {{stones.back(), MarkRole::Origin}};
    s.watch = {{"result", std::string(i18n::tr("no win"))}};
  });
  return {};
}

}  // namespace boardlab::gomoku
