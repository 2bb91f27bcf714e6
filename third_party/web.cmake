# Glue for the web build (scripts/web.sh, docs/web.md): the same libraries as the desktop's, compiled by
# emscripten. Nothing is copied into the project and nothing comes from anywhere but Debian's archive:
#   ImGui 1.86 from Debian's source package `imgui` (libimgui-dev has no sources), unpacked by
#     scripts/web.sh into the folder given as BOARDLAB_IMGUI_SOURCE;
#   GLFW and OpenGL ES 3 (WebGL2) from emscripten's own ports (-sUSE_GLFW=3 -sUSE_WEBGL2=1);
#   stb_image_write and nlohmann::json, header-only, from Debian's libstb-dev and nlohmann-json3-dev, seen
#     through folders of links: adding /usr/include itself would hand em++ the system's C library headers.

set(BOARDLAB_IMGUI_SOURCE "" CACHE PATH "ImGui 1.86's sources (Debian's source package imgui, unpacked)")
if(NOT EXISTS "${BOARDLAB_IMGUI_SOURCE}/imgui.cpp")
  message(FATAL_ERROR "The web build wants ImGui's sources in BOARDLAB_IMGUI_SOURCE: scripts/web.sh fetches them")
endif()

set(BOARDLAB_WEB_INCLUDE ${CMAKE_BINARY_DIR}/third_party/include)
file(MAKE_DIRECTORY ${BOARDLAB_WEB_INCLUDE})
file(CREATE_LINK /usr/include/nlohmann ${BOARDLAB_WEB_INCLUDE}/nlohmann SYMBOLIC)
file(CREATE_LINK /usr/include/stb ${BOARDLAB_WEB_INCLUDE}/stb SYMBOLIC)

# ImGui and the two backends the desktop links, unchanged. IMGUI_IMPL_OPENGL_ES3: the backend would take
# ES2 (WebGL1) under emscripten; the page asks for WebGL2.
add_library(boardlab_imgui STATIC
  ${BOARDLAB_IMGUI_SOURCE}/imgui.cpp ${BOARDLAB_IMGUI_SOURCE}/imgui_draw.cpp
  ${BOARDLAB_IMGUI_SOURCE}/imgui_tables.cpp ${BOARDLAB_IMGUI_SOURCE}/imgui_widgets.cpp
  ${BOARDLAB_IMGUI_SOURCE}/backends/imgui_impl_glfw.cpp ${BOARDLAB_IMGUI_SOURCE}/backends/imgui_impl_opengl3.cpp)
target_include_directories(boardlab_imgui SYSTEM PUBLIC ${BOARDLAB_IMGUI_SOURCE} ${BOARDLAB_IMGUI_SOURCE}/backends)
target_compile_definitions(boardlab_imgui PUBLIC IMGUI_IMPL_OPENGL_ES3)
set_target_properties(boardlab_imgui PROPERTIES UNITY_BUILD OFF)

# stb_image_write: libstb holds its implementation on the desktop; here one file of ours compiles it.
add_library(boardlab_stb STATIC ${PROJECT_SOURCE_DIR}/third_party/stb_image_write_web.c)
target_include_directories(boardlab_stb SYSTEM PUBLIC ${BOARDLAB_WEB_INCLUDE}/stb)

# The target Debian's nlohmann_json config would make, without its /usr/include (the engine's find_package
# calls see it exists).
add_library(nlohmann_json::nlohmann_json INTERFACE IMPORTED GLOBAL)
target_include_directories(nlohmann_json::nlohmann_json SYSTEM INTERFACE ${BOARDLAB_WEB_INCLUDE})
