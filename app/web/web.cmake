# The page's executable (included from app/CMakeLists.txt in the web build): boardlab.js, boardlab.wasm and
# boardlab.data (the files packed into the page: the examples and lessons at the path an installed BoardLab
# keeps them, the fonts at Debian's paths). scripts/web.sh writes the two pages around them (app/web/).
add_executable(boardlab ${CMAKE_CURRENT_SOURCE_DIR}/workbench/main_web.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/workbench/platform/platform_web.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/workbench/platform/canvas_export.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/workbench/platform/font_texture.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/workbench/platform/page_workers.cpp)
target_link_libraries(boardlab PRIVATE boardlab_ui)
boardlab_warnings(boardlab)

set(BOARDLAB_WEB_FONTS /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
  /usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf)

# Chinese: Noto Sans CJK SC (the collection's face 2) cut down to the characters BoardLab's own text uses
# (about 650 of its 65,000 glyphs), packed as /share/boardlab/fonts/NotoSansCJKSC.otf, where
# system_fonts_web.cpp looks for a family the page carries. The whole collection is 19 MB.
set(cjk_collection /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc)
set(cjk_font ${CMAKE_CURRENT_BINARY_DIR}/fonts/NotoSansCJKSC.otf)
# Everything cjk_glyphs.py reads: Chinese is in the catalogues (zh_*.cpp) and beyond them (the articles'
# titles, the language menu's names, the lessons).
file(GLOB_RECURSE cjk_texts CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/app/*.cpp ${PROJECT_SOURCE_DIR}/app/*.hpp
  ${PROJECT_SOURCE_DIR}/engine/*.cpp ${PROJECT_SOURCE_DIR}/engine/*.hpp ${PROJECT_SOURCE_DIR}/examples/lessons/*)
add_custom_command(OUTPUT ${cjk_font}
  COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_CURRENT_BINARY_DIR}/fonts
  COMMAND python3 ${CMAKE_CURRENT_SOURCE_DIR}/web/cjk_glyphs.py ${CMAKE_CURRENT_BINARY_DIR}/fonts/cjk.txt
    ${PROJECT_SOURCE_DIR}/app ${PROJECT_SOURCE_DIR}/engine ${PROJECT_SOURCE_DIR}/examples/lessons
  COMMAND pyftsubset ${cjk_collection} --font-number=2 --text-file=${CMAKE_CURRENT_BINARY_DIR}/fonts/cjk.txt
    --layout-features= --no-hinting --desubroutinize --output-file=${cjk_font}
  DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/web/cjk_glyphs.py ${cjk_texts}
  COMMENT "Cutting Noto Sans CJK SC down to BoardLab's characters"
  VERBATIM)
add_custom_target(boardlab_web_fonts DEPENDS ${cjk_font})
add_dependencies(boardlab boardlab_web_fonts)
# SHELL: CMake would merge the repeated --preload-file into one.
set(web_files "SHELL:--preload-file ${PROJECT_SOURCE_DIR}/examples@/share/boardlab/examples")
# The JavaScript and Python kits, where kitsFolder() looks: require("boardlab") and import boardlab of a
# program run in the page.
list(APPEND web_files "SHELL:--preload-file ${PROJECT_SOURCE_DIR}/kits/js@/share/boardlab/kits/js")
list(APPEND web_files
  "SHELL:--preload-file ${PROJECT_SOURCE_DIR}/kits/python/boardlab.py@/share/boardlab/kits/python/boardlab.py")
# The templates a new check starts from in the program editor (kits/js/new/ comes with kits/js).
list(APPEND web_files "SHELL:--preload-file ${PROJECT_SOURCE_DIR}/kits/python/new@/share/boardlab/kits/python/new")
list(APPEND web_files "SHELL:--preload-file ${cjk_font}@/share/boardlab/fonts/NotoSansCJKSC.otf")
foreach(font IN LISTS BOARDLAB_WEB_FONTS)
  list(APPEND web_files "SHELL:--preload-file ${font}@${font}")
endforeach()
# No threads (no SharedArrayBuffer: any static host and file:// serve the page): searches run on fibers,
# which need Asyncify (platform/page_workers.hpp; it makes the wasm about half as large again); C++
# exceptions caught as the engine expects; memory grows with a big search; the test hook (platform_web.cpp) callable from the page.
# The page keeps the home folder in IndexedDB (-lidbfs.js; app/web/index.html mounts it before main), and
# the functions the page and platform_web.cpp's JavaScript call stay exported. The canvas keeps its pixels
# from one frame to the next (GL_TESTING sets WebGL's preserveDrawingBuffer, and nothing else): a frame redraws
# only what changed (platform_web.cpp, renderFrame).
target_link_options(boardlab PRIVATE -sUSE_GLFW=3 -sUSE_WEBGL2=1 -sFULL_ES3=1 -sALLOW_MEMORY_GROWTH=1 -sGL_TESTING=1
  -sENVIRONMENT=web -sASYNCIFY=1 -sMODULARIZE=1 -sEXPORT_NAME=createBoardLab -lidbfs.js
  -sEXPORTED_RUNTIME_METHODS=ccall,cwrap,FS,IDBFS,addRunDependency,removeRunDependency
  "-sEXPORTED_FUNCTIONS=_main,_malloc,_free,_boardlab_frames_drawn,_boardlab_settled,_boardlab_state,_boardlab_open_picked,_boardlab_unsaved,_boardlab_keep_work_now,_boardlab_run_workers,_boardlab_touch_scrolls,_boardlab_touch_scroll,_boardlab_redraw_whole,_boardlab_frames_in_parts"
  ${web_files})
# The packed files are part of the link: a changed example or kit packs them again.
file(GLOB_RECURSE BOARDLAB_WEB_EXAMPLES CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/examples/* ${PROJECT_SOURCE_DIR}/kits/js/*)
list(APPEND BOARDLAB_WEB_EXAMPLES ${PROJECT_SOURCE_DIR}/kits/python/boardlab.py ${PROJECT_SOURCE_DIR}/kits/python/new/check_gomoku.py
  ${PROJECT_SOURCE_DIR}/kits/python/new/check_link.py)
set_property(TARGET boardlab APPEND PROPERTY LINK_DEPENDS ${BOARDLAB_WEB_FONTS} ${cjk_font} ${BOARDLAB_WEB_EXAMPLES})
