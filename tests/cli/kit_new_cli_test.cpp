// boardlab-cli kit new LANGUAGE DIR: a student's starter pack in each language and for each game. Its own
// grade.sh passes the kit's correct example and fails its buggy one, with the settings the teacher gave;
// the template itself runs (and fails, having no check yet); a folder that is not empty is refused and left
// as it was.

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>

#include "cli_runner.hpp"
#include "tests/scratch_dir.hpp"
#include "tests/test_paths.hpp"

namespace boardlab::test::kit_new {
namespace {

namespace fs = std::filesystem;
const std::string kSource = testpaths::source;

std::string readFile(const fs::path& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

bool onPath(const std::string& tool) { return std::system(("command -v " + tool + " >/dev/null 2>&1").c_str()) == 0; }

struct Pack {
  std::string language, check;  // the file the student writes
  std::string correct, buggy;   // examples/programs/LANGUAGE/...
  std::string needs;            // the tool its build needs
};

const Pack kPacks[] = {
    {"python", "check.py", "python/gomoku_check.py", "python/gomoku_missed_diagonal.py", "python3"},
    {"js", "check.js", "js/gomoku_check.js", "js/gomoku_edge_skipped.js", "node"},
    {"java", "Check.java", "java/GomokuCheck.java", "java/GomokuCountNotReset.java", "javac"},
    {"csharp", "Check.cs", "csharp/GomokuCheck.cs", "csharp/GomokuMissedDiagonal.cs", "mcs"},
    {"cpp", "check.cpp", "cpp/gomoku_check.cpp", "cpp/gomoku_count_not_reset.cpp", "g++"},
};

// Runs the pack's grade.sh with this build's boardlab-cli; its output (the verdict line) and exit code.
CliRun gradeSh(const fs::path& dir) {
  const std::string log = (dir / "grade.log").string();
  CliRun r;
  r.code = std::system(
      ("BOARDLAB_CLI=" + std::string(testpaths::cli) + " " + (dir / "grade.sh").string() + " > " + log + " 2>&1")
          .c_str());
  r.out = readFile(log);
  return r;
}

// The example as the student's file: Java wants the class named as its file.
std::string asStudentsFile(const Pack& p, const std::string& example) {
  std::string text = readFile(kSource + "/examples/programs/" + example);
  if (p.language == "java") text = std::regex_replace(text, std::regex(R"(public class \w+)"), "public class Check");
  return text;
}

class KitNew : public ::testing::TestWithParam<Pack> {};

TEST_P(KitNew, ItsGradeShPassesTheCorrectExampleAndFailsTheBuggyOneAsTheTeachersGradeWould) {
  const Pack& p = GetParam();
  if (!onPath(p.needs)) GTEST_SKIP() << p.needs << " is not installed (scripts/setup.sh installs it)";
  const fs::path dir = testpaths::freshScratchDir("boardlab-kit-new", p.language) / "pack";
  const CliRun made = cli("kit new " + p.language + " " + dir.string() + " --seed 3 --tries 40 --rule standard");
  ASSERT_EQ(made.code, 0) << made.err;
  for (const char* f : {"README.md", "README.zh-CN.md", "grade.sh", "boards/centre-five.board", "boards/opening.board",
                        "boards/scan-objc-edge.board"})
    EXPECT_TRUE(fs::exists(dir / f)) << f;
  EXPECT_TRUE(fs::exists(dir / p.check));
  EXPECT_NE(readFile(dir / "README.zh-CN.md").find("交作业前先看结论"), std::string::npos);
  const std::string script = readFile(dir / "grade.sh");
  EXPECT_NE(script.find("--reference scan --rule standard --seed 3 --tries 40"), std::string::npos) << script;

  // The template runs and is graded: it finds no win, so it fails.
  const CliRun start = gradeSh(dir);
  ASSERT_EQ(start.code, 0) << start.out;
  EXPECT_NE(start.out.find("me: failed on input"), std::string::npos) << start.out;

  std::ofstream(dir / p.check) << asStudentsFile(p, p.correct);
  const CliRun right = gradeSh(dir);
  ASSERT_EQ(right.code, 0) << right.out;
  EXPECT_NE(right.out.find("me: passed 40 of 40 inputs"), std::string::npos) << right.out;

  std::ofstream(dir / p.check) << asStudentsFile(p, p.buggy);
  const CliRun wrong = gradeSh(dir);
  ASSERT_EQ(wrong.code, 0) << wrong.out;
  EXPECT_NE(wrong.out.find("me: failed on input"), std::string::npos) << wrong.out;
  EXPECT_TRUE(fs::exists(dir / "my-grade" / "report.html"));
}

INSTANTIATE_TEST_SUITE_P(Languages, KitNew, ::testing::ValuesIn(kPacks),
                         [](const auto& info) { return info.param.language; });

TEST(KitNewFolder, ALinkPackPassesTheCorrectLinkCheck) {
  const fs::path dir = testpaths::freshScratchDir("boardlab-kit-new", "link") / "pack";
  ASSERT_EQ(cli("kit new js " + dir.string() + " --game link --tries 30").code, 0);
  EXPECT_TRUE(fs::exists(dir / "boards" / "corners-objc-no-ring.board"));
  EXPECT_NE(readFile(dir / "grade.sh").find("--game link --reference corners"), std::string::npos);
  std::ofstream(dir / "check.js") << readFile(kSource + "/examples/programs/js/link_check.js");
  const CliRun right = gradeSh(dir);
  EXPECT_NE(right.out.find("me: passed 30 of 30 inputs"), std::string::npos) << right.out;
}

TEST(KitNewFolder, AFolderThatIsNotEmptyIsRefusedAndLeftAsItWas) {
  const fs::path dir = testpaths::freshScratchDir("boardlab-kit-new", "taken");
  std::ofstream(dir / "check.py") << "# my own work\n";
  const CliRun r = cli("kit new python " + dir.string());
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find(dir.string() + " is not empty"), std::string::npos) << r.err;
  EXPECT_EQ(readFile(dir / "check.py"), "# my own work\n");
  EXPECT_FALSE(fs::exists(dir / "grade.sh"));
  const CliRun file = cli("kit new python " + (dir / "check.py").string());
  EXPECT_EQ(file.code, 2);
  EXPECT_NE(file.err.find("is not a folder"), std::string::npos) << file.err;
  EXPECT_NE(cli("kit new cobol " + (dir / "x").string()).code, 0);
  const CliRun ruled = cli("kit new js " + (dir / "link").string() + " --game link --rule renju");
  EXPECT_EQ(ruled.code, 2);
  EXPECT_NE(ruled.err.find("--rule is gomoku's"), std::string::npos) << ruled.err;
  EXPECT_FALSE(fs::exists(dir / "link"));
}

}  // namespace
}  // namespace boardlab::test::kit_new
