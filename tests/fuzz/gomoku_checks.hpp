#pragma once
// Invariants of every gomoku GameRecord a reader accepts, whatever the format it came from.

#include <stdexcept>
#include <string>

#include "engine/gomoku/board_file.hpp"
#include "engine/gomoku/record.hpp"
#include "tests/fuzz/fuzz_check.hpp"

namespace boardlab::fuzz {

inline void checkGomokuRecord(const gomoku::GameRecord& r) {
  using gomoku::Board;
  const int cols = r.start.cols(), rows = r.start.rows();
  FUZZ_CHECK(cols >= Board::kMinSize && cols <= Board::kMaxSize && rows >= Board::kMinSize && rows <= Board::kMaxSize,
             std::to_string(cols) + "x" + std::to_string(rows));
  FUZZ_CHECK(r.toMove == gomoku::Stone::Black || r.toMove == gomoku::Stone::White, "no side to move");
  FUZZ_CHECK(static_cast<int>(r.actions.size()) <= gomoku::GameRecord::kMaxActions, std::to_string(r.actions.size()));
  for (const gomoku::Action& a : r.actions)
    if (a.kind == gomoku::Action::Kind::Place)
      FUZZ_CHECK(r.start.contains(a.cell), std::to_string(a.cell.col) + "," + std::to_string(a.cell.row));
  // An accepted record is a playable one: every action legal in turn.
  try {
    gomoku::replayGame(r);
  } catch (const std::invalid_argument& e) {
    FUZZ_CHECK(false, std::string("accepted record does not replay: ") + e.what());
  }
  // Every record can be kept in BoardLab's own format and comes back equal.
  const std::string saved = gomoku::saveBoardText(r);
  try {
    FUZZ_CHECK(gomoku::loadBoardText(saved, "saved.board") == r, "board file round trip differs:\n" + saved);
  } catch (const BoardFileError& e) {
    FUZZ_CHECK(false, std::string("saved board file is refused: ") + e.what() + "\n" + saved);
  }
}

}  // namespace boardlab::fuzz
