// The side panel and the history strip of the workbench.

#include <algorithm>
#include <string>

#include <imgui.h>

#include "app/workbench/style.hpp"
#include "app/workbench/workbench.hpp"
#include "engine/gomoku/notation.hpp"

namespace boardlab::ui {

namespace {

void stoneSwatch(gomoku::Stone s) {
  const float r = ImGui::GetTextLineHeight() * 0.45f;
  const ImVec2 p = ImGui::GetCursorScreenPos();
  const ImVec2 c(p.x + r, p.y + ImGui::GetTextLineHeight() * 0.5f);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddCircleFilled(c, r, s == gomoku::Stone::Black ? palette().blackStone : palette().whiteStoneLight);
  dl->AddCircle(c, r, IM_COL32(160, 160, 160, 255));
  ImGui::Dummy(ImVec2(r * 2, ImGui::GetTextLineHeight()));
  ImGui::SameLine();
}

std::string sizeName(int cols, int rows) { return std::to_string(cols) + "x" + std::to_string(rows); }

}  // namespace

void Workbench::drawSidePanel() {
  const gomoku::Board& board = game_.board();
  ImGui::TextDisabled("GOMOKU  %s, %s rule", sizeName(board.cols(), board.rows()).c_str(),
                      std::string(gomoku::ruleName(game_.rule())).c_str());
  ImGui::Separator();
  if (game_.over()) {
    const gomoku::WinResult& r = game_.result();
    stoneSwatch(r.winner);
    ImGui::TextColored(ImVec4(0.35f, 0.85f, 0.45f, 1.0f), "%s wins: %s to %s",
                       std::string(gomoku::stoneName(r.winner)).c_str(),
                       gomoku::cellName(r.line.front(), board.rows()).c_str(),
                       gomoku::cellName(r.line.back(), board.rows()).c_str());
  } else {
    stoneSwatch(game_.toMove());
    ImGui::Text("%s to move", game_.toMove() == gomoku::Stone::Black ? "Black" : "White");
  }
  ImGui::Text("Move %zu", game_.moves().size());
  if (!game_.moves().empty()) {
    ImGui::SameLine();
    ImGui::TextDisabled("last: %s", gomoku::cellName(game_.moves().back().cell, board.rows()).c_str());
  }
  ImGui::TextDisabled("Point under the mouse: %s",
                      hovered_ ? gomoku::cellName(*hovered_, board.rows()).c_str() : "-");

  ImGui::Spacing();
  if (ImGui::CollapsingHeader("Game", ImGuiTreeNodeFlags_DefaultOpen)) {
    const float w = ImGui::GetContentRegionAvail().x;
    commands_.button("game.new", w);
    commands_.button("game.takeback", w);
    commands_.button("game.redo", w);
    int rule = game_.rule() == gomoku::Rule::Standard ? 1 : 0;
    ImGui::SetNextItemWidth(w * 0.6f);
    if (ImGui::Combo("Rule", &rule, "freestyle (5 or more)\0standard (exactly 5)\0")) {
      game_.setRule(rule == 1 ? gomoku::Rule::Standard : gomoku::Rule::Freestyle);
      status_ = std::string("Rule: ") + std::string(gomoku::ruleName(game_.rule())) + ".";
    }
  }
  if (ImGui::CollapsingHeader("Board size", ImGuiTreeNodeFlags_DefaultOpen)) {
    for (int n : {15, 19, 20}) {
      const bool current = board.cols() == n && board.rows() == n;
      if (ImGui::RadioButton(sizeName(n, n).c_str(), current) && !current)
        confirmDiscard("Switch to a " + sizeName(n, n) + " board?", [this, n] { startNewGame(n, n); });
      ImGui::SameLine();
    }
    ImGui::NewLine();
    const float half = ImGui::GetContentRegionAvail().x * 0.3f;
    ImGui::SetNextItemWidth(half);
    ImGui::InputInt("##cols", &customCols_, 1, 1);
    ImGui::SameLine();
    ImGui::TextUnformatted("x");
    ImGui::SameLine();
    ImGui::SetNextItemWidth(half);
    ImGui::InputInt("##rows", &customRows_, 1, 1);
    customCols_ = std::clamp(customCols_, gomoku::Board::kMinSize, gomoku::Board::kMaxSize);
    customRows_ = std::clamp(customRows_, gomoku::Board::kMinSize, gomoku::Board::kMaxSize);
    ImGui::SameLine();
    if (ImGui::Button("Custom")) {
      const int c = customCols_, r = customRows_;
      confirmDiscard("Switch to a " + sizeName(c, r) + " board?", [this, c, r] { startNewGame(c, r); });
    }
    ImGui::TextDisabled("Columns x rows, %d to %d.", gomoku::Board::kMinSize, gomoku::Board::kMaxSize);
  }
  if (ImGui::CollapsingHeader("Display", ImGuiTreeNodeFlags_DefaultOpen)) {
    if (ImGui::Checkbox("Coordinates", &settings_.showCoordinates)) persistSettings();
    if (ImGui::Checkbox("Move numbers", &settings_.showMoveNumbers)) persistSettings();
  }
}

void Workbench::drawHistoryStrip() {
  const auto& moves = game_.moves();
  const auto& redo = game_.redoList();
  const int rows = game_.board().rows();
  ImGui::TextDisabled("HISTORY");
  ImGui::SameLine();
  if (ImGui::SmallButton("Start")) jumpToMove(0);
  // Played moves, then the moves that redo would replay (dimmed); a click jumps to that move.
  const std::size_t total = moves.size() + redo.size();
  for (std::size_t i = 0; i < total; ++i) {
    const bool played = i < moves.size();
    const gomoku::Move& m = played ? moves[i] : redo[redo.size() - 1 - (i - moves.size())];
    const std::string label = std::to_string(i + 1) + "." + gomoku::cellName(m.cell, rows) + "##m" + std::to_string(i);
    ImGui::SameLine();
    const bool current = i + 1 == moves.size();
    if (current) ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.75f, 0.25f, 0.2f, 1.0f));
    if (!played) ImGui::PushStyleVar(ImGuiStyleVar_Alpha, 0.45f);
    if (ImGui::SmallButton(label.c_str())) jumpToMove(i + 1);
    if (!played) ImGui::PopStyleVar();
    if (current) ImGui::PopStyleColor();
  }
  ImGui::TextUnformatted(status_.empty() ? "Click a point to place a stone." : status_.c_str());
}

}  // namespace boardlab::ui
