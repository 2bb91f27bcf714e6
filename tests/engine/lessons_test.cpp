// Lessons: every prepared scene in examples/lessons opens, and its trace shows what its text claims.

#include <gtest/gtest.h>

#include <unistd.h>
#include <fstream>
#include <set>

#include "engine/core/board_text.hpp"
#include "engine/core/lesson.hpp"
#include "engine/core/lesson_library.hpp"
#include "engine/gomoku/algorithms.hpp"
#include "engine/gomoku/analysis.hpp"
#include "engine/gomoku/board_file.hpp"
#include "engine/gomoku/notation.hpp"
#include "engine/gomoku/replay.hpp"
#include "engine/link/algorithms.hpp"
#include "engine/link/board_file.hpp"
#include "engine/link/corners.hpp"
#include "hostile_input.hpp"
#include "tests/test_paths.hpp"

namespace boardlab {
namespace {

const std::filesystem::path kLessons = std::filesystem::path(testpaths::source) / "examples" / "lessons";

Cell linkCell(const std::string& text) {
  const std::size_t comma = text.find(',');
  return {std::stoi(text.substr(0, comma)), std::stoi(text.substr(comma + 1))};
}

// The verdict of `algo` and of its corrected peer, as comparable text.
void checkGomoku(const Lesson& lesson) {
  const gomoku::GameRecord record = gomoku::loadBoardFile(lesson.scene.boardFile);
  if (lesson.scene.algo == "forbidden") {  // renju's check of one empty point, as the workbench runs it
    gomoku::Analysis analysis;
    Cell p;
    std::string why;
    ASSERT_TRUE(
        gomoku::parseCellName(lesson.scene.parameter("point"), record.start.cols(), record.start.rows(), p, why))
        << why;
    analysis.setAlgorithm("forbidden");
    analysis.setPoint(p);
    analysis.update(record);
    ASSERT_TRUE(analysis.problem().empty()) << analysis.problem();
    EXPECT_GE(analysis.trace().steps.size(), static_cast<std::size_t>(lesson.scene.step))
        << "the lesson opens past the end";
    return;
  }
  ASSERT_NE(gomoku::findAlgorithm(lesson.scene.algo), nullptr) << lesson.scene.algo;
  const gomoku::PlyTrace traced = gomoku::traceAt(record, lesson.scene.algo, lesson.scene.number("move"));
  EXPECT_GE(traced.trace.steps.size(), static_cast<std::size_t>(lesson.scene.step)) << "the lesson opens past the end";
  if (lesson.shows.empty()) return;
  const std::string peer = lesson.scene.algo.substr(0, lesson.scene.algo.find(':'));
  ASSERT_NE(peer, lesson.scene.algo) << "'shows' compares an as-published variant with its corrected peer";
  const gomoku::PlyTrace corrected = gomoku::traceAt(record, peer, traced.verdict.ply);
  if (lesson.shows == "differs")
    EXPECT_NE(traced.verdict.result, corrected.verdict.result) << lesson.scene.algo << " agrees with " << peer;
  else
    EXPECT_EQ(traced.verdict.result, corrected.verdict.result) << lesson.scene.algo << " differs from " << peer;
}

void checkLink(const Lesson& lesson) {
  const link::Board board = link::loadBoardFile(lesson.scene.boardFile);
  const auto algo = link::parseAlgo(lesson.scene.algo);
  ASSERT_TRUE(algo) << lesson.scene.algo;
  const Cell a = linkCell(lesson.scene.parameter("from")), b = linkCell(lesson.scene.parameter("to"));
  const link::TracedQuery traced = link::traceQuery(*algo, board, a, b);
  EXPECT_GE(traced.trace.steps.size(), static_cast<std::size_t>(lesson.scene.step)) << "the lesson opens past the end";
  if (lesson.shows.empty()) return;
  const link::LinkResult corrected = link::query(&link::kCorners, board, a, b);
  if (lesson.shows == "differs")
    EXPECT_NE(traced.result.linked, corrected.linked) << lesson.scene.algo << " agrees with corners";
  else
    EXPECT_EQ(traced.result.linked, corrected.linked);
}

TEST(Lessons, EveryLessonOpensAndShowsWhatItsTextClaims) {
  const auto files = findLessons(kLessons);
  ASSERT_GE(files.size(), 12u);
  for (const auto& file : files) {
    SCOPED_TRACE(file.filename().string());
    const Lesson whole = loadLesson(file);
    EXPECT_FALSE(whole.title.empty());
    for (std::size_t k = 0; k < whole.sceneCount(); ++k) {  // a lecture: each of its scenes
      SCOPED_TRACE("scene " + std::to_string(k + 1));
      const Lesson lesson = whole.atScene(k);
      if (whole.sceneCount() == 1)
        EXPECT_GE(lesson.paragraphs.size(), 2u) << "two or three sentences of explanation";
      else
        EXPECT_GE(lesson.paragraphs.size(), 1u);
      const std::string game =
          gomoku::boardFileGame(readTextFile(lesson.scene.boardFile), lesson.scene.boardFile.string());
      if (game == "gomoku")
        checkGomoku(lesson);
      else
        checkLink(lesson);
    }
  }
}

// Three lectures ship (win checks, the published code's defects, link checks): several scenes each, every
// scene with questions and its text in both languages. loadLesson has checked every answer on its trace.
TEST(Lessons, TheShippedLecturesAskInEveryScene) {
  int lectures = 0;
  for (const auto& file : findLessons(kLessons)) {
    const Lesson lecture = loadLesson(file);
    if (lecture.sceneCount() < 2) continue;
    ++lectures;
    SCOPED_TRACE(file.filename().string());
    EXPECT_FALSE(lecture.chineseTitle.empty());
    for (std::size_t k = 0; k < lecture.sceneCount(); ++k) {
      const Lesson scene = lecture.atScene(k);
      SCOPED_TRACE("scene " + std::to_string(k + 1));
      EXPECT_FALSE(scene.questions.empty());
      EXPECT_FALSE(scene.heading.empty());
      EXPECT_FALSE(scene.chineseHeading.empty());
      EXPECT_EQ(scene.paragraphs.size(), scene.chineseParagraphs.size());
    }
  }
  EXPECT_GE(lectures, 3);
}

TEST(Lessons, EveryPublishedDefectHasALesson) {
  std::set<std::string> boards;
  for (const auto& file : findLessons(kLessons)) boards.insert(loadLesson(file).scene.boardFile.filename().string());
  for (const char* defect :
       {"scan-objc-edge.board", "scan-java-count-carries.board", "lines-js-takeback-dead-line.board",
        "lines-js-occupied-click.board", "windows-csharp-guard.board", "windows-csharp-fault.board",
        "corners-objc-early-return.board", "corners-objc-no-ring.board"})
    EXPECT_TRUE(boards.count(defect)) << defect;
}

TEST(Lessons, SaveThenParseGivesTheSameLesson) {
  Lesson l;
  l.title = "My lesson";
  l.scene.algo = "bfs";
  l.scene.set("from", "1,2");
  l.scene.set("to", "3,4");
  l.scene.step = 3;
  l.shows = "agrees";
  l.paragraphs = {"One.", "Two."};
  const std::filesystem::path file = "/tmp/x/my.lesson";
  const Lesson back = parseLesson(saveLesson(l, "my.board"), file);
  EXPECT_EQ(back.title, l.title);
  EXPECT_EQ(back.scene.boardFile, std::filesystem::path("/tmp/x/my.board"));
  EXPECT_EQ(back.scene.algo, l.scene.algo);
  EXPECT_EQ(back.scene.parameter("from"), l.scene.parameter("from"));
  EXPECT_EQ(back.scene.parameter("to"), l.scene.parameter("to"));
  EXPECT_EQ(back.scene.step, 3);
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

void expectLessonRefused(const std::string& text, int line, const std::string& reason) {
  hostile::expectBoardFileError([&] { parseLesson(text, "l.lesson"); }, "l.lesson", line, reason, text);
}

TEST(Lessons, EveryRefusalWordForWord) {
  expectLessonRefused("title T\n", 0, "a lesson needs a 'board' line");
  expectLessonRefused("", 0, "a lesson needs a 'board' line");
  expectLessonRefused("board b.board\ntitle\n", 2, "'title' has no value");
  expectLessonRefused("board b.board\nalgo   \n", 2, "'algo' has no value");
  expectLessonRefused(
      "board b.board\ncolour red\n", 2,
      "unknown key 'colour' (title, board, algo, ply, point, from, to, step, shows, text, ask, prompt, scene, topic, title.zh-CN, text.zh-CN, prompt.zh-CN, scene.zh-CN, topic.zh-CN)");
  expectLessonRefused("board b.board\nshows maybe\n", 2, "'shows' is 'differs' or 'agrees', not 'maybe'");
  expectLessonRefused("board b.board\nply many\n", 2, "'ply' wants a whole number from 0 to 1000000, not 'many'");
  expectLessonRefused("board b.board\nstep -1\n", 2,
                      "'step' wants a whole number from 1 to 1000000 (step 1 is the first, as the timeline counts), "
                      "not '-1'");
  // Counted as the timeline counts: `step 0` is no step (it used to open the same step as `step 1`).
  expectLessonRefused("board b.board\nstep 0\n", 2,
                      "'step' wants a whole number from 1 to 1000000 (step 1 is the first, as the timeline counts), "
                      "not '0'");
}

TEST(Lessons, NumbersPastTheLimitAreRefusedNamingIt) {
  EXPECT_EQ(parseLesson("board b.board\nply 1000000\n", "l.lesson").scene.number("move"), kMaxLessonNumber);
  // `ply 0` is the last move, as leaving the line out: a later one undoes an earlier number.
  EXPECT_FALSE(parseLesson("board b.board\nply 5\nply 0\n", "l.lesson").scene.has("move"));
  expectLessonRefused("board b.board\nply 1000001\n", 2, "'ply' wants a whole number from 0 to 1000000, not '1000001'");
  expectLessonRefused("board b.board\nstep 99999999999\n", 2,
                      "'step' wants a whole number from 1 to 1000000 (step 1 is the first, as the timeline counts), "
                      "not '99999999999'");
}

TEST(Lessons, BinaryAndNonUtf8TextAreRefusedOnTheirLine) {
  expectLessonRefused(hostile::pngHeader(), 1, "is not valid UTF-8 text");
  expectLessonRefused(std::string("board b.board\ntext a\0b\n", 23), 2, "contains a NUL byte (a binary file?)");
  for (const hostile::NotUtf8& sample : hostile::notUtf8Samples()) {
    SCOPED_TRACE(sample.what);
    expectLessonRefused("board b.board\ntext Der " + sample.bytes + " Stein\n", 2, "is not valid UTF-8 text");
  }
  EXPECT_EQ(parseLesson("board b.board\ntext \xe4\xba\x94\xe5\xad\x90\xe6\xa3\x8b\n", "l.lesson").paragraphs.at(0),
            "\xe4\xba\x94\xe5\xad\x90\xe6\xa3\x8b");
}

TEST(Lessons, ByteOrderMarkWindowsLineEndsAndCutOffFiles) {
  const Lesson l = parseLesson("\xEF\xBB\xBFtitle T\r\nboard b.board\r\nply 3\r\ntext One.\r\n", "l.lesson");
  EXPECT_EQ(l.title, "T");
  EXPECT_EQ(l.scene.number("move"), 3);
  EXPECT_EQ(l.paragraphs, std::vector<std::string>{"One."});
  expectLessonRefused(
      "\xEF\xBB\xBF"
      "board b.board\r\nstep x\r\n",
      2, "'step' wants a whole number from 1 to 1000000 (step 1 is the first, as the timeline counts), not 'x'");
  expectLessonRefused(
      "board b.board\nsho", 2,
      "unknown key 'sho' (title, board, algo, ply, point, from, to, step, shows, text, ask, prompt, scene, topic, title.zh-CN, text.zh-CN, prompt.zh-CN, scene.zh-CN, topic.zh-CN)");
  expectLessonRefused("board b.board\nshows differ", 2, "'shows' is 'differs' or 'agrees', not 'differ'");
}

TEST(Lessons, AHashSignIsTextInProseAndACommentAfterABlankOnTheOtherKeys) {
  const Lesson l = parseLesson(
      "# a comment line\ntitle Lesson #1 on C# code\nboard C#.board  # the board\nply 9\t# the five\n"
      "algo scan # corrected\ntext The C# code: # is text here.\n",
      "l.lesson");
  EXPECT_EQ(l.title, "Lesson #1 on C# code");
  EXPECT_EQ(l.scene.boardFile, std::filesystem::path("C#.board"));
  EXPECT_EQ(l.scene.number("move"), 9) << "older lessons' comments after a value still read";
  EXPECT_EQ(l.scene.algo, "scan");
  EXPECT_EQ(l.paragraphs, std::vector<std::string>{"The C# code: # is text here."});
}

TEST(Lessons, ALongParagraphIsReadAndLargeFilesAreRefusedNamingTheLimit) {
  // A paragraph is one line: a lesson's lines may be as long as the file (a paragraph past 4 KiB was saved
  // by the dialog and then refused).
  const std::string paragraph(kMaxLessonFileBytes - 100, 'x');
  EXPECT_EQ(parseLesson("board b.board\ntext " + paragraph + "\n", "l.lesson").paragraphs,
            std::vector<std::string>{paragraph});
  expectLessonRefused("board b.board\ntext " + std::string(kMaxLessonFileBytes, 'x') + "\n", 2,
                      "line is longer than 65536 bytes");
  const auto fits =
      hostile::writeTempFile("fits.lesson", hostile::paddedWithComments("board b.board\n", kMaxLessonFileBytes));
  EXPECT_EQ(loadLesson(fits).scene.boardFile, fits.parent_path() / "b.board");
  const auto big =
      hostile::writeTempFile("big.lesson", hostile::paddedWithComments("board b.board\n", kMaxLessonFileBytes + 1));
  hostile::expectBoardFileError([&] { loadLesson(big); }, big.string(), 0, "file is larger than 65536 bytes");
}

TEST(Lessons, TheExampleInTheDocsOpensAndShowsWhatItSays) {
  // docs/lessons.md: the board, then the lesson, as the first two fenced blocks.
  const std::string doc = readTextFile(std::filesystem::path(testpaths::source) / "docs" / "lessons.md");
  std::vector<std::string> blocks;
  for (std::size_t at = doc.find("```\n"); at != std::string::npos && blocks.size() < 2;) {
    const std::size_t end = doc.find("```", at + 4);
    blocks.push_back(doc.substr(at + 4, end - at - 4));
    at = doc.find("```\n", end + 3);
  }
  ASSERT_EQ(blocks.size(), 2u);
  const std::filesystem::path folder =
      std::filesystem::temp_directory_path() / ("boardlab-doc-lesson-" + std::to_string(::getpid()));
  std::filesystem::create_directories(folder);
  std::ofstream(folder / "edge-five.board") << blocks[0];
  std::ofstream(folder / "edge-five.lesson") << blocks[1];
  const Lesson lesson = loadLesson(folder / "edge-five.lesson");
  EXPECT_EQ(lesson.shows, "differs");
  EXPECT_FALSE(lesson.chineseParagraphs.empty());
  EXPECT_EQ(lesson.topicIn(i18n::Language::Chinese), "五子棋：判断胜负");
  checkGomoku(lesson);
  std::filesystem::remove_all(folder);
}

TEST(Lessons, TheMenuGroupsThemByTopicNumbersThemAndShelvesTheUsersOwnApart) {
  const i18n::LanguageScope english(i18n::Language::English);
  const std::filesystem::path own =
      std::filesystem::temp_directory_path() / ("boardlab-shelves-" + std::to_string(::getpid()));
  std::filesystem::create_directories(own);
  std::ofstream(own / "mine.lesson") << "title My edge five\nboard mine.board\n";
  std::ofstream(own / "broken.lesson") << "title Broken\n";
  const std::vector<LessonShelf> shelves = shelveLessons(kLessons, own);
  std::vector<std::string> headings;
  for (const LessonShelf& s : shelves) headings.push_back(s.heading);
  EXPECT_EQ(headings,
            (std::vector<std::string>{"Gomoku: checking for a win", "Link: joining two tiles in at most two turns",
                                      "Renju: forbidden moves", "Your lessons"}));
  ASSERT_EQ(shelves[0].lessons.size(), 12u);
  EXPECT_EQ(shelves[0].lessons[3].label, "Lesson 4: The Objective-C scan never looks at column a");
  EXPECT_EQ(shelves[2].lessons.at(0).label, "Lesson 16: Renju: a double-three that is not one");
  ASSERT_EQ(shelves[3].lessons.size(), 2u);
  EXPECT_EQ(shelves[3].lessons[0].label, "broken (unreadable)");
  EXPECT_FALSE(shelves[3].lessons[0].readable);
  EXPECT_EQ(shelves[3].lessons[1].label, "My edge five") << "the user's lessons are not numbered";
  const i18n::LanguageScope chinese(i18n::Language::Chinese);
  EXPECT_EQ(shelveLessons(kLessons, own).front().heading, "五子棋：判断胜负");
  EXPECT_EQ(shelveLessons(kLessons, own).back().heading, "你的课程");
  std::filesystem::remove_all(own);
}

// A user lesson's topic was ignored: every one went under "Your lessons". Now each topic gets a shelf of
// the user's own after the shipped ones (never mixed into them), in either language.
TEST(Lessons, TheUsersLessonsAreShelvedUnderTheirOwnTopics) {
  const i18n::LanguageScope english(i18n::Language::English);
  const std::filesystem::path own =
      std::filesystem::temp_directory_path() / ("boardlab-topics-" + std::to_string(::getpid()));
  std::filesystem::create_directories(own);
  std::ofstream(own / "a.lesson") << "title Week 1\ntopic Class: week by week\ntopic.zh-CN 课堂：每周\nboard x.board\n";
  std::ofstream(own / "b.lesson") << "title Loose one\nboard x.board\n";
  std::ofstream(own / "c.lesson") << "title Week 2\ntopic Class: week by week\nboard x.board\n";
  std::vector<LessonShelf> shelves = shelveLessons(kLessons, own);
  ASSERT_GE(shelves.size(), 2u);
  const LessonShelf& byTopic = shelves[shelves.size() - 2];
  EXPECT_EQ(byTopic.heading, "Your lessons: Class: week by week");
  ASSERT_EQ(byTopic.lessons.size(), 2u);
  EXPECT_EQ(byTopic.lessons[1].label, "Week 2");
  EXPECT_EQ(shelves.back().heading, "Your lessons");
  ASSERT_EQ(shelves.back().lessons.size(), 1u);
  const i18n::LanguageScope chinese(i18n::Language::Chinese);
  shelves = shelveLessons(kLessons, own);
  bool found = false;
  for (const LessonShelf& s : shelves) found = found || s.heading == "你的课程：课堂：每周";
  EXPECT_TRUE(found);
  std::filesystem::remove_all(own);
}

// The Lessons menu reads a file when it is new or changed, never again while it stays the same.
TEST(Lessons, TheLibraryReadsEachLessonOnceAndAgainOnlyWhenItChanges) {
  const i18n::LanguageScope english(i18n::Language::English);
  namespace fs = std::filesystem;
  const fs::path own = fs::temp_directory_path() / ("boardlab-library-" + std::to_string(::getpid()));
  fs::remove_all(own);
  fs::create_directories(own);
  for (int i = 0; i < 20; ++i)
    std::ofstream(own / ("l" + std::to_string(100 + i) + ".lesson")) << "title Mine " << i << "\nboard mine.board\n";
  LessonLibrary library;
  const std::size_t shipped = findLessons(kLessons).size();
  EXPECT_TRUE(library.refresh(kLessons, own));
  EXPECT_EQ(library.filesRead(), shipped + 20);
  EXPECT_EQ(library.shelves().back().lessons.size(), 20u);
  EXPECT_EQ(library.shelves().back().lessons[3].label, "Mine 3");
  // Looked at again: nothing changed, nothing read.
  for (int k = 0; k < 5; ++k) EXPECT_FALSE(library.refresh(kLessons, own));
  EXPECT_FALSE(library.refreshIfFoldersChanged(kLessons, own, std::chrono::seconds(0)));
  EXPECT_EQ(library.filesRead(), shipped + 20);
  // One edited (another size), one added, one removed: two files read, the list as the folder is.
  std::ofstream(own / "l103.lesson") << "title Mine 3, edited\nboard mine.board\n";
  std::ofstream(own / "l200.lesson") << "title New one\nboard mine.board\n";
  fs::remove(own / "l100.lesson");
  EXPECT_TRUE(library.refreshIfFoldersChanged(kLessons, own, std::chrono::seconds(0)));
  EXPECT_EQ(library.filesRead(), shipped + 22);
  const std::vector<LessonEntry>& mine = library.shelves().back().lessons;
  ASSERT_EQ(mine.size(), 20u);
  EXPECT_EQ(mine[2].label, "Mine 3, edited");
  EXPECT_EQ(mine.back().label, "New one");
  EXPECT_EQ(library.lessons().size(), shipped + 20);
  // The language changes the labels without reading anything.
  const i18n::LanguageScope chinese(i18n::Language::Chinese);
  EXPECT_EQ(library.shelves().back().heading, "你的课程");
  EXPECT_EQ(library.filesRead(), shipped + 22);
  // An edit that keeps the size still changes the time.
  fs::last_write_time(own / "l101.lesson", fs::last_write_time(own / "l101.lesson") + std::chrono::seconds(5));
  EXPECT_TRUE(library.refresh(kLessons, own));
  EXPECT_EQ(library.filesRead(), shipped + 23);
  fs::remove_all(own);
}

TEST(Lessons, EveryShippedLessonHasATopicInBothLanguages) {
  for (const std::filesystem::path& file : findLessons(kLessons)) {
    const Lesson lesson = loadLesson(file);
    EXPECT_FALSE(lesson.topic.empty()) << file;
    EXPECT_FALSE(lesson.chineseTopic.empty()) << file;
    EXPECT_EQ(parseLesson(saveLesson(lesson, "x.board"), file).topic, lesson.topic) << "the topic survives a save";
  }
}

}  // namespace
}  // namespace boardlab
