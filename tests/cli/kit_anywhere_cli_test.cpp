// Every kit from any folder: each language's correct example, copied alone into a folder outside
// the repository, is built with nothing but `boardlab-cli kit LANG` and graded from there, and passes;
// Python and JavaScript programs find their kit because BoardLab starts them with it on PYTHONPATH and
// NODE_PATH. A toolchain that is missing skips its language (GTEST_SKIP), as kit_examples.hpp does.

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "cli_runner.hpp"
#include "kit_examples.hpp"
#include "tests/scratch_dir.hpp"
#include "tests/test_paths.hpp"

// Its own namespace: the unity build compiles this file beside the other command-line tests.
namespace boardlab::test::kit_anywhere {
namespace {

namespace fs = std::filesystem;
const std::string kSource = testpaths::source;

std::string slurp(const fs::path& p) {
  std::ifstream in(p);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// A fresh folder of a student's own, far from the repository.
fs::path studentFolder(const std::string& lang) { return testpaths::freshScratchDir("boardlab-student", lang); }

// Runs `command` in `dir` through the shell; its exit status.
int inFolder(const fs::path& dir, const std::string& command) {
  return std::system(("cd '" + dir.string() + "' && " + command + " > out.txt 2> err.txt").c_str());
}

struct Example {
  const char* lang;
  const char* file;   // under examples/programs/LANG/
  const char* tools;  // what must be on PATH
  const char* build;  // "" or the build line, with KIT for $(boardlab-cli kit LANG)
  const char* run;    // the grade's command
};

class KitAnywhere : public ::testing::TestWithParam<Example> {};

TEST_P(KitAnywhere, TheCorrectExampleCopiedAloneBuildsAndPassesGrade) {
  const Example& e = GetParam();
  std::istringstream tools(e.tools);
  for (std::string t; tools >> t;) {
    if (!onPath(t)) GTEST_SKIP() << "skipped: " << t << " is not installed (scripts/setup.sh installs it)";
  }
  const fs::path dir = studentFolder(e.lang);
  fs::copy_file(kSource + "/examples/programs/" + e.lang + "/" + e.file, dir / e.file);
  const std::string cli = testpaths::cli;
  std::string build = e.build;
  for (std::size_t at = build.find("KIT"); at != std::string::npos; at = build.find("KIT"))
    build.replace(at, 3, "\"$(" + cli + " kit " + e.lang + ")\"");
  if (!build.empty()) {
    ASSERT_EQ(inFolder(dir, build), 0) << build << "\n" << slurp(dir / "err.txt");
  }
  const std::string grade = cli + " grade --reference scan --tries 40 --out marks 'mine=" + e.run + "' --json";
  ASSERT_EQ(inFolder(dir, grade), 0) << slurp(dir / "err.txt");
  EXPECT_NE(slurp(dir / "out.txt").find("\"verdict\":\"passed\""), std::string::npos)
      << slurp(dir / "out.txt") << slurp(dir / "err.txt");
}

INSTANTIATE_TEST_SUITE_P(
    Kits, KitAnywhere,
    ::testing::Values(Example{"python", "gomoku_check.py", "python3", "", "python3 gomoku_check.py"},
                      Example{"js", "gomoku_check.js", "node", "", "node gomoku_check.js"},
                      Example{"java", "GomokuCheck.java", "javac java", "javac -d kit KIT/BoardLab.java",
                              "java -cp kit GomokuCheck.java"},
                      Example{"csharp", "GomokuCheck.cs", "mcs mono",
                              "mcs -nologo -out:check.exe KIT/BoardLab.cs GomokuCheck.cs", "mono check.exe"},
                      Example{"cpp", "gomoku_check.cpp", "g++", "g++ -std=c++20 -IKIT gomoku_check.cpp -o check",
                              "./check"}),
    [](const ::testing::TestParamInfo<Example>& info) { return std::string(info.param.lang); });

TEST(KitCli, SaysWhereEachKitIsAndHowToUseIt) {
  const CliRun all = cli("kit");
  ASSERT_EQ(all.code, 0) << all.err;
  EXPECT_NE(all.out.find("The kits are in " + kSource + "/kits."), std::string::npos) << all.out;
  EXPECT_NE(all.out.find("PYTHONPATH=" + kSource + "/kits/python python3 check.py"), std::string::npos) << all.out;
  EXPECT_NE(all.out.find("-I" + kSource + "/kits/cpp"), std::string::npos) << all.out;
  const CliRun one = cli("kit cpp");
  EXPECT_EQ(one.out, kSource + "/kits/cpp\n");
  EXPECT_EQ(cli("kit cobol").code, 2);
  // A usage error quotes the argument, but never its escape codes (this one turned the terminal red).
  const CliRun escape = cli("kit \"$(printf '\\033[31mred')\"");
  EXPECT_EQ(escape.code, 2);
  EXPECT_NE(escape.err.find("[31mred"), std::string::npos) << escape.err;
  EXPECT_EQ(escape.err.find('\x1b'), std::string::npos) << "an escape code reached the terminal";
  // A moved copy: BOARDLAB_KITS says where; a folder that is not there is said so.
  const int missing =
      std::system(("BOARDLAB_KITS=/nonexistent/kits " + std::string(testpaths::cli) + " kit > /dev/null 2>&1").c_str());
  EXPECT_EQ(WEXITSTATUS(missing), 3);
}

// With BOARDLAB_KITS naming no folder, grade called every correct program a fault (an
// import traceback). It stops before any program starts, with kit's own message; so does --algo ext:.
TEST(KitCli, AMissingKitsFolderStopsGradeAndExtBeforeAnyProgramStarts) {
  const std::string program = "python3 " + kSource + "/examples/programs/python/gomoku_check.py";
  const std::filesystem::path out = testpaths::freshScratchDir("boardlab-kit-missing", "report");
  setenv("BOARDLAB_KITS", "/nonexistent/kits", 1);
  const CliRun grade = cli("grade --reference scan --tries 20 --out " + out.string() + " 'right=" + program + "'");
  const CliRun gomoku = cli("gomoku " + kSource + "/examples/gomoku/centre-five.board --algo 'ext:" + program + "'");
  unsetenv("BOARDLAB_KITS");
  EXPECT_EQ(grade.code, 3) << grade.out << grade.err;
  EXPECT_NE(grade.err.find("the kits are not at /nonexistent/kits (moved? set BOARDLAB_KITS to their folder)"),
            std::string::npos)
      << grade.err;
  EXPECT_FALSE(std::filesystem::exists(out / "report.md")) << "a report of faults was written";
  EXPECT_NE(gomoku.code, 0);
  EXPECT_NE(gomoku.err.find("the kits are not at /nonexistent/kits"), std::string::npos) << gomoku.err;
}

}  // namespace
}  // namespace boardlab::test::kit_anywhere
