#include "engine/gomoku/analysis.hpp"

#include <algorithm>
#include <stdexcept>

#include "engine/gomoku/algorithms.hpp"
#include "engine/gomoku/forbidden.hpp"
#include "engine/gomoku/notation.hpp"
#include "engine/i18n/i18n.hpp"

namespace boardlab::gomoku {

void Analysis::setAlgorithm(std::string name) {
  if (name == algo_) return;
  algo_ = std::move(name);
  dirty_ = true;
}

void Analysis::setPoint(std::optional<Cell> point) {
  if (point == point_) return;
  point_ = point;
  dirty_ = true;
}

const std::vector<std::string>* Analysis::listingOf(const std::string& name) {
  if (name == "forbidden") return &forbiddenListing();
  const AlgorithmInfo* info = findAlgorithm(name);
  return info ? &info->listing() : nullptr;
}

void Analysis::updateForbidden() {
  result_ = {};
  result_.verdict.algo = algo_;
  try {
    const Board board = replayGame(recorded_).board();
    if (!point_ || !board.contains(*point_)) {
      problem_ = std::string(i18n::tr("Shift+click an empty point to check whether black may play it."));
    } else if (board.at(*point_) != Stone::None) {
      problem_ = i18n::text("{0} holds a stone: the forbidden check looks at an empty point.", cellName(*point_, board.rows()));
    } else {
      Recorder rec{"forbidden"};
      result_.verdict.forbidden = forbiddenAt(board, *point_, rec);
      result_.verdict.at = *point_;
      result_.trace = rec.take();
    }
  } catch (const std::invalid_argument& e) {
    problem_ = e.what();
  }
  cursor_.reset(&result_.trace);
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
  if (algo_ == "forbidden") {
    updateForbidden();
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
