#include "app/workbench/platform/font_texture.hpp"

#include <imgui.h>
#include <imgui_impl_opengl3.h>

#include "app/workbench/views/style.hpp"

namespace boardlab::ui {

// Only the font texture is replaced. Never ImGui_ImplOpenGL3_DestroyDeviceObjects() here: in 1.86 it deletes
// the vertex and index buffers but keeps their remembered sizes, so the new buffers are never given storage
// (glBufferData is skipped while the frame is no larger than before), every glBufferSubData fails with
// GL_INVALID_VALUE and the window shows only its background. That was the blank window after F11,
// View > Scale or a language switch.
void rebuildFonts(float scale, bool textureMade, std::string& notice) {
  applyStyle(scale);
  loadFonts(scale, notice);
  if (!textureMade) return;
  ImGui_ImplOpenGL3_DestroyFontsTexture();
  ImGui_ImplOpenGL3_CreateFontsTexture();
}

}  // namespace boardlab::ui
