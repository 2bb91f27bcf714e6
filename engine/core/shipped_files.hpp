#pragma once
// Where the files BoardLab ships beside its programs are found at run time: `examples/` (boards and the
// lessons) and `kits/` (the protocol's kits). An installed BoardLab keeps them in `<prefix>/share/boardlab/`
// beside `<prefix>/bin/`; a build tree has the same layout (CMake links `build/share/boardlab/examples` and
// `kits` to the source tree's folders), so one rule finds both, and no path of a checkout is compiled into
// any program (a build cache then serves every clone: docs/performance.md).

#include <filesystem>
#include <string_view>

namespace boardlab {

// The shipped folder `name` ("examples", "kits"): the environment variable `overrideVariable` when it is set
// and not empty (made absolute), else the first `share/boardlab/<name>` found in the running program's
// folder or one of its parents (three levels up: the tests run from `build/tests/app/`), links resolved.
// When none is there, the place it was looked for first, so that a message can name it.
std::filesystem::path shippedFolder(std::string_view name, const char* overrideVariable);

}  // namespace boardlab
