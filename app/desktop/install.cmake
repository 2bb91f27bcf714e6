# Installing BoardLab (cmake --install, and the .deb of cpack -G DEB): the programs in bin/, what they ship
# in share/boardlab/ beside them (found relative to the executable: engine/core/shipped_files.hpp, so no
# path of the checkout is compiled in), the documentation, a desktop entry and an icon. docs/install.md.
include(GNUInstallDirs)

install(TARGETS boardlab-cli RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
if(TARGET boardlab)
  install(TARGETS boardlab RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
  install(FILES ${CMAKE_CURRENT_LIST_DIR}/boardlab.desktop DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
  install(FILES ${CMAKE_CURRENT_LIST_DIR}/boardlab.svg
          DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)
endif()
# The lessons are examples/lessons; the kits' examples are examples/programs (sources only: nothing built).
install(DIRECTORY ${PROJECT_SOURCE_DIR}/examples ${PROJECT_SOURCE_DIR}/kits
        DESTINATION ${CMAKE_INSTALL_DATADIR}/boardlab
        PATTERN "CMakeLists.txt" EXCLUDE PATTERN "__pycache__" EXCLUDE PATTERN "*.class" EXCLUDE)
# The README beside its docs/ folder, as in the checkout: its links and images keep working.
install(FILES ${PROJECT_SOURCE_DIR}/README.md DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/boardlab)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/docs DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/boardlab)

# cpack -G DEB: one package, boardlab, installed under /usr. Its Depends are the shared libraries the two
# programs link (dpkg-shlibdeps reads them: GLFW, stb, the C++ runtime, X11), OpenGL (GLFW opens it at run
# time) and the DejaVu fonts the workbench draws with; Chinese wants Noto CJK, the kits their languages.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME boardlab)
set(CPACK_PACKAGE_VENDOR "BoardLab")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "workbench for the algorithms behind grid games (gomoku, lianliankan)")
set(CPACK_PACKAGE_CONTACT "BoardLab maintainers <boardlab@localhost>")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION education)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libgl1, fonts-dejavu-core, fontconfig")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "fonts-noto-cjk, python3, nodejs")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "openjdk-17-jdk-headless, mono-mcs, g++")
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
    "Step through gomoku win checks and lianliankan link searches on the board, as published and corrected,\n\
compare them, find counterexamples, grade students' programs and teach with lessons, presenter mode,\n\
exports and share links. boardlab is the workbench, boardlab-cli the command line.")
include(CPack)
