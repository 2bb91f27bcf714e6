// The page's fonts (the web build's systemFont): there is no fontconfig in a browser, and no system to ask.
// The build packs the fonts into the page's files at the paths Debian keeps them (app/web/web.cmake), so
// the desktop's own fallback paths find them.
#include <filesystem>

#include "app/workbench/views/system_fonts.hpp"

namespace boardlab::ui {

std::optional<FontFile> systemFont(const std::string&, const std::string&, const FontFile& debian) {
  std::error_code ec;
  if (std::filesystem::is_regular_file(debian.path, ec)) return debian;
  return std::nullopt;
}

}  // namespace boardlab::ui
