// fuzz_settings is compiled without the workbench's views (no ImGui), so without the registered games that
// the workbench collects the settings lines from (games/game_views.cpp): the lines it reads are gomoku's,
// the one game with lines of its own.
#include "app/workbench/games/gomoku/gomoku_settings.hpp"
#include "app/workbench/views/view_settings.hpp"

namespace boardlab::ui {

std::span<const ViewSettingKey> viewSettingKeys() { return gomokuSettingKeys(); }

}  // namespace boardlab::ui
