#pragma once
// The workbench's side of the user's own programs, in one object the workbench owns: the
// runner, the program list, the off-thread analysis, the Code panel's source view, and what they draw
// (the "Your programs" section, the entries of the algorithm list, the progress with Cancel, the Log of
// the program's stderr). The workbench calls it from a few marked hooks only.

#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "app/workbench/programs/program_editor.hpp"
#include "app/workbench/programs/programs.hpp"
#include "app/workbench/programs/programs_analysis.hpp"
#include "app/workbench/programs/programs_runner.hpp"
#include "app/workbench/programs/source_view.hpp"

namespace boardlab::ui {

class ProgramsPanel {
 public:
  ProgramsPanel();
  ProgramsPanel(const ProgramsPanel&) = delete;
  ProgramsPanel& operator=(const ProgramsPanel&) = delete;

  // How the add form's Browse button asks for a folder: the shell opens its folder chooser on `start` and
  // calls `chosen` with the folder the user picks (never, when cancelled).
  using FolderPicker =
      std::function<void(const std::filesystem::path& start, std::function<void(const std::filesystem::path&)> chosen)>;
  void setFolderPicker(FolderPicker picker) { pickFolder_ = std::move(picker); }
  // The Browse button: asks for the working folder, starting at the one typed; the choice fills the field.
  void browseForFolder();
  // Starts the programs the settings remember; `changed(entries)` runs after each add or remove.
  void load(const std::vector<ProgramEntry>& entries, std::function<void(std::vector<ProgramEntry>)> changed);
  // Once a frame: applies a finished answer, starts the next task, watches the sources.
  void tick();
  // A game view's analysis with programs (programs_analysis.hpp), kept here: its update() runs at once for
  // built-ins and on the worker for a program; the panel draws its progress, Cancel and problem.
  template <class Game>
  ProgramAnalysisOf<Game>& addAnalysis() {
    auto analysis = std::make_unique<ProgramAnalysisOf<Game>>(list_);
    ProgramAnalysisOf<Game>& kept = *analysis;
    analyses_.push_back(std::move(analysis));
    return kept;
  }
  // The analysis of `game`'s view (added by addAnalysis); nullptr when it has none.
  ProgramAnalysis* analysisOf(std::string_view game);
  // A task for a program runs or waits: the platform layer keeps drawing frames.
  bool busy() const { return runner_.busy(); }
  // Something about the programs is still on its way to the screen: a task runs or waits, a program is
  // starting, or the analysis on screen waits for its program's answer. A scripted run (an export, a
  // screenshot) waits for this to end; busy() alone has gaps between a start and the question that follows.
  bool settling() const;

  // Inside the algorithm combo of `game`'s view: one entry per program of the game (per running one with
  // `runningOnly`: a game whose analysis holds a registered handle); `pick(name)` chooses it.
  void drawAlgorithmChoices(std::string_view game, const std::string& current,
                            const std::function<void(const std::string&)>& pick, bool runningOnly = false);
  // Under the algorithm choice: the progress with Cancel while the program is asked, or why it cannot be.
  void drawStatus(const std::string& algo, std::string_view game);
  // The "Your programs" section in `game`'s view: the list (restart, remove, use), and the form that adds
  // one. `use(name)` analyses with program `name`; `forget(name)` is called before program `name` is
  // removed (the view goes back to its default algorithm if it analysed with it).
  void drawSection(std::string_view game, const std::function<void(const std::string&)>& use,
                   const std::function<void(const std::string&)>& forget);
  // The Code panel for a program's step that names its file; false when it names none (draw the listing).
  bool drawCode(const TraceCursor& cursor, const std::string& algo);
  // The program's stderr (the "Program log" section) when `algo` is one of the programs.
  void drawLog(const std::string& algo);

  ProgramList& list() { return list_; }
  ProgramRunner& runner() { return runner_; }
  const SourceView& source() const { return source_; }
  // The add form (tests fill it, then press Add with add()).
  struct Draft {
    char name[64] = {};
    char command[512] = {};
    char folder[512] = {};
    int game = 0;  // the index of its game in ext::outsideGameNames()
  };
  Draft& draft() { return draft_; }
  // Adds "NAME=COMMAND" (the first program game's) or "GAME:NAME=COMMAND" (the --program option) in
  // `folder`; the reason, or "".
  std::string addFromCommandLine(const std::string& spec, const std::string& folder);
  // Adds the draft; false with the reason in the section's message.
  bool addDraft();
  // A program's source file the user opened or dropped (isProgramSource): added as a program named after
  // the file, run as the kits run it (node FILE.js, python3 FILE.py) in the file's folder, for the game its
  // kit call names (runLink / run_link) or else `gameOnScreen`. The entry added (an empty name: none), and in
  // `said` what happened, for the status line.
  ProgramEntry addProgramFile(const std::filesystem::path& file, const std::string& gameOnScreen, std::string& said);
  // How "Open a program file..." asks for one (the page's file picker); the answer comes back as an opened
  // file. Without one the section offers the command form only.
  void setProgramFilePicker(std::function<void()> pick) { pickProgramFile_ = std::move(pick); }

  // The program editor (program_editor.hpp). New programs are written in `programs`, drafts kept in `drafts`;
  // without a programs folder the section offers no new program.
  void useEditorFolders(std::filesystem::path programs, std::filesystem::path drafts);
  // The page: a program file the user gives is moved into the programs folder, so that it is kept, and its
  // saves in the editor are not downloads.
  void keepAddedSources(bool keep) { keepAddedSources_ = keep; }
  // The source file the editor can edit for `entry`: the one file its command runs as the kits run it
  // ("node check.js", "python3 check.py"); empty for any other command.
  std::filesystem::path editableSource(const ProgramEntry& entry) const;
  // Opens program `name`'s source in the editor; false with the reason in message().
  bool edit(const std::string& name);
  // A new check of `game` in `language` ("js", "python") from its kit's template, in the programs folder
  // under a name of its own, added and opened in the editor. The name, or "" with the reason in message().
  std::string newProgram(std::string_view game, std::string_view language);
  // Whether newProgram() can write one (a programs folder was given).
  bool canWriteNew() const { return !programFolder_.empty(); }
  // The program newProgram() last wrote, once ("" after): the workbench analyses with it once it runs.
  std::string takeWritten() { return std::exchange(written_, std::string()); }
  // The editor's window, with the line the step on screen names when `algo` is the program edited.
  void drawEditor(const TraceCursor& cursor, const std::string& algo);
  ProgramEditor& editor() { return editor_; }
  const std::string& message() const { return message_; }

 private:
  FolderPicker pickFolder_;
  std::function<void()> pickProgramFile_;
  // Declared before the list and the analysis, destroyed after them: its destructor joins the worker. A task's work touches only its own
  // copies; its answer (which touches the list and the analysis) runs only in tick(), never after.
  ProgramRunner runner_;
  ProgramList list_{runner_};
  std::vector<std::unique_ptr<ProgramAnalysis>> analyses_;  // one per game view (addAnalysis)
  SourceView source_;
  ProgramEditor editor_;
  std::filesystem::path programFolder_;
  bool keepAddedSources_ = false;
  std::string written_;
  Draft draft_;
  std::string message_;
  // message_ says a program is starting ("Added X: it starts in the background."): it goes once that start has
  // ended (the program's generation moved on), when the program's row says how it went.
  std::optional<std::pair<std::string, int>> startingSaid_;
  void sayStarting(std::string message, const std::string& name);
  std::function<void(std::vector<ProgramEntry>)> changed_;
};

}  // namespace boardlab::ui
