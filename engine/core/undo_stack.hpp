#pragma once
// Undo and redo for edits, by snapshots: before each edit the caller pushes the state it replaces.
// Boards are small (a gomoku game is a few KiB), so whole copies are simpler and safer than inverse
// operations; the depth is capped so a long editing session stays bounded.

#include <cstddef>
#include <deque>
#include <utility>

namespace boardlab {

template <class State>
class UndoStack {
 public:
  explicit UndoStack(std::size_t maxDepth = 1000) : maxDepth_(maxDepth) {}

  // Call before changing `current`: remembers it and forgets the redo list.
  void record(const State& current) {
    undo_.push_back(current);
    if (undo_.size() > maxDepth_) undo_.pop_front();
    redo_.clear();
  }
  bool canUndo() const { return !undo_.empty(); }
  bool canRedo() const { return !redo_.empty(); }
  // Swaps `current` with the last recorded state; false when there is none.
  bool undo(State& current) { return step(undo_, redo_, current); }
  bool redo(State& current) { return step(redo_, undo_, current); }
  void clear() {
    undo_.clear();
    redo_.clear();
  }
  std::size_t undoDepth() const { return undo_.size(); }

 private:
  static bool step(std::deque<State>& from, std::deque<State>& to, State& current) {
    if (from.empty()) return false;
    to.push_back(std::move(current));
    current = std::move(from.back());
    from.pop_back();
    return true;
  }
  std::size_t maxDepth_;
  std::deque<State> undo_;
  std::deque<State> redo_;
};

}  // namespace boardlab
