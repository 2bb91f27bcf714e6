#pragma once
// Where a background job's work runs, off the frame. The desktop gives each run a thread of its own; the web
// page has no threads (no SharedArrayBuffer on a plain static host or file://), so its platform installs a
// starter of its own that runs the work on a fiber between frames, paused at every look a search takes at
// its budget (platform/page_workers.cpp). Either way the frame never waits: it asks finished() and only then
// lets the run go.

#include <functional>
#include <memory>

namespace boardlab::ui {

class WorkerRun {
 public:
  virtual ~WorkerRun() = default;
  // The body has returned (or thrown: a body reports its own errors, anything else is dropped).
  virtual bool finished() const = 0;
  // Waits for the body to return: at once after finished(). Before that the desktop blocks (tests and
  // shutdown, after a cancel), and the page, which cannot wait, drops the run where it paused: it never
  // resumes, so it touches nothing of its owner again.
  virtual void join() = 0;
};

using WorkerStarter = std::function<std::unique_ptr<WorkerRun>(std::function<void()> body)>;

// Starts `body` off the frame; nullptr when no worker can start (the caller runs the work itself, cut short).
std::unique_ptr<WorkerRun> startWorker(std::function<void()> body);
// The platform's own way to start a run; until one is set (and after an empty one), a thread per run.
void setWorkerStarter(WorkerStarter starter);

}  // namespace boardlab::ui
