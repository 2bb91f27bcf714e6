#include "app/workbench/workbench.hpp"

#include <algorithm>

#include <GLFW/glfw3.h>  // key codes only: ImGui 1.86 takes the backend's native key codes
#include <imgui.h>

#include "app/workbench/style.hpp"
#include "engine/gomoku/notation.hpp"

namespace boardlab::ui {

Workbench::Workbench(Settings settings, std::filesystem::path settingsFile, float uiScale)
    : game_(gomoku::Board(settings.boardCols, settings.boardRows)),
      settings_(settings),
      settingsFile_(std::move(settingsFile)),
      uiScale_(uiScale),
      customCols_(settings.boardCols),
      customRows_(settings.boardRows) {
  registerCommands();
}

void Workbench::setGame(gomoku::Game game, std::string status) {
  game_ = std::move(game);
  status_ = std::move(status);
}

std::optional<float> Workbench::takeScaleRequest() {
  auto r = scaleRequest_;
  scaleRequest_.reset();
  return r;
}

void Workbench::registerCommands() {
  commands_.add({"game.new", "New game", "Ctrl+N", GLFW_KEY_N, true, nullptr, [this] {
                   confirmDiscard("Start a new game?", [this] { startNewGame(game_.board().cols(), game_.board().rows()); });
                 }});
  commands_.add({"game.takeback", "Take back", "Ctrl+Z", GLFW_KEY_Z, true, [this] { return game_.canTakeBack(); },
                 [this] {
                   game_.takeBack();
                   status_ = "Took back a move.";
                 }});
  commands_.add({"game.redo", "Redo", "Ctrl+Y", GLFW_KEY_Y, true, [this] { return game_.canRedo(); }, [this] {
                   game_.redo();
                   status_ = "Replayed a move.";
                 }});
  commands_.add({"app.quit", "Quit", "Ctrl+Q", GLFW_KEY_Q, true, nullptr, [this] { quit_ = true; }});
}

void Workbench::confirmDiscard(std::string question, std::function<void()> action) {
  if (game_.moves().empty() && game_.redoList().empty()) {
    action();
    return;
  }
  confirmQuestion_ = std::move(question);
  confirmAction_ = std::move(action);
  openConfirm_ = true;
}

void Workbench::startNewGame(int cols, int rows) {
  try {
    game_.newGame(cols, rows);
    settings_.boardCols = cols;
    settings_.boardRows = rows;
    persistSettings();
    status_ = "New " + std::to_string(cols) + "x" + std::to_string(rows) + " game: black to move.";
  } catch (const std::invalid_argument& e) {
    status_ = std::string("Board not changed: ") + e.what() + ".";
  }
}

void Workbench::jumpToMove(std::size_t count) {
  while (game_.moves().size() > count && game_.takeBack()) {
  }
  while (game_.moves().size() < count && game_.redo()) {
  }
}

void Workbench::onBoardClick(Cell c) {
  const std::string name = gomoku::cellName(c, game_.board().rows());
  switch (game_.play(c)) {
    case gomoku::PlayError::None:
      status_ = game_.over() ? std::string(gomoku::stoneName(game_.result().winner)) + " wins with " + name + "."
                             : std::string(gomoku::stoneName(game_.moves().back().stone)) + " played " + name + ".";
      break;
    case gomoku::PlayError::Occupied:
      status_ = name + " is already taken: the turn stays with " + std::string(gomoku::stoneName(game_.toMove())) + ".";
      break;
    case gomoku::PlayError::GameOver:
      status_ = "The game is over: take back (Ctrl+Z) or start a new game (Ctrl+N).";
      break;
    case gomoku::PlayError::OffBoard:
      break;
  }
}

void Workbench::persistSettings() {
  if (settingsFile_.empty()) return;
  std::string error;
  if (!saveSettings(settingsFile_, settings_, error)) status_ = "Settings not saved: " + error;
}

void Workbench::frame() {
  if (!ImGui::GetIO().WantCaptureKeyboard) commands_.handleKeys();

  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(vp->WorkPos);
  ImGui::SetNextWindowSize(vp->WorkSize);
  const ImGuiWindowFlags hostFlags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                     ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_MenuBar |
                                     ImGuiWindowFlags_NoBringToFrontOnFocus;
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(6 * uiScale_, 6 * uiScale_));
  ImGui::Begin("BoardLab", nullptr, hostFlags);
  ImGui::PopStyleVar();
  drawMenuBar();

  // Fixed proportions: the side panel takes a scaled width, the strip a few text lines.
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const float sideWidth = std::clamp(avail.x * 0.3f, 260.0f * uiScale_, 420.0f * uiScale_);
  const float stripHeight = ImGui::GetFrameHeightWithSpacing() * 2.0f + ImGui::GetTextLineHeightWithSpacing() * 2.0f;
  const float topHeight = std::max(100.0f, avail.y - stripHeight - ImGui::GetStyle().ItemSpacing.y);

  ImGui::BeginChild("canvas", ImVec2(avail.x - sideWidth - spacing, topHeight), true,
                    ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
  const BoardViewInput input =
      drawGomokuBoard(game_, {settings_.showCoordinates, settings_.showMoveNumbers}, geometry_);
  hovered_ = input.hovered;
  if (input.clicked) onBoardClick(*input.clicked);
  ImGui::EndChild();
  ImGui::SameLine();
  ImGui::BeginChild("side", ImVec2(sideWidth, topHeight), true);
  drawSidePanel();
  ImGui::EndChild();
  ImGui::BeginChild("timeline", ImVec2(0, 0), true, ImGuiWindowFlags_HorizontalScrollbar);
  drawHistoryStrip();
  ImGui::EndChild();
  drawConfirmPopup();
  ImGui::End();

  if (showMetrics_) ImGui::ShowMetricsWindow(&showMetrics_);
  if (showStackTool_) ImGui::ShowStackToolWindow(&showStackTool_);
  if (showAbout_) {
    ImGui::SetNextWindowPos(ImVec2(vp->WorkPos.x + vp->WorkSize.x * 0.5f, vp->WorkPos.y + vp->WorkSize.y * 0.4f),
                            ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
    if (ImGui::Begin("About BoardLab", &showAbout_, ImGuiWindowFlags_AlwaysAutoResize)) {
      ImGui::TextUnformatted("BoardLab: a workbench for the algorithms behind grid games.");
      ImGui::TextUnformatted("Gomoku win detection and lianliankan links, corrected and as published.");
      ImGui::Text("Dear ImGui %s", IMGUI_VERSION);
    }
    ImGui::End();
  }
}

void Workbench::drawMenuBar() {
  if (!ImGui::BeginMenuBar()) return;
  if (ImGui::BeginMenu("File")) {
    commands_.menuItem("game.new");
    ImGui::Separator();
    commands_.menuItem("app.quit");
    ImGui::EndMenu();
  }
  if (ImGui::BeginMenu("Game")) {
    commands_.menuItem("game.takeback");
    commands_.menuItem("game.redo");
    ImGui::EndMenu();
  }
  if (ImGui::BeginMenu("View")) {
    if (ImGui::MenuItem("Coordinates", nullptr, &settings_.showCoordinates)) persistSettings();
    if (ImGui::MenuItem("Move numbers", nullptr, &settings_.showMoveNumbers)) persistSettings();
    if (ImGui::BeginMenu("Scale")) {
      for (float s : {1.0f, 1.25f, 1.5f, 2.0f}) {
        const std::string label = std::to_string(static_cast<int>(s * 100)) + "%";
        if (ImGui::MenuItem(label.c_str(), nullptr, std::abs(uiScale_ - s) < 0.01f)) {
          scaleRequest_ = s;
          settings_.uiScale = s;
          persistSettings();
        }
      }
      if (ImGui::MenuItem("Follow the monitor", nullptr, settings_.uiScale == 0.0f)) {
        settings_.uiScale = 0.0f;
        scaleRequest_ = 0.0f;
        persistSettings();
      }
      ImGui::EndMenu();
    }
    ImGui::EndMenu();
  }
  if (ImGui::BeginMenu("Help")) {
    ImGui::MenuItem("Dear ImGui Metrics/Debugger", nullptr, &showMetrics_);
    ImGui::MenuItem("Dear ImGui Stack Tool", nullptr, &showStackTool_);
    ImGui::Separator();
    ImGui::MenuItem("About BoardLab", nullptr, &showAbout_);
    ImGui::EndMenu();
  }
  ImGui::EndMenuBar();
}

void Workbench::drawConfirmPopup() {
  if (openConfirm_) {
    ImGui::OpenPopup("Discard the game?");
    openConfirm_ = false;
  }
  if (ImGui::BeginPopupModal("Discard the game?", nullptr, ImGuiWindowFlags_AlwaysAutoResize)) {
    ImGui::TextUnformatted(confirmQuestion_.c_str());
    ImGui::Text("The current game (%zu moves) will be discarded.", game_.moves().size());
    if (ImGui::Button("Discard (Enter)") || ImGui::IsKeyPressed(GLFW_KEY_ENTER)) {
      if (confirmAction_) confirmAction_();
      confirmAction_ = nullptr;
      ImGui::CloseCurrentPopup();
    }
    ImGui::SameLine();
    if (ImGui::Button("Keep playing (Esc)") || ImGui::IsKeyPressed(GLFW_KEY_ESCAPE)) {
      confirmAction_ = nullptr;
      ImGui::CloseCurrentPopup();
    }
    ImGui::EndPopup();
  }
}

}  // namespace boardlab::ui
