#include "app/workbench/games/gomoku/gomoku_settings.hpp"

#include <charconv>
#include <string>

#include "engine/gomoku/board.hpp"

namespace boardlab::ui {

namespace {

bool validStyle(std::string_view value) { return gomoku::parseCoordinateStyle(std::string(value)).has_value(); }

// A size of a new board: a whole number within the board's limits.
int parsedSize(std::string_view value) {
  int n = 0;
  const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), n);
  return ec == std::errc() && end == value.data() + value.size() && n >= gomoku::Board::kMinSize &&
                 n <= gomoku::Board::kMaxSize
             ? n
             : 0;
}
bool validSize(std::string_view value) { return parsedSize(value) > 0; }

const std::string kSizes = std::to_string(gomoku::Board::kMinSize) + " to " + std::to_string(gomoku::Board::kMaxSize);

const ViewSettingKey kKeys[] = {
    {"coordinates", "renju", "renju, piskvork0 or piskvork1", validStyle},
    {"board_cols", "15", kSizes, validSize},
    {"board_rows", "15", kSizes, validSize},
};

}  // namespace

std::span<const ViewSettingKey> gomokuSettingKeys() { return kKeys; }

gomoku::CoordinateStyle coordinateStyle(const ViewSettings& settings) {
  return gomoku::parseCoordinateStyle(settings.viewValue("coordinates")).value_or(gomoku::CoordinateStyle::Renju);
}

void setCoordinateStyle(ViewSettings& settings, gomoku::CoordinateStyle style) {
  settings.viewValues["coordinates"] = std::string(gomoku::coordinateStyleName(style));
}

std::pair<int, int> newBoardSize(const ViewSettings& settings) {
  const int cols = parsedSize(settings.viewValue("board_cols")), rows = parsedSize(settings.viewValue("board_rows"));
  return {cols > 0 ? cols : 15, rows > 0 ? rows : 15};
}

void setNewBoardSize(ViewSettings& settings, int cols, int rows) {
  settings.viewValues["board_cols"] = std::to_string(cols);
  settings.viewValues["board_rows"] = std::to_string(rows);
}

}  // namespace boardlab::ui
