#pragma once
// Saving without ever losing the old file: write a temporary file beside the target, flush it, then
// rename it over the target. A failed save leaves the old file intact and says why.

#include <filesystem>
#include <string>
#include <string_view>

namespace boardlab {

// Returns false and a reason ("cannot write /x/y.board: Permission denied") when anything fails.
bool writeFileAtomically(const std::filesystem::path& path, std::string_view content, std::string& error);

}  // namespace boardlab
