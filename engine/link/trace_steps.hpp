#pragma once
// Trace steps that every link algorithm writes the same way: the refusal before a search, the verdict
// with the path drawn, the cells of a segment. Kept out of the templates so each is compiled once.

#include <string>
#include <vector>

#include "engine/core/trace.hpp"
#include "engine/link/path.hpp"

namespace boardlab::link {

std::string pathText(const std::vector<Cell>& path);  // "0,0 -> 0,3 -> 5,3"

// Appends a mark for every cell strictly between p and q (same row or column).
void markBetween(std::vector<CellMark>& marks, Cell p, Cell q, MarkRole role);

// The first cell strictly between p and q that a path cannot use, if any.
bool firstBlocked(const Board& board, Cell p, Cell q, Cell& blocked);

// The step for a query refused before any search (empty cell, same cell, different faces, turn limit).
void refusalStep(Step& s, const Board& board, Cell a, Cell b, Reason reason, int codeLine);

// The last step: the verdict, with the path drawn as Winning marks and arrows.
void verdictStep(Step& s, const LinkResult& result, Cell a, Cell b, int codeLine, const std::string& how);

}  // namespace boardlab::link
