#include "engine/core/shipped_files.hpp"

#include <cstdlib>
#include <string>
#include <system_error>

namespace boardlab {

namespace {

// The running program's folder; empty where the system does not say (then only the override works).
std::filesystem::path programFolder() {
  std::error_code ec;
  const std::filesystem::path exe = std::filesystem::read_symlink("/proc/self/exe", ec);
  return ec ? std::filesystem::path() : exe.parent_path();
}

}  // namespace

std::filesystem::path shippedFolder(std::string_view name, const char* overrideVariable) {
  if (const char* set = overrideVariable ? std::getenv(overrideVariable) : nullptr; set && *set) {
    std::error_code ec;
    const std::filesystem::path absolute = std::filesystem::absolute(set, ec);
    return ec ? std::filesystem::path(set) : absolute;
  }
  const std::filesystem::path start = programFolder();
  if (start.empty()) return std::filesystem::path("share") / "boardlab" / name;
  const std::filesystem::path first = start.parent_path() / "share" / "boardlab" / name;
  std::filesystem::path folder = start;
  for (int level = 0; level <= 3 && !folder.empty(); ++level, folder = folder.parent_path()) {
    const std::filesystem::path candidate = folder / "share" / "boardlab" / name;
    std::error_code ec;
    // The real folder, not the build tree's link to it: what BoardLab says and passes on names the kits'
    // and lessons' own place, the one a user can find and open.
    if (std::filesystem::is_directory(candidate, ec)) {
      const std::filesystem::path real = std::filesystem::canonical(candidate, ec);
      return ec ? candidate : real;
    }
    if (folder == folder.root_path()) break;
  }
  return first;
}

}  // namespace boardlab
