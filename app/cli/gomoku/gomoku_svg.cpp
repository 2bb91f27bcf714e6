// A gomoku counterexample as a small SVG picture for grade's report.html (game_commands.hpp): the position
// after the analysed move, its stone ringed in red, with the board's column letters and row numbers (the
// notation of the verdicts beside it).

#include <sstream>

#include "app/cli/game_commands.hpp"
#include "engine/gomoku/board_file.hpp"
#include "engine/gomoku/notation.hpp"
#include "engine/gomoku/record.hpp"

namespace boardlab::cli {
namespace {

std::string gomokuSvg(const Scene& scene) {
  const gomoku::GameRecord record = gomoku::loadBoardText(scene.boardText, "share link");
  const gomoku::Game game = gomoku::replayGame(record);
  const gomoku::Board& board = game.board();
  const int move = scene.number("move");
  const bool marked = move > 0 && move <= static_cast<int>(record.actions.size()) &&
                      record.actions[static_cast<std::size_t>(move - 1)].kind == gomoku::Action::Kind::Place;
  const Cell at = marked ? record.actions[static_cast<std::size_t>(move - 1)].cell : Cell{-1, -1};
  constexpr int kCell = 20, kMargin = 22;
  const int width = kMargin * 2 + (board.cols() - 1) * kCell, height = kMargin * 2 + (board.rows() - 1) * kCell;
  const auto x = [&](int col) { return kMargin + col * kCell; };
  const auto y = [&](int row) { return kMargin + row * kCell; };
  std::ostringstream svg;
  svg << "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"board\" width=\"" << width << "\" height=\"" << height
      << "\" viewBox=\"0 0 " << width << ' ' << height << "\" role=\"img\">"
      << "<rect width=\"100%\" height=\"100%\" fill=\"#e8c07a\"/>";
  for (int c = 0; c < board.cols(); ++c)
    svg << "<line x1=\"" << x(c) << "\" y1=\"" << y(0) << "\" x2=\"" << x(c) << "\" y2=\"" << y(board.rows() - 1)
        << "\" stroke=\"#5a4020\"/>";
  for (int r = 0; r < board.rows(); ++r)
    svg << "<line x1=\"" << x(0) << "\" y1=\"" << y(r) << "\" x2=\"" << x(board.cols() - 1) << "\" y2=\"" << y(r)
        << "\" stroke=\"#5a4020\"/>";
  // The labels of the notation: a1 is the bottom-left point.
  for (int c = 0; c < board.cols(); ++c) {
    const std::string name = gomoku::cellName({c, board.rows() - 1}, board.rows());
    svg << "<text x=\"" << x(c) << "\" y=\"" << height - 6 << "\" font-size=\"10\" text-anchor=\"middle\">"
        << name.substr(0, name.find_first_of("0123456789")) << "</text>";
  }
  for (int r = 0; r < board.rows(); ++r)
    svg << "<text x=\"8\" y=\"" << y(r) + 4 << "\" font-size=\"10\" text-anchor=\"middle\">" << board.rows() - r
        << "</text>";
  for (int r = 0; r < board.rows(); ++r)
    for (int c = 0; c < board.cols(); ++c) {
      const gomoku::Stone s = board.at({c, r});
      if (s == gomoku::Stone::None) continue;
      svg << "<circle cx=\"" << x(c) << "\" cy=\"" << y(r) << "\" r=\"" << kCell * 9 / 20 << "\" fill=\""
          << (s == gomoku::Stone::Black ? "#111" : "#fafafa") << "\" stroke=\"#111\"/>";
    }
  if (marked)
    svg << "<circle cx=\"" << x(at.col) << "\" cy=\"" << y(at.row) << "\" r=\"" << kCell * 6 / 10
        << "\" fill=\"none\" stroke=\"#d22\" stroke-width=\"2.5\"/>";
  svg << "</svg>";
  return svg.str();
}

const bool kGomokuSvg = registerGameCommands({.game = "gomoku", .boardSvg = gomokuSvg});

}  // namespace
}  // namespace boardlab::cli
