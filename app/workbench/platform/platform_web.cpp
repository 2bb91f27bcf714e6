#include "app/workbench/platform/platform_web.hpp"

#include <emscripten/emscripten.h>
#include <emscripten/html5.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <string>

#include <GLES3/gl3.h>  // WebGL2
#include <GLFW/glfw3.h>
#include <imgui.h>
#include <imgui_impl_glfw.h>
#include <imgui_impl_opengl3.h>

#include "app/workbench/platform/canvas_export.hpp"
#include "app/workbench/platform/draw_changes.hpp"
#include "app/workbench/platform/font_texture.hpp"
#include "app/workbench/platform/frame_pacer.hpp"
#include "app/workbench/platform/keys_match_glfw.hpp"
#include "app/workbench/platform/page_workers.hpp"
#include "app/workbench/platform/platform_client.hpp"
#include "app/workbench/platform/touch_scroll.hpp"
#include "app/workbench/views/style.hpp"
#include "engine/core/atomic_file.hpp"

// [SECTION] The browser's side, in JavaScript (emscripten's EM_JS: each becomes a C function).
// JavaScript, which clang-format would take for C++. The preprocessor passes it on token by token: no "==="
// (it becomes "== ="), no "=>", no "#".
// clang-format off

// A file written for the user goes to the browser's downloads, named as it was saved.
EM_JS(void, boardlab_js_download, (const char* path, const char* name), {
  const data = FS.readFile(UTF8ToString(path));
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([data], {type: "application/octet-stream"}));
  link.download = UTF8ToString(name);
  document.body.appendChild(link);
  link.click();
  setTimeout(function() { URL.revokeObjectURL(link.href); link.remove(); }, 10000);
});

// A hidden file input, clicked in the frame that answers the user's Ctrl+O or menu click (the browser opens
// a picker only while the user's gesture is fresh); each file read goes into /.opened/ and to the program
// (several at once where `several`: a class's programs to grade).
EM_JS(void, boardlab_js_pick_file, (const char* accept, int several), {
  var input = document.getElementById("boardlab-open");
  if (!input) {
    input = document.createElement("input");
    input.type = "file";
    input.id = "boardlab-open";
    input.style.display = "none";
    document.body.appendChild(input);
    input.addEventListener("change", function() {
      var files = Array.prototype.slice.call(input.files);
      input.value = "";
      // One after another, in the order picked: the workbench takes them in the order they come.
      var next = Promise.resolve();
      files.forEach(function(file) {
        next = next.then(function() { return file.arrayBuffer(); }).then(function(bytes) {
          FS.mkdirTree("/.opened");
          var path = "/.opened/" + file.name.split("/").join("_");
          FS.writeFile(path, new Uint8Array(bytes));
          var text = allocateUTF8(path);
          _boardlab_open_picked(text);
          _free(text);
        }).catch(function(error) {
          console.error("BoardLab: " + file.name + " could not be read: " + error);
        });
      });
    });
  }
  input.accept = UTF8ToString(accept);
  input.multiple = several != 0;
  input.click();
});

// The clipboard: ImGui's copy goes to the browser's (emscripten's GLFW keeps none), through
// navigator.clipboard where the page is a secure context, else through a selected text area and "copy".
// Pasting reads what the browser's paste event carried (a page may not read the clipboard unasked), in the
// frame after it: Ctrl+V brings the event, and ImGui answers the key in the next frame. Anything else that asks
// (Edit > Paste a board from the menu) gets no text (null), and the workbench says to press Ctrl+V.
EM_JS(void, boardlab_js_copy, (const char* text), {
  var value = UTF8ToString(text);
  var fallback = function() {
    var area = document.createElement("textarea");
    area.value = value;
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.appendChild(area);
    area.focus();
    area.select();
    try {
      document.execCommand("copy");
    } catch (e) {}
    area.remove();
    document.getElementById("canvas").focus();
  };
  if (navigator.clipboard && navigator.clipboard.writeText)
    navigator.clipboard.writeText(value).catch(fallback);
  else
    fallback();
});
EM_JS(char*, boardlab_js_pasted, (), {
  return Module.boardlabPasted ? allocateUTF8(Module.boardlabPasted) : 0;
});
EM_JS(void, boardlab_js_paste_answered, (), { Module.boardlabPasted = ""; });
EM_JS(void, boardlab_js_watch_paste, (), {
  document.addEventListener(
      "paste",
      function(event) {
        Module.boardlabPasted = (event.clipboardData && event.clipboardData.getData("text/plain")) || "";
      },
      true);
});

// 0: the page's address without its fragment; 1: the fragment without its hash sign.
EM_JS(char*, boardlab_js_location, (int part), {
  var address = location.href;
  var hash = address.indexOf(String.fromCharCode(35));
  if (hash < 0) return allocateUTF8(part == 0 ? address : "");
  return allocateUTF8(part == 0 ? address.substring(0, hash) : address.substring(hash + 1));
});
EM_JS(char*, boardlab_js_share_base, (), {
  var meta = document.querySelector("meta[name=boardlab-share-base]");
  var built = meta ? meta.getAttribute("content") : "";
  if (built) return allocateUTF8(built);
  if (location.protocol != "https:" && location.protocol != "http:") return allocateUTF8("");
  var address = location.href;
  var hash = address.indexOf(String.fromCharCode(35));
  return allocateUTF8(hash < 0 ? address : address.substring(0, hash));
});
// A user's program answered (engine/ext/web/child_process_web.js calls Module.boardlabWake): the fiber
// waiting for it runs now, not at the next frame, or a check of a thousand requests would take a thousand
// frames. Once per burst of messages.
EM_JS(void, boardlab_js_wake_on_answers, (), {
  var queued = false;
  Module.boardlabWake = function() {
    if (queued) return;
    queued = true;
    queueMicrotask(function() {
      queued = false;
      Module._boardlab_run_workers();
    });
  };
});
EM_JS(int, boardlab_js_storage_kept, (), { return Module.boardlabStorageKept ? 1 : 0; });
EM_JS(int, boardlab_js_storage_writer, (), { return Module.boardlabStorageWriter ? 1 : 0; });

// Presenter mode asks for the whole screen: the page's (the browser grants it while the user's F11 or click
// is fresh, and Esc gives it back).
EM_JS(void, boardlab_js_full_screen, (int on), {
  if (on && !document.fullscreenElement && document.documentElement.requestFullscreen)
    document.documentElement.requestFullscreen().catch(function() {});
  else if (!on && document.fullscreenElement)
    document.exitFullscreen().catch(function() {});
});

// The canvas's pixels, and emscripten's GLFW window with them. Not glfwSetWindowSize: in emscripten 3.1.6 a
// size equal to the screen's asks for full screen instead of resizing (a maximised window at a pixel ratio
// of 1, a projector), and the canvas kept its old pixels.
EM_JS(void, boardlab_js_size_canvas, (int width, int height), {
  Browser.setCanvasSize(width, height);
  if (GLFW.active) {
    GLFW.active.width = width;
    GLFW.active.height = height;
  }
});

// What the page shows around the canvas (PlatformClient::PageMirror): the page's language and the step for a
// screen reader, after each frame.
EM_JS(void, boardlab_js_mirror_text, (const char* language, const char* spokenStep), {
  document.documentElement.lang = UTF8ToString(language);
  var spoken = document.getElementById("spoken");
  var words = UTF8ToString(spokenStep);
  if (spoken && spoken.textContent != words) spoken.textContent = words;
});
// The scene in the address. Replaced, not pushed: Back leaves the page, as it would any page, rather than
// stepping through every board the user made. Replacing fires no hashchange, so the page does not reload on it
// (index.html reloads on a link put in the address by hand). An embed's address stays the one its course page
// gave it. 1 when the address says `sceneLink` (or need not), 0 when the browser refused (it limits how often
// a page may replace its address). No '#' in here: the C preprocessor reads EM_JS's body.
EM_JS(int, boardlab_js_set_fragment, (const char* sceneLink), {
  if (Module.boardlabEmbedded) return 1;
  var link = UTF8ToString(sceneLink);
  var address = location.href;
  var hash = address.indexOf(String.fromCharCode(35));
  if (hash >= 0) address = address.substring(0, hash);
  if (link) address += String.fromCharCode(35) + link;
  if (address == location.href) return 1;
  try {
    history.replaceState(history.state, "", address);
    return 1;
  } catch (error) {
    console.warn("BoardLab: the address cannot follow the scene:", error);
    return 0;
  }
});

// clang-format on

namespace boardlab::ui {

namespace {

// The loop's state: the browser calls tick() long after runWebPlatform (and main) returned.
struct Page {
  GLFWwindow* window = nullptr;
  PlatformClient* client = nullptr;
  std::optional<CanvasExporter> exporter;
  FramePacer pacer;
  float scale = 1.0f;         // the UI scale drawn now
  bool followsDevice = true;  // the scale is the device pixel ratio (no scale chosen in View > Scale)
  int canvasWidth = 0;        // the canvas's backing store, in device pixels
  int canvasHeight = 0;
  double nextWake = 0.0;                // when the client's timer falls due (emscripten_get_now, ms); 0: none
  double lastFrame = 0.0;               // when the last frame was drawn (emscripten_get_now, ms)
  std::string pasted;                   // the text ImGui last got from the clipboard (it keeps the pointer)
  std::string state;                    // the last stateForTests (the test hook keeps the pointer)
  PlatformClient::PageMirror mirrored;  // what the page was last given to show around the canvas
  bool mirroredOnce = false;
  std::string firstScreenLink;               // the first screen's scene, when the address named none
  std::optional<std::string> linkInAddress;  // the scene the address was last given (none yet)
  double sceneChanged = 0.0;                 // when mirrored.sceneLink last changed (emscripten_get_now, ms)
  double addressTried = 0.0;                 // when the address was last given a scene
  DrawChanges drawn;       // what the canvas holds (the context keeps its pixels): a frame redraws its changes
  long framesInParts = 0;  // frames drawn as changed parts, not whole (the test hook)
};
Page page;

// The canvas's size on the page (CSS pixels, as the page's style sizes it) in device pixels: the backing
// store the window gets, so the board is drawn sharp on a high-density screen.
void canvasSize(int& width, int& height) {
  double cssWidth = 0, cssHeight = 0;
  emscripten_get_element_css_size("#canvas", &cssWidth, &cssHeight);
  const double ratio = emscripten_get_device_pixel_ratio();
  width = std::max(1, static_cast<int>(std::lround(cssWidth * ratio)));
  height = std::max(1, static_cast<int>(std::lround(cssHeight * ratio)));
}

float deviceScale() { return std::max(1.0f, static_cast<float>(emscripten_get_device_pixel_ratio())); }

std::string takeJsString(char* text) {
  std::string copy = text ? text : "";
  std::free(text);
  return copy;
}

// The new fonts for `scale`; their notice, if any, to the status line.
void applyScale(float scale, bool textureMade) {
  page.drawn = DrawChanges();  // the font texture's pixels change under the same vertices
  std::string notice;
  rebuildFonts(scale, textureMade, notice);
  if (!notice.empty() && page.client) page.client->say(notice);
}

// A frame draws only the parts of the canvas whose triangles changed (draw_changes.hpp): the page is linked
// with a drawing buffer that keeps its pixels (-sGL_TESTING=1, web.cmake). WebGL in software (SwiftShader,
// a machine without a GPU) spent about 100 ms filling a 1920x1080 frame of a 64x64 board, and the main
// thread waited for it at the backend's first glGetIntegerv; while a search runs only its progress changes.
//
// A part is drawn into a framebuffer of the canvas's size and then copied into the canvas to the pixel: the
// triangles that reach it are drawn whole (PartOfFrame), and drawn in the canvas the pixels past the part
// would be blended a second time over what was already right.
// The blit needs the canvas single-sampled, as it is made (no GLFW_SAMPLES hint).
struct PartsFramebuffer {
  GLuint framebuffer = 0, colour = 0;
  int width = 0, height = 0;
  bool refused = false;  // the browser would not make one: every frame is drawn whole
};
PartsFramebuffer partsFramebuffer;

bool bindPartsFramebuffer(int width, int height) {
  PartsFramebuffer& f = partsFramebuffer;
  if (f.refused) return false;
  if (!f.framebuffer) {
    glGenFramebuffers(1, &f.framebuffer);
    glGenRenderbuffers(1, &f.colour);
  }
  glBindFramebuffer(GL_FRAMEBUFFER, f.framebuffer);
  if (f.width == width && f.height == height) return true;
  glBindRenderbuffer(GL_RENDERBUFFER, f.colour);
  glRenderbufferStorage(GL_RENDERBUFFER, GL_RGBA8, width, height);
  glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, f.colour);
  // Asked only when the storage changes: the question waits for the GPU process, as any read does.
  if (glCheckFramebufferStatus(GL_FRAMEBUFFER) == GL_FRAMEBUFFER_COMPLETE) {
    f.width = width, f.height = height;
    return true;
  }
  glBindFramebuffer(GL_FRAMEBUFFER, 0);
  f.refused = true;
  return false;
}

void renderFrame() {
  ImGui_ImplOpenGL3_NewFrame();
  ImGui_ImplGlfw_NewFrame();
  ImGui::NewFrame();
  page.client->frame();
  ImGui::Render();
  ImDrawData& data = *ImGui::GetDrawData();
  int width = 0, height = 0;
  glfwGetFramebufferSize(page.window, &width, &height);
  const PixelBox canvas{0, 0, width, height};
  const std::vector<PixelBox> parts = page.drawn.changedParts(data, canvas, data.FramebufferScale);
  if (parts.empty()) return;
  if ((parts.size() == 1 && parts.front() == canvas) || !bindPartsFramebuffer(width, height)) {
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    drawBuiltFrame(page.window);
    return;
  }
  ++page.framesInParts;
  for (const PixelBox& part : parts) {  // each copied at once: the next one's stray pixels may fall on it
    glBindFramebuffer(GL_FRAMEBUFFER, partsFramebuffer.framebuffer);
    drawBuiltFrame(page.window, &part);
    glBindFramebuffer(GL_READ_FRAMEBUFFER, partsFramebuffer.framebuffer);
    glBindFramebuffer(GL_DRAW_FRAMEBUFFER, 0);
    glBlitFramebuffer(part.x0, height - part.y1, part.x1, height - part.y0, part.x0, height - part.y1, part.x1,
                      height - part.y0, GL_COLOR_BUFFER_BIT, GL_NEAREST);
  }
  glBindFramebuffer(GL_FRAMEBUFFER, 0);
}

// The whole canvas again: an export has drawn its own frames into the drawing buffer.
void renderWholeFrame() {
  page.drawn = DrawChanges();
  renderFrame();
}

// The page's own folders (settings, recovery copies, the user's lessons: kept in the page's storage) are
// below the home folder's hidden ones; any other file written is the user's, and goes to the downloads.
bool writtenForTheUser(const std::filesystem::path& path) {
  const char* home = std::getenv("HOME");
  if (!home || !*home) return true;
  const std::filesystem::path relative = path.lexically_normal().lexically_relative(home);
  if (relative.empty() || *relative.begin() == "..") return true;
  return relative.begin()->string().front() != '.';
}

// A file the user gave the page (picked or dropped) is opened from a copy in ~/Opened/, inside the home folder
// the page keeps: a recovery copy or a recent file that names it still finds it after a reload, and saving it
// again writes there (and downloads it). Where the copy fails, the file as it arrived.
std::filesystem::path keptCopy(const std::filesystem::path& arrived) {
  const std::filesystem::path folder = pageOpenedFolder();
  if (folder.empty()) return arrived;
  std::error_code ec;
  std::filesystem::create_directories(folder, ec);
  const std::filesystem::path kept = folder / arrived.filename();
  std::filesystem::copy_file(arrived, kept, std::filesystem::copy_options::overwrite_existing, ec);
  if (ec) return arrived;
  std::filesystem::remove(arrived, ec);
  return kept;
}

// Each tick first gives the searches running on the page's fibers their slice (page_workers.hpp), then draws:
// with a search running, about 25 ms of search and a frame (about 20 frames a second in headless Chromium with a
// 64x64 board on screen, docs/web.md).
constexpr double kWorkerSliceMs = 25.0;
// While a search waits for a user's program, frames the user did not ask for (progress, playback) are drawn
// at most this often: each holds the thread for its whole time, and the program's next answer waits behind it
// (one request a frame made a check of 3,000 requests take minutes).
constexpr double kFrameWhileProgramsAnswerMs = 100.0;

// After a frame: the page's language and its spoken step follow what the frame showed, and the scene the
// address should name is noted. A page opened without a scene in its address names none while the first
// screen is on it.
void mirrorOnThePage(PlatformClient& client) {
  PlatformClient::PageMirror shown = client.pageMirror();
  if (!page.mirroredOnce && pageFragment().empty()) page.firstScreenLink = shown.sceneLink;
  page.mirroredOnce = true;
  if (!page.firstScreenLink.empty() && shown.sceneLink == page.firstScreenLink) shown.sceneLink.clear();
  if (shown.language != page.mirrored.language || shown.spokenStep != page.mirrored.spokenStep)
    boardlab_js_mirror_text(shown.language.c_str(), shown.spokenStep.c_str());
  if (shown.sceneLink != page.mirrored.sceneLink) page.sceneChanged = emscripten_get_now();
  page.mirrored = std::move(shown);
}

// Each tick: the address names the scene once it has stood still a moment. Stepping or playing changes it
// every frame, and a browser refuses a page that replaces its address more often than about three times a
// second (Safari: 100 in 30 s).
constexpr double kAddressSettlesMs = 400.0;
void followTheSceneInTheAddress() {
  const double now = emscripten_get_now();
  if (!page.mirroredOnce || page.linkInAddress == page.mirrored.sceneLink) return;
  if (now - page.sceneChanged < kAddressSettlesMs || now - page.addressTried < kAddressSettlesMs) return;
  page.addressTried = now;
  if (boardlab_js_set_fragment(page.mirrored.sceneLink.c_str()) != 0) page.linkInAddress = page.mirrored.sceneLink;
}

void tick() {
  runPageWorkers(kWorkerSliceMs);  // here, at the tick's top: Asyncify pauses the main loop's side here only
  followTheSceneInTheAddress();
  PlatformClient& client = *page.client;
  // The window follows the page: a resize, or the window moved to a screen of another pixel ratio.
  int width = 0, height = 0;
  canvasSize(width, height);
  if (width != page.canvasWidth || height != page.canvasHeight) {
    page.canvasWidth = width;
    page.canvasHeight = height;
    boardlab_js_size_canvas(width, height);
    page.pacer.eventArrived();
  }
  if (page.followsDevice && deviceScale() != page.scale) {
    page.scale = deviceScale();
    applyScale(page.scale, true);
    client.scaleApplied(page.scale);
  }
  if (auto requested = client.takeScaleRequest()) {
    page.followsDevice = *requested <= 0.0f;
    page.scale = page.followsDevice ? deviceScale() : *requested;
    applyScale(page.scale, true);
    client.scaleApplied(page.scale);
  }
  if (auto full = client.takeFullscreenRequest()) boardlab_js_full_screen(*full ? 1 : 0);
  // Draw while anything moves, a few frames after an event, and when a timer falls due; else the canvas
  // keeps the last frame and the tick costs nothing.
  const double now = emscripten_get_now();
  const bool due = page.nextWake > 0.0 && now >= page.nextWake;
  const bool moving = client.animating();
  if (!due && !ImGui::IsAnyMouseDown() && !page.pacer.drawWithoutWaiting(moving)) return;
  if (!page.pacer.framesOwedToEvents() && pageWorkerWaitsForProgram() &&
      now - page.lastFrame < kFrameWhileProgramsAnswerMs)
    return;
  page.lastFrame = now;
  renderFrame();
  mirrorOnThePage(client);
  boardlab_js_paste_answered();  // the frame after a paste event has had its text
  page.pacer.frameDrawn(moving);
  const auto wake = client.wakeAfterSeconds();  // after the frame, as the desktop's loop asks
  page.nextWake = wake ? emscripten_get_now() + *wake * 1000.0 : 0.0;
  // Exports are drawn and written here as on the desktop; the file written reaches the user as a download.
  while (auto job = takeExport(client)) page.exporter->run(*job);
}

// Every event that can change what the canvas shows draws a few frames (after ImGui's own callbacks,
// which the backend chains to these).
void watchEvents(GLFWwindow* window) {
  glfwSetKeyCallback(window, [](GLFWwindow*, int, int, int, int) { page.pacer.eventArrived(); });
  glfwSetCharCallback(window, [](GLFWwindow*, unsigned) { page.pacer.eventArrived(); });
  glfwSetMouseButtonCallback(window, [](GLFWwindow*, int, int, int) { page.pacer.eventArrived(); });
  glfwSetScrollCallback(window, [](GLFWwindow*, double, double) { page.pacer.eventArrived(); });
  glfwSetCursorPosCallback(window, [](GLFWwindow*, double, double) { page.pacer.eventArrived(); });
  glfwSetCursorEnterCallback(window, [](GLFWwindow*, int) { page.pacer.eventArrived(); });
  glfwSetWindowFocusCallback(window, [](GLFWwindow*, int) { page.pacer.eventArrived(); });
  // A file dropped on the page: emscripten's GLFW has written it into /.glfw_dropped_files/.
  glfwSetDropCallback(window, [](GLFWwindow*, int count, const char** paths) {
    page.pacer.eventArrived();
    for (int i = 0; page.client && i < count; ++i) page.client->openDropped(keptCopy(paths[i]));
  });
}

}  // namespace

void pickFileToOpen(const std::vector<std::string>& extensions, bool several) {
  std::string accept;
  for (const std::string& e : extensions) accept += (accept.empty() ? "" : ",") + e;
  boardlab_js_pick_file(accept.c_str(), several ? 1 : 0);
}

std::filesystem::path pageOpenedFolder() {
  const char* home = std::getenv("HOME");
  return home && *home ? std::filesystem::path(home) / "Opened" : std::filesystem::path();
}

std::filesystem::path pageDownloadsFolder() { return std::filesystem::temp_directory_path() / "boardlab-downloads"; }

bool downloadText(const std::string& name, const std::string& text) {
  std::error_code ec;
  const std::filesystem::path folder = pageDownloadsFolder();
  std::filesystem::create_directories(folder, ec);
  const std::filesystem::path file = folder / std::filesystem::path(name).filename();
  std::string error;
  const bool written = writeFileAtomically(file, text, error);  // the commit hands it to the downloads
  std::filesystem::remove(file, ec);
  return written;
}

std::string pageAddress() { return takeJsString(boardlab_js_location(0)); }
std::string pageFragment() { return takeJsString(boardlab_js_location(1)); }
std::string pageShareBase() { return takeJsString(boardlab_js_share_base()); }
bool pageStorageKept() { return boardlab_js_storage_kept() != 0; }
bool pageStorageWritten() { return boardlab_js_storage_writer() != 0; }

int runWebPlatform(float uiScale, const std::function<PlatformClient&(float)>& make) {
  glfwSetErrorCallback(
      [](int code, const char* text) { std::fprintf(stderr, "boardlab: GLFW error %d: %s\n", code, text); });
  if (!glfwInit()) {
    std::fprintf(stderr, "boardlab: the page cannot start GLFW.\n");
    return 1;
  }
  glfwWindowHint(GLFW_CLIENT_API, GLFW_OPENGL_ES_API);  // WebGL2 is OpenGL ES 3.0
  glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
  glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 0);
  canvasSize(page.canvasWidth, page.canvasHeight);
  page.window = glfwCreateWindow(page.canvasWidth, page.canvasHeight, "BoardLab", nullptr, nullptr);
  if (!page.window) {
    std::fprintf(stderr, "boardlab: the page cannot draw: this browser gives it no WebGL2.\n");
    return 1;
  }
  glfwMakeContextCurrent(page.window);
  GLint maxTexture = 0;
  glGetIntegerv(GL_MAX_TEXTURE_SIZE, &maxTexture);
  if (maxTexture > 0) setFontTextureLimit(std::min(maxTexture, 8192));
  watchEvents(page.window);

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;  // the page keeps no imgui.ini: every window is laid out afresh
  ImGui_ImplGlfw_InitForOpenGL(page.window, true);
  ImGui_ImplOpenGL3_Init("#version 300 es");
  // After the backend, which installs GLFW's clipboard (empty functions in emscripten's GLFW).
  boardlab_js_watch_paste();
  io.SetClipboardTextFn = [](void*, const char* text) { boardlab_js_copy(text); };
  io.GetClipboardTextFn = [](void*) -> const char* {
    char* text = boardlab_js_pasted();
    if (!text) return nullptr;  // no paste event just now: no text to give
    page.pasted = takeJsString(text);
    return page.pasted.c_str();
  };
  AtomicFile::setCommitObserver([](const std::filesystem::path& path) {
    if (writtenForTheUser(path)) boardlab_js_download(path.c_str(), path.filename().c_str());
  });

  installPageWorkers();
  boardlab_js_wake_on_answers();
  page.followsDevice = uiScale <= 0.0f;
  page.scale = page.followsDevice ? deviceScale() : uiScale;
  applyScale(page.scale, false);
  page.client = &make(page.scale);
  if (CanvasExports* exports = page.client->exports())
    page.exporter.emplace(page.window, *page.client, *exports, renderWholeFrame);
  emscripten_set_main_loop(tick, 0, true);  // does not return: the browser calls tick() every frame
  return 0;
}

}  // namespace boardlab::ui

// Every file the page writes reaches IndexedDB through the page's own writer (app/web/index.html: one tab, every
// 2 s and when the page is hidden). emscripten's fsync, built with Asyncify, would write the whole mount back
// itself on every AtomicFile commit and suspend the program until it had: a second writer beside the one tab
// allowed to write, and a frame set aside mid-call while the page went on calling in. Memory is the disk here:
// there is nothing else to flush.
extern "C" int fsync(int) { return 0; }

// Called from the page: the test hook (tests/web/) and the file picker's answer.
extern "C" {
EMSCRIPTEN_KEEPALIVE long boardlab_frames_drawn() { return boardlab::ui::page.pacer.framesDrawn(); }
// Drawn and settled: nothing moves and no event is still being answered (the canvas shows the last frame).
EMSCRIPTEN_KEEPALIVE int boardlab_settled() {
  using boardlab::ui::page;
  return page.client && page.pacer.framesDrawn() > 0 && !page.pacer.drawWithoutWaiting(page.client->animating());
}
EMSCRIPTEN_KEEPALIVE const char* boardlab_state() {
  using boardlab::ui::page;
  page.state = page.client ? page.client->stateForTests() : "{}";
  return page.state.c_str();
}
EMSCRIPTEN_KEEPALIVE long boardlab_frames_in_parts() { return boardlab::ui::page.framesInParts; }
// The canvas drawn whole at the next frame, as after a resize: what drawing only the changes shows must be
// the same, pixel for pixel (the test hook).
EMSCRIPTEN_KEEPALIVE void boardlab_redraw_whole() {
  using boardlab::ui::page;
  page.drawn = boardlab::ui::DrawChanges();
  page.pacer.eventArrived();
}
EMSCRIPTEN_KEEPALIVE void boardlab_open_picked(const char* path) {
  using boardlab::ui::page;
  page.pacer.eventArrived();
  if (page.client) page.client->openDropped(boardlab::ui::keptCopy(path));
}
// Unsaved work on screen: the page asks before its tab is closed or reloaded (the recovery copy keeps it too).
// A program's answer arrived (boardlab_js_wake_on_answers): the fiber waiting for it goes on; a frame is
// drawn when its work is done, so the answer shows.
EMSCRIPTEN_KEEPALIVE void boardlab_run_workers() {
  using boardlab::ui::page;
  if (boardlab::ui::runPageWorkers(boardlab::ui::kWorkerSliceMs)) page.pacer.eventArrived();
}
EMSCRIPTEN_KEEPALIVE void boardlab_keep_work_now() {
  using boardlab::ui::page;
  if (page.client) page.client->keepWorkNow();
}
// A finger moved on the canvas (index.html's touches): does the drag scroll (1) or drag (0), and the scroll
// (touch_scroll.hpp).
EMSCRIPTEN_KEEPALIVE int boardlab_touch_scrolls(double dx, double dy) {
  return boardlab::ui::touchDragScrolls(static_cast<float>(dx), static_cast<float>(dy)) ? 1 : 0;
}
EMSCRIPTEN_KEEPALIVE void boardlab_touch_scroll(double dx, double dy) {
  using boardlab::ui::page;
  if (!ImGui::GetCurrentContext()) return;
  const ImVec2 wheel = boardlab::ui::touchScrollWheel(static_cast<float>(dx), static_cast<float>(dy));
  ImGuiIO& io = ImGui::GetIO();
  io.MouseWheelH += wheel.x;
  io.MouseWheel += wheel.y;
  page.pacer.eventArrived();
}
EMSCRIPTEN_KEEPALIVE int boardlab_unsaved() {
  using boardlab::ui::page;
  return page.client && page.client->hasUnsavedWork() ? 1 : 0;
}
}
