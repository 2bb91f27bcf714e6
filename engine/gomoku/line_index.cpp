#include "engine/gomoku/line_index.hpp"

#include <algorithm>

#include <array>
#include <memory>
#include <mutex>

#include "engine/gomoku/board.hpp"
#include "engine/gomoku/win.hpp"

namespace boardlab::gomoku {

Cell WinLine::cell(int k) const { return first + k * kDirections[static_cast<std::size_t>(dir)]; }

LineIndex::LineIndex(int cols, int rows) : cols_(cols), rows_(rows), through_(static_cast<std::size_t>(cols * rows)) {
  const auto add = [&](Cell first, int dir) {
    const auto k = static_cast<std::int16_t>(lines_.size());
    lines_.push_back({first, dir});
    for (int i = 0; i < 5; ++i) {
      const Cell c = lines_.back().cell(i);
      through_[static_cast<std::size_t>(c.row * cols_ + c.col)].push_back(k);
    }
  };
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c + 4 < cols; ++c) add({c, r}, 0);
  for (int c = 0; c < cols; ++c)
    for (int r = 0; r + 4 < rows; ++r) add({c, r}, 1);
  for (int r = 0; r + 4 < rows; ++r)
    for (int c = 0; c + 4 < cols; ++c) add({c, r}, 2);
  // The article walks (row r, col c) -> (r+k, c-k); stored from its lower-left end so the cells run
  // along kDirections[3] = (1,-1) like every other line.
  for (int r = 0; r + 4 < rows; ++r)
    for (int c = cols - 1; c >= 4; --c) add({c - 4, r + 4}, 3);
}

const LineIndex& LineIndex::of(int cols, int rows) {
  constexpr int n = Board::kMaxSize + 1;
  static std::array<std::unique_ptr<LineIndex>, n * n> cache;
  static std::mutex guard;  // the workbench may analyse on a worker thread while the UI reads
  const std::lock_guard lock(guard);
  auto& slot = cache[static_cast<std::size_t>(cols * n + rows)];
  if (!slot) slot = std::make_unique<LineIndex>(cols, rows);
  return *slot;
}

std::vector<std::int16_t> linesDecisiveFirst(const LineIndex& index, const Board& board, Cell c, Stone stone,
                                             const std::function<int(int)>& counter, bool& fiveFirst) {
  std::vector<std::int16_t> order = index.through(c);
  fiveFirst = false;
  if (order.empty()) return order;
  const auto five = [&](std::int16_t k) {
    for (int i = 0; i < 5; ++i)
      if (board.get(index.line(k).cell(i)) != stone) return false;
    return true;
  };
  const auto live = [&](std::int16_t k) {
    const int v = counter(k);
    return v < 6 ? v : -1;
  };
  auto best = order.begin();
  for (auto it = order.begin(); it != order.end(); ++it) {
    if (five(*it)) {
      best = it;
      fiveFirst = true;
      break;
    }
    if (live(*it) > live(*best)) best = it;
  }
  std::rotate(order.begin(), best, best + 1);
  return order;
}

}  // namespace boardlab::gomoku
