// `boardlab-cli quiz`: the questions predict mode asks, for every algorithm on the shipped examples, each
// with its answer; its own answers score all right and no answers none; a student's file is untrusted.

#include <gtest/gtest.h>

#include <fstream>
#include <string>

#include <nlohmann/json.hpp>

#include "tests/cli/cli_runner.hpp"
#include "tests/scratch_dir.hpp"
#include "tests/test_paths.hpp"

namespace boardlab::test {
namespace {

const std::string kGomoku = std::string(testpaths::source) + "/examples/gomoku/";
const std::string kLink = std::string(testpaths::source) + "/examples/link/classic-12x8.board";
const std::string kLessons = std::string(testpaths::source) + "/examples/lessons/";

std::string writeAnswers(const std::string& name, const nlohmann::json& answers) {
  const std::string path = (testpaths::scratchDir("quiz-cli") / name).string();
  std::ofstream(path) << answers.dump();
  return path;
}

// Every algorithm asks at least one question with an answer; answering with the answers scores all right,
// answering nothing scores none.
TEST(QuizCli, EveryAlgorithmAsksAndItsOwnAnswersScoreAllRight) {
  const std::vector<std::string> scenes{kGomoku + "centre-five.board --algo scan",
                                        kGomoku + "scan-objc-edge.board --algo scan:objc",
                                        kGomoku + "scan-java-count-carries.board --algo scan:java",
                                        kGomoku + "centre-five.board --algo lines",
                                        kGomoku + "lines-js-occupied-click.board --algo lines:js",
                                        kGomoku + "centre-five.board --algo windows",
                                        kGomoku + "windows-csharp-fault.board --algo windows:csharp",
                                        kGomoku + "centre-five.board --algo bitboard",
                                        kLink + " --algo corners --from 2,0 --to 7,0",
                                        kLink + " --algo corners:objc --from 2,0 --to 7,0",
                                        kLink + " --algo bfs --from 2,0 --to 7,0",
                                        kLink + " --algo rays --from 2,0 --to 7,0",
                                        kLessons + "01-scan.lesson",
                                        kLessons + "17-lecture-win-checks.lesson",
                                        kLessons + "18-lecture-published-defects.lesson",
                                        kLessons + "19-lecture-link-checks.lesson"};
  int n = 0;
  for (const std::string& scene : scenes) {
    SCOPED_TRACE(scene);
    const CliRun listed = cli("quiz " + scene + " --json");
    ASSERT_EQ(listed.code, 0) << listed.err;
    const nlohmann::json doc = nlohmann::json::parse(listed.out);
    ASSERT_FALSE(doc["questions"].empty());
    nlohmann::json own = nlohmann::json::array(), none = nlohmann::json::array();
    for (const nlohmann::json& q : doc["questions"]) {
      ASSERT_FALSE(q["answer"].is_null()) << q.dump();
      ASSERT_FALSE(q["prompt"]["zh-CN"].get<std::string>().empty());
      own.push_back(q["answer"]);
      none.push_back(nullptr);
    }
    const std::string name = "answers-" + std::to_string(++n);
    const CliRun right = cli("quiz " + scene + " --json --answers " + writeAnswers(name + ".json", own));
    ASSERT_EQ(right.code, 0) << right.err;
    EXPECT_EQ(nlohmann::json::parse(right.out)["right"], doc["questions"].size());
    const CliRun blank = cli("quiz " + scene + " --answers " + writeAnswers(name + "-none.json", none));
    ASSERT_EQ(blank.code, 0) << blank.err;
    EXPECT_NE(blank.out.find("0 of " + std::to_string(doc["questions"].size()) + " right"), std::string::npos)
        << blank.out;
  }
}

// A lecture asks its own questions, scene by scene, in its words; one whose answer the trace does not give
// is refused naming its line.
TEST(QuizCli, ALectureAsksItsOwnQuestionsAndAWrongOneIsRefusedNamingItsLine) {
  const CliRun lecture = cli("quiz " + kLessons + "19-lecture-link-checks.lesson --json");
  ASSERT_EQ(lecture.code, 0) << lecture.err;
  const nlohmann::json doc = nlohmann::json::parse(lecture.out);
  EXPECT_EQ(doc["scenes"].size(), 4u);
  EXPECT_EQ(doc["questions"][0]["prompt"]["en"], "The scan from A going right: at which cell does it stop?");
  EXPECT_EQ(doc["questions"][0]["prompt"]["zh-CN"], "从 A 向右扫描：停在哪个格子？");
  EXPECT_EQ(doc["questions"][0]["scene"], 1);
  EXPECT_EQ(doc["questions"].back()["scene"], 4);
  EXPECT_EQ(doc["questions"].back()["answer"], "not linked") << "the published code's own verdict";
  const std::string file = (testpaths::scratchDir("quiz-cli") / "wrong.lesson").string();
  std::ofstream(file) << "title Wrong\nboard " << kGomoku << "centre-five.board\nalgo scan\nask 2 stop d8\n";
  const CliRun wrong = cli("quiz " + file, true);
  EXPECT_EQ(wrong.code, 3);
  EXPECT_NE(wrong.err.find("wrong.lesson:4: 'ask 2 stop': the trace answers 'c8', not 'd8'"), std::string::npos)
      << wrong.err;
}

TEST(QuizCli, TheForbiddenCheckAndAShareLinkAreAskedOnToo) {
  const std::string board = (testpaths::scratchDir("quiz-cli") / "renju.board").string();
  std::ofstream(board) << "game gomoku\nsize 15\nrule renju\nmoves f8 a1 g8 a3 h7 a5 h6 a7\n";
  const CliRun forbidden = cli("quiz " + board + " --algo forbidden --point h8");
  ASSERT_EQ(forbidden.code, 0) << forbidden.err;
  EXPECT_NE(forbidden.out.find("Depth 0: what does the forbidden check say of h8?"), std::string::npos)
      << forbidden.out;
  EXPECT_NE(forbidden.out.find("answer: double-three"), std::string::npos) << forbidden.out;
  const CliRun link = cli("convert " + kLink + " --to share --algo bfs --pair 2,0-7,0");
  ASSERT_EQ(link.code, 0) << link.err;
  const CliRun shared = cli("quiz '" + link.out.substr(0, link.out.find('\n')) + "' --lang zh-CN");
  ASSERT_EQ(shared.code, 0) << shared.err;
  EXPECT_NE(shared.out.find("搜索的第 1 层新增了哪些格？请全部点出。"), std::string::npos) << shared.out;
  EXPECT_NE(shared.out.find("answer: 连通，拐 2 次弯"), std::string::npos) << shared.out;
}

TEST(QuizCli, AStudentsFileIsRefusedNamingTheEntryAndWhatIsWrong) {
  const std::string scene = kGomoku + "centre-five.board --algo scan";
  const CliRun notJson = cli("quiz " + scene + " --answers " + writeAnswers("bad.json", "x"), true);
  EXPECT_EQ(notJson.code, 3);
  std::ofstream((testpaths::scratchDir("quiz-cli") / "garbage.json").string()) << "[1, 2";
  const CliRun garbage =
      cli("quiz " + scene + " --answers " + (testpaths::scratchDir("quiz-cli") / "garbage.json").string());
  EXPECT_EQ(garbage.code, 3);
  EXPECT_NE(garbage.err.find("garbage.json: not JSON"), std::string::npos) << garbage.err;
  const CliRun count =
      cli("quiz " + scene + " --answers " + writeAnswers("short.json", nlohmann::json::array({nullptr})));
  EXPECT_EQ(count.code, 3);
  EXPECT_NE(count.err.find("short.json: holds 1 entries for 6 questions"), std::string::npos) << count.err;
  const nlohmann::json wrong = nlohmann::json::parse(R"(["h8", null, null, null, null, null])");
  const CliRun shape = cli("quiz " + scene + " --answers " + writeAnswers("shape.json", wrong));
  EXPECT_EQ(shape.code, 3);
  EXPECT_NE(shape.err.find("shape.json: entry 1 (question 1, cell): wants one cell as [col, row]"), std::string::npos)
      << shape.err;
  const CliRun missing = cli("quiz " + scene + " --answers /no/such/answers.json");
  EXPECT_EQ(missing.code, 3);
  EXPECT_NE(missing.err.find("/no/such/answers.json"), std::string::npos) << missing.err;
}

}  // namespace
}  // namespace boardlab::test
