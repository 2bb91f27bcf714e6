#pragma once
// What every link algorithm answers, and the rules they share: which queries are refused before any
// search, how a path is written (corner points), its shape, and which of several equally good paths wins.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/cell.hpp"
#include "engine/link/board.hpp"

namespace boardlab::link {

// I: 0 turns. L: 1 turn. Z: 2 turns, middle segment between A and B. U: 2 turns, middle segment outside
// them. Bent: 3 turns or more (only when the turn limit allows it).
enum class Shape : unsigned char { None, I, L, Z, U, Bent };
std::string_view shapeName(Shape s);  // "I", "L", "Z", "U", "bent"; "" for None

enum class Reason : unsigned char {
  None,            // linked
  OutsideBoard,    // A or B is not a tile cell of the board
  EmptyCell,       // A or B holds no tile
  SameCell,        // A and B are the same tile
  DifferentFaces,  // the tiles do not match
  NoPath,          // no path within the turn limit
  NotApplicable,   // the algorithm does not handle this turn limit (more than 2, or any)
};
std::string_view reasonName(Reason r);  // "outside-board", "empty-cell", ... ; "" for None
std::string reasonText(Reason r);       // a sentence for people

struct LinkResult {
  bool linked = false;
  Reason reason = Reason::NoPath;
  std::vector<Cell> path;  // A, each corner, B (empty when not linked)
  int turns = -1;          // corners on the path
  int cells = 0;           // steps from A to B
  Shape shape = Shape::None;
  std::string fault;  // outside programs: why there is no answer (a timeout, a crash, malformed output)
  // A user's program answered "linked" with a path that breaks the rules (why): a wrong answer, compared as
  // a verdict of its own (never the same as a valid one), not a failure to answer. `path` is the one claimed.
  std::string brokenRule;
  friend bool operator==(const LinkResult&, const LinkResult&) = default;
};

// The checks every algorithm makes before searching. nullopt when the query deserves a search.
std::optional<Reason> refuse(const Board& board, Cell a, Cell b);
LinkResult notLinked(Reason r);

// The tie rule. Paths are ordered by fewest turns, then fewest cells, then by their corner points read
// from A: the path whose first corner is topmost (then leftmost) comes first, then the second corner, ...
// Every algorithm that searches for the best path returns the first path of this order.
bool cellBefore(Cell x, Cell y);  // row-major: topmost, then leftmost
int pathCells(const std::vector<Cell>& path);
bool pathBefore(const std::vector<Cell>& x, const std::vector<Cell>& y);

// Cleans a list of points joined by straight axis-parallel segments: drops repeated points and points
// in the middle of a straight run. Returns false when a segment doubles back on the previous one or two
// neighbouring points are not on a common row or column (such a list is not a path).
bool normalizePath(std::vector<Cell>& points);

Shape shapeOf(const std::vector<Cell>& path);
// A linked result for a normalized path.
LinkResult linkedResult(std::vector<Cell> path);

// Are the cells strictly between p and q (same row or column) all passable?
bool segmentClear(const Board& board, Cell p, Cell q);

}  // namespace boardlab::link
