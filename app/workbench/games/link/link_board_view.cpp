#include "app/workbench/games/link/link_board_view.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>
#include <utility>

#include "app/workbench/views/edge_labels.hpp"
#include "app/workbench/views/style.hpp"
#include "app/workbench/views/trace_overlay.hpp"

namespace boardlab::ui {

ImU32 faceColour(link::Face face) {
  // Okabe-Ito's colour-blind-safe hues, then lighter and darker companions; the glyph tells faces
  // apart where colours repeat.
  static constexpr std::array<ImU32, 12> kPalette{
      IM_COL32(230, 159, 0, 255),   IM_COL32(86, 180, 233, 255),  IM_COL32(0, 158, 115, 255),
      IM_COL32(240, 228, 66, 255),  IM_COL32(0, 114, 178, 255),   IM_COL32(213, 94, 0, 255),
      IM_COL32(204, 121, 167, 255), IM_COL32(170, 170, 170, 255), IM_COL32(140, 200, 90, 255),
      IM_COL32(160, 120, 220, 255), IM_COL32(250, 170, 150, 255), IM_COL32(120, 210, 200, 255)};
  int index = 0;
  if (face >= 'A' && face <= 'Z')
    index = face - 'A';
  else if (face >= 'a' && face <= 'z')
    index = 26 + face - 'a';
  else if (face >= '0' && face <= '9')
    index = 52 + face - '0';
  return kPalette[static_cast<std::size_t>(index) % kPalette.size()];
}

namespace {

// The ring and tag of A (the first tile chosen) and of B: the colours the legend gives the start and the
// tile to reach.
ImU32 selectionColour(std::size_t i) { return roleColour(i == 0 ? MarkRole::Origin : MarkRole::Target); }

// The cells a path or an overlay arrow runs through (corners and ends included): a tag there would hide it.
std::set<Cell> cellsUnderLines(const LinkViewOptions& options) {
  std::set<Cell> cells;
  const auto segment = [&](Cell from, Cell to) {
    const int dc = (to.col > from.col) - (to.col < from.col), dr = (to.row > from.row) - (to.row < from.row);
    if (dc != 0 && dr != 0) return;  // not a board line: no path or arrow of a link board is diagonal
    for (Cell c = from;; c = Cell{c.col + dc, c.row + dr}) {
      cells.insert(c);
      if (c == to) break;
    }
  };
  for (const LinkPathDrawing& p : options.paths)
    for (std::size_t i = 1; i < p.points.size(); ++i) segment(p.points[i - 1], p.points[i]);
  if (options.overlay)
    for (const Arrow& a : options.overlay->arrows) segment(a.from, a.to);
  return cells;
}

// The numbers around a link board at a pitch: half a cell past the ring (or the tiles' edge when there is none).
EdgeLabels linkEdgeLabels(float pitch, int cols, int rows, bool ring) {
  const EdgeLabelRule rule{0.36f, ring ? 1.5f : 0.5f,
                           [](float p, float size) { return p * 1.5f + std::min(p * 0.25f, size * 0.7f); }};
  const int extra = ring ? 1 : 0;
  std::vector<std::string> columns, rowNames;
  for (int c = -extra; c < cols + extra; ++c) columns.push_back(std::to_string(c));
  for (int r = -extra; r < rows + extra; ++r) rowNames.push_back(std::to_string(r));
  return edgeLabels(pitch, rule, columns, rowNames);
}

float pathWidth(const BoardGeometry& g) { return std::max(3.0f, g.pitch * 0.12f); }

// A path's legs as labels must keep off them: the line with its dark edge, and the dots at its corners.
void avoidPath(LabelPlacer& labels, const BoardGeometry& g, const LinkPathDrawing& p) {
  const float w = pathWidth(g);
  for (std::size_t i = 1; i < p.points.size(); ++i)
    labels.avoidLine({g.center(p.points[i - 1]), g.center(p.points[i]), w * 1.2f + 1.5f});
}

void drawPath(ImDrawList* dl, const BoardGeometry& g, const LinkPathDrawing& p) {
  if (p.points.size() < 2) return;
  const float w = pathWidth(g);
  std::vector<ImVec2> pts;
  for (Cell c : p.points) pts.push_back(g.center(c));
  // The line starts and ends at the tiles' edges, not their centres: it never crosses A's or B's face,
  // however short its first or last leg (one cell into the ring is the usual one). Only two neighbours
  // linked directly keep the whole short line, or nothing would show.
  const bool neighbours =
      pts.size() == 2 && std::abs(pts[1].x - pts[0].x) + std::abs(pts[1].y - pts[0].y) < g.pitch * 1.5f;
  const auto toEdge = [&](ImVec2& end, ImVec2 next) {
    const float dx = next.x - end.x, dy = next.y - end.y, length = std::sqrt(dx * dx + dy * dy);
    if (neighbours || length <= 0.0f) return;
    const float cut = g.pitch * 0.5f / length;
    end = ImVec2(end.x + dx * cut, end.y + dy * cut);
  };
  const ImVec2 secondToLast = pts[pts.size() - 2];
  toEdge(pts.front(), pts[1]);
  toEdge(pts.back(), secondToLast);
  dl->AddPolyline(pts.data(), static_cast<int>(pts.size()), IM_COL32(0, 0, 0, 140), 0, w + 3);
  dl->AddPolyline(pts.data(), static_cast<int>(pts.size()), p.colour, 0, w);
  for (std::size_t i = 1; i + 1 < pts.size(); ++i) dl->AddCircleFilled(pts[i], w * 1.2f, p.colour);
}

// The path's label ("U, 2 turns") beside the leg pathLabelPlaces chooses, or off the board with a leader.
void drawPathLabel(ImDrawList* dl, const BoardGeometry& g, const LinkPathDrawing& p, LabelPlacer& labels) {
  if (p.label.empty() || p.points.size() < 2) return;
  std::vector<ImVec2> pts;
  for (Cell c : p.points) pts.push_back(g.center(c));
  const ImVec2 ts = ImGui::CalcTextSize(p.label.c_str());
  const ImVec2 box(ts.x + 8, ts.y + 2);
  const std::vector<ImVec2> places = pathLabelPlaces(pts, box, pathWidth(g) * 1.2f + 1.5f);
  std::optional<PlacedLabel> at = labels.place(box, places, pathLabelCentre(pts));
  if (!at) {  // no room anywhere: beside its leg all the same, the path's name shows
    const ImVec2 lo(std::floor(places[0].x - box.x * 0.5f), std::floor(places[0].y - box.y * 0.5f));
    at = PlacedLabel{lo, ImVec2(lo.x + box.x, lo.y + box.y), std::nullopt};
    labels.take(at->lo, at->hi);
  }
  if (at->leaderFrom) drawLeader(dl, *at->leaderFrom, *at);
  dl->AddRectFilled(at->lo, at->hi, p.colour, 4.0f);
  dl->AddText(ImVec2(at->lo.x + 4, at->lo.y + 1), IM_COL32(0, 0, 0, 255), p.label.c_str());
}

}  // namespace

namespace {

// How a path's leg ranks for its label: any horizontal leg beats every vertical one; among legs of one kind,
// the longer wins.
std::pair<bool, float> legRank(const std::vector<ImVec2>& points, std::size_t i) {
  const float dx = std::abs(points[i].x - points[i - 1].x), dy = std::abs(points[i].y - points[i - 1].y);
  return {dy == 0.0f, dy == 0.0f ? dx : dy};
}

}  // namespace

std::vector<ImVec2> pathLabelPlaces(const std::vector<ImVec2>& points, ImVec2 box, float lineHalfWidth) {
  std::vector<ImVec2> out;
  std::vector<std::size_t> legs;
  for (std::size_t i = 1; i < points.size(); ++i) legs.push_back(i);
  std::stable_sort(legs.begin(), legs.end(),
                   [&](std::size_t a, std::size_t b) { return legRank(points, a) > legRank(points, b); });
  for (std::size_t i : legs) {
    const ImVec2 a = points[i - 1], b = points[i], mid((a.x + b.x) * 0.5f, (a.y + b.y) * 0.5f);
    if (a.y == b.y) {  // above the leg, then below it
      const float off = lineHalfWidth + 2 + box.y * 0.5f;
      out.push_back(ImVec2(mid.x, mid.y - off));
      out.push_back(ImVec2(mid.x, mid.y + off));
    } else {  // left of the leg, then right of it
      const float off = lineHalfWidth + 2 + box.x * 0.5f;
      out.push_back(ImVec2(mid.x - off, mid.y));
      out.push_back(ImVec2(mid.x + off, mid.y));
    }
  }
  return out;
}

BoardMargin linkMargin(int cols, int rows, bool ring, bool coordinates) {
  BoardMargin margin{kLinkMarginCells, {}};
  if (coordinates)
    margin.labelRoom = [cols, rows, ring](float pitch) { return linkEdgeLabels(pitch, cols, rows, ring).room; };
  return margin;
}

ImVec2 pathLabelCentre(const std::vector<ImVec2>& points) {
  if (points.size() < 2) return points.empty() ? ImVec2(0, 0) : points.front();
  std::size_t best = 1;
  for (std::size_t i = 2; i < points.size(); ++i)
    if (legRank(points, i) > legRank(points, best)) best = i;
  return ImVec2((points[best].x + points[best - 1].x) * 0.5f, (points[best].y + points[best - 1].y) * 0.5f);
}

BoardInput drawLinkBoard(const link::Board& board, const LinkViewOptions& options, BoardGeometry& g) {
  // The ring takes one cell on each side, plus half a cell of margin.
  const BoardCanvas canvas =
      placeBoardCanvas("linkboard", board.cols(), board.rows(),
                       linkMargin(board.cols(), board.rows(), board.border(), options.coordinates), g);
  const BoardInput& input = canvas.input;

  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->PushClipRect(canvas.min, canvas.max, true);
  const float half = g.pitch * 0.5f;
  // Level of detail: small tiles (big boards) skip rounding, shadows and, when tiny, the glyph.
  const bool detailed = g.pitch >= 20.0f;
  const float round = detailed ? 5.0f : 0.0f;
  // The frame: tile area and ring. The ring is faint and dashed-looking when paths may use it.
  const ImVec2 ringMin(g.origin.x - g.pitch - half, g.origin.y - g.pitch - half);
  const ImVec2 ringMax(g.origin.x + g.pitch * g.cols + half, g.origin.y + g.pitch * g.rows + half);
  const ImVec2 areaMin(g.origin.x - half, g.origin.y - half);
  const ImVec2 areaMax(g.origin.x + g.pitch * (g.cols - 1) + half, g.origin.y + g.pitch * (g.rows - 1) + half);
  if (board.border()) {
    dl->AddRectFilled(ringMin, ringMax, IM_COL32(50, 60, 70, 255), 6.0f);
    for (int c = -1; c <= g.cols; ++c)
      for (int r = -1; r <= g.rows; ++r)
        if (detailed && !board.contains({c, r})) {
          const ImVec2 p = g.center({c, r});
          dl->AddRect(ImVec2(p.x - half + 3, p.y - half + 3), ImVec2(p.x + half - 3, p.y + half - 3),
                      IM_COL32(110, 125, 140, 120), 3.0f);
        }
  }
  dl->AddRectFilled(areaMin, areaMax, IM_COL32(36, 42, 48, 255), 4.0f);
  dl->AddRect(areaMin, areaMax, board.border() ? IM_COL32(120, 130, 140, 255) : IM_COL32(200, 90, 60, 255), 4.0f, 0,
              board.border() ? 1.0f : 3.0f);

  const float glyph = std::max(ImGui::GetFontSize() * 0.6f, g.pitch * 0.55f);
  const bool glyphs = g.pitch >= 14.0f;  // below that the hover tooltip names the face
  // A tile: its card, its colour and its letter. `faceOnly` redraws the colour and the letter over the
  // overlay, for A and B: the arrows into them end at their edge instead of crossing their face.
  const auto drawTile = [&](Cell cell, bool faceOnly) {
    const link::Face f = board.at(cell);
    const ImVec2 p = g.center(cell);
    const ImVec2 lo(p.x - half + 2, p.y - half + 2), hi(p.x + half - 2, p.y + half - 2);
    if (f == link::kEmpty) {
      if (detailed && !faceOnly) dl->AddRect(lo, hi, IM_COL32(70, 78, 86, 255), 3.0f);
      return;
    }
    if (detailed) {
      if (!faceOnly) {
        dl->AddRectFilled(ImVec2(lo.x + 2, lo.y + 3), ImVec2(hi.x + 2, hi.y + 3), IM_COL32(0, 0, 0, 90), round);
        dl->AddRectFilled(lo, hi, IM_COL32(246, 240, 226, 255), round);
      }
      dl->AddRectFilled(ImVec2(lo.x + 3, lo.y + 3), ImVec2(hi.x - 3, hi.y - 3), faceColour(f), round - 1);
      if (!faceOnly) dl->AddRect(lo, hi, IM_COL32(60, 50, 40, 255), round, 0, 1.5f);
    } else {
      dl->AddRectFilled(lo, hi, faceColour(f));
    }
    if (!glyphs) return;
    const char text[2] = {f, '\0'};
    ImFont* font = fonts().big;
    const ImVec2 ts = font->CalcTextSizeA(glyph, FLT_MAX, 0, text);
    const ImVec2 at(std::floor(p.x - ts.x * 0.5f), std::floor(p.y - ts.y * 0.5f));
    if (detailed) dl->AddText(font, glyph, ImVec2(at.x + 1, at.y + 1), IM_COL32(255, 255, 255, 160), text);
    dl->AddText(font, glyph, at, IM_COL32(20, 20, 24, 255), text);
  };
  for (int r = 0; r < g.rows; ++r)
    for (int c = 0; c < g.cols; ++c) drawTile({c, r}, false);

  if (options.coordinates) {
    // 0-based numbers, columns along the top and bottom, rows down both sides, outside the ring: the
    // status line, the narration and the CLI name cells C,R the same way.
    const EdgeLabels labels = linkEdgeLabels(g.pitch, board.cols(), board.rows(), board.border());
    const std::pair<ImVec2, ImVec2> inside{ImVec2(canvas.min.x + 2, canvas.min.y + 2),
                                           ImVec2(canvas.max.x - 2, canvas.max.y - 2)};
    const ImU32 colour = palette().coordinate;
    // With the ring on, its cells are numbered too (-1 and cols, -1 and rows): the narration names them.
    const int ring = board.border() ? 1 : 0;
    for (int c = -ring; c < g.cols + ring; ++c) {
      if (!labels.drawsColumn(c)) continue;
      const std::string label = std::to_string(c);
      const float x = g.center({c, 0}).x;
      drawCentredText(dl, ImVec2(x, g.origin.y - labels.columnOffset), colour, label, labels.size, &inside);
      drawCentredText(dl, ImVec2(x, g.center({0, g.rows - 1}).y + labels.columnOffset), colour, label, labels.size,
                      &inside);
    }
    for (int r = -ring; r < g.rows + ring; ++r) {
      if (!labels.drawsRow(r)) continue;
      const std::string label = std::to_string(r);
      const float y = g.center({0, r}).y;
      drawCentredText(dl, ImVec2(g.origin.x - labels.rowOffset, y), colour, label, labels.size, &inside);
      drawCentredText(dl, ImVec2(g.center({g.cols - 1, 0}).x + labels.rowOffset, y), colour, label, labels.size,
                      &inside);
    }
  }

  // Every label on the board (a step's numbers and arrow labels, a path's name, the A/B tags) keeps off the
  // paths, off A's and B's faces and off the others.
  LabelPlacer labels(board.border() ? ringMin : areaMin, board.border() ? ringMax : areaMax, canvas.min, canvas.max);
  for (const LinkPathDrawing& p : options.paths) avoidPath(labels, g, p);
  for (Cell c : options.selected) {  // their faces, redrawn over the overlay below
    const ImVec2 p = g.center(c);
    labels.avoidBox(ImVec2(p.x - half + 3, p.y - half + 3), ImVec2(p.x + half - 3, p.y + half - 3));
  }
  if (options.overlay) {
    drawStepOverlay(*options.overlay, g, labels);
    // A's and B's faces over the overlay's arrows (its labels keep off them), under everything drawn next.
    for (Cell c : options.selected)
      if (board.contains(c)) drawTile(c, true);
  }
  const float ring = std::max(3.0f, g.pitch * 0.1f);
  for (Cell c : options.hinted) {
    const ImVec2 p = g.center(c);
    dl->AddRect(ImVec2(p.x - half, p.y - half), ImVec2(p.x + half, p.y + half), IM_COL32(255, 220, 0, 255), 6.0f, 0,
                ring);
  }
  for (std::size_t i = 0; i < options.selected.size(); ++i) {
    const ImVec2 p = g.center(options.selected[i]);
    dl->AddRect(ImVec2(p.x - half, p.y - half), ImVec2(p.x + half, p.y + half), selectionColour(i), 6.0f, 0, ring);
  }
  for (const LinkPathDrawing& p : options.paths) drawPath(dl, g, p);
  for (const LinkPathDrawing& p : options.paths) drawPathLabel(dl, g, p, labels);
  // The A/B tags, never on a tile (its face may be an A or a B, and a tag must not hide a face) nor on a
  // path or arrow (a U's legs rise from A and B: tags above them made the U read as a straight line): a
  // small tab of the ring's colour joined to the selection ring, on the first side (top, left, right,
  // bottom) whose neighbour holds no tile and no line, so it belongs to the ringed tile and covers
  // nothing but an empty cell. A tile with no such side takes it on its own top-left corner, off its
  // letter. Drawn after the rings and the paths so that neither a neighbour's frame nor a path through
  // the ring covers them.
  const std::set<Cell> underLines = cellsUnderLines(options);
  for (std::size_t i = 0; i < options.selected.size(); ++i) {
    const Cell cell = options.selected[i];
    const ImVec2 p = g.center(cell);
    const char* tag = i == 0 ? "A" : "B";
    const float size = boardTagSize(g.pitch);
    const ImVec2 ts = ImGui::GetFont()->CalcTextSizeA(size, FLT_MAX, 0.0f, tag);
    const ImVec2 tab(ts.x + 10, ts.y + 2);
    const auto free = [&](int dc, int dr) {
      const Cell n{cell.col + dc, cell.row + dr};
      return (!board.contains(n) || board.at(n) == link::kEmpty) && !underLines.contains(n);
    };
    // A tab on the first side whose neighbour holds no tile and no line; else on a corner of the tile itself,
    // off its letter, where no line runs (top-left first); else off the board with a leader; else top-left.
    const std::pair<std::pair<int, int>, ImVec2> sides[] = {
        {{0, -1}, ImVec2(p.x - tab.x * 0.5f, p.y - half - tab.y + 1)},
        {{-1, 0}, ImVec2(p.x - half - tab.x + 1, p.y - tab.y * 0.5f)},
        {{1, 0}, ImVec2(p.x + half - 1, p.y - tab.y * 0.5f)},
        {{0, 1}, ImVec2(p.x - tab.x * 0.5f, p.y + half - 1)}};
    std::vector<ImVec2> places;
    for (const auto& [side, lo] : sides)
      if (free(side.first, side.second)) places.push_back(ImVec2(lo.x + tab.x * 0.5f, lo.y + tab.y * 0.5f));
    std::optional<PlacedLabel> at = labels.placeBeside(tab, places);
    const float inset = half - 3;
    for (const ImVec2 corner :
         {ImVec2(p.x - inset, p.y - inset), ImVec2(p.x + inset - tab.x, p.y - inset),
          ImVec2(p.x - inset, p.y + inset - tab.y), ImVec2(p.x + inset - tab.x, p.y + inset - tab.y)})
      if (!at && labels.clearOfLinesAndLabels(corner, ImVec2(corner.x + tab.x, corner.y + tab.y))) {
        at = PlacedLabel{corner, ImVec2(corner.x + tab.x, corner.y + tab.y), std::nullopt};
        labels.take(at->lo, at->hi);
      }
    if (!at) at = labels.place(tab, {}, p);
    if (!at) {
      const ImVec2 corner(p.x - inset, p.y - inset);
      at = PlacedLabel{corner, ImVec2(corner.x + tab.x, corner.y + tab.y), std::nullopt};
      labels.take(at->lo, at->hi);
    }
    if (at->leaderFrom) drawLeader(dl, *at->leaderFrom, *at);
    dl->AddRectFilled(at->lo, at->hi, selectionColour(i), 4.0f);
    dl->AddText(ImGui::GetFont(), size, ImVec2(at->lo.x + 5, at->lo.y + 1), textColourOn(selectionColour(i)), tag);
  }
  if (options.breakpoints)
    for (Cell c : *options.breakpoints) {
      const ImVec2 p = g.center(c);
      const float dot = boardDotRadius(g.pitch);
      dl->AddCircleFilled(ImVec2(p.x - half + dot, p.y - half + dot), dot, IM_COL32(235, 30, 30, 255));
    }
  if (input.hovered) {
    const ImVec2 p = g.center(*input.hovered);
    dl->AddRect(ImVec2(p.x - half, p.y - half), ImVec2(p.x + half, p.y + half), IM_COL32(255, 255, 255, 120), 6.0f, 0,
                1.5f);
  }
  dl->PopClipRect();
  return input;
}

}  // namespace boardlab::ui
