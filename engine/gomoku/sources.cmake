target_sources(boardlab_engine PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/algorithms.cpp
  ${CMAKE_CURRENT_LIST_DIR}/bitboard.cpp
  ${CMAKE_CURRENT_LIST_DIR}/analysis.cpp
  ${CMAKE_CURRENT_LIST_DIR}/board.cpp
  ${CMAKE_CURRENT_LIST_DIR}/board_file.cpp
  ${CMAKE_CURRENT_LIST_DIR}/detectors.cpp
  ${CMAKE_CURRENT_LIST_DIR}/game.cpp
  ${CMAKE_CURRENT_LIST_DIR}/line_index.cpp
  ${CMAKE_CURRENT_LIST_DIR}/line_state.cpp
  ${CMAKE_CURRENT_LIST_DIR}/lines.cpp
  ${CMAKE_CURRENT_LIST_DIR}/lines_js.cpp
  ${CMAKE_CURRENT_LIST_DIR}/notation.cpp
  ${CMAKE_CURRENT_LIST_DIR}/record.cpp
  ${CMAKE_CURRENT_LIST_DIR}/replay.cpp
  ${CMAKE_CURRENT_LIST_DIR}/win.cpp
  ${CMAKE_CURRENT_LIST_DIR}/windows.cpp
)
