#include "app/workbench/views/system_fonts.hpp"

#include <fontconfig/fontconfig.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <map>
#include <mutex>

namespace boardlab::ui {

namespace {

std::string lower(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return s;
}

// fontconfig's best match for the family, kept only when it is that family (fontconfig always answers with
// something: DejaVu for a missing CJK font would draw every ideograph as a box).
std::optional<FontFile> fontconfigFont(const std::string& family, const std::string& language) {
  if (!FcInit()) return std::nullopt;  // a fresh configuration: FcFini below releases it
  FcPattern* pattern = FcPatternCreate();
  FcPatternAddString(pattern, FC_FAMILY, reinterpret_cast<const FcChar8*>(family.c_str()));
  if (!language.empty()) FcPatternAddString(pattern, FC_LANG, reinterpret_cast<const FcChar8*>(language.c_str()));
  FcConfigSubstitute(nullptr, pattern, FcMatchPattern);
  FcDefaultSubstitute(pattern);
  FcResult result = FcResultNoMatch;
  FcPattern* match = FcFontMatch(nullptr, pattern, &result);
  FcPatternDestroy(pattern);
  if (!match) {
    FcFini();
    return std::nullopt;
  }
  std::optional<FontFile> found;
  FcChar8* file = nullptr;
  int index = 0;
  // One of the font's family names (a font has several: "Noto Sans CJK SC", "Noto Sans CJK SC Regular")
  // is the one asked for, exactly: "DejaVu Sans Mono" is no answer to "DejaVu Sans".
  bool named = false;
  FcChar8* name = nullptr;
  for (int i = 0; !named && FcPatternGetString(match, FC_FAMILY, i, &name) == FcResultMatch; ++i)
    named = name && lower(reinterpret_cast<const char*>(name)) == lower(family);
  if (named && FcPatternGetString(match, FC_FILE, 0, &file) == FcResultMatch && file) {
    FcPatternGetInteger(match, FC_INDEX, 0, &index);
    found = FontFile{reinterpret_cast<const char*>(file), index};
  }
  FcPatternDestroy(match);
  // The configuration goes with the question: a few questions a run, each answer kept (systemFont), and
  // nothing of fontconfig's left allocated at exit (the sanitizer suite counts it as a leak).
  FcFini();
  return found;
}

}  // namespace

std::optional<FontFile> systemFont(const std::string& family, const std::string& language, const FontFile& debian) {
  static std::mutex mutex;
  static std::map<std::string, std::optional<FontFile>> known;
  const std::lock_guard lock(mutex);
  const std::string key = family + "|" + language;
  if (const auto it = known.find(key); it != known.end()) return it->second;
  std::optional<FontFile> font = fontconfigFont(family, language);
  std::error_code ec;
  if (!font && !debian.path.empty() && std::filesystem::is_regular_file(debian.path, ec)) font = debian;
  known.emplace(key, font);
  return font;
}

}  // namespace boardlab::ui
