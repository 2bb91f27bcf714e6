#pragma once
// `lines`: win-line counters (article 001, corrected). Every five-cell line of the board is numbered once
// (LineIndex); each line keeps one counter per player: how many of its cells hold that player's stones.
// A move increments the mover's counters on the lines through it, a take-back decrements exactly those,
// so the counters always equal a fresh count of the board (the article instead overwrote the opponent's
// counter with 6, which a take-back cannot undo). A counter at 5 proves "five or more"; the standard rule
// also looks at the two cells just outside the line, so a five inside a six does not win (and caro at
// whether both hold the opponent's stones).

#include <cstdint>
#include <string>
#include <vector>

#include "engine/core/trace.hpp"
#include "engine/gomoku/algorithms.hpp"
#include "engine/gomoku/line_index.hpp"
#include "engine/gomoku/notation.hpp"
#include "engine/gomoku/win.hpp"
#include "engine/i18n/i18n.hpp"

namespace boardlab::gomoku {

// This algorithm's registry entry (defined beside its code; listed in algorithms.cpp).
extern const AlgorithmInfo kLines;

const std::vector<std::string>& linesListing();

class LineCounters {
 public:
  // Counters for `start` (its stones counted as if they had been played).
  explicit LineCounters(const Board& start);

  const Board& board() const { return board_; }
  const LineIndex& index() const { return *index_; }
  int count(int line, Stone s) const { return counts_[slot(line, s)]; }
  // Equal when both hold the same board and the same counters (a take-back must restore both).
  friend bool operator==(const LineCounters& a, const LineCounters& b) {
    return a.board_ == b.board_ && a.counts_ == b.counts_;
  }

  // Places `s` at p, updates the counters and says whether that move won under `rule`.
  template <class Tracer>
  WinResult play(Cell p, Stone s, Rule rule, Tracer& tr);
  // Removes the stone at p and restores the counters exactly.
  template <class Tracer>
  void takeBack(Cell p, Tracer& tr);
  // The verdict for the stone `s` already at p, from the counters (what play() returns after updating).
  template <class Tracer>
  WinResult check(Cell p, Stone s, Rule rule, Tracer& tr) const;

 private:
  std::size_t slot(int line, Stone s) const { return static_cast<std::size_t>(line) * 2 + (s == Stone::White ? 1 : 0); }
  std::string name(Cell c) const { return cellName(c, board_.rows()); }

  const LineIndex* index_;
  Board board_;
  std::vector<std::uint8_t> counts_;  // [line * 2 + colour]; never above 5
};

template <class Tracer>
WinResult LineCounters::play(Cell p, Stone s, Rule rule, Tracer& tr) {
  board_.set(p, s);
  for (std::int16_t k : index_->through(p)) ++counts_[slot(k, s)];
  tr.step([&](Step& st) {
    st.codeLine = 1;
    st.event = Event::CountersUp;
    st.narration = i18n::text("{0} plays {1}: its counter goes up by one on each of the {2} lines through that point.",
                              i18n::tr(stoneName(s)), name(p), index_->through(p).size());
    st.marks = {{p, MarkRole::Origin}};
    // The decisive line first (the workbench draws it strongest): the five, else the highest counter.
    bool five = false;
    const auto order = linesDecisiveFirst(
        *index_, board_, p, s, [&](int k) { return count(k, s); }, five);
    for (std::int16_t k : order) {
      const WinLine& l = index_->line(k);
      st.arrows.push_back({l.cell(0), l.cell(4), five && k == order.front() ? MarkRole::Winning : MarkRole::Window,
                           "#" + std::to_string(k) + ": " + std::to_string(count(k, s))});
    }
    st.watch = {{"p", name(p)},
                {"stone", std::string(i18n::tr(stoneName(s)))},
                {"lines through p", std::to_string(index_->through(p).size())},
                {"lines on the board", std::to_string(index_->size())}};
  });
  return check(p, s, rule, tr);
}

template <class Tracer>
WinResult LineCounters::check(Cell p, Stone s, Rule rule, Tracer& tr) const {
  const auto& through = index_->through(p);
  std::size_t i = 0;
  for (int di = 0; di < 4; ++di) {
    const Delta d = kDirections[static_cast<std::size_t>(di)];
    const std::string_view dirName = kDirectionNames[static_cast<std::size_t>(di)];  // no string when untraced
    for (; i < through.size() && index_->line(through[i]).dir == di; ++i) {
      const int k = through[i];
      const WinLine& l = index_->line(k);
      const int n = count(k, s);
      // Exactly five (standard, caro, renju's black): a full line wins only when neither cell just outside it
      // holds the same colour. Caro: nor when both hold the opponent's stones.
      const Cell before = l.cell(0) - d, after = l.cell(4) + d;
      const bool extended = n == 5 && (board_.get(before) == s || board_.get(after) == s);
      const bool blocked = n == 5 && board_.get(before) == opponent(s) && board_.get(after) == opponent(s);
      const bool wins = n == 5 && runWins(extended ? 6 : 5, rule, s, blocked);
      tr.step([&](Step& st) {
        st.codeLine = n == 5 ? 4 : 3;
        st.event = n == 5 ? (wins ? Event::CounterFive : Event::Overline) : Event::None;
        st.narration = i18n::text(
            n == 1  ? "Line #{0} ({1}, {2}-{3}) holds {4} {5} stone."
            : n < 5 ? "Line #{0} ({1}, {2}-{3}) holds {4} {5} stones."
            : wins  ? "Line #{0} ({1}, {2}-{3}) holds {4} {5} stones: a five."
            : !extended
                ? "Line #{0} ({1}, {2}-{3}) holds {4} {5} stones: full, but the opponent blocks both ends: no win under caro."
            : rule != Rule::Standard
                ? "Line #{0} ({1}, {2}-{3}) holds {4} {5} stones: full, but the line continues with the same colour: an overline, no win under {6}."
                : "Line #{0} ({1}, {2}-{3}) holds {4} {5} stones: full, but the line continues with the same "
                  "colour, an overline under the standard rule.",
            k, i18n::tr(dirName), name(l.cell(0)), name(l.cell(4)), n, i18n::tr(stoneName(s)),
            extended && rule != Rule::Standard ? i18n::tr(ruleName(rule)) : std::string_view());
        st.marks = {{p, MarkRole::Origin}};
        for (int c = 0; c < 5; ++c) {
          const Cell q = l.cell(c);
          if (q != p) st.marks.push_back({q, board_.at(q) == s ? MarkRole::Counted : MarkRole::Window});
        }
        if (n == 5 && !wins) {
          for (Cell q : {before, after})
            if (board_.get(q) == (extended ? s : opponent(s))) st.marks.push_back({q, MarkRole::Blocked});
        }
        st.arrows = {{l.cell(0), l.cell(4), MarkRole::Window, std::to_string(n)}};
        st.watch = {{"direction", std::string(i18n::tr(dirName))},
                    {"k", std::to_string(k)},
                    {"count[" + std::string(stoneName(s)) + "][k]", std::to_string(n)},
                    {"count[" + std::string(stoneName(opponent(s))) + "][k]", std::to_string(count(k, opponent(s)))}};
      });
      if (wins) {
        WinResult result{s, runThrough(board_, p, d), {}};
        tr.step([&](Step& st) {
          st.codeLine = 5;
          st.event = Event::Verdict;
          st.narration = i18n::text("{0} wins: line #{1} is full, the run {2} through {3} has {4} stones.",
                                    i18n::tr(stoneName(s)), k, i18n::tr(dirName), name(p), result.line.size());
          for (Cell q : result.line) st.marks.push_back({q, MarkRole::Winning});
          st.watch = {{"direction", std::string(i18n::tr(dirName))},
                      {"k", std::to_string(k)},
                      {"result", std::string(i18n::tr("win"))}};
        });
        return result;
      }
    }
  }
  tr.step([&](Step& st) {
    st.codeLine = 6;
    st.event = Event::Verdict;
    st.narration = i18n::text("No line through {0} is full of {1}: no win.", name(p), i18n::tr(stoneName(s)));
    st.marks = {{p, MarkRole::Origin}};
    st.watch = {{"result", std::string(i18n::tr("no win"))}};
  });
  return {};
}

template <class Tracer>
void LineCounters::takeBack(Cell p, Tracer& tr) {
  const Stone s = board_.at(p);
  board_.set(p, Stone::None);
  for (std::int16_t k : index_->through(p)) --counts_[slot(k, s)];
  tr.step([&](Step& st) {
    st.codeLine = 7;
    st.event = Event::CountersDown;
    st.narration = i18n::text(
        "Take-back of {0}: {1}'s counter goes down by one on each of the {2} lines through it; nothing else had "
        "changed, so the counters are exactly as before the move.",
        name(p), i18n::tr(stoneName(s)), index_->through(p).size());
    st.marks = {{p, MarkRole::Origin}};
    // The decisive line first (the workbench draws it strongest): the five, else the highest counter.
    bool five = false;
    const auto order = linesDecisiveFirst(
        *index_, board_, p, s, [&](int k) { return count(k, s); }, five);
    for (std::int16_t k : order) {
      const WinLine& l = index_->line(k);
      st.arrows.push_back({l.cell(0), l.cell(4), five && k == order.front() ? MarkRole::Winning : MarkRole::Window,
                           "#" + std::to_string(k) + ": " + std::to_string(count(k, s))});
    }
    st.watch = {{"p", name(p)}, {"stone", std::string(i18n::tr(stoneName(s)))}};
  });
}

}  // namespace boardlab::gomoku
