#pragma once
// Shared by the gomoku benchmarks that build random positions: they keep only positions without a five, so
// every check measured is a full one (a five would end some algorithms early).

#include "engine/core/trace.hpp"
#include "engine/gomoku/board.hpp"
#include "engine/gomoku/scan.hpp"

namespace boardlab::bench {

// True when some stone of `b` is part of a run of five or more.
inline bool anyFive(const gomoku::Board& b) {
  NullTracer untraced;
  for (int r = 0; r < b.rows(); ++r)
    for (int c = 0; c < b.cols(); ++c)
      if (b.at({c, r}) != gomoku::Stone::None && gomoku::scanWin(b, {c, r}, gomoku::Rule::Freestyle, untraced).won())
        return true;
  return false;
}

}  // namespace boardlab::bench
