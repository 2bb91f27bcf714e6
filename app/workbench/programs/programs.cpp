#include "app/workbench/programs/programs.hpp"

#include <algorithm>
#include <sstream>
#include <system_error>

#include "app/workbench/views/ui_text.hpp"
#include "engine/core/atomic_file.hpp"
#include "engine/core/board_text.hpp"
#include "engine/core/file_lock.hpp"
#include "engine/core/game_module.hpp"
#include "engine/ext/command_line.hpp"
#include "engine/ext/outside.hpp"

namespace boardlab::ui {

namespace fs = std::filesystem;

ProgramList::~ProgramList() {
  interruptAll();
  for (const ProgramState& p : programs_) ext::removeOutside(p.entry.name);
}

void ProgramList::interruptAll() {
  for (const ProgramState& p : programs_)
    if (const auto program = ext::findOutside(p.entry.name)) program->interrupt();
}

void ProgramList::load(const std::vector<ProgramEntry>& entries, std::function<void()> changed) {
  for (const ProgramEntry& e : entries)
    if (!find(e.name)) {
      ProgramState& p = programs_.emplace_back(ProgramState{e, false, {}, 0, {}});
      p.waitsForApproval = !approved(e);
      if (p.waitsForApproval) continue;
      watchCommand(e);
      start(e);
    }
  changed_ = std::move(changed);
}

namespace {
// The approvals file's lines; none for a file not there yet (the first start) or unreadable (then nothing
// is approved and the user is asked).
std::vector<std::string> readApprovals(const fs::path& file) {
  std::vector<std::string> lines;
  try {
    std::istringstream in(readTextFile(file, 1 << 20));
    for (std::string line; std::getline(in, line);)
      if (!line.empty()) lines.push_back(line);
  } catch (const BoardFileError&) {}
  return lines;
}
}  // namespace

void ProgramList::useApprovals(fs::path file) {
  approvalsFile_ = std::move(file);
  approvals_ = readApprovals(approvalsFile_);
  for (ProgramState& p : programs_)
    if (p.waitsForApproval && approved(p.entry)) {
      p.waitsForApproval = false;
      watchCommand(p.entry);
      start(p.entry);
    }
}

namespace {
// An approval names one program: its command in the absolute folder it runs in. A folder left empty or
// given relative runs where the workbench was started, so it is resolved against that folder (a relative
// `progs` approved in one place named another program in the next).
std::string approvalKey(const ProgramEntry& entry) {
  ProgramEntry resolved = entry;
  std::error_code ec;
  const fs::path here = fs::current_path(ec);
  if (ec && fs::path(resolved.workDir).is_relative()) return "\n";  // unresolved: matches no approval
  if (resolved.workDir.empty())
    resolved.workDir = here.string();
  else if (fs::path(resolved.workDir).is_relative())
    resolved.workDir = (here / resolved.workDir).lexically_normal().string();
  return programSettingValue(resolved);
}
}  // namespace

bool ProgramList::approved(const ProgramEntry& entry) const {
  return std::find(approvals_.begin(), approvals_.end(), approvalKey(entry)) != approvals_.end();
}

void ProgramList::rememberApproval(const ProgramEntry& entry) {
  if (approved(entry)) return;
  const std::string key = approvalKey(entry);
  approvals_.push_back(key);
  if (approvalsFile_.empty()) return;
  std::error_code ec;
  fs::create_directories(approvalsFile_.parent_path(), ec);
  // The file as it is now, with this approval added: another workbench's approvals since this one read it
  // are kept (each wrote its own whole list, and only the last one's survived).
  const FileLock lock(approvalsFile_);
  std::vector<std::string> onDisk = readApprovals(approvalsFile_);
  if (std::find(onDisk.begin(), onDisk.end(), key) == onDisk.end()) onDisk.push_back(key);
  for (const std::string& a : onDisk)
    if (std::find(approvals_.begin(), approvals_.end(), a) == approvals_.end()) approvals_.push_back(a);
  std::string text;
  for (const std::string& a : onDisk) text += a + "\n";
  std::string error;
  // Not written: the program still runs now, and is asked about again at the next start.
  if (!writeFileAtomically(approvalsFile_, text, error)) findMutable(entry.name)->problem = error;
}

void ProgramList::approve(const std::string& name) {
  ProgramState* p = findMutable(name);
  if (!p || !p->waitsForApproval) return;
  p->waitsForApproval = false;
  rememberApproval(p->entry);
  watchCommand(p->entry);
  start(p->entry);
}

std::vector<ProgramEntry> ProgramList::entries() const {
  std::vector<ProgramEntry> out;
  for (const ProgramState& p : programs_)
    if (!p.thisRunOnly) out.push_back(p.entry);
  return out;
}

std::string ProgramList::add(const ProgramEntry& entry, bool remember) {
  if (!isProgramGame(entry.game)) return text("No program can check the game {0}.", entry.game);
  const GameModule* game = findGame(entry.game);
  const bool builtIn = game && isBuiltInAlgorithm(*game, entry.name);
  // A name registered by another (a program Grade a class is grading) is taken too while it is.
  std::string problem =
      programEntryProblem(entry, builtIn || find(entry.name) != nullptr || ext::findOutside(entry.name) != nullptr);
  if (problem.empty()) {
    std::string error;
    if (!ext::splitCommand(entry.command, error)) problem = text("The command does not split into words: {0}", error);
  }
  if (!problem.empty()) return problem;
  programs_.push_back(ProgramState{entry, false, {}, 0, {}});
  programs_.back().thisRunOnly = !remember;
  if (remember) rememberApproval(entry);  // added here by the user: their say
  watchCommand(entry);
  start(entry);
  if (remember && changed_) changed_();
  return {};
}

void ProgramList::remove(const std::string& name) {
  const auto it =
      std::find_if(programs_.begin(), programs_.end(), [&](const ProgramState& p) { return p.entry.name == name; });
  if (it == programs_.end()) return;
  const bool saved = !it->thisRunOnly;
  programs_.erase(it);
  watched_.erase(name);
  // On the worker, after any request in progress: the program may be answering one.
  runner_.post(text("Stopping {0}", name), [name](SearchBudget&) -> BackgroundJob::Finish {
    ext::removeOutside(name);
    return nullptr;
  });
  if (saved && changed_) changed_();
}

void ProgramList::restart(const std::string& name) {
  if (const ProgramState* p = find(name); p && !p->waitsForApproval) start(p->entry);
}

void ProgramList::start(const ProgramEntry& entry) {
  // Starting forks and execs, and stopping the old one reaps it: both on the worker, never in a frame.
  runner_.post(
      text("Starting {0}", entry.name),
      [this, entry, limits = limits_](SearchBudget&) -> BackgroundJob::Finish {
        ext::removeOutside(entry.name);
        std::string error;
        const bool started =
            ext::addOutside(entry.game, entry.name, entry.command, entry.workDir, limits, error) != nullptr;
        return [this, entry, started, error] {
          ProgramState* p = findMutable(entry.name);
          if (!p || p->entry != entry) return;  // removed or replaced meanwhile
          p->running = started;
          p->problem = error;
          ++p->generation;
        };
      },
      "start " + entry.name);
}

const ProgramState* ProgramList::find(const std::string& name) const {
  const auto it =
      std::find_if(programs_.begin(), programs_.end(), [&](const ProgramState& p) { return p.entry.name == name; });
  return it == programs_.end() ? nullptr : &*it;
}

ProgramState* ProgramList::findMutable(const std::string& name) { return const_cast<ProgramState*>(find(name)); }

int ProgramList::generation(const std::string& name) const {
  const ProgramState* p = find(name);
  return p ? p->generation : -1;
}

std::vector<std::string> ProgramList::runningNames(std::string_view game) const {
  std::vector<std::string> names;
  for (const ProgramState& p : programs_)
    if (p.entry.game == game && p.running) names.push_back(p.entry.name);
  return names;
}

fs::path ProgramList::folderOf(const std::string& name) const {
  const ProgramState* p = find(name);
  if (p && !p->entry.workDir.empty()) return fs::path(p->entry.workDir);
  std::error_code ec;
  return fs::current_path(ec);
}

void ProgramList::noteAnswer(const std::string& name, const Trace& trace, std::vector<std::string> stderrLines) {
  ProgramState* p = findMutable(name);
  if (!p) return;
  p->stderrLines = std::move(stderrLines);
  for (const Step& s : trace.steps)
    if (!s.file.empty()) watch(name, s.file);
}

void ProgramList::watch(const std::string& name, const fs::path& file) {
  const fs::path full = file.is_absolute() ? file : folderOf(name) / file;
  auto& files = watched_[name];
  if (files.count(full) || files.size() >= 32) return;  // a program names a handful of files
  Watched w;
  std::error_code ec;
  w.mtime = fs::last_write_time(full, ec);
  w.exists = !ec;
  files.emplace(full, w);
}

void ProgramList::watchCommand(const ProgramEntry& entry) {
  std::string error;
  const auto words = ext::splitCommand(entry.command, error);
  if (!words) return;
  for (std::size_t i = 0; i < words->size(); ++i) {
    const std::string& w = (*words)[i];
    // argv[0] found on PATH (python3, java) is no source; one given by path (./check) is.
    if (w.empty() || w[0] == '-' || (i == 0 && w.find('/') == std::string::npos)) continue;
    const fs::path full = fs::path(w).is_absolute() ? fs::path(w) : folderOf(entry.name) / w;
    std::error_code ec;
    if (fs::is_regular_file(full, ec)) watch(entry.name, w);
  }
}

std::vector<fs::path> ProgramList::watchedFiles(const std::string& name) const {
  std::vector<fs::path> out;
  if (const auto it = watched_.find(name); it != watched_.end())
    for (const auto& [path, w] : it->second) out.push_back(path);
  return out;
}

std::vector<std::string> ProgramList::tick(std::chrono::steady_clock::time_point now) {
  std::vector<std::string> restarted;
  if (now < nextWatch_) return restarted;
  nextWatch_ = now + kWatchEvery;
  for (auto& [name, files] : watched_) {
    bool changed = false;
    for (auto& [path, w] : files) {
      std::error_code ec;
      const auto mtime = fs::last_write_time(path, ec);
      const bool exists = !ec;
      // An editor that saves by rename makes the file vanish for a moment: wait until it is back.
      if (exists && (!w.exists || mtime != w.mtime)) changed = true;
      w.exists = exists;
      if (exists) w.mtime = mtime;
    }
    if (changed && find(name)) restarted.push_back(name);
  }
  for (const std::string& name : restarted) restart(name);
  return restarted;
}

std::string unconfiguredProgramMessage(const std::string& algo, const std::string& fallback) {
  if (ext::isOutsideName(algo))
    return text(
        "This file asks to run the command {0}: files never start programs. Add it under Your programs, "
        "give it a name, and name that in the file. Showing the board with {1}.",
        algo.substr(ext::kPrefix.size()), fallback);
  return text(
      "This file names the algorithm {0}, which is neither built in nor one of your programs: add it under "
      "Your programs to run it. Showing the board with {1}.",
      algo, fallback);
}

}  // namespace boardlab::ui
