#include "app/workbench/counterexample.hpp"

#include <imgui.h>

#include "app/workbench/style.hpp"
#include "app/workbench/ui_text.hpp"
#include "app/workbench/workbench.hpp"
#include "engine/gomoku/algorithms.hpp"
#include "engine/gomoku/notation.hpp"

namespace boardlab::ui {

namespace {

std::vector<std::string> gomokuNames() {
  std::vector<std::string> names;
  for (const gomoku::AlgorithmInfo* info : gomoku::algorithms()) names.emplace_back(info->name);
  return names;
}

std::vector<std::string> linkNames() {
  std::vector<std::string> names;
  for (link::Algo a : link::algorithms()) names.emplace_back(link::algoName(a));
  return names;
}

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

void CounterexampleFinder::show(GameKind kind, const std::string& variant) {
  visible_ = true;
  gomokuGame_ = kind == GameKind::Gomoku;
  const std::vector<std::string> names = gomokuGame_ ? gomokuNames() : linkNames();
  const auto indexOf = [&](const std::string& n) {
    for (std::size_t i = 0; i < names.size(); ++i)
      if (names[i] == n) return static_cast<int>(i);
    return -1;
  };
  // B: the variant on screen (or the first one with a corrected peer); A: its corrected peer.
  const auto peerOf = [&](const std::string& n) {
    if (gomokuGame_) {
      const gomoku::AlgorithmInfo* a = gomoku::findAlgorithm(n);
      return a ? std::string(a->correctedPeer) : std::string();
    }
    const auto a = link::parseAlgo(n);
    const link::Algo peer = a ? link::correctedPeer(*a) : nullptr;
    return peer ? std::string(link::algoName(peer)) : std::string();
  };
  std::string b = variant;
  if (indexOf(b) < 0 || indexOf(peerOf(b)) < 0)
    for (const std::string& n : names)
      if (indexOf(peerOf(n)) >= 0) {
        b = n;
        break;
      }
  algoB_ = indexOf(b);
  algoA_ = indexOf(peerOf(b));
  maxSize_ = gomokuGame_ ? 15 : 8;
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
  try {
    if (gomokuGame_) {
      diff::GomokuSearchOptions o;
      o.algoA = gomokuNames()[static_cast<std::size_t>(algoA_)];
      o.algoB = gomokuNames()[static_cast<std::size_t>(algoB_)];
      o.seed = static_cast<std::uint64_t>(seed_);
      o.maxTries = maxTries_;
      o.maxSize = maxSize_;
      auto s = std::make_unique<diff::GomokuSearch>(o);
      gomokuSearch_ = s.get();
      search_ = std::move(s);
    } else {
      diff::LinkSearchOptions o;
      o.algoA = link::algorithms()[static_cast<std::size_t>(algoA_)];
      o.algoB = link::algorithms()[static_cast<std::size_t>(algoB_)];
      o.seed = static_cast<std::uint64_t>(seed_);
      o.maxTries = maxTries_;
      o.maxSize = maxSize_;
      auto s = std::make_unique<diff::LinkSearch>(o);
      linkSearch_ = s.get();
      search_ = std::move(s);
    }
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
  const std::vector<std::string> names = gomokuGame_ ? gomokuNames() : linkNames();
  wrappedText(text("Searches seeded random {0} for one where the two algorithms answer differently, then makes it "
                   "as small as it can while they still differ.",
                   tr(gomokuGame_ ? "games" : "boards and pairs of tiles")));
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
  maxSize_ = std::clamp(maxSize_, gomokuGame_ ? 5 : 2, gomokuGame_ ? 26 : 64);
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
    if (clicked) open.gomoku(d, gomokuNames()[static_cast<std::size_t>(algoB_)]);
  } else if (linkSearch_ && linkSearch_->result()) {
    const diff::LinkDiff& d = *linkSearch_->result();
    const diff::LinkSize size = diff::sizeOf(d.board);
    ImGui::TextWrapped(tr("Smallest found: %dx%d with %d tiles, pair %s - %s; they part at step %d."), size.cols, size.rows, size.tiles,
                       link::cellName(d.from).c_str(), link::cellName(d.to).c_str(), d.divergence + 1);
    const bool clicked = ImGui::Button(tr("Open it at the first difference"));
    openRect_ = {ImGui::GetItemRectMin(), ImGui::GetItemRectMax()};
    if (clicked) open.link(d, link::algorithms()[static_cast<std::size_t>(algoB_)]);
  } else if (p.state == diff::SearchState::NotFound) {
    ImGui::TextWrapped(tr("They agreed on all %d inputs tried."), p.tried);
  }
}

}  // namespace boardlab::ui
