target_sources(boardlab_engine PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/i18n.cpp
  ${CMAKE_CURRENT_LIST_DIR}/zh_common.cpp
  ${CMAKE_CURRENT_LIST_DIR}/zh_gomoku.cpp
  ${CMAKE_CURRENT_LIST_DIR}/zh_link.cpp
  ${CMAKE_CURRENT_LIST_DIR}/zh_renju.cpp
)
