#pragma once
// The user's own programs in the workbench: the list the settings remember, each started (and
// restarted) through the ProgramRunner under the name the user gave it (ext::addOutside), its stderr for
// the Log, and the watch on its source files: when a file its steps named, or the script its command runs,
// changes on disk, the program is restarted and its trace recorded again. The UI thread never touches a
// running program; it only posts tasks to the runner and reads the state they leave here.

#include <chrono>
#include <filesystem>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "app/workbench/programs/program_entry.hpp"
#include "app/workbench/programs/programs_runner.hpp"
#include "engine/core/trace.hpp"
#include "engine/ext/program.hpp"

namespace boardlab::ui {

// One program's state as the UI sees it.
struct ProgramState {
  ProgramEntry entry;
  bool running = false;                  // started and registered under entry.name
  std::string problem;                   // why it is not running (its start failed), or its last failure
  int generation = 0;                    // counts its starts: a new one records the trace again
  std::vector<std::string> stderrLines;  // its last stderr lines, as of its last answer
  // From a settings file, and never run by this user from this workbench: not started until they say so
  // (a settings.ini copied from a classmate could name any command).
  bool waitsForApproval = false;
  bool thisRunOnly = false;  // given with --program: used for this run, never saved
};

class ProgramList {
 public:
  explicit ProgramList(ProgramRunner& runner) : runner_(runner) {}
  ProgramList(const ProgramList&) = delete;
  ProgramList& operator=(const ProgramList&) = delete;
  ~ProgramList();  // interrupts and unregisters every program this list started
  // Kills every program of the list and refuses their later requests: a worker asking one returns at once
  // (the workbench is closing; it waits for its workers, and a starting interpreter would hold it 12 s).
  void interruptAll();

  // Takes the programs the settings remember and starts each this user approved (the file given to useApprovals()); the others
  // wait for approve(). `changed` runs after every add or remove (the workbench saves the settings).
  void load(const std::vector<ProgramEntry>& entries, std::function<void()> changed);
  // Where this user's approvals are kept (one program= value a line, in the state folder, not beside the
  // settings: copying someone's settings.ini brings none); the waiting programs it approves start.
  // Without one (tests, scripted runs) approvals last for this run only.
  void useApprovals(std::filesystem::path file);
  // The user's say for a waiting program: it is approved from now on and started.
  void approve(const std::string& name);
  // The programs the settings keep (not those of --program).
  std::vector<ProgramEntry> entries() const;
  const std::vector<ProgramState>& programs() const { return programs_; }
  // Adds and starts a program, approved (the user's own say); `remember` false: for this run only (never
  // in entries()). The reason ("" on success) when the entry cannot be added.
  std::string add(const ProgramEntry& entry, bool remember = true);
  void remove(const std::string& name);
  // Stops and starts it again (the user's Restart, a source change).
  void restart(const std::string& name);
  // The program of that name, or nullptr: only names the user configured, so a file can never start one.
  const ProgramState* find(const std::string& name) const;
  int generation(const std::string& name) const;
  // The names of the running programs of `game` (the finder offers them).
  std::vector<std::string> runningNames(std::string_view game) const;
  // The folder a program's relative file names are read from.
  std::filesystem::path folderOf(const std::string& name) const;

  // Limits for programs started from now on (tests shorten them; the default is docs/limits.md's).
  void setLimits(const ext::Limits& limits) { limits_ = limits; }
  const ext::Limits& limits() const { return limits_; }

  // The worker's report after asking `name`: the files its steps named (watched from now on) and its
  // stderr. UI thread.
  void noteAnswer(const std::string& name, const Trace& trace, std::vector<std::string> stderrLines);
  // Once a frame: every `kWatchEvery` looks at the watched files' modification times and restarts the
  // programs whose sources changed. Returns the names restarted.
  std::vector<std::string> tick(std::chrono::steady_clock::time_point now = std::chrono::steady_clock::now());
  static constexpr std::chrono::milliseconds kWatchEvery{500};
  // The next tick looks at the files at once (a file was just saved here: its program restarts now).
  void lookNow() { nextWatch_ = {}; }
  // The files watched for `name` (its script and the files its steps named), resolved.
  std::vector<std::filesystem::path> watchedFiles(const std::string& name) const;
  ProgramRunner& runner() { return runner_; }

 private:
  ProgramState* findMutable(const std::string& name);
  void start(const ProgramEntry& entry);
  bool approved(const ProgramEntry& entry) const;
  void rememberApproval(const ProgramEntry& entry);
  void watch(const std::string& name, const std::filesystem::path& file);
  // The files of its command line (the script an interpreter runs, a program given by path).
  void watchCommand(const ProgramEntry& entry);

  ProgramRunner& runner_;
  std::vector<ProgramState> programs_;
  std::function<void()> changed_;
  std::filesystem::path approvalsFile_;
  std::vector<std::string> approvals_;  // programSettingValue of each approved program
  ext::Limits limits_;
  struct Watched {
    std::filesystem::file_time_type mtime{};
    bool exists = false;
  };
  std::map<std::string, std::map<std::filesystem::path, Watched>> watched_;  // program name -> its files
  std::chrono::steady_clock::time_point nextWatch_{};
};

// What opening a board or lesson that names `algo` says when `algo` is neither built in nor one of the
// user's programs; "" when it is one of them. A file never starts a program: it can only name one the user
// configured here (and "ext:COMMAND" is refused outright).
std::string unconfiguredProgramMessage(const std::string& algo, const std::string& fallback);

}  // namespace boardlab::ui
