#pragma once
// Running the real boardlab-cli from the command-line tests: exit code, standard output and standard
// error, each captured apart.

#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

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
  const std::filesystem::path errFile = std::filesystem::temp_directory_path() /
                                        ("boardlab-cli-test-" + std::to_string(getpid()) + "-" + std::to_string(++calls) + ".err");
  const std::string command = (killAfterSeconds > 0 ? "timeout -s KILL " + std::to_string(killAfterSeconds) + " " : std::string()) +
                              std::string(BOARDLAB_CLI) + " " + args + " 2>" + errFile.string();
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

// The corrected gomoku detectors, the ones that must agree with the rules.
inline constexpr const char* kCorrectedGomoku[] = {"scan", "lines", "windows", "bitboard"};

// The path of `path` (say "gomoku/centre-five.board") under examples/ in the source tree.
inline std::string examplePath(const std::string& path) { return std::string(BOARDLAB_SOURCE_DIR) + "/examples/" + path; }

// Writes `text` to `name` in a temporary folder of this test process and returns its path.
inline std::string writeTempFile(const std::string& name, const std::string& text) {
  const auto dir = std::filesystem::temp_directory_path() / ("boardlab-cli-tests-" + std::to_string(getpid()));
  std::filesystem::create_directories(dir);
  const auto path = dir / name;
  std::ofstream(path) << text;
  return path.string();
}

}  // namespace boardlab::test
