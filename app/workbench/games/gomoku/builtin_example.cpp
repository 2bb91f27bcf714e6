#include "app/workbench/games/gomoku/builtin_example.hpp"

#include <stdexcept>
#include <string>

#include "app/workbench/games/gomoku/gomoku_view.hpp"
#include "app/workbench/views/ui_text.hpp"
#include "engine/core/board_text.hpp"
#include "engine/gomoku/notation.hpp"

namespace boardlab::ui {

gomoku::Game builtInExample() {
  // A sharp opening: black builds an open three on the diagonal, white blocks on both sides.
  static const char* kMoves = "h8 h9 i7 g9 j6 k5 i9 i8 g7 f6 j8 k9 j7 j9 k7";
  gomoku::Game game;
  for (std::string_view word : splitWords(kMoves)) {
    Cell c;
    std::string why;
    if (!gomoku::parseCellName(word, 15, 15, c, why) || game.play(c) != gomoku::PlayError::None)
      throw std::logic_error("built-in example is invalid at " + std::string(word));
  }
  return game;
}

void openFirstScreen(GomokuView& view) {
  view.setGame(builtInExample(),
               tr("Built-in example, scan analysing the last move: Space plays; see Help > First steps."));
  gomoku::Analysis& analysis = view.analysis();
  analysis.setAlgorithm("scan");
  analysis.setPly(0);  // the last move, k7
  analysis.update(view.record());
  constexpr std::size_t kDiagonalStep = 5;  // 0-based: the walk along k7's diagonal, the run of three
  if (analysis.cursor().size() > kDiagonalStep) analysis.cursor().jump(kDiagonalStep);
}

}  // namespace boardlab::ui
