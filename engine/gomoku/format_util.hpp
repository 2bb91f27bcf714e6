#pragma once
// Helpers shared by the PSQ, SGF and move-string readers and writers (not part of the public API).

#include <string>
#include <vector>

#include "engine/core/board_text.hpp"
#include "engine/gomoku/game.hpp"
#include "engine/gomoku/record.hpp"

namespace boardlab::gomoku::format_detail {

// "FILE:LINE: text" (or "FILE: text" for line 0), the shape of every reader note.
std::string noteAt(const std::string& file, int line, const std::string& text);

// Plays the record's moves as they are read, so an occupied point is refused on the line that names it.
// Moves alternate from the start's side to move, as in a board file.
class MoveSink {
 public:
  MoveSink(GameRecord& record, std::string file) : record_(record), file_(std::move(file)) {}
  // Starts the game from record.start / record.toMove; call once the start is complete.
  void begin();
  // Appends a Place action at `line`; refuses a taken point or more than kMaxActions moves. `written` is
  // the point as the file wrote it, for the message.
  void place(Cell c, int line, const std::string& written);
  Stone nextStone() const { return game_.toMove(); }
  std::size_t count() const { return record_.actions.size(); }

 private:
  GameRecord& record_;
  std::string file_;
  Game game_;
};

// The moves on the board after the record's actions (take-backs and redos flattened), with a note when
// that differs from the actions. Throws std::invalid_argument when the record cannot be replayed.
std::vector<Cell> boardMoves(const GameRecord& record, const std::string& format, std::vector<std::string>& notes);

// Throws std::invalid_argument when the record starts from stones or with white to move: formats that
// are a bare list of moves (black first) cannot hold it.
void requireEmptyStart(const GameRecord& record, const std::string& format);

}  // namespace boardlab::gomoku::format_detail
