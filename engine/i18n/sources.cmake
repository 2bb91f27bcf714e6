target_sources(boardlab_i18n PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/i18n.cpp
  ${CMAKE_CURRENT_LIST_DIR}/zh_common.cpp
)
