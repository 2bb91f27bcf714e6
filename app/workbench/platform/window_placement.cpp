#include "app/workbench/platform/window_placement.hpp"

#include <algorithm>
#include <cmath>

namespace boardlab::ui {

namespace {
constexpr int kMinWidth = 800;   // at 100%: the 300 px side panel and a board of about 400 px
constexpr int kMinHeight = 560;  // the board and the three-row timeline strip
}  // namespace

WindowRect minimumWindow(float windowScale, const WindowRect& workArea) {
  WindowRect m;
  m.width = static_cast<int>(std::lround(kMinWidth * windowScale));
  m.height = static_cast<int>(std::lround(kMinHeight * windowScale));
  if (workArea.width > 0) m.width = std::min(m.width, workArea.width);
  if (workArea.height > 0) m.height = std::min(m.height, workArea.height);
  return m;
}

WindowRect fitWindow(const WindowRect& wanted, const WindowRect& workArea, const WindowRect& minimum) {
  WindowRect r = wanted;
  r.width = std::max(r.width, minimum.width);
  r.height = std::max(r.height, minimum.height);
  if (workArea.width <= 0 || workArea.height <= 0) return r;  // no monitor known: as asked
  r.width = std::min(r.width, workArea.width);
  r.height = std::min(r.height, workArea.height);
  r.x = std::clamp(r.x, workArea.x, workArea.x + workArea.width - r.width);
  r.y = std::clamp(r.y, workArea.y, workArea.y + workArea.height - r.height);
  return r;
}

}  // namespace boardlab::ui
