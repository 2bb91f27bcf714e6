#include "app/workbench/views/counterexample.hpp"

#include <chrono>
#include <stdexcept>

#include <imgui.h>

#include "app/workbench/views/style.hpp"
#include "app/workbench/views/ui_text.hpp"
#include "engine/core/game_module.hpp"
#include "engine/diff/game_search.hpp"
#include "engine/ext/outside.hpp"

namespace boardlab::ui {

namespace {}  // namespace

std::vector<std::string> CounterexampleFinder::algorithmNames() const {
  if (!game_) return {};
  std::vector<std::string> names = boardlab::algorithmNames(*game_);  // not this class's own
  if (moreAlgorithms_)
    for (std::string& n : moreAlgorithms_(game_->name)) names.push_back(std::move(n));
  return names;
}

void CounterexampleFinder::show(std::string_view gameName, const std::string& variant) {
  game_ = findGame(gameName);
  if (!game_) throw std::logic_error("the finder was shown for a game nobody registered: " + std::string(gameName));
  // A finished search of another game would show its result under this game's algorithms: forget it. One
  // still running goes on and is shown, as the user started it.
  if (search_ && search_->done() && searchGame_ != gameName) {
    letWorkerGo();  // done: returns at once
    forgetSearch();
  }
  visible_ = true;
  const GameModule& game = *game_;
  const std::vector<std::string> names = algorithmNames();
  const auto indexOf = [&](const std::string& n) {
    for (std::size_t i = 0; i < names.size(); ++i)
      if (names[i] == n) return static_cast<int>(i);
    return -1;
  };
  // B: the variant on screen (or the first one with a corrected peer); A: its corrected peer. A user's
  // program is held against the game's corrected reference, the first of its list (scan, corners).
  const std::vector<AlgorithmName> builtins = game.algorithms();
  const auto peerOf = [&](const std::string& n) {
    for (const AlgorithmName& a : builtins)
      if (a.name == n) return a.correctedPeer;
    return std::string();
  };
  const bool program = indexOf(variant) >= static_cast<int>(builtins.size());
  std::string b = variant;
  if (!program && (indexOf(b) < 0 || indexOf(peerOf(b)) < 0))
    for (const AlgorithmName& a : builtins)
      if (indexOf(a.correctedPeer) >= 0) {
        b = a.name;
        break;
      }
  algoB_ = indexOf(b);
  algoA_ = program ? 0 : indexOf(peerOf(b));
  maxSize_ = game.defaultLargestSide;
}

CounterexampleFinder::~CounterexampleFinder() {
  if (search_) search_->cancel();
  letWorkerGo();  // a cancelled search ends within milliseconds
}

void CounterexampleFinder::forgetSearch() {
  search_.reset();
  summary_ = nullptr;  // they read the search: never one without the other
  open_ = nullptr;
  searchGame_.clear();
  openRect_ = {};  // its button went with it
}

void CounterexampleFinder::letWorkerGo() {
  if (!worker_) return;
  worker_->join();
  // A run the page could not wait for was dropped unfinished: its search is over too, rather than shown as
  // running for ever.
  if (!worker_->finished()) forgetSearch();
  worker_.reset();
}

void CounterexampleFinder::wait() { letWorkerGo(); }

void CounterexampleFinder::start() {
  if (running()) return;
  letWorkerGo();  // done already: returns at once
  error_.clear();
  searchGame_.clear();
  openRect_ = {};      // the last search's Open button, until this one draws its own
  if (!game_) return;  // never shown: no game to search
  const GameModule& game = *game_;
  try {
    const std::vector<std::string> names = algorithmNames();
    const int count = static_cast<int>(names.size());
    if (algoA_ < 0 || algoA_ >= count || algoB_ < 0 || algoB_ >= count)
      throw std::invalid_argument(tr("Choose two algorithms."));
    diff::RandomSearchRequest r;
    r.algoA = names[static_cast<std::size_t>(algoA_)];
    r.algoB = names[static_cast<std::size_t>(algoB_)];
    r.seed = static_cast<std::uint64_t>(seed_);
    r.maxTries = maxTries_;
    r.maxSize = maxSize_;
    GameSearch made = makeSearch_ ? makeSearch_(game.name, r) : GameSearch{};
    if (!made.search) throw std::invalid_argument("no counterexample search for " + std::string(game.name));
    search_ = std::move(made.search);
    summary_ = std::move(made.summary);
    open_ = std::move(made.open);
    // A finding about a user's program is checked again on a fresh start of it before it is shown.
    search_->setFreshStart([programs = std::vector<std::string>{r.algoA, r.algoB}] { ext::restartOutside(programs); });
    searchGame_ = game.name;  // its result is read and opened by that game's view (summary_, open_)
  } catch (const std::exception& e) {
    forgetSearch();
    error_ = e.what();
    return;
  }
  worker_ = startWorker([search = search_.get()] { search->run(); });
  if (!worker_) {
    // No worker can start: the search runs here, cut to a few seconds as BackgroundJob cuts its work.
    search_->setTimeLimit(std::chrono::seconds(3));
    search_->run();
  }
}

void CounterexampleFinder::draw() {
  // The search goes on whether or not the window is drawn; a finished worker is joined (at once).
  if (worker_ && worker_->finished()) letWorkerGo();
  if (!visible_) return;
  ImGui::SetNextWindowSize(fittedWindowSize(30, 0), ImGuiCond_Appearing);
  if (ImGui::Begin(trId("Find a counterexample").c_str(), &visible_, ImGuiWindowFlags_AlwaysAutoResize)) {
    drawOptions();
    drawProgress();
  }
  ImGui::End();
}

void CounterexampleFinder::drawOptions() {
  const GameModule& game = *game_;  // drawn only once shown
  const std::vector<std::string> names = algorithmNames();
  // A program removed since shortens the list: fall back to the first entry.
  const int count = static_cast<int>(names.size());
  if (algoA_ < 0 || algoA_ >= count) algoA_ = 0;
  if (algoB_ < 0 || algoB_ >= count) algoB_ = 0;
  wrappedText(
      text("Searches seeded random {0} for one where the two algorithms answer differently, then makes it "
           "as small as it can while they still differ.",
           tr(std::string(game.randomInputs))));
  ImGui::BeginDisabled(running());
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 12);
  combo(tr("Algorithm A"), algoA_, names);
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 12);
  combo(tr("Algorithm B"), algoB_, names);
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 8);
  ImGui::InputInt(tr("Seed"), &seed_);
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 8);
  ImGui::InputInt(tr("Tries"), &maxTries_, 100, 1000);
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 8);
  ImGui::InputInt(tr("Largest side"), &maxSize_);
  maxTries_ = std::clamp(maxTries_, 1, 100'000);
  maxSize_ = std::clamp(maxSize_, game.smallestSide, game.largestSide);
  if (ImGui::Button(tr("Search"))) start();
  ImGui::EndDisabled();
  if (running()) {
    ImGui::SameLine();
    if (ImGui::Button(tr("Cancel"))) search_->cancel();
  }
  if (!error_.empty()) ImGui::TextColored(ImVec4(1, 0.45f, 0.35f, 1), "%s", error_.c_str());
}

void CounterexampleFinder::drawProgress() {
  if (!search_) return;
  const diff::SearchProgress p = search_->progress();
  const float fraction = p.maxTries > 0 ? static_cast<float>(p.tried) / static_cast<float>(p.maxTries) : 0.0f;
  const std::string label =
      text("{0}: {1} tried, {2} shrink steps ({3} tested)", tr(std::string(diff::searchStateName(p.state))), p.tried,
           p.shrinkSteps, p.shrinkTested);
  ImGui::ProgressBar(p.state == diff::SearchState::Searching ? fraction : 1.0f, ImVec2(-1, 0), label.c_str());
  if (!search_->done()) return;
  const std::string summary = summary_ ? summary_() : "";
  if (!summary.empty()) {
    ImGui::TextWrapped("%s", summary.c_str());
    const bool clicked = ImGui::Button(tr("Open it at the first difference"));
    openRect_ = {ImGui::GetItemRectMin(), ImGui::GetItemRectMax()};
    if (clicked && open_) open_();
  } else if (p.state == diff::SearchState::NotFound) {
    ImGui::TextWrapped(tr("They agreed on all %d inputs tried."), p.tried);
  } else if (p.state == diff::SearchState::Faulted) {
    const diff::ProgramFault& f = search_->fault();
    ImGui::TextWrapped("%s",
                       text("{0} failed on input {1}, and again after a fresh start: a failure of the program, not a "
                            "difference. {2}",
                            f.algo, f.tryIndex + 1, f.message)
                           .c_str());
  } else if (p.state == diff::SearchState::Intermittent) {
    ImGui::TextWrapped("%s",
                       tr("A difference was found but did not come back the same on a fresh start: intermittent, "
                          "not a verdict (a program answering at random, or depending on what it was asked before)."));
  }
  if (p.intermittentFaults > 0 && p.state != diff::SearchState::Faulted)
    ImGui::TextWrapped("%s", text("{0} program failure(s) did not happen again on a fresh start; the first: {1}",
                                  p.intermittentFaults, search_->fault().message)
                                 .c_str());
}

}  // namespace boardlab::ui
