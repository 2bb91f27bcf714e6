#include "app/workbench/counterexample.hpp"

#include <stdexcept>

#include <imgui.h>

#include "app/workbench/style.hpp"
#include "app/workbench/ui_text.hpp"
#include "app/workbench/workbench.hpp"
#include "engine/core/game_module.hpp"
#include "engine/diff/game_search.hpp"
#include "engine/gomoku/notation.hpp"

namespace boardlab::ui {

namespace {

// The game's algorithm names, in its module's menu order.
std::vector<std::string> builtinNames(const GameModule& game) {
  std::vector<std::string> names;
  for (const AlgorithmName& a : game.algorithms()) names.push_back(a.name);
  return names;
}

// The module of the game the finder was shown for. The shell still names its games by GameKind (until each
// view names its module), which show() keeps as gomokuGame_.
const GameModule& moduleOf(bool gomoku) { return *findGame(gomoku ? "gomoku" : "link"); }

bool combo(const char* label, int& index, const std::vector<std::string>& names) {
  bool changed = false;
  if (ImGui::BeginCombo(label, names[static_cast<std::size_t>(index)].c_str())) {
    for (std::size_t i = 0; i < names.size(); ++i)
      if (ImGui::Selectable(names[i].c_str(), static_cast<int>(i) == index)) {
        index = static_cast<int>(i);
        changed = true;
      }
    ImGui::EndCombo();
  }
  return changed;
}

}  // namespace

std::vector<std::string> CounterexampleFinder::algorithmNames() const {
  std::vector<std::string> names = builtinNames(moduleOf(gomokuGame_));
  if (moreAlgorithms_)
    for (std::string& n : moreAlgorithms_(gomokuGame_)) names.push_back(std::move(n));
  return names;
}

void CounterexampleFinder::show(GameKind kind, const std::string& variant) {
  visible_ = true;
  gomokuGame_ = kind == GameKind::Gomoku;
  const GameModule& game = moduleOf(gomokuGame_);
  const std::vector<std::string> names = algorithmNames();
  const auto indexOf = [&](const std::string& n) {
    for (std::size_t i = 0; i < names.size(); ++i)
      if (names[i] == n) return static_cast<int>(i);
    return -1;
  };
  // B: the variant on screen (or the first one with a corrected peer); A: its corrected peer. A user's
  // program (issue 16) is held against the game's corrected reference, the first of its list (scan, corners).
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
  if (worker_.joinable()) worker_.join();  // a cancelled search ends within milliseconds
}

void CounterexampleFinder::wait() {
  if (worker_.joinable()) worker_.join();
}

void CounterexampleFinder::start() {
  if (running()) return;
  if (worker_.joinable()) worker_.join();  // done already: returns at once
  error_.clear();
  gomokuSearch_ = nullptr;
  linkSearch_ = nullptr;
  const GameModule& game = moduleOf(gomokuGame_);
  try {
    const std::vector<std::string> names = algorithmNames();
    const int count = static_cast<int>(names.size());
    if (algoA_ < 0 || algoA_ >= count || algoB_ < 0 || algoB_ >= count) throw std::invalid_argument(tr("Choose two algorithms."));
    diff::RandomSearchRequest r;
    r.algoA = names[static_cast<std::size_t>(algoA_)];
    r.algoB = names[static_cast<std::size_t>(algoB_)];
    r.seed = static_cast<std::uint64_t>(seed_);
    r.maxTries = maxTries_;
    r.maxSize = maxSize_;
    search_ = diff::makeRandomSearch(game.name, r);
    if (!search_) throw std::invalid_argument("no counterexample search for " + std::string(game.name));
    // The result is opened by the game's own callback (Open), which takes the game's own diff.
    gomokuSearch_ = dynamic_cast<diff::GomokuSearch*>(search_.get());
    linkSearch_ = dynamic_cast<diff::LinkSearch*>(search_.get());
  } catch (const std::exception& e) {
    search_.reset();
    error_ = e.what();
    return;
  }
  worker_ = std::thread([search = search_.get()] { search->run(); });
}

void CounterexampleFinder::draw(const Open& open) {
  // The search goes on whether or not the window is drawn; a finished worker is joined (at once).
  if (worker_.joinable() && !running()) worker_.join();
  if (!visible_) return;
  ImGui::SetNextWindowSize(ImVec2(ImGui::GetFontSize() * 30, 0), ImGuiCond_Appearing);
  if (ImGui::Begin(trId("Find a counterexample").c_str(), &visible_, ImGuiWindowFlags_AlwaysAutoResize)) {
    drawOptions();
    drawProgress(open);
  }
  ImGui::End();
}

void CounterexampleFinder::drawOptions() {
  const GameModule& game = moduleOf(gomokuGame_);
  const std::vector<std::string> names = algorithmNames();
  // A program removed since (issue 16) shortens the list: fall back to the first entry.
  const int count = static_cast<int>(names.size());
  if (algoA_ < 0 || algoA_ >= count) algoA_ = 0;
  if (algoB_ < 0 || algoB_ >= count) algoB_ = 0;
  wrappedText(text("Searches seeded random {0} for one where the two algorithms answer differently, then makes it "
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

void CounterexampleFinder::drawProgress(const Open& open) {
  if (!search_) return;
  const diff::SearchProgress p = search_->progress();
  const float fraction = p.maxTries > 0 ? static_cast<float>(p.tried) / static_cast<float>(p.maxTries) : 0.0f;
  const std::string label = text("{0}: {1} tried, {2} shrink steps ({3} tested)", tr(std::string(diff::searchStateName(p.state))),
                                 p.tried, p.shrinkSteps, p.shrinkTested);
  ImGui::ProgressBar(p.state == diff::SearchState::Searching ? fraction : 1.0f, ImVec2(-1, 0), label.c_str());
  if (!search_->done()) return;
  if (gomokuSearch_ && gomokuSearch_->result()) {
    const diff::GomokuDiff& d = *gomokuSearch_->result();
    const diff::GomokuSize size = diff::sizeOf(d.record);
    ImGui::TextWrapped(tr("Smallest found: %dx%d, %d actions; they part at action %d, step %d."), size.cols, size.rows, size.actions,
                       d.ply, d.divergence + 1);
    const bool clicked = ImGui::Button(tr("Open it at the first difference"));
    openRect_ = {ImGui::GetItemRectMin(), ImGui::GetItemRectMax()};
    if (clicked) open.gomoku(d, gomokuSearch_->options().algoB);  // the algorithm searched
  } else if (linkSearch_ && linkSearch_->result()) {
    const diff::LinkDiff& d = *linkSearch_->result();
    const diff::LinkSize size = diff::sizeOf(d.board);
    ImGui::TextWrapped(tr("Smallest found: %dx%d with %d tiles, pair %s - %s; they part at step %d."), size.cols, size.rows, size.tiles,
                       link::cellName(d.from).c_str(), link::cellName(d.to).c_str(), d.divergence + 1);
    const bool clicked = ImGui::Button(tr("Open it at the first difference"));
    openRect_ = {ImGui::GetItemRectMin(), ImGui::GetItemRectMax()};
    if (clicked) open.link(d, linkSearch_->options().algoB);  // the algorithm searched, even if the list changed since
  } else if (p.state == diff::SearchState::NotFound) {
    ImGui::TextWrapped(tr("They agreed on all %d inputs tried."), p.tried);
  }
}

}  // namespace boardlab::ui
