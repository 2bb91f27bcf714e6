#pragma once
// `rays`: the "extend lines" method. From A and from B, extend the empty runs along the row and the
// column (through the ring when it is on). A path of at most two turns has its middle segment on a row
// that both vertical rays reach, or on a column that both horizontal rays reach: that overlap is the band.
// Rows (columns) of the band are tried from the A-B span outwards, since nearer means shorter, and the
// best clear connecting segment under the tie rule wins.

#include <algorithm>
#include <cstdlib>
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
extern const AlgorithmInfo kRays;

inline const std::vector<std::string>& raysListing() {
  static const std::vector<std::string> listing{
      "if A or B is empty, A = B, or their faces differ: not linked",
      "if the turn limit is above 2 (or any): does not apply",
      "extend A's rays left, right, up, down over empty cells (ring included when on)",
      "extend B's rays the same way",
      "if A and B share a row or column and A's ray reaches B: linked, I",
      "band rows <- rows both vertical rays cover; band cols <- columns both horizontal rays cover",
      "for each band row r, nearest the A-B span first: if (col A, r)-(col B, r) is clear: keep the path",
      "for each band column c, nearest first: if (c, row A)-(c, row B) is clear: keep the path",
      "return the best path kept (fewest turns, then cells, then tie rule), or not linked",
  };
  return i18n::listing(listing);
}

// How far the empty run from `from` goes along d: the last cell reached (from itself when none).
inline Cell rayEnd(const Board& board, Cell from, Delta d) {
  Cell c = from;
  while (board.passable(c + d)) c = c + d;
  return c;
}

template <class Tracer>
LinkResult raysLink(const Board& board, Cell a, Cell b, Tracer& tr) {
  if (auto why = refuse(board, a, b)) {
    tr.step([&](Step& s) { refusalStep(s, board, a, b, *why, 1); });
    return notLinked(*why);
  }
  const int limit = board.maxTurns();
  if (limit == Board::kAnyTurns || limit > 2) {
    tr.step([&](Step& s) { refusalStep(s, board, a, b, Reason::NotApplicable, 2); });
    return notLinked(Reason::NotApplicable);
  }
  // Ends of the four rays: left, right, up, down.
  const Cell aL = rayEnd(board, a, {-1, 0}), aR = rayEnd(board, a, {1, 0});
  const Cell aU = rayEnd(board, a, {0, -1}), aD = rayEnd(board, a, {0, 1});
  const Cell bL = rayEnd(board, b, {-1, 0}), bR = rayEnd(board, b, {1, 0});
  const Cell bU = rayEnd(board, b, {0, -1}), bD = rayEnd(board, b, {0, 1});
  // Each ray, and why it stopped: the tile in the way (StoppedOpponent) or the edge (StoppedBound, on the
  // ring cell when the ring is off; nothing to mark past the ring).
  static constexpr Delta kRayDir[4] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
  auto rayMarks = [&](Step& s, Cell from, const Cell(&ends)[4]) {
    for (int k = 0; k < 4; ++k) {
      const Cell e = ends[k];
      markBetween(s.marks, from, e, MarkRole::Ray);
      if (e != from) s.marks.push_back({e, MarkRole::Ray});
      if (e != from) s.arrows.push_back({from, e, MarkRole::Ray, ""});
      const Cell stop = e + kRayDir[k];
      if (board.contains(stop))
        s.marks.push_back({stop, MarkRole::StoppedOpponent});
      else if (board.inFrame(stop))
        s.marks.push_back({stop, MarkRole::StoppedBound});
    }
  };
  tr.step([&](Step& s) {
    s.codeLine = 3;
    const Cell ends[4] = {aL, aR, aU, aD};
    rayMarks(s, a, ends);
    s.marks.push_back({a, MarkRole::Origin});
    s.marks.push_back({b, MarkRole::Target});
    s.narration = i18n::text("A's rays reach columns {0}..{1} and rows {2}..{3}.", aL.col, aR.col, aU.row, aD.row);
    s.watch = {{"A cols", std::to_string(aL.col) + ".." + std::to_string(aR.col)},
               {"A rows", std::to_string(aU.row) + ".." + std::to_string(aD.row)}};
  });
  tr.step([&](Step& s) {
    s.codeLine = 4;
    const Cell ends[4] = {bL, bR, bU, bD};
    rayMarks(s, b, ends);
    s.marks.push_back({a, MarkRole::Origin});
    s.marks.push_back({b, MarkRole::Target});
    s.narration = i18n::text("B's rays reach columns {0}..{1} and rows {2}..{3}.", bL.col, bR.col, bU.row, bD.row);
    s.watch = {{"B cols", std::to_string(bL.col) + ".." + std::to_string(bR.col)},
               {"B rows", std::to_string(bU.row) + ".." + std::to_string(bD.row)}};
  });

  ShortPath best;
  const bool direct = (a.row == b.row && (b.col > a.col ? aR.col >= b.col - 1 : aL.col <= b.col + 1)) ||
                      (a.col == b.col && (b.row > a.row ? aD.row >= b.row - 1 : aU.row <= b.row + 1));
  if (direct) ShortPath::make(a, a, b, b, best);
  tr.step([&](Step& s) {
    s.codeLine = 5;
    s.marks = {{a, MarkRole::Origin}, {b, MarkRole::Target}};
    if (direct) markBetween(s.marks, a, b, MarkRole::Reachable);
    s.narration =
        std::string(i18n::tr(direct ? "A's ray reaches B: a straight line." : "No ray of A reaches B directly."));
    s.watch = {{"direct", std::string(i18n::tr(direct ? "yes" : "no"))}};
  });
  if (direct || limit == 0) {
    LinkResult r = best.n ? linkedResult(best.toVector()) : notLinked(Reason::NoPath);
    tr.step([&](Step& s) { verdictStep(s, r, a, b, 9, direct ? "straight" : "the turn limit is 0"); });
    return r;
  }

  // The bands (empty when the rays do not overlap).
  const int r0 = std::max(aU.row, bU.row), r1 = std::min(aD.row, bD.row);
  const int c0 = std::max(aL.col, bL.col), c1 = std::min(aR.col, bR.col);
  tr.step([&](Step& s) {
    s.codeLine = 6;
    for (int r = r0; r <= r1; ++r) {
      s.marks.push_back({{a.col, r}, MarkRole::Band});
      s.marks.push_back({{b.col, r}, MarkRole::Band});
    }
    for (int c = c0; c <= c1; ++c) {
      s.marks.push_back({{c, a.row}, MarkRole::Band});
      s.marks.push_back({{c, b.row}, MarkRole::Band});
    }
    s.marks.push_back({a, MarkRole::Origin});
    s.marks.push_back({b, MarkRole::Target});
    const std::string rows = r0 <= r1 ? std::to_string(r0) + ".." + std::to_string(r1) : std::string(i18n::tr("none"));
    const std::string cols = c0 <= c1 ? std::to_string(c0) + ".." + std::to_string(c1) : std::string(i18n::tr("none"));
    s.narration = i18n::text("Band rows: {0}; band columns: {1}.", rows, cols);
    s.watch = {{"band rows", rows}, {"band cols", cols}};
  });

  // Tries the middle segment p-q; `line` is the listing line.
  auto tryMiddle = [&](Cell p, Cell q, bool horizontal, int line) {
    const bool clear = horizontal ? board.rowClear(p.row, std::min(p.col, q.col) + 1, std::max(p.col, q.col) - 1)
                                  : board.colClear(p.col, std::min(p.row, q.row) + 1, std::max(p.row, q.row) - 1);
    ShortPath cand;
    const bool ok = clear && ShortPath::make(a, p, q, b, cand) && cand.turns() <= limit;
    if (ok && cand.before(best)) best = cand;
    tr.step([&](Step& s) {
      s.codeLine = line;
      s.marks = {{a, MarkRole::Origin}, {b, MarkRole::Target}};
      if (p != a) s.marks.push_back({p, MarkRole::Candidate});
      if (q != b) s.marks.push_back({q, MarkRole::Candidate});
      Cell stop{};
      const bool blocked = firstBlocked(board, p, q, stop);
      if (blocked)
        s.marks.push_back({stop, MarkRole::StoppedOpponent});
      else
        markBetween(s.marks, p, q, MarkRole::Reachable);
      s.arrows = {{p, q, ok ? MarkRole::Reachable : MarkRole::Blocked, ""}};
      const char* pattern = horizontal ? (blocked ? "Row {0}: segment {1} - {2} is blocked at {3}."
                                          : ok    ? "Row {0}: segment {1} - {2} is clear: a path."
                                                  : "Row {0}: segment {1} - {2} is clear but needs too many turns.")
                                       : (blocked ? "Column {0}: segment {1} - {2} is blocked at {3}."
                                          : ok    ? "Column {0}: segment {1} - {2} is clear: a path."
                                                  : "Column {0}: segment {1} - {2} is clear but needs too many turns.");
      s.narration = i18n::text(pattern, horizontal ? p.row : p.col, cellName(p), cellName(q), cellName(stop));
      s.watch = {{"segment", cellName(p) + "-" + cellName(q)},
                 {"clear", std::string(i18n::tr(clear ? "yes" : "no"))},
                 {"best", best.n ? pathText(best.toVector()) : std::string(i18n::tr("none"))}};
    });
  };
  // Visits lo..hi from the span [s0, s1] outwards: the span's own values first, then by distance.
  auto outwards = [](int lo, int hi, int s0, int s1, auto&& visit) {
    if (lo > hi) return;
    for (int v = std::max(lo, s0); v <= std::min(hi, s1); ++v) visit(v);
    for (int dist = 1; s0 - dist >= lo || s1 + dist <= hi; ++dist) {
      if (s0 - dist >= lo && s0 - dist <= hi) visit(s0 - dist);
      if (s1 + dist <= hi && s1 + dist >= lo) visit(s1 + dist);
    }
  };
  outwards(r0, r1, std::min(a.row, b.row), std::max(a.row, b.row), [&](int r) {
    tryMiddle({a.col, r}, {b.col, r}, true, 7);
  });
  outwards(c0, c1, std::min(a.col, b.col), std::max(a.col, b.col), [&](int c) {
    tryMiddle({c, a.row}, {c, b.row}, false, 8);
  });

  LinkResult r = best.n ? linkedResult(best.toVector()) : notLinked(Reason::NoPath);
  tr.step([&](Step& s) { verdictStep(s, r, a, b, 9, best.n ? "through the band" : ""); });
  return r;
}

}  // namespace boardlab::link
