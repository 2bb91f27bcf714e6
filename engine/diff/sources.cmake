# The counterexample finder: where two algorithms of the same game answer differently. The driver every
# game shares is here; each game's comparisons and search are in its folder.
target_sources(boardlab_diff PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/game_search.cpp
  ${CMAKE_CURRENT_LIST_DIR}/gomoku/gomoku_diff.cpp
  ${CMAKE_CURRENT_LIST_DIR}/link/link_diff.cpp
  ${CMAKE_CURRENT_LIST_DIR}/search.cpp
)
