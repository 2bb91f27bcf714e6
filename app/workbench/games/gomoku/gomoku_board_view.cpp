#include "app/workbench/games/gomoku/gomoku_board_view.hpp"

#include <algorithm>
#include <cmath>
#include <string>
#include <utility>
#include <vector>

#include "app/workbench/views/edge_labels.hpp"
#include "app/workbench/views/style.hpp"
#include "app/workbench/views/trace_overlay.hpp"
#include "engine/gomoku/notation.hpp"

namespace boardlab::ui {

namespace {

// Star points as gomoku boards print them: 3 in from each corner (2 on small boards), the centre on
// odd boards, and the edge midpoints on boards of 19 and more.
std::vector<int> starLines(int n) {
  const int k = n >= 13 ? 3 : 2;
  std::vector<int> at{k, n - 1 - k};
  if (n % 2 == 1 && n >= 19) at.push_back(n / 2);
  return at;
}

void drawStone(ImDrawList* dl, ImVec2 c, float r, gomoku::Stone stone, ImU32 alphaMask = 0xFFFFFFFF) {
  const Palette& p = palette();
  const bool black = stone == gomoku::Stone::Black;
  const ImU32 base = (black ? p.blackStone : p.whiteStone) & alphaMask;
  const ImU32 light = (black ? p.blackStoneLight : p.whiteStoneLight) & alphaMask;
  dl->AddCircleFilled(ImVec2(c.x + r * 0.08f, c.y + r * 0.1f), r, IM_COL32(0, 0, 0, 60) & alphaMask);  // shadow
  dl->AddCircleFilled(c, r, base);
  // A soft highlight towards the top-left: concentric discs blending base into light.
  const ImVec2 hl(c.x - r * 0.3f, c.y - r * 0.3f);
  const int kLayers = std::clamp(static_cast<int>(r / 3.0f), 6, 16);  // enough layers that big stones show no bands
  const ImVec4 b = ImGui::ColorConvertU32ToFloat4(base), l = ImGui::ColorConvertU32ToFloat4(light);
  for (int i = 0; i < kLayers; ++i) {
    const float t = static_cast<float>(i + 1) / kLayers;
    const ImVec4 mix(b.x + (l.x - b.x) * t, b.y + (l.y - b.y) * t, b.z + (l.z - b.z) * t, b.w);
    const ImVec2 ctr(c.x + (hl.x - c.x) * t, c.y + (hl.y - c.y) * t);
    dl->AddCircleFilled(ctr, r * (1.0f - 0.75f * t), ImGui::ColorConvertFloat4ToU32(mix));
  }
  dl->AddCircle(c, r, p.stoneOutline & alphaMask, 0, 1.0f);
}

// The stone a click would place, under the pointer: visibly not a stone (a faint disc in a dashed ring of
// the other colour), so that a pointer resting on the board never reads as a move (a full white stone did).
void drawPreviewStone(ImDrawList* dl, ImVec2 c, float r, gomoku::Stone stone) {
  const bool black = stone == gomoku::Stone::Black;
  dl->AddCircleFilled(c, r, black ? palette().ghostBlack : palette().ghostWhite);
  const ImU32 ring = black ? IM_COL32(20, 20, 20, 220) : IM_COL32(250, 250, 250, 235);
  const float thickness = std::max(1.5f, r * 0.1f);
  constexpr int kDashes = 12;
  constexpr float kTau = 6.2831853f;
  for (int i = 0; i < kDashes; ++i) {
    const float a0 = kTau * static_cast<float>(i) / kDashes;
    dl->PathArcTo(c, r - thickness * 0.5f, a0, a0 + kTau / kDashes * 0.55f, 6);
    dl->PathStroke(ring, 0, thickness);
  }
}

constexpr float kWoodCells = 0.55f;  // the wood beyond the outer lines, in pitches
constexpr float kCanvasGap = 2.0f;   // between a label and the canvas's edge

// Letters above and below, numbers left and right, a quarter pitch past the wood's edge and a little out.
EdgeLabels coordinateLabels(float pitch, int cols, int rows, gomoku::CoordinateStyle style) {
  static constexpr EdgeLabelRule rule{0.42f, kWoodCells,
                                      [](float p, float size) { return p * (0.5f + kWoodCells * 0.5f) + size * 0.3f; }};
  std::vector<std::string> columns, rowNames;
  for (int c = 0; c < cols; ++c) columns.push_back(gomoku::columnLabel(c, style));
  for (int r = 0; r < rows; ++r) rowNames.push_back(gomoku::rowLabel(r, rows, style));
  return edgeLabels(pitch, rule, columns, rowNames);
}

}  // namespace

BoardMargin gomokuMargin(int cols, int rows, bool coordinates, gomoku::CoordinateStyle style) {
  BoardMargin margin{kGomokuMarginCells, {}};
  if (coordinates)
    margin.labelRoom = [cols, rows, style](float pitch) { return coordinateLabels(pitch, cols, rows, style).room; };
  return margin;
}

BoardInput drawGomokuBoard(const gomoku::Game& game, const BoardViewOptions& options, BoardGeometry& g) {
  using gomoku::Stone;
  const Palette& pal = palette();
  const gomoku::Board& board = game.board();
  // The margin on every side holds the coordinates; the board is centred in the canvas.
  const BoardCanvas canvas =
      placeBoardCanvas("board", board.cols(), board.rows(),
                       gomokuMargin(board.cols(), board.rows(), options.coordinates, options.coordinateStyle), g);
  const BoardInput& input = canvas.input;
  const float gridW = g.pitch * (g.cols - 1), gridH = g.pitch * (g.rows - 1);

  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->PushClipRect(canvas.min, canvas.max, true);
  const float pad = g.pitch * kWoodCells;
  const ImVec2 woodMin(g.origin.x - pad, g.origin.y - pad), woodMax(g.origin.x + gridW + pad, g.origin.y + gridH + pad);
  dl->AddRectFilled(woodMin, woodMax, pal.wood, g.pitch * 0.1f);
  dl->AddRect(woodMin, woodMax, pal.woodEdge, g.pitch * 0.1f, 0, 2.0f);

  const float line = std::max(1.0f, g.pitch / 28.0f) * (highContrast() ? 1.8f : 1.0f);  // projectors eat thin lines
  for (int c = 0; c < g.cols; ++c)
    dl->AddLine(g.center({c, 0}), g.center({c, g.rows - 1}), pal.gridLine, c == 0 || c == g.cols - 1 ? line * 2 : line);
  for (int r = 0; r < g.rows; ++r)
    dl->AddLine(g.center({0, r}), g.center({g.cols - 1, r}), pal.gridLine, r == 0 || r == g.rows - 1 ? line * 2 : line);
  for (int c : starLines(g.cols))
    for (int r : starLines(g.rows))
      dl->AddCircleFilled(g.center({c, r}), std::max(2.5f, g.pitch * 0.09f), pal.gridLine);
  if (g.cols % 2 == 1 && g.rows % 2 == 1)
    dl->AddCircleFilled(g.center({g.cols / 2, g.rows / 2}), std::max(2.5f, g.pitch * 0.09f), pal.gridLine);

  const EdgeLabels labels = coordinateLabels(g.pitch, g.cols, g.rows, options.coordinateStyle);
  const float labelSize = labels.size;
  if (options.coordinates) {
    const float gap = kCanvasGap;
    const std::pair<ImVec2, ImVec2> inside{ImVec2(canvas.min.x + gap, canvas.min.y + gap),
                                           ImVec2(canvas.max.x - gap, canvas.max.y - gap)};
    for (int c = 0; c < g.cols; ++c) {
      if (!labels.drawsColumn(c)) continue;
      const ImVec2 top = g.center({c, 0}), bottom = g.center({c, g.rows - 1});
      const std::string label = gomoku::columnLabel(c, options.coordinateStyle);
      drawCentredText(dl, ImVec2(top.x, top.y - labels.columnOffset), pal.coordinate, label, labelSize, &inside);
      drawCentredText(dl, ImVec2(bottom.x, bottom.y + labels.columnOffset), pal.coordinate, label, labelSize, &inside);
    }
    for (int r = 0; r < g.rows; ++r) {
      if (!labels.drawsRow(g.rows - 1 - r)) continue;  // counted from the bottom row, which is numbered 1
      const ImVec2 left = g.center({0, r}), right = g.center({g.cols - 1, r});
      const std::string label = gomoku::rowLabel(r, g.rows, options.coordinateStyle);
      drawCentredText(dl, ImVec2(left.x - labels.rowOffset, left.y), pal.coordinate, label, labelSize, &inside);
      drawCentredText(dl, ImVec2(right.x + labels.rowOffset, right.y), pal.coordinate, label, labelSize, &inside);
    }
  }

  if (options.heat) {
    const float half = g.pitch * 0.5f;
    const float size = std::max(ImGui::GetFontSize() * 0.7f, g.pitch * 0.3f);
    for (int r = 0; r < g.rows; ++r)
      for (int c = 0; c < g.cols; ++c) {
        const int h = (*options.heat)[static_cast<std::size_t>(r * g.cols + c)];
        if (h <= 0) continue;
        const ImVec2 p = g.center({c, r});
        const ImU32 tint =
            (options.heatColour & 0x00FFFFFF) | (static_cast<ImU32>(30 + 40 * std::min(h, 5)) << IM_COL32_A_SHIFT);
        dl->AddRectFilled(ImVec2(p.x - half, p.y - half), ImVec2(p.x + half, p.y + half), tint);
        if (h >= 2 && board.at({c, r}) == Stone::None)  // 1s everywhere would be noise: the tint shows them
          dl->AddText(ImGui::GetFont(), size, ImVec2(p.x - half + 2, p.y + half - size - 1), IM_COL32(60, 30, 0, 255),
                      std::to_string(h).c_str());
      }
  }

  if (options.forbidden) {
    // A small cross on each point black may not play: small enough to leave the grid readable.
    const float arm = g.pitch * 0.18f, w = std::max(2.0f, g.pitch * 0.07f);
    for (const gomoku::ForbiddenPoint& f : *options.forbidden) {
      const ImVec2 p = g.center(f.at);
      dl->AddLine(ImVec2(p.x - arm, p.y - arm), ImVec2(p.x + arm, p.y + arm), pal.forbidden, w);
      dl->AddLine(ImVec2(p.x - arm, p.y + arm), ImVec2(p.x + arm, p.y - arm), pal.forbidden, w);
    }
  }

  const float radius = g.pitch * 0.46f;
  for (int r = 0; r < g.rows; ++r)
    for (int c = 0; c < g.cols; ++c)
      if (const Stone s = board.at({c, r}); s != Stone::None) drawStone(dl, g.center({c, r}), radius, s);

  const auto& moves = game.moves();
  if (options.moveNumbers) {
    for (std::size_t i = 0; i < moves.size(); ++i) {
      const bool black = moves[i].stone == Stone::Black;
      drawCentredText(dl, g.center(moves[i].cell), black ? IM_COL32(240, 240, 240, 255) : IM_COL32(20, 20, 20, 255),
                      std::to_string(i + 1), std::min(labelSize, radius * 1.1f));
    }
  }
  if (!moves.empty()) {
    const ImVec2 c = g.center(moves.back().cell);
    if (options.moveNumbers) {
      dl->AddCircle(c, radius * 0.92f, pal.lastMove, 0, std::max(2.0f, g.pitch * 0.06f));
    } else {
      const float m = radius * 0.28f;
      dl->AddRectFilled(ImVec2(c.x - m, c.y - m), ImVec2(c.x + m, c.y + m), pal.lastMove);
    }
  }

  const std::vector<Cell>& run = options.highlight ? *options.highlight : game.result().line;
  if (!run.empty()) {
    const float w = std::max(3.0f, g.pitch * 0.12f);
    dl->AddLine(g.center(run.front()), g.center(run.back()), pal.winning, w);
    for (Cell c : run) dl->AddCircle(g.center(c), radius + w * 0.5f, pal.winning, 0, w);
  }
  if (options.overlay) drawStepOverlay(*options.overlay, g, options.overlayBars);
  if (options.breakpoints)
    for (Cell c : *options.breakpoints) {
      const ImVec2 p = g.center(c);
      const float dot = boardDotRadius(g.pitch);
      dl->AddCircleFilled(ImVec2(p.x - g.pitch * 0.5f + dot, p.y - g.pitch * 0.5f + dot), dot,
                          IM_COL32(235, 30, 30, 255));
      dl->AddCircle(ImVec2(p.x - g.pitch * 0.5f + dot, p.y - g.pitch * 0.5f + dot), dot, IM_COL32(255, 255, 255, 200),
                    0, 1.5f);
    }

  if (options.ghost && input.hovered && !game.over() && board.at(*input.hovered) == Stone::None)
    drawPreviewStone(dl, g.center(*input.hovered), radius, game.toMove());
  dl->PopClipRect();
  return input;
}

}  // namespace boardlab::ui
