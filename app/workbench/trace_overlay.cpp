#include "app/workbench/trace_overlay.hpp"

#include <algorithm>
#include <cmath>
#include <set>
#include <string>

#include "app/workbench/style.hpp"
#include "app/workbench/ui_text.hpp"

namespace boardlab::ui {

ImU32 roleColour(MarkRole role) {
  switch (role) {
    case MarkRole::Origin: return IM_COL32(40, 120, 255, 255);
    case MarkRole::Target: return IM_COL32(170, 80, 255, 255);
    case MarkRole::Counted: return IM_COL32(30, 190, 90, 255);
    case MarkRole::StoppedOpponent: return IM_COL32(230, 50, 50, 255);
    case MarkRole::StoppedEmpty: return IM_COL32(120, 120, 120, 255);
    case MarkRole::StoppedBound: return IM_COL32(255, 140, 0, 255);
    case MarkRole::Window: return IM_COL32(0, 200, 220, 255);
    case MarkRole::Skipped: return IM_COL32(90, 90, 100, 255);
    case MarkRole::Fault: return IM_COL32(255, 0, 200, 255);
    case MarkRole::Winning: return IM_COL32(0, 230, 60, 255);
    case MarkRole::Candidate: return IM_COL32(255, 210, 0, 255);
    case MarkRole::Blocked: return IM_COL32(200, 30, 30, 255);
    case MarkRole::Reachable: return IM_COL32(60, 210, 120, 255);
    case MarkRole::Frontier: return IM_COL32(70, 150, 255, 255);
    case MarkRole::Ray: return IM_COL32(120, 200, 255, 255);
    case MarkRole::Band: return IM_COL32(255, 230, 120, 255);
    case MarkRole::Dead: return IM_COL32(120, 20, 20, 255);
  }
  return IM_COL32_WHITE;
}

const char* roleDescription(MarkRole role) { return tr(roleKey(role)); }

const char* roleKey(MarkRole role) {
  switch (role) {
    case MarkRole::Origin: return "the placed stone / the start tile";
    case MarkRole::Target: return "the tile to reach";
    case MarkRole::Counted: return "same colour, counted";
    case MarkRole::StoppedOpponent: return "walk stopped: opponent stone or tile in the way";
    case MarkRole::StoppedEmpty: return "walk stopped: empty point";
    case MarkRole::StoppedBound: return "walk stopped: board edge or loop bound";
    case MarkRole::Window: return "the window or line being checked";
    case MarkRole::Skipped: return "skipped by a guard";
    case MarkRole::Fault: return "the published code would index out of its array";
    case MarkRole::Winning: return "the winning run / the path found";
    case MarkRole::Candidate: return "candidate being tried";
    case MarkRole::Blocked: return "tried: occupied or unreachable";
    case MarkRole::Reachable: return "tried: reachable";
    case MarkRole::Frontier: return "search frontier; number and colour = turns (0 green, 1 blue, 2 purple, 3 orange)";
    case MarkRole::Ray: return "empty ray from A or B";
    case MarkRole::Band: return "overlap band of the rays";
    case MarkRole::Dead: return "line marked dead (the published 6)";
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

}  // namespace

namespace {

// A search frontier is coloured by its number (turns so far), so the layers read at a glance.
ImU32 markColour(const CellMark& m) {
  static constexpr ImU32 kLayers[] = {IM_COL32(60, 210, 120, 255), IM_COL32(70, 150, 255, 255), IM_COL32(190, 110, 255, 255),
                                      IM_COL32(255, 150, 40, 255), IM_COL32(255, 80, 120, 255)};
  if (m.role == MarkRole::Frontier && m.value >= 0) return kLayers[std::min(m.value, 4)];
  return roleColour(m.role);
}

}  // namespace

void drawStepOverlay(const Step& step, const BoardGeometry& g) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float half = g.pitch * 0.5f;
  const float line = std::max(2.0f, g.pitch * 0.07f);
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
      const std::string text = std::to_string(m.value);
      const float size = boardTagSize(g.pitch);
      const ImVec2 ts = ImGui::GetFont()->CalcTextSizeA(size, FLT_MAX, 0, text.c_str());
      const ImVec2 at(hi.x - ts.x - 1, lo.y);
      dl->AddRectFilled(at, ImVec2(at.x + ts.x + 1, at.y + ts.y), withAlpha(col, 230));
      dl->AddText(ImGui::GetFont(), size, at, IM_COL32(255, 255, 255, 255), text.c_str());
    }
  }
  for (const Arrow& a : step.arrows) {
    const ImU32 col = roleColour(a.role);
    const ImVec2 from = g.center(a.from), to = g.center(a.to);
    drawArrow(dl, from, to, col, line * 1.2f);
    if (!a.label.empty()) {
      const float size = std::max(ImGui::GetFontSize(), g.pitch * 0.42f);
      const ImVec2 ts = ImGui::GetFont()->CalcTextSizeA(size, FLT_MAX, 0, a.label.c_str());
      const ImVec2 at(to.x + half * 0.4f, to.y - half - ts.y * 0.2f);
      // White text on the role's colour reads on wood, on stones and on every role colour.
      dl->AddRectFilled(ImVec2(at.x - 2, at.y), ImVec2(at.x + ts.x + 2, at.y + ts.y), withAlpha(col, 225), 3.0f);
      dl->AddRect(ImVec2(at.x - 2, at.y), ImVec2(at.x + ts.x + 2, at.y + ts.y), IM_COL32(0, 0, 0, 160), 3.0f);
      dl->AddText(ImGui::GetFont(), size, at, IM_COL32(255, 255, 255, 255), a.label.c_str());
    }
  }
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

std::vector<MarkRole> rolesUsed(const Trace& trace) {
  std::set<MarkRole> used;
  for (const Step& s : trace.steps) {
    for (const CellMark& m : s.marks) used.insert(m.role);
    for (const Arrow& a : s.arrows) used.insert(a.role);
  }
  return {used.begin(), used.end()};
}

void drawLegendEntry(ImU32 colour, const char* text) {
  const float h = ImGui::GetTextLineHeight();
  const ImVec2 p = ImGui::GetCursorScreenPos();
  ImGui::GetWindowDrawList()->AddRectFilled(ImVec2(p.x, p.y + h * 0.15f), ImVec2(p.x + h * 0.7f, p.y + h * 0.85f), colour, 2.0f);
  ImGui::Dummy(ImVec2(h * 0.8f, h));
  ImGui::SameLine();
  wrappedText(text);
}

void drawLegend(const std::vector<MarkRole>& roles) {
  for (MarkRole r : roles) drawLegendEntry(roleColour(r), roleDescription(r));
}

}  // namespace boardlab::ui
