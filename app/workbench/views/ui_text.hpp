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
std::span<const i18n::Entry> workbenchChinese();   // the host window, the timeline, files, lessons, exports
std::span<const i18n::Entry> viewsChinese();       // the finder, the file browser, the trace panels, the legend
std::span<const i18n::Entry> helpChinese();        // the Help menu and its windows, the first screen
std::span<const i18n::Entry> programsChinese();    // the user's own programs
std::span<const i18n::Entry> gomokuViewChinese();  // the gomoku view (games/gomoku/zh_gomoku_view.cpp)
std::span<const i18n::Entry> linkViewChinese();    // the link view (games/link/zh_link_view.cpp)
// Registers all six with the engine's catalogues (idempotent); loadFonts and the Workbench call it.
void addUiCatalogue();

}  // namespace boardlab::ui
