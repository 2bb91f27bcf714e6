#pragma once
// Running the real boardlab-cli from the command-line tests: exit code, standard output and standard
// error, each captured apart.

#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include "tests/scratch_dir.hpp"
#include "tests/test_paths.hpp"

namespace boardlab::test {

struct CliRun {
  int code = -1;
  std::string out;
  std::string err;
};

// Runs boardlab-cli with `args` (already shell-quoted where needed). With `mergeErrors`, standard error is
// appended to `out` too (for tests that look for a message wherever it went). With `killAfterSeconds`, a
// run that takes longer is killed (code 137), so a hang fails the test instead of stopping the suite.
inline CliRun cli(const std::string& args, bool mergeErrors = false, int killAfterSeconds = 0) {
  static int calls = 0;
  const std::filesystem::path errFile =
      std::filesystem::temp_directory_path() /
      ("boardlab-cli-test-" + std::to_string(getpid()) + "-" + std::to_string(++calls) + ".err");
  const std::string command =
      (killAfterSeconds > 0 ? "timeout -s KILL " + std::to_string(killAfterSeconds) + " " : std::string()) +
      std::string(testpaths::cli) + " " + args + " 2>" + errFile.string();
  CliRun run;
  FILE* pipe = popen(command.c_str(), "r");
  if (!pipe) return run;
  std::array<char, 4096> buffer{};
  std::size_t n = 0;
  while ((n = fread(buffer.data(), 1, buffer.size(), pipe)) > 0) run.out.append(buffer.data(), n);
  const int status = pclose(pipe);
  run.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  std::ifstream in(errFile, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  run.err = text.str();
  std::filesystem::remove(errFile);
  if (mergeErrors) run.out += run.err;
  return run;
}

// Starts boardlab-cli with `args` (shell-quoted) in the background, its output thrown away, and returns its
// pid (-1 when it cannot start), for tests that signal it while it runs; the caller waits for it. `prefix`
// runs first in the same shell (`trap '' HUP;` starts it with hang-ups ignored); SIGTERM, SIGINT and SIGHUP
// are otherwise at their default, whatever the test runner ignores.
inline pid_t startCli(const std::string& args, const std::string& prefix = "") {
  const std::string command = prefix + " exec " + std::string(testpaths::cli) + " " + args + " >/dev/null 2>&1";
  const char* argv[] = {"/bin/sh", "-c", command.c_str(), nullptr};
  posix_spawnattr_t attr;
  posix_spawnattr_init(&attr);
  sigset_t defaults;
  sigemptyset(&defaults);
  for (int sig : {SIGTERM, SIGINT, SIGHUP}) sigaddset(&defaults, sig);
  posix_spawnattr_setsigdefault(&attr, &defaults);
  posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETSIGDEF);
  pid_t pid = -1;
  const int rc = posix_spawn(&pid, "/bin/sh", nullptr, &attr, const_cast<char**>(argv), environ);
  posix_spawnattr_destroy(&attr);
  return rc == 0 ? pid : -1;
}

// The corrected gomoku detectors, the ones that must agree with the rules.
inline constexpr const char* kCorrectedGomoku[] = {"scan", "lines", "windows", "bitboard"};

// The path of `path` (say "gomoku/centre-five.board") under examples/ in the source tree.
inline std::string examplePath(const std::string& path) { return std::string(testpaths::source) + "/examples/" + path; }

// Writes `text` to `name` in a temporary folder of this test process (removed when it ends) and returns its
// path.
inline std::string writeTempFile(const std::string& name, const std::string& text) {
  const auto dir = testpaths::scratchDir("boardlab-cli-tests");
  const auto path = dir / name;
  std::ofstream(path) << text;
  return path.string();
}

}  // namespace boardlab::test
