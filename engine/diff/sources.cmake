# The counterexample finder: where two algorithms of the same game answer differently.
target_sources(boardlab_diff PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/game_search.cpp
  ${CMAKE_CURRENT_LIST_DIR}/gomoku_diff.cpp
  ${CMAKE_CURRENT_LIST_DIR}/link_diff.cpp
  ${CMAKE_CURRENT_LIST_DIR}/search.cpp
)
