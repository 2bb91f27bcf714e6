// LD_PRELOAD probe for the time from process start to the first frame on screen, without touching the
// program. It wraps two GLFW calls and writes "<window ns> <first frame ns>\n" to the file named by
// BOARDLAB_FIRST_FRAME_OUT, both measured on CLOCK_MONOTONIC from BOARDLAB_FIRST_FRAME_T0 (the launcher's
// CLOCK_MONOTONIC reading in ns, taken just before it starts the process; scripts/first_frame.py does this):
//   - window: when glfwCreateWindow returns (libraries loaded, X connection, window and OpenGL context
//     made: the display's and GL driver's share of start-up);
//   - first frame: the first glfwSwapBuffers, i.e. the first frame handed to the display.
// The wrapped calls then run as usual.

#include <dlfcn.h>

#include <cstdio>
#include <cstdlib>
#include <ctime>

struct GLFWwindow;
struct GLFWmonitor;

namespace {

long long g_windowNs = -1;
bool g_done = false;

long long sinceStart() {
  const char* t0 = std::getenv("BOARDLAB_FIRST_FRAME_T0");
  if (!t0) return -1;
  timespec ts{};
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return static_cast<long long>(ts.tv_sec) * 1'000'000'000LL + ts.tv_nsec - std::atoll(t0);
}

template <class F>
F real(const char* name) {
  return reinterpret_cast<F>(dlsym(RTLD_NEXT, name));
}

}  // namespace

extern "C" GLFWwindow* glfwCreateWindow(int width, int height, const char* title, GLFWmonitor* monitor,
                                        GLFWwindow* share) {
  using Create = GLFWwindow* (*)(int, int, const char*, GLFWmonitor*, GLFWwindow*);
  static const Create create = real<Create>("glfwCreateWindow");
  GLFWwindow* window = create ? create(width, height, title, monitor, share) : nullptr;
  if (g_windowNs < 0) g_windowNs = sinceStart();
  return window;
}

extern "C" void glfwSwapBuffers(GLFWwindow* window) {
  using Swap = void (*)(GLFWwindow*);
  static const Swap swap = real<Swap>("glfwSwapBuffers");
  // The clock is read before the swap: the frame is complete and handed over here; what the swap itself
  // waits for (Xvfb has no vsync, and screenshots run with swap interval 0) is not start-up work.
  if (!g_done) {
    g_done = true;
    const long long now = sinceStart();
    if (const char* out = std::getenv("BOARDLAB_FIRST_FRAME_OUT"))
      if (std::FILE* f = std::fopen(out, "w")) {
        std::fprintf(f, "%lld %lld\n", g_windowNs, now);
        std::fclose(f);
      }
  }
  if (swap) swap(window);
}
