#include "app/workbench/board_geometry.hpp"

#include <cmath>

namespace boardlab::ui {

std::optional<Cell> BoardGeometry::nearest(ImVec2 p) const {
  if (pitch <= 0.0f) return std::nullopt;
  const int col = static_cast<int>(std::lround((p.x - origin.x) / pitch));
  const int row = static_cast<int>(std::lround((p.y - origin.y) / pitch));
  if (col < 0 || row < 0 || col >= cols || row >= rows) return std::nullopt;
  const ImVec2 c = center({col, row});
  const float dx = p.x - c.x, dy = p.y - c.y;
  if (dx * dx + dy * dy > 0.25f * pitch * pitch) return std::nullopt;
  return Cell{col, row};
}

}  // namespace boardlab::ui
