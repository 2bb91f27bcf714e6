#pragma once
// The page's platform (the web build, docs/web.md): the canvas as emscripten's GLFW window, WebGL2 through
// ImGui's OpenGL3 backend, and the frame loop handed to the browser (emscripten_set_main_loop). It runs the
// same PlatformClient the desktop's window runs (platform_client.hpp) and knows nothing else of it.

#include <functional>

namespace boardlab::ui {

class PlatformClient;

// Opens the canvas and hands the loop to the browser: returns only when the canvas cannot be made (the
// exit code, 1), as the loop's ticks outlive main(). `make` builds the client once the UI scale is known;
// `uiScale` is the user's saved scale (0: the device pixel ratio).
int runWebPlatform(float uiScale, const std::function<PlatformClient&(float scale)>& make);

}  // namespace boardlab::ui
