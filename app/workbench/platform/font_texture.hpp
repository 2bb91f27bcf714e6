#pragma once
// The style and fonts for a UI scale, and the font texture they need, on either platform (the desktop's
// window and the page: both draw through ImGui's OpenGL3 backend).

#include <string>

namespace boardlab::ui {

// Applies the style and loads the fonts for `scale` (a font problem goes to `notice`), then replaces the
// font texture, once the backend has made one (`textureMade`: its first NewFrame makes it from the atlas).
void rebuildFonts(float scale, bool textureMade, std::string& notice);

}  // namespace boardlab::ui
