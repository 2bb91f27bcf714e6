// The user's own programs in the workbench, on ImGui's null backend: a program added under
// Your programs analyses a move, is stepped, and its source line shows in the Code panel; touching its
// source restarts it and records the trace again; a hanging program never holds up a frame; the settings
// keep programs byte for byte; a file naming a program that is not configured never starts anything.

#include <gtest/gtest.h>
#include <imgui_internal.h>

#include "app/workbench/platform/keys.hpp"

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <memory>
#include <thread>

#include <sys/stat.h>
#include <unistd.h>

#include "app/workbench/games/gomoku/builtin_example.hpp"
#include "app/workbench/programs/source_view.hpp"
#include "app/workbench/shell/scene.hpp"
#include "app/workbench/shell/settings.hpp"
#include "engine/core/board_text.hpp"
#include "engine/diff/gomoku/gomoku_diff.hpp"
#include "engine/ext/outside.hpp"
#include "engine/gomoku/notation.hpp"
#include "tests/app/workbench_fixture.hpp"
#include "tests/test_paths.hpp"

namespace boardlab::ui {
namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

// A private folder with a Python check written against the kit (kits/python), as a user would.
class ProgramsUi : public WorkbenchTest {
 protected:
  fs::path folder;
  void SetUp() override {
    WorkbenchTest::SetUp();
    folder = fs::temp_directory_path() / ("boardlab-programs-ui-" + std::to_string(::getpid()) + "-" +
                                          ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::create_directories(folder);
  }
  void TearDown() override {
    bench.programs().runner().wait();
    std::error_code ec;
    fs::remove_all(folder, ec);
  }
  void writeCheck() {
    std::ofstream out(folder / "check.py");
    out << "import sys\n"
        << "sys.path.insert(0, " << '"' << testpaths::source << "/kits/python\")\n"
        << "import boardlab\n"
        << "\n"
        << "def check(board, x, y, t):\n"
        << "    t.say('looking at the stone')\n"
        << "    t.mark(x, y, 'origin')\n"
        << "    t.say('no win here')\n"
        << "    sys.stderr.write('checked %d,%d\\n' % (x, y))\n"
        << "    return None\n"
        << "\n"
        << "boardlab.run_gomoku(check)\n";
  }
  void add(const std::string& name, const std::string& command) {
    ProgramsPanel::Draft& d = bench.programs().draft();
    std::snprintf(d.name, sizeof d.name, "%s", name.c_str());
    std::snprintf(d.command, sizeof d.command, "%s", command.c_str());
    std::snprintf(d.folder, sizeof d.folder, "%s", folder.string().c_str());
    d.game = 0;
    ASSERT_TRUE(bench.programs().addDraft()) << bench.programs().message();
  }
  // Frames until `done` or `seconds` pass; the frames run as the user's would (never waiting).
  bool framesUntil(const std::function<bool()>& done, double seconds = 30) {
    return ui::framesUntil(imgui, body, done, seconds);
  }
  void playSomeMoves() {
    for (const char* p : {"h8", "a1", "j8"}) clickPoint(p);
    ASSERT_EQ(bench.viewOf<GomokuView>().record().actions.size(), 3u);
  }
};

// "Added crash: it starts in the background." stayed long after the program had started (or
// failed); it goes once the start has ended, and the program's row says how it went.
TEST_F(ProgramsUi, TheStartingMessageGoesOnceTheStartHasEnded) {
  writeCheck();
  add("quick", "python3 check.py");
  EXPECT_EQ(bench.programs().message(), "Added quick: it starts in the background.");
  ASSERT_TRUE(framesUntil([&] { return bench.programs().list().find("quick")->running; }));
  imgui.frame(body);
  EXPECT_EQ(bench.programs().message(), "");
}

// The working folder has a Browse button: the in-app browser, listing folders only, opens on the folder
// typed, and the folder chosen fills the field.
TEST_F(ProgramsUi, BrowseChoosesTheWorkingFolderInTheBrowserAmongFoldersOnly) {
  fs::create_directories(folder / "kit");
  std::ofstream(folder / "check.py") << "print()\n";
  ProgramsPanel::Draft& d = bench.programs().draft();
  std::snprintf(d.folder, sizeof d.folder, "%s", folder.string().c_str());
  bench.programs().browseForFolder();
  imgui.frame(body);
  imgui.frame(body);
  ASSERT_TRUE(bench.fileBrowser().isOpen());
  EXPECT_EQ(bench.fileBrowser().mode(), FileBrowser::Mode::Folder);
  EXPECT_EQ(bench.fileBrowser().folder(), fs::weakly_canonical(folder));
  ASSERT_EQ(bench.fileBrowser().entries().size(), 1u) << "check.py is no folder";
  EXPECT_EQ(bench.fileBrowser().entries()[0].name, "kit");
  std::snprintf(d.folder, sizeof d.folder, "%s", "");
  ImGui::GetIO().KeyMap[ImGuiKey_Enter] = key::Enter;  // the headless backend maps no keys of its own
  imgui.key(key::Enter, false, body);
  EXPECT_FALSE(bench.fileBrowser().isOpen());
  EXPECT_EQ(fs::path(d.folder), fs::weakly_canonical(folder));
}

// At 100% the working folder's row (field, label, Browse...) was wider than the side panel: Browse was cut.
// Only Your programs is open: with every section open, the Analysis section's own rows are the wider ones
// (516 px in 478 at 1280x800, English), whatever this row does.
TEST_F(ProgramsUi, TheWorkingFolderRowWithBrowseFitsTheSidePanel) {
  for (const i18n::Language language : {i18n::Language::English, i18n::Language::Chinese}) {
    if (language == i18n::Language::Chinese && !chineseFontAvailable()) continue;
    const i18n::LanguageScope inLanguage(language);
    imgui.frame(body);
    ImGuiWindow* side = nullptr;
    for (ImGuiWindow* w : ImGui::GetCurrentContext()->Windows)
      if (w->Active && std::string(w->Name).find("/side_") != std::string::npos) side = w;
    ASSERT_NE(side, nullptr);
    // Every section closed but Your programs (a header's open state lives in its window's storage).
    for (const char* header : {"Game", "Edit the position", "Analysis"})
      side->StateStorage.SetInt(side->GetID((trId(header)).c_str()), 0);
    side->StateStorage.SetInt(side->GetID(trId("Your programs").c_str()), 1);
    imgui.frame(body);
    imgui.frame(body);
    EXPECT_LE(side->ContentSize.x, side->ContentRegionRect.GetWidth() + 1.0f)
        << i18n::languageCode(language) << ": Your programs holds a row wider than the side panel";
  }
}

TEST_F(ProgramsUi, AnAddedProgramAnalysesAMoveIsSteppedAndShowsItsSourceLine) {
  writeCheck();
  add("my check", "python3 check.py");
  ASSERT_EQ(bench.settings().programs.size(), 1u) << "remembered in the settings";
  EXPECT_EQ(bench.settings().programs[0].command, "python3 check.py");
  playSomeMoves();
  bench.viewOf<GomokuView>().analysis().setAlgorithm("my check");
  ASSERT_TRUE(framesUntil([&] { return bench.programs().analysisOf("gomoku")->recorded() >= 1; }))
      << bench.programs().analysisOf("gomoku")->problem();
  const Trace& trace = bench.viewOf<GomokuView>().analysis().trace();
  EXPECT_EQ(trace.algo, "my check");
  ASSERT_GE(trace.steps.size(), 2u);
  EXPECT_EQ(bench.viewOf<GomokuView>().analysis().result().verdict.at, at("j8")) << "the last move was asked about";
  EXPECT_TRUE(bench.viewOf<GomokuView>().analysis().result().verdict.result.fault.empty())
      << bench.viewOf<GomokuView>().analysis().result().verdict.result.fault;
  // The first step (Home) is the say() on line 6 (its mark() joins it); Right steps to the say() on line 8.
  imgui.key(key::Home, false, body);
  imgui.frame(body);
  EXPECT_EQ(bench.viewOf<GomokuView>().analysis().cursor().position(), 0u);
  EXPECT_EQ(bench.programs().source().shown().file.filename(), "check.py");
  EXPECT_EQ(bench.programs().source().shown().line, 6);
  EXPECT_EQ(bench.programs().source().shown().text, "    t.say('looking at the stone')");
  imgui.key(key::Right, false, body);
  imgui.frame(body);
  EXPECT_EQ(bench.viewOf<GomokuView>().analysis().cursor().position(), 1u);
  EXPECT_EQ(bench.programs().source().shown().line, 8);
  EXPECT_EQ(bench.programs().source().shown().text, "    t.say('no win here')");
  // Its stderr is kept for the Log.
  const ProgramState* state = bench.programs().list().find("my check");
  ASSERT_NE(state, nullptr);
  ASSERT_FALSE(state->stderrLines.empty());
  EXPECT_EQ(state->stderrLines.back(), "checked 9,7");
}

// A check's source dropped on the window is a program, not a board. It runs only once the user says so (a file
// dragged in to look at must not run); then it is added under its file's name, run as its kit runs it in its
// folder, for the game its kit call names, and analyses the move on screen once it is up. Dropped again (after an
// edit) it is the same program, started afresh.
TEST_F(ProgramsUi, ADroppedCheckFileIsAddedAsAProgramOnceTheUserSaysSoAndAnalysesTheBoard) {
  writeCheck();
  playSomeMoves();
  const std::string boardBefore = bench.boardText();
  bench.postOpen(folder / "check.py");
  imgui.frame(body);
  imgui.frame(body);
  EXPECT_TRUE(bench.programs().list().programs().empty()) << "nothing runs before the user says so";
  imgui.key(key::Escape, false, body);
  imgui.frame(body);
  EXPECT_TRUE(bench.programs().list().programs().empty()) << "Escape: not added";
  bench.postOpen(folder / "check.py");
  imgui.frame(body);
  imgui.frame(body);
  imgui.key(key::Enter, false, body);
  ASSERT_TRUE(framesUntil([&] { return bench.programs().analysisOf("gomoku")->recorded() >= 1; }))
      << bench.status() << " / " << bench.programs().analysisOf("gomoku")->problem();
  EXPECT_EQ(bench.status(), "Added check (gomoku) from check.py.");
  EXPECT_EQ(bench.boardText(), boardBefore) << "the board stays";
  ASSERT_EQ(bench.settings().programs.size(), 1u);
  EXPECT_EQ(bench.settings().programs[0].name, "check");
  EXPECT_EQ(bench.settings().programs[0].command, "python3 check.py");
  EXPECT_EQ(bench.settings().programs[0].workDir, folder.string());
  EXPECT_EQ(bench.viewOf<GomokuView>().analysis().trace().algo, "check");
  const int generation = bench.programs().list().generation("check");
  bench.postOpen(folder / "check.py");
  imgui.frame(body);
  imgui.frame(body);
  imgui.key(key::Enter, false, body);
  ASSERT_TRUE(framesUntil([&] { return bench.programs().list().generation("check") > generation; }));
  EXPECT_EQ(bench.settings().programs.size(), 1u) << "the same program, restarted";
  // A check named after a built-in algorithm gets a name of its own.
  fs::copy_file(folder / "check.py", folder / "scan.PY");
  bench.postOpen(folder / "scan.PY");
  imgui.frame(body);
  imgui.frame(body);
  imgui.key(key::Enter, false, body);
  ASSERT_NE(bench.programs().list().find("scan-2"), nullptr) << bench.status();
  EXPECT_EQ(bench.programs().list().find("scan-2")->entry.command, "python3 scan.PY");
}

// A link check dropped while a link board is on screen analyses it once it runs (link's algorithm list knows
// a program only once it is up); one dropped over another game's board leaves that board's analysis alone.
TEST_F(ProgramsUi, ADroppedLinkCheckAnalysesTheLinkBoardOnceItRuns) {
  const fs::path examples = fs::path(testpaths::source) / "examples" / "programs" / "js";
  fs::copy_file(examples / "link_check.js", folder / "mine link.js");
  bench.postOpen(folder / "mine link.js");  // over the gomoku board
  imgui.frame(body);
  imgui.frame(body);
  imgui.key(key::Enter, false, body);
  ASSERT_TRUE(framesUntil([&] {
    const ProgramState* p = bench.programs().list().find("mine link");
    return p && (p->running || !p->problem.empty());
  })) << bench.status();
  const ProgramState* first = bench.programs().list().find("mine link");
  ASSERT_TRUE(first->running) << first->problem;
  EXPECT_EQ(first->entry.game, "link");
  EXPECT_EQ(first->entry.command, "node 'mine link.js'");
  EXPECT_NE(bench.viewOf<GomokuView>().analysis().algorithm(), "mine link") << "not this game's: the analysis stays";

  fs::copy_file(examples / "link_check.js", folder / "ours.js");
  ASSERT_TRUE(bench.openFile(std::string(testpaths::source) + "/examples/link/midgame-12x8.board")) << bench.status();
  ASSERT_EQ(bench.view().name(), "link");
  bench.postOpen(folder / "ours.js");
  imgui.frame(body);
  imgui.frame(body);
  imgui.key(key::Enter, false, body);
  ASSERT_TRUE(framesUntil([&] { return bench.view().algorithmName() == "ours"; })) << bench.status();
}

TEST_F(ProgramsUi, TouchingTheSourceRestartsTheProgramAndRecordsTheTraceAgain) {
  writeCheck();
  add("watched", "python3 check.py");
  playSomeMoves();
  bench.viewOf<GomokuView>().analysis().setAlgorithm("watched");
  ASSERT_TRUE(framesUntil([&] { return bench.programs().analysisOf("gomoku")->recorded() >= 1; }));
  const int generation = bench.programs().list().generation("watched");
  const int recorded = bench.programs().analysisOf("gomoku")->recorded();
  // Nothing changed: no restart, however many frames.
  framesUntil([] { return false; }, 0.7);
  EXPECT_EQ(bench.programs().list().generation("watched"), generation);
  EXPECT_EQ(bench.programs().analysisOf("gomoku")->recorded(), recorded);
  // Even with nothing moving, the window wakes to look at the sources.
  ASSERT_TRUE(bench.wakeAfterSeconds().has_value());
  EXPECT_LE(*bench.wakeAfterSeconds(), 0.5);
  // The user saves the file in their editor.
  fs::last_write_time(folder / "check.py", fs::last_write_time(folder / "check.py") + std::chrono::seconds(2));
  ASSERT_TRUE(framesUntil([&] { return bench.programs().analysisOf("gomoku")->recorded() > recorded; }));
  EXPECT_GT(bench.programs().list().generation("watched"), generation) << "restarted";
  EXPECT_EQ(bench.viewOf<GomokuView>().analysis().trace().algo, "watched");
}

TEST_F(ProgramsUi, AHangingProgramNeverHoldsUpAFrame) {
  ext::Limits limits;
  limits.perRequest = std::chrono::milliseconds(1500);
  limits.startAllowance = std::chrono::milliseconds(0);
  bench.programs().list().setLimits(limits);
  add("sleeper", "python3 -c \"import time; time.sleep(60)\"");
  playSomeMoves();
  bench.viewOf<GomokuView>().analysis().setAlgorithm("sleeper");
  ASSERT_TRUE(framesUntil([&] { return bench.programs().analysisOf("gomoku")->waiting(); }, 10));
  // The request takes the whole 1.5 s time limit; every frame meanwhile returns at once.
  double slowest = 0;
  int frames = 0;
  while (bench.programs().analysisOf("gomoku")->waiting()) {
    const auto t0 = Clock::now();
    imgui.frame(body);
    slowest = std::max(slowest, std::chrono::duration<double>(Clock::now() - t0).count());
    ++frames;
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  EXPECT_GT(frames, 20) << "frames went on while the program was asked";
  EXPECT_LT(slowest, 0.5) << "a frame waited on the program";
  // Its answer, when the time limit ends, is the fault that says what happened.
  ASSERT_TRUE(framesUntil([&] { return bench.programs().analysisOf("gomoku")->recorded() >= 1; }, 10));
  EXPECT_NE(bench.viewOf<GomokuView>().analysis().result().verdict.result.fault.find("sleeper"), std::string::npos)
      << bench.viewOf<GomokuView>().analysis().result().verdict.result.fault;
}

// A program that hangs after two steps: the workbench keeps the steps that arrived and steps through them,
// the fault beside them, instead of "No step recorded".
TEST_F(ProgramsUi, AHungProgramsPartialTraceIsKeptAndShown) {
  // It answers its first request (its start may be slow on a loaded machine: the start allowance covers
  // it), then sends two steps and hangs on every later one; 3 s per request is ample for two lines.
  ext::Limits limits;
  limits.perRequest = std::chrono::milliseconds(3000);
  bench.programs().list().setLimits(limits);
  std::ofstream(folder / "stuck.py")
      << "import json, sys, time\n"
      << "for line in sys.stdin:\n"
      << "    rid = json.loads(line)['id']\n"
      << "    if rid == 1:\n"
      << "        print(json.dumps({'id': rid, 'result': {'winner': None}}), flush=True)\n"
      << "        continue\n"
      << "    for say in ('looking at the stone', 'counting east'):\n"
      << "        print(json.dumps({'id': rid, 'step': {'say': say}}), flush=True)\n"
      << "    time.sleep(60)\n";
  add("stuck", "python3 stuck.py");
  playSomeMoves();
  bench.viewOf<GomokuView>().analysis().setAlgorithm("stuck");
  ASSERT_TRUE(framesUntil([&] { return bench.programs().analysisOf("gomoku")->recorded() >= 1; }, 60));
  clickPoint("a2");  // the next question: it hangs after two steps
  ASSERT_TRUE(framesUntil([&] { return bench.programs().analysisOf("gomoku")->recorded() >= 2; }, 60));
  const gomoku::Analysis& a = bench.viewOf<GomokuView>().analysis();
  EXPECT_NE(a.result().verdict.result.fault.find("2 steps had arrived"), std::string::npos)
      << a.result().verdict.result.fault;
  ASSERT_GE(a.trace().steps.size(), 2u);
  EXPECT_EQ(a.trace().steps[0].narration, "looking at the stone");
  EXPECT_EQ(a.trace().steps[1].narration, "counting east");
}

TEST_F(ProgramsUi, AnAnswerForABoardNoLongerShownIsDropped) {
  writeCheck();
  add("late", "python3 check.py");
  playSomeMoves();
  bench.viewOf<GomokuView>().analysis().setAlgorithm("late");
  ASSERT_TRUE(framesUntil([&] { return bench.programs().analysisOf("gomoku")->waiting(); }, 10));
  clickPoint("a2");  // the board changes while the program is asked about the one before
  ASSERT_TRUE(
      framesUntil([&] { return bench.programs().analysisOf("gomoku")->recorded() >= 1 && !bench.programs().busy(); }));
  EXPECT_EQ(bench.viewOf<GomokuView>().analysis().result().verdict.at, at("a2"))
      << "the trace on screen is the board on screen's";
  EXPECT_EQ(bench.viewOf<GomokuView>().analysis().analysedRecord(), bench.viewOf<GomokuView>().record());
  EXPECT_EQ(bench.programs().analysisOf("gomoku")->recorded(), 1)
      << "the answer about the old board never reached the screen";
}

TEST_F(ProgramsUi, ALinkProgramAnalysesAPairOffTheUiThread) {
  ProgramsPanel::Draft& d = bench.programs().draft();
  std::snprintf(d.name, sizeof d.name, "my link");
  std::snprintf(d.command, sizeof d.command, "python3 link_check.py");
  std::snprintf(d.folder, sizeof d.folder, "%s/examples/programs/python", testpaths::source);
  d.game = 1;
  ASSERT_TRUE(bench.programs().addDraft()) << bench.programs().message();
  ASSERT_TRUE(bench.openFile(std::string(testpaths::source) + "/examples/link/midgame-12x8.board")) << bench.status();
  ASSERT_EQ(bench.view().name(), "link");
  ASSERT_TRUE(framesUntil([&] { return bench.programs().list().find("my link")->running; }));
  const auto algo = link::parseAlgo("my link");
  ASSERT_TRUE(algo);
  bench.viewOf<LinkView>().analysis().setAlgorithm(*algo);
  bench.viewOf<LinkView>().analysePair({7, 2}, {0, 7});
  EXPECT_TRUE(bench.programs().analysisOf("link")->waiting()) << "asked on the worker, not in the call";
  ASSERT_TRUE(framesUntil([&] { return bench.programs().analysisOf("link")->recorded() >= 1; }));
  const link::Analysis& a = bench.viewOf<LinkView>().analysis();
  EXPECT_TRUE(a.result().result.fault.empty()) << a.result().result.fault;
  EXPECT_TRUE(a.result().result.linked) << "the pixel test's pair links (corners says so)";
  ASSERT_FALSE(a.trace().steps.empty());
  imgui.frame(body);
  EXPECT_EQ(bench.programs().source().shown().file.filename(), "link_check.py");
  EXPECT_GT(bench.programs().source().shown().line, 0);
  // Restarted (its Algo value changes in the engine), it is still the one analysed and asked again.
  const int generation = bench.programs().list().generation("my link");
  bench.programs().list().restart("my link");
  ASSERT_TRUE(framesUntil([&] { return bench.programs().analysisOf("link")->recorded() >= 2; }));
  EXPECT_GT(bench.programs().list().generation("my link"), generation);
  EXPECT_EQ(link::algoName(bench.viewOf<LinkView>().analysis().algorithm()), "my link");
  EXPECT_TRUE(bench.viewOf<LinkView>().analysis().result().result.linked);
}

TEST_F(ProgramsUi, TheFinderSearchesAProgramForACounterexample) {
  ProgramsPanel::Draft& d = bench.programs().draft();
  std::snprintf(d.name, sizeof d.name, "missed diagonal");
  std::snprintf(d.command, sizeof d.command, "python3 gomoku_missed_diagonal.py");
  std::snprintf(d.folder, sizeof d.folder, "%s/examples/programs/python", testpaths::source);
  ASSERT_TRUE(bench.programs().addDraft());
  ASSERT_TRUE(framesUntil([&] { return bench.programs().list().find("missed diagonal")->running; }));
  // Shown on the program, the finder holds it against scan, the corrected reference.
  bench.finder().show("gomoku", "missed diagonal");
  bench.finder().start();
  ASSERT_NE(bench.finder().search(), nullptr);
  const auto* search = dynamic_cast<const diff::GomokuSearch*>(bench.finder().search());
  ASSERT_NE(search, nullptr);
  EXPECT_EQ(search->options().algoA, "scan");
  EXPECT_EQ(search->options().algoB, "missed diagonal");
  ASSERT_TRUE(framesUntil([&] { return !bench.finder().running(); }, 60));
  EXPECT_EQ(bench.finder().search()->state(), diff::SearchState::Found);
}

TEST_F(ProgramsUi, AFileNamingAnUnconfiguredProgramStartsNothingAndSaysSo) {
  playSomeMoves();
  Scene scene;
  scene.algo = "ext:python3 evil.py";
  std::string error;
  EXPECT_FALSE(applyScene(bench, scene, error));
  EXPECT_NE(error.find("files never start programs"), std::string::npos) << error;
  EXPECT_EQ(bench.viewOf<GomokuView>().analysis().algorithm(), "scan")
      << "the board is shown with the default algorithm";
  EXPECT_FALSE(bench.programs().busy()) << "nothing was started";
  scene.algo = "friend's check";
  EXPECT_FALSE(applyScene(bench, scene, error));
  EXPECT_NE(error.find("neither built in nor one of your programs"), std::string::npos) << error;
}

// A lesson naming a program of the settings that was never run here: nothing starts, the panel says why
// (it said "Starting evil..." for ever), and no verdict is shown (it showed "Move 0 at a15: no win" on a
// game black won at move 9).
TEST(ProgramsLesson, ALessonNamingAProgramNeverRunHereSaysSoAndShowsNoVerdict) {
  const fs::path folder = fs::temp_directory_path() / ("boardlab-programs-lesson-" + std::to_string(::getpid()));
  fs::create_directories(folder);
  const fs::path marker = folder / "it-ran";
  Settings settings;
  settings.programs.push_back(
      {"evil", "python3 -c \"open('" + marker.string() + "', 'w').close(); input()\"", folder.string(), "gomoku"});
  HeadlessImGui imgui;
  Workbench bench(settings, {}, 1.0f);
  const auto body = [&] { bench.frame(); };
  imgui.frame(body);
  ASSERT_TRUE(bench.programs().list().find("evil")->waitsForApproval);
  std::ofstream(folder / "won.board") << "game gomoku\nsize 15\nmoves h8 a1 i8 b1 j8 c1 k8 d1 l8\n";
  std::ofstream(folder / "evil.lesson") << "title Evil\nboard won.board\nalgo evil\ntext Look.\n";
  ASSERT_TRUE(bench.openLesson(folder / "evil.lesson")) << bench.status();
  for (int i = 0; i < 5; ++i) imgui.frame(body);
  GomokuView& view = bench.viewOf<GomokuView>();
  EXPECT_EQ(view.analysis().algorithm(), "evil");
  EXPECT_NE(bench.programs().analysisOf("gomoku")->problem().find("evil has not been run on this computer"),
            std::string::npos)
      << bench.programs().analysisOf("gomoku")->problem();
  EXPECT_EQ(view.verdictLine(), "") << "a verdict for a program that never answered";
  bench.programs().runner().wait();
  EXPECT_FALSE(fs::exists(marker)) << "started without the user's say";
  fs::remove_all(folder);
}

// The Code panel reads the user's file through the engine's safe reader: a folder or a named pipe is
// refused with a reason (never opened, so a pipe cannot block the frame), bytes that are not UTF-8 show as '?'.
TEST(SourceViewTest, ShowsBrokenUtf8AsQuestionMarksAndRefusesWhatIsNotARegularFile) {
  HeadlessImGui imgui;
  const fs::path dir = fs::temp_directory_path() / ("boardlab-source-view-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  std::ofstream(dir / "latin1.py") << "# caf\xe9\nx = 1\n";
  ASSERT_EQ(::mkfifo((dir / "pipe.py").c_str(), 0600), 0);
  SourceView view;
  Trace trace;
  trace.steps.resize(1);
  trace.steps[0].file = "latin1.py";
  trace.steps[0].codeLine = 1;
  TraceCursor cursor(&trace);
  const auto draw = [&] {
    imgui.frame([&] {
      ImGui::Begin("code");
      EXPECT_TRUE(view.draw(cursor, dir));
      ImGui::End();
    });
  };
  draw();
  EXPECT_EQ(view.shown().text, "# caf?");
  EXPECT_EQ(view.shown().error, "");
  for (const char* bad : {"pipe.py", "."}) {
    trace.steps[0].file = bad;
    draw();
    EXPECT_NE(view.shown().error, "") << bad;
  }
  trace.steps[0].file.clear();
  imgui.frame([&] {
    ImGui::Begin("code");
    EXPECT_FALSE(view.draw(cursor, dir)) << "a step naming no file leaves the listing to the caller";
    ImGui::End();
  });
  std::error_code ec;
  fs::remove_all(dir, ec);
}

// A settings.ini copied from someone else names commands this user never ran: none starts by itself.
TEST_F(ProgramsUi, AProgramFromTheSettingsWaitsForTheUsersSayAndTheSayIsRemembered) {
  const fs::path marker = folder / "it-ran";
  const ProgramEntry entry{"copied", "python3 -c \"open('" + marker.string() + "', 'w').close(); input()\"",
                           folder.string(), "gomoku"};
  ProgramRunner runner;
  {
    ProgramList list(runner);
    list.useApprovals(folder / "approved-programs");
    list.load({entry}, {});
    ASSERT_NE(list.find("copied"), nullptr);
    EXPECT_TRUE(list.find("copied")->waitsForApproval);
    list.restart("copied");  // a source change or Restart does not start it either
    runner.poll();
    runner.wait();
    runner.poll();
    EXPECT_EQ(ext::findOutside("copied"), nullptr) << "started without the user's say";
    EXPECT_FALSE(list.find("copied")->running);
    list.approve("copied");
    const auto end = Clock::now() + std::chrono::seconds(30);
    while (!fs::exists(marker) && Clock::now() < end) {
      runner.poll();
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    EXPECT_TRUE(fs::exists(marker)) << "Run it starts it";
    runner.wait();
  }
  fs::remove(marker);
  // The next start: approved once, it starts by itself; the same name with another command does not.
  ProgramList again(runner);
  again.useApprovals(folder / "approved-programs");
  ProgramEntry changed = entry;
  changed.name = "changed";
  changed.command += " ";
  again.load({entry, changed}, {});
  EXPECT_FALSE(again.find("copied")->waitsForApproval);
  EXPECT_TRUE(again.find("changed")->waitsForApproval);
  runner.wait();
}

// Two workbenches open at once, each approving its own program: each wrote its whole list
// read at its start, and only the last approval survived the next start.
TEST_F(ProgramsUi, TwoWorkbenchesApprovingDifferentProgramsKeepBothApprovals) {
  const ProgramEntry first{"first", "python3 -c \"input()\"", folder.string(), "gomoku"};
  const ProgramEntry second{"second", "python3 -c \"input() \"", folder.string(), "gomoku"};
  ProgramRunner runner;
  {
    ProgramList a(runner), b(runner);
    a.useApprovals(folder / "approved-programs");  // both read the file before either approves
    b.useApprovals(folder / "approved-programs");
    a.load({first}, {});
    b.load({second}, {});
    a.approve("first");
    b.approve("second");
    EXPECT_TRUE(a.find("first")->problem.empty()) << a.find("first")->problem;
    EXPECT_TRUE(b.find("second")->problem.empty()) << b.find("second")->problem;
    runner.wait();
  }
  ProgramList next(runner);
  next.useApprovals(folder / "approved-programs");
  next.load({first, second}, {});
  EXPECT_FALSE(next.find("first")->waitsForApproval) << "the first workbench's approval was lost";
  EXPECT_FALSE(next.find("second")->waitsForApproval);
  runner.wait();
}

// `entry`, approved where the workbench was started in folder/a, is approved again there and waits for the
// user's say when the workbench is started in folder/b (where its folder names another program).
void expectApprovedOnlyInTheFolderOfTheApproval(const ProgramEntry& entry, const fs::path& folder) {
  const fs::path was = fs::current_path();
  for (const char* where : {"a", "b"}) fs::create_directories(folder / where / entry.workDir);
  ProgramRunner runner;
  const auto loaded = [&](bool approve) {
    ProgramList list(runner);
    list.useApprovals(folder / "approved-programs");
    list.load({entry}, {});
    if (approve) list.approve(entry.name);
    const bool waits = list.find(entry.name)->waitsForApproval;
    runner.wait();
    return waits;
  };
  fs::current_path(folder / "a");
  loaded(true);
  EXPECT_FALSE(loaded(false)) << "approved in this folder";
  fs::current_path(folder / "b");
  EXPECT_TRUE(loaded(false)) << "the same line names another program here, never approved";
  fs::current_path(was);
}

// A program without a folder runs where the workbench was started: approved in one folder, the same line
// names another program (another check.py) in the next, and waits for the user's say again.
TEST_F(ProgramsUi, AnApprovalWithoutAFolderHoldsOnlyWhereItWasGiven) {
  expectApprovedOnlyInTheFolderOfTheApproval({"here", "python3 check.py", "", "gomoku"}, folder);
}

// The same for a relative folder: `progs` approved in one folder named another progs/check.py in the next,
// and it ran with no question.
TEST_F(ProgramsUi, AnApprovalWithARelativeFolderHoldsOnlyWhereItWasGiven) {
  expectApprovedOnlyInTheFolderOfTheApproval({"relative", "python3 check.py", "progs", "gomoku"}, folder);
}

TEST_F(ProgramsUi, AProgramGivenOnTheCommandLineIsForThisRunOnly) {
  writeCheck();
  EXPECT_EQ(bench.programs().addFromCommandLine("mine=python3 check.py", folder.string()), "");
  ASSERT_NE(bench.programs().list().find("mine"), nullptr);
  EXPECT_TRUE(bench.settings().programs.empty()) << "--program is not written to the settings";
  EXPECT_TRUE(bench.programs().list().entries().empty());
  add("saved", "python3 check.py");
  ASSERT_EQ(bench.settings().programs.size(), 1u);
  EXPECT_EQ(bench.settings().programs[0].name, "saved");
}

// The game of a --program comes from the games programs can check (ext::outsideGameNames), not from a
// list of the panel's own: "link:" names link, no prefix the first game, and a game no program can check
// or a built-in algorithm's name (gomoku's forbidden-point check included) is refused with the reason.
TEST_F(ProgramsUi, AProgramsGameIsOneProgramsCanCheckAndItsNameIsNoBuiltIns) {
  writeCheck();
  EXPECT_EQ(bench.programs().addFromCommandLine("mine=python3 check.py", folder.string()), "");
  EXPECT_EQ(bench.programs().addFromCommandLine("link:paths=python3 check.py", folder.string()), "");
  ASSERT_NE(bench.programs().list().find("mine"), nullptr);
  EXPECT_EQ(bench.programs().list().find("mine")->entry.game, "gomoku");
  ASSERT_NE(bench.programs().list().find("paths"), nullptr);
  EXPECT_EQ(bench.programs().list().find("paths")->entry.game, "link");
  EXPECT_EQ(bench.programs().list().add({"x", "python3 check.py", folder.string(), "chess"}, false),
            "No program can check the game chess.");
  EXPECT_EQ(bench.programs().list().add({"forbidden", "python3 check.py", folder.string(), "gomoku"}, false),
            "The name forbidden is taken: choose another.");
  EXPECT_EQ(bench.programs().list().add({"bfs", "python3 check.py", folder.string(), "link"}, false),
            "The name bfs is taken: choose another.");
}

// Closing the workbench while its program is still starting (an interpreter gets 10 s to come up) ends
// at once and leaves no process: the worker asking it is answered by the program's interrupt.
TEST(ProgramsClosing, ClosingWhileAProgramStartsTakesNoTimeAndLeavesNoProcess) {
  HeadlessImGui imgui;
  auto bench = std::make_unique<Workbench>(Settings{}, fs::path(), 1.0f);
  const std::function<void()> body = [&] { bench->frame(); };
  imgui.frame(body);
  const std::string marker = "61.0" + std::to_string(::getpid());  // names this test's process for pgrep
  ASSERT_EQ(
      bench->programs().list().add({"closing", "python3 -c \"import time; time.sleep(" + marker + ")\"", "", "gomoku"}),
      "");
  bench->viewOf<GomokuView>().setGame(builtInExample(), "");
  bench->viewOf<GomokuView>().analysis().setAlgorithm("closing");
  const auto until = Clock::now() + std::chrono::seconds(10);
  while (!bench->programs().analysisOf("gomoku")->waiting() && Clock::now() < until) imgui.frame(body);
  ASSERT_TRUE(bench->programs().analysisOf("gomoku")->waiting());
  const auto t0 = Clock::now();
  bench.reset();
  // Waiting for the program would take its whole 10 s start allowance; a margin of 8 s holds under any load.
  EXPECT_LT(std::chrono::duration<double>(Clock::now() - t0).count(), 8.0) << "closing waited for the program";
  EXPECT_NE(std::system(("pgrep -f 'time.sleep\\(" + marker + "\\)' > /dev/null").c_str()), 0)
      << "the program still runs";
}

// A program whose steps spell the same file a new way each time ("./a/../check.py", ...) or name ever new
// files: the Code panel keeps a handful of files, one entry per file, never one per spelling.
TEST(SourceViewTest, TheFilesKeptAreBoundedAndKeyedOnTheFileNotItsSpelling) {
  HeadlessImGui imgui;
  const fs::path dir = fs::temp_directory_path() / ("boardlab-source-cache-" + std::to_string(::getpid()));
  fs::create_directories(dir / "sub");
  std::ofstream(dir / "check.py") << "x = 1\n";
  SourceView view;
  Trace trace;
  trace.steps.resize(1);
  trace.steps[0].codeLine = 1;
  TraceCursor cursor(&trace);
  const auto drawFile = [&](const std::string& file) {
    trace.steps[0].file = file;
    imgui.frame([&] {
      ImGui::Begin("code");
      view.draw(cursor, dir);
      ImGui::End();
    });
  };
  std::string spelling = "check.py";
  for (int i = 0; i < 200; ++i) {
    drawFile(spelling);
    EXPECT_EQ(view.shown().text, "x = 1");
    spelling = "sub/../" + spelling;
  }
  EXPECT_EQ(view.cachedFiles(), 1u);
  for (int i = 0; i < 200; ++i) drawFile("missing-" + std::to_string(i) + ".py");
  EXPECT_LE(view.cachedFiles(), SourceView::kCachedFiles);
  std::error_code ec;
  fs::remove_all(dir, ec);
}

TEST(ProgramSettings, ProgramsReadBackByteForByteAndABadLineCostsOnlyThatLine) {
  Settings s;
  s.programs.push_back({"mine", "python3 check.py --fast", "/home/u/code", "gomoku"});
  s.programs.push_back({"名字\t%", "java Check.java", std::string("/tmp/\xff\xfe dir"), "link"});
  std::string notice;
  const Settings back = parseSettings(settingsText(s), "settings.ini", notice);
  EXPECT_EQ(notice, "");
  EXPECT_EQ(back.programs, s.programs);
  const Settings bad =
      parseSettings("program=chess\tx\t\tcmd\nprogram=gomoku\tok\t\tpython3 a.py\nprogram=gomoku\tbroken %Z\t\tx\n",
                    "settings.ini", notice);
  ASSERT_EQ(bad.programs.size(), 1u);
  EXPECT_EQ(bad.programs[0].name, "ok");
  EXPECT_NE(notice.find("settings.ini:1:"), std::string::npos) << notice;
  EXPECT_NE(notice.find("not gomoku or link"), std::string::npos) << notice;
  EXPECT_NE(notice.find("settings.ini:3:"), std::string::npos) << notice;
}

}  // namespace
}  // namespace boardlab::ui
