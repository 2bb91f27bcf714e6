// The Help menu: the keys, a short "first steps" for a newcomer, About, and Dear ImGui's own tools in a
// Developer submenu.
#include <imgui.h>

#include "app/workbench/shell/workbench.hpp"
#include "app/workbench/views/style.hpp"
#include "app/workbench/views/ui_text.hpp"

namespace boardlab::ui {

void Workbench::drawHelpMenu() {
  if (!ImGui::BeginMenu(tr("Help"))) return;
  ImGui::MenuItem(tr("First steps"), nullptr, &showFirstSteps_);
  ImGui::MenuItem(tr("Keys"), nullptr, &showKeys_);
  ImGui::MenuItem(tr("About BoardLab"), nullptr, &showAbout_);
  ImGui::Separator();
  // Dear ImGui's own tools are for whoever works on BoardLab, not for a class: last, in a submenu.
  if (ImGui::BeginMenu(tr("Developer"))) {
    ImGui::MenuItem(tr("Dear ImGui Metrics/Debugger"), nullptr, &showMetrics_);
    ImGui::MenuItem(tr("Dear ImGui Stack Tool"), nullptr, &showStackTool_);
    ImGui::EndMenu();
  }
  ImGui::EndMenu();
}

namespace {

// A help window centred on the screen when it opens.
bool beginHelpWindow(const char* englishTitle, bool* open, float widthEm) {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(ImVec2(vp->WorkPos.x + vp->WorkSize.x * 0.5f, vp->WorkPos.y + vp->WorkSize.y * 0.45f),
                          ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
  if (widthEm > 0.0f) ImGui::SetNextWindowSize(fittedWindowSize(widthEm, 0.0f), ImGuiCond_Appearing);
  return ImGui::Begin(trId(englishTitle).c_str(), open, widthEm > 0.0f ? 0 : ImGuiWindowFlags_AlwaysAutoResize);
}

void keyRow(const char* keys, const char* action) {
  ImGui::TableNextRow();
  ImGui::TableNextColumn();
  ImGui::TextUnformatted(keys);
  ImGui::TableNextColumn();
  ImGui::TextUnformatted(action);
}

}  // namespace

void Workbench::drawHelpWindows() {
  if (showFirstSteps_) {
    if (beginHelpWindow("First steps", &showFirstSteps_, 34.0f)) {
      for (
          const char* step :
          {"1. The board shows a game in progress. The algorithm chosen under Analysis checks the last move for a five, "
           "one step at a time: the marks on the board, the code line and the watch panel follow each step.",
           "2. Step with the Left and Right arrow keys or the buttons under the board; Space plays the steps, "
           "Home and End jump to the first and the last.",
           "3. Shift+click a stone to analyse its move; choose another algorithm to see how it differs "
           "(Compare lists where two disagree).",
           "4. Click a point to play a move; Ctrl+Z takes it back. File > Open reads a board, PSQ or SGF file.",
           "5. Lessons opens ready-made scenes about the published defects, with their text beside the board. "
           "F11 (presenter mode) makes everything large for a class."}) {
        wrappedText(tr(step));
        ImGui::Spacing();
      }
    }
    ImGui::End();
  }
  if (showKeys_) {
    if (beginHelpWindow("Keys", &showKeys_, 0.0f) &&
        ImGui::BeginTable("keys", 2,
                          ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV | ImGuiTableFlags_SizingFixedFit)) {
      for (const Command& c : commands_.all())
        if (!c.shortcut.empty()) keyRow(c.shortcut.c_str(), tr(c.label.c_str()));
      keyRow(tr("Click"), tr("Play a move (edit mode: paint)"));
      keyRow(tr("Shift+click"), tr("Analyse the move of that stone (link: choose tiles A and B)"));
      keyRow(tr("Ctrl+click"), tr("Set or clear a breakpoint on that point"));
      keyRow("Esc", tr("Close the open menu"));  // a key name, the same in every language
      ImGui::EndTable();
    }
    ImGui::End();
  }
  if (showMetrics_) ImGui::ShowMetricsWindow(&showMetrics_);
  if (showStackTool_) ImGui::ShowStackToolWindow(&showStackTool_);
  if (showAbout_) {
    if (beginHelpWindow("About BoardLab", &showAbout_, 0.0f)) {
      ImGui::TextUnformatted(tr("BoardLab: a workbench for the algorithms behind grid games."));
      ImGui::TextUnformatted(tr("Gomoku win detection and lianliankan links, corrected and as published."));
      ImGui::Text("Dear ImGui %s", IMGUI_VERSION);
    }
    ImGui::End();
  }
}

}  // namespace boardlab::ui
