#include "engine/gomoku/analysis.hpp"

#include <algorithm>
#include <stdexcept>

#include "engine/gomoku/algorithms.hpp"
#include "engine/i18n/i18n.hpp"

namespace boardlab::gomoku {

void Analysis::setAlgorithm(std::string name) {
  if (name == algo_) return;
  algo_ = std::move(name);
  dirty_ = true;
}

void Analysis::setPly(int ply) {
  if (ply == ply_) return;
  ply_ = std::max(0, ply);
  dirty_ = true;
}

void Analysis::update(const GameRecord& record) {
  if (!dirty_ && record == recorded_) return;
  dirty_ = false;
  recorded_ = record;
  problem_.clear();
  comparison_.clear();
  linesBefore_.reset();
  linesAfter_.reset();
  if (algo_.empty()) {
    result_ = {};
    cursor_.reset(&result_.trace);
    return;
  }
  const int actions = static_cast<int>(recorded_.actions.size());
  // A requested action beyond the record (after an edit) falls back to the last move.
  const int ply = ply_ > 0 && ply_ <= actions ? ply_ : 0;
  try {
    result_ = traceAt(recorded_, algo_, ply);
    linesBefore_ = lineStateAfter(recorded_, algo_, result_.verdict.ply - 1);
    linesAfter_ = lineStateAfter(recorded_, algo_, result_.verdict.ply);
    // The comparison asks every algorithm about the same action; a stateless one has nothing to say
    // about a take-back, so it is left out there.
    for (const AlgorithmInfo& info : algorithms()) {
      try {
        comparison_.push_back(traceAt(recorded_, info.name, result_.verdict.ply));
      } catch (const std::invalid_argument&) {
      }
    }
  } catch (const std::invalid_argument& e) {
    result_ = {};
    problem_ = lastPlacePly(recorded_) == 0 ? std::string(i18n::tr("Place a stone first: an analysis looks at one move.")) : e.what();
  }
  cursor_.reset(&result_.trace);
}

std::string Analysis::correctedPeer(const std::string& name) {
  const std::size_t colon = name.find(':');
  return colon == std::string::npos ? std::string() : name.substr(0, colon);
}

int Analysis::firstDivergence(const std::string& variant) const {
  const std::string peer = correctedPeer(variant);
  const PlyTrace* a = nullptr;
  const PlyTrace* b = nullptr;
  for (const PlyTrace& t : comparison_) {
    if (t.trace.algo == variant) a = &t;
    if (t.trace.algo == peer) b = &t;
  }
  if (!a || !b) return -1;
  return boardlab::firstDivergence(a->trace, b->trace);
}

}  // namespace boardlab::gomoku
