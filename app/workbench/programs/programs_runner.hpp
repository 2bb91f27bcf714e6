#pragma once
// Everything the workbench asks of the user's own programs runs here, one task at a time on a
// worker thread: starting and restarting a program, analysing a move with it. The UI thread only posts
// tasks and, once a frame, applies the answer of a finished one; it never waits on a program (a program
// that hangs costs the worker its time limit, never a frame). Built on BackgroundJob.

#include <deque>
#include <functional>
#include <string>

#include "app/workbench/views/background_job.hpp"

namespace boardlab::ui {

class ProgramRunner {
 public:
  using Work = BackgroundJob::Work;

  // What cancel() does to a task.
  enum class OnCancel : unsigned char {
    Nothing,  // it runs to its end (starting or stopping a program)
    Drop,     // dropped, or its answer thrown away when it runs (a question whose answer nobody waits for)
    Stop,     // its budget cancelled (when it runs, or as it starts): its answer still comes and says how far it got
  };
  // Queues `work`. A task with a non-empty `replaceKey` replaces a queued (not yet started) task with the
  // same key: only the newest analysis of a kind matters. `dropped` runs on the UI thread when the task is
  // dropped unanswered (replaced, cancelled while queued, or its answer thrown away): whoever waits for the
  // answer learns that none comes, whichever progress bar's Cancel did it.
  void post(std::string label, Work work, std::string replaceKey = {}, OnCancel onCancel = OnCancel::Nothing,
            std::function<void()> dropped = {});
  // Once a frame: applies a finished task's answer and starts the next queued one.
  void poll();
  // A task runs or waits.
  bool busy() const { return job_.busy() || !queue_.empty(); }
  // Drop tasks: drops the queued ones and the answer of the running one (its program still gets its time
  // limit to answer; the answer is thrown away). Stop tasks: cancels their budgets, the queued ones' as they
  // start. Nothing tasks run on.
  void cancel();
  // The running task's progress bar with Cancel; true when Cancel was pressed. `beforeCancel` runs then,
  // before cancel(): the owner of the bar marks what it cancels before the tasks are dropped.
  bool drawProgress(const std::function<void()>& beforeCancel = {});
  // Blocks until every task is done and applied: tests and shutdown only, never a frame.
  void wait();
  // What the running task does ("" when idle).
  std::string label() const { return job_.busy() ? job_.label() : std::string(); }
  // Where the progress bar's Cancel was drawn last (screen coordinates; tests click it).
  const std::pair<ImVec2, ImVec2>& cancelRect() const { return job_.cancelRect(); }

 private:
  struct Task {
    std::string label, key;
    Work work;
    OnCancel onCancel = OnCancel::Nothing;
    std::function<void()> dropped;
    bool cancelled = false;  // a Stop task cancelled while queued: it runs with its budget cancelled, to say so
  };
  void startNext();

  BackgroundJob job_;
  std::deque<Task> queue_;
  OnCancel running_ = OnCancel::Nothing;
  unsigned long long dropBefore_ = 0;  // answers of tasks numbered below this are dropped
  unsigned long long started_ = 0;     // tasks started so far
};

}  // namespace boardlab::ui
