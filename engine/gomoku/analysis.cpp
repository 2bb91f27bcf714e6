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
      problem_ = i18n::text("{0} holds a stone: the forbidden check looks at an empty point.",
                            cellName(*point_, board.rows()));
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
  if (ply == ply_ && !stone_) return;
  ply_ = std::max(0, ply);
  stone_.reset();
  dirty_ = true;
}

void Analysis::setStone(Cell c) {
  if (stone_ == c) return;
  stone_ = c;
  ply_ = 0;
  dirty_ = true;
}

void Analysis::update(const GameRecord& next) {
  if (!dirty_ && next == recorded_) return;
  dirty_ = false;
  recorded_ = next;
  problem_.clear();
  comparison_.clear();
  linesBefore_.reset();
  linesAfter_.reset();
  painted_ = false;
  paintedRecord_ = {};
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
  int ply = ply_ > 0 && ply_ <= actions ? ply_ : 0;
  // A stone asked for by its point: the action that placed it, or the painted stone as the last move of
  // a record made for it. A stone no longer there falls back to the last move.
  if (stone_) {
    if (auto s = stoneToAnalyse(recorded_, *stone_)) {
      ply = s->ply;
      painted_ = s->painted;
      if (painted_) paintedRecord_ = std::move(s->record);
    }
  }
  const GameRecord& record = analysedRecord();
  try {
    result_ = traceAt(record, algo_, ply);
    linesBefore_ = lineStateAfter(record, algo_, result_.verdict.ply - 1);
    linesAfter_ = lineStateAfter(record, algo_, result_.verdict.ply);
    // The comparison asks every algorithm about the same action; a stateless one has nothing to say
    // about a take-back, so it is left out there.
    for (const AlgorithmInfo* info : algorithms()) {
      try {
        comparison_.push_back(traceAt(record, info->name, result_.verdict.ply));
      } catch (const std::invalid_argument&) {}
    }
  } catch (const std::invalid_argument& e) {
    result_ = {};
    bool stones = false;
    try {
      const Game game = replayGame(record);
      stones = game.board().count(Stone::Black) + game.board().count(Stone::White) > 0;
    } catch (const std::invalid_argument&) {}
    problem_ =
        lastPlacePly(record) != 0 ? std::string(e.what())
        : stones
            ? std::string(i18n::tr("Shift+click a stone to analyse it: a painted stone as if it had just been placed."))
            : std::string(i18n::tr("Place a stone first: an analysis looks at one move."));
  }
  cursor_.reset(&result_.trace);
}

std::string Analysis::correctedPeer(const std::string& name) {
  const AlgorithmInfo* info = findAlgorithm(name);
  return info ? std::string(info->correctedPeer) : std::string();
}

std::pair<const PlyTrace*, const PlyTrace*> Analysis::withPeer(const std::string& variant) const {
  const std::string peer = correctedPeer(variant);
  const PlyTrace* a = nullptr;
  const PlyTrace* b = nullptr;
  for (const PlyTrace& t : comparison_) {
    if (t.trace.algo == variant) a = &t;
    if (t.trace.algo == peer) b = &t;
  }
  return {a, b};
}

bool Analysis::disagreesWithPeer(const std::string& variant) const {
  const auto [a, b] = withPeer(variant);
  return a && b && !sameVerdict(a->verdict.result, b->verdict.result, /*compareLines=*/true);
}

int Analysis::firstDivergence(const std::string& variant) const {
  const auto [a, b] = withPeer(variant);
  if (!a || !b) return -1;
  return boardlab::firstDivergence(a->trace, b->trace);
}

}  // namespace boardlab::gomoku
