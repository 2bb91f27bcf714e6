#pragma once
// The tic-tac-toe view: the third game's GameView, built only for the tests. It plays and edits a 3x3
// board and steps through the traced win check; the workbench shell shows it without knowing it.

#include <optional>
#include <string>
#include <vector>

#include "app/workbench/views/game_view.hpp"
#include "engine/core/undo_stack.hpp"
#include "tests/third_game/tictactoe.hpp"

namespace boardlab::ui {

class TicTacToeView final : public GameView {
 public:
  explicit TicTacToeView(ViewHost& host) : host_(host) {}
  // Adds the game for every workbench made from now on: the one line a game needs (tests call it).
  static void registerView();

  std::string_view name() const override { return "tictactoe"; }
  bool ownsBoardText(const std::string& text, const std::string&) const override { return tictactoe::isBoardText(text); }
  std::vector<std::string> loadBoardText(const std::string& text, const std::string& fileName) override;
  std::string boardText() const override { return tictactoe::saveBoard(board_); }
  bool unsaved() const override { return !(board_ == saved_); }
  void markSaved() override { saved_ = board_; }
  void newDocument() override;

  bool editing() const override { return editing_; }
  void setEditing(bool on) override { editing_ = on; }
  bool canUndoEdit() const override { return edits_.canUndo(); }
  bool canRedoEdit() const override { return edits_.canRedo(); }
  void undoEdit() override;
  void redoEdit() override;

  void tick(float) override { refreshTrace(); }
  void afterCanvas() override { refreshTrace(); }
  CanvasBoard canvasBoard() const override { return {tictactoe::kSize, tictactoe::kSize, 0.75f}; }
  void drawCanvas() override;
  void drawSideHeader() override;
  void drawSideSections() override;
  void drawPresenterPanel() override;

  bool analysing() const override { return analysing_; }
  TraceCursor& cursor() override { return cursor_; }
  const Trace* canvasTrace() override { return analysing_ ? &trace_ : nullptr; }
  TraceExport traceExport() override;
  void languageChanged() override { tracedFor_.reset(); }
  bool applyScene(const SceneRequest& scene, std::string& error) override;
  void describeScene(Lesson& lesson) const override;
  std::string algorithmName() const override { return "win"; }
  void registerCommands(CommandList& commands, std::function<bool()> shown) override;
  std::vector<MenuEntry> menuEntries() const override { return {{"Tic-tac-toe", "tictactoe.analyse"}}; }

  const tictactoe::Board& board() const { return board_; }
  // Turns the win check's trace on or off.
  void setAnalysing(bool on);

 private:
  // Records the win check again when the board changed since the trace on screen.
  void refreshTrace();
  void clickCell(Cell c);

  ViewHost& host_;
  tictactoe::Board board_;
  tictactoe::Board saved_;
  UndoStack<tictactoe::Board> edits_;
  bool editing_ = false;
  bool analysing_ = false;
  Trace trace_;
  TraceCursor cursor_;
  std::optional<tictactoe::Board> tracedFor_;
};

}  // namespace boardlab::ui
