#pragma once
// Look and feel: the colours every view shares, and fonts and sizes for a UI scale.

#include <string>
#include <string_view>
#include <vector>

#include <imgui.h>

namespace boardlab::ui {

// Board and overlay colours (ImGui's packed ABGR).
struct Palette {
  ImU32 wood = IM_COL32(222, 184, 120, 255);
  ImU32 woodEdge = IM_COL32(160, 120, 70, 255);
  ImU32 gridLine = IM_COL32(60, 42, 20, 255);
  ImU32 coordinate = IM_COL32(235, 228, 210, 255);
  ImU32 blackStone = IM_COL32(22, 22, 24, 255);
  ImU32 blackStoneLight = IM_COL32(96, 98, 102, 255);
  ImU32 whiteStone = IM_COL32(214, 214, 210, 255);
  ImU32 whiteStoneLight = IM_COL32(252, 252, 250, 255);
  ImU32 stoneOutline = IM_COL32(40, 30, 20, 200);
  ImU32 lastMove = IM_COL32(230, 50, 40, 255);
  ImU32 winning = IM_COL32(40, 200, 90, 255);
  ImU32 forbidden = IM_COL32(210, 20, 140, 255);  // renju: the cross on black's forbidden points
  ImU32 ghostBlack = IM_COL32(20, 20, 20, 70);    // the hover preview's faint disc (drawPreviewStone)
  ImU32 ghostWhite = IM_COL32(250, 250, 250, 90);
};
// The palette in use: the normal one, or the high-contrast one of presenter mode (projectors wash out
// the wood and the thin lines).
const Palette& palette();
void setHighContrast(bool on);
bool highContrast();

// Small marks drawn on the board (step numbers on stones, the A/B tags, breakpoint dots): sized from the UI
// font, so they grow with View > Scale, and larger still in presenter mode (a projector at the back of a
// room), but never beyond what a cell of `pitch` pixels holds.
void setLargeBoardMarks(bool on);
float boardTagSize(float pitch);    // text height of a step number or an A/B tag
float boardDotRadius(float pitch);  // radius of a breakpoint dot
float arrowLabelSize(float pitch);  // text height of an arrow's label (a walk's count, a line's counters)
// Black or white, whichever reads on `background` (a tag's or a label's fill).
ImU32 textColourOn(ImU32 background);

// The fonts loaded for the current scale.
struct Fonts {
  ImFont* ui = nullptr;    // DejaVu Sans, the UI and board labels
  ImFont* mono = nullptr;  // DejaVu Sans Mono, code and logs
  ImFont* big = nullptr;   // DejaVu Sans at 3x: tile glyphs and labels drawn large stay crisp when scaled down
};
Fonts& fonts();

// A collapsible side-panel section. Open by default unless `defaultOpen` is false; every section opens
// when setExpandAllSections(true) (benchmarks measure the busiest frame that way).
bool section(const char* label, bool defaultOpen = true);
void setExpandAllSections(bool expand);

// Resets the style and scales every size by `scale` (ScaleAllSizes multiplies, so always from a fresh style).
void applyStyle(float scale);
// Text wrapped to the content region, as ImGui::TextWrapped, but breaking Chinese between characters
// (ImGui 1.86 breaks only at spaces, so a Chinese sentence would be one unbreakable word).
// `width` 0: the content region's (a tooltip, which sizes itself to its content, gives one).
void wrappedText(std::string_view text, float width = 0.0f);
// A combo box choosing one of `names` (not empty; `index` in range). True when the user changed it.
bool combo(const char* label, int& index, const std::vector<std::string>& names);
// wrappedText in the colour of a hint (ImGuiCol_TextDisabled), as ImGui::TextDisabled but wrapped.
void wrappedHint(std::string_view text);
// The first size of a floating window, `widthEm` x `heightEm` font heights (0: sized to its content), but
// never more than 90% x 85% of the main window: at 200% on a 1280x800 screen a window sized in font heights
// alone ran past the screen's edge, its close button out of reach.
ImVec2 fittedWindowSize(float widthEm, float heightEm);
// The middle of the item just drawn (screen coordinates): where a test clicks a button.
ImVec2 middleOfLastItem();
// The width of a button labelled `label` (its text and frame padding).
float buttonWidth(const char* label);
// ImGui::SameLine, or a new line when the next item, `nextWidth` wide, would not fit on this one: a row of
// buttons wraps in a narrow panel instead of running past its edge.
void sameLineIfItFits(float nextWidth);
// One line of text (no '\n') wrapped the same way, its continuation rows indented by `indent` pixels: a
// wrapped line of code stays under its own indentation instead of under the line numbers.
void hangingText(std::string_view text, float indent);
// The lines one paragraph (no '\n') breaks into at `width` pixels in the current font: at spaces, between
// Chinese characters, never with closing punctuation first or opening punctuation or a quote last; a word
// wider than the line is cut. Lines after the first are `indent` narrower.
std::vector<std::string_view> wrapLines(std::string_view paragraph, float width, float indent = 0.0f);

// Is the CJK font (Debian package fonts-noto-cjk) installed? Chinese is offered only when it is; the note
// says what to install.
bool chineseFontAvailable();
// Text whose glyphs the next font rebuild must hold besides the catalogues' (the lessons' Chinese text).
void addFontGlyphs(std::string_view utf8);
// Chinese the user typed (a lesson's title and text in the Save as a lesson dialog): the next rebuild
// holds its glyphs whatever the UI language, so the dialog shows what is typed.
void addTypedGlyphs(std::string_view utf8);
// The largest texture the renderer takes (GL_MAX_TEXTURE_SIZE): the font atlas stays within it, and Chinese
// characters past it show as U+FFFD with a notice (the platform sets it once it has a context; 8192 until then).
void setFontTextureLimit(int pixels);
// Does the UI font have a glyph for every character of `utf8`?
bool fontCovers(std::string_view utf8);
std::string chineseFontMissingNote();
// Rebuilds the font atlas for `scale` (16 px at 100%), with the Chinese glyphs the catalogues use merged
// in when the language is Chinese. Call between frames; the renderer must then
// recreate its font texture. When the Debian fonts are missing, falls back to ImGui's built-in font
// and says so in `notice`.
void loadFonts(float scale, std::string& notice);

// Draws `text` centred at `centre` in `size` pixels (labels and numbers on a board); `inside`, when given,
// is a box (min, max) the text is moved into. Every game's canvas draws its labels with it.
void drawCentredText(ImDrawList* dl, ImVec2 centre, ImU32 colour, const std::string& text, float size,
                     const std::pair<ImVec2, ImVec2>* inside = nullptr);

// The box drawCentredText centres `text` in at `size`, and the rows its glyphs' ink covers in that box
// (from the box's top): a label may be moved into the canvas until its ink, not its box, meets the board.
struct CentredTextExtent {
  ImVec2 box{0, 0};
  float inkTop = 0.0f, inkBottom = 0.0f;
};
CentredTextExtent centredTextExtent(const std::string& text, float size);

}  // namespace boardlab::ui
