#include "app/workbench/platform/headless_imgui.hpp"

#include <string>

#include "app/workbench/views/style.hpp"

namespace boardlab::ui {

HeadlessImGui::HeadlessImGui(float width, float height) {
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;  // tests never read or write imgui.ini
  io.DisplaySize = ImVec2(width, height);
  io.DeltaTime = 1.0f / 60.0f;
  // As the OpenGL3 renderer does: big boards may put more than 64K vertices in one draw list.
  io.BackendFlags |= ImGuiBackendFlags_RendererHasVtxOffset;
  std::string notice;
  applyStyle(1.0f);
  loadFonts(1.0f, notice);
  unsigned char* pixels = nullptr;
  int w = 0, h = 0;
  io.Fonts->GetTexDataAsRGBA32(&pixels, &w, &h);
}

HeadlessImGui::~HeadlessImGui() { ImGui::DestroyContext(); }

void HeadlessImGui::frame(const std::function<void()>& body) {
  ImGui::NewFrame();
  body();
  ImGui::Render();
}

void HeadlessImGui::click(ImVec2 pos, const std::function<void()>& body) {
  ImGuiIO& io = ImGui::GetIO();
  io.MousePos = pos;
  frame(body);  // hover first, as a real mouse arrives before it presses
  io.MouseDown[0] = true;
  frame(body);
  io.MouseDown[0] = false;
  frame(body);
}

void HeadlessImGui::key(int key, bool ctrl, const std::function<void()>& body) {
  ImGuiIO& io = ImGui::GetIO();
  io.KeyCtrl = ctrl;
  io.KeysDown[key] = true;
  frame(body);
  io.KeysDown[key] = false;
  io.KeyCtrl = false;
  frame(body);
}

}  // namespace boardlab::ui
