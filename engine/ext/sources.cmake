# Outside programs: the child-process runner, the JSON-lines protocol, and their registration as
# gomoku and link algorithms.
if(NOT TARGET nlohmann_json::nlohmann_json)  # the web build makes its own (third_party/web.cmake)
  find_package(nlohmann_json 3 REQUIRED)
endif()
target_link_libraries(boardlab_ext PRIVATE nlohmann_json::nlohmann_json)
# A page starts no process: the web build's runner runs a JavaScript program in a sandboxed Web Worker
# (child_process_web.cpp with its JavaScript library, web/child_process_web.js; the worker's runtime,
# web/program_worker.js, is compiled in as text).
if(EMSCRIPTEN)
  set(program_worker_js ${CMAKE_CURRENT_LIST_DIR}/web/program_worker.js)
  set(program_worker_cpp ${CMAKE_CURRENT_BINARY_DIR}/ext/program_worker_source.cpp)
  add_custom_command(OUTPUT ${program_worker_cpp}
    COMMAND ${CMAKE_COMMAND} -DIN=${program_worker_js} -DOUT=${program_worker_cpp} -DNAME=kProgramWorkerSource
      -P ${CMAKE_CURRENT_LIST_DIR}/web/embed_text.cmake
    DEPENDS ${program_worker_js} ${CMAKE_CURRENT_LIST_DIR}/web/embed_text.cmake VERBATIM)
  target_sources(boardlab_ext PRIVATE ${CMAKE_CURRENT_LIST_DIR}/child_process_web.cpp ${program_worker_cpp})
  set(program_host_js ${CMAKE_CURRENT_LIST_DIR}/web/child_process_web.js)
  target_link_options(boardlab_ext INTERFACE "SHELL:--js-library ${program_host_js}")
  set_property(TARGET boardlab_ext APPEND PROPERTY INTERFACE_LINK_DEPENDS ${program_host_js})
else()
  target_sources(boardlab_ext PRIVATE ${CMAKE_CURRENT_LIST_DIR}/child_process.cpp)
endif()
target_sources(boardlab_ext PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/command_line.cpp
  ${CMAKE_CURRENT_LIST_DIR}/kits.cpp
  ${CMAKE_CURRENT_LIST_DIR}/gomoku/gomoku_outside.cpp
  ${CMAKE_CURRENT_LIST_DIR}/link/link_outside.cpp
  ${CMAKE_CURRENT_LIST_DIR}/link/link_path.cpp
  ${CMAKE_CURRENT_LIST_DIR}/outside.cpp
  ${CMAKE_CURRENT_LIST_DIR}/program.cpp
  ${CMAKE_CURRENT_LIST_DIR}/protocol.cpp
)
