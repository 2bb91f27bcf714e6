// Lessons: every prepared scene in examples/lessons opens, and its trace shows what its text claims.

#include <gtest/gtest.h>

#include <set>

#include "engine/core/board_text.hpp"
#include "engine/core/lesson.hpp"
#include "engine/gomoku/algorithms.hpp"
#include "engine/gomoku/board_file.hpp"
#include "engine/gomoku/replay.hpp"
#include "engine/link/algorithms.hpp"
#include "engine/link/board_file.hpp"

namespace boardlab {
namespace {

const std::filesystem::path kLessons = std::filesystem::path(BOARDLAB_SOURCE_DIR) / "examples" / "lessons";

Cell linkCell(const std::string& text) {
  const std::size_t comma = text.find(',');
  return {std::stoi(text.substr(0, comma)), std::stoi(text.substr(comma + 1))};
}

// The verdict of `algo` and of its corrected peer, as comparable text.
void checkGomoku(const Lesson& lesson) {
  const gomoku::GameRecord record = gomoku::loadBoardFile(lesson.board);
  ASSERT_NE(gomoku::findAlgorithm(lesson.algo), nullptr) << lesson.algo;
  const gomoku::PlyTrace traced = gomoku::traceAt(record, lesson.algo, lesson.ply);
  EXPECT_GE(traced.trace.steps.size(), static_cast<std::size_t>(lesson.step)) << "the lesson opens past the end";
  if (lesson.shows.empty()) return;
  const std::string peer = lesson.algo.substr(0, lesson.algo.find(':'));
  ASSERT_NE(peer, lesson.algo) << "'shows' compares an as-published variant with its corrected peer";
  const gomoku::PlyTrace corrected = gomoku::traceAt(record, peer, traced.verdict.ply);
  if (lesson.shows == "differs")
    EXPECT_NE(traced.verdict.result, corrected.verdict.result) << lesson.algo << " agrees with " << peer;
  else
    EXPECT_EQ(traced.verdict.result, corrected.verdict.result) << lesson.algo << " differs from " << peer;
}

void checkLink(const Lesson& lesson) {
  const link::Board board = link::loadBoardFile(lesson.board);
  const auto algo = link::parseAlgo(lesson.algo);
  ASSERT_TRUE(algo) << lesson.algo;
  const Cell a = linkCell(lesson.from), b = linkCell(lesson.to);
  const link::TracedQuery traced = link::traceQuery(*algo, board, a, b);
  EXPECT_GE(traced.trace.steps.size(), static_cast<std::size_t>(lesson.step)) << "the lesson opens past the end";
  if (lesson.shows.empty()) return;
  const link::LinkResult corrected = link::query(link::Algo::Corners, board, a, b);
  if (lesson.shows == "differs")
    EXPECT_NE(traced.result.linked, corrected.linked) << lesson.algo << " agrees with corners";
  else
    EXPECT_EQ(traced.result.linked, corrected.linked);
}

TEST(Lessons, EveryLessonOpensAndShowsWhatItsTextClaims) {
  const auto files = findLessons(kLessons);
  ASSERT_GE(files.size(), 12u);
  for (const auto& file : files) {
    SCOPED_TRACE(file.filename().string());
    const Lesson lesson = loadLesson(file);
    EXPECT_FALSE(lesson.title.empty());
    EXPECT_GE(lesson.paragraphs.size(), 2u) << "two or three sentences of explanation";
    const std::string game = gomoku::boardFileGame(readTextFile(lesson.board), lesson.board.string());
    if (game == "gomoku")
      checkGomoku(lesson);
    else
      checkLink(lesson);
  }
}

TEST(Lessons, EveryPublishedDefectHasALesson) {
  std::set<std::string> boards;
  for (const auto& file : findLessons(kLessons)) boards.insert(loadLesson(file).board.filename().string());
  for (const char* defect : {"scan-objc-edge.board", "scan-java-count-carries.board", "lines-js-takeback-dead-line.board",
                             "lines-js-occupied-click.board", "windows-csharp-guard.board", "windows-csharp-fault.board",
                             "corners-objc-early-return.board", "corners-objc-no-ring.board"})
    EXPECT_TRUE(boards.count(defect)) << defect;
}

TEST(Lessons, SaveThenParseGivesTheSameLesson) {
  Lesson l;
  l.title = "My lesson";
  l.algo = "bfs";
  l.from = "1,2";
  l.to = "3,4";
  l.step = 3;
  l.shows = "agrees";
  l.paragraphs = {"One.", "Two."};
  const std::filesystem::path file = "/tmp/x/my.lesson";
  const Lesson back = parseLesson(saveLesson(l, "my.board"), file);
  EXPECT_EQ(back.title, l.title);
  EXPECT_EQ(back.board, std::filesystem::path("/tmp/x/my.board"));
  EXPECT_EQ(back.algo, l.algo);
  EXPECT_EQ(back.from, l.from);
  EXPECT_EQ(back.to, l.to);
  EXPECT_EQ(back.step, 3);
  EXPECT_EQ(back.shows, "agrees");
  EXPECT_EQ(back.paragraphs, l.paragraphs);
}

TEST(Lessons, RefusalsNameTheLine) {
  try {
    parseLesson("title T\nboard b.board\nstep many\n", "l.lesson");
    FAIL();
  } catch (const BoardFileError& e) {
    EXPECT_EQ(e.line(), 3);
  }
  EXPECT_THROW(parseLesson("title T\n", "l.lesson"), BoardFileError);
  EXPECT_THROW(parseLesson("board b.board\ncolour red\n", "l.lesson"), BoardFileError);
}

}  // namespace
}  // namespace boardlab
