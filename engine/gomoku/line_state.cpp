#include "engine/gomoku/line_state.hpp"

#include <algorithm>
#include <stdexcept>

#include "engine/gomoku/lines.hpp"
#include "engine/gomoku/lines_js.hpp"

namespace boardlab::gomoku {

int LineState::heat(Cell c, Stone s) const {
  int best = 0;
  for (std::int16_t k : index->through(c)) {
    const int n = count(k, s);
    if (n < kDead) best = std::max(best, n);
  }
  return best;
}

namespace {

template <class Counters>
LineState snapshot(const Counters& counters) {
  LineState state;
  state.index = &counters.index();
  const int n = counters.index().size();
  state.black.resize(static_cast<std::size_t>(n));
  state.white.resize(static_cast<std::size_t>(n));
  for (int k = 0; k < n; ++k) {
    state.black[static_cast<std::size_t>(k)] = counters.count(k, Stone::Black);
    state.white[static_cast<std::size_t>(k)] = counters.count(k, Stone::White);
  }
  return state;
}

// LinesJs names its counters after the article (blackWin / whiteWin); give it the common name.
struct JsCounters {
  const LinesJs& js;
  const LineIndex& index() const { return js.index(); }
  int count(int k, Stone s) const { return js.counter(k, s); }
};

}  // namespace

std::optional<LineState> lineStateAfter(const GameRecord& record, std::string_view algo, int actions) {
  if (algo != "lines" && algo != "lines:js") return std::nullopt;
  if (actions < 0 || actions > static_cast<int>(record.actions.size()))
    throw std::invalid_argument("action " + std::to_string(actions) + " is outside the record");
  NullTracer untraced;
  Game game(record.start, record.toMove, record.rule);
  // Both follow the actions exactly as their detectors do (LinesDetector in lines.cpp, LinesJsDetector in
  // lines_js.cpp).
  if (algo == "lines") {
    LineCounters counters(record.start);
    for (int i = 0; i < actions; ++i) {
      const Action& a = record.actions[static_cast<std::size_t>(i)];
      if (!apply(game, a)) throw std::invalid_argument("action " + std::to_string(i + 1) + " cannot be played");
      if (a.kind == Action::Kind::Undo)
        counters.takeBack(game.redoList().back().cell, untraced);
      else
        counters.play(game.moves().back().cell, game.moves().back().stone, game.rule(), untraced);
    }
    return snapshot(counters);
  }
  LinesJs js(record.start, record.toMove);
  for (int i = 0; i < actions; ++i) {
    const Action& a = record.actions[static_cast<std::size_t>(i)];
    switch (a.kind) {
      case Action::Kind::Place:
        js.click(a.cell, untraced);
        break;
      case Action::Kind::Undo:
        js.revert(untraced);
        break;
      case Action::Kind::Redo:
        js.removeRevert(untraced);
        break;
    }
  }
  return snapshot(JsCounters{js});
}

}  // namespace boardlab::gomoku
