#include "app/workbench/recovery.hpp"

#include <chrono>
#include <cstdlib>
#include <ctime>

#include "engine/core/atomic_file.hpp"
#include "engine/core/board_text.hpp"

namespace boardlab::ui {

std::filesystem::path Recovery::defaultFolder() {
  if (const char* xdg = std::getenv("XDG_STATE_HOME"); xdg && *xdg) return std::filesystem::path(xdg) / "boardlab";
  if (const char* home = std::getenv("HOME"); home && *home) return std::filesystem::path(home) / ".local" / "state" / "boardlab";
  return std::filesystem::temp_directory_path() / "boardlab-state";
}

std::optional<Recovery::Found> Recovery::find() const {
  std::error_code ec;
  if (!enabled() || !std::filesystem::exists(boardFile(), ec)) return std::nullopt;
  Found found;
  try {
    found.boardText = readTextFile(boardFile());
    if (std::filesystem::exists(originFile(), ec)) found.originalPath = readTextFile(originFile(), 4096);
  } catch (const BoardFileError&) {
    return std::nullopt;  // an unreadable copy is no copy: the start goes on
  }
  const auto written = std::filesystem::last_write_time(boardFile(), ec);
  if (!ec) {
    const auto system = std::chrono::time_point_cast<std::chrono::system_clock::duration>(
        written - std::filesystem::file_time_type::clock::now() + std::chrono::system_clock::now());
    const std::time_t t = std::chrono::system_clock::to_time_t(system);
    char text[32] = {};
    std::strftime(text, sizeof text, "%Y-%m-%d %H:%M", std::localtime(&t));
    found.when = text;
  }
  return found;
}

bool Recovery::keep(const std::string& boardText, const std::string& originalPath, std::string& error) {
  if (!enabled() || boardText == lastKept_) return true;
  std::error_code ec;
  std::filesystem::create_directories(folder_, ec);
  if (!writeFileAtomically(originFile(), originalPath, error) || !writeFileAtomically(boardFile(), boardText, error)) return false;
  lastKept_ = boardText;
  return true;
}

void Recovery::clear() {
  if (!enabled()) return;
  std::error_code ec;
  std::filesystem::remove(boardFile(), ec);
  std::filesystem::remove(originFile(), ec);
  lastKept_.clear();
}

}  // namespace boardlab::ui
