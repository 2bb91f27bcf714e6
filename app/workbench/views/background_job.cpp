#include "app/workbench/views/background_job.hpp"

#include <algorithm>
#include <cmath>
#include <system_error>

#include "app/workbench/views/ui_text.hpp"

namespace boardlab::ui {

BackgroundJob::~BackgroundJob() {
  if (!thread_.joinable()) return;
  budget_->cancel();
  thread_.join();  // the answer of a cancelled job is dropped with the view it was for
}

bool BackgroundJob::start(std::string label, Work work, std::chrono::milliseconds timeLimit, std::size_t maxStates) {
  if (busy()) return false;
  label_ = std::move(label);
  budget_ = std::make_shared<SearchBudget>(maxStates, timeLimit);
  done_ = std::make_shared<std::atomic<bool>>(false);
  finish_ = std::make_shared<Finish>();
  // The worker holds its own references, so nothing it touches goes away under it.
  auto run = [work = std::move(work), done = done_, finish = finish_](const std::shared_ptr<SearchBudget>& budget) {
    try {
      *finish = work(*budget);
    } catch (...) {
      // Work reports its own errors through Finish; anything else must not end the program.
      *finish = nullptr;
    }
    done->store(true, std::memory_order_release);
  };
  try {
    thread_ = std::thread(run, budget_);
  } catch (const std::system_error&) {
    // No thread can start (the web page has none yet, docs/web.md): the work runs here, and the next poll()
    // applies it as it would a worker's. Nothing is drawn meanwhile, so its time is cut to a few seconds:
    // a search that needs more says it ran out of time, as it would at its own limit.
    constexpr std::chrono::milliseconds kHereLimit{3000};
    budget_ =
        std::make_shared<SearchBudget>(maxStates, timeLimit.count() > 0 ? std::min(timeLimit, kHereLimit) : kHereLimit);
    ranHere_ = true;
    run(budget_);
  }
  return true;
}

bool BackgroundJob::poll() {
  if (ranHere_) {
    ranHere_ = false;
  } else {
    if (!thread_.joinable() || !done_->load(std::memory_order_acquire)) return false;
    thread_.join();  // finished already: returns at once
  }
  Finish finish = std::move(*finish_);
  if (finish) finish();
  return true;
}

void BackgroundJob::cancel() {
  if (busy()) budget_->cancel();
}

void BackgroundJob::wait() {
  if (!thread_.joinable()) {
    poll();  // a job that ran here is applied; an idle one does nothing
    return;
  }
  while (!done_->load(std::memory_order_acquire)) std::this_thread::sleep_for(std::chrono::milliseconds(1));
  poll();
}

bool BackgroundJob::drawProgress() {
  if (!busy()) return false;
  const float fraction = budget_->fraction();
  // Without a known total, the bar sweeps so that the user sees the search is alive.
  const double seconds = budget_->elapsedSeconds();
  const float shown = fraction >= 0.0f ? fraction : static_cast<float>(std::fmod(seconds / 2.0, 1.0));
  // A job that knows its total counts what it did of it (moves, pairs); a search counts its states.
  const std::string overlay =
      budget_->total() > 0
          ? text("{0}: {1} of {2}, {3} s", label_, budget_->done(), budget_->total(), static_cast<int>(seconds))
          : text("{0}: {1} states, {2} s", label_, budget_->states(), static_cast<int>(seconds));
  ImGui::ProgressBar(shown, ImVec2(-ImGui::GetFontSize() * 6, 0), overlay.c_str());
  ImGui::SameLine();
  const bool cancel = ImGui::Button(tr("Cancel##background job"));
  cancelRect_ = {ImGui::GetItemRectMin(), ImGui::GetItemRectMax()};
  if (cancel) budget_->cancel();
  return cancel;
}

}  // namespace boardlab::ui
