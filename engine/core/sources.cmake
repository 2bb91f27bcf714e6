target_sources(boardlab_core PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/algorithm.cpp
  ${CMAKE_CURRENT_LIST_DIR}/articles.cpp
  ${CMAKE_CURRENT_LIST_DIR}/atomic_file.cpp
  ${CMAKE_CURRENT_LIST_DIR}/board_text.cpp
  ${CMAKE_CURRENT_LIST_DIR}/budget.cpp
  ${CMAKE_CURRENT_LIST_DIR}/file_lock.cpp
  ${CMAKE_CURRENT_LIST_DIR}/game_module.cpp
  ${CMAKE_CURRENT_LIST_DIR}/inflate.cpp
  ${CMAKE_CURRENT_LIST_DIR}/lesson.cpp
  ${CMAKE_CURRENT_LIST_DIR}/lesson_library.cpp
  ${CMAKE_CURRENT_LIST_DIR}/quiz.cpp
  ${CMAKE_CURRENT_LIST_DIR}/results.cpp
  ${CMAKE_CURRENT_LIST_DIR}/scene.cpp
  ${CMAKE_CURRENT_LIST_DIR}/share_link.cpp
  ${CMAKE_CURRENT_LIST_DIR}/simulate.cpp
  ${CMAKE_CURRENT_LIST_DIR}/shipped_files.cpp
  ${CMAKE_CURRENT_LIST_DIR}/trace.cpp
  ${CMAKE_CURRENT_LIST_DIR}/trace_cursor.cpp
  ${CMAKE_CURRENT_LIST_DIR}/trace_json.cpp
  ${CMAKE_CURRENT_LIST_DIR}/zip_archive.cpp
)
# trace_json.hpp writes through nlohmann::json (a header-only package), so its users see it too.
if(NOT TARGET nlohmann_json::nlohmann_json)  # the web build makes its own (third_party/web.cmake)
  find_package(nlohmann_json 3 REQUIRED)
endif()
target_link_libraries(boardlab_core PUBLIC nlohmann_json::nlohmann_json)
