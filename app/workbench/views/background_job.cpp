#include "app/workbench/views/background_job.hpp"

#include <algorithm>
#include <cmath>

#include "app/workbench/views/ui_text.hpp"

namespace boardlab::ui {
namespace {
BackgroundJob::Shown lastProgressShown{{}, 0, ImVec2(), -1, -1.0f};
}  // namespace

const BackgroundJob::Shown& BackgroundJob::lastShown() { return lastProgressShown; }

BackgroundJob::~BackgroundJob() {
  if (!run_) return;
  budget_->cancel();
  run_->join();  // the answer of a cancelled job is dropped with the view it was for
}

bool BackgroundJob::start(std::string label, Work work, std::chrono::milliseconds timeLimit, std::size_t maxStates) {
  if (busy()) return false;
  label_ = std::move(label);
  budget_ = std::make_shared<SearchBudget>(maxStates, timeLimit);
  finish_ = std::make_shared<Finish>();
  // The worker holds its own references, so nothing it touches goes away under it.
  auto run = [work = std::move(work), finish = finish_](const std::shared_ptr<SearchBudget>& budget) {
    try {
      *finish = work(*budget);
    } catch (...) {
      // Work reports its own errors through Finish; anything else must not end the program.
      *finish = nullptr;
    }
  };
  run_ = startWorker([run, budget = budget_] { run(budget); });
  if (!run_) {
    // No worker can start: the work runs here, and the next poll() applies it as it would a worker's.
    // Nothing is drawn meanwhile, so its time is cut to a few seconds: a search that needs more says it ran
    // out of time, as it would at its own limit.
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
    if (!run_ || !run_->finished()) return false;
    run_->join();  // finished already: returns at once
    run_.reset();
  }
  Finish finish = std::move(*finish_);
  if (finish) finish();
  return true;
}

void BackgroundJob::cancel() {
  if (busy()) budget_->cancel();
}

void BackgroundJob::wait() {
  if (run_) {
    run_->join();
    if (!run_->finished()) {
      run_.reset();  // the page cannot wait: the run was dropped, and with it its answer
      return;
    }
  }
  poll();
}

bool BackgroundJob::drawProgress() {
  if (!busy()) return false;
  // The bar measures something true: what a job did of its known total (moves, pairs), else the share of its
  // budget a search has spent (it ends by the time the bar is full); with neither, there is no bar (a bar that
  // swept round every two seconds said 97% at 7 s and 45% at 35 s) and the counts say the search is alive.
  const float fraction = budget_->fraction();
  const float shown = fraction >= 0.0f ? fraction : budget_->budgetSpent();
  const double seconds = budget_->elapsedSeconds();
  // A job that knows its total counts what it did of it (moves, pairs); a search counts its states.
  const std::string overlay =
      budget_->total() > 0
          ? text("{0}: {1} of {2}, {3} s", label_, budget_->done(), budget_->total(), static_cast<int>(seconds))
          : text("{0}: {1} states, {2} s", label_, budget_->states(), static_cast<int>(seconds));
  if (shown >= 0.0f) {
    ImGui::ProgressBar(shown, ImVec2(-ImGui::GetFontSize() * 6, 0), overlay.c_str());
    if (fraction < 0.0f && ImGui::IsItemHovered())
      ImGui::SetTooltip("%s", tr("The share of the search's budget spent: it stops when the bar is full, or "
                                 "earlier with an answer."));
  } else {
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(overlay.c_str());
  }
  ImGui::SameLine();
  const bool cancel = ImGui::Button(tr("Cancel##background job"));
  cancelRect_ = {ImGui::GetItemRectMin(), ImGui::GetItemRectMax()};
  lastProgressShown = {
      label_, budget_->states(),
      ImVec2((cancelRect_.first.x + cancelRect_.second.x) / 2, (cancelRect_.first.y + cancelRect_.second.y) / 2),
      ImGui::GetFrameCount(), shown};
  if (cancel) budget_->cancel();
  return cancel;
}

}  // namespace boardlab::ui
