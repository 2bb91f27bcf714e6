#include "engine/gomoku/format_util.hpp"

#include <stdexcept>

#include "engine/gomoku/notation.hpp"

namespace boardlab::gomoku::format_detail {

std::string noteAt(const std::string& file, int line, const std::string& text) {
  return file + (line > 0 ? ":" + std::to_string(line) : std::string()) + ": " + text;
}

void MoveSink::begin() { game_ = Game(record_.start, record_.toMove, record_.rule); }

void MoveSink::place(Cell c, int line, const std::string& written) {
  const std::string n = "move " + std::to_string(record_.actions.size() + 1);
  if (static_cast<int>(record_.actions.size()) >= GameRecord::kMaxActions)
    throw BoardFileError(file_, line, "more than " + std::to_string(GameRecord::kMaxActions) + " moves");
  if (!game_.board().contains(c))  // readers check their own coordinates; this guards the invariant
    throw BoardFileError(file_, line, n + " is off the board");
  if (game_.board().at(c) != Stone::None)
    throw BoardFileError(
        file_, line, n + ": " + written + " already holds a " + std::string(stoneName(game_.board().at(c))) + " stone");
  game_.play(c, /*allowAfterWin=*/true);  // a record is analysed, not only a legal game
  record_.actions.push_back({Action::Kind::Place, c});
}

std::vector<Cell> boardMoves(const GameRecord& record, const std::string& format, std::vector<std::string>& notes) {
  const Game game = replayGame(record);  // throws std::invalid_argument for an impossible action
  std::vector<Cell> cells;
  for (const Move& m : game.moves()) cells.push_back(m.cell);
  bool flattened = false;
  for (const Action& a : record.actions) flattened = flattened || a.kind != Action::Kind::Place;
  if (flattened)
    notes.push_back(format + " has no take-back or redo: wrote the " + std::to_string(cells.size()) +
                    " moves on the board after the record's " + std::to_string(record.actions.size()) + " actions");
  return cells;
}

void requireEmptyStart(const GameRecord& record, const std::string& format) {
  const int stones = record.start.count(Stone::Black) + record.start.count(Stone::White);
  if (stones > 0)
    throw std::invalid_argument(format + " cannot hold a starting grid (this record starts with " +
                                std::to_string(stones) + " stones): save it as a board file or SGF");
  if (record.toMove != Stone::Black)
    throw std::invalid_argument(
        format + " always starts with black: this record has white move first (save it as a board file or SGF)");
}

}  // namespace boardlab::gomoku::format_detail
