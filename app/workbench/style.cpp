#include "app/workbench/style.hpp"

#include <filesystem>

namespace boardlab::ui {

namespace {
bool contrast = false;

Palette highContrastPalette() {
  Palette p;
  p.wood = IM_COL32(250, 226, 160, 255);
  p.woodEdge = IM_COL32(0, 0, 0, 255);
  p.gridLine = IM_COL32(0, 0, 0, 255);
  p.coordinate = IM_COL32(255, 255, 255, 255);
  p.blackStone = IM_COL32(0, 0, 0, 255);
  p.blackStoneLight = IM_COL32(60, 60, 60, 255);
  p.whiteStone = IM_COL32(255, 255, 255, 255);
  p.whiteStoneLight = IM_COL32(255, 255, 255, 255);
  p.stoneOutline = IM_COL32(0, 0, 0, 255);
  p.lastMove = IM_COL32(255, 0, 0, 255);
  return p;
}
}  // namespace

void setHighContrast(bool on) { contrast = on; }
bool highContrast() { return contrast; }

const Palette& palette() {
  static const Palette normal;
  static const Palette strong = highContrastPalette();
  return contrast ? strong : normal;
}

Fonts& fonts() {
  static Fonts f;
  return f;
}

namespace {
bool expandAll = false;
}

void setExpandAllSections(bool expand) { expandAll = expand; }

bool section(const char* label, bool defaultOpen) {
  if (expandAll) ImGui::SetNextItemOpen(true, ImGuiCond_Always);
  return ImGui::CollapsingHeader(label, defaultOpen ? ImGuiTreeNodeFlags_DefaultOpen : 0);
}

void applyStyle(float scale) {
  ImGuiStyle& style = ImGui::GetStyle();
  style = ImGuiStyle();
  ImGui::StyleColorsDark(&style);
  style.WindowRounding = 0.0f;
  style.ChildRounding = 3.0f;
  style.FrameRounding = 3.0f;
  style.GrabRounding = 3.0f;
  style.WindowBorderSize = 0.0f;
  style.ItemSpacing = ImVec2(8, 6);
  style.FramePadding = ImVec2(6, 4);
  style.Colors[ImGuiCol_WindowBg] = ImVec4(0.11f, 0.12f, 0.13f, 1.0f);
  style.Colors[ImGuiCol_ChildBg] = ImVec4(0.14f, 0.15f, 0.16f, 1.0f);
  style.ScaleAllSizes(scale);
}

void loadFonts(float scale, std::string& notice) {
  ImGuiIO& io = ImGui::GetIO();
  io.Fonts->Clear();
  const float size = 16.0f * scale;
  const char* uiPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
  const char* monoPath = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf";
  std::error_code ec;
  Fonts& f = fonts();
  if (std::filesystem::exists(uiPath, ec) && std::filesystem::exists(monoPath, ec)) {
    f.ui = io.Fonts->AddFontFromFileTTF(uiPath, size);
    f.mono = io.Fonts->AddFontFromFileTTF(monoPath, size);
    f.big = io.Fonts->AddFontFromFileTTF(uiPath, size * 3.0f);
  } else {
    f.ui = f.mono = f.big = nullptr;
  }
  if (!f.ui || !f.mono) {
    notice = "DejaVu fonts not found (Debian package fonts-dejavu-core): using ImGui's built-in font.";
    ImFontConfig config;
    config.SizePixels = 13.0f * scale;
    f.ui = f.mono = f.big = io.Fonts->AddFontDefault(&config);
  }
  io.FontDefault = f.ui;
  io.Fonts->Build();
}

}  // namespace boardlab::ui
