#pragma once
// Where the files BoardLab ships beside its programs are found at run time: `examples/` (boards and the
// lessons) and `kits/` (the protocol's kits), in `share/boardlab/` beside the folder of the program: the
// layout of an installed BoardLab (`<prefix>/share/boardlab/` beside `<prefix>/bin/`), and of a build tree
// (CMake links `build/share/boardlab/examples` and `kits` to the source tree's folders). No path of a
// checkout is compiled into any program, so a build cache serves every clone (docs/performance.md).

#include <filesystem>
#include <string_view>

namespace boardlab {

// The shipped folder `name` ("examples", "kits"): the environment variable `overrideVariable` when it is set
// and not empty (made absolute), else the first `share/boardlab/<name>` found in the running program's
// folder or one of its parents (three levels up: the tests run from `build/tests/app/`), links resolved.
// When none is there, `share/boardlab/<name>` beside the program's folder (where an installed one keeps it),
// so that a message can name it.
std::filesystem::path shippedFolder(std::string_view name, const char* overrideVariable);

}  // namespace boardlab
