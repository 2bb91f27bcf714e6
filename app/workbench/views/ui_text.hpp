#pragma once
// The workbench's words in the current language (engine/i18n/i18n.hpp has the mechanism: the English text
// is the key). tr() for text; trId() for labels that are also ImGui IDs (windows, headers, popups, tabs),
// so that what ImGui remembers about them (open, position) survives a language switch.

#include <span>
#include <string>
#include <vector>

#include "engine/i18n/i18n.hpp"

namespace boardlab::ui {

inline const char* tr(const char* english) { return i18n::trc(english); }
inline std::string tr(const std::string& english) { return std::string(i18n::tr(english)); }
// "<translated>###<english>": shown translated, identified by the English.
std::string trId(const char* english);
using i18n::text;

// The workbench's Chinese catalogues: the views' own (the finder, the file browser, the trace panels, the
// legend), and those each floor above and each game's view lists with addUiCatalogueSource (the shell in
// shell/workbench.cpp, the programs in programs/programs_panel.cpp, the games' views with their entries in
// games/game_views.cpp), so that this floor names none of theirs.
std::span<const i18n::Entry> viewsChinese();
// Lists a catalogue; `order` keeps them in one order whatever order the lists come in (the order decides
// which glyphs a font short of room keeps). Listing the same catalogue again does nothing.
void addUiCatalogueSource(int order, std::span<const i18n::Entry> (*catalogue)());
// Registers the views' catalogue and every one listed with the engine's catalogues (idempotent); loadFonts
// and the Workbench call it.
void addUiCatalogue();
// The catalogues listed, in their order (tests read them all).
std::vector<std::span<const i18n::Entry>> uiCatalogues();

}  // namespace boardlab::ui
