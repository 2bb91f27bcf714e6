#include "app/workbench/views/board_geometry.hpp"

#include <algorithm>
#include <cmath>

namespace boardlab::ui {

namespace {
bool boardClicksTaken = false;
}  // namespace

void takeBoardClicks(bool taken) { boardClicksTaken = taken; }

std::optional<Cell> BoardGeometry::nearest(ImVec2 p, int ring) const {
  if (pitch <= 0.0f) return std::nullopt;
  const int col = static_cast<int>(std::lround((p.x - origin.x) / pitch));
  const int row = static_cast<int>(std::lround((p.y - origin.y) / pitch));
  if (col < -ring || row < -ring || col >= cols + ring || row >= rows + ring) return std::nullopt;
  const ImVec2 c = center({col, row});
  const float dx = p.x - c.x, dy = p.y - c.y;
  if (dx * dx + dy * dy > 0.25f * pitch * pitch) return std::nullopt;
  return Cell{col, row};
}

std::optional<Cell> Stroke::next(const BoardInput& input) {
  if (input.pressed || (!input.held && !ImGui::IsMouseDown(0))) {
    last_.reset();
    changed_ = false;
  }
  if (!input.held || input.held == last_) return std::nullopt;
  last_ = input.held;
  return input.held;
}

bool Stroke::firstChange() {
  const bool first = !changed_;
  changed_ = true;
  return first;
}

ImVec2 BoardMargin::roomAt(float pitch) const {
  const float cells = pitch * marginCells;
  if (!labelRoom) return ImVec2(cells, cells);
  const ImVec2 labels = labelRoom(pitch);
  return ImVec2(std::max(cells, labels.x), std::max(cells, labels.y));
}

float boardPitchIn(ImVec2 size, int cols, int rows, const BoardMargin& margin) {
  const float across = 2.0f * margin.marginCells - 1.0f;  // from the outer centres to the edges, both sides
  float pitch = std::max(1.0f, std::floor(std::min(size.x / (cols + across), size.y / (rows + across))));
  // Labels of a fixed smallest size take more than their pitches on a small board: step down until they fit.
  for (; pitch > 1.0f; pitch -= 1.0f) {
    const ImVec2 room = margin.roomAt(pitch);
    if (pitch * (cols - 1) + 2 * room.x <= size.x && pitch * (rows - 1) + 2 * room.y <= size.y) break;
  }
  return pitch;
}

BoardCanvas placeBoardCanvas(const char* id, int cols, int rows, const BoardMargin& margin, BoardGeometry& g) {
  const ImVec2 topLeft = ImGui::GetCursorScreenPos();
  ImVec2 size = ImGui::GetContentRegionAvail();
  size.x = std::max(size.x, 50.0f);
  size.y = std::max(size.y, 50.0f);
  g.cols = cols;
  g.rows = rows;
  g.pitch = boardPitchIn(size, cols, rows, margin);
  g.origin = ImVec2(std::floor(topLeft.x + (size.x - g.pitch * (cols - 1)) * 0.5f),
                    std::floor(topLeft.y + (size.y - g.pitch * (rows - 1)) * 0.5f));

  ImGui::InvisibleButton(id, size, ImGuiButtonFlags_MouseButtonLeft);
  BoardCanvas canvas{topLeft, ImVec2(topLeft.x + size.x, topLeft.y + size.y), {}};
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  if (ImGui::IsItemHovered()) canvas.input.hovered = g.nearest(mouse);
  if (boardClicksTaken) return canvas;
  if (ImGui::IsItemDeactivated() && ImGui::IsItemHovered()) canvas.input.clicked = g.nearest(mouse);
  canvas.input.pressed = ImGui::IsItemActivated();
  if (ImGui::IsItemActive()) canvas.input.held = g.nearest(mouse);
  return canvas;
}

}  // namespace boardlab::ui
