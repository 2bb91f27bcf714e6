#pragma once
// A folder of a test process's own under the temporary directory, removed when the process ends. ctest runs
// most tests in a process of their own (gtest_discover_tests; the engine's in shards under the sanitizers),
// and a folder named after the process id that nobody removed left thousands of them in /tmp.
//
// scratchDir("boardlab-cli-tests") is $TMPDIR/boardlab-cli-tests-<pid>, made if missing (a test may empty or
// remove it; the next call makes it again). scratchPath names the same folder without making it: for a
// constant at namespace scope (named at start-up, also in a run that only lists the tests) or a caller that
// makes what it needs inside. Either way the folder and everything in it goes when the process exits
// normally (a crashed or killed test leaves it). Only the process that named a folder removes it: a forked
// child that exits (a death test, a test's own fork) leaves its parent's folder alone, and a folder a child
// named goes with that child.

#include <sys/types.h>
#include <unistd.h>

#include <filesystem>
#include <mutex>
#include <string>
#include <system_error>
#include <utility>
#include <vector>

namespace testpaths {

namespace scratch_detail {

// The folders named in this program, each with the process that named it. The one object is a
// function-local static: its destructor runs at normal exit.
class Folders {
 public:
  Folders() = default;
  Folders(const Folders&) = delete;
  Folders& operator=(const Folders&) = delete;
  ~Folders() {
    const pid_t self = ::getpid();
    for (const auto& [path, owner] : folders_) {
      if (owner != self) continue;
      std::error_code ignored;
      std::filesystem::remove_all(path, ignored);
    }
  }
  void add(const std::filesystem::path& path) {
    const pid_t self = ::getpid();
    const std::lock_guard<std::mutex> lock(mutex_);
    for (const auto& [known, owner] : folders_)
      if (owner == self && known == path) return;
    folders_.emplace_back(path, self);
  }

 private:
  std::mutex mutex_;
  std::vector<std::pair<std::filesystem::path, pid_t>> folders_;
};

inline Folders& folders() {
  static Folders all;
  return all;
}

}  // namespace scratch_detail

// $TMPDIR/<prefix>-<pid>, removed at this process's normal exit; not made here.
inline std::filesystem::path scratchPath(const std::string& prefix) {
  std::filesystem::path path = std::filesystem::temp_directory_path() / (prefix + "-" + std::to_string(::getpid()));
  scratch_detail::folders().add(path);
  return path;
}

// scratchPath(prefix), made if missing.
inline std::filesystem::path scratchDir(const std::string& prefix) {
  std::filesystem::path path = scratchPath(prefix);
  std::filesystem::create_directories(path);
  return path;
}

// scratchPath(prefix) / name, emptied and made: a fresh folder of this process's own for one test.
inline std::filesystem::path freshScratchDir(const std::string& prefix, const std::string& name) {
  const std::filesystem::path dir = scratchPath(prefix) / name;
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  return dir;
}

}  // namespace testpaths
