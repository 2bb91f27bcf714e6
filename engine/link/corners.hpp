#pragma once
// `corners`: the case analysis of article 004, corrected. Straight line first, then BOTH one-turn
// corners C and D (the article stops at C), then a scan from A along its row and column - through the
// ring when it is on - for a cell P from which B is reached with one turn. Every candidate is compared
// under the tie rule of path.hpp, so the answer is the best path of at most two turns, not the first
// one found. O(rows + cols) per query thanks to the board's prefix counts.

#include <array>
#include <string>
#include <vector>

#include "engine/core/trace.hpp"
#include "engine/i18n/i18n.hpp"
#include "engine/link/algorithms.hpp"
#include "engine/link/path.hpp"
#include "engine/link/short_path.hpp"
#include "engine/link/trace_steps.hpp"

namespace boardlab::link {

// This algorithm's registry entry (defined beside its code; listed in algorithms.cpp).
extern const AlgorithmInfo kCorners;

inline const std::vector<std::string>& cornersListing() {
  static const std::vector<std::string> listing{
      "if A or B is empty, A = B, or their faces differ: not linked",
      "if the turn limit is above 2 (or any): does not apply",
      "if A and B share a row or column and every cell between is empty: linked, I",
      "C <- (col B, row A); D <- (col A, row B)",
      "for X in C, D: if X is empty and A-X and X-B are clear: keep A-X-B as a candidate",
      "if a candidate was kept: return the better one (tie rule)",
      "for each direction from A (left, right, up, down), ring included when on:",
      "    P <- next cell; stop at a tile or past the last usable cell",
      "    for X in (col B, row P), (col P, row B): if A-P-X-B is a clear path: keep it",
      "return the best candidate (fewest cells, then tie rule), or not linked",
  };
  return i18n::listing(listing);
}

template <class Tracer>
LinkResult cornersLink(const Board& board, Cell a, Cell b, Tracer& tr) {
  if (auto why = refuse(board, a, b)) {
    tr.step([&](Step& s) { refusalStep(s, board, a, b, *why, 1); });
    return notLinked(*why);
  }
  const int limit = board.maxTurns();
  if (limit == Board::kAnyTurns || limit > 2) {
    tr.step([&](Step& s) { refusalStep(s, board, a, b, Reason::NotApplicable, 2); });
    return notLinked(Reason::NotApplicable);
  }
  auto finish = [&](const ShortPath& best, int line, const std::string& how) {
    LinkResult r = best.n ? linkedResult(best.toVector()) : notLinked(Reason::NoPath);
    tr.step([&](Step& s) { verdictStep(s, r, a, b, line, how); });
    return r;
  };

  // 0 turns.
  const bool aligned = a.row == b.row || a.col == b.col;
  const bool direct = aligned && segmentClear(board, a, b);
  tr.step([&](Step& s) {
    s.codeLine = 3;
    s.marks = {{a, MarkRole::Origin}, {b, MarkRole::Target}};
    Cell stop{};
    if (!aligned) {
      s.narration = i18n::text("A {0} and B {1} share no row or column: no straight line.", cellName(a), cellName(b));
    } else if (direct) {
      markBetween(s.marks, a, b, MarkRole::Reachable);
      s.narration = std::string(i18n::tr("Every cell between A and B is empty: a straight line."));
    } else {
      firstBlocked(board, a, b, stop);
      s.marks.push_back({stop, MarkRole::StoppedOpponent});
      s.narration = i18n::text("The straight line from A to B is blocked by the tile at {0}.", cellName(stop));
    }
    s.watch = {{"A", cellName(a)}, {"B", cellName(b)}, {"direct", std::string(i18n::tr(direct ? "yes" : "no"))}};
  });
  if (direct) {
    ShortPath p;
    ShortPath::make(a, a, b, b, p);
    return finish(p, 3, "straight");
  }
  if (limit == 0) return finish(ShortPath{}, 10, "the turn limit is 0");

  // 1 turn: both corners, always (the published code gives up on D when C is empty but blocked).
  ShortPath best;
  const std::array<Cell, 2> corners{Cell{b.col, a.row}, Cell{a.col, b.row}};
  for (std::size_t k = 0; k < corners.size(); ++k) {
    const Cell x = corners[k];
    const bool empty = board.passable(x);
    const bool reach = empty && segmentClear(board, a, x) && segmentClear(board, x, b);
    ShortPath cand;
    if (reach && ShortPath::make(a, x, x, b, cand) && cand.before(best)) best = cand;
    tr.step([&](Step& s) {
      s.codeLine = k == 0 ? 4 : 5;
      const std::string name = k == 0 ? "C" : "D";
      s.marks = {{a, MarkRole::Origin}, {b, MarkRole::Target}, {x, reach ? MarkRole::Reachable : MarkRole::Blocked}};
      Cell stop{};
      if (!empty) {
        s.narration = i18n::text("Corner {0} {1} holds a tile.", name, cellName(x));
      } else if (firstBlocked(board, a, x, stop) || firstBlocked(board, x, b, stop)) {
        s.marks.push_back({stop, MarkRole::StoppedOpponent});
        s.narration =
            i18n::text("Corner {0} {1} is empty but the route is blocked at {2}.", name, cellName(x), cellName(stop));
      } else {
        markBetween(s.marks, a, x, MarkRole::Reachable);
        markBetween(s.marks, x, b, MarkRole::Reachable);
        s.narration = i18n::text("Corner {0} {1} is empty and both legs are clear: an L.", name, cellName(x));
      }
      s.watch = {{"corner", name},
                 {"X", cellName(x)},
                 {"empty", std::string(i18n::tr(empty ? "yes" : "no"))},
                 {"reachable", std::string(i18n::tr(reach ? "yes" : "no"))}};
    });
  }
  if (best.n) return finish(best, 6, "with one turn");
  if (limit == 1) return finish(best, 10, "the turn limit is 1");

  // 2 turns: scan from A, keep the best route.
  static constexpr std::array<Delta, 4> kScan{{{-1, 0}, {1, 0}, {0, -1}, {0, 1}}};
  static constexpr std::array<const char*, 4> kScanName{"left", "right", "up", "down"};
  std::vector<CellMark> run;  // trace only: the cells scanned in this direction
  for (std::size_t di = 0; di < kScan.size(); ++di) {
    const Delta d = kScan[di];
    if constexpr (Tracer::enabled) run.clear();
    Cell p = a + d;
    for (; board.passable(p); p = p + d) {
      const std::array<Cell, 2> xs{Cell{b.col, p.row}, Cell{p.col, b.row}};
      bool ok[2] = {false, false};
      for (int k = 0; k < 2; ++k) {
        const Cell x = xs[static_cast<std::size_t>(k)];
        ShortPath cand;
        ok[k] = (x == b || board.passable(x)) && segmentClear(board, p, x) && segmentClear(board, x, b) &&
                ShortPath::make(a, p, x, b, cand);
        if (ok[k] && cand.before(best)) best = cand;
      }
      if constexpr (Tracer::enabled) run.push_back({p, MarkRole::Window});
      tr.step([&](Step& s) {
        s.codeLine = 9;
        s.marks = run;
        s.marks.push_back({a, MarkRole::Origin});
        s.marks.push_back({b, MarkRole::Target});
        s.marks.push_back({p, MarkRole::Candidate});
        std::string via[2];  // one complete phrase per corner, joined by a template
        for (int k = 0; k < 2; ++k) {
          const Cell x = xs[static_cast<std::size_t>(k)];
          if (x != b && x != p) s.marks.push_back({x, ok[k] ? MarkRole::Reachable : MarkRole::Blocked});
          if (ok[k]) s.arrows.push_back({p, x, MarkRole::Reachable, ""});
          via[k] = i18n::text(ok[k] ? "via {0} B is reached" : "via {0} blocked", cellName(x));
        }
        s.narration =
            i18n::text("Scanning {0} from A, P = {1}: {2}; {3}.", i18n::tr(kScanName[di]), cellName(p), via[0], via[1]);
        s.watch = {{"direction", std::string(i18n::tr(kScanName[di]))},
                   {"P", cellName(p)},
                   {"best", best.n ? pathText(best.toVector()) : std::string(i18n::tr("none"))}};
      });
    }
    tr.step([&](Step& s) {
      s.codeLine = 8;
      s.event = Event::ScanStopped;
      s.marks = run;
      s.marks.push_back({a, MarkRole::Origin});
      s.marks.push_back({b, MarkRole::Target});
      const bool tile = board.contains(p);
      if (board.inFrame(p)) s.marks.push_back({p, tile ? MarkRole::StoppedOpponent : MarkRole::StoppedBound});
      s.narration = i18n::text(tile               ? "The scan {0} from A stops at {1}: a tile is in the way."
                               : board.inFrame(p) ? "The scan {0} from A stops at {1}: the ring is off."
                                                  : "The scan {0} from A stops at {1}: past the ring.",
                               i18n::tr(kScanName[di]), cellName(p));
      s.watch = {{"direction", std::string(i18n::tr(kScanName[di]))}, {"stopped at", cellName(p)}};
    });
  }
  return finish(best, 10, best.n ? "with two turns" : "");
}

}  // namespace boardlab::link
