#include "app/workbench/views/style.hpp"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <imgui_internal.h>  // ImTextCharFromUtf8

#include "app/workbench/views/system_fonts.hpp"
#include "app/workbench/views/ui_text.hpp"
#include "engine/core/articles.hpp"
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

namespace {
bool largeMarks = false;
}

void setLargeBoardMarks(bool on) { largeMarks = on; }

float boardTagSize(float pitch) {
  const float wanted =
      std::max(ImGui::GetFontSize() * (largeMarks ? 1.0f : 0.85f), pitch * (largeMarks ? 0.42f : 0.34f));
  return std::min(wanted, pitch * 0.55f);
}

float arrowLabelSize(float pitch) {
  // Larger than a cell's number (it names a whole walk or line), still smaller than a stone: at 200% the
  // type alone would be taller than the stone it labels.
  return std::min(std::max(ImGui::GetFontSize(), pitch * 0.42f), pitch * 0.6f);
}

ImU32 textColourOn(ImU32 background) {
  const float r = static_cast<float>((background >> IM_COL32_R_SHIFT) & 0xFF),
              g = static_cast<float>((background >> IM_COL32_G_SHIFT) & 0xFF),
              b = static_cast<float>((background >> IM_COL32_B_SHIFT) & 0xFF);
  // Rec. 601 luma: white on the light layer and role colours (cyan, white, yellow) would not read.
  return 0.299f * r + 0.587f * g + 0.114f * b > 150.0f ? IM_COL32(20, 20, 24, 255) : IM_COL32(255, 255, 255, 255);
}

float boardDotRadius(float pitch) {
  const float wanted =
      std::max(ImGui::GetFontSize() * (largeMarks ? 0.4f : 0.3f), pitch * (largeMarks ? 0.16f : 0.12f));
  return std::min(wanted, pitch * 0.22f);
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

// Debian's fonts-noto-cjk: the .ttc holds JP, KR, SC, TC, HK, then the Mono faces in that order. Where
// fontconfig knows the fonts (system_fonts.hpp), its answer comes first.
constexpr const char* kChineseFontPath = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc";

std::optional<FontFile> chineseFont() { return systemFont("Noto Sans CJK SC", "zh-cn", {kChineseFontPath, 2}); }
// The monospace face must come from the same file (one mapping): another file's, the proportional face.
int chineseMonoFace() {
  const std::optional<FontFile> sans = chineseFont();
  const std::optional<FontFile> mono = systemFont("Noto Sans Mono CJK SC", "zh-cn", {kChineseFontPath, 7});
  return sans && mono && mono->path == sans->path ? mono->index : sans ? sans->index : 0;
}

// The CJK file is 20 MB: mapped rather than read into a buffer of our own (read byte by byte it cost every
// start of the workbench and of each UI test process 0.16 s, 0.6 s under AddressSanitizer). ImGui 1.86 copies
// the font data it is given when it does not own it, so each merge still reads the file once; the mapping is
// only read, never written. Kept for the program's life. Empty when the file cannot be opened.
std::string_view chineseFontData() {
  static const std::string_view data = []() -> std::string_view {
    const std::optional<FontFile> font = chineseFont();
    if (!font) return {};
    const int fd = ::open(font->path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return {};
    struct stat st {};
    void* mapped = MAP_FAILED;
    if (::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0)
      mapped = ::mmap(nullptr, static_cast<std::size_t>(st.st_size), PROT_READ, MAP_PRIVATE, fd, 0);
    ::close(fd);  // the mapping outlives the descriptor
    if (mapped == MAP_FAILED) return {};
    return {static_cast<const char*>(mapped), static_cast<std::size_t>(st.st_size)};
  }();
  return data;
}

std::string& extraGlyphText() {
  static std::string text;
  return text;
}

// Chinese the user typed or a lesson shows (addTypedGlyphs), each character with when it was last asked
// for: when the atlas cannot hold them all, the newest are kept.
struct TypedGlyphs {
  std::unordered_map<unsigned, std::uint64_t> lastAsked;
  std::uint64_t clock = 0;
};
TypedGlyphs& typedGlyphs() {
  static TypedGlyphs typed;
  return typed;
}

// The published articles' titles: cited in Chinese in either language (the Code panel, a lesson).
std::string articleTitles() {
  std::string titles;
  for (const Article& a : articles()) titles += a.title;
  return titles;
}

// The largest font texture the renderer takes (setFontTextureLimit), and ImGui's own width for a large atlas.
int textureLimit = 8192;
constexpr int kAtlasWidth = 4096;

// Glyphs wanted in order of need, each once: what must be there first, then what may be left out.
class GlyphList {
 public:
  void add(unsigned c) {
    if (c >= 0x80 && seen_.insert(c).second) order_.push_back(c);
  }
  void addText(std::string_view utf8) {
    const char* p = utf8.data();
    const char* end = p + utf8.size();
    while (p < end) {
      unsigned int c = 0;
      const int n = ImTextCharFromUtf8(&c, p, end);
      if (n <= 0) return;
      add(c);
      p += n;
    }
  }
  std::size_t size() const { return order_.size(); }
  // The first `count` as ImGui's ranges (ASCII comes from the Latin font the Chinese is merged into).
  const ImWchar* ranges(std::size_t count) {
    ImFontGlyphRangesBuilder builder;
    for (std::size_t i = 0; i < count && i < order_.size(); ++i) builder.AddChar(static_cast<ImWchar>(order_[i]));
    ranges_.clear();
    builder.BuildRanges(&ranges_);
    return ranges_.Data;
  }

 private:
  std::vector<unsigned> order_;
  std::unordered_set<unsigned> seen_;
  ImVector<ImWchar> ranges_;
};

// The catalogues' and articles' glyphs first (the UI needs them), then what was typed or shown, newest first,
// then the lessons' titles (the Lessons menu). In English only Chinese's own name ("简体中文", so the
// Language menu offers it by name), the articles' titles and what was typed or shown.
void wantedGlyphs(GlyphList& list, bool chinese) {
  list.addText(chinese ? i18n::allChineseText() : std::string(i18n::languageName(i18n::Language::Chinese)));
  list.addText(articleTitles());
  std::vector<std::pair<std::uint64_t, unsigned>> typed;
  for (const auto& [c, when] : typedGlyphs().lastAsked) typed.emplace_back(when, c);
  std::sort(typed.begin(), typed.end(), std::greater<>());
  for (const auto& [when, c] : typed) list.add(c);
  if (chinese) list.addText(extraGlyphText());
}

// How many Chinese glyphs fit in the font texture at `size` pixels, merged into `fonts` fonts: an ideograph
// fills its em box (drawn 1.12 times larger, plus ImGui's padding), and packing and the Latin fonts (the big
// one above all) take some 40% of the texture.
std::size_t glyphBudget(float size, int fonts) {
  const double cell = size * 1.12 + 2.0;
  const double room = 0.6 * std::min(kAtlasWidth, textureLimit) * static_cast<double>(textureLimit);
  return static_cast<std::size_t>(room / (cell * cell * std::max(1, fonts)));
}

void mergeChinese(float size, int face, const ImWchar* glyphs) {
  const std::string_view data = chineseFontData();
  ImFontConfig config;
  config.MergeMode = true;
  config.FontNo = face;
  config.FontDataOwnedByAtlas = false;
  config.OversampleH = 1;  // CJK glyphs are dense: horizontal oversampling would only triple the atlas
  // Noto's ideographs fill less of their em box than DejaVu's letters do: a little larger, they read as the
  // same size, and the small lift keeps them on DejaVu's baseline.
  config.GlyphOffset.y = size * 0.04f;
  ImGui::GetIO().Fonts->AddFontFromMemoryTTF(const_cast<char*>(data.data()), static_cast<int>(data.size()),
                                             size * 1.12f, &config, glyphs);
}

}  // namespace

namespace {

bool isCjk(unsigned c) { return i18n::isCjk(c); }  // one definition, with the templates' spacing rule
// Chinese typography keeps closing punctuation off the start of a line and opening marks off its end.
bool isClosing(unsigned c) {
  for (unsigned p : {0xFF0Cu, 0x3002u, 0x3001u, 0xFF1Au, 0xFF1Bu, 0xFF01u, 0xFF1Fu, 0xFF09u, 0x300Du, 0x300Fu, 0x201Du,
                     0x2019u, 0x300Bu, 0x3011u})
    if (c == p) return true;
  return c == ',' || c == '.' || c == ';' || c == ':' || c == ')' || c == '!' || c == '?';
}
bool isOpening(unsigned c) {
  for (unsigned p : {0xFF08u, 0x300Cu, 0x300Eu, 0x201Cu, 0x2018u, 0x300Au, 0x3010u})
    if (c == p) return true;
  return c == '(';
}

// A straight quote: opening or closing depends on its side, so a line never starts or ends at one that
// touches a word ("连连看" wrapped by ImGui left a line holding only the closing quote).
bool isQuote(unsigned c) { return c == '"' || c == '\''; }

bool onlySpaces(const char* from, const char* to) {
  return std::all_of(from, to, [](char c) { return c == ' '; });
}

// The character that starts at `at`, and the start of the one before it (UTF-8: skip continuation bytes).
unsigned charAt(const char* at, const char* end) {
  if (at >= end) return 0;
  unsigned c = 0;
  return ImTextCharFromUtf8(&c, at, end) > 0 ? c : 0;
}
const char* previousStart(const char* begin, const char* at) {
  do --at;
  while (at > begin && (static_cast<unsigned char>(*at) & 0xC0) == 0x80);
  return at;
}

// Where a line of [line, at) that must be cut before `at` ends: at `at`, or up to three characters earlier
// so that the next line does not start with closing punctuation or a quote and this one does not end with
// an opening mark or a quote.
const char* forcedBreak(const char* line, const char* at, const char* end) {
  const char* cut = at;
  for (int tries = 0; tries < 3; ++tries) {
    const char* before = previousStart(line, cut);
    if (before <= line) break;
    const unsigned next = charAt(cut, end), last = charAt(before, cut);
    if (!isClosing(next) && !isQuote(next) && !isOpening(last) && !isQuote(last)) break;
    cut = before;
  }
  return cut;
}

}  // namespace

std::vector<std::string_view> wrapLines(std::string_view paragraph, float width, float indent) {
  std::vector<std::string_view> lines;
  ImFont* font = ImGui::GetFont();
  const float scale = ImGui::GetFontSize() / font->FontSize;
  const char* begin = paragraph.data();
  const char* end = begin + paragraph.size();
  const char* line = begin;
  const char* lastBreak = nullptr;  // where the current line may end (exclusive)
  float lineWidth = 0.0f;
  unsigned prev = 0;
  const auto emit = [&](const char* from, const char* to) {
    lines.emplace_back(from, static_cast<std::size_t>(to - from));
    if (lines.size() == 1) width = std::max(width - indent, ImGui::GetFontSize());
  };
  for (const char* s = begin; s < end;) {
    unsigned int c = 0;
    const int n = ImTextCharFromUtf8(&c, s, end);
    if (n <= 0) break;
    // A line may begin after a space, or between two characters when either is Chinese, unless that
    // puts closing punctuation first or opening punctuation (or a quote) last; never after nothing but
    // spaces (an indented line's leading spaces are no line of their own).
    const bool breakBefore = s > line && c != ' ' && !onlySpaces(line, s) &&
                             (prev == ' ' || ((isCjk(c) || isCjk(prev)) && !isClosing(c) && !isOpening(prev) &&
                                              !isQuote(c) && !isQuote(prev)));
    if (breakBefore) lastBreak = s;
    const float advance = font->GetCharAdvance(static_cast<ImWchar>(c)) * scale;
    // A space may run past the edge (ImGui's wrapping lets it too): a word ending at the margin stays.
    const bool overflows = c != ' ' && lineWidth + advance > width;
    // A word wider than the line (a URL) is broken where the line ends rather than run past the panel,
    // a character or two earlier if that would start a line with a comma or end one with an opening mark.
    if (overflows && (!lastBreak || lastBreak <= line) && s > line && !onlySpaces(line, s))
      lastBreak = forcedBreak(line, s, end);
    if (overflows && lastBreak && lastBreak > line) {
      const char* lineEnd = lastBreak;
      while (lineEnd > line && lineEnd[-1] == ' ') --lineEnd;
      emit(line, lineEnd);
      line = lastBreak;
      while (line < end && *line == ' ') ++line;
      lastBreak = nullptr;
      lineWidth = ImGui::CalcTextSize(line, s).x;
    }
    lineWidth += advance;
    prev = c;
    s += n;
  }
  // The last line, unless it is only the spaces after the last word (never an empty line at the end).
  if (lines.empty() || !onlySpaces(line, end)) emit(line, end);
  return lines;
}

namespace {

// One paragraph (no '\n') drawn as wrapLines breaks it: lines after the first start `indent` further right
// (a hanging indent).
void wrapParagraph(std::string_view paragraph, float width, float indent = 0.0f) {
  const float startX = ImGui::GetCursorPosX();
  bool first = true;
  for (std::string_view line : wrapLines(paragraph, width, indent)) {
    if (!first) ImGui::SetCursorPosX(startX + indent);
    ImGui::TextUnformatted(line.data(), line.data() + line.size());
    first = false;
  }
}

}  // namespace

bool combo(const char* label, int& index, const std::vector<std::string>& names) {
  bool changed = false;
  if (ImGui::BeginCombo(label, names[static_cast<std::size_t>(index)].c_str())) {
    for (std::size_t i = 0; i < names.size(); ++i)
      if (ImGui::Selectable(names[i].c_str(), static_cast<int>(i) == index)) {
        index = static_cast<int>(i);
        changed = true;
      }
    ImGui::EndCombo();
  }
  return changed;
}

void wrappedText(std::string_view text, float width) {
  // Our own breaking in every language: ImGui's breaks English at punctuation too, so a Chinese title in
  // an English citation put ", author not named" at the start of a line.
  width = std::max(width > 0.0f ? width : ImGui::GetContentRegionAvail().x, ImGui::GetFontSize());
  ImGui::BeginGroup();  // every line starts where the first did, as after a SameLine()
  std::size_t start = 0;
  while (start <= text.size()) {
    const std::size_t stop = std::min(text.find('\n', start), text.size());
    wrapParagraph(text.substr(start, stop - start), width);
    start = stop + 1;
  }
  ImGui::EndGroup();
}

void wrappedHint(std::string_view text) {
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
  wrappedText(text);
  ImGui::PopStyleColor();
}

ImVec2 fittedWindowSize(float widthEm, float heightEm) {
  const ImVec2 room = ImGui::GetMainViewport()->WorkSize;
  const float em = ImGui::GetFontSize();
  return {std::min(widthEm * em, room.x * 0.9f), std::min(heightEm * em, room.y * 0.85f)};
}

ImVec2 middleOfLastItem() {
  const ImVec2 from = ImGui::GetItemRectMin(), to = ImGui::GetItemRectMax();
  return {(from.x + to.x) / 2, (from.y + to.y) / 2};
}

float buttonWidth(const char* label) {
  return ImGui::CalcTextSize(label, nullptr, true).x + ImGui::GetStyle().FramePadding.x * 2.0f;
}

void sameLineIfItFits(float nextWidth) {
  ImGui::SameLine();
  if (ImGui::GetContentRegionAvail().x < nextWidth) ImGui::NewLine();
}

void hangingText(std::string_view text, float indent) {
  const float width = std::max(ImGui::GetContentRegionAvail().x, ImGui::GetFontSize());
  ImGui::BeginGroup();
  wrapParagraph(text, width, indent);
  ImGui::EndGroup();
}

void addFontGlyphs(std::string_view utf8) {
  if (extraGlyphText().find(utf8) == std::string::npos) extraGlyphText().append(utf8);  // a switch back adds nothing
}

namespace {

// Calls `each(code point, its UTF-8 bytes)` for every character of `utf8` until it returns false.
template <class Each>
void forEachCharacter(std::string_view utf8, Each each) {
  const char* p = utf8.data();
  const char* end = p + utf8.size();
  while (p < end) {
    unsigned int c = 0;
    const int n = ImTextCharFromUtf8(&c, p, end);
    if (n <= 0 || !each(c, std::string_view(p, static_cast<std::size_t>(n)))) return;
    p += n;
  }
}

}  // namespace

void addTypedGlyphs(std::string_view utf8) {
  TypedGlyphs& typed = typedGlyphs();
  ++typed.clock;
  forEachCharacter(utf8, [&](unsigned c, std::string_view) {
    if (c >= 0x80) typed.lastAsked[c] = typed.clock;
    return true;
  });
}

void setFontTextureLimit(int pixels) { textureLimit = std::max(1024, pixels); }

bool fontCovers(std::string_view utf8) {
  const ImFont* font = fonts().ui;
  if (!font) return false;
  bool covered = true;
  forEachCharacter(utf8, [&](unsigned c, std::string_view) {
    covered = c < 0x80 || font->FindGlyphNoFallback(static_cast<ImWchar>(c));
    return covered;
  });
  return covered;
}

bool chineseFontAvailable() { return chineseFont().has_value(); }

std::string chineseFontMissingNote() {
  return std::string("Chinese needs the font ") + kChineseFontPath +
         " (Debian package fonts-noto-cjk): install it with `apt-get install fonts-noto-cjk`. Showing English.";
}

namespace {

// Latin, and U+FFFD: ImGui draws a character the atlas lacks with it (a visible sign, not a '?' that reads as
// text).
const ImWchar kLatinGlyphs[] = {0x0020, 0x00FF, 0xFFFD, 0xFFFD, 0};

// The atlas at `size` pixels with `glyphs` merged into the UI font (and into the monospace one when
// `chinese`); ImGui's built-in font when DejaVu is missing.
void buildAtlas(float size, const ImWchar* glyphs, bool chinese, std::string& notice) {
  ImGuiIO& io = ImGui::GetIO();
  io.Fonts->Clear();
  const std::optional<FontFile> ui = systemFont("DejaVu Sans", "", {"/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"});
  const std::optional<FontFile> mono =
      systemFont("DejaVu Sans Mono", "", {"/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"});
  Fonts& f = fonts();
  const int chineseFace = chineseFont() ? chineseFont()->index : 0;
  if (ui && mono) {
    ImFontConfig uiConfig, monoConfig;
    uiConfig.FontNo = ui->index;
    monoConfig.FontNo = mono->index;
    f.ui = io.Fonts->AddFontFromFileTTF(ui->path.c_str(), size, &uiConfig, kLatinGlyphs);
    if (f.ui && glyphs) mergeChinese(size, chineseFace, glyphs);
    f.mono = io.Fonts->AddFontFromFileTTF(mono->path.c_str(), size, &monoConfig, kLatinGlyphs);
    if (f.mono && glyphs && chinese) mergeChinese(size, chineseMonoFace(), glyphs);
    // Tile glyphs and board labels: no CJK needed.
    f.big = io.Fonts->AddFontFromFileTTF(ui->path.c_str(), size * 3.0f, &uiConfig);
  } else {
    f.ui = f.mono = f.big = nullptr;
  }
  if (!f.ui || !f.mono) {
    notice = "DejaVu fonts not found (Debian package fonts-dejavu-core): using ImGui's built-in font.";
    ImFontConfig config;
    config.SizePixels = 13.0f * size / 16.0f;
    f.ui = f.mono = f.big = io.Fonts->AddFontDefault(&config);
    if (glyphs) mergeChinese(config.SizePixels, chineseFace, glyphs);
  }
  io.FontDefault = f.ui;
  io.Fonts->Build();
}

}  // namespace

void loadFonts(float scale, std::string& notice) {
  addUiCatalogue();  // its Chinese strings decide which glyphs to load
  const float size = 16.0f * scale;
  const bool cjkFont = chineseFontAvailable() && !chineseFontData().empty();
  const bool chinese = i18n::language() == i18n::Language::Chinese && cjkFont;
  GlyphList wanted;
  if (cjkFont) wantedGlyphs(wanted, chinese);
  // Only the glyphs in use (some 600 for the UI, not the font's 20,000), and no more than the texture holds:
  // a larger atlas was a black window (and a gigabyte) at 400% with a lesson of 13,000 characters.
  std::size_t count = std::min(wanted.size(), glyphBudget(size, chinese ? 2 : 1));
  for (int attempt = 0;; ++attempt) {
    buildAtlas(size, count > 0 ? wanted.ranges(count) : nullptr, chinese, notice);
    const ImFontAtlas& atlas = *ImGui::GetIO().Fonts;
    if ((atlas.TexHeight <= textureLimit && atlas.TexWidth <= textureLimit) || count == 0 || attempt == 4) break;
    count /= 2;  // the estimate fell short: fewer, until the texture holds them
  }
  if (count < wanted.size())
    notice += std::string(notice.empty() ? "" : " ") +
              i18n::text(
                  "{0} of {1} Chinese characters do not fit in the font texture at this scale and show as � (a "
                  "smaller scale shows them).",
                  wanted.size() - count, wanted.size());
}

namespace {

// Large labels come from the big font scaled down, small ones from the UI font: both stay crisp.
ImFont* labelFont(float size) {
  return size > ImGui::GetFontSize() * 1.2f && fonts().big ? fonts().big : ImGui::GetFont();
}

}  // namespace

CentredTextExtent centredTextExtent(const std::string& text, float size) {
  ImFont* font = labelFont(size);
  CentredTextExtent e;
  e.box = font->CalcTextSizeA(size, FLT_MAX, 0.0f, text.c_str());
  const float scale = size / font->FontSize;
  e.inkTop = e.box.y;
  for (const char* s = text.c_str(); *s;) {
    unsigned int c = 0;
    s += ImTextCharFromUtf8(&c, s, nullptr);
    const ImFontGlyph* glyph = font->FindGlyph(static_cast<ImWchar>(c));
    if (!glyph || !glyph->Visible) continue;
    e.inkTop = std::min(e.inkTop, glyph->Y0 * scale);
    e.inkBottom = std::max(e.inkBottom, glyph->Y1 * scale);
  }
  if (e.inkTop > e.inkBottom) e.inkTop = e.inkBottom = e.box.y * 0.5f;  // no ink at all
  return e;
}

// `inside` (min, max), when given, is a box the text must stay in: in a tall canvas (presenter mode on a
// portrait-ish screen) the margin beside the board is narrower than a two-digit label.
void drawCentredText(ImDrawList* dl, ImVec2 centre, ImU32 colour, const std::string& text, float size,
                     const std::pair<ImVec2, ImVec2>* inside) {
  ImFont* font = labelFont(size);
  const ImVec2 ts = font->CalcTextSizeA(size, FLT_MAX, 0.0f, text.c_str());
  if (inside) {
    centre.x = std::clamp(centre.x, inside->first.x + ts.x * 0.5f,
                          std::max(inside->first.x + ts.x * 0.5f, inside->second.x - ts.x * 0.5f));
    centre.y = std::clamp(centre.y, inside->first.y + ts.y * 0.5f,
                          std::max(inside->first.y + ts.y * 0.5f, inside->second.y - ts.y * 0.5f));
  }
  dl->AddText(font, size, ImVec2(std::floor(centre.x - ts.x * 0.5f), std::floor(centre.y - ts.y * 0.5f)), colour,
              text.c_str());
}

}  // namespace boardlab::ui
