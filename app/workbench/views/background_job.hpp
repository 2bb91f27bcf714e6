#pragma once
// One search at a time run off the UI thread (solve, still solvable?, hint on a big board, generate),
// with progress and Cancel. The worker (a thread, or the page's fiber: views/worker.hpp) gets a SearchBudget
// and returns the code that applies its answer; poll(), called once per frame on the UI thread, runs that code
// once the worker is done. The frame never waits for a running worker: it only joins one that has already
// finished. Destruction cancels the worker and joins it (budgets are honoured within milliseconds, so that is
// quick; the page drops it instead).

#include <chrono>
#include <functional>
#include <memory>
#include <string>
#include <utility>

#include <imgui.h>

#include "app/workbench/views/worker.hpp"
#include "engine/core/budget.hpp"

namespace boardlab::ui {

class BackgroundJob {
 public:
  using Finish = std::function<void()>;               // runs on the UI thread, in poll()
  using Work = std::function<Finish(SearchBudget&)>;  // runs on the worker thread

  BackgroundJob() = default;
  BackgroundJob(const BackgroundJob&) = delete;
  BackgroundJob& operator=(const BackgroundJob&) = delete;
  ~BackgroundJob();

  // Starts `work` on a worker with a budget of `timeLimit` (zero: none) and `maxStates`. False,
  // and nothing started, while another job is busy: the caller says so (one search at a time).
  bool start(std::string label, Work work, std::chrono::milliseconds timeLimit = {},
             std::size_t maxStates = SearchBudget::kNoStateLimit);
  // A job is running, or done and waiting for poll() to apply it.
  bool busy() const { return run_ != nullptr || ranHere_; }
  // Once per frame: when the worker is done, joins it and runs its Finish. True when it applied one.
  bool poll();
  // Asks the worker to stop; its Finish still runs (and says it was cancelled) at the next poll().
  void cancel();
  // Blocks until the job ends, then applies it: tests and shutdown only, never a frame.
  void wait();
  const std::string& label() const { return label_; }
  // The running budget (states searched, share done, elapsed time); null when idle.
  const SearchBudget* budget() const { return budget_.get(); }
  // Draws "label: N states, T s" with a progress bar and a Cancel button while busy. True when Cancel
  // was pressed this frame.
  bool drawProgress();
  // Where the Cancel button was drawn last (screen coordinates; tests click it).
  const std::pair<ImVec2, ImVec2>& cancelRect() const { return cancelRect_; }
  // What the last progress bar drawn by any job showed, for the page's test hook (tests/web/): the label, the
  // states searched, the middle of its Cancel button, ImGui's frame count when it was drawn, and how full its
  // bar was (-1: no bar, the search's progress being unknown).
  struct Shown {
    std::string label;
    std::size_t states;
    ImVec2 cancel;
    int frame;
    float bar;
  };
  static const Shown& lastShown();

 private:
  std::pair<ImVec2, ImVec2> cancelRect_;
  std::string label_;
  std::shared_ptr<SearchBudget> budget_;
  std::shared_ptr<Finish> finish_;
  std::unique_ptr<WorkerRun> run_;
  bool ranHere_ = false;  // no worker could start: the work ran in start(), its Finish waits for poll()
};

}  // namespace boardlab::ui
