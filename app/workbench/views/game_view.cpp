// What every game's view shares: the default of GameView::fileText and the move list's scrollbar.

#include "app/workbench/views/game_view.hpp"

#include <algorithm>

#include <imgui.h>

namespace boardlab::ui {

std::string GameView::fileText(const std::filesystem::path&, std::vector<std::string>&) const { return boardText(); }

float moveListScrollbarSize() { return std::max(4.0f, ImGui::GetFontSize() * 0.4f); }

}  // namespace boardlab::ui
