#pragma once
// A gomoku game: a starting position, the moves played from it, unlimited take-back and redo (a new
// move after take-backs drops the redo list), and the verdict of the last move.

#include <vector>

#include "engine/gomoku/board.hpp"
#include "engine/gomoku/win.hpp"

namespace boardlab::gomoku {

struct Move {
  Cell cell;
  Stone stone = Stone::None;
  friend bool operator==(const Move&, const Move&) = default;
};

enum class PlayError { None, OffBoard, Occupied, GameOver };

class Game {
 public:
  explicit Game(Board start = Board(), Stone toMove = Stone::Black, Rule rule = Rule::Freestyle);

  const Board& board() const { return board_; }
  const Board& start() const { return start_; }
  Stone startToMove() const { return startToMove_; }
  Stone toMove() const { return toMove_; }
  Rule rule() const { return rule_; }
  const std::vector<Move>& moves() const { return moves_; }
  const std::vector<Move>& redoList() const { return redo_; }  // next move to redo is back()
  // The verdict of the last move played (no win when none was played).
  const WinResult& result() const { return result_; }
  // Under renju, why black's last move was forbidden (it lost: result() names white); None otherwise.
  Forbidden forbidden() const { return forbidden_; }
  bool over() const { return result_.won(); }

  // Places a stone for the side to move. Refuses a point off the board or on a stone and, unless
  // allowAfterWin (used when replaying files for analysis), any move once the game is won.
  PlayError play(Cell c, bool allowAfterWin = false);
  bool canTakeBack() const { return !moves_.empty(); }
  bool takeBack();
  bool canRedo() const { return !redo_.empty(); }
  bool redo();

  void setRule(Rule rule);
  // Empties the board (same size) and forgets all moves.
  void newGame();
  // A new empty game of another size; throws std::invalid_argument for a size out of range.
  void newGame(int cols, int rows);

 private:
  void place(Move m);
  void recheck();

  Board start_;
  Stone startToMove_;
  Board board_;
  Stone toMove_;
  Rule rule_;
  std::vector<Move> moves_;
  std::vector<Move> redo_;
  WinResult result_;
  Forbidden forbidden_ = Forbidden::None;
};

}  // namespace boardlab::gomoku
