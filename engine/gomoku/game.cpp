#include "engine/gomoku/game.hpp"

#include "engine/gomoku/forbidden.hpp"
#include "engine/gomoku/scan.hpp"

namespace boardlab::gomoku {

Game::Game(Board start, Stone toMove, Rule rule)
    : start_(start), startToMove_(toMove), board_(std::move(start)), toMove_(toMove), rule_(rule) {}

PlayError Game::play(Cell c, bool allowAfterWin) {
  if (!board_.contains(c)) return PlayError::OffBoard;
  if (board_.at(c) != Stone::None) return PlayError::Occupied;
  if (over() && !allowAfterWin) return PlayError::GameOver;
  redo_.clear();
  place({c, toMove_});
  return PlayError::None;
}

void Game::place(Move m) {
  board_.set(m.cell, m.stone);
  moves_.push_back(m);
  toMove_ = opponent(m.stone);
  recheck();
}

bool Game::takeBack() {
  if (moves_.empty()) return false;
  const Move m = moves_.back();
  moves_.pop_back();
  board_.set(m.cell, Stone::None);
  redo_.push_back(m);
  toMove_ = m.stone;
  recheck();
  return true;
}

bool Game::redo() {
  if (redo_.empty()) return false;
  const Move m = redo_.back();
  redo_.pop_back();
  place(m);
  return true;
}

void Game::setRule(Rule rule) {
  rule_ = rule;
  recheck();
}

void Game::newGame() {
  board_ = Board(board_.cols(), board_.rows());
  start_ = board_;
  startToMove_ = toMove_ = Stone::Black;
  moves_.clear();
  redo_.clear();
  result_ = {};
  forbidden_ = Forbidden::None;
}

void Game::newGame(int cols, int rows) {
  board_ = Board(cols, rows);  // throws before anything changes when the size is out of range
  newGame();
}

void Game::recheck() {
  NullTracer untraced;
  forbidden_ = Forbidden::None;
  result_ = moves_.empty() ? WinResult{} : scanWin(board_, moves_.back().cell, rule_, untraced);
  if (rule_ != Rule::Renju || moves_.empty() || moves_.back().stone != Stone::Black || result_.won()) return;
  // A forbidden move is judged on the board before it (the check puts its own test stone there).
  const Cell last = moves_.back().cell;
  board_.set(last, Stone::None);
  forbidden_ = forbiddenAt(board_, last);
  board_.set(last, Stone::Black);
  if (forbidden_ != Forbidden::None) result_ = {Stone::White, {}, {}};
}

}  // namespace boardlab::gomoku
