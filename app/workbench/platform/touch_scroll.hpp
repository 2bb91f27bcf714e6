#pragma once
// One finger on a touch screen (the page's index.html turns single touches into these calls): whether a drag
// scrolls what is under it or drags it as a held mouse button would, and how far to scroll so that what is
// under the finger follows it. Read from what ImGui's last frame had under the pointer; no platform code.

#include <imgui.h>

namespace boardlab::ui {

// A finger that came down where the pointer is and moved by (dx, dy): true when the drag scrolls. The board
// drags (its window takes no wheel), as does a drag along a slider or the scrubber. Up or down a panel that
// scrolls, or along a list that scrolls sideways (the move list), the drag scrolls, over its buttons and
// headers too: a panel is mostly those. Elsewhere, room with no control under the finger scrolls.
bool touchDragScrolls(float dx, float dy);

// The wheel amounts (ImGui's io.MouseWheelH, io.MouseWheel) that scroll by (dx, dy) pixels the window ImGui
// 1.86 gives the wheel to: the one under the pointer, or the first parent that can scroll that way. A notch
// there is five lines of its font up or down, two sideways, at most two thirds of the window.
ImVec2 touchScrollWheel(float dx, float dy);

}  // namespace boardlab::ui
