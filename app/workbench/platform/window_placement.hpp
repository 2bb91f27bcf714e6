#pragma once
// Where the window opens and how small it may get: inside the monitor's work area (a saved 150% must not
// open 2160x1350 on a 1600x1000 screen), never so small that the board shrinks to a few pixels.

namespace boardlab::ui {

struct WindowRect {
  int x = 0, y = 0, width = 0, height = 0;
};

// The smallest window the layout reads well in at `windowScale` (the side panel, a board of useful size
// and the timeline strip), but never larger than the work area.
WindowRect minimumWindow(float windowScale, const WindowRect& workArea);
// `wanted` shrunk to fit `workArea` (not below `minimum`) and moved so that all of it is inside.
WindowRect fitWindow(const WindowRect& wanted, const WindowRect& workArea, const WindowRect& minimum);

}  // namespace boardlab::ui
