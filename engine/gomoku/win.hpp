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
// renju: black wins with exactly five and has forbidden moves (overline, double-four, double-three: see
// forbidden.hpp); white wins with five or more. caro: exactly five wins unless the opponent's stones block
// both ends of the run (the board edge does not block).
enum class Rule : unsigned char { Freestyle, Standard, Renju, Caro };
// Every rule, in the order menus and messages list them.
constexpr std::array<Rule, 4> kRules{Rule::Freestyle, Rule::Standard, Rule::Renju, Rule::Caro};
std::string_view ruleName(Rule r);  // "freestyle", "standard", "renju" or "caro"
std::optional<Rule> parseRule(std::string_view name);
// "freestyle, standard, renju or caro": for messages that list what a rule may be.
std::string ruleNamesForMessages();
// Every rule's name, in kRules order (for command-line checks).
std::vector<std::string> ruleNameList();
// Piskvork's (Gomocup's) `INFO rule` bitmask: 0 freestyle, 1 exactly five, 4 renju, 8 caro.
int piskvorkRuleMask(Rule r);
// The rule a Piskvork bitmask names (bit 2 "continuous game" ignored); nullopt for other bits.
std::optional<Rule> ruleFromPiskvorkMask(int mask);

// The four line directions, in the order every algorithm tries them and the order that breaks ties
// when one move makes fives in several directions.
constexpr std::array<Delta, 4> kDirections{{{1, 0}, {0, 1}, {1, 1}, {1, -1}}};
constexpr std::array<std::string_view, 4> kDirectionNames{"horizontal", "vertical", "diagonal", "anti-diagonal"};

// Does a five of `stone` win only when it is exactly five (standard, caro, and black under renju)?
constexpr bool needsExactFive(Rule rule, Stone stone) {
  return rule == Rule::Standard || rule == Rule::Caro || (rule == Rule::Renju && stone == Stone::Black);
}

// Does a run of `length` stones of `stone` win under `rule`? `blockedBothEnds`: the cells just past both ends
// of the run hold the opponent's stones (only caro asks; a cell off the board is not a stone).
constexpr bool runWins(int length, Rule rule, Stone stone, bool blockedBothEnds) {
  if (length < 5 || (length > 5 && needsExactFive(rule, stone))) return false;
  return !(rule == Rule::Caro && blockedBothEnds);
}

// Why black may not play a point under renju (forbidden.hpp finds it), in the order kinds are named.
enum class Forbidden : unsigned char { None, Overline, DoubleFour, DoubleThree };
// "none", "overline", "double-four", "double-three" (the names the CLI prints).
std::string_view forbiddenName(Forbidden f);

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
