#pragma once
// The workbench's side of the user's own programs, in one object the workbench owns: the
// runner, the program list, the off-thread analysis, the Code panel's source view, and what they draw
// (the "Your programs" section, the entries of the algorithm list, the progress with Cancel, the Log of
// the program's stderr). The workbench calls it from a few marked hooks only.

#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "app/workbench/programs/programs.hpp"
#include "app/workbench/programs/programs_analysis.hpp"
#include "app/workbench/programs/programs_runner.hpp"
#include "app/workbench/programs/source_view.hpp"

namespace boardlab::ui {

class ProgramsPanel {
 public:
  ProgramsPanel() = default;
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
  // The workbench's analysis update: at once for built-ins, on the worker for a program.
  void update(gomoku::Analysis& analysis, const gomoku::GameRecord& record) { analysis_.update(analysis, record); }
  void update(link::Analysis& analysis, const link::Board& board) { linkAnalysis_.update(analysis, board); }
  // A task for a program runs or waits: the platform layer keeps drawing frames.
  bool busy() const { return runner_.busy(); }
  // Something about the programs is still on its way to the screen: a task runs or waits, a program is
  // starting, or the analysis on screen waits for its program's answer. A scripted run (an export, a
  // screenshot) waits for this to end; busy() alone has gaps between a start and the question that follows.
  bool settling() const;

  // Inside the algorithm combo: one entry per gomoku program; picks it into `analysis`.
  void drawAlgorithmChoices(gomoku::Analysis& analysis);
  // The same in the link view's combo: one entry per running link program.
  void drawAlgorithmChoices(link::Analysis& analysis);
  // Under the algorithm choice: the progress with Cancel while the program is asked, or why it cannot be.
  void drawStatus(const std::string& algo, ProgramGame game = ProgramGame::Gomoku);
  // The "Your programs" section: the list (restart, remove, use), and the form that adds one. "Use" picks a
  // program of the view's game into that view's `analysis`; removing the program analysed goes back to the
  // default algorithm.
  void drawSection(gomoku::Analysis& analysis);
  void drawSection(link::Analysis& analysis);
  // The Code panel for a program's step that names its file; false when it names none (draw the listing).
  bool drawCode(const TraceCursor& cursor, const std::string& algo);
  // The program's stderr (the "Program log" section) when `algo` is one of the programs.
  void drawLog(const std::string& algo);

  ProgramList& list() { return list_; }
  ProgramRunner& runner() { return runner_; }
  ProgramAnalysis& analysis() { return analysis_; }
  LinkProgramAnalysis& linkAnalysis() { return linkAnalysis_; }
  const SourceView& source() const { return source_; }
  // The add form (tests fill it, then press Add with add()).
  struct Draft {
    char name[64] = {};
    char command[512] = {};
    char folder[512] = {};
    int game = 0;  // 0 gomoku, 1 link
  };
  Draft& draft() { return draft_; }
  // Adds "NAME=COMMAND" or "link:NAME=COMMAND" (the --program option) in `folder`; the reason, or "".
  std::string addFromCommandLine(const std::string& spec, const std::string& folder);
  // Adds the draft; false with the reason in the section's message.
  bool addDraft();
  const std::string& message() const { return message_; }

 private:
  FolderPicker pickFolder_;
  // The section for a view of `game`: `use(name)` analyses with program `name`, `forget(name)` is called
  // before program `name` is removed.
  void drawSection(ProgramGame game, const std::function<void(const std::string&)>& use,
                   const std::function<void(const std::string&)>& forget);
  // Declared before the list and the analysis, destroyed after them: its destructor joins the worker. A task's work touches only its own
  // copies; its answer (which touches the list and the analysis) runs only in tick(), never after.
  ProgramRunner runner_;
  ProgramList list_{runner_};
  ProgramAnalysis analysis_{list_};
  LinkProgramAnalysis linkAnalysis_{list_};
  SourceView source_;
  Draft draft_;
  std::string message_;
  // message_ says a program is starting ("Added X: it starts in the background."): it goes once that start has
  // ended (the program's generation moved on), when the program's row says how it went.
  std::optional<std::pair<std::string, int>> startingSaid_;
  void sayStarting(std::string message, const std::string& name);
  std::function<void(std::vector<ProgramEntry>)> changed_;
};

}  // namespace boardlab::ui
