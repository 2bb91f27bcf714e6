#include "app/workbench/style.hpp"

#include <filesystem>
#include <fstream>
#include <iterator>
#include <vector>

#include "app/workbench/ui_text.hpp"
#include "engine/i18n/i18n.hpp"

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

namespace {

constexpr const char* kChineseFontPath = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc";
constexpr int kChineseFace = 2;      // the .ttc holds JP, KR, SC, TC, HK, then the Mono faces in that order
constexpr int kChineseMonoFace = 7;  // Noto Sans Mono CJK SC

// The CJK file is 20 MB: read it once and share it between the fonts that merge it (the atlas must not
// free it, so it is kept here for the program's life).
const std::vector<char>& chineseFontData() {
  static const std::vector<char> data = [] {
    std::ifstream in(kChineseFontPath, std::ios::binary);
    return std::vector<char>(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  }();
  return data;
}

// Only the glyphs the catalogues use (a few hundred, not 20,000), so the atlas stays small at 200%.
const ImWchar* chineseGlyphs() {
  static ImVector<ImWchar> ranges;
  ranges.clear();
  ImFontGlyphRangesBuilder builder;
  builder.AddText(i18n::allChineseText().c_str());
  builder.BuildRanges(&ranges);
  return ranges.Data;
}

void mergeChinese(float size, int face, const ImWchar* glyphs) {
  const std::vector<char>& data = chineseFontData();
  ImFontConfig config;
  config.MergeMode = true;
  config.FontNo = face;
  config.FontDataOwnedByAtlas = false;
  config.OversampleH = 1;  // CJK glyphs are dense: horizontal oversampling would only triple the atlas
  // Noto's ideographs fill less of their em box than DejaVu's letters do: a little larger, they read as the
  // same size, and the small lift keeps them on DejaVu's baseline.
  config.GlyphOffset.y = size * 0.04f;
  ImGui::GetIO().Fonts->AddFontFromMemoryTTF(const_cast<char*>(data.data()), static_cast<int>(data.size()), size * 1.12f, &config, glyphs);
}

}  // namespace

bool chineseFontAvailable() {
  std::error_code ec;
  return std::filesystem::exists(kChineseFontPath, ec);
}

std::string chineseFontMissingNote() {
  return std::string("Chinese needs the font ") + kChineseFontPath +
         " (Debian package fonts-noto-cjk): install it with `apt-get install fonts-noto-cjk`. Showing English.";
}

void loadFonts(float scale, std::string& notice) {
  addUiCatalogue();  // its Chinese strings decide which glyphs to load
  ImGuiIO& io = ImGui::GetIO();
  io.Fonts->Clear();
  const float size = 16.0f * scale;
  const char* uiPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
  const char* monoPath = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf";
  const bool chinese = i18n::language() == i18n::Language::Chinese && chineseFontAvailable() && !chineseFontData().empty();
  const ImWchar* glyphs = chinese ? chineseGlyphs() : nullptr;
  std::error_code ec;
  Fonts& f = fonts();
  if (std::filesystem::exists(uiPath, ec) && std::filesystem::exists(monoPath, ec)) {
    f.ui = io.Fonts->AddFontFromFileTTF(uiPath, size);
    if (f.ui && chinese) mergeChinese(size, kChineseFace, glyphs);
    f.mono = io.Fonts->AddFontFromFileTTF(monoPath, size);
    if (f.mono && chinese) mergeChinese(size, kChineseMonoFace, glyphs);
    f.big = io.Fonts->AddFontFromFileTTF(uiPath, size * 3.0f);  // tile glyphs and board labels: no CJK needed
  } else {
    f.ui = f.mono = f.big = nullptr;
  }
  if (!f.ui || !f.mono) {
    notice = "DejaVu fonts not found (Debian package fonts-dejavu-core): using ImGui's built-in font.";
    ImFontConfig config;
    config.SizePixels = 13.0f * scale;
    f.ui = f.mono = f.big = io.Fonts->AddFontDefault(&config);
    if (chinese) mergeChinese(config.SizePixels, kChineseFace, glyphs);
  }
  io.FontDefault = f.ui;
  io.Fonts->Build();
}

}  // namespace boardlab::ui
