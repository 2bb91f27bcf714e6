// The workbench's settings file (app/workbench/shell/settings.cpp, which needs only the engine): any text gives
// settings within their ranges (a damaged line costs that line, with a notice naming it), and what is saved
// reads back to the same settings without a notice: programs, and the lines it keeps without understanding
// them (a newer BoardLab's keys, programs past the limit), included.

#include "app/workbench/shell/settings.hpp"
#include "engine/gomoku/board.hpp"
#include "tests/fuzz/fuzz_check.hpp"

using namespace boardlab;

namespace {

std::string describe(const ui::Settings& s) {
  char scale[32];
  std::snprintf(scale, sizeof scale, "%.9g", static_cast<double>(s.uiScale));
  std::string d = std::string("ui_scale ") + scale + " coords " + (s.showCoordinates ? "on" : "off") + " numbers " +
                  (s.showMoveNumbers ? "on" : "off") + " size " + std::to_string(s.boardCols) + "x" +
                  std::to_string(s.boardRows);
  d += " coordinates " + std::string(gomoku::coordinateStyleName(s.coordinateStyle)) + " language " +
       (s.language ? std::string(i18n::languageCode(*s.language)) : std::string("unset"));
  for (const std::string& f : s.recentFiles) d += "\n  recent '" + f + "'";
  for (const ui::ProgramEntry& p : s.programs) d += "\n  program '" + ui::programSettingValue(p) + "'";
  for (const std::string& k : s.keptLines) d += "\n  kept '" + k + "'";
  return d;
}

bool same(const ui::Settings& a, const ui::Settings& b) {
  return a.uiScale == b.uiScale && a.showCoordinates == b.showCoordinates && a.showMoveNumbers == b.showMoveNumbers &&
         a.boardCols == b.boardCols && a.boardRows == b.boardRows && a.recentFiles == b.recentFiles &&
         a.coordinateStyle == b.coordinateStyle && a.language == b.language && a.programs == b.programs &&
         a.keptLines == b.keptLines;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string notice;
  const ui::Settings s = ui::parseSettings(fuzz::asText(data, size), "settings.ini", notice);
  if (!notice.empty())
    FUZZ_CHECK(notice.rfind("Settings: skipped settings.ini:", 0) == 0, "a notice that names no line: " + notice);
  FUZZ_CHECK(s.uiScale == 0.0f || (s.uiScale >= 0.5f && s.uiScale <= 4.0f), describe(s));
  FUZZ_CHECK(s.boardCols >= gomoku::Board::kMinSize && s.boardCols <= gomoku::Board::kMaxSize, describe(s));
  FUZZ_CHECK(s.boardRows >= gomoku::Board::kMinSize && s.boardRows <= gomoku::Board::kMaxSize, describe(s));
  FUZZ_CHECK(s.recentFiles.size() <= ui::Settings::kMaxRecentFiles, describe(s));
  const std::string saved = ui::settingsText(s);
  std::string again;
  const ui::Settings back = ui::parseSettings(saved, "saved.ini", again);
  FUZZ_CHECK(again.empty(), "saved settings are refused: " + again + "\n" + saved);
  FUZZ_CHECK(same(back, s),
             "settings round trip differs:\n" + describe(s) + "\nbecame\n" + describe(back) + "\n" + saved);
  return 0;
}
