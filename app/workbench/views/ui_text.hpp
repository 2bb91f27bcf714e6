#pragma once
// The workbench's words in the current language (engine/i18n/i18n.hpp has the mechanism: the English text
// is the key). tr() for text; trId() for labels that are also ImGui IDs (windows, headers, popups, tabs),
// so that what ImGui remembers about them (open, position) survives a language switch.

#include <span>
#include <string>

#include "engine/i18n/i18n.hpp"

namespace boardlab::ui {

inline const char* tr(const char* english) { return i18n::trc(english); }
inline std::string tr(const std::string& english) { return std::string(i18n::tr(english)); }
// "<translated>###<english>": shown translated, identified by the English.
std::string trId(const char* english);
using i18n::text;

// The workbench's Chinese catalogues, one per group of views, registered by addUiCatalogue().
std::span<const i18n::Entry> workbenchChinese();  // the host window, gomoku panels, timeline, files, lessons
std::span<const i18n::Entry> viewsChinese();      // link workbench, finder, file browser, trace panels, legend
std::span<const i18n::Entry> helpChinese();       // the Help menu and its windows, the first screen
std::span<const i18n::Entry> programsChinese();   // the user's own programs
// Registers both with the engine's catalogues (idempotent); loadFonts and the Workbench call it.
void addUiCatalogue();

}  // namespace boardlab::ui
