// The program editor, on ImGui's null backend: a new check starts from its kit's template and runs; what is
// typed (Tab as blanks) is saved with Ctrl+S and the program restarts with it, its traced line highlighted in
// the editor; text not saved is kept as a draft and comes back after the window closed or the workbench
// quit; a file changed on disk is read again, or said when it would overwrite unsaved text; a file the
// editor cannot hold is refused; the page's kept sources never replace one another.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "app/workbench/platform/keys.hpp"
#include "engine/core/board_text.hpp"
#include "tests/app/workbench_fixture.hpp"
#include "tests/scratch_dir.hpp"
#include "tests/test_paths.hpp"

namespace boardlab::ui {
namespace {

namespace fs = std::filesystem;
using Clock = ProgramEditor::Clock;

std::string fileBytes(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void writeBytes(const fs::path& file, const std::string& text) {
  std::ofstream out(file, std::ios::binary);
  out << text;
}

// A check of the kit's shape whose steps name lines 5 and 6 of its file.
const std::string kCheck =
    "import boardlab\n"
    "\n"
    "\n"
    "def check(board, x, y, t):\n"
    "    t.say('first look at %d,%d' % (x, y))\n"
    "    t.say('no five here')\n"
    "    return None\n"
    "\n"
    "\n"
    "boardlab.run_gomoku(check)\n";

class ProgramEditorUi : public WorkbenchTest {
 protected:
  fs::path folder, programs, drafts;
  void SetUp() override {
    WorkbenchTest::SetUp();
    folder = testpaths::freshScratchDir("boardlab-program-editor",
                                        ::testing::UnitTest::GetInstance()->current_test_info()->name());
    programs = folder / "programs";
    drafts = folder / "drafts";
    bench.programs().useEditorFolders(programs, drafts);
  }
  void TearDown() override { bench.programs().runner().wait(); }
  ProgramEditor& editor() { return bench.programs().editor(); }
  // A click at the start of the text; half a second after any other, so never a double click (a word chosen).
  void clickCode() {
    for (int i = 0; i < 30; ++i) imgui.frame(body);
    imgui.click(editor().codePoint(), body);
  }
  bool framesUntil(const std::function<bool()>& done, double seconds = 30) {
    return ui::framesUntil(imgui, body, done, seconds);
  }
  bool running(const std::string& name) {
    return framesUntil([&] {
             const ProgramState* p = bench.programs().list().find(name);
             return p && (p->running || !p->problem.empty());
           }) &&
           bench.programs().list().find(name)->running;
  }
};

TEST_F(ProgramEditorUi, ANewCheckRunsFromItsTemplateAndRestartsWithWhatIsTypedAndSaved) {
  for (const char* p : {"h8", "a1", "j8"}) clickPoint(p);
  const std::string name = bench.programs().newProgram("gomoku", "python");
  ASSERT_EQ(name, "check_gomoku") << bench.programs().message();
  const fs::path file = programs / "check_gomoku.py";
  // The kit's template, without its line about the kit folder's grade.sh.
  std::string kitTemplate = fileBytes(fs::path(testpaths::source) / "kits" / "python" / "new" / "check_gomoku.py");
  const std::size_t gradeLine = kitTemplate.find("# ./grade.sh");
  ASSERT_NE(gradeLine, std::string::npos);
  kitTemplate.erase(gradeLine, kitTemplate.find('\n', gradeLine) + 1 - gradeLine);
  EXPECT_EQ(fileBytes(file), kitTemplate);
  ASSERT_TRUE(editor().visible());
  EXPECT_EQ(editor().file(), file);
  EXPECT_FALSE(editor().dirty());
  ASSERT_TRUE(running(name)) << bench.programs().list().find(name)->problem;
  EXPECT_EQ(bench.programs().list().find(name)->entry.command, "python3 check_gomoku.py");

  // The template's check, traced: its say() is on line 12, and the editor highlights it.
  // The new check analyses the board on screen once it runs, as a dropped one does.
  ASSERT_TRUE(framesUntil([&] {
    return bench.view().algorithmName() == name && bench.programs().analysisOf("gomoku")->recorded() >= 1;
  })) << bench.programs().analysisOf("gomoku")->problem();
  imgui.key(key::Home, false, body);
  imgui.frame(body);
  EXPECT_EQ(editor().highlightedLine(), 12);

  // Typed: a Tab and a character, nothing written until the user saves.
  const int generation = bench.programs().list().generation(name);
  const int recorded = bench.programs().analysisOf("gomoku")->recorded();
  editor().setCode("#\n" + kCheck);
  imgui.frame(body);
  clickCode();  // the cursor at the start of the first line
  ImGui::GetIO().KeyMap[ImGuiKey_Tab] = key::Tab;
  imgui.key(key::Tab, false, body);
  ImGui::GetIO().AddInputCharacter('x');
  imgui.frame(body);
  EXPECT_EQ(editor().code(), "    x#\n" + kCheck) << "Tab indents a Python file with four blanks";
  EXPECT_TRUE(editor().dirty());
  EXPECT_EQ(fileBytes(file), kitTemplate) << "nothing written before the user saves";
  // Typed into, then Escape: the text stays as typed (ImGui's own Escape put back the text of when the widget
  // was clicked), and the keys go back to the workbench; Save and run saves it.
  editor().setCode(kCheck);
  imgui.frame(body);
  clickCode();
  ImGui::GetIO().AddInputCharacter('#');
  ImGui::GetIO().AddInputCharacter('\n');
  imgui.frame(body);
  ImGui::GetIO().KeyMap[ImGuiKey_Escape] = key::Escape;
  imgui.key(key::Escape, false, body);
  EXPECT_EQ(editor().code(), "#\n" + kCheck);
  imgui.click(editor().saveButton(), body);
  EXPECT_FALSE(editor().dirty()) << editor().message();
  EXPECT_EQ(fileBytes(file), "#\n" + kCheck);
  ASSERT_TRUE(framesUntil([&] {
    return bench.programs().list().generation(name) > generation &&
           bench.programs().analysisOf("gomoku")->recorded() > recorded;
  })) << bench.programs().analysisOf("gomoku")->problem();
  imgui.key(key::Home, false, body);
  imgui.frame(body);
  EXPECT_EQ(editor().highlightedLine(), 6);
  imgui.key(key::Right, false, body);
  imgui.frame(body);
  EXPECT_EQ(editor().highlightedLine(), 7);
  // Ctrl+S while typing saves too.
  clickCode();
  ImGui::GetIO().AddInputCharacter('#');
  imgui.frame(body);
  imgui.key(key::S, true, body);
  EXPECT_FALSE(editor().dirty()) << editor().message();
  EXPECT_EQ(fileBytes(file), "##\n" + kCheck);
  imgui.key(key::Escape, false, body);
  // Another algorithm on screen: no line of this file is highlighted.
  bench.viewOf<GomokuView>().analysis().setAlgorithm("scan");
  imgui.frame(body);
  EXPECT_EQ(editor().highlightedLine(), 0);
  // A second one gets a name of its own, and the first's file stays as it is.
  EXPECT_EQ(bench.programs().newProgram("gomoku", "js"), "check_gomoku-2");
  EXPECT_TRUE(fs::is_regular_file(programs / "check_gomoku-2.js"));
  EXPECT_EQ(editor().program(), "check_gomoku-2");
  EXPECT_EQ(fileBytes(file), "##\n" + kCheck);
}

TEST_F(ProgramEditorUi, UnsavedTextIsKeptAsADraftAndComesBack) {
  fs::create_directories(programs);
  const fs::path file = programs / "mine.py";
  writeBytes(file, kCheck);
  bench.programs().keepAddedSources(true);
  std::string said;
  ASSERT_EQ(bench.programs().addProgramFile(file, "gomoku", said).name, "mine") << said;
  ASSERT_TRUE(bench.programs().edit("mine"));
  const Clock::time_point t0 = Clock::now();
  editor().setCode(kCheck + "# more\n", t0);
  editor().tick(t0 + ProgramEditor::kDraftAfter / 2);
  EXPECT_FALSE(fs::exists(editor().draftFile())) << "not at every keystroke";
  editor().tick(t0 + ProgramEditor::kDraftAfter);
  ASSERT_TRUE(fs::exists(editor().draftFile()));
  EXPECT_EQ(fileBytes(editor().draftFile()), kCheck + "# more\n");
  EXPECT_EQ(fileBytes(file), kCheck) << "the file stays as saved";

  // Typed again, and the window closed at once: the draft has it.
  editor().setCode(kCheck + "# more and more\n", t0 + std::chrono::seconds(2));
  editor().close();
  EXPECT_EQ(fileBytes(editor().draftFile()), kCheck + "# more and more\n");
  ASSERT_TRUE(bench.programs().edit("mine"));
  EXPECT_EQ(editor().code(), kCheck + "# more and more\n");
  EXPECT_TRUE(editor().dirty());

  // The workbench quits with text unsaved: the next one brings it back.
  editor().close();
  {
    Workbench other{Settings{}, {}, 1.0f};
    other.programs().useEditorFolders(programs, drafts);
    std::string error;
    ASSERT_TRUE(other.programs().editor().open(file, "mine", error)) << error;
    EXPECT_EQ(other.programs().editor().code(), kCheck + "# more and more\n") << "the draft as last kept";
    EXPECT_NE(other.programs().editor().message().find("not saved are back"), std::string::npos)
        << other.programs().editor().message();
    other.programs().editor().setCode(kCheck + "# at quit\n");
  }
  {
    Workbench third{Settings{}, {}, 1.0f};
    third.programs().useEditorFolders(programs, drafts);
    std::string error;
    ASSERT_TRUE(third.programs().editor().open(file, "mine", error)) << error;
    EXPECT_EQ(third.programs().editor().code(), kCheck + "# at quit\n");
  }
  // This workbench's own text, closed unsaved, is still its own.
  ASSERT_TRUE(bench.programs().edit("mine"));
  EXPECT_EQ(editor().code(), kCheck + "# more and more\n");

  // Revert asks first (Keep my text is its other answer), then drops it; so does a save.
  for (int i = 0; i < 3; ++i) imgui.frame(body);
  imgui.click(editor().revertButton(), body);
  EXPECT_TRUE(editor().dirty()) << "asked, not reverted";
  ASSERT_TRUE(ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId));
  imgui.click(editor().confirmRevertButton(), body);
  EXPECT_EQ(editor().code(), kCheck);
  EXPECT_FALSE(fs::exists(editor().draftFile()));
  editor().setCode(kCheck + "# saved\n", t0);
  editor().tick(t0 + ProgramEditor::kDraftAfter);
  ASSERT_TRUE(fs::exists(editor().draftFile()));
  ASSERT_TRUE(editor().save()) << editor().message();
  EXPECT_FALSE(fs::exists(editor().draftFile()));
  EXPECT_EQ(fileBytes(file), kCheck + "# saved\n");
}

TEST_F(ProgramEditorUi, AFileChangedOnDiskIsReadAgainOrSaidWhenTextIsUnsaved) {
  const fs::path file = folder / "check.py";
  writeBytes(file, kCheck);
  std::string said;
  ASSERT_EQ(bench.programs().addProgramFile(file, "gomoku", said).name, "check") << said;
  EXPECT_EQ(bench.programs().list().find("check")->entry.workDir, folder.string())
      << "on the desktop the file stays where it is";
  ASSERT_TRUE(bench.programs().edit("check"));
  Clock::time_point now = Clock::now() + std::chrono::seconds(1);
  // Written by the user's own editor: nothing unsaved here, so the new text shows.
  writeBytes(file, kCheck + "# theirs\n");
  fs::last_write_time(file, fs::last_write_time(file) + std::chrono::seconds(2));
  editor().tick(now);
  EXPECT_EQ(editor().code(), kCheck + "# theirs\n");
  EXPECT_FALSE(editor().dirty());
  // Again, with text unsaved here: kept, and said; Save writes it over the other.
  editor().setCode(kCheck + "# mine\n", now);
  writeBytes(file, kCheck + "# theirs again\n");
  fs::last_write_time(file, fs::last_write_time(file) + std::chrono::seconds(4));
  now += std::chrono::seconds(2);
  editor().tick(now);
  EXPECT_EQ(editor().code(), kCheck + "# mine\n");
  EXPECT_NE(editor().message().find("changed on disk while you had unsaved changes"), std::string::npos)
      << editor().message();
  ASSERT_TRUE(editor().save());
  EXPECT_EQ(fileBytes(file), kCheck + "# mine\n");
}

TEST_F(ProgramEditorUi, AFileTheEditorCannotHoldIsRefusedWithTheReason) {
  const fs::path file = folder / "latin1.py";
  writeBytes(file, std::string("# caf\xe9\nimport boardlab\n"));
  std::string said;
  ASSERT_FALSE(bench.programs().addProgramFile(file, "gomoku", said).name.empty()) << said;
  EXPECT_FALSE(bench.programs().edit("latin1"));
  EXPECT_NE(bench.programs().message().find("latin1 cannot be edited: latin1.py: not UTF-8 text"), std::string::npos)
      << bench.programs().message();
  EXPECT_FALSE(editor().visible());
  // A program with a command of its own has no single file to edit, and no Edit button.
  ProgramsPanel::Draft& d = bench.programs().draft();
  std::snprintf(d.name, sizeof d.name, "%s", "own");
  std::snprintf(d.command, sizeof d.command, "%s", "python3 -u latin1.py");
  std::snprintf(d.folder, sizeof d.folder, "%s", folder.string().c_str());
  ASSERT_TRUE(bench.programs().addDraft());
  EXPECT_TRUE(bench.programs().editableSource(bench.programs().list().find("own")->entry).empty());
  EXPECT_FALSE(bench.programs().edit("own"));
}

// The page keeps the sources it is given in its storage: the same text again is the same program; another
// text of the same name never replaces a kept file (it may hold what the student wrote here).
TEST_F(ProgramEditorUi, ThePagesKeptSourcesNeverReplaceOneAnother) {
  bench.programs().keepAddedSources(true);
  const fs::path opened = folder / "opened";
  fs::create_directories(opened);
  writeBytes(opened / "check.py", kCheck);
  std::string said;
  ASSERT_EQ(bench.programs().addProgramFile(opened / "check.py", "gomoku", said).name, "check") << said;
  EXPECT_EQ(fileBytes(programs / "check.py"), kCheck);
  EXPECT_FALSE(fs::exists(opened / "check.py")) << "moved, not copied";
  writeBytes(opened / "check.py", kCheck);
  EXPECT_EQ(bench.programs().addProgramFile(opened / "check.py", "gomoku", said).name, "check") << said;
  writeBytes(opened / "check.py", kCheck + "# another student's\n");
  EXPECT_EQ(bench.programs().addProgramFile(opened / "check.py", "gomoku", said).name, "check-2") << said;
  EXPECT_EQ(fileBytes(programs / "check.py"), kCheck);
  EXPECT_EQ(fileBytes(programs / "check-2.py"), kCheck + "# another student's\n");
}

TEST_F(ProgramEditorUi, EnterKeepsTheIndentAndOpensABlockOneStepFurther) {
  const fs::path file = folder / "indent.py";
  writeBytes(file, "");
  std::string said;
  ASSERT_EQ(bench.programs().addProgramFile(file, "gomoku", said).name, "indent") << said;
  ASSERT_TRUE(bench.programs().edit("indent"));
  editor().setCode("def check(board, x, y, t):");
  imgui.frame(body);
  ImGuiIO& io = ImGui::GetIO();
  io.KeyMap[ImGuiKey_End] = key::End;
  io.KeyMap[ImGuiKey_Enter] = key::Enter;
  clickCode();
  imgui.key(key::End, false, body);
  imgui.key(key::Enter, false, body);
  for (char c : std::string("me = 1")) io.AddInputCharacter(c);
  imgui.frame(body);
  imgui.key(key::Enter, false, body);
  EXPECT_EQ(editor().code(), "def check(board, x, y, t):\n    me = 1\n    ");
}

// A program that fails before any step (here on load) has the line its traceback names shown in red.
TEST_F(ProgramEditorUi, AProgramThatFailsOnLoadHasItsLineShown) {
  for (const char* p : {"h8", "a1", "j8"}) clickPoint(p);
  const fs::path file = folder / "broken.py";
  writeBytes(file,
             "import boardlab\n\n\ndef check(board, x, y, t):\n    return None\n      oops\n\n"
             "boardlab.run_gomoku(check)\n");
  std::string said;
  ASSERT_EQ(bench.programs().addProgramFile(file, "gomoku", said).name, "broken") << said;
  ASSERT_TRUE(bench.programs().edit("broken"));
  ASSERT_TRUE(running("broken"));
  bench.viewOf<GomokuView>().analysis().setAlgorithm("broken");
  ASSERT_TRUE(framesUntil([&] { return editor().faultLine() > 0; }))
      << bench.programs().analysisOf("gomoku")->problem();
  EXPECT_EQ(editor().faultLine(), 6);
  EXPECT_EQ(editor().highlightedLine(), 0) << "no step: nothing traced";
  bench.viewOf<GomokuView>().analysis().setAlgorithm("scan");
  imgui.frame(body);
  EXPECT_EQ(editor().faultLine(), 0) << "another algorithm on screen: not its fault";
}

// Pasted text keeps its newlines and tabs (only the keys' own Enter and Tab indent); Tab over a selection
// leaves it, and Enter replaces it in a way Ctrl+Z takes back.
TEST_F(ProgramEditorUi, PastedTextKeepsItsLinesAndASelectionIsNeverLostToTabOrEnter) {
  const fs::path file = folder / "paste.py";
  writeBytes(file, "");
  std::string said;
  ASSERT_EQ(bench.programs().addProgramFile(file, "gomoku", said).name, "paste") << said;
  ASSERT_TRUE(bench.programs().edit("paste"));
  editor().setCode("a\nb");
  imgui.frame(body);
  ImGuiIO& io = ImGui::GetIO();
  io.KeyMap[ImGuiKey_V] = key::V;
  io.KeyMap[ImGuiKey_A] = key::A;
  io.KeyMap[ImGuiKey_Z] = key::Z;
  io.KeyMap[ImGuiKey_Tab] = key::Tab;
  io.KeyMap[ImGuiKey_Enter] = key::Enter;
  clickCode();
  ImGui::SetClipboardText("def f():\n\tx = 1\n");
  imgui.key(key::V, true, body);
  EXPECT_EQ(editor().code(), "def f():\n\tx = 1\na\nb");
  imgui.key(key::A, true, body);
  imgui.key(key::Tab, false, body);
  EXPECT_EQ(editor().code(), "def f():\n\tx = 1\na\nb") << "Tab over a selection leaves it";
  imgui.key(key::Enter, false, body);
  EXPECT_EQ(editor().code(), "\n");
  imgui.key(key::Z, true, body);  // takes back the newline, then the selection's removal
  imgui.key(key::Z, true, body);
  EXPECT_EQ(editor().code(), "def f():\n\tx = 1\na\nb") << "Ctrl+Z brings the selection back";
}

// Text the editor cannot hold is not opened; text closed unsaved with nowhere to keep a draft stays in memory;
// a text too large to open again is not saved.
TEST_F(ProgramEditorUi, NothingTypedIsLostToWhatTheEditorCannotHold) {
  const fs::path emoji = folder / "emoji.py";
  writeBytes(emoji, "# \xF0\x9F\x98\x80\nimport boardlab\n");
  std::string said;
  ASSERT_FALSE(bench.programs().addProgramFile(emoji, "gomoku", said).name.empty()) << said;
  EXPECT_FALSE(bench.programs().edit("emoji"));
  EXPECT_NE(bench.programs().message().find("past U+FFFF"), std::string::npos) << bench.programs().message();

  Workbench noDrafts{Settings{}, {}, 1.0f};
  ProgramEditor& e = noDrafts.programs().editor();
  const fs::path file = folder / "kept.py";
  writeBytes(file, kCheck);
  std::string error;
  ASSERT_TRUE(e.open(file, "kept", error)) << error;
  e.setCode(kCheck + "# typed\n");
  e.close();
  ASSERT_TRUE(e.open(file, "kept", error)) << error;
  EXPECT_EQ(e.code(), kCheck + "# typed\n") << "closed without a draft folder, the text stays in memory";
  e.setCode(std::string(ProgramEditor::kMaxFileBytes + 1, '#'));
  EXPECT_FALSE(e.save());
  EXPECT_EQ(fileBytes(file), kCheck);
  EXPECT_NE(e.message().find("larger than 1 MiB"), std::string::npos) << e.message();
}

TEST(ProgramEditorFault, ThePythonTracebacksLastFrameInTheFileAndNodesFirstPlace) {
  const ProgramEditor::Fault python = ProgramEditor::faultIn(
      {"Traceback (most recent call last):", "  File \"/x/check.py\", line 19, in <module>",
       "    boardlab.run_gomoku(check)", "  File \"/kits/python/boardlab.py\", line 200, in run_gomoku",
       "  File \"/x/check.py\", line 13, in check", "  File \"/x/mycheck.py\", line 3, in other",
       "    me = board[y][z]", "NameError: name 'z' is not defined"},
      "/x/check.py");
  EXPECT_EQ(python.line, 13);
  EXPECT_EQ(python.what, "NameError: name 'z' is not defined");
  const ProgramEditor::Fault node = ProgramEditor::faultIn(
      {"/x/check.js:16", "    return None", "           ^^^^", "", "ReferenceError: None is not defined",
       "    at check (/x/check.js:16:12)", "    at Object.<anonymous> (/kits/js/boardlab.js:88:3)", "Node.js v18.19.0"},
      "/x/check.js");
  EXPECT_EQ(node.line, 16);
  EXPECT_EQ(node.what, "ReferenceError: None is not defined");
  EXPECT_EQ(ProgramEditor::faultIn({"checked 9,7", "all fine"}, "/x/check.py").line, 0);
  EXPECT_EQ(ProgramEditor::faultIn({"  File \"/x/check.py\", line 4, in check"}, "/x/other.py").line, 0);
}

}  // namespace
}  // namespace boardlab::ui
