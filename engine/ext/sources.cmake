# Outside programs: the child-process runner, the JSON-lines protocol, and their registration as
# gomoku and link algorithms.
find_package(nlohmann_json 3 REQUIRED)
target_link_libraries(boardlab_ext PRIVATE nlohmann_json::nlohmann_json)
target_sources(boardlab_ext PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/child_process.cpp
  ${CMAKE_CURRENT_LIST_DIR}/command_line.cpp
  ${CMAKE_CURRENT_LIST_DIR}/kits.cpp
  ${CMAKE_CURRENT_LIST_DIR}/link_path.cpp
  ${CMAKE_CURRENT_LIST_DIR}/outside.cpp
  ${CMAKE_CURRENT_LIST_DIR}/program.cpp
  ${CMAKE_CURRENT_LIST_DIR}/protocol.cpp
)
