#include "app/cli/gomoku/gomoku_verdict.hpp"

#include "engine/gomoku/notation.hpp"

namespace boardlab::cli {

std::string gomokuVerdictText(const gomoku::WinResult& r, int rows) {
  if (!r.fault.empty()) return "fault: " + r.fault;
  if (!r.won()) return "nothing";
  // A program may name the winner without its line: said so, never a colon with nothing after it.
  if (r.line.empty()) return std::string(gomoku::stoneName(r.winner)) + " wins (no line given)";
  std::string s = std::string(gomoku::stoneName(r.winner)) + " wins:";
  for (Cell c : r.line) s += " " + gomoku::cellName(c, rows);
  return s;
}

}  // namespace boardlab::cli
