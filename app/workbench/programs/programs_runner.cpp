#include "app/workbench/programs/programs_runner.hpp"

#include <algorithm>
#include <thread>

namespace boardlab::ui {

void ProgramRunner::post(std::string label, Work work, std::string replaceKey, OnCancel onCancel) {
  if (!replaceKey.empty()) {
    const auto same = std::find_if(queue_.begin(), queue_.end(), [&](const Task& t) { return t.key == replaceKey; });
    if (same != queue_.end()) {
      *same = Task{std::move(label), std::move(replaceKey), std::move(work), onCancel};
      return;
    }
  }
  queue_.push_back(Task{std::move(label), std::move(replaceKey), std::move(work), onCancel});
  startNext();
}

void ProgramRunner::startNext() {
  if (job_.busy() || queue_.empty()) return;
  Task task = std::move(queue_.front());
  queue_.pop_front();
  const unsigned long long number = started_++;
  running_ = task.onCancel;
  // The answer is applied only if no cancel() came after the task started.
  job_.start(task.label,
             [this, number, cancelled = task.cancelled,
              work = std::move(task.work)](SearchBudget& budget) -> BackgroundJob::Finish {
               if (cancelled) budget.cancel();
               BackgroundJob::Finish finish = work(budget);
               return [this, number, finish = std::move(finish)] {
                 if (finish && number >= dropBefore_) finish();
               };
             });
}

void ProgramRunner::poll() {
  job_.poll();
  startNext();
}

void ProgramRunner::cancel() {
  std::erase_if(queue_, [](const Task& t) { return t.onCancel == OnCancel::Drop; });
  for (Task& t : queue_) t.cancelled = t.cancelled || t.onCancel == OnCancel::Stop;
  if (!job_.busy() || running_ == OnCancel::Nothing) return;
  if (running_ == OnCancel::Drop) dropBefore_ = started_;
  job_.cancel();
}

bool ProgramRunner::drawProgress() {
  if (!job_.drawProgress()) return false;
  cancel();
  return true;
}

void ProgramRunner::wait() {
  while (busy()) {
    job_.wait();
    startNext();
  }
}

}  // namespace boardlab::ui
