// The page's fonts (the web build's systemFont): there is no fontconfig in a browser, and no system to ask.
// The build packs DejaVu at the paths Debian keeps it, so the desktop's own fallback paths find it, and the
// families it carries cut down (Chinese: app/web/web.cmake) in /share/boardlab/fonts/, named after the
// family without its spaces ("Noto Sans CJK SC": NotoSansCJKSC.otf).
#include <algorithm>
#include <filesystem>

#include "app/workbench/views/system_fonts.hpp"

namespace boardlab::ui {

std::optional<FontFile> systemFont(const std::string& family, const std::string&, const FontFile& debian) {
  std::error_code ec;
  if (std::filesystem::is_regular_file(debian.path, ec)) return debian;
  std::string name = family;
  name.erase(std::remove(name.begin(), name.end(), ' '), name.end());
  const std::string packed = "/share/boardlab/fonts/" + name + ".otf";
  if (std::filesystem::is_regular_file(packed, ec)) return FontFile{packed, 0};
  return std::nullopt;
}

}  // namespace boardlab::ui
