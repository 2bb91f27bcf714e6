#pragma once
// What every gomoku win-detection algorithm answers: did the move just played win, for whom, with which
// cells? Plus the rules and the four line directions they share.

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/cell.hpp"
#include "engine/gomoku/board.hpp"

namespace boardlab::gomoku {

// freestyle: a run of five or more wins. standard: exactly five wins (an overline of six or more does not).
enum class Rule : unsigned char { Freestyle, Standard };
std::string_view ruleName(Rule r);
std::optional<Rule> parseRule(std::string_view name);

// The four line directions, in the order every algorithm tries them and the order that breaks ties
// when one move makes fives in several directions.
constexpr std::array<Delta, 4> kDirections{{{1, 0}, {0, 1}, {1, 1}, {1, -1}}};
constexpr std::array<std::string_view, 4> kDirectionNames{"horizontal", "vertical", "diagonal", "anti-diagonal"};

// Does a run of `length` stones win under `rule`?
constexpr bool runWins(int length, Rule rule) { return rule == Rule::Freestyle ? length >= 5 : length == 5; }

struct WinResult {
  Stone winner = Stone::None;
  std::vector<Cell> line;  // every cell of the winning run, from its end nearest -direction onwards
  std::string fault;       // as-published variants only: the fault the published code would raise there

  bool won() const { return winner != Stone::None; }
  friend bool operator==(const WinResult&, const WinResult&) = default;
};

// Whether two algorithms answered alike: the same winner, a fault against none, and (with compareLines)
// the same winning cells as a set, whatever order each listed them in (scan:java walks e8..a8, scan a8..e8).
// The workbench's Compare panel and the counterexample finder (CLI diff) both judge with this.
bool sameVerdict(const WinResult& a, const WinResult& b, bool compareLines);

// The cells of the run of `stone` through `from` along `d` (both ways), ordered along d.
std::vector<Cell> runThrough(const Board& board, Cell from, Delta d);

}  // namespace boardlab::gomoku
