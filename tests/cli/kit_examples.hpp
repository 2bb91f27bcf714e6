#pragma once
// The kits' example programs (examples/programs/) as commands for `--algo 'ext:COMMAND'`, for the
// command-line tests that run them (ext_cli_test.cpp, kit_rule_cli_test.cpp). Java, C# and Node examples are
// compiled or run at test time and skipped (GTEST_SKIP, which ctest counts as passed) only when that
// toolchain is missing.

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <string>
#include "tests/scratch_dir.hpp"
#include "tests/test_paths.hpp"

namespace boardlab::test {

inline bool onPath(const std::string& tool) {
  return std::system(("command -v " + tool + " >/dev/null 2>&1").c_str()) == 0;
}

// This test process's folder for what it compiles, removed when it ends.
inline std::filesystem::path scratch() { return testpaths::scratchDir("boardlab-ext-tests"); }

// The command that runs an example, building it first where the language needs it; "" when the
// toolchain is missing (`missing` says which).
inline std::string exampleCommand(const std::string& lang, const std::string& example, std::string& missing) {
  namespace fs = std::filesystem;
  const std::string source = testpaths::source;
  const std::string programs = source + "/examples/programs";
  if (lang == "python")
    return onPath("python3") ? "python3 " + programs + "/python/" + example + ".py" : (missing = "python3", "");
  if (lang == "js") return onPath("node") ? "node " + programs + "/js/" + example + ".js" : (missing = "node", "");
  if (lang == "cpp") return std::string(testpaths::cppExamples) + "/example_cpp_" + example;
  // The build compiles the Java and C# examples once (tests/CMakeLists.txt, kit_examples); a JDK or mcs
  // installed after the build was configured still works: the example is then compiled here.
  const fs::path built = fs::path(testpaths::kitExamples) / lang;
  if (lang == "java") {
    if (!onPath("javac") || !onPath("java")) return missing = "javac/java (a JDK)", "";
    if (fs::exists(built / (example + ".class"))) return "java -cp " + built.string() + " " + example;
    const fs::path out = scratch() / "java";
    if (!fs::exists(out / (example + ".class"))) {
      const std::string build = "javac -d " + out.string() + " " + source + "/kits/java/BoardLab.java " + programs +
                                "/java/" + example + ".java";
      EXPECT_EQ(std::system(build.c_str()), 0) << build;
    }
    return "java -cp " + out.string() + " " + example;
  }
  if (lang == "csharp") {
    if (!onPath("mcs") || !onPath("mono")) return missing = "mcs/mono (Debian's mono-mcs)", "";
    if (fs::exists(built / (example + ".exe"))) return "mono " + (built / (example + ".exe")).string();
    const fs::path exe = scratch() / (example + ".exe");
    if (!fs::exists(exe)) {
      const std::string build = "mcs -nologo -out:" + exe.string() + " " + source + "/kits/csharp/BoardLab.cs " +
                                programs + "/csharp/" + example + ".cs >/dev/null";
      EXPECT_EQ(std::system(build.c_str()), 0) << build;
    }
    return "mono " + exe.string();
  }
  return "";
}

#define EXAMPLE_OR_SKIP(var, lang, example)                        \
  std::string missing_;                                            \
  const std::string var = exampleCommand(lang, example, missing_); \
  if (var.empty()) GTEST_SKIP() << "skipped: " << missing_ << " is not installed (scripts/setup.sh installs it)"

}  // namespace boardlab::test
