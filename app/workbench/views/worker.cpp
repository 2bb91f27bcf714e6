#include "app/workbench/views/worker.hpp"

#include <atomic>
#include <system_error>
#include <thread>
#include <utility>

namespace boardlab::ui {
namespace {

class ThreadRun final : public WorkerRun {
 public:
  explicit ThreadRun(std::function<void()> body)
      : finished_(std::make_shared<std::atomic<bool>>(false)), thread_([body = std::move(body), finished = finished_] {
          try {
            body();
          } catch (...) {
            // A body reports its own errors; anything else must not end the program.
          }
          finished->store(true, std::memory_order_release);
        }) {}
  ~ThreadRun() override { join(); }
  bool finished() const override { return finished_->load(std::memory_order_acquire); }
  void join() override {
    if (thread_.joinable()) thread_.join();
  }

 private:
  std::shared_ptr<std::atomic<bool>> finished_;  // before thread_: set up before the thread starts
  std::thread thread_;
};

WorkerStarter& installedStarter() {
  static WorkerStarter installed;
  return installed;
}

}  // namespace

std::unique_ptr<WorkerRun> startWorker(std::function<void()> body) {
  if (installedStarter()) return installedStarter()(std::move(body));
  try {
    return std::make_unique<ThreadRun>(std::move(body));
  } catch (const std::system_error&) {
    return nullptr;  // no thread can start
  }
}

void setWorkerStarter(WorkerStarter starter) { installedStarter() = std::move(starter); }

}  // namespace boardlab::ui
