#pragma once
// The workbench: one host window laid out by hand (ImGui 1.86 has no docking) with a menu bar, the
// board canvas on the left, the side panel on the right and the history strip at the bottom.
// It only draws state and forwards input; the game logic lives in the engine. It knows nothing of
// GLFW or OpenGL, so tests drive it with ImGui's null backend.

#include <filesystem>
#include <functional>
#include <optional>
#include <string>

#include "app/workbench/commands.hpp"
#include "app/workbench/gomoku_board_view.hpp"
#include "app/workbench/settings.hpp"
#include "engine/gomoku/game.hpp"

namespace boardlab::ui {

class Workbench {
 public:
  // `settingsFile` empty: settings are not saved (tests).
  Workbench(Settings settings, std::filesystem::path settingsFile, float uiScale);

  // Builds the whole UI for one frame; call between ImGui::NewFrame() and ImGui::Render().
  void frame();

  // Replaces the game (the built-in example, a file opened from the command line).
  void setGame(gomoku::Game game, std::string status);
  const gomoku::Game& game() const { return game_; }
  const BoardGeometry& boardGeometry() const { return geometry_; }
  const Settings& settings() const { return settings_; }
  const CommandList& commands() const { return commands_; }
  const std::string& status() const { return status_; }
  void setStatus(std::string text) { status_ = std::move(text); }

  bool quitRequested() const { return quit_; }
  // A new UI scale chosen in View > Scale, taken once by the platform layer, which reloads fonts.
  std::optional<float> takeScaleRequest();
  void setUiScale(float scale) { uiScale_ = scale; }

 private:
  void registerCommands();
  void drawMenuBar();
  void drawSidePanel();
  void drawHistoryStrip();
  void drawConfirmPopup();
  // Runs `action` at once when nothing would be lost, else asks first.
  void confirmDiscard(std::string question, std::function<void()> action);
  void startNewGame(int cols, int rows);
  void jumpToMove(std::size_t count);
  void onBoardClick(Cell c);
  void persistSettings();

  gomoku::Game game_;
  Settings settings_;
  std::filesystem::path settingsFile_;
  float uiScale_;
  std::optional<float> scaleRequest_;
  CommandList commands_;
  BoardGeometry geometry_;
  std::optional<Cell> hovered_;
  std::string status_;
  bool quit_ = false;
  bool showMetrics_ = false;
  bool showStackTool_ = false;
  bool showAbout_ = false;
  int customCols_ = 15;
  int customRows_ = 15;
  std::string confirmQuestion_;
  std::function<void()> confirmAction_;
  bool openConfirm_ = false;
};

}  // namespace boardlab::ui
