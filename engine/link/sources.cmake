# The link (lianliankan) engine: board, board files, the four link algorithms, the game around them.
target_sources(boardlab_link PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/algorithms.cpp
  ${CMAKE_CURRENT_LIST_DIR}/analysis.cpp
  ${CMAKE_CURRENT_LIST_DIR}/bfs.cpp
  ${CMAKE_CURRENT_LIST_DIR}/board.cpp
  ${CMAKE_CURRENT_LIST_DIR}/board_file.cpp
  ${CMAKE_CURRENT_LIST_DIR}/corners.cpp
  ${CMAKE_CURRENT_LIST_DIR}/corners_objc.cpp
  ${CMAKE_CURRENT_LIST_DIR}/game.cpp
  ${CMAKE_CURRENT_LIST_DIR}/generator.cpp
  ${CMAKE_CURRENT_LIST_DIR}/module.cpp
  ${CMAKE_CURRENT_LIST_DIR}/path.cpp
  ${CMAKE_CURRENT_LIST_DIR}/questions.cpp
  ${CMAKE_CURRENT_LIST_DIR}/rays.cpp
  ${CMAKE_CURRENT_LIST_DIR}/share_fields.cpp
  ${CMAKE_CURRENT_LIST_DIR}/solver.cpp
  ${CMAKE_CURRENT_LIST_DIR}/trace_steps.cpp
  ${CMAKE_CURRENT_LIST_DIR}/verdict_text.cpp
  ${CMAKE_CURRENT_LIST_DIR}/zh_link.cpp
  ${CMAKE_CURRENT_LIST_DIR}/zh_questions.cpp
)
