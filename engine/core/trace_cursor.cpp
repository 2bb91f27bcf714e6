#include "engine/core/trace_cursor.hpp"

#include <algorithm>

namespace boardlab {

void TraceCursor::reset(const Trace* trace) {
  trace_ = trace;
  position_ = std::min(position_, size() == 0 ? 0 : size() - 1);
  if (empty()) playing_ = false;
}

bool TraceCursor::next() {
  if (empty() || position_ + 1 >= size()) return false;
  ++position_;
  return true;
}

bool TraceCursor::previous() {
  if (empty() || position_ == 0) return false;
  --position_;
  return true;
}

void TraceCursor::jump(std::size_t index) { position_ = size() == 0 ? 0 : std::min(index, size() - 1); }

bool TraceCursor::nextEvent(const std::string& event) {
  for (std::size_t i = position_ + 1; i < size(); ++i) {
    const std::string_view e = eventName(trace_->steps[i].event);
    if (!e.empty() && (event.empty() || e == event)) {
      position_ = i;
      return true;
    }
  }
  return false;
}

bool TraceCursor::previousEvent(const std::string& event) {
  for (std::size_t i = position_; i-- > 0;) {
    const std::string_view e = eventName(trace_->steps[i].event);
    if (!e.empty() && (event.empty() || e == event)) {
      position_ = i;
      return true;
    }
  }
  return false;
}

void TraceCursor::toggleBreakpoint(Cell c) {
  if (!breakpoints_.erase(c)) breakpoints_.insert(c);
}

bool TraceCursor::touches(std::size_t index, Cell c) const {
  if (index >= size()) return false;
  const Step& s = trace_->steps[index];
  return std::any_of(s.marks.begin(), s.marks.end(), [&](const CellMark& m) { return m.cell == c; });
}

bool TraceCursor::touchesBreakpoint(std::size_t index) const {
  return std::any_of(breakpoints_.begin(), breakpoints_.end(), [&](Cell c) { return touches(index, c); });
}

bool TraceCursor::nextBreakpoint() {
  for (std::size_t i = position_ + 1; i < size(); ++i)
    if (touchesBreakpoint(i)) {
      position_ = i;
      return true;
    }
  return false;
}

bool TraceCursor::advance(double seconds) {
  if (!playing_ || empty()) return false;
  carry_ += seconds * speed_;
  bool moved = false;
  while (carry_ >= 1.0 && playing_) {
    carry_ -= 1.0;
    if (!next()) {
      playing_ = false;
      break;
    }
    moved = true;
    if (touchesBreakpoint(position_)) playing_ = false;  // a breakpoint pauses playback on its step
  }
  if (position_ + 1 >= size()) playing_ = false;
  return moved;
}

std::vector<std::size_t> TraceCursor::eventSteps() const {
  std::vector<std::size_t> at;
  for (std::size_t i = 0; i < size(); ++i)
    if (trace_->steps[i].event != Event::None) at.push_back(i);
  return at;
}

}  // namespace boardlab
