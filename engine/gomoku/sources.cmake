target_sources(boardlab_engine PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/board.cpp
  ${CMAKE_CURRENT_LIST_DIR}/game.cpp
  ${CMAKE_CURRENT_LIST_DIR}/notation.cpp
  ${CMAKE_CURRENT_LIST_DIR}/win.cpp
)
