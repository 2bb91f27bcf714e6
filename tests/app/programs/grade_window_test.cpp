// Run > Grade a class, on ImGui's null backend: programs dropped while the window is open are listed, not
// run; Grade grades them on a worker while the frames go on, and the verdicts, boards and share links are
// the ones `boardlab-cli grade` gives for the same seed (both are engine/grade's search); the report saves
// as one zip; Cancel stops a grading with what it had graded, and closing the workbench mid-grade never
// waits for a program's time limit.

#include <gtest/gtest.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>
#include <string>
#include <thread>
#include <vector>

#include "engine/ext/outside.hpp"
#include "engine/grade/report.hpp"
#include "tests/app/workbench_fixture.hpp"
#include "tests/scratch_dir.hpp"
#include "tests/test_paths.hpp"

namespace boardlab::ui {
namespace {

namespace fs = std::filesystem;

const fs::path kExamples = fs::path(testpaths::source) / "examples" / "programs";

std::string slurp(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

class GradeWindowUi : public WorkbenchTest {
 protected:
  GradeWindow& window() { return bench.gradeWindow(); }
  void drop(const std::vector<fs::path>& files) {
    for (const fs::path& f : files) bench.postOpen(f);
    const std::size_t want = window().rows().size() + files.size();
    ASSERT_TRUE(framesUntil(
        imgui, body, [&] { return window().rows().size() == want; }, 10));
  }
  void gradeWith(std::uint64_t seed, int tries) {
    grade::GradeRun run = window().run();
    run.seed = seed;
    run.tries = tries;
    window().setRun(run);
    imgui.frame(body);
    imgui.click(window().buttons().grade, body);
    ASSERT_TRUE(window().running() || window().gradedCount() > 0) << "Grade started nothing";
  }
};

TEST_F(GradeWindowUi, GivesTheCommandLinesVerdictsAndBoardsForTheSameSeed) {
  window().show("gomoku");
  imgui.frame(body);
  const std::vector<fs::path> files = {
      kExamples / "js" / "gomoku_check.js", kExamples / "js" / "gomoku_edge_skipped.js",
      kExamples / "python" / "gomoku_missed_diagonal.py", kExamples / "python" / "gomoku_check.py"};
  drop(files);
  // Listed, not started: nothing of theirs runs until Grade.
  for (const GradeWindow::Row& r : window().rows()) {
    EXPECT_EQ(r.verdict, "") << r.name;
    EXPECT_EQ(ext::findOutside(r.name), nullptr) << r.name;
  }
  // The Python check has the JavaScript one's name: it is listed under another.
  EXPECT_EQ(window().rows()[3].name, "gomoku_check-2");
  gradeWith(3, 150);
  ASSERT_TRUE(framesUntil(
      imgui, body, [&] { return !window().busy(); }, 180));
  ASSERT_EQ(window().gradedCount(), 4);

  // The command line, on the same programs with the same seed (each started by its path).
  const fs::path dir = testpaths::freshScratchDir("boardlab-grade-window", "cli");
  const std::vector<GradeWindow::Row> rows = window().rows();
  std::string command =
      std::string(testpaths::cli) + " grade --reference scan --seed 3 --tries 150 --out " + (dir / "marks").string();
  for (std::size_t i = 0; i < rows.size(); ++i)
    command +=
        " '" + rows[i].name + "=" + (files[i].extension() == ".js" ? "node " : "python3 ") + files[i].string() + "'";
  command += " > /dev/null 2>&1";
  ASSERT_EQ(std::system(command.c_str()), 0) << command;
  const nlohmann::json cli = nlohmann::json::parse(slurp(dir / "marks" / "report.json"));

  nlohmann::json ours;
  for (const auto& [name, text] : window().reportFiles())
    if (name == "report.json") ours = nlohmann::json::parse(text);
  ASSERT_EQ(ours["programs"].size(), 4u);
  EXPECT_EQ(ours["seed"], 3);
  EXPECT_EQ(ours["tries"], 150);
  EXPECT_EQ(ours["reference"], "scan");
  EXPECT_EQ(ours["rule"], cli["rule"]);
  int failed = 0;
  for (std::size_t i = 0; i < 4; ++i) {
    const nlohmann::json &a = ours["programs"][i], &b = cli["programs"][i];
    SCOPED_TRACE(a["name"].get<std::string>());
    EXPECT_EQ(a["name"], b["name"]);
    for (const char* field : {"verdict", "tried", "maxTries", "board", "at", "size", "reference", "program", "share",
                              "differs", "intermittent", "fault"})
      EXPECT_EQ(a[field], b[field]) << field;
    if (a["verdict"] == "failed") {
      ++failed;
      EXPECT_EQ(a["boardFile"], a["name"].get<std::string>() + ".board");  // beside the report, in the zip
    }
  }
  EXPECT_EQ(failed, 2);  // the published defects: the skipped edge, the missed diagonal
  const std::string zip = window().reportZip();
  for (const char* name : {"report.md", "report.json", "grades.csv", "report.html", "gomoku_edge_skipped.board",
                           "gomoku_missed_diagonal.board"})
    EXPECT_NE(zip.find(name), std::string::npos) << name;
  EXPECT_EQ(zip.find("gomoku_check.board"), std::string::npos) << "a passing program has no board";
  // Every program it started has gone.
  for (const GradeWindow::Row& r : window().rows()) EXPECT_EQ(ext::findOutside(r.name), nullptr) << r.name;
}

TEST_F(GradeWindowUi, RefusesWhatIsNotAProgramAndWhatIsListedAlready) {
  window().show("gomoku");
  imgui.frame(body);
  EXPECT_NE(window().addFile(kExamples / ".." / "gomoku" / "centre-five.board").find("only JavaScript"),
            std::string::npos);
  drop({kExamples / "js" / "gomoku_check.js"});
  EXPECT_NE(window().addFile(kExamples / "js" / "gomoku_check.js").find("on the list already"), std::string::npos);
  EXPECT_EQ(window().rows().size(), 1u);
}

TEST_F(GradeWindowUi, EachFileIsGradedAsItWasAddedEvenWhenAnotherOfItsNameReplacesIt) {
  // The page keeps one copy per file name: a second student's main.js arrives where the first one's was.
  const fs::path dir = testpaths::freshScratchDir("boardlab-grade-window", "same-name");
  const fs::path main = dir / "main.js";
  fs::copy_file(kExamples / "js" / "gomoku_check.js", main);
  window().show("gomoku");
  imgui.frame(body);
  EXPECT_NE(window().addFile(main).find("Added main "), std::string::npos);
  EXPECT_NE(window().addFile(main).find("on the list already"), std::string::npos) << "the same file twice";
  fs::copy_file(kExamples / "js" / "gomoku_edge_skipped.js", main, fs::copy_options::overwrite_existing);
  EXPECT_NE(window().addFile(main).find("Added main-2 "), std::string::npos);
  fs::remove(main);  // graded from the copies made when they were added
  gradeWith(1, 50);
  ASSERT_TRUE(framesUntil(
      imgui, body, [&] { return !window().busy(); }, 60));
  const std::vector<GradeWindow::Row> rows = window().rows();
  ASSERT_EQ(rows.size(), 2u);
  EXPECT_EQ(rows[0].verdict, "passed 50 of 50 inputs");
  EXPECT_TRUE(rows[1].verdict.starts_with("failed on input")) << rows[1].verdict;
}

TEST_F(GradeWindowUi, NeverTakesTheNameOfOneOfYourPrograms) {
  window().show("gomoku");
  imgui.frame(body);
  ProgramEntry mine{"gomoku_check", "python3 " + (kExamples / "python" / "gomoku_check.py").string(), "", "gomoku"};
  EXPECT_EQ(bench.programs().list().add(mine, false), "");
  EXPECT_NE(window().addFile(kExamples / "js" / "gomoku_check.js").find("Added gomoku_check-2 "), std::string::npos);
  bench.programs().list().remove("gomoku_check");
}

TEST_F(GradeWindowUi, CancelGivesNoVerdictForWhatItCutShortAndGradeRunsAgain) {
  window().show("gomoku");
  imgui.frame(body);
  drop({kExamples / "js" / "gomoku_check.js", kExamples / "python" / "gomoku_check.py"});
  gradeWith(1, 100'000);  // far more than the frames below give it
  ASSERT_TRUE(framesUntil(
      imgui, body, [&] { return window().running(); }, 5));
  window().cancel();
  ASSERT_TRUE(framesUntil(
      imgui, body, [&] { return !window().busy(); }, 60));
  EXPECT_EQ(window().gradedCount(), 0);
  for (const GradeWindow::Row& r : window().rows()) EXPECT_EQ(r.verdict, "") << r.name;
  EXPECT_EQ(window().reportZip(), "") << "nothing graded, nothing to save";
  // Pressed again, with fewer tries: the whole list is graded afresh.
  gradeWith(1, 20);
  ASSERT_TRUE(framesUntil(
      imgui, body, [&] { return !window().busy(); }, 60));
  EXPECT_EQ(window().gradedCount(), 2);
  for (const GradeWindow::Row& r : window().rows()) EXPECT_EQ(r.verdict, "passed 20 of 20 inputs") << r.name;
}

TEST_F(GradeWindowUi, ClosingTheWorkbenchMidGradeDoesNotWaitForAHangingProgram) {
  const fs::path dir = testpaths::freshScratchDir("boardlab-grade-window", "hangs");
  {
    std::ofstream out(dir / "hangs.js");
    out << "setInterval(() => {}, 1000);\n";  // reads no request, answers none
  }
  const auto started = std::chrono::steady_clock::now();
  {
    Workbench other{Settings{}, {}, 1.0f};
    other.gradeWindow().show("gomoku");
    EXPECT_NE(other.gradeWindow().addFile(dir / "hangs.js").find("Added"), std::string::npos);
    other.gradeWindow().start();
    std::this_thread::sleep_for(std::chrono::milliseconds(500));
    EXPECT_TRUE(other.gradeWindow().running());
  }  // the workbench goes, mid-request (its limit: 2 s, and 10 s more for a start)
  EXPECT_LT(std::chrono::steady_clock::now() - started, std::chrono::seconds(8));
}

}  // namespace
}  // namespace boardlab::ui
