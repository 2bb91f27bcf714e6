// The floor under the workbench's first frame: a program that does only what any GLFW + OpenGL program
// must before its first frame (initialise GLFW, open a window with the workbench's OpenGL 3.3 core
// context hints and size, clear it, present it) and nothing of BoardLab. scripts/first_frame.py times it
// with the same probe as the workbench, so the difference between the two is BoardLab's own start-up
// (ImGui, fonts, shaders, the first workbench frame) and the rest is the display and GL driver's.

#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

#include <cstdio>

int main() {
  if (!glfwInit()) {
    std::fprintf(stderr, "first_frame_floor: glfwInit failed\n");
    return 1;
  }
  glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
  glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3);
  glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
  glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_TRUE);
  GLFWwindow* window = glfwCreateWindow(1440, 900, "first frame floor", nullptr, nullptr);
  if (!window) {
    std::fprintf(stderr, "first_frame_floor: cannot create an OpenGL 3.3 core window\n");
    glfwTerminate();
    return 1;
  }
  glfwMakeContextCurrent(window);
  glfwSwapInterval(0);
  // glClear through the loader GLFW provides, so this program needs no GL loader of its own.
  using Clear = void (*)(unsigned int);
  using ClearColor = void (*)(float, float, float, float);
  const auto clearColor = reinterpret_cast<ClearColor>(glfwGetProcAddress("glClearColor"));
  const auto clear = reinterpret_cast<Clear>(glfwGetProcAddress("glClear"));
  constexpr unsigned int kColorBufferBit = 0x00004000;  // GL_COLOR_BUFFER_BIT
  for (int frame = 0; frame < 2; ++frame) {
    glfwPollEvents();
    if (clearColor && clear) {
      clearColor(0.1f, 0.1f, 0.1f, 1.0f);
      clear(kColorBufferBit);
    }
    glfwSwapBuffers(window);
  }
  glfwDestroyWindow(window);
  glfwTerminate();
  return 0;
}
