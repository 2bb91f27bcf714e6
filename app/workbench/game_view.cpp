// The registered games and the pieces of the side panel every game's view draws the same way.

#include "app/workbench/game_view.hpp"

#include <algorithm>

#include <imgui.h>

#include "app/workbench/programs_panel.hpp"
#include "app/workbench/style.hpp"
#include "app/workbench/trace_overlay.hpp"
#include "app/workbench/trace_panels.hpp"
#include "app/workbench/ui_text.hpp"
#include "engine/core/articles.hpp"

namespace boardlab::ui {

namespace {

// A function-local list: views register from static initialisers in any order of translation units.
std::vector<GameViewEntry>& registry() {
  static std::vector<GameViewEntry> entries;
  return entries;
}

}  // namespace

std::string GameView::fileText(const std::filesystem::path&, std::vector<std::string>&) const { return boardText(); }

void registerGameView(GameViewEntry entry) {
  unregisterGameView(entry.name);
  registry().push_back(std::move(entry));
}

void unregisterGameView(const std::string& name) {
  std::erase_if(registry(), [&](const GameViewEntry& e) { return e.name == name; });
}

std::vector<GameViewEntry> registeredGameViews() {
  std::vector<GameViewEntry> entries = registry();
  std::stable_sort(entries.begin(), entries.end(), [](const GameViewEntry& a, const GameViewEntry& b) { return a.order < b.order; });
  return entries;
}

std::string articleLine(const std::string& algorithm) {
  const Article* article = articleOf(algorithm);
  return article ? text("As published: {0}", citation(*article)) : std::string();
}

namespace {

// An as-published variant names its source above its code: a teacher cites the article from the screen.
void drawArticleLine(const std::string& algorithm) {
  const std::string line = articleLine(algorithm);
  if (line.empty()) return;
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
  wrappedText(line);
  ImGui::PopStyleColor();
}

}  // namespace

void drawTraceSections(const std::vector<std::string>& listing, TraceCursor& cursor, ProgramsPanel& programs,
                       const std::string& algorithm) {
  if (section(trId("Code").c_str()) && !programs.drawCode(cursor, algorithm)) {
    drawArticleLine(algorithm);
    drawCodePanel(listing, cursor);
  }
  if (section(trId("Watch").c_str())) drawWatchPanel(cursor);
  if (section(trId("Log").c_str(), false)) drawLogPanel(cursor, ImGui::GetTextLineHeightWithSpacing() * 8);
  programs.drawLog(algorithm);  // the program's stderr
}

void drawPresenterTrace(const std::string& algorithm, const std::vector<std::string>& listing, TraceCursor& cursor,
                        const Trace& trace) {
  ImGui::Text("%s", algorithm.c_str());
  drawArticleLine(algorithm);
  drawCodePanel(listing, cursor);
  // The legend, here beside the board (never over its stones or labels): the audience cannot hover a mark.
  ImGui::Spacing();
  ImGui::Separator();
  ImGui::TextDisabled("%s", tr("Legend"));
  drawLegend(rolesUsed(trace));
  if (!cursor.breakpoints().empty()) drawLegendEntry(IM_COL32(235, 30, 30, 255), tr("breakpoint (F5 runs to it)"));
}

float moveListScrollbarSize() { return std::max(4.0f, ImGui::GetFontSize() * 0.4f); }

}  // namespace boardlab::ui
