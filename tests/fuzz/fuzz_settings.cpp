// The workbench's settings file (app/workbench/shell/settings.cpp and the games' keys, which need only the
// engine): any text gives settings within their ranges (a damaged line costs that line, with a notice naming
// it), and what is saved reads back to the same settings: programs, and the lines it keeps without
// understanding them (a newer BoardLab's keys, programs past the limit, damaged lines), included. A damaged
// line is kept as it was, so it is named again, and only then is there a notice.

#include "app/workbench/games/gomoku/gomoku_settings.hpp"
#include "app/workbench/shell/settings.hpp"
#include "app/workbench/views/view_settings.hpp"
#include "engine/gomoku/board.hpp"
#include "tests/fuzz/fuzz_check.hpp"

using namespace boardlab;

namespace {

std::string describe(const ui::Settings& s) {
  char scale[32];
  std::snprintf(scale, sizeof scale, "%.9g", static_cast<double>(s.uiScale));
  std::string d = std::string("ui_scale ") + scale + " coords " + (s.showCoordinates ? "on" : "off") + " numbers " +
                  (s.showMoveNumbers ? "on" : "off");
  for (const ui::ViewSettingKey& key : ui::viewSettingKeys())
    d += " " + std::string(key.key) + " " + s.viewValue(key.key);
  d += " language " + (s.language ? std::string(i18n::languageCode(*s.language)) : std::string("unset"));
  for (const std::string& f : s.recentFiles) d += "\n  recent '" + f + "'";
  for (const ui::ProgramEntry& p : s.programs) d += "\n  program '" + ui::programSettingValue(p) + "'";
  for (const std::string& k : s.keptLines) d += "\n  kept '" + k + "'";
  return d;
}

bool same(const ui::Settings& a, const ui::Settings& b) {
  for (const ui::ViewSettingKey& key : ui::viewSettingKeys())
    if (a.viewValue(key.key) != b.viewValue(key.key)) return false;
  return a.uiScale == b.uiScale && a.showCoordinates == b.showCoordinates && a.showMoveNumbers == b.showMoveNumbers &&
         a.recentFiles == b.recentFiles && a.language == b.language && a.programs == b.programs &&
         a.keptLines == b.keptLines;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string notice;
  const ui::Settings s = ui::parseSettings(fuzz::asText(data, size), "settings.ini", notice);
  if (!notice.empty())
    FUZZ_CHECK(notice.rfind("Settings: skipped settings.ini:", 0) == 0, "a notice that names no line: " + notice);
  FUZZ_CHECK(s.uiScale == 0.0f || (s.uiScale >= 0.5f && s.uiScale <= 4.0f), describe(s));
  for (const ui::ViewSettingKey& key : ui::viewSettingKeys()) FUZZ_CHECK(key.valid(s.viewValue(key.key)), describe(s));
  const auto [cols, rows] = ui::newBoardSize(s);
  FUZZ_CHECK(cols >= gomoku::Board::kMinSize && cols <= gomoku::Board::kMaxSize, describe(s));
  FUZZ_CHECK(rows >= gomoku::Board::kMinSize && rows <= gomoku::Board::kMaxSize, describe(s));
  FUZZ_CHECK(s.recentFiles.size() <= ui::Settings::kMaxRecentFiles, describe(s));
  const std::string saved = ui::settingsText(s);
  std::string again;
  const ui::Settings back = ui::parseSettings(saved, "saved.ini", again);
  // Only the damaged lines kept as they were are refused again.
  FUZZ_CHECK(notice.empty() ? again.empty() : again.rfind("Settings: skipped saved.ini:", 0) == 0,
             "saved settings are refused: " + again + "\n" + saved);
  FUZZ_CHECK(same(back, s),
             "settings round trip differs:\n" + describe(s) + "\nbecame\n" + describe(back) + "\n" + saved);
  return 0;
}
