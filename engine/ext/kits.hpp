#pragma once
// Where the protocol's kits live (docs/protocol.md), and what a program started by BoardLab finds of them:
// `import boardlab` (Python) and `require("boardlab")` (Node) work from any folder, because every program
// is started with the kit's folder added to PYTHONPATH and NODE_PATH. For the compiled kits,
// `boardlab-cli kit java|csharp|cpp` prints the folder to compile with.

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace boardlab::ext {

// The languages with a kit, in the order the docs list them: python, js, java, csharp, cpp.
const std::vector<std::string_view>& kitLanguages();
// The folder of all kits: $BOARDLAB_KITS when set (a moved copy), else share/boardlab/kits beside the
// program's folder (installed, or the build tree's link to the source tree's kits/: shipped_files.hpp).
std::filesystem::path kitsFolder();
// "" when kitsFolder() is a folder; else what is wrong and what to do ("the kits are not at X (moved? set
// BOARDLAB_KITS to their folder)"). Checked before any program is started: without the kits every Python or
// JavaScript program fails at its import, and a grade would call every correct one a fault.
std::string kitsFolderProblem();
// The folder of one language's kit; empty for a language without one.
std::filesystem::path kitFolder(std::string_view language);
// "PYTHONPATH=...", "NODE_PATH=...": the Python and JavaScript kits' folders after whatever the
// environment already holds, for every program BoardLab starts.
std::vector<std::string> kitEnvironment();

}  // namespace boardlab::ext
