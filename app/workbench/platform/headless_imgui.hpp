#pragma once
// ImGui with the null backend: a context, a display size, a built font atlas, and no window or GL.
// Tests build frames, move the mouse and press keys by writing ImGuiIO, then check the model; the
// frame benchmark times frames the same way.

#include <functional>

#include <imgui.h>

namespace boardlab::ui {

class HeadlessImGui {
 public:
  explicit HeadlessImGui(float width = 1280, float height = 800);
  ~HeadlessImGui();
  HeadlessImGui(const HeadlessImGui&) = delete;
  HeadlessImGui& operator=(const HeadlessImGui&) = delete;

  // One frame: NewFrame, `body`, Render.
  void frame(const std::function<void()>& body);
  // A left click at `pos`: a frame with the button down, then one with it up.
  void click(ImVec2 pos, const std::function<void()>& body);
  // A key press (with Ctrl if asked): a frame with the key down, then one with it up.
  void key(int key, bool ctrl, const std::function<void()>& body);
};

}  // namespace boardlab::ui
