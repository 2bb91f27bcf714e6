#include "engine/gomoku/win.hpp"

#include <algorithm>

namespace boardlab::gomoku {

std::string_view ruleName(Rule r) { return r == Rule::Standard ? "standard" : "freestyle"; }

std::optional<Rule> parseRule(std::string_view name) {
  if (name == "freestyle") return Rule::Freestyle;
  if (name == "standard") return Rule::Standard;
  return std::nullopt;
}

bool sameVerdict(const WinResult& a, const WinResult& b, bool compareLines) {
  if (a.winner != b.winner || a.fault.empty() != b.fault.empty()) return false;
  if (!compareLines) return true;
  const auto sorted = [](std::vector<Cell> cells) {
    std::sort(cells.begin(), cells.end());
    cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
    return cells;
  };
  return sorted(a.line) == sorted(b.line);
}

std::vector<Cell> runThrough(const Board& board, Cell from, Delta d) {
  const Stone stone = board.get(from);
  if (stone == Stone::None) return {};
  Cell start = from;
  while (board.get(start - d) == stone) start = start - d;
  std::vector<Cell> cells;
  for (Cell c = start; board.get(c) == stone; c = c + d) cells.push_back(c);
  return cells;
}

}  // namespace boardlab::gomoku
