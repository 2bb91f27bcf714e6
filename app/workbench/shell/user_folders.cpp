#include "app/workbench/shell/user_folders.hpp"

#include <cstdlib>
#include <fstream>

namespace boardlab::ui {

namespace {

// The value of XDG_PICTURES_DIR in a user-dirs.dirs file (shell syntax: KEY="$HOME/Pictures"), "" if absent.
std::string picturesEntry(const std::filesystem::path& file, const std::string& home) {
  std::ifstream in(file);
  std::string line;
  const std::string key = "XDG_PICTURES_DIR=";
  while (std::getline(in, line)) {
    if (line.rfind(key, 0) != 0) continue;
    std::string value = line.substr(key.size());
    while (!value.empty() && (value.back() == '\r' || value.back() == ' ')) value.pop_back();
    if (value.size() >= 2 && value.front() == '"' && value.back() == '"') value = value.substr(1, value.size() - 2);
    if (value.rfind("$HOME", 0) == 0) {
      if (home.empty()) return "";
      value = home + value.substr(5);
    }
    return value;
  }
  return "";
}

}  // namespace

std::filesystem::path picturesFolderFor(const std::string& home, const std::filesystem::path& configHome) {
  std::error_code ec;
  if (!configHome.empty()) {
    const std::string pictures = picturesEntry(configHome / "user-dirs.dirs", home);
    // The spec lets the entry say "$HOME/" to mean "no pictures folder": that is just home.
    if (!pictures.empty() && std::filesystem::path(pictures).is_absolute() &&
        std::filesystem::is_directory(pictures, ec))
      return std::filesystem::path(pictures).lexically_normal();
  }
  if (!home.empty() && std::filesystem::is_directory(home, ec)) return home;
  return std::filesystem::current_path(ec);
}

std::filesystem::path picturesFolder() {
  const char* home = std::getenv("HOME");
  const std::string homeText = home ? home : "";
  const char* xdg = std::getenv("XDG_CONFIG_HOME");
  const std::filesystem::path config = xdg && *xdg        ? std::filesystem::path(xdg)
                                       : homeText.empty() ? std::filesystem::path()
                                                          : std::filesystem::path(homeText) / ".config";
  return picturesFolderFor(homeText, config);
}

std::filesystem::path userDataFolder() {
  if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg && *xdg) return std::filesystem::path(xdg) / "boardlab";
  if (const char* home = std::getenv("HOME"); home && *home)
    return std::filesystem::path(home) / ".local" / "share" / "boardlab";
  return std::filesystem::temp_directory_path() / "boardlab-data";
}

}  // namespace boardlab::ui
