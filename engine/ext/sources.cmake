# Outside programs: the child-process runner, the JSON-lines protocol, and their registration as
# gomoku and link algorithms.
if(NOT TARGET nlohmann_json::nlohmann_json)  # the web build makes its own (third_party/web.cmake)
  find_package(nlohmann_json 3 REQUIRED)
endif()
target_link_libraries(boardlab_ext PRIVATE nlohmann_json::nlohmann_json)
# A page cannot start programs: the web build's runner says so (child_process_web.cpp).
if(EMSCRIPTEN)
  target_sources(boardlab_ext PRIVATE ${CMAKE_CURRENT_LIST_DIR}/child_process_web.cpp)
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
