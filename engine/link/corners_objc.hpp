#pragma once
// `corners:objc`: article 004's Objective-C link check exactly as published (seed 004; field notes §5).
//   - The article's point.x is the ROW and point.y the COLUMN: corner C = (rowA, colB), D = (rowB, colA).
//   - oneCorner returns C's result as soon as C is empty, so D is never tried when C's route is blocked.
//   - twoCorner scans left, right, up, down from A inside 0..cols-1 / 0..rows-1 only: the ring is never
//     used, whatever the border setting.
//   - The article's dictionary reads a missing key as 0 (empty); board.get() does the same for any cell
//     off the tile area, and never reads outside the board's storage.
// The article returns YES/NO; the path reported is the route its first YES came from.

#include <algorithm>
#include <string>
#include <vector>

#include "engine/core/trace.hpp"
#include "engine/i18n/i18n.hpp"
#include "engine/link/algorithms.hpp"
#include "engine/link/path.hpp"
#include "engine/link/trace_steps.hpp"

namespace boardlab::link {

// This algorithm's registry entry (defined beside its code; listed in algorithms.cpp).
extern const AlgorithmInfo kCornersObjc;

inline const std::vector<std::string>& cornersObjcListing() {
  static const std::vector<std::string> listing{
      "if A or B is empty, A = B, or their faces differ: not linked   (the game's check, not the article's)",
      "if the turn limit is above 2 (or any): does not apply",
      "if verticalWith(A, B): return YES          // same row or column, dict empty between",
      "C <- (A.x, B.y); D <- (B.x, A.y)           // x is the row, y the column",
      "if dict[C] == 0: return verticalWith(A, C) && verticalWith(C, B)   // D never tried",
      "if dict[D] == 0: return verticalWith(A, D) && verticalWith(D, B)",
      "for i <- colA-1 downto 0: P <- (rowA, i); if dict[P] != 0: break; if oneCorner(P, B): return YES",
      "for i <- colA+1 to maxCol-1: same",
      "for i <- rowA-1 downto 0: P <- (i, colA); same",
      "for i <- rowA+1 to maxRow-1: same",
      "return NO",
  };
  return i18n::listing(listing);
}

template <class Tracer>
LinkResult cornersObjcLink(const Board& board, Cell a, Cell b, Tracer& tr) {
  if (auto why = refuse(board, a, b)) {
    tr.step([&](Step& s) { refusalStep(s, board, a, b, *why, 1); });
    return notLinked(*why);
  }
  const int limit = board.maxTurns();
  if (limit == Board::kAnyTurns || limit > 2) {
    tr.step([&](Step& s) { refusalStep(s, board, a, b, Reason::NotApplicable, 2); });
    return notLinked(Reason::NotApplicable);
  }
  // dict[key] != 0 in the article: a tile at (row, col); absent keys read as empty.
  auto occupied = [&](int row, int col) { return board.get({col, row}) != kEmpty; };
  // verticalWith: same row or column and nothing in between. Points are (row, col) as in the article.
  auto vertical = [&](int rowA, int colA, int rowB, int colB) {
    if (rowA == rowB) {
      for (int j = std::min(colA, colB) + 1; j < std::max(colA, colB); ++j)
        if (occupied(rowA, j)) return false;
      return true;
    }
    if (colA == colB) {
      for (int i = std::min(rowA, rowB) + 1; i < std::max(rowA, rowB); ++i)
        if (occupied(i, colA)) return false;
      return true;
    }
    return false;
  };
  // oneCorner(A, B) with the early return; `via` receives the corner whose test decided.
  auto oneCorner = [&](int rowA, int colA, int rowB, int colB, Cell& via, bool& usedC) {
    usedC = !occupied(rowA, colB);
    if (usedC) {
      via = {colB, rowA};
      return vertical(rowA, colA, rowA, colB) && vertical(rowA, colB, rowB, colB);
    }
    if (!occupied(rowB, colA)) {
      via = {colA, rowB};
      return vertical(rowA, colA, rowB, colA) && vertical(rowB, colA, rowB, colB);
    }
    via = {colA, rowB};
    return false;
  };
  auto finish = [&](std::vector<Cell> points, int line, const std::string& how) {
    std::vector<Cell> raw = points;
    // normalizePath only refuses a route that doubles back, which these checks cannot produce (every leg is
    // tested for tiles between, and A and B are tiles); should it ever happen, the raw points are shown.
    LinkResult r = linkedResult(normalizePath(points) ? points : raw);
    tr.step([&](Step& s) { verdictStep(s, r, a, b, line, how); });
    return r;
  };
  auto fail = [&](int line, const std::string& how) {
    LinkResult r = notLinked(Reason::NoPath);
    tr.step([&](Step& s) { verdictStep(s, r, a, b, line, how); });
    return r;
  };

  const bool direct = vertical(a.row, a.col, b.row, b.col);
  tr.step([&](Step& s) {
    s.codeLine = 3;
    s.marks = {{a, MarkRole::Origin}, {b, MarkRole::Target}};
    s.narration =
        std::string(i18n::tr(direct ? "verticalWith(A, B) is YES: nothing between them."
                                    : "verticalWith(A, B) is NO: not on one row or column, or a tile between."));
    s.watch = {{"A (row,col)", std::to_string(a.row) + "," + std::to_string(a.col)},
               {"B (row,col)", std::to_string(b.row) + "," + std::to_string(b.col)},
               {"direct", direct ? "YES" : "NO"}};
  });
  if (direct) return finish({a, b}, 3, "straight");
  if (limit == 0) return fail(11, "the turn limit is 0");

  Cell via{};
  bool usedC = false;
  const bool one = oneCorner(a.row, a.col, b.row, b.col, via, usedC);
  tr.step([&](Step& s) {
    const Cell c{b.col, a.row}, d{a.col, b.row};
    s.codeLine = usedC ? 5 : 6;
    s.marks = {{a, MarkRole::Origin}, {b, MarkRole::Target}, {c, usedC ? MarkRole::Candidate : MarkRole::Blocked}};
    if (!usedC) s.marks.push_back({d, occupied(d.row, d.col) ? MarkRole::Blocked : MarkRole::Candidate});
    s.marks.push_back({via, one ? MarkRole::Reachable : MarkRole::Blocked});
    // YES and NO are the published code's values: they stay as they are in every language.
    if (usedC)
      s.narration = i18n::text(one ? "C {0} is empty, so its answer is returned: YES."
                                   : "C {0} is empty, so its answer is returned: NO - D {1} is never tried.",
                               cellName(c), cellName(d));
    else
      s.narration = i18n::text(occupied(d.row, d.col) ? "C {0} holds a tile; D {1} holds a tile too: NO."
                               : one                  ? "C {0} holds a tile; D {1} is empty and clear: YES."
                                                      : "C {0} holds a tile; D {1} is empty but blocked: NO.",
                               cellName(c), cellName(d));
    s.watch = {{"C", cellName(c)}, {"D", cellName(d)}, {"oneCorner", one ? "YES" : "NO"}};
  });
  if (one) return finish({a, via, b}, usedC ? 5 : 6, "with one turn");
  if (limit == 1) return fail(11, "the turn limit is 1");

  struct Scan {
    int line;
    int dr;
    int dc;
    const char* name;
  };
  static constexpr Scan kScans[4] = {{7, 0, -1, "left"}, {8, 0, 1, "right"}, {9, -1, 0, "up"}, {10, 1, 0, "down"}};
  std::vector<CellMark> run;  // trace only
  for (const Scan& sc : kScans) {
    if constexpr (Tracer::enabled) run.clear();
    // The published bounds: 0..maxRow-1 and 0..maxCol-1, never the ring.
    int row = a.row + sc.dr, col = a.col + sc.dc;
    for (; row >= 0 && row < board.rows() && col >= 0 && col < board.cols(); row += sc.dr, col += sc.dc) {
      const Cell p{col, row};
      if (occupied(row, col)) {
        tr.step([&](Step& s) {
          s.codeLine = sc.line;
          s.event = Event::ScanStopped;
          s.marks = run;
          s.marks.push_back({a, MarkRole::Origin});
          s.marks.push_back({b, MarkRole::Target});
          s.marks.push_back({p, MarkRole::StoppedOpponent});
          s.narration = i18n::text("Scanning {0}: dict[{1}] != 0, break.", i18n::tr(sc.name), cellName(p));
          s.watch = {{"direction", std::string(i18n::tr(sc.name))}, {"P", cellName(p)}};
        });
        break;
      }
      Cell pv{};
      bool pc = false;
      const bool hit = oneCorner(row, col, b.row, b.col, pv, pc);
      if constexpr (Tracer::enabled) run.push_back({p, MarkRole::Window});
      tr.step([&](Step& s) {
        s.codeLine = sc.line;
        s.marks = run;
        s.marks.push_back({a, MarkRole::Origin});
        s.marks.push_back({b, MarkRole::Target});
        s.marks.push_back({p, MarkRole::Candidate});
        if (pv != b && pv != p) s.marks.push_back({pv, hit ? MarkRole::Reachable : MarkRole::Blocked});
        s.narration = i18n::text("Scanning {0}, P = {1}: oneCorner(P, B) tries {2} {3}: {4}.", i18n::tr(sc.name),
                                 cellName(p), pc ? "C'" : "D'", cellName(pv), hit ? "YES" : "NO");
        s.watch = {{"direction", std::string(i18n::tr(sc.name))},
                   {"P", cellName(p)},
                   {"corner", cellName(pv)},
                   {"oneCorner", hit ? "YES" : "NO"}};
      });
      if (hit) return finish({a, p, pv, b}, sc.line, "with two turns");
    }
    if (!(row >= 0 && row < board.rows() && col >= 0 && col < board.cols())) {
      tr.step([&](Step& s) {
        s.codeLine = sc.line;
        s.event = Event::ScanStopped;
        s.marks = run;
        s.marks.push_back({a, MarkRole::Origin});
        s.marks.push_back({b, MarkRole::Target});
        s.marks.push_back({Cell{col, row}, MarkRole::StoppedBound});
        s.narration =
            i18n::text(board.border() ? "Scanning {0} ends at the loop bound: {1} is outside 0..rows-1 / 0..cols-1 "
                                        "(the ring is on but never scanned)."
                                      : "Scanning {0} ends at the loop bound: {1} is outside 0..rows-1 / 0..cols-1.",
                       i18n::tr(sc.name), cellName({col, row}));
        s.watch = {{"direction", std::string(i18n::tr(sc.name))}};
      });
    }
  }
  return fail(11, "");
}

}  // namespace boardlab::link
