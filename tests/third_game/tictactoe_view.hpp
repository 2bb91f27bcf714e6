#pragma once
// The tic-tac-toe view: the third game's GameView, built only for the tests. It plays and edits a 3x3
// board and steps through the traced win check; the workbench shell shows it without knowing it.

#include <optional>
#include <string>
#include <vector>

#include "app/workbench/programs/programs_panel.hpp"
#include "app/workbench/views/document_view.hpp"
#include "tests/third_game/tictactoe.hpp"

namespace boardlab::ui {

class TicTacToeView final : public DocumentView<tictactoe::Board> {
 public:
  TicTacToeView(ViewHost& host, ProgramsPanel& programs) : host_(host), programs_(programs) {}
  // Adds the game for every workbench made from now on: the one line a game needs (tests call it).
  static void registerView();

  // What every view implements (13, the first two for DocumentView).
  const tictactoe::Board& current() const override { return board_; }
  void restore(tictactoe::Board board, std::string status) override;
  std::string_view name() const override { return "tictactoe"; }
  bool ownsBoardText(const std::string& text, const std::string&) const override {
    return tictactoe::isBoardText(text);
  }
  std::vector<std::string> loadBoardText(const std::string& text, const std::string& fileName) override;
  std::string boardText() const override { return tictactoe::saveBoard(board_); }
  void newDocument() override;
  CanvasBoard canvasBoard() const override { return {tictactoe::kSize, tictactoe::kSize, {0.75f, {}}}; }
  void drawCanvas() override;
  void drawSideSections() override;
  void registerCommands(CommandList& commands, std::function<bool()> shown) override;
  bool applyScene(const Scene& scene, std::string& error) override;
  void describeScene(Scene& scene) const override;

  // Its traced win check (the trace on screen) and a menu of its own.
  const Trace* trace() override { return analysing_ ? &trace_ : nullptr; }
  TraceCursor& cursor() override { return cursor_; }
  const std::vector<std::string>* listing() const override { return &tictactoe::winCheckListing(); }
  std::string algorithmName() const override { return "win"; }
  std::string cellName(Cell c) const override { return tictactoe::cellName(c); }
  void languageChanged() override { tracedFor_.reset(); }
  void tick(float) override { refreshTrace(); }
  void afterCanvas() override { refreshTrace(); }
  void drawSideHeader() override;
  std::vector<MenuEntry> menuEntries() const override { return {{"Tic-tac-toe", "tictactoe.analyse"}}; }

  const tictactoe::Board& board() const { return board_; }
  // Turns the win check's trace on or off.
  void setAnalysing(bool on);

 private:
  // Records the win check again when the board changed since the trace on screen.
  void refreshTrace();
  void clickCell(Cell c);

  ViewHost& host_;
  ProgramsPanel& programs_;  // the user's programs, which every game shares
  tictactoe::Board board_;
  bool analysing_ = false;
  Trace trace_;
  TraceCursor cursor_;
  std::optional<tictactoe::Board> tracedFor_;
};

}  // namespace boardlab::ui
