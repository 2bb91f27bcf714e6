#pragma once
// Grade a class: a teacher opens or drops students' programs (.js, .py) into this window, picks the reference
// algorithm, the seed and the number of random inputs, and grades them one after another. Each program's
// search is the engine's (engine/grade: the same as `boardlab-cli grade`, so the same seed gives the same
// verdicts and boards); the window shows each verdict as it comes, with progress and Cancel, and saves the
// report as one .zip (report.md, report.json, grades.csv, report.html and a board per failing program), which
// the page hands to the browser's downloads. The grading runs on a worker (a thread, or the page's fiber:
// views/worker.hpp); the frame never waits for it, and destruction cancels and joins it.

#include <atomic>
#include <filesystem>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <imgui.h>

#include "app/workbench/views/worker.hpp"
#include "engine/ext/program.hpp"
#include "engine/grade/report.hpp"

namespace boardlab::ui {

class GradeWindow {
 public:
  GradeWindow() = default;
  GradeWindow(const GradeWindow&) = delete;
  GradeWindow& operator=(const GradeWindow&) = delete;
  ~GradeWindow();

  // Opens the window, on `game` when it can be graded and no grading runs (else the game chosen before).
  void show(std::string_view game);
  bool visible() const { return visible_; }
  // Adds a program's source file (a .js or .py the user opened or dropped while the window is open) under
  // its file's name, made a valid and unused one. The file is copied as it is now into a folder of its own
  // (a scratch folder the window removes): it is graded as added, two students' main.py are two programs,
  // and the page's copy of an opened file, which the next file of that name replaces, is read at once.
  // A .zip (a course site's download of the submissions) adds each .js and .py inside it, named after its
  // folder (the student's: "alice/check.py" is alice) or, at the top, after its file.
  // Returns what the window says about it.
  std::string addFile(const std::filesystem::path& file);
  // Files that addFile() takes: a program's source or a .zip of them.
  static bool takes(const std::filesystem::path& file);
  // Who opens files for "Add programs..." (the platform's picker or the file browser), and who saves the
  // report (the shell's Save as, with this name suggested).
  void setAddFiles(std::function<void()> add) { addFiles_ = std::move(add); }
  void setSaveReport(std::function<void(const std::string& suggested)> save) { saveReport_ = std::move(save); }
  // Who opens a counterexample's share link (the reference at its verdict, as report.html's links do).
  void setOpenLink(std::function<void(const std::string& link)> open) { openLink_ = std::move(open); }
  // Whether a name is taken by one of the user's own programs (Your programs, in whatever state): a graded
  // program is registered under its name while it is graded, so it never takes one of theirs.
  void setNameTaken(std::function<bool(const std::string&)> taken) { nameTaken_ = std::move(taken); }
  // The limits every graded program gets (Your programs' own: docs/limits.md's), asked at each start.
  void setLimits(std::function<ext::Limits()> limits) { limits_ = std::move(limits); }

  void draw();
  // Grades every program on a worker (nothing while a grading runs, or with no program to grade).
  void start();
  void cancel() { cancelled_ = true; }
  bool running() const;
  // Running, or done with its worker not yet let go (the frames go on until one has drawn the end).
  bool busy() const { return running() || worker_ != nullptr; }
  // Blocks until the grading ends: tests only, never a frame.
  void wait();

  // The report of what was graded (all of it once done; a cancelled run's graded part), as its files and
  // as one .zip; empty before anything was graded.
  std::vector<std::pair<std::string, std::string>> reportFiles() const;
  std::string reportZip() const;
  // What the window shows, for tests and the page's test hook: each program's name, command and verdict
  // line ("" until graded), and the one being graded with its inputs tried.
  struct Row {
    std::string name, command, verdict;
    bool failedToGrade = false;  // anything but passed
    std::string share;           // its counterexample's share link, when it has one
  };
  std::vector<Row> rows() const;
  int gradedCount() const;
  // The middles of its buttons as last drawn (screen coordinates; tests click them), (0, 0) when not drawn.
  struct Buttons {
    ImVec2 seed, tries, add, grade, save;
  };
  const Buttons& buttons() const { return buttons_; }
  const grade::GradeRun& run() const { return run_; }
  void setRun(const grade::GradeRun& run) { run_ = run; }  // tests: the options without the widgets

 private:
  struct Program {
    grade::GradeEntry entry;
    std::string workDir;           // its copy's folder
    std::filesystem::path source;  // the file the user gave
    std::string content;           // as it was added
  };
  // Adds one source, `content` from `source` (a file, or an entry of a zip below the zip's path), written as
  // `fileName` and named after `namedAs`'s stem; "" when added, else why not.
  std::string addSource(const std::filesystem::path& source, const std::string& fileName,
                        const std::filesystem::path& namedAs, std::string content);
  std::string addZip(const std::filesystem::path& zip);
  void drawOptions();
  void drawPrograms();
  void letWorkerGo();

  bool visible_ = false;
  grade::GradeRun run_ = [] {
    grade::GradeRun r;
    r.out.clear();  // nothing is written to a folder: the report is saved as one zip
    return r;
  }();
  int gameIndex_ = 0, referenceIndex_ = 0, ruleIndex_ = 0;
  std::vector<Program> programs_;
  std::string said_;  // the window's last line about an added file or a refused start
  Buttons buttons_;
  std::function<ext::Limits()> limits_;
  std::function<void()> addFiles_;
  std::function<void(const std::string&)> saveReport_;
  std::function<void(const std::string&)> openLink_;
  std::function<bool(const std::string&)> nameTaken_;
  std::filesystem::path scratch_;  // the added files' copies, one folder each; removed with the window
  int copies_ = 0;
  bool listChanged_ = false;  // added to or cleared since the last Grade: the list is shown, not the run

  // Shared with the worker: the grades so far (by index into graded_ programs), under mutex_.
  mutable std::mutex mutex_;
  std::vector<Program> graded_;                      // the programs of the run under way or last run
  std::vector<std::optional<grade::Grade>> grades_;  // one per graded_ entry, filled as each ends
  grade::GradeRun gradedRun_;                        // the options it ran with
  std::atomic<int> current_{-1}, currentTried_{0};   // the program being graded, and its inputs tried so far
  std::atomic<bool> cancelled_{false}, runDone_{true};
  std::unique_ptr<WorkerRun> worker_;
};

}  // namespace boardlab::ui
