#include "app/workbench/programs/trace_sections.hpp"

#include <imgui.h>

#include "app/workbench/programs/programs_panel.hpp"
#include "app/workbench/views/style.hpp"
#include "app/workbench/views/trace_overlay.hpp"
#include "app/workbench/views/trace_panels.hpp"
#include "app/workbench/views/ui_text.hpp"
#include "engine/core/articles.hpp"

namespace boardlab::ui {

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

}  // namespace boardlab::ui
