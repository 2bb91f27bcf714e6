// A lesson's text is about its scene: a new game, another game, an opened or pasted board close
// it; another lesson replaces it; a scene saved as a lesson holds only what belongs to it, and a lesson
// whose point does not belong to its scene is refused.

#include <gtest/gtest.h>

#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <optional>
#include <string>

#include <imgui.h>
#include <imgui_internal.h>

#include "app/workbench/platform/headless_imgui.hpp"
#include "app/workbench/shell/workbench.hpp"
#include "app/workbench/views/game_view.hpp"
#include "app/workbench/views/style.hpp"
#include "app/workbench/views/trace_panels.hpp"
#include "engine/core/board_text.hpp"
#include "engine/core/lesson.hpp"
#include "tests/test_paths.hpp"

namespace boardlab::ui {
namespace {

namespace fs = std::filesystem;

// Sets an environment variable for a scope, then puts back what was there (or unsets it), whatever fails.
class EnvScope {
 public:
  EnvScope(const char* name, const std::string& value) : name_(name) {
    if (const char* old = std::getenv(name)) old_ = old;
    setenv(name, value.c_str(), 1);
  }
  ~EnvScope() {
    if (old_)
      setenv(name_, old_->c_str(), 1);
    else
      unsetenv(name_);
  }
  EnvScope(const EnvScope&) = delete;
  EnvScope& operator=(const EnvScope&) = delete;

 private:
  const char* name_;
  std::optional<std::string> old_;
};

class LessonScene : public ::testing::Test {
 protected:
  HeadlessImGui imgui;
  Workbench bench{Settings{}, {}, 1.0f};
  std::function<void()> body = [this] { bench.frame(); };
  fs::path folder = fs::temp_directory_path() / ("boardlab-lesson-scene-" + std::to_string(getpid()));
  void SetUp() override {
    fs::create_directories(folder);
    imgui.frame(body);
  }
  void TearDown() override {
    std::error_code ec;
    fs::remove_all(folder, ec);
  }
  static std::string lesson(const char* name) { return std::string(testpaths::source) + "/examples/lessons/" + name; }
  void run(const std::string& command) {
    bench.commands().get(command).run();
    imgui.frame(body);
  }
};

TEST_F(LessonScene, ANewGameClosesTheLesson) {
  ASSERT_TRUE(bench.openLesson(lesson("16-renju-recursive-double-three.lesson"))) << bench.status();
  ASSERT_TRUE(bench.lesson());
  run("game.newgomoku");
  EXPECT_FALSE(bench.lesson()) << "the renju paragraphs stayed above an empty board";
}

// Lesson 11's text describes a U path between two tiles of the board as it was: a shuffle replaces that
// position, so the text closes; a take-back keeps it.
TEST_F(LessonScene, AShuffleClosesTheLessonATakeBackDoesNot) {
  ASSERT_TRUE(bench.openLesson(lesson("11-corners.lesson"))) << bench.status();
  run("link.shuffle");
  EXPECT_FALSE(bench.lesson()) << "the lesson's path text sat over a reshuffled board";
  ASSERT_TRUE(bench.openLesson(lesson("04-scan-objc-edge.lesson"))) << bench.status();
  run("game.takeback");
  EXPECT_TRUE(bench.lesson()) << "a take-back is not a new position";
}

// After a take-back lesson 1's text still said "1 + 4 = 5, a five" under "no win", and Copy
// share link carried the lesson with the edited board. The text says it is about the lesson's board, and the
// link names the lesson only with its own board.
TEST_F(LessonScene, AnEditedBoardMarksTheLessonTextAndItsLinkCarriesNoLesson) {
  ASSERT_TRUE(bench.openLesson(lesson("01-scan.lesson"))) << bench.status();
  imgui.frame(body);
  EXPECT_FALSE(bench.lessonText().aboutAnotherBoard);
  EXPECT_NE(bench.shareLink().find("lesson=01-scan"), std::string::npos) << bench.shareLink();
  run("game.takeback");
  ASSERT_TRUE(bench.lesson());
  EXPECT_TRUE(bench.lessonText().aboutAnotherBoard) << "the text still read as this board's";
  EXPECT_EQ(bench.shareLink().find("lesson="), std::string::npos) << bench.shareLink();
  ASSERT_TRUE(bench.openLesson(lesson("01-scan.lesson"))) << bench.status();
  EXPECT_FALSE(bench.lessonText().aboutAnotherBoard) << "opened again, the lesson is about its board";
}

// docs/lessons.md: `step` counts from 1 as the timeline does, and a lesson without one opens at the first
// step (it opened wherever the analysis left the cursor, step 3 of 4 on this board).
TEST_F(LessonScene, ALessonOpensAtItsStepCountedFromOneAndWithoutOneAtTheFirst) {
  const std::string board = std::string(testpaths::source) + "/examples/gomoku/centre-five.board";
  std::ofstream(folder / "none.lesson") << "title No step\nboard " << board << "\nalgo scan\n";
  std::ofstream(folder / "two.lesson") << "title Step two\nboard " << board << "\nalgo scan\nstep 2\n";
  ASSERT_TRUE(bench.openLesson(folder / "two.lesson")) << bench.status();
  imgui.frame(body);
  EXPECT_EQ(bench.activeCursor().position(), 1u) << "step 2 is the second step";
  ASSERT_TRUE(bench.openLesson(folder / "none.lesson")) << bench.status();
  imgui.frame(body);
  ASSERT_GT(bench.activeCursor().size(), 2u);
  EXPECT_EQ(bench.activeCursor().position(), 0u) << "no step: the first";
}

TEST_F(LessonScene, AnotherGameOrAnOpenedOrPastedBoardClosesTheLesson) {
  ASSERT_TRUE(bench.openLesson(lesson("13-corners-objc-no-ring.lesson"))) << bench.status();
  ASSERT_TRUE(bench.lesson());
  ASSERT_TRUE(bench.openFile(std::string(testpaths::source) + "/examples/gomoku/centre-five.board")) << bench.status();
  EXPECT_FALSE(bench.lesson()) << "the link lesson's text sat above a gomoku position";

  ASSERT_TRUE(bench.openLesson(lesson("04-scan-objc-edge.lesson"))) << bench.status();
  ASSERT_TRUE(bench.pasteBoard("game gomoku\nsize 7\nmoves d4\n")) << bench.status();
  EXPECT_FALSE(bench.lesson());

  ASSERT_TRUE(bench.openLesson(lesson("04-scan-objc-edge.lesson"))) << bench.status();
  run("game.newlink");
  EXPECT_FALSE(bench.lesson()) << "switching to the other game closes it";

  ASSERT_TRUE(bench.openLesson(lesson("04-scan-objc-edge.lesson"))) << bench.status();
  ASSERT_TRUE(bench.openLesson(lesson("11-corners.lesson"))) << bench.status();
  ASSERT_TRUE(bench.lesson()) << "another lesson replaces it";
  EXPECT_EQ(bench.lesson()->file, fs::path(lesson("11-corners.lesson")));
}

// A lesson on an as-published variant leaves it selected for the next board: after New game the class
// went on analysing with scan:objc's defect. Replacing the scene gives back the algorithm chosen before the
// lesson (in every game); closing only the text keeps the lesson's scene and its variant.
TEST_F(LessonScene, ALessonOnAnAsPublishedVariantGivesBackTheAlgorithmChosenBeforeItWhenItsSceneGoes) {
  GameView& gomoku = *bench.views()[0];
  GameView& link = *bench.views()[1];
  gomoku.chooseAlgorithm("lines");
  link.chooseAlgorithm("bfs");
  ASSERT_EQ(gomoku.algorithmName(), "lines");
  ASSERT_EQ(link.algorithmName(), "bfs");

  ASSERT_TRUE(bench.openLesson(lesson("04-scan-objc-edge.lesson"))) << bench.status();
  ASSERT_EQ(gomoku.algorithmName(), "scan:objc");
  run("game.newgomoku");
  EXPECT_EQ(gomoku.algorithmName(), "lines") << "New game kept the lesson's published variant";

  ASSERT_TRUE(bench.openLesson(lesson("13-corners-objc-no-ring.lesson"))) << bench.status();
  ASSERT_EQ(link.algorithmName(), "corners:objc");
  run("game.newlink");
  EXPECT_EQ(link.algorithmName(), "bfs") << "Ctrl+L kept corners:objc";

  // One lesson opened from another: the first lesson's variant is not what the user had.
  ASSERT_TRUE(bench.openLesson(lesson("04-scan-objc-edge.lesson"))) << bench.status();
  ASSERT_TRUE(bench.openLesson(lesson("06-scan-java-count.lesson"))) << bench.status();
  ASSERT_EQ(gomoku.algorithmName(), "scan:java");
  run("game.newgomoku");
  EXPECT_EQ(gomoku.algorithmName(), "lines");

  // The lesson's text closed by the user: the scene stays, so does its algorithm; another lesson opened
  // then does not take that variant for the user's choice.
  ASSERT_TRUE(bench.openLesson(lesson("04-scan-objc-edge.lesson"))) << bench.status();
  bench.closeLessonText();
  EXPECT_FALSE(bench.lesson());
  EXPECT_EQ(gomoku.algorithmName(), "scan:objc");
  ASSERT_TRUE(bench.openLesson(lesson("06-scan-java-count.lesson"))) << bench.status();
  run("game.newgomoku");
  EXPECT_EQ(gomoku.algorithmName(), "lines");
  ASSERT_TRUE(bench.openLesson(lesson("04-scan-objc-edge.lesson"))) << bench.status();
  bench.closeLessonText();

  // A lesson on a corrected algorithm is the user's choice to go on with.
  gomoku.chooseAlgorithm("lines");
  ASSERT_TRUE(bench.openLesson(lesson("01-scan.lesson"))) << bench.status();
  run("game.newgomoku");
  EXPECT_EQ(gomoku.algorithmName(), "scan");
}

TEST_F(LessonScene, ASavedSceneHoldsOnlyItsOwnPointAndAForeignPointIsRefused) {
  setenv("XDG_DATA_HOME", folder.c_str(), 1);
  ASSERT_TRUE(bench.openLesson(lesson("16-renju-recursive-double-three.lesson"))) << bench.status();
  ASSERT_TRUE(bench.pasteBoard("game gomoku\nsize 5\nmoves c3 b2\n")) << bench.status();  // the renju point is off it
  imgui.frame(body);
  ASSERT_TRUE(bench.saveLesson("after renju", "A scene of its own.")) << bench.status();
  const std::string saved = readTextFile(bench.lesson()->file);
  EXPECT_EQ(saved.find("point "), std::string::npos) << saved;
  // A hand-written lesson naming a point for scan: refused, with the reason.
  std::ofstream(folder / "odd.board") << "game gomoku\nsize 5\nmoves c3\n";
  std::ofstream(folder / "odd.lesson") << "title Odd\nboard odd.board\nalgo scan\npoint h-2\ntext Here.\n";
  EXPECT_FALSE(bench.openLesson(folder / "odd.lesson"));
  EXPECT_NE(bench.status().find("point 'h-2' is not on this board"), std::string::npos) << bench.status();
  // A move past the game's last is refused as the command line refuses it (it opened at the last move with
  // 1000000 in the field).
  std::ofstream(folder / "far.lesson") << "title Far\nboard odd.board\nalgo scan\nply 1000000\n";
  EXPECT_FALSE(bench.openLesson(folder / "far.lesson"));
  EXPECT_NE(bench.status().find("ply 1000000 is outside 1..1"), std::string::npos) << bench.status();
  unsetenv("XDG_DATA_HOME");
}

TEST_F(LessonScene, SaveAsALessonWritesBothLanguagesAndOffersBothTitles) {
  setenv("XDG_DATA_HOME", folder.c_str(), 1);
  ASSERT_TRUE(bench.openLesson(lesson("04-scan-objc-edge.lesson"))) << bench.status();
  bench.openSaveLessonDialog();
  EXPECT_EQ(std::string(bench.saveLessonTitle()), bench.lesson()->title);
  EXPECT_EQ(std::string(bench.saveLessonChineseTitle()), bench.lesson()->chineseTitle);
  // The text comes along too, one paragraph per line: saving the scene at another step keeps it.
  ASSERT_GE(bench.lesson()->paragraphs.size(), 2u);
  EXPECT_EQ(std::string(bench.saveLessonText()).substr(0, bench.lesson()->paragraphs[0].size() + 1),
            bench.lesson()->paragraphs[0] + "\n");
  EXPECT_NE(std::string(bench.saveLessonChineseText()).find(bench.lesson()->chineseParagraphs.back()),
            std::string::npos);
  imgui.frame(body);
  imgui.frame(body);
  EXPECT_TRUE(ImGui::IsPopupOpen(nullptr, ImGuiPopupFlags_AnyPopupId)) << "the dialog is up";

  ASSERT_TRUE(bench.saveLesson("Edge five", "One.\nTwo.", "边界五连", "第一段")) << bench.status();
  const Lesson saved = loadLesson(bench.lesson()->file);
  EXPECT_EQ(saved.title, "Edge five");
  EXPECT_EQ(saved.chineseTitle, "边界五连");
  EXPECT_EQ(saved.paragraphs, (std::vector<std::string>{"One.", "Two."}));
  EXPECT_EQ(saved.chineseParagraphs, std::vector<std::string>{"第一段"});
  // Only Chinese: the English reader sees the Chinese rather than nothing.
  ASSERT_TRUE(bench.saveLesson("", "", "只有中文", "一段")) << bench.status();
  const Lesson chineseOnly = loadLesson(bench.lesson()->file);
  EXPECT_EQ(chineseOnly.titleIn(i18n::Language::English), "只有中文");
  EXPECT_EQ(chineseOnly.paragraphsIn(i18n::Language::English), std::vector<std::string>{"一段"});
  unsetenv("XDG_DATA_HOME");
}

TEST_F(LessonScene, SaveAsALessonRefusesAFileTheLessonsMenuCouldNotOpen) {
  // Each field holds up to the lesson limit, so two full ones make a file the reader refuses: nothing is
  // written and the status says why, instead of "Saved" and a lesson that does not open.
  setenv("XDG_DATA_HOME", folder.c_str(), 1);
  const std::string half(40 * 1024, 'x');
  EXPECT_FALSE(bench.saveLesson("Too long", half, "太长", half));
  EXPECT_NE(bench.status().find("Lesson not saved: its file would be 81 KiB, and a lesson holds at most 64 KiB."),
            std::string::npos)
      << bench.status();
  EXPECT_FALSE(std::filesystem::exists(Workbench::userLessonFolder() / "too-long.lesson"));
  EXPECT_FALSE(std::filesystem::exists(Workbench::userLessonFolder() / "too-long.board"));
  // A lesson that fits is saved and opens, however long a paragraph (one line of the file) is: it was
  // "Saved" and then listed as unreadable past 4 KiB.
  const std::string paragraph(5000, 'x');
  ASSERT_TRUE(bench.saveLesson("Long", paragraph + "\n" + paragraph, "", "")) << bench.status();
  EXPECT_EQ(loadLesson(bench.lesson()->file).paragraphs, (std::vector<std::string>{paragraph, paragraph}));
  unsetenv("XDG_DATA_HOME");
}

TEST_F(LessonScene, WhatTheDialogSavesReadsBackExactlyHashSignsIncluded) {
  // A '#' in a title or a text was read back as a comment: the heading became "Lesson", the text "The C".
  const EnvScope data("XDG_DATA_HOME", folder.string());
  ASSERT_TRUE(bench.saveLesson("Lesson #1 on C# code", "The C# code misses #3.\r\n# Not a comment either.", "第 #1 课",
                               "#号也是文字"))
      << bench.status();
  const Lesson saved = loadLesson(bench.lesson()->file);
  EXPECT_EQ(saved.title, "Lesson #1 on C# code");
  EXPECT_EQ(saved.paragraphs, (std::vector<std::string>{"The C# code misses #3.", "# Not a comment either."}));
  EXPECT_EQ(saved.chineseTitle, "第 #1 课");
  EXPECT_EQ(saved.chineseParagraphs, std::vector<std::string>{"#号也是文字"});
  const auto shelves = shelveLessons(folder / "none", Workbench::userLessonFolder());
  ASSERT_EQ(shelves.size(), 1u);
  ASSERT_EQ(shelves[0].lessons.size(), 1u);
  EXPECT_EQ(shelves[0].lessons[0].label, "Lesson #1 on C# code") << "listed by its whole title, not as unreadable";
}

TEST_F(LessonScene, AFailedSaveKeepsTheDialogAndItsTextAndSaysWhereElseItCanGo) {
  // The lessons folder cannot be made (a file stands where it would be): Save fails, the dialog stays up
  // with everything typed, says why and fills in a folder that can be written; Save again saves there.
  fs::create_directories(folder / "data");
  std::ofstream(folder / "data" / "boardlab") << "a file, not a folder";
  const EnvScope data("XDG_DATA_HOME", (folder / "data").string());
  const EnvScope home("HOME", folder.string());
  bench.openSaveLessonDialog();
  imgui.frame(body);
  imgui.frame(body);
  // What the teacher typed (the draft's fields are the dialog's buffers).
  std::snprintf(const_cast<char*>(bench.saveLessonTitle()), 128, "%s", "Week 3");
  std::snprintf(const_cast<char*>(bench.saveLessonText()), 64, "%s", "A paragraph typed with care.");
  const auto click = [&] {
    const auto [min, max] = bench.saveLessonButtonRect();
    ASSERT_LT(min.x, max.x);
    imgui.click(ImVec2((min.x + max.x) / 2, (min.y + max.y) / 2), body);
    imgui.frame(body);
  };
  click();
  EXPECT_TRUE(ImGui::IsPopupOpen(nullptr, ImGuiPopupFlags_AnyPopupId)) << "the dialog stays open";
  EXPECT_EQ(std::string(bench.saveLessonTitle()), "Week 3");
  EXPECT_EQ(std::string(bench.saveLessonText()), "A paragraph typed with care.");
  EXPECT_NE(bench.saveLessonProblem().find("Lesson not saved:"), std::string::npos) << bench.saveLessonProblem();
  const fs::path other = folder / "boardlab-lessons";
  EXPECT_NE(bench.saveLessonProblem().find("It can be saved in " + other.string()), std::string::npos)
      << bench.saveLessonProblem();
  EXPECT_EQ(std::string(bench.saveLessonFolder()), other.string());
  click();
  EXPECT_FALSE(ImGui::IsPopupOpen(nullptr, ImGuiPopupFlags_AnyPopupId)) << bench.saveLessonProblem();
  ASSERT_TRUE(fs::exists(other / "week-3.lesson"));
  EXPECT_EQ(loadLesson(other / "week-3.lesson").paragraphs, std::vector<std::string>{"A paragraph typed with care."});
  EXPECT_NE(bench.status().find("open this one with boardlab --lesson " + (other / "week-3.lesson").string()),
            std::string::npos)
      << bench.status();
}

TEST_F(LessonScene, PresenterModeFoldsTheLessonTextToItsFirstParagraph) {
  ASSERT_TRUE(bench.openLesson(lesson("04-scan-objc-edge.lesson"))) << bench.status();
  const std::vector<std::string> paragraphs = bench.lesson()->paragraphs;
  ASSERT_EQ(paragraphs.size(), 3u);
  imgui.frame(body);
  Workbench::LessonText shown = bench.lessonText();
  EXPECT_EQ(shown.paragraphs, paragraphs);
  EXPECT_NE(shown.source.find("Source: Article 000: \"IOS游戲開辟之五子棋OC版\", author not named"), std::string::npos)
      << "the lesson cites its article: " << shown.source;

  EXPECT_FALSE(bench.commands().get("view.presenter").checked());
  run("view.presenter");
  ASSERT_TRUE(bench.presenter());
  EXPECT_TRUE(bench.commands().get("view.presenter").checked()) << "View -> Presenter mode shows its tick";
  shown = bench.lessonText();
  EXPECT_EQ(shown.paragraphs, std::vector<std::string>{paragraphs[0]}) << "the rest waits behind More";
  EXPECT_EQ(shown.hidden, 2u);
  bench.unfoldLesson(true);  // More
  imgui.frame(body);
  EXPECT_EQ(bench.lessonText().paragraphs, paragraphs);
  bench.unfoldLesson(false);  // Less
  run("view.presenter");      // and out of presenter mode: the whole text again
  EXPECT_FALSE(bench.commands().get("view.presenter").checked());
  EXPECT_EQ(bench.lessonText().paragraphs, paragraphs);
  // Another lesson opens folded again in presenter mode.
  run("view.presenter");
  bench.unfoldLesson(true);
  ASSERT_TRUE(bench.openLesson(lesson("06-scan-java-count.lesson"))) << bench.status();
  EXPECT_EQ(bench.lessonText().paragraphs.size(), 1u);
}

TEST_F(LessonScene, TheCodePanelOfAnAsPublishedVariantCitesItsArticle) {
  EXPECT_EQ(articleLine("scan"), "") << "our own algorithms cite nothing";
  EXPECT_EQ(articleLine("ext:python3 check.py"), "");
  EXPECT_NE(articleLine("corners:objc").find("As published: Article 004: \"连连看核心算法\""), std::string::npos)
      << articleLine("corners:objc");
}

}  // namespace
}  // namespace boardlab::ui

namespace boardlab::ui {
namespace {

// With many lessons in the user's folder, the open Lessons menu read every file on every frame.
TEST(LessonMenu, AnOpenMenuReadsTheLessonsOnceAndANewOneWhenItArrives) {
  namespace fs = std::filesystem;
  const fs::path root = fs::temp_directory_path() / ("boardlab-lesson-menu-" + std::to_string(getpid()));
  fs::remove_all(root);
  fs::create_directories(root / "shipped");
  fs::create_directories(root / "data" / "boardlab" / "lessons");
  for (int i = 0; i < 200; ++i)
    std::ofstream(root / "data" / "boardlab" / "lessons" / ("l" + std::to_string(1000 + i) + ".lesson"))
        << "title Mine " << i << "\nboard mine.board\n";
  const EnvScope shipped("BOARDLAB_LESSONS", (root / "shipped").string());
  const EnvScope data("XDG_DATA_HOME", (root / "data").string());
  HeadlessImGui imgui;
  Workbench bench{Settings{}, {}, 1.0f};
  const std::function<void()> body = [&] { bench.frame(); };
  imgui.frame(body);
  // Along the menu bar until the Lessons menu opens (the first look reads every lesson).
  for (float x = 5; x < 700 && bench.lessonFilesRead() == 0; x += 8) imgui.click(ImVec2(x, 10), body);
  ASSERT_EQ(bench.lessonFilesRead(), 200u) << "the Lessons menu did not open";
  for (int k = 0; k < 20; ++k) imgui.frame(body);
  EXPECT_EQ(bench.lessonFilesRead(), 200u) << "an open menu reads the lessons again";
  std::ofstream(root / "data" / "boardlab" / "lessons" / "l9999.lesson") << "title Just saved\nboard x.board\n";
  const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(3);
  while (bench.lessonFilesRead() == 200u && std::chrono::steady_clock::now() < until) imgui.frame(body);
  EXPECT_EQ(bench.lessonFilesRead(), 201u) << "a lesson saved while the menu is open is listed";
  fs::remove_all(root);
}

// At 200% on a 1280x800 screen the Lessons menu is taller than the room under the menu bar: ImGui placed it
// over the bar. It opens under the bar and ends on the screen (its list scrolls).
TEST(LessonMenu, TheMenuOpensUnderTheMenuBarAtLargeType) {
  for (const float scale : {1.0f, 2.0f}) {
    HeadlessImGui imgui(1280, 800);
    std::string notice;
    applyStyle(scale);
    loadFonts(scale, notice);
    Workbench bench{Settings{}, {}, scale};
    const std::function<void()> body = [&] { bench.frame(); };
    imgui.frame(body);
    const float barMiddle = ImGui::GetFrameHeight() * 0.5f;
    for (float x = 5; x < 1000 && bench.lessonFilesRead() == 0; x += 8) imgui.click(ImVec2(x, barMiddle), body);
    ASSERT_GT(bench.lessonFilesRead(), 0u) << "the Lessons menu did not open at " << scale;
    for (int k = 0; k < 3; ++k) imgui.frame(body);
    const ImGuiWindow* bar = nullptr;
    const ImGuiWindow* menu = nullptr;
    for (ImGuiWindow* w : ImGui::GetCurrentContext()->Windows) {
      if (!w->Active) continue;
      if ((w->Flags & ImGuiWindowFlags_MenuBar) && !bar) bar = w;
      if (std::string(w->Name).rfind("##Menu_", 0) == 0) menu = w;
    }
    ASSERT_TRUE(bar && menu) << scale;
    const float barBottom = bar->MenuBarRect().Max.y;
    EXPECT_GE(menu->Pos.y, barBottom - 0.5f) << "at " << scale << " the menu's top " << menu->Pos.y
                                             << " lies over the menu bar, which ends at " << barBottom;
    EXPECT_LE(menu->Pos.y + menu->Size.y, 800.0f) << "at " << scale << " the menu runs off the screen";
  }
}

}  // namespace
}  // namespace boardlab::ui
