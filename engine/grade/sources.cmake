# Grading a class: each program searched against a reference, and the report's files (grade.hpp). Each
# game's part is in its folder.
target_sources(boardlab_grade PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/grade.cpp
  ${CMAKE_CURRENT_LIST_DIR}/gomoku/gomoku_grade.cpp
  ${CMAKE_CURRENT_LIST_DIR}/link/link_grade.cpp
  ${CMAKE_CURRENT_LIST_DIR}/report.cpp
  ${CMAKE_CURRENT_LIST_DIR}/report_html.cpp
)
