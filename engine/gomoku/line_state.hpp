#pragma once
// The win-line counters of `lines` and `lines:js` at a moment of a game record, for the workbench's
// line table, heat map and hover: each numbered five-cell line with its black and white counter. For
// `lines:js` a counter may read 6 or more: the article's "dead line" mark.

#include <optional>
#include <string_view>
#include <vector>

#include "engine/gomoku/line_index.hpp"
#include "engine/gomoku/record.hpp"

namespace boardlab::gomoku {

struct LineState {
  static constexpr int kDead = 6;  // lines:js writes 6 into the opponent's counter
  const LineIndex* index = nullptr;
  std::vector<int> black;  // per line number
  std::vector<int> white;

  int count(int line, Stone s) const { return (s == Stone::White ? white : black)[static_cast<std::size_t>(line)]; }
  // The highest live (below kDead) counter of `s` among the lines through c: the heat of that point.
  int heat(Cell c, Stone s) const;
};

// The counters after the first `actions` actions of `record` (0 = the start position), as `algo`
// ("lines" or "lines:js") keeps them; nullopt for any other algorithm. Throws std::invalid_argument
// when the record cannot be replayed that far.
std::optional<LineState> lineStateAfter(const GameRecord& record, std::string_view algo, int actions);

}  // namespace boardlab::gomoku
