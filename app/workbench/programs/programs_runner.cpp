#include "app/workbench/programs/programs_runner.hpp"

#include <algorithm>
#include <thread>
#include <vector>

namespace boardlab::ui {

void ProgramRunner::post(std::string label, Work work, std::string replaceKey, OnCancel onCancel,
                         std::function<void()> dropped) {
  Task task{std::move(label), std::move(replaceKey), std::move(work), onCancel, std::move(dropped)};
  if (!task.key.empty()) {
    const auto same = std::find_if(queue_.begin(), queue_.end(), [&](const Task& t) { return t.key == task.key; });
    if (same != queue_.end()) {
      std::function<void()> replaced = std::move(same->dropped);
      *same = std::move(task);
      if (replaced) replaced();
      return;
    }
  }
  queue_.push_back(std::move(task));
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
             [this, number, cancelled = task.cancelled, work = std::move(task.work),
              dropped = std::move(task.dropped)](SearchBudget& budget) -> BackgroundJob::Finish {
               if (cancelled) budget.cancel();
               BackgroundJob::Finish finish = work(budget);
               return [this, number, finish = std::move(finish), dropped] {
                 if (number < dropBefore_) {
                   if (dropped) dropped();
                 } else if (finish) {
                   finish();
                 }
               };
             });
}

void ProgramRunner::poll() {
  job_.poll();
  startNext();
}

void ProgramRunner::cancel() {
  std::vector<std::function<void()>> dropped;
  std::erase_if(queue_, [&](Task& t) {
    if (t.onCancel != OnCancel::Drop) return false;
    if (t.dropped) dropped.push_back(std::move(t.dropped));
    return true;
  });
  for (const auto& d : dropped) d();
  for (Task& t : queue_) t.cancelled = t.cancelled || t.onCancel == OnCancel::Stop;
  if (!job_.busy() || running_ == OnCancel::Nothing) return;
  if (running_ == OnCancel::Drop) dropBefore_ = started_;
  job_.cancel();
}

bool ProgramRunner::drawProgress(const std::function<void()>& beforeCancel) {
  if (!job_.drawProgress()) return false;
  if (beforeCancel) beforeCancel();
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
