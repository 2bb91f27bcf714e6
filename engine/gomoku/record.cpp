#include "engine/gomoku/record.hpp"

#include <stdexcept>
#include <string>

namespace boardlab::gomoku {

GameRecord recordOf(const Game& game) {
  GameRecord r;
  r.start = game.start();
  r.rule = game.rule();
  r.toMove = game.startToMove();
  for (const Move& m : game.moves()) r.actions.push_back({Action::Kind::Place, m.cell});
  return r;
}

bool apply(Game& game, const Action& action) {
  switch (action.kind) {
    case Action::Kind::Place:
      return game.play(action.cell, /*allowAfterWin=*/true) == PlayError::None;
    case Action::Kind::Undo:
      return game.takeBack();
    case Action::Kind::Redo:
      return game.redo();
  }
  return false;
}

Game replayGame(const GameRecord& record) {
  Game game(record.start, record.toMove, record.rule);
  for (std::size_t i = 0; i < record.actions.size(); ++i)
    if (!apply(game, record.actions[i]))
      throw std::invalid_argument("action " + std::to_string(i + 1) + " of the record cannot be played");
  return game;
}

}  // namespace boardlab::gomoku
