#pragma once
// The tic-tac-toe view: the third game's GameView, built only for the tests. It plays and edits a 3x3
// board and steps through the traced win check; the workbench shell shows it without knowing it.

#include <optional>
#include <string>
#include <vector>

#include "app/workbench/programs/programs_panel.hpp"
#include "app/workbench/views/document_view.hpp"
#include "engine/i18n/i18n.hpp"
#include "tests/third_game/tictactoe.hpp"

namespace boardlab::ui {

class TicTacToeView final : public DocumentView<tictactoe::Board> {
 public:
  TicTacToeView(ViewHost& host, ProgramsPanel& programs);
  // Adds the game for every workbench made from now on: the one line a game needs (tests call it).
  static void registerView();

  // What every view implements: its document (two functions; its board files' codec does the rest), its
  // canvas and its side panel.
  const tictactoe::Board& current() const override { return board_; }
  void restore(tictactoe::Board board, std::string status) override;
  CanvasBoard canvasBoard() const override { return {tictactoe::kSize, tictactoe::kSize, {0.75f, {}}}; }
  void drawCanvas() override;
  void drawSideSections() override;

  // Its traced win check: the trace on screen (scenes, the timeline and the exports follow from these), its
  // cells' names, and a command of its own.
  TraceCursor& cursor() override;
  const std::vector<std::string>* listing() const override { return &tictactoe::winCheckListing(); }
  void chooseAlgorithm(const std::string& name) override { setAnalysing(name == "win"); }
  std::string cellName(Cell c) const override { return tictactoe::cellName(c); }
  void registerCommands(CommandList& commands, std::function<bool()> shown) override;

  const tictactoe::Board& board() const { return board_; }
  // Turns the win check's trace on or off.
  void setAnalysing(bool on);

 private:
  // Records the win check again when the board or the language changed since the trace on screen.
  void refreshTrace();
  void clickCell(Cell c);

  ViewHost& host_;
  ProgramsPanel& programs_;  // the user's programs, which every game shares
  tictactoe::Board board_;
  bool analysing_ = false;
  Trace trace_;
  TraceCursor cursor_;
  std::optional<tictactoe::Board> tracedFor_;
  i18n::Language tracedIn_ = i18n::Language::English;
};

}  // namespace boardlab::ui
