#include "engine/link/path.hpp"

#include <algorithm>
#include <cstdlib>

namespace boardlab::link {

std::string_view shapeName(Shape s) {
  switch (s) {
    case Shape::I:
      return "I";
    case Shape::L:
      return "L";
    case Shape::Z:
      return "Z";
    case Shape::U:
      return "U";
    case Shape::Bent:
      return "bent";
    case Shape::None:
      break;
  }
  return "";
}

std::string_view reasonName(Reason r) {
  switch (r) {
    case Reason::OutsideBoard:
      return "outside-board";
    case Reason::EmptyCell:
      return "empty-cell";
    case Reason::SameCell:
      return "same-cell";
    case Reason::DifferentFaces:
      return "different-faces";
    case Reason::NoPath:
      return "no-path";
    case Reason::NotApplicable:
      return "not-applicable";
    case Reason::None:
      break;
  }
  return "";
}

std::string reasonText(Reason r) {
  switch (r) {
    case Reason::OutsideBoard:
      return "a cell is outside the tile area";
    case Reason::EmptyCell:
      return "a cell holds no tile";
    case Reason::SameCell:
      return "both ends are the same tile";
    case Reason::DifferentFaces:
      return "the tiles have different faces";
    case Reason::NoPath:
      return "no path within the turn limit";
    case Reason::NotApplicable:
      return "this algorithm only handles up to 2 turns";
    case Reason::None:
      break;
  }
  return "linked";
}

std::optional<Reason> refuse(const Board& board, Cell a, Cell b) {
  if (!board.contains(a) || !board.contains(b)) return Reason::OutsideBoard;
  if (board.at(a) == kEmpty || board.at(b) == kEmpty) return Reason::EmptyCell;
  if (a == b) return Reason::SameCell;
  if (board.at(a) != board.at(b)) return Reason::DifferentFaces;
  return std::nullopt;
}

LinkResult notLinked(Reason r) {
  LinkResult result;
  result.reason = r;
  return result;
}

bool cellBefore(Cell x, Cell y) { return x.row != y.row ? x.row < y.row : x.col < y.col; }

int pathCells(const std::vector<Cell>& path) {
  int n = 0;
  for (std::size_t i = 1; i < path.size(); ++i)
    n += std::abs(path[i].col - path[i - 1].col) + std::abs(path[i].row - path[i - 1].row);
  return n;
}

bool pathBefore(const std::vector<Cell>& x, const std::vector<Cell>& y) {
  if (x.size() != y.size()) return x.size() < y.size();
  const int cx = pathCells(x), cy = pathCells(y);
  if (cx != cy) return cx < cy;
  for (std::size_t i = 0; i < x.size(); ++i)
    if (x[i] != y[i]) return cellBefore(x[i], y[i]);
  return false;
}

namespace {
int sign(int v) { return (v > 0) - (v < 0); }
}  // namespace

bool normalizePath(std::vector<Cell>& points) {
  std::vector<Cell> out;
  out.reserve(points.size());
  for (Cell p : points) {
    if (!out.empty() && out.back() == p) continue;
    if (!out.empty() && out.back().col != p.col && out.back().row != p.row) return false;
    if (out.size() >= 2) {
      const Cell m = out.back(), s = out[out.size() - 2];
      const int d1c = sign(m.col - s.col), d1r = sign(m.row - s.row);
      const int d2c = sign(p.col - m.col), d2r = sign(p.row - m.row);
      if (d1c == -d2c && d1r == -d2r) return false;  // doubles back
      if (d1c == d2c && d1r == d2r) out.pop_back();  // straight on: m is not a corner
    }
    out.push_back(p);
  }
  points = std::move(out);
  return true;
}

Shape shapeOf(const std::vector<Cell>& path) {
  if (path.size() < 2) return Shape::None;
  switch (path.size()) {
    case 2:
      return Shape::I;
    case 3:
      return Shape::L;
    case 4: {
      const Cell a = path[0], p = path[1], q = path[2], b = path[3];
      // The middle segment p-q runs along a row (vertical legs) or a column (horizontal legs).
      const bool between =
          p.row == q.row ? (p.row - a.row) * (p.row - b.row) < 0 : (p.col - a.col) * (p.col - b.col) < 0;
      return between ? Shape::Z : Shape::U;
    }
    default:
      return Shape::Bent;
  }
}

LinkResult linkedResult(std::vector<Cell> path) {
  LinkResult r;
  r.linked = true;
  r.reason = Reason::None;
  r.turns = static_cast<int>(path.size()) - 2;
  r.cells = pathCells(path);
  r.shape = shapeOf(path);
  r.path = std::move(path);
  return r;
}

bool segmentClear(const Board& board, Cell p, Cell q) {
  if (p.row == q.row) return board.rowClear(p.row, std::min(p.col, q.col) + 1, std::max(p.col, q.col) - 1);
  if (p.col == q.col) return board.colClear(p.col, std::min(p.row, q.row) + 1, std::max(p.row, q.row) - 1);
  return false;
}

}  // namespace boardlab::link
