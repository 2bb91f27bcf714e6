#pragma once
// When the main loop draws: every frame while something moves, a few frames after each input event and after
// the movement stops (so ImGui settles hover, popups and layout: a finished search's window grows to show its
// result a frame after it is drawn), and otherwise not at all until the next event. An idle window
// then costs nothing instead of a core (1.7 cores before it under Xvfb with nothing moving).

#include <algorithm>
#include <optional>

namespace boardlab::ui {

class FramePacer {
 public:
  static constexpr int kSettleFrames = 3;  // after an event: hover, a popup opening, auto-sized windows
  // An input or window event arrived (key, mouse, resize, focus, drop, expose).
  void eventArrived() {
    settle_ = kSettleFrames;
    framesOwedToEvents_ = kSettleFrames;
  }
  // Frames an input or window event still asks for (the user waits for them: the press, then the popup
  // opening and the layout settling), counted apart from those that movement asks for.
  bool framesOwedToEvents() const { return framesOwedToEvents_ > 0; }
  // Draw now (true) or wait for the next event first (false)? `animating`: the workbench moves on its own.
  bool drawWithoutWaiting(bool animating) const { return animating || settle_ > 0; }
  // A frame was drawn; `animating`: the workbench moved when the frame was asked for.
  void frameDrawn(bool animating) {
    settle_ = animating ? kSettleFrames : std::max(0, settle_ - 1);
    framesOwedToEvents_ = std::max(0, framesOwedToEvents_ - 1);
    ++frames_;
  }
  long framesDrawn() const { return frames_; }

 private:
  int settle_ = kSettleFrames;  // the first frames lay the window out
  long frames_ = 0;
  int framesOwedToEvents_ = kSettleFrames;
};

}  // namespace boardlab::ui
