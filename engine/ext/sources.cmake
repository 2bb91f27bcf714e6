# Outside programs: the child-process runner, the JSON-lines protocol, and their registration as
# gomoku and link algorithms.
if(NOT TARGET nlohmann_json::nlohmann_json)  # the web build makes its own (third_party/web.cmake)
  find_package(nlohmann_json 3 REQUIRED)
endif()
target_link_libraries(boardlab_ext PRIVATE nlohmann_json::nlohmann_json)
# A page starts no process: the web build's runner runs a JavaScript or Python program in a sandboxed Web
# Worker (child_process_web.cpp with its JavaScript library, web/child_process_web.js; the workers'
# runtimes, web/program_worker.js and web/python_worker.js, are compiled in as text).
if(EMSCRIPTEN)
  foreach(worker worker_reach:kWorkerReachSource program_worker:kProgramWorkerSource
                 python_worker:kPythonWorkerSource)
    string(REPLACE ":" ";" worker ${worker})
    list(GET worker 0 file)
    list(GET worker 1 name)
    set(worker_js ${CMAKE_CURRENT_LIST_DIR}/web/${file}.js)
    set(worker_cpp ${CMAKE_CURRENT_BINARY_DIR}/ext/${file}_source.cpp)
    add_custom_command(OUTPUT ${worker_cpp}
      COMMAND ${CMAKE_COMMAND} -DIN=${worker_js} -DOUT=${worker_cpp} -DNAME=${name}
        -P ${CMAKE_CURRENT_LIST_DIR}/web/embed_text.cmake
      DEPENDS ${worker_js} ${CMAKE_CURRENT_LIST_DIR}/web/embed_text.cmake VERBATIM)
    target_sources(boardlab_ext PRIVATE ${worker_cpp})
  endforeach()
  target_sources(boardlab_ext PRIVATE ${CMAKE_CURRENT_LIST_DIR}/child_process_web.cpp)
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
