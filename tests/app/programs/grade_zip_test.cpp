// Grade a class from a .zip of the class's submissions (a course site's download): one program per student's
// folder, an archiver's own entries left out, a damaged archive refused with what is wrong.

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "tests/app/workbench_fixture.hpp"
#include "tests/python_zip.hpp"
#include "tests/scratch_dir.hpp"

namespace boardlab::ui {
namespace {

namespace fs = std::filesystem;
using testpaths::bytesOf;
using testpaths::pythonZip;

const std::string kAlice = "import boardlab\n# alice's check\n" + std::string(3000, '#') + "\n";
const std::string kBob = "const boardlab = require(\"boardlab\");\n// bob, with ünïcödé 中文\n";

class GradeFromZipUi : public WorkbenchTest {};

TEST_F(GradeFromZipUi, AClassZipListsOneProgramPerStudentsFolder) {
  const fs::path dir = testpaths::freshScratchDir("boardlab-zip-reader", "grade");
  const fs::path zip = pythonZip(dir / "class.zip", {{"submissions/alice/check.py", kAlice},
                                                     {"submissions/bob/check.js", kBob},
                                                     {"carol.py", kAlice + "# carol\n"},
                                                     {"__MACOSX/submissions/alice/._check.py", "\x00\x05"},
                                                     {"submissions/bob/.hidden.js", kBob},
                                                     {"README.md", "# the assignment"}});
  GradeWindow& window = bench.gradeWindow();
  window.show("gomoku");
  imgui.frame(body);
  bench.postOpen(zip);
  ASSERT_TRUE(framesUntil(
      imgui, body, [&] { return window.rows().size() == 3; }, 10))
      << bench.status();
  EXPECT_EQ(bench.status(), "Added 3 programs from class.zip.");
  EXPECT_EQ(window.rows()[0].name, "alice");
  EXPECT_EQ(window.rows()[1].name, "bob");
  EXPECT_EQ(window.rows()[2].name, "carol");
  EXPECT_NE(window.rows()[1].command.find("node check.js"), std::string::npos) << window.rows()[1].command;
  // The same zip again adds nothing; a damaged one says why and adds nothing.
  bench.postOpen(zip);
  framesUntil(
      imgui, body, [] { return false; }, 0.3);
  EXPECT_EQ(window.rows().size(), 3u);
  std::string damaged = bytesOf(zip);
  damaged.resize(damaged.size() - 30);
  std::ofstream(dir / "cut.zip", std::ios::binary) << damaged;
  bench.postOpen(dir / "cut.zip");
  framesUntil(
      imgui, body, [] { return false; }, 0.3);
  EXPECT_EQ(window.rows().size(), 3u);
  EXPECT_NE(bench.status().find("cut.zip was not added: not a zip archive"), std::string::npos) << bench.status();
}

}  // namespace
}  // namespace boardlab::ui
