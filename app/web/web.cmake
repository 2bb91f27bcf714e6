# The page's executable (included from app/CMakeLists.txt in the web build): boardlab.js, boardlab.wasm and
# boardlab.data (the files packed into the page: the examples and lessons at the path an installed BoardLab
# keeps them, the fonts at Debian's paths). scripts/web.sh writes the two pages around them (app/web/).
add_executable(boardlab ${CMAKE_CURRENT_SOURCE_DIR}/workbench/main_web.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/workbench/platform/platform_web.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/workbench/platform/canvas_export.cpp)
target_link_libraries(boardlab PRIVATE boardlab_ui)
boardlab_warnings(boardlab)

set(BOARDLAB_WEB_FONTS /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
  /usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf)
# SHELL: CMake would merge the repeated --preload-file into one.
set(web_files "SHELL:--preload-file ${PROJECT_SOURCE_DIR}/examples@/share/boardlab/examples")
foreach(font IN LISTS BOARDLAB_WEB_FONTS)
  list(APPEND web_files "SHELL:--preload-file ${font}@${font}")
endforeach()
# No threads (no SharedArrayBuffer: any static host and file:// serve the page); C++ exceptions caught as
# the engine expects; memory grows with a big search; the test hook (platform_web.cpp) callable from the page.
# The page keeps the home folder in IndexedDB (-lidbfs.js; app/web/index.html mounts it before main), and
# the functions the page and platform_web.cpp's JavaScript call stay exported.
target_link_options(boardlab PRIVATE -sUSE_GLFW=3 -sUSE_WEBGL2=1 -sFULL_ES3=1 -sALLOW_MEMORY_GROWTH=1
  -sENVIRONMENT=web -sMODULARIZE=1 -sEXPORT_NAME=createBoardLab -lidbfs.js
  -sEXPORTED_RUNTIME_METHODS=ccall,cwrap,FS,IDBFS,addRunDependency,removeRunDependency
  "-sEXPORTED_FUNCTIONS=_main,_malloc,_free,_boardlab_frames_drawn,_boardlab_settled,_boardlab_state,_boardlab_open_picked"
  ${web_files})
file(GLOB_RECURSE BOARDLAB_WEB_EXAMPLES CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/examples/*)
set_property(TARGET boardlab APPEND PROPERTY LINK_DEPENDS ${BOARDLAB_WEB_FONTS} ${BOARDLAB_WEB_EXAMPLES})
