// A lecture in the workbench: PgDn past a scene's last step opens the next scene (a held key's repeats
// stop at the end), PgUp before the first goes back to the scene before at its last step; predict mode on
// a lecture's scene asks the lesson's own questions in its words; a share link names the scene and opens
// it; an edited board is asked about before the next scene replaces it.

#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include <imgui.h>

#include "app/workbench/platform/keys.hpp"
#include "tests/app/workbench_fixture.hpp"
#include "tests/test_paths.hpp"

namespace boardlab::ui {
namespace {

namespace fs = std::filesystem;

class LectureTest : public WorkbenchTest {
 protected:
  fs::path lecture(const char* name) { return fs::path(testpaths::source) / "examples/lessons" / name; }
  void pageDown() { imgui.key(key::PageDown, false, body); }
  void pageUp() { imgui.key(key::PageUp, false, body); }
};

TEST_F(LectureTest, PageDownPastTheLastStepOpensTheNextSceneAndPageUpComesBack) {
  ASSERT_TRUE(bench.openLesson(lecture("17-lecture-win-checks.lesson"))) << bench.status();
  imgui.frame(body);
  ASSERT_TRUE(bench.lesson());
  EXPECT_EQ(bench.lesson()->sceneIndex, 0u);
  EXPECT_EQ(bench.lesson()->sceneCount(), 4u);
  TraceCursor& cursor = bench.activeCursor();
  const std::size_t steps = cursor.size();
  for (std::size_t i = 1; i < steps; ++i) pageDown();
  EXPECT_EQ(cursor.position(), steps - 1);
  EXPECT_EQ(bench.lesson()->sceneIndex, 0u) << "the last step first";
  pageDown();
  imgui.frame(body);
  EXPECT_EQ(bench.lesson()->sceneIndex, 1u);
  EXPECT_EQ(bench.lesson()->heading, "Four words per move: the bitboard");
  EXPECT_EQ(bench.activeCursor().position(), 0u);
  EXPECT_EQ(bench.viewOf<GomokuView>().algorithmName(), "bitboard");
  EXPECT_EQ(bench.status(), "Lesson: Lecture: four ways to check a move for a win, scene 2 of 4.");
  pageUp();
  imgui.frame(body);
  EXPECT_EQ(bench.lesson()->sceneIndex, 0u);
  EXPECT_EQ(bench.activeCursor().position(), bench.activeCursor().size() - 1) << "back where it left off";

  // A held PgDn steps to the scene's end and stops there: its repeats do not run through the lecture.
  bench.openLesson(lecture("17-lecture-win-checks.lesson"), 1);
  imgui.frame(body);
  ImGui::GetIO().KeysDown[key::PageDown] = true;  // held a second: the key repeats past the scene's end
  for (int i = 0; i < 60; ++i) imgui.frame(body);
  ImGui::GetIO().KeysDown[key::PageDown] = false;
  imgui.frame(body);
  EXPECT_EQ(bench.lesson()->sceneIndex, 1u) << "a held key stops at the scene's end";
  EXPECT_EQ(bench.activeCursor().position(), bench.activeCursor().size() - 1);
  // A press of its own goes on, and held, its repeats do not step on in the scene it opened.
  ImGui::GetIO().KeysDown[key::PageDown] = true;
  for (int i = 0; i < 60; ++i) imgui.frame(body);
  ImGui::GetIO().KeysDown[key::PageDown] = false;
  imgui.frame(body);
  EXPECT_EQ(bench.lesson()->sceneIndex, 2u);
  EXPECT_EQ(bench.activeCursor().position(), 0u) << "the scene opened at its first step, and stays there";
  pageDown();
  EXPECT_EQ(bench.activeCursor().position(), 1u) << "the next press steps";
}

TEST_F(LectureTest, PredictModeAsksTheLessonsOwnQuestionsInItsWords) {
  ASSERT_TRUE(bench.openLesson(lecture("17-lecture-win-checks.lesson"))) << bench.status();
  imgui.frame(body);
  bench.setPredict(true);
  imgui.frame(body);
  const auto& questions = bench.predict().run.questions();
  ASSERT_EQ(questions.size(), 3u) << "stop, count and verdict, as the lesson asks";
  EXPECT_EQ(promptText(questions[0]),
            "Black played h8. Walking left from h8 along row 8: on which point does the walk stop?");
  {
    const i18n::LanguageScope chinese(i18n::Language::Chinese);
    EXPECT_EQ(promptText(questions[0]), "黑棋下在 h8。从 h8 沿第 8 行向左走：停在哪个点上？");
  }
  EXPECT_EQ(questions[1].kind, "count");
  // Another move than the lesson's: the trace's own questions.
  bench.viewOf<GomokuView>().analysis().setAlgorithm("scan:objc");
  imgui.frame(body);
  EXPECT_GT(bench.predict().run.questions().size(), 3u);
}

TEST_F(LectureTest, AShareLinkNamesTheSceneAndOpensIt) {
  ASSERT_TRUE(bench.openLesson(lecture("19-lecture-link-checks.lesson"), 2)) << bench.status();
  imgui.frame(body);
  const std::string link = bench.shareLink();
  EXPECT_NE(link.find("lesson=19-lecture-link-checks&scene=3"), std::string::npos) << link;
  ASSERT_TRUE(bench.openLesson(lecture("17-lecture-win-checks.lesson"))) << bench.status();  // somewhere else
  imgui.frame(body);
  ASSERT_TRUE(bench.openShareLink(link)) << bench.status();
  imgui.frame(body);
  ASSERT_TRUE(bench.lesson());
  EXPECT_EQ(bench.lesson()->sceneIndex, 2u);
  EXPECT_EQ(bench.lesson()->scene.algo, "rays");
  EXPECT_EQ(bench.viewOf<LinkView>().algorithmName(), "rays");
  const std::string tooFar = link.substr(0, link.find("&scene=")) + "&scene=9";
  EXPECT_FALSE(bench.openShareLink(tooFar));
  EXPECT_NE(bench.status().find("has 4 scenes, not 9"), std::string::npos) << bench.status();
}

TEST_F(LectureTest, AnEditedBoardIsAskedAboutBeforeTheNextSceneReplacesIt) {
  ASSERT_TRUE(bench.openLesson(lecture("17-lecture-win-checks.lesson"), 2)) << bench.status();  // a game going on
  imgui.frame(body);
  clickPoint("a1");  // a move of the user's own
  ASSERT_TRUE(bench.unsaved());
  bench.activeCursor().last();
  imgui.frame(body);
  pageDown();
  imgui.frame(body);
  EXPECT_EQ(bench.lesson()->sceneIndex, 2u) << "asked first, not replaced";
  EXPECT_NE(bench.saveFirstRect().second.x, 0.0f) << "the confirm dialog is up";
}

}  // namespace
}  // namespace boardlab::ui
