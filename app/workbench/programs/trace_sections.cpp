#include "app/workbench/programs/trace_sections.hpp"

#include <imgui.h>

#include "app/workbench/programs/programs_panel.hpp"
#include "app/workbench/views/style.hpp"
#include "app/workbench/views/trace_panels.hpp"
#include "app/workbench/views/ui_text.hpp"

namespace boardlab::ui {

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

}  // namespace boardlab::ui
