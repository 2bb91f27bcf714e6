#include "engine/gomoku/win.hpp"

#include <algorithm>

namespace boardlab::gomoku {

std::string_view ruleName(Rule r) {
  switch (r) {
    case Rule::Freestyle:
      return "freestyle";
    case Rule::Standard:
      return "standard";
    case Rule::Renju:
      return "renju";
    case Rule::Caro:
      return "caro";
  }
  return "freestyle";
}

std::optional<Rule> parseRule(std::string_view name) {
  for (Rule r : kRules)
    if (name == ruleName(r)) return r;
  return std::nullopt;
}

std::string ruleNamesForMessages() {
  std::string out;
  for (std::size_t i = 0; i < kRules.size(); ++i) {
    if (i > 0) out += i + 1 == kRules.size() ? " or " : ", ";
    out += ruleName(kRules[i]);
  }
  return out;
}

std::vector<std::string> ruleNameList() {
  std::vector<std::string> out;
  for (Rule r : kRules) out.emplace_back(ruleName(r));
  return out;
}

int piskvorkRuleMask(Rule r) {
  switch (r) {
    case Rule::Freestyle:
      return 0;
    case Rule::Standard:
      return 1;
    case Rule::Renju:
      return 4;
    case Rule::Caro:
      return 8;
  }
  return 0;
}

std::optional<Rule> ruleFromPiskvorkMask(int mask) {
  mask &= ~2;  // bit 2: continuous game, not a win rule
  if (mask == 0) return Rule::Freestyle;
  if (mask == 1) return Rule::Standard;
  if (mask == 4) return Rule::Renju;
  if (mask == 8 || mask == 9) return Rule::Caro;  // caro is an exactly-five rule: some managers also set bit 1
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
