#pragma once
// Where the suites (and the benchmarks) find the source tree, the programs they run and their data. CMake
// writes each suite's values into one small generated file (boardlab_test_paths in CMakeLists.txt), compiled
// on its own: no path of the checkout is on any other file's command line, so a build cache serves the rest
// of the suite to every clone (docs/performance.md). A suite defines only the paths it uses; naming another
// one fails to link.

namespace testpaths {

extern const char* const source;        // the source tree
extern const char* const cli;           // the boardlab-cli executable
extern const char* const thirdGameCli;  // boardlab-cli with the tests' tic-tac-toe (tests/third_game)
extern const char* const app;           // the boardlab executable
extern const char* const golden;        // tests/app/golden: the pixel tests' reference images
extern const char* const ownDisplay;    // tests/app/own_display.sh
extern const char* const cppExamples;   // the folder of the C++ kit's example programs, built
extern const char* const kitExamples;   // the Java and C# kits' example programs, compiled by the build

}  // namespace testpaths
