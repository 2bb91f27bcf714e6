// The Compare panel's "first difference" for a user's program, clicked as a user would on ImGui's null
// backend: the walk runs off the UI thread, opens the first move (or pair) where the program and the
// reference differ, and its report says how much was compared; Cancel stops it and says how far it got.

#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <functional>
#include <string>
#include <thread>

#include <sys/stat.h>

#include "app/workbench/views/style.hpp"
#include "app/workbench/views/ui_text.hpp"
#include "engine/i18n/i18n.hpp"
#include "engine/link/algorithms.hpp"
#include "tests/app/workbench_fixture.hpp"
#include "tests/engine/i18n/chinese_check.hpp"
#include "tests/test_paths.hpp"

namespace boardlab::ui {
namespace program_walk_test {

using Clock = std::chrono::steady_clock;
const std::string kMisbehave = std::string(testpaths::source) + "/tests/programs/misbehave.py";

// Every section drawn open (the Compare section as a user opens it), on a window tall enough to show them all.
class ProgramWalkUi : public ::testing::Test {
 protected:
  HeadlessImGui imgui{1280, 2400};
  Workbench bench{Settings{}, {}, 1.0f};
  std::function<void()> body = [this] { bench.frame(); };

  void SetUp() override {
    setExpandAllSections(true);
    imgui.frame(body);
  }
  void TearDown() override {
    bench.programs().runner().wait();
    setExpandAllSections(false);
  }
  bool framesUntil(const std::function<bool()>& done, double seconds = 30) {
    return ui::framesUntil(imgui, body, done, seconds);
  }
  void add(const std::string& name, const std::string& command, int game = 0,
           const std::string& folder = testpaths::source) {
    ProgramsPanel::Draft& d = bench.programs().draft();
    std::snprintf(d.name, sizeof d.name, "%s", name.c_str());
    std::snprintf(d.command, sizeof d.command, "%s", command.c_str());
    std::snprintf(d.folder, sizeof d.folder, "%s", folder.c_str());
    d.game = game;
    ASSERT_TRUE(bench.programs().addDraft()) << bench.programs().message();
    ASSERT_TRUE(framesUntil([&] { return bench.programs().list().find(name)->running; }));
  }
  // The edge game (black's five a8-e8 at move 9), analysed with `program` once it has answered.
  void openEdgeWith(const std::string& program) {
    ASSERT_TRUE(bench.openFile(std::string(testpaths::source) + "/examples/gomoku/scan-objc-edge.board"))
        << bench.status();
    bench.viewOf<GomokuView>().analysis().setAlgorithm(program);
    bench.viewOf<GomokuView>().analysis().setPly(1);
    ASSERT_TRUE(framesUntil(
        [&] { return bench.programs().analysisOf("gomoku")->recorded() >= 1 && !bench.programs().busy(); }));
    imgui.frame(body);
  }
  std::string report() { return bench.viewOf<GomokuView>().lastWalk().report(); }
  GomokuView& view() { return bench.viewOf<GomokuView>(); }
  void clickWalkButton() {
    const auto [min, max] = view().walkButtonRect();
    ASSERT_LT(min.x, max.x) << "the program's row has its button";
    imgui.click(ImVec2((min.x + max.x) / 2, (min.y + max.y) / 2), body);
    ASSERT_TRUE(view().lastWalk().running);
  }
};

TEST_F(ProgramWalkUi, TheButtonOpensTheFirstMoveWhereTheProgramDiffersAndSaysHowMuchWasCompared) {
  add("blind", "python3 " + kMisbehave + " blind");  // never sees a win
  openEdgeWith("blind");
  const auto [min, max] = bench.viewOf<GomokuView>().walkButtonRect();
  ASSERT_LT(min.x, max.x) << "the program's row has its button";
  imgui.click(ImVec2((min.x + max.x) / 2, (min.y + max.y) / 2), body);
  EXPECT_TRUE(bench.viewOf<GomokuView>().lastWalk().running) << "started by the click, off the UI thread";
  ASSERT_TRUE(framesUntil([&] { return !bench.viewOf<GomokuView>().lastWalk().running; }));
  EXPECT_NE(report().find("blind and scan first differ at move 9 (e8): scan says black wins a8-e8, blind says no win."),
            std::string::npos)
      << report();
  EXPECT_NE(report().find("It showed again after a fresh start of the program."), std::string::npos) << report();
  EXPECT_NE(report().find("Moves compared: 9 of 9."), std::string::npos) << report();
  EXPECT_EQ(bench.viewOf<GomokuView>().analysis().requestedPly(), 9) << "the move where they differ is opened";
  EXPECT_EQ(bench.status(), report());
  // Once the program has answered about move 9, the Compare row says they differ there.
  ASSERT_TRUE(framesUntil(
      [&] { return bench.viewOf<GomokuView>().analysis().analysedPly() == 9 && !bench.programs().busy(); }));
  EXPECT_FALSE(bench.viewOf<GomokuView>().analysis().result().verdict.result.won());

  // A move later, the report of the game as it was is no longer shown as this game's.
  bench.viewOf<GomokuView>().analysis().setPly(0);
  bench.pasteBoard("game gomoku\nsize 15\nmoves h8 h9\n");
  imgui.frame(body);
  EXPECT_EQ(bench.viewOf<GomokuView>().walkReportOnScreen(), std::nullopt);
}

TEST_F(ProgramWalkUi, AProgramThatAgreesIsSaidToAgreeWithTheMovesCompared) {
  add("right", "python3 " + kMisbehave + " plain correct");
  openEdgeWith("right");
  const auto [min, max] = bench.viewOf<GomokuView>().walkButtonRect();
  imgui.click(ImVec2((min.x + max.x) / 2, (min.y + max.y) / 2), body);
  ASSERT_TRUE(framesUntil([&] { return !bench.viewOf<GomokuView>().lastWalk().running; }));
  EXPECT_NE(report().find("No difference: right and scan agree wherever they were compared. Moves compared: 9 of 9."),
            std::string::npos)
      << report();
  EXPECT_EQ(bench.viewOf<GomokuView>().analysis().requestedPly(), 1) << "nothing to open: the move analysed stays";
  // The status line kept a walk's report after the program was restarted (a fixed program
  // agreeing under "first differ at move 9"). Once the report no longer applies, the line says so.
  EXPECT_EQ(bench.status(), report());
  const int generation = bench.programs().list().generation("right");
  bench.programs().list().restart("right");
  ASSERT_TRUE(framesUntil([&] { return bench.programs().list().generation("right") != generation; }));
  imgui.frame(body);
  EXPECT_EQ(bench.status(),
            "The program or the board has changed since the last comparison: find the first difference again.");
}

TEST_F(ProgramWalkUi, CancelStopsTheWalkAndTheReportSaysHowFarItGot) {
  add("slow", "python3 " + kMisbehave + " slow 0.4");  // 9 moves take 3.6 s
  openEdgeWith("slow");
  const auto [min, max] = bench.viewOf<GomokuView>().walkButtonRect();
  imgui.click(ImVec2((min.x + max.x) / 2, (min.y + max.y) / 2), body);
  imgui.frame(body);  // the progress bar with its Cancel, under the Compare table
  const auto [cmin, cmax] = bench.programs().runner().cancelRect();
  ASSERT_LT(cmin.x, cmax.x);
  imgui.click(ImVec2((cmin.x + cmax.x) / 2, (cmin.y + cmax.y) / 2), body);
  ASSERT_TRUE(framesUntil([&] { return !bench.viewOf<GomokuView>().lastWalk().running; }));
  EXPECT_NE(report().find("Stopped (cancelled) with no difference so far. Moves compared: "), std::string::npos)
      << report();
  EXPECT_EQ(report().find("Moves compared: 9 of 9"), std::string::npos) << report();
  EXPECT_EQ(bench.viewOf<GomokuView>().analysis().requestedPly(), 1);
}

TEST_F(ProgramWalkUi, ALinkProgramIsWalkedPairByPair) {
  add("my link", "python3 link_check.py", 1, std::string(testpaths::source) + "/examples/programs/python");
  ASSERT_TRUE(bench.openFile(std::string(testpaths::source) + "/examples/link/corners-objc-no-ring.board"))
      << bench.status();
  bench.viewOf<LinkView>().analysis().setAlgorithm(*link::parseAlgo("my link"));
  bench.viewOf<LinkView>().analysePair({0, 0}, {3, 0});
  ASSERT_TRUE(
      framesUntil([&] { return bench.programs().analysisOf("link")->recorded() >= 1 && !bench.programs().busy(); }));
  imgui.frame(body);
  const auto [min, max] = bench.viewOf<LinkView>().walkButtonRect();
  ASSERT_LT(min.x, max.x);
  imgui.click(ImVec2((min.x + max.x) / 2, (min.y + max.y) / 2), body);
  ASSERT_TRUE(framesUntil([&] { return !bench.viewOf<LinkView>().lastWalk().running; }));
  const std::string r = bench.viewOf<LinkView>().lastWalk().report();
  EXPECT_NE(
      r.find(
          "No difference: my link and corners agree wherever they were compared. Pairs of equal tiles compared: 2 of 2."),
      std::string::npos)
      << r;
}

TEST_F(ProgramWalkUi, TheReportIsShownOnlyForTheProgramItWalkedInTheSameStart) {
  add("blind", "python3 " + kMisbehave + " blind");
  add("right", "python3 " + kMisbehave + " plain correct");
  openEdgeWith("blind");
  clickWalkButton();
  ASSERT_TRUE(framesUntil([&] { return !view().lastWalk().running; }));
  ASSERT_NE(view().walkReportOnScreen(), std::nullopt);
  // Another program on the same game: blind's report is not its own.
  view().analysis().setAlgorithm("right");
  imgui.frame(body);
  EXPECT_EQ(view().walkReportOnScreen(), std::nullopt);
  view().analysis().setAlgorithm("blind");
  imgui.frame(body);
  EXPECT_NE(view().walkReportOnScreen(), std::nullopt);
  // A restart makes its answers new: the report of the old start goes.
  const int before = bench.programs().list().generation("blind");
  bench.programs().list().restart("blind");
  ASSERT_TRUE(framesUntil([&] { return bench.programs().list().generation("blind") > before; }));
  EXPECT_EQ(view().walkReportOnScreen(), std::nullopt);
}

TEST_F(ProgramWalkUi, TheReportIsWordedInTheLanguageOnScreenNotTheOneItWasFoundIn) {
  add("blind", "python3 " + kMisbehave + " blind");
  openEdgeWith("blind");
  clickWalkButton();
  ASSERT_TRUE(framesUntil([&] { return !view().lastWalk().running; }));
  const std::optional<std::string> english = view().walkReportOnScreen();
  ASSERT_TRUE(english.has_value());
  EXPECT_NE(english->find("first differ at move"), std::string::npos) << *english;
  addUiCatalogue();
  const i18n::LanguageScope chinese(i18n::Language::Chinese);
  const std::optional<std::string> chineseReport = view().walkReportOnScreen();
  ASSERT_TRUE(chineseReport.has_value());
  EXPECT_TRUE(i18n::testing::hasCjk(*chineseReport)) << *chineseReport;
  EXPECT_EQ(chineseReport->find("first differ"), std::string::npos) << *chineseReport;
}

// A program that failed has no answer to hold against scan's: its Compare row says it failed and is not
// flagged "differs from scan" beside the fault.
TEST_F(ProgramWalkUi, AFailedProgramsCompareRowIsAFaultNotADifference) {
  add("broken", "python3 " + kMisbehave + " error");
  openEdgeWith("broken");
  const std::vector<CompareRow> rows = view().compareRows();
  ASSERT_FALSE(rows.empty());
  EXPECT_EQ(rows[0].algo, "broken");
  EXPECT_NE(rows[0].answer.find("my table is empty"), std::string::npos) << rows[0].answer;
  EXPECT_FALSE(rows[0].disagrees) << rows[0].answer;
}

TEST_F(ProgramWalkUi, CancellingTheWalkLeavesNoQuestionUnanswered) {
  // A question about another move waits behind the walk; the walk's Cancel drops it, and it is asked again
  // (it was forgotten as asked, so the move was never analysed and a scripted run waited for ever).
  add("slow", "python3 " + kMisbehave + " slow 0.4");
  openEdgeWith("slow");
  clickWalkButton();
  view().analysis().setPly(5);
  imgui.frame(body);  // the question about move 5 is queued behind the walk
  imgui.frame(body);
  const auto [cmin, cmax] = bench.programs().runner().cancelRect();
  ASSERT_LT(cmin.x, cmax.x);
  imgui.click(ImVec2((cmin.x + cmax.x) / 2, (cmin.y + cmax.y) / 2), body);
  ASSERT_TRUE(framesUntil([&] { return !view().lastWalk().running; }));
  EXPECT_TRUE(framesUntil([&] { return view().analysis().analysedPly() == 5 && !bench.programs().settling(); }))
      << "analysed move " << view().analysis().analysedPly() << ", settling " << bench.programs().settling();
}

TEST_F(ProgramWalkUi, AWalkThatEndsAfterTheAlgorithmChangedOpensNothing) {
  add("slow", "python3 " + kMisbehave + " slow 0.3");  // never sees a win, and takes its time
  openEdgeWith("slow");
  clickWalkButton();
  view().analysis().setAlgorithm("scan");
  ASSERT_TRUE(framesUntil([&] { return !view().lastWalk().running; }));
  EXPECT_NE(report().find("first differ at move 9"), std::string::npos) << report();
  EXPECT_EQ(view().analysis().algorithm(), "scan");
  EXPECT_EQ(view().analysis().requestedPly(), 1) << "scan's move stays: the difference was slow's";
}

TEST_F(ProgramWalkUi, AProgramThatIsNotRunningGetsNoButtonButALineSayingSo) {
  // The program is a script run by its own path; once the script is gone, its restart cannot start it.
  const std::string script = ::testing::TempDir() + "walk-gone-" + std::to_string(::getpid()) + ".py";
  std::FILE* f = std::fopen(script.c_str(), "w");
  ASSERT_NE(f, nullptr);
  std::fprintf(f, "#!/usr/bin/env python3\nimport runpy, sys\nsys.argv = ['m', 'blind']\nrunpy.run_path('%s')\n",
               kMisbehave.c_str());
  std::fclose(f);
  ASSERT_EQ(::chmod(script.c_str(), 0755), 0);
  add("gone", script);
  openEdgeWith("gone");
  ASSERT_GT(view().walkButtonRect().second.x, view().walkButtonRect().first.x);
  std::remove(script.c_str());
  bench.programs().list().restart("gone");
  ASSERT_TRUE(framesUntil([&] {
    const ProgramState* p = bench.programs().list().find("gone");
    return p && !p->running && !bench.programs().busy();
  }));
  imgui.frame(body);
  EXPECT_EQ(view().walkButtonRect().first.x, view().walkButtonRect().second.x) << "no button to press";
}

}  // namespace program_walk_test
}  // namespace boardlab::ui
