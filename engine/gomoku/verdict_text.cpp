#include "engine/gomoku/verdict_text.hpp"

#include "engine/gomoku/notation.hpp"

namespace boardlab::gomoku {

std::string verdictText(const WinResult& r, int rows) {
  if (!r.fault.empty()) return "fault: " + r.fault;
  if (!r.won()) return "nothing";
  // A program may name the winner without its line: said so, never a colon with nothing after it.
  if (r.line.empty()) return std::string(stoneName(r.winner)) + " wins (no line given)";
  std::string s = std::string(stoneName(r.winner)) + " wins:";
  for (Cell c : r.line) s += " " + cellName(c, rows);
  return s;
}

}  // namespace boardlab::gomoku
