// Results in the workbench: a predict run that ends, and a simulate run left half way, are kept in
// results.jsonl beside the settings with the student's name and the scene's link; a second workbench on the
// same account sees them; File > Export results writes the CSV and JSON a teacher collects; without a
// settings file this session's results are still shown and exported.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "app/workbench/games/gomoku/gomoku_view.hpp"
#include "app/workbench/platform/headless_imgui.hpp"
#include "app/workbench/shell/workbench.hpp"
#include "tests/app/workbench_fixture.hpp"
#include "tests/scratch_dir.hpp"
#include "tests/test_paths.hpp"

namespace boardlab::ui {
namespace {

namespace fs = std::filesystem;

std::string fileText(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), {});
}

void openCentreFive(Workbench& bench, HeadlessImGui& imgui, const std::function<void()>& body) {
  ASSERT_TRUE(bench.openFile(std::string(testpaths::source) + "/examples/gomoku/centre-five.board")) << bench.status();
  bench.viewOf<GomokuView>().analysis().setAlgorithm("scan");
  imgui.frame(body);
}

TEST(ResultsUi, RunsAreKeptBesideTheSettingsAndASecondWorkbenchSeesThem) {
  const fs::path folder = testpaths::freshScratchDir("boardlab-results-ui", "kept");
  Settings settings;
  settings.studentName = "Li Ming";
  HeadlessImGui imgui;
  Workbench bench{settings, folder / "settings.ini", 1.0f};
  const std::function<void()> body = [&] { bench.frame(); };
  imgui.frame(body);
  openCentreFive(bench, imgui, body);
  bench.setPredict(true);
  imgui.frame(body);
  // Every question, answered right from the engine's own answers.
  for (int guard = 0; guard < 20 && !bench.predict().run.finished(); ++guard) {
    bench.activeCursor().last();
    imgui.frame(body);
    if (const Question* q = bench.predict().run.pending()) {
      if (q->shape == AnswerShape::Number)
        bench.answerPredictNumber(q->number);
      else if (q->shape == AnswerShape::Choice)
        bench.answerPredictChoice(q->choice);
      else
        imgui.click(bench.boardGeometry().center(q->cells[0]), body);
      imgui.frame(body);
    }
  }
  ASSERT_TRUE(bench.predict().run.finished());
  // Simulate: one step performed, then left.
  bench.setSimulate(true);
  imgui.frame(body);
  for (Cell c : bench.simulate().run.steps()[0].cells) bench.clickSimulate(c);
  bench.setSimulate(false);
  imgui.frame(body);

  ASSERT_TRUE(fs::exists(folder / "results.jsonl"));
  const std::vector<ResultRow> rows = bench.results();
  ASSERT_EQ(rows.size(), 7u) << "6 questions and 1 step";
  for (const ResultRow& r : rows) {
    EXPECT_EQ(r.name, "Li Ming");
    EXPECT_NE(r.scene.find("g=gomoku"), std::string::npos) << r.scene;
    EXPECT_TRUE(r.right) << r.prompt;
  }
  EXPECT_EQ(rows[0].mode, "predict");
  EXPECT_EQ(rows[6].mode, "simulate");

  Workbench second{Settings{}, folder / "settings.ini", 1.0f};
  EXPECT_EQ(second.results().size(), 7u) << "the history is the account's, not the instance's";

  std::string error;
  ASSERT_TRUE(bench.exportResults(folder / "class.csv", error)) << error;
  const std::string csv = fileText(folder / "class.csv");
  EXPECT_EQ(csv.substr(0, 10), "when,name,");
  EXPECT_NE(csv.find(",Li Ming,"), std::string::npos);
  ASSERT_TRUE(bench.exportResults(folder / "class.json", error)) << error;
  EXPECT_EQ(nlohmann::json::parse(fileText(folder / "class.json"))["results"].size(), 7u);
  EXPECT_FALSE(bench.exportResults(folder / "no-such-folder" / "x.csv", error));
  EXPECT_FALSE(error.empty());
}

// results.jsonl cannot be written (its folder is a file): the status says so, not "Simulate mode is off.",
// and the rows are shown and exported from this session all the same.
TEST(ResultsUi, ResultsThatCannotBeKeptAreSaidAndStillShown) {
  const fs::path folder = testpaths::freshScratchDir("boardlab-results-ui", "unkept");
  std::ofstream(folder / "not-a-folder") << "x";
  HeadlessImGui imgui;
  Workbench bench{Settings{}, folder / "not-a-folder" / "settings.ini", 1.0f};
  const std::function<void()> body = [&] { bench.frame(); };
  imgui.frame(body);
  openCentreFive(bench, imgui, body);
  bench.setSimulate(true);
  imgui.frame(body);
  bench.clickSimulate({0, 0});  // a15: wrong
  bench.setSimulate(false);
  EXPECT_EQ(bench.status().rfind("The results were not kept: ", 0), 0u) << bench.status();
  ASSERT_EQ(bench.results().size(), 1u);
  EXPECT_EQ(bench.results()[0].answer, "wrong: a15");
}

TEST_F(WorkbenchTest, WithoutASettingsFileThisSessionsResultsAreShownAndExported) {
  openCentreFive(bench, imgui, body);
  bench.setSimulate(true);
  imgui.frame(body);
  clickPoint("a1");  // wrong: the walk back counts g8 first
  EXPECT_EQ(bench.simulate().run.done(), 1) << bench.status();
  EXPECT_TRUE(bench.simulate().cellName != nullptr);
  bench.setSimulate(false);
  ASSERT_EQ(bench.results().size(), 1u);
  EXPECT_FALSE(bench.results()[0].right);
  EXPECT_EQ(bench.results()[0].answer, "wrong: a1");
  bench.showResults(true);
  imgui.frame(body);  // the window draws the run
  const fs::path file = testpaths::freshScratchDir("boardlab-results-ui", "session") / "r.csv";
  std::string error;
  ASSERT_TRUE(bench.exportResults(file, error)) << error;
  EXPECT_NE(fileText(file).find("wrong: a1"), std::string::npos);
}

}  // namespace
}  // namespace boardlab::ui
