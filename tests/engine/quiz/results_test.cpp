// A student's results (engine/core/results.hpp): the rows of a predict and a simulate run say what was
// asked, answered and right; CSV is quoted as RFC 4180 wants; a row's JSON reads back; the history on disk
// keeps every line through appends (a line it cannot read too, reported by its number) and two writers'
// rows both.

#include <gtest/gtest.h>

#include <fstream>
#include <string>
#include <thread>
#include <vector>

#include "engine/core/board_text.hpp"
#include "engine/core/game_module.hpp"
#include "engine/core/results.hpp"
#include "tests/scratch_dir.hpp"
#include "tests/test_paths.hpp"

namespace boardlab {
namespace {

namespace fs = std::filesystem;

SceneTrace centreFiveScan() {
  const fs::path path = fs::path(testpaths::source) / "examples/gomoku/centre-five.board";
  const i18n::LanguageScope english(i18n::Language::English);
  return findGame("gomoku")->traceScene(
      Scene{.game = "gomoku", .boardFile = path, .boardText = readTextFile(path), .algo = "scan"});
}

TEST(Results, APredictRunsRowsSayWhatWasAskedAnsweredAndRight) {
  const SceneTrace scene = centreFiveScan();
  QuizRun run(findGame("gomoku")->questions(scene));
  ASSERT_EQ(run.allowedStep(0, 1, 0.0), 0u);                        // the walk's stop waits
  run.answer({.cells = {{2, 7}}, .number = 0, .choice = -1}, 2.5);  // c8: right
  run.answer({.cells = {}, .number = 4, .choice = -1}, 4.0);        // count 4: wrong (5)
  const i18n::LanguageScope chinese(i18n::Language::Chinese);       // rows are English whatever is on screen
  const std::vector<ResultRow> rows = predictRows(run, scene.cellName);
  ASSERT_EQ(rows.size(), 2u);
  EXPECT_EQ(rows[0].mode, "predict");
  EXPECT_EQ(rows[0].question, 1);
  EXPECT_EQ(rows[0].kind, "stop");
  EXPECT_EQ(rows[0].prompt, "The next walk goes along the horizontal line: on which point does it stop?");
  EXPECT_EQ(rows[0].answer, "c8");
  EXPECT_TRUE(rows[0].right);
  EXPECT_EQ(rows[0].tries, 1);
  EXPECT_DOUBLE_EQ(rows[0].seconds, 2.5);
  EXPECT_EQ(rows[1].answer, "4");
  EXPECT_EQ(rows[1].rightAnswer, "5");
  EXPECT_FALSE(rows[1].right);
}

TEST(Results, ASimulateRunsRowsCountTheClicksAndNameAWrongOne) {
  const SceneTrace scene = centreFiveScan();
  SimulationRun run(simulationSteps(scene.trace));
  for (Cell c : run.steps()[0].cells) run.click(c, 1.0);
  run.click({9, 7}, 3.0);  // j8, not i8
  const std::vector<ResultRow> rows = simulateRows(run, scene.cellName);
  ASSERT_EQ(rows.size(), 2u);
  EXPECT_TRUE(rows[0].right);
  EXPECT_EQ(rows[0].tries, 5);
  EXPECT_EQ(rows[0].answer, "g8 f8 e8 d8 c8");
  EXPECT_FALSE(rows[1].right);
  EXPECT_EQ(rows[1].answer, "wrong: j8");
  EXPECT_EQ(rows[1].rightAnswer, "i8");
  EXPECT_EQ(rows[1].prompt, "Click the cells step 3 visits");
}

TEST(Results, CsvQuotesWhatNeedsItAndJsonReadsBack) {
  ResultRow row{.when = "2026-12-06T21:40:00Z",
                .name = "Li, \"Xiao\" 小明",
                .lecture = "Link checks",
                .scene = "v=1&g=link",
                .mode = "predict",
                .question = 3,
                .kind = "verdict",
                .prompt = "Do A and B link?\nSay how",
                .answer = "2 turns",
                .rightAnswer = "2 turns",
                .right = true,
                .tries = 1,
                .seconds = 12.25};
  const std::string csv = resultsCsv({row});
  EXPECT_EQ(csv.substr(0, csv.find("\r\n")),
            "when,name,lecture,scene,mode,question,kind,prompt,answer,right answer,right,tries,seconds");
  EXPECT_NE(csv.find(",\"Li, \"\"Xiao\"\" 小明\",Link checks,v=1&g=link,predict,3,verdict,\"Do A and B link?\nSay "
                     "how\",2 turns,2 turns,yes,1,12.2\r\n"),
            std::string::npos)
      << csv;
  ResultRow back;
  std::string error;
  ASSERT_TRUE(readResult(resultJson(row), back, error)) << error;
  EXPECT_EQ(back.name, row.name);
  EXPECT_EQ(back.prompt, row.prompt);
  EXPECT_EQ(back.question, 3);
  EXPECT_TRUE(back.right);
  EXPECT_DOUBLE_EQ(back.seconds, 12.25);
  nlohmann::json bad = resultJson(row);
  bad["tries"] = -1;
  EXPECT_FALSE(readResult(bad, back, error));
  EXPECT_EQ(error, "\"tries\" is not a whole number");
  bad = resultJson(row);
  bad.erase("right");
  EXPECT_FALSE(readResult(bad, back, error));
  EXPECT_EQ(error, "\"right\" is not true or false");
  EXPECT_EQ(resultsJson({row, row})["results"].size(), 2u);
}

TEST(Results, TheHistoryKeepsEveryLineThroughAppendsAndReportsOneItCannotRead) {
  const fs::path folder = testpaths::scratchDir("results-history");
  const fs::path file = folder / "results.jsonl";
  std::string error;
  EXPECT_TRUE(readResultHistory(file, error).rows.empty()) << "no file: an empty history";
  EXPECT_TRUE(error.empty());
  ResultRow row{.mode = "predict", .question = 1, .kind = "stop"};
  ASSERT_TRUE(appendResultHistory(file, {row, row}, error)) << error;
  { std::ofstream(file, std::ios::app) << "{not json\n"; }
  row.question = 2;
  ASSERT_TRUE(appendResultHistory(file, {row}, error)) << error;
  const ResultHistory history = readResultHistory(file, error);
  ASSERT_EQ(history.rows.size(), 3u);
  EXPECT_EQ(history.rows[2].question, 2);
  ASSERT_EQ(history.skipped.size(), 1u);
  EXPECT_EQ(history.skipped[0], "results.jsonl:3: not JSON") << "kept, and named by its line";

  // A folder where the file should be: refused with the reason, nothing written.
  fs::create_directories(folder / "taken.jsonl");
  EXPECT_FALSE(appendResultHistory(folder / "taken.jsonl", {row}, error));
  EXPECT_FALSE(error.empty());
  readResultHistory(folder / "taken.jsonl", error);
  EXPECT_FALSE(error.empty());
}

TEST(Results, TwoWritersAtOnceBothKeepTheirRows) {
  const fs::path file = testpaths::scratchDir("results-writers") / "results.jsonl";
  const auto writer = [&](int who) {
    std::string error;
    for (int i = 0; i < 20; ++i)
      EXPECT_TRUE(appendResultHistory(file, {ResultRow{.name = std::to_string(who), .question = i}}, error)) << error;
  };
  std::thread a(writer, 1), b(writer, 2);
  a.join();
  b.join();
  std::string error;
  EXPECT_EQ(readResultHistory(file, error).rows.size(), 40u);
}

}  // namespace
}  // namespace boardlab
