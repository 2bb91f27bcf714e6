#pragma once
// Gomoku's settings in settings.ini: how points are named along the board (`coordinates=`) and the size of a
// new game (`board_cols=`, `board_rows=`). The shell keeps them as text by key (views/view_settings.hpp); these
// give them their type.

#include <span>
#include <utility>

#include "app/workbench/views/view_settings.hpp"
#include "engine/gomoku/coordinate_style.hpp"

namespace boardlab::ui {

std::span<const ViewSettingKey> gomokuSettingKeys();

gomoku::CoordinateStyle coordinateStyle(const ViewSettings& settings);
void setCoordinateStyle(ViewSettings& settings, gomoku::CoordinateStyle style);
// Columns and rows of a new game.
std::pair<int, int> newBoardSize(const ViewSettings& settings);
void setNewBoardSize(ViewSettings& settings, int cols, int rows);

}  // namespace boardlab::ui
