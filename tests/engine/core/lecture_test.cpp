// Lectures (engine/core/lesson.hpp): a lesson of several scenes, each starting as the one before and with
// its own step, text and questions; `ask` lines checked against the trace when the lesson is loaded (a
// wrong answer or a question the trace does not ask is refused naming its line); saving writes every scene
// and question back; a lesson of one scene reads as it always did.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "engine/core/board_text.hpp"
#include "engine/core/lesson.hpp"
#include "tests/scratch_dir.hpp"
#include "tests/test_paths.hpp"

namespace boardlab {
namespace {

namespace fs = std::filesystem;

std::string example(const std::string& relative) {
  return (fs::path(testpaths::source) / "examples" / relative).string();
}

fs::path writeLecture(const std::string& name, const std::string& text) {
  const fs::path file = testpaths::scratchDir("boardlab-lectures") / name;
  std::ofstream(file, std::ios::binary) << text;
  return file;
}

const std::string kThreeScenes =
    "title Win checks\n"
    "scene The scan\n"
    "scene.zh-CN 扫描\n"
    "board " +
    example("gomoku/centre-five.board") +
    "\n"
    "algo scan\n"
    "text The scan walks both ways.\n"
    "ask 2 stop c8\n"
    "prompt Where does the walk to the left stop?\n"
    "prompt.zh-CN 向左走停在哪里？\n"
    "ask 4 verdict a win\n"
    "scene The bitboard\n"
    "algo bitboard\n"
    "step 2\n"
    "text Four words per move.\n"
    "ask 3 run 5\n"
    "scene\n"
    "board " +
    example("link/midgame-12x8.board") +
    "\n"
    "algo bfs\n"
    "from 7,2\n"
    "to 0,7\n"
    "ask 5 verdict linked, 2 turns\n";

TEST(Lecture, ScenesStartAsTheOneBeforeAndHaveTheirOwnStepTextAndQuestions) {
  const Lesson lecture = loadLesson(writeLecture("three.lesson", kThreeScenes));
  ASSERT_EQ(lecture.sceneCount(), 3u);
  EXPECT_EQ(lecture.sceneIndex, 0u);
  EXPECT_EQ(lecture.heading, "The scan");
  EXPECT_EQ(lecture.chineseHeading, "扫描");
  EXPECT_EQ(lecture.scene.algo, "scan");
  ASSERT_EQ(lecture.questions.size(), 2u);
  EXPECT_EQ(lecture.questions[0].prompt, "Where does the walk to the left stop?");
  EXPECT_EQ(lecture.questions[0].chinesePrompt, "向左走停在哪里？");
  EXPECT_EQ(lecture.questions[1].answer, "a win");

  const Lesson second = lecture.atScene(1);
  EXPECT_EQ(second.sceneIndex, 1u);
  EXPECT_EQ(second.heading, "The bitboard");
  EXPECT_EQ(second.scene.boardFile, lecture.scene.boardFile) << "the board of the scene before";
  EXPECT_EQ(second.scene.algo, "bitboard");
  EXPECT_EQ(second.scene.step, 2);
  EXPECT_EQ(second.paragraphs, std::vector<std::string>{"Four words per move."});
  EXPECT_EQ(second.title, "Win checks");
  const Lesson third = second.atScene(2);
  EXPECT_EQ(third.scene.parameter("from"), "7,2");
  EXPECT_EQ(third.scene.step, 0) << "a scene starts at its first step unless it says";
  EXPECT_TRUE(third.paragraphs.empty());
  EXPECT_EQ(third.atScene(0).scene, lecture.scene) << "and back";
}

TEST(Lecture, SavingWritesEveryScenesTextAndQuestionsBack) {
  const fs::path file = writeLecture("round.lesson", kThreeScenes);
  Lesson lecture = loadLesson(file).atScene(1);
  lecture.paragraphs.push_back("Edited on screen.");  // the scene shown, as the Save dialog changes it
  const std::string text =
      saveLesson(lecture, fs::path(example("gomoku/centre-five.board")).string(), file.parent_path());
  const Lesson back = parseLesson(text, file);
  ASSERT_EQ(back.sceneCount(), 3u);
  const std::vector<LessonScene> before = lecture.allScenes(), after = back.allScenes();
  for (std::size_t k = 0; k < 3; ++k) {
    SCOPED_TRACE(k);
    Scene a = after[k].scene, b = before[k].scene;  // the same board, named from another folder
    EXPECT_EQ(a.boardFile.lexically_normal(), b.boardFile.lexically_normal());
    a.boardFile.clear();
    b.boardFile.clear();
    EXPECT_EQ(a, b);
    EXPECT_EQ(after[k].paragraphs, before[k].paragraphs);
    EXPECT_EQ(after[k].heading, before[k].heading);
    EXPECT_EQ(after[k].chineseHeading, before[k].chineseHeading);
    ASSERT_EQ(after[k].questions.size(), before[k].questions.size());
    for (std::size_t i = 0; i < after[k].questions.size(); ++i) {
      EXPECT_EQ(after[k].questions[i].answer, before[k].questions[i].answer);
      EXPECT_EQ(after[k].questions[i].prompt, before[k].questions[i].prompt);
      EXPECT_EQ(after[k].questions[i].chinesePrompt, before[k].questions[i].chinesePrompt);
    }
  }
  EXPECT_NE(text.find("text Edited on screen."), std::string::npos);
  checkLessonQuestions(back);  // and its questions still hold
}

TEST(Lecture, AnAskTheTraceDoesNotAnswerIsRefusedNamingItsLine) {
  const auto refusal = [](const std::string& name, const std::string& text) {
    try {
      loadLesson(writeLecture(name, text));
    } catch (const BoardFileError& e) {
      return std::string(e.what());
    }
    return std::string("(read)");
  };
  const std::string head = "board " + example("gomoku/centre-five.board") + "\nalgo scan\n";
  EXPECT_NE(refusal("wrong.lesson", head + "ask 2 stop d8\n")
                .find("wrong.lesson:3: 'ask 2 stop': the trace answers 'c8', not 'd8'"),
            std::string::npos)
      << refusal("wrong.lesson", head + "ask 2 stop d8\n");
  EXPECT_NE(refusal("kind.lesson", head + "ask 2 layer c8\n")
                .find("kind.lesson:3: 'ask 2 layer': the trace asks no 'layer' question before step 2"),
            std::string::npos);
  EXPECT_NE(refusal("later.lesson", head + "scene\nalgo bitboard\nask 4 verdict no win\n")
                .find("later.lesson:5: 'ask 4 verdict': the trace answers 'a win', not 'no win'"),
            std::string::npos)
      << "a later scene's question is checked on its own trace";
  EXPECT_NE(refusal("shape.lesson", head + "ask two stop c8\n").find("shape.lesson:3: 'ask' wants the step"),
            std::string::npos);
  EXPECT_NE(refusal("prompt.lesson", head + "prompt Where?\n")
                .find("prompt.lesson:3: 'prompt' words the 'ask' line before it"),
            std::string::npos);
  std::string many = head;
  for (int i = 0; i < 101; ++i) many += "scene\n";
  EXPECT_NE(refusal("many.lesson", many).find("a lecture holds at most 100 scenes"), std::string::npos);
  EXPECT_NE(refusal("noboard.lesson", "board /no/such.board\nalgo scan\nask 2 stop c8\n").find("noboard.lesson:3"),
            std::string::npos)
      << "a scene that cannot be traced cannot have its questions checked";
}

// A scene on a board of its own carries nothing of the scene before's analysis (a link pair on a gomoku
// board was refused when the scene opened); a scene that drops what the one before had is saved so that
// it reads back without it.
TEST(Lecture, AScenesOwnBoardStartsItAfreshAndWhatAScenelacksIsNotCarriedBack) {
  const fs::path file = writeLecture("afresh.lesson", "board " + example("link/midgame-12x8.board") +
                                                          "\nalgo bfs\nfrom 7,2\nto 0,7\nscene\nboard " +
                                                          example("gomoku/centre-five.board") + "\nalgo scan\n");
  const Lesson lecture = loadLesson(file);
  const Lesson second = lecture.atScene(1);
  EXPECT_EQ(second.scene.algo, "scan");
  EXPECT_TRUE(second.scene.parameters.empty()) << "no link pair on the gomoku board";

  Lesson edited = second;
  edited.scene.algo.clear();  // the scene shown, analysed by nothing
  Lesson saved = edited.atScene(0);
  const Lesson back = parseLesson(saveLesson(saved, example("link/midgame-12x8.board"), file.parent_path()), file);
  EXPECT_EQ(back.atScene(1).scene.algo, "") << "not the scene before's bfs";
  EXPECT_TRUE(back.atScene(1).scene.parameters.empty());
  EXPECT_EQ(back.atScene(0).scene.parameter("from"), "7,2");
}

TEST(Lecture, ALessonOfOneSceneReadsAndSavesAsItAlwaysDid) {
  const fs::path file = fs::path(testpaths::source) / "examples/lessons/01-scan.lesson";
  const Lesson lesson = loadLesson(file);
  EXPECT_EQ(lesson.sceneCount(), 1u);
  EXPECT_TRUE(lesson.scenes.empty());
  const std::string text = saveLesson(lesson, "../gomoku/centre-five.board");
  EXPECT_EQ(text.find("\nscene"), std::string::npos);
  EXPECT_EQ(parseLesson(text, file).scene, lesson.scene);
}

}  // namespace
}  // namespace boardlab
