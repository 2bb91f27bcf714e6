// Predict mode's questions (engine/core/quiz.hpp) on every algorithm of both games and every shipped example:
// each answer is checked against the algorithm's own answer got another way (its untraced verdict, its
// path, the board), not only against the step it was read from; and a student's answers, untrusted JSON,
// are read in their shape or refused with the reason.

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <set>
#include <string>
#include <vector>

#include "engine/core/board_text.hpp"
#include "engine/core/game_module.hpp"
#include "engine/core/quiz.hpp"
#include "engine/gomoku/algorithms.hpp"
#include "engine/gomoku/forbidden.hpp"
#include "engine/gomoku/formats.hpp"
#include "engine/gomoku/module.hpp"
#include "engine/gomoku/notation.hpp"
#include "engine/gomoku/replay.hpp"
#include "engine/link/algorithms.hpp"
#include "engine/link/board_file.hpp"
#include "engine/link/module.hpp"
#include "tests/test_paths.hpp"

namespace boardlab {
namespace {

namespace fs = std::filesystem;

std::vector<fs::path> examples(const std::string& game) {
  std::vector<fs::path> files;
  for (const auto& e : fs::directory_iterator(fs::path(testpaths::source) / "examples" / game))
    if (e.path().extension() == ".board") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  return files;
}

// The scene's trace and its questions, recorded in English as the makers expect.
struct Quizzed {
  SceneTrace run;
  std::vector<Question> questions;
};
Quizzed quiz(const GameModule& game, const Scene& scene) {
  const i18n::LanguageScope english(i18n::Language::English);
  Quizzed q{game.traceScene(scene), {}};
  q.questions = game.questions(q.run);
  return q;
}

TEST(Quiz, EveryGomokuAlgorithmAsksAndItsAnswersAreTheAlgorithmsOwn) {
  const GameModule& game = gomoku::gameModule();
  for (const fs::path& file : examples("gomoku")) {
    const std::string text = readTextFile(file);
    std::vector<std::string> notes;
    const gomoku::GameRecord record = gomoku::loadGomokuText(text, file.string(), notes);
    for (const AlgorithmName& algo : game.algorithms()) {
      SCOPED_TRACE(file.filename().string() + " " + algo.name);
      Scene scene{.game = "gomoku", .boardFile = file, .boardText = text, .algo = algo.name};
      const Quizzed q = quiz(game, scene);
      ASSERT_FALSE(q.questions.empty());
      const gomoku::PlyTrace untraced = gomoku::traceAt(record, algo.name, 0);
      // Renju's forbidden move is the rule's verdict, not the win check's: the check itself found no five.
      const bool ruleWon = untraced.verdict.forbidden != gomoku::Forbidden::None;
      const int expected = untraced.verdict.result.won() && !ruleWon ? 0
                           : !untraced.verdict.result.fault.empty()  ? 2
                                                                     : 1;
      const auto verdict =
          std::find_if(q.questions.rbegin(), q.questions.rend(), [](const Question& x) { return x.kind == "verdict"; });
      ASSERT_NE(verdict, q.questions.rend());
      const Question& last = *verdict;
      EXPECT_EQ(last.choice, expected) << "the verdict is the algorithm's own";
      for (const Question& question : q.questions) {
        ASSERT_GE(question.step, 1);
        ASSERT_LT(question.step, static_cast<int>(q.run.trace.steps.size()));
        const Step& step = q.run.trace.steps[static_cast<std::size_t>(question.step)];
        if (question.kind == "stop") {
          // The walk's own variable names where it stopped (q; the Objective-C's "stopped at"), apart from
          // the marks the answer was read from.
          ASSERT_EQ(question.cells.size(), 1u);
          if (algo.name == "scan:java") {  // its own posX and posY: 1-based, from the top-left
            const auto x = wholeNumber(*watchValue(step, "posX")), y = wholeNumber(*watchValue(step, "posY"));
            EXPECT_EQ(question.cells[0], (Cell{*x - 1, *y - 1})) << step.narration;
            continue;
          }
          const std::string* stopped = watchValue(step, "q") ? watchValue(step, "q") : watchValue(step, "stopped at");
          ASSERT_NE(stopped, nullptr) << step.narration;
          EXPECT_EQ(gomoku::cellName(question.cells[0], record.start.rows()), *stopped);
        }
        if (question.kind == "count" && algo.name == "scan") {  // corrected: the stone and the stones counted
          const auto counted = marksOf(step, MarkRole::Counted).size();
          EXPECT_EQ(question.number, static_cast<int>(counted) + 1) << step.narration;
        }
        if (question.kind == "count" && algo.name == "scan:java") {  // never reset: every stone counted so far
          std::set<Cell> counted;
          for (int i = 1; i <= question.step; ++i)
            for (Cell c : marksOf(q.run.trace.steps[static_cast<std::size_t>(i)], MarkRole::Counted)) counted.insert(c);
          EXPECT_EQ(question.number, static_cast<int>(counted.size()) + 1) << step.narration;
        }
      }
    }
  }
}

// The kinds read from the counters, the windows and the bitboard's words are checked on the board itself:
// a line's stones, a stone that exists, a run counted stone by stone, the winning run's own line.
TEST(Quiz, CountersWindowsRunsAndDirectionsAreTheBoardsOwn) {
  const GameModule& game = gomoku::gameModule();
  const std::vector<std::pair<std::string, Delta>> lines{
      {"horizontal", {1, 0}}, {"vertical", {0, 1}}, {"diagonal", {1, 1}}, {"anti-diagonal", {1, -1}}};
  const auto deltaOf = [&](const std::string& name) {
    for (const auto& [n, d] : lines)
      if (n == name) return d;
    ADD_FAILURE() << "no line " << name;
    return Delta{0, 0};
  };
  std::set<std::string> kindsSeen;
  for (const fs::path& file : examples("gomoku")) {
    const std::string text = readTextFile(file);
    std::vector<std::string> notes;
    const gomoku::GameRecord record = gomoku::loadGomokuText(text, file.string(), notes);
    const gomoku::Board board = gomoku::replayGame(record).board();
    const int rows = board.rows();
    const auto cellOf = [&](const std::string& name) {
      Cell c;
      std::string why;
      EXPECT_TRUE(gomoku::parseCellName(name, board.cols(), rows, c, why)) << name;
      return c;
    };
    for (const char* algo : {"lines", "windows", "windows:csharp", "bitboard", "scan", "scan:objc"}) {
      SCOPED_TRACE(file.filename().string() + " " + algo);
      const gomoku::PlyTrace untraced = gomoku::traceAt(record, algo, 0);
      const Cell move = untraced.verdict.at;
      if (board.at(move) == gomoku::Stone::None) continue;  // the record ends with a take-back
      const gomoku::Stone mover = board.at(move);
      Scene scene{.game = "gomoku", .boardFile = file, .boardText = text, .algo = algo};
      for (const Question& q : quiz(game, scene).questions) {
        kindsSeen.insert(q.kind);
        if (q.kind == "counter") {  // the stones of the mover's colour on the line's five points
          const Cell first = cellOf(q.values[1].text), last = cellOf(q.values[2].text);
          const Delta d{(last.col - first.col) / 4, (last.row - first.row) / 4};
          int stones = 0;
          for (int i = 0; i < 5; ++i) stones += board.at({first.col + d.dc * i, first.row + d.dr * i}) == mover;
          EXPECT_EQ(q.number, stones) << q.prompt;
          const Delta named = deltaOf(q.values[0].text);
          EXPECT_TRUE((d == named || d == Delta{-named.dc, -named.dr})) << q.values[0].text;
        }
        if (q.kind == "window") {  // a stone on the board; `windows` tries only the mover's
          ASSERT_EQ(q.cells.size(), 1u);
          EXPECT_NE(board.at(q.cells[0]), gomoku::Stone::None);
          if (std::string(algo) == "windows") {
            EXPECT_EQ(board.at(q.cells[0]), mover);
          }
        }
        if (q.kind == "run") {  // counted stone by stone both ways from the move
          const Delta d = deltaOf(q.values[0].text);
          int run = 1;
          for (const int sign : {1, -1})
            for (Cell c{move.col + sign * d.dc, move.row + sign * d.dr}; board.get(c) == mover;
                 c = Cell{c.col + sign * d.dc, c.row + sign * d.dr})
              ++run;
          EXPECT_EQ(q.number, run) << q.values[0].text;
        }
        if (q.kind == "direction") {  // the line of the verdict's own winning run
          const auto& run = untraced.verdict.result;
          ASSERT_TRUE(run.won());
          const Delta d = deltaOf(q.choices[static_cast<std::size_t>(q.choice)]);
          int stones = 1;
          for (const int sign : {1, -1})
            for (Cell c{move.col + sign * d.dc, move.row + sign * d.dr}; board.get(c) == mover;
                 c = Cell{c.col + sign * d.dc, c.row + sign * d.dr})
              ++stones;
          EXPECT_GE(stones, 5) << "five along the line the question names";
        }
      }
    }
  }
  for (const char* kind : {"counter", "window", "run", "direction"}) EXPECT_TRUE(kindsSeen.count(kind)) << kind;
}

TEST(Quiz, RenjusForbiddenCheckAsksEveryVerdictItRecursesTo) {
  const GameModule& game = gomoku::gameModule();
  const std::string text = "game gomoku\nsize 15\nrule renju\nmoves f8 a1 g8 a3 h7 a5 h6 a7\n";
  Scene scene{.game = "gomoku", .boardText = text, .algo = "forbidden"};
  scene.set("point", "h8");
  const Quizzed q = quiz(game, scene);
  ASSERT_GE(q.questions.size(), 2u) << "the nested checks of the threes' points, then h8's";
  EXPECT_EQ(q.questions.back().kind, "forbidden");
  EXPECT_EQ(q.questions.back().choices[static_cast<std::size_t>(q.questions.back().choice)], "double-three");
  EXPECT_EQ(q.questions.front().choices[static_cast<std::size_t>(q.questions.front().choice)], "allowed");
}

// The first `most` pairs of equal tiles of a board, row by row.
std::vector<std::pair<Cell, Cell>> equalPairs(const link::Board& board, std::size_t most) {
  std::vector<std::pair<Cell, Cell>> pairs;
  const std::vector<Cell> tiles = board.tiles();
  for (std::size_t i = 0; i < tiles.size() && pairs.size() < most; ++i)
    for (std::size_t j = i + 1; j < tiles.size() && pairs.size() < most; ++j)
      if (board.at(tiles[i]) == board.at(tiles[j])) pairs.emplace_back(tiles[i], tiles[j]);
  return pairs;
}

TEST(Quiz, EveryLinkAlgorithmAsksAndItsAnswersAreTheAlgorithmsOwn) {
  const GameModule& game = link::gameModule();
  for (const fs::path& file : examples("link")) {
    const std::string text = readTextFile(file);
    const link::Board board = link::parseBoardFile(text, file.string());
    for (const auto& [a, b] : equalPairs(board, 6))
      for (const AlgorithmName& algo : game.algorithms()) {
        SCOPED_TRACE(file.filename().string() + " " + algo.name + " " + link::cellName(a) + "-" + link::cellName(b));
        Scene scene{.game = "link", .boardFile = file, .boardText = text, .algo = algo.name};
        scene.set("from", link::cellName(a));
        scene.set("to", link::cellName(b));
        const Quizzed q = quiz(game, scene);
        ASSERT_FALSE(q.questions.empty());
        const link::LinkResult r = link::query(*link::parseAlgo(algo.name), board, a, b);
        std::set<std::pair<int, int>> layered;
        bool verdictAsked = false;
        for (const Question& question : q.questions) {
          if (question.kind == "verdict") {
            verdictAsked = true;
            EXPECT_EQ(question.choice, r.linked ? 1 + std::min(r.turns, 3) : 0) << "query()'s own answer";
          }
          if (question.kind == "turn") {
            ASSERT_GE(r.path.size(), 3u);
            for (Cell c : question.cells)
              EXPECT_NE(std::find(r.path.begin() + 1, r.path.end() - 1, c), r.path.end() - 1)
                  << link::cellName(c) << " is no corner of the path query() found";
          }
          if (question.kind == "stop") {
            ASSERT_EQ(question.cells.size(), 1u);
            const Cell c = question.cells[0];
            EXPECT_TRUE(!board.contains(c) || board.at(c) != link::kEmpty || !board.border())
                << link::cellName(c) << ": a scan stops on a tile or at the board's end";
          }
          if (question.kind == "layer")
            for (Cell c : question.cells) {
              const std::vector<Cell> before =
                  marksOf(q.run.trace.steps[static_cast<std::size_t>(question.step - 1)], MarkRole::Frontier);
              EXPECT_TRUE(
                  std::none_of(before.begin(), before.end(), [&](Cell b) { return b.col == c.col && b.row == c.row; }))
                  << link::cellName(c) << " is on screen before the question: no question asks what is shown";
              EXPECT_TRUE(!board.contains(c) || board.at(c) == link::kEmpty) << "the search passes empty cells only";
              EXPECT_TRUE(layered.emplace(c.col, c.row).second) << link::cellName(c) << " in two layers";
            }
        }
        EXPECT_TRUE(verdictAsked);
      }
  }
}

TEST(Quiz, AnAnswerIsReadInItsShapeAndAnythingElseIsRefusedWithTheReason) {
  const Question cell{.step = 1, .kind = "stop", .shape = AnswerShape::Cell, .cells = {{2, 7}}};
  const Question turn{
      .step = 1, .kind = "turn", .shape = AnswerShape::Cell, .cells = {{2, -1}, {7, -1}}, .anyOf = true};
  const Question cells{.step = 1, .kind = "layer", .shape = AnswerShape::Cells, .cells = {{1, 1}, {2, 2}}};
  const Question number{.step = 1, .kind = "count", .shape = AnswerShape::Number, .number = 5};
  const Question choice{.step = 1, .kind = "verdict", .choices = {"a win", "no win"}, .choice = 1};
  std::string error;
  const auto read = [&](const char* json, const Question& q) {
    return readAnswer(nlohmann::json::parse(json), q, error);
  };
  EXPECT_TRUE(isRight(cell, *read("[2, 7]", cell)));
  EXPECT_FALSE(isRight(cell, *read("[7, 2]", cell)));
  EXPECT_TRUE(isRight(turn, *read("[7, -1]", turn)));
  EXPECT_TRUE(isRight(turn, *read("[2, -1]", turn)));
  EXPECT_FALSE(isRight(turn, *read("[3, -1]", turn)));
  EXPECT_TRUE(isRight(cells, *read("[[2, 2], [1, 1]]", cells))) << "a set: any order";
  EXPECT_FALSE(isRight(cells, *read("[[2, 2], [1, 1], [1, 1]]", cells))) << "a cell twice is no set";
  EXPECT_FALSE(isRight(cells, *read("[[2, 2]]", cells)));
  EXPECT_TRUE(isRight(number, *read("5", number)));
  EXPECT_TRUE(isRight(choice, *read("\"no win\"", choice)));
  EXPECT_FALSE(isRight(choice, *read("\"a win\"", choice)));
  for (const Question* q : {&cell, &cells, &number, &choice}) {
    EXPECT_FALSE(read("null", *q).has_value());
    EXPECT_EQ(error, "") << "null is no answer, not a wrong one";
    EXPECT_TRUE(isRight(*q, rightAnswer(*q)));
  }
  EXPECT_FALSE(read("\"h8\"", cell));
  EXPECT_EQ(error, "wants one cell as [col, row]");
  EXPECT_FALSE(read("[1, 2, 3]", cell));
  EXPECT_FALSE(read("[1e9, 2]", cell));
  EXPECT_FALSE(read("[18446744073709551615, 2]", cell)) << "an unsigned number past the range is refused, not wrapped";
  EXPECT_FALSE(read("18446744073709551615", number));
  EXPECT_FALSE(read("[[1, 1], 7]", cells));
  EXPECT_EQ(error, "wants a list of cells, each [col, row]");
  EXPECT_FALSE(read("5.5", number));
  EXPECT_EQ(error, "wants a whole number");
  EXPECT_FALSE(read("\"draw\"", choice));
  EXPECT_EQ(error, "wants one of \"a win\", \"no win\"");
  EXPECT_FALSE(read("{}", choice));
}

TEST(Quiz, APromptIsWordedInTheLanguageOnScreenFromOneQuestion) {
  const Question q{.step = 1,
                   .kind = "count",
                   .prompt = "The next walk goes along the {0} line: what is count after it?",
                   .values = {{"horizontal", true}},
                   .shape = AnswerShape::Number,
                   .number = 5};
  {
    const i18n::LanguageScope english(i18n::Language::English);
    EXPECT_EQ(promptText(q), "The next walk goes along the horizontal line: what is count after it?");
  }
  const i18n::LanguageScope chinese(i18n::Language::Chinese);
  EXPECT_EQ(promptText(q), "下一次沿横向走：走完后 count 是多少？");
  const nlohmann::json json = questionJson(q, [](Cell) { return std::string(); });
  EXPECT_EQ(json["prompt"]["en"], "The next walk goes along the horizontal line: what is count after it?");
  EXPECT_EQ(json["step"], 2) << "1-based, as the timeline counts";
}

}  // namespace
}  // namespace boardlab

namespace boardlab {
namespace {

// A run of three questions: two answered by step 2, one by step 4, of a trace of five steps.
QuizRun threeQuestions() {
  return QuizRun({{.step = 2, .kind = "stop", .shape = AnswerShape::Cell, .cells = {{1, 1}}},
                  {.step = 2, .kind = "count", .shape = AnswerShape::Number, .number = 5},
                  {.step = 4, .kind = "verdict", .choices = {"a win", "no win"}, .choice = 0}});
}

TEST(QuizRunTest, TheCursorStopsBeforeEachQuestionUntilItIsAnsweredAndGoesFreeOverAnsweredOnes) {
  QuizRun run = threeQuestions();
  EXPECT_EQ(run.allowedStep(0, 1, 0.0), 1u) << "no question answered by step 1";
  EXPECT_EQ(run.allowedStep(1, 4, 1.0), 1u) << "End stops before step 2, whose questions wait";
  ASSERT_NE(run.pending(), nullptr);
  EXPECT_EQ(run.pending()->kind, "stop");
  EXPECT_EQ(run.allowedStep(1, 3, 1.5), 1u) << "the cursor stays while a question waits";
  EXPECT_TRUE(run.answer({.cells = {{1, 1}}}, 4.0));
  EXPECT_FALSE(run.answeredStep()) << "the step's second question is asked before its answer shows";
  ASSERT_NE(run.pending(), nullptr);
  EXPECT_EQ(run.pending()->kind, "count");
  EXPECT_FALSE(run.answer({.number = 4}, 10.0));
  EXPECT_EQ(run.answeredStep(), 2u);
  run.clearAnsweredStep();
  EXPECT_EQ(run.allowedStep(2, 4, 11.0), 3u);
  run.reveal(12.0);
  EXPECT_TRUE(run.finished());
  EXPECT_EQ(run.right(), 1);
  EXPECT_EQ(run.answered(), 3);
  EXPECT_DOUBLE_EQ(run.seconds(), 3.0 + 6.0 + 1.0);
  EXPECT_TRUE(run.result(2)->revealed);
  EXPECT_EQ(run.allowedStep(4, 0, 13.0), 0u) << "back is free";
  EXPECT_EQ(run.allowedStep(0, 4, 14.0), 4u) << "and forth over answered questions";
  EXPECT_EQ(run.pending(), nullptr);
}

TEST(QuizRunTest, EveryRightAnswerScoresAllAndAnsweringWithoutAQuestionDoesNothing) {
  QuizRun run = threeQuestions();
  EXPECT_FALSE(run.answer({.choice = 0}, 0.0));
  EXPECT_EQ(run.answered(), 0);
  std::size_t shown = 0;
  while (!run.finished()) {
    shown = run.allowedStep(shown, 4, 0.0);
    ASSERT_NE(run.pending(), nullptr);
    run.answer(rightAnswer(*run.pending()), 0.0);
  }
  EXPECT_EQ(run.right(), 3);
}

}  // namespace
}  // namespace boardlab
