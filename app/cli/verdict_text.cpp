#include "app/cli/verdict_text.hpp"

#include "engine/gomoku/notation.hpp"
#include "engine/link/board.hpp"

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

std::string linkVerdictText(const link::LinkResult& r) {
  if (!r.fault.empty()) return "fault: " + r.fault;
  if (!r.brokenRule.empty()) return "linked by a path that breaks the rules: " + r.brokenRule;
  if (r.linked) {
    std::string s = "linked, " + std::to_string(r.turns) + " turn" + (r.turns == 1 ? "" : "s") + ":";
    for (std::size_t i = 0; i < r.path.size(); ++i) s += (i ? " -> " : " ") + link::cellName(r.path[i]);
    return s;
  }
  return "not linked (" + std::string(link::reasonName(r.reason)) + ")";
}

}  // namespace boardlab::cli
