// The View menu: what the board shows, the language, the scale and presenter mode.
#include <cmath>

#include <imgui.h>
#include <imgui_internal.h>  // the open-popup stack: 1.86 has no public call that closes one popup

#include "app/workbench/platform/keys.hpp"
#include "app/workbench/shell/workbench.hpp"
#include "app/workbench/views/style.hpp"
#include "app/workbench/views/ui_text.hpp"

namespace boardlab::ui {

void Workbench::setLanguage(i18n::Language language) {
  if (language == i18n::Language::Chinese && !chineseFontAvailable()) {
    status_ = chineseFontMissingNote();
    language = i18n::Language::English;
  }
  settings_.language = language;
  if (language == i18n::language()) {
    persistSettings();
    return;
  }
  i18n::setLanguage(language);
  // Narrations and listings are recorded in the language current at the time: record them again.
  for (const auto& v : views_) v->languageChanged();
  if (language == i18n::Language::Chinese) {
    addFontGlyphs(chineseLessonMenuText());
    if (lesson_) addTypedGlyphs(chineseOf(*lesson_));  // the open lesson now shows its Chinese
  }
  scaleRequest_ = uiScale_;  // the platform layer rebuilds the fonts (with or without the CJK glyphs)
  status_ = tr("Language: English.");
  // After the language's line, so that a save that failed (a full disk) is what the status line says.
  persistSettings();
}

// ImGui 1.86 closes popups with Esc only under keyboard navigation, which the workbench leaves off (its keys
// are its own commands): Esc closes the innermost open menu or popup here, a submenu before its menu.
// Modal dialogs are left alone: they answer Esc themselves (Cancel).
void Workbench::closeMenuOnEscape() {
  ImGuiContext& g = *ImGui::GetCurrentContext();
  if (!ImGui::IsKeyPressed(key::Escape, false) || g.OpenPopupStack.empty()) return;
  const ImGuiPopupData& top = g.OpenPopupStack.back();
  if (top.Window && (top.Window->Flags & ImGuiWindowFlags_Modal)) return;
  ImGui::ClosePopupToLevel(g.OpenPopupStack.Size - 1, true);
}

void Workbench::chooseScale(float scale) {
  // One scale, shown and kept whatever the mode: in presenter mode the choice is the scale presenter mode
  // enlarges, and the one leaving it returns to.
  if (presenter_) {
    scaleBeforePresenter_ = scale;
    scaleRequest_ = scale > 0.0f ? presenterScale(scale, presenterScreen()) : scale;
  } else {
    scaleRequest_ = scale;
  }
  settings_.uiScale = scale;
  scaleGivenForThisRun_ = false;
  persistSettings();
}

void Workbench::drawViewMenu() {
  if (!ImGui::BeginMenu(tr("View"))) return;
  if (ImGui::BeginMenu(tr("Coordinates"))) {
    if (ImGui::MenuItem(tr("Off"), nullptr, !settings_.showCoordinates)) {
      settings_.showCoordinates = false;
      persistSettings();
    }
    for (const auto& v : views_) v->drawMenuItems("View/Coordinates");  // how a game names its points
    ImGui::EndMenu();
  }
  if (ImGui::MenuItem(tr("Move numbers"), nullptr, &settings_.showMoveNumbers)) persistSettings();
  ImGui::MenuItem(tr("Legend"), nullptr, &showLegend_);
  drawViewMenuItems("View");
  commands_.menuItem("view.presenter");
  if (ImGui::BeginMenu(tr("Language"))) {
    for (i18n::Language l : {i18n::Language::English, i18n::Language::Chinese}) {
      const bool offered = l == i18n::Language::English || chineseFontAvailable();
      // Each language by its own name, when the fonts can draw it (in English they hold no CJK glyphs).
      const std::string name(i18n::languageName(l));
      const char* label = fontCovers(name) ? name.c_str() : "Chinese (Simplified)";
      if (ImGui::MenuItem(label, nullptr, i18n::language() == l, offered)) setLanguage(l);
      if (!offered && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
        ImGui::SetTooltip("%s", chineseFontMissingNote().c_str());
    }
    ImGui::EndMenu();
  }
  commands_.menuItem("view.sharebase");
  if (ImGui::BeginMenu(tr("Scale"))) {
    // One tick: following the monitor, or the scale chosen (--scale 1 ticked 100% and Follow the monitor both).
    const bool following = followsMonitor();
    for (float s : {1.0f, 1.25f, 1.5f, 2.0f}) {
      const std::string label = std::to_string(static_cast<int>(s * 100)) + "%";
      if (ImGui::MenuItem(label.c_str(), nullptr, !following && std::abs(chosenScale() - s) < 0.01f)) chooseScale(s);
    }
    if (ImGui::MenuItem(tr("Follow the monitor"), nullptr, following)) chooseScale(0.0f);
    ImGui::EndMenu();
  }
  ImGui::EndMenu();
}

}  // namespace boardlab::ui
