#include "app/workbench/views/trace_overlay.hpp"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "app/workbench/views/style.hpp"
#include "app/workbench/views/ui_text.hpp"

namespace boardlab::ui {

ImU32 roleColour(MarkRole role) {
  switch (role) {
    case MarkRole::Origin:
      return IM_COL32(40, 120, 255, 255);
    case MarkRole::Target:
      return IM_COL32(170, 80, 255, 255);
    case MarkRole::Counted:
      return IM_COL32(140, 210, 255, 255);  // sky blue: apart from the winning green
    case MarkRole::StoppedOpponent:
      return IM_COL32(230, 50, 50, 255);
    case MarkRole::StoppedEmpty:
      return IM_COL32(120, 120, 120, 255);
    case MarkRole::StoppedBound:
      return IM_COL32(255, 140, 0, 255);
    case MarkRole::Window:
      return IM_COL32(0, 200, 220, 255);
    case MarkRole::Skipped:
      return IM_COL32(90, 90, 100, 255);
    case MarkRole::Fault:
      return IM_COL32(255, 0, 200, 255);
    case MarkRole::Winning:
      return IM_COL32(0, 230, 60, 255);
    case MarkRole::Candidate:
      return IM_COL32(255, 235, 60, 255);
    case MarkRole::Blocked:
      return IM_COL32(140, 20, 60, 255);  // darker than a walk stopped on a tile
    case MarkRole::Reachable:
      return IM_COL32(235, 235, 235, 255);  // white: a second green beside the path found read as one
    case MarkRole::Frontier:
      return IM_COL32(220, 220, 220, 255);  // with a number, its cells take their turn layer's colour
    case MarkRole::Ray:
      return IM_COL32(100, 160, 200, 255);  // apart from the counted sky blue (a program may use both)
    case MarkRole::Band:
      return IM_COL32(255, 110, 200, 255);  // apart from the white of a reachable cell
    case MarkRole::Dead:
      return IM_COL32(20, 20, 20, 255);  // apart from blocked and skipped: lines:js shows all three
  }
  return IM_COL32_WHITE;
}

const char* roleDescription(MarkRole role) { return tr(roleKey(role)); }

const char* roleKey(MarkRole role) {
  switch (role) {
    case MarkRole::Origin:
      return "the placed stone / the start tile";
    case MarkRole::Target:
      return "the tile to reach";
    case MarkRole::Counted:
      return "same colour, counted";
    case MarkRole::StoppedOpponent:
      return "walk stopped: opponent stone or tile in the way";
    case MarkRole::StoppedEmpty:
      return "walk stopped: empty point";
    case MarkRole::StoppedBound:
      return "walk stopped: board edge or loop bound";
    case MarkRole::Window:
      return "the window or line being checked";
    case MarkRole::Skipped:
      return "skipped by a guard";
    case MarkRole::Fault:
      return "the published code would index out of its array";
    case MarkRole::Winning:
      return "the winning run / the path found";
    case MarkRole::Candidate:
      return "candidate being tried";
    case MarkRole::Blocked:
      return "tried: occupied or unreachable";
    case MarkRole::Reachable:
      return "tried: reachable";
    case MarkRole::Frontier:
      return "reached by the search";
    case MarkRole::Ray:
      return "empty ray from A or B";
    case MarkRole::Band:
      return "overlap band of the rays";
    case MarkRole::Dead:
      return "line marked dead (the published 6)";
  }
  return "";
}

namespace {

ImU32 withAlpha(ImU32 c, int alpha) { return (c & 0x00FFFFFF) | (static_cast<ImU32>(alpha) << IM_COL32_A_SHIFT); }

void drawArrow(ImDrawList* dl, ImVec2 a, ImVec2 b, ImU32 colour, float width) {
  dl->AddLine(a, b, colour, width);
  const float dx = b.x - a.x, dy = b.y - a.y, len = std::sqrt(dx * dx + dy * dy);
  if (len < 1.0f) return;
  const float ux = dx / len, uy = dy / len, head = width * 3.5f;
  dl->AddTriangleFilled(b, ImVec2(b.x - ux * head - uy * head * 0.6f, b.y - uy * head + ux * head * 0.6f),
                        ImVec2(b.x - ux * head + uy * head * 0.6f, b.y - uy * head - ux * head * 0.6f), colour);
}

// How wide drawArrows draws the i-th of a step's arrows.
float arrowWidth(const Step& step, std::size_t i, float line) {
  const bool many = step.arrows.size() > 1 && !step.arrows[0].label.empty();
  return many && i == 0 ? line * 2.2f : many ? line * 0.9f : line * 1.2f;
}

// The arrows of a step. With several (the line counters' lines through a point) the first is the decisive
// one (the engine puts it there): it is drawn last, on top and thick; the others thin and faded. A label sits
// just past the end of its arrow away from the analysed stone, else beside that end, never on the stone, on
// an arrow (its own or another's) or on another label. With no such place on the board the decisive line's
// label (or a lone arrow's) goes off the board with a leader line; another line's is left out (the Lines
// table lists every line: a dozen leaders across the board would hide what they point at).
void drawArrows(ImDrawList* dl, const Step& step, std::span<const Arrow> bars, const BoardGeometry& g, float line,
                LabelPlacer& labels) {
  for (const Arrow& a : bars) drawArrow(dl, g.center(a.from), g.center(a.to), roleColour(a.role), line * 1.2f);
  if (step.arrows.empty()) return;
  const float half = g.pitch * 0.5f;
  // Several labelled arrows: the first is the decisive line. Unlabelled bars (the dead lines) are all alike.
  const bool many = step.arrows.size() > 1 && !step.arrows[0].label.empty();
  std::optional<Cell> origin;
  for (const CellMark& m : step.marks)
    if (m.role == MarkRole::Origin) origin = m.cell;
  const auto dist2 = [](Cell a, Cell b) {
    return (a.col - b.col) * (a.col - b.col) + (a.row - b.row) * (a.row - b.row);
  };
  for (std::size_t i = step.arrows.size(); i-- > 0;) {
    const Arrow& a = step.arrows[i];
    const ImU32 col = roleColour(a.role);
    drawArrow(dl, g.center(a.from), g.center(a.to), many && i > 0 ? withAlpha(col, 150) : col,
              arrowWidth(step, i, line));
  }
  if (origin) {
    const ImVec2 c = g.center(*origin);
    labels.avoidBox(ImVec2(c.x - half + 2, c.y - half + 2),
                    ImVec2(c.x + half - 2, c.y + half - 2));  // a tab may touch it
  }
  const float size = arrowLabelSize(g.pitch);
  for (std::size_t i = 0; i < step.arrows.size(); ++i) {
    const Arrow& a = step.arrows[i];
    if (a.label.empty()) continue;
    // The end away from the analysed stone, and the direction on past it.
    const bool fromFar = origin && dist2(a.from, *origin) > dist2(a.to, *origin);
    const ImVec2 end = g.center(fromFar ? a.from : a.to), other = g.center(fromFar ? a.to : a.from);
    const float dx = end.x - other.x, dy = end.y - other.y, len = std::sqrt(dx * dx + dy * dy);
    const float ux = len > 1 ? dx / len : 1, uy = len > 1 ? dy / len : 0;
    const ImVec2 ts = ImGui::GetFont()->CalcTextSizeA(size, FLT_MAX, 0, a.label.c_str());
    const ImVec2 box(ts.x + 4, ts.y);
    // Just past the end cell's edge in the arrow's direction, then beside the end on either side, then a
    // little further out.
    const float reach = half * 1.1f + 0.5f * (std::abs(ux) * box.x + std::abs(uy) * box.y);
    const float aside = half + 2 + 0.5f * (std::abs(uy) * box.x + std::abs(ux) * box.y);
    const ImVec2 places[] = {
        ImVec2(end.x + ux * reach, end.y + uy * reach),
        ImVec2(end.x - uy * aside, end.y + ux * aside),
        ImVec2(end.x + uy * aside, end.y - ux * aside),
        ImVec2(end.x + ux * (reach + half), end.y + uy * (reach + half)),
        ImVec2(end.x + ux * (reach + half) - uy * aside, end.y + uy * (reach + half) + ux * aside),
        ImVec2(end.x + ux * (reach + half) + uy * aside, end.y + uy * (reach + half) - ux * aside)};
    std::optional<PlacedLabel> at = many && i > 0 ? labels.placeBeside(box, places) : labels.place(box, places, end);
    if (!at) {
      if (many && i > 0) continue;
      // The decisive line's label shows even on a board with no room left: where it always went.
      const ImVec2 lo(std::floor(places[0].x - box.x * 0.5f), std::floor(places[0].y - box.y * 0.5f));
      at = PlacedLabel{lo, ImVec2(lo.x + box.x, lo.y + box.y), std::nullopt};
      labels.take(at->lo, at->hi);
    }
    const ImU32 col = roleColour(a.role);
    if (at->leaderFrom) drawLeader(dl, *at->leaderFrom, *at);
    // The role's colour behind black or white text, whichever reads on it; on wood and on stones alike.
    dl->AddRectFilled(at->lo, at->hi, withAlpha(col, many && i > 0 ? 200 : 235), 3.0f);
    dl->AddRect(at->lo, at->hi, i == 0 && many ? IM_COL32(255, 255, 255, 230) : IM_COL32(0, 0, 0, 160), 3.0f, 0,
                i == 0 && many ? 2.0f : 1.0f);
    dl->AddText(ImGui::GetFont(), size, ImVec2(at->lo.x + 2, at->lo.y), textColourOn(col), a.label.c_str());
  }
}

}  // namespace

ImU32 layerColour(int turns) {
  // Apart from each other and from A's blue, B's purple and the path's green, which share the board.
  static constexpr ImU32 kLayers[] = {IM_COL32(0, 215, 215, 255), IM_COL32(255, 150, 50, 255),
                                      IM_COL32(255, 90, 140, 255), IM_COL32(170, 170, 170, 255)};
  return kLayers[std::clamp(turns, 0, 3)];
}

ImU32 markColour(const CellMark& m) {
  // A search's cells are coloured by their number (turns so far), so the layers read at a glance.
  if (m.role == MarkRole::Frontier && m.value >= 0) return layerColour(m.value);
  return roleColour(m.role);
}

void drawStepOverlay(const Step& step, const BoardGeometry& g, LabelPlacer& labels, std::span<const Arrow> bars) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float half = g.pitch * 0.5f;
  const float line = std::max(2.0f, g.pitch * 0.07f);
  // Every arrow is known before any number or label is placed, so none of them lands on one.
  for (const Arrow& a : bars) labels.avoidArrow(g.center(a.from), g.center(a.to), line * 1.2f);
  for (std::size_t i = 0; i < step.arrows.size(); ++i)
    labels.avoidArrow(g.center(step.arrows[i].from), g.center(step.arrows[i].to), arrowWidth(step, i, line));
  for (const CellMark& m : step.marks) {
    const ImVec2 c = g.center(m.cell);
    const ImU32 col = markColour(m);
    const ImVec2 lo(c.x - half + 1, c.y - half + 1), hi(c.x + half - 1, c.y + half - 1);
    switch (m.role) {
      case MarkRole::Band:
      case MarkRole::Window:
      case MarkRole::Ray:
        dl->AddRectFilled(lo, hi, withAlpha(col, 70));
        break;
      case MarkRole::Skipped:
        dl->AddLine(lo, hi, col, line);
        dl->AddLine(ImVec2(lo.x, hi.y), ImVec2(hi.x, lo.y), col, line);
        break;
      case MarkRole::Fault:
        dl->AddRectFilled(lo, hi, withAlpha(col, 110));
        dl->AddRect(lo, hi, col, 0, 0, line);
        break;
      default:
        dl->AddRect(lo, hi, col, g.pitch * 0.12f, 0, line);
        break;
    }
    if (m.value >= 0) {
      // In the cell's top-right corner, else another corner clear of the lines through the cell (a path's
      // legs meet at a corner cell); inside the cell it names whatever the room.
      const std::string text = std::to_string(m.value);
      const float size = boardTagSize(g.pitch);
      const ImVec2 ts = ImGui::GetFont()->CalcTextSizeA(size, FLT_MAX, 0, text.c_str());
      const ImVec2 box(ts.x + 1, ts.y);
      const float left = lo.x + box.x * 0.5f, right = hi.x - box.x * 0.5f, top = lo.y + box.y * 0.5f,
                  bottom = hi.y - box.y * 0.5f;
      const ImVec2 corners[] = {ImVec2(right, top), ImVec2(left, top), ImVec2(right, bottom), ImVec2(left, bottom)};
      ImVec2 at(hi.x - box.x, lo.y);
      for (ImVec2 corner : corners) {
        const ImVec2 cornerLo(std::floor(corner.x - box.x * 0.5f), std::floor(corner.y - box.y * 0.5f));
        if (labels.free(cornerLo, ImVec2(cornerLo.x + box.x, cornerLo.y + box.y))) {
          at = cornerLo;
          break;
        }
      }
      labels.take(at, ImVec2(at.x + box.x, at.y + box.y));
      dl->AddRectFilled(at, ImVec2(at.x + box.x, at.y + box.y), withAlpha(col, 230));
      dl->AddText(ImGui::GetFont(), size, at, textColourOn(col), text.c_str());
    }
  }
  drawArrows(dl, step, bars, g, line, labels);
}

void drawStepOverlay(const Step& step, const BoardGeometry& g, std::span<const Arrow> bars) {
  const float half = g.pitch * 0.5f;
  const ImVec2 clipLo = ImGui::GetWindowDrawList()->GetClipRectMin(),
               clipHi = ImGui::GetWindowDrawList()->GetClipRectMax();
  LabelPlacer labels(ImVec2(g.origin.x - half, g.origin.y - half),
                     ImVec2(g.origin.x + g.pitch * static_cast<float>(g.cols - 1) + half,
                            g.origin.y + g.pitch * static_cast<float>(g.rows - 1) + half),
                     clipLo, clipHi);
  drawStepOverlay(step, g, labels, bars);
}

void drawLeader(ImDrawList* dl, ImVec2 from, const PlacedLabel& label) {
  const ImVec2 to(std::clamp(from.x, label.lo.x, label.hi.x), std::clamp(from.y, label.lo.y, label.hi.y));
  dl->AddLine(from, to, IM_COL32(0, 0, 0, 200), 3.0f);
  dl->AddLine(from, to, IM_COL32(255, 255, 255, 230), 1.5f);
  dl->AddCircleFilled(from, 3.0f, IM_COL32(255, 255, 255, 230));
}

void describeMarksAt(const Step& step, Cell c) {
  for (const CellMark& m : step.marks) {
    if (m.cell != c) continue;
    if (m.value >= 0)
      ImGui::BulletText("%s: %d", tr(std::string(markRoleName(m.role))).c_str(), m.value);
    else
      ImGui::BulletText("%s", tr(std::string(markRoleName(m.role))).c_str());
  }
}

namespace {

// What a role means on this kind of board: A and B are tiles, a path is found rather than won.
const char* roleKeyOn(MarkRole role, LegendBoard board) {
  if (board == LegendBoard::Tiles) {
    switch (role) {
      case MarkRole::Origin:
        return "A, the tile the search starts from";
      case MarkRole::Target:
        return "B, the tile to reach";
      case MarkRole::StoppedOpponent:
        return "walk stopped: a tile in the way";
      case MarkRole::Winning:
        return "the path found";
      default:
        break;
    }
  } else {
    switch (role) {
      case MarkRole::Origin:
        return "the stone analysed";
      case MarkRole::StoppedOpponent:
        return "walk stopped: opponent stone";
      case MarkRole::Winning:
        return "the winning run";
      default:
        break;
    }
  }
  return roleKey(role);
}

}  // namespace

std::vector<LegendEntry> legendEntries(const Trace& trace, LegendBoard board) {
  std::set<MarkRole> roles;
  std::set<int> layers;        // the turn numbers a search's cells carry, each drawn in its own colour
  bool plainFrontier = false;  // a search mark or arrow with no number (a program's): drawn in the role's grey
  for (const Step& s : trace.steps) {
    for (const CellMark& m : s.marks) {
      if (m.role == MarkRole::Frontier && m.value >= 0)
        layers.insert(std::min(m.value, 3));
      else
        roles.insert(m.role);
      plainFrontier = plainFrontier || (m.role == MarkRole::Frontier && m.value < 0);
    }
    for (const Arrow& a : s.arrows) {
      roles.insert(a.role);
      plainFrontier = plainFrontier || a.role == MarkRole::Frontier;
    }
  }
  std::vector<LegendEntry> out;
  for (MarkRole r : roles) {
    if (r == MarkRole::Frontier && !plainFrontier) continue;  // only numbered cells: their layers say it
    out.push_back({roleColour(r), tr(roleKeyOn(r, board))});
  }
  for (int t : layers)
    out.push_back({layerColour(t), t == 0   ? std::string(tr("reached with no turn"))
                                   : t == 1 ? std::string(tr("reached with 1 turn"))
                                   : t == 3 ? std::string(tr("reached with 3 turns or more"))
                                            : text("reached with {0} turns", t)});
  return out;
}

void drawLegendEntry(ImU32 colour, const char* label) {
  const float h = ImGui::GetTextLineHeight();
  const ImVec2 p = ImGui::GetCursorScreenPos();
  const ImVec2 lo(p.x, p.y + h * 0.15f), hi(p.x + h * 0.7f, p.y + h * 0.85f);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddRectFilled(lo, hi, colour, 2.0f);
  // A frame of the text's colour: a dark swatch (the dead lines' near-black) still shows on a dark panel.
  dl->AddRect(lo, hi, ImGui::GetColorU32(ImGuiCol_TextDisabled), 2.0f);
  ImGui::Dummy(ImVec2(h * 0.8f, h));
  ImGui::SameLine();
  wrappedText(label);
}

void drawLegend(const std::vector<LegendEntry>& entries) {
  for (const LegendEntry& e : entries) drawLegendEntry(e.colour, e.text.c_str());
}

}  // namespace boardlab::ui
