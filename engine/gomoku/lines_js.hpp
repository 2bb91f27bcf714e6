#pragma once
// `lines:js`: article 001's program exactly as published (JavaScript), simulated as a state machine over
// the user's actions: click a point, revert (take back), removeRevert (redo). Its state is the article's
// globals: wins[][][k] (the LineIndex numbering, generalised from 15x15), blackWin[k] / whiteWin[k],
// chressBord, me (true = black to play), over, revertFlag and (i, j) = the point of the last click.
//   click:        if over: nothing. If the point is empty: place `me`'s stone; for each line k through it
//                 (in increasing k): mine[k]++, theirs[k] = 6, and if mine[k] == 5: over, win, break (the
//                 break skips the remaining lines). Then, if !over, me = !me, EVEN WHEN THE POINT WAS
//                 OCCUPIED (the turn passes without a stone).
//   revert:       only if !over && !revertFlag: remove the stone at (i, j); decrement the counters of the
//                 side that moved (`if (!me) blackWin-- else whiteWin--`); the opponent's 6s stay, so
//                 those lines stay dead; me = !me; revertFlag = true (one take-back only).
//   removeRevert: only if !over && revertFlag: if (i, j) is empty, place `me`'s stone there and increment
//                 its counters WITHOUT marking the opponent's lines 6 and WITHOUT checking for a win;
//                 then me = !me and revertFlag = false.
// The simulator keeps its own board, which parts from the real game when a take-back or redo is refused
// or a click lands on its stone: that is the published behaviour, and the trace says so.

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
extern const AlgorithmInfo kLinesJs;

const std::vector<std::string>& linesJsListing();

class LinesJs {
 public:
  // The starting grid's stones are entered row by row as if clicked, without any win check or turn
  // change (the article has no way to start from a position); `toMove` sets `me`.
  LinesJs(const Board& start, Stone toMove);

  const Board& board() const { return board_; }  // chressBord
  bool over() const { return over_; }
  bool revertFlag() const { return revertFlag_; }
  Stone me() const { return me_ ? Stone::Black : Stone::White; }
  int counter(int line, Stone s) const;  // blackWin[k] / whiteWin[k]
  const LineIndex& index() const { return *index_; }

  // A click on p (on the board). Returns the win this click detected, if any.
  template <class Tracer>
  WinResult click(Cell p, Tracer& tr);
  template <class Tracer>
  void revert(Tracer& tr);
  template <class Tracer>
  void removeRevert(Tracer& tr);

 private:
  std::vector<int>& wins(Stone s) { return s == Stone::Black ? black_ : white_; }
  std::string name(Cell c) const { return cellName(c, board_.rows()); }
  std::string state() const;
  void addLineArrows(Step& s, Cell p, Stone mine) const;

  const LineIndex* index_;
  Board board_;
  std::vector<int> black_, white_;
  bool me_ = true;
  bool over_ = false;
  bool revertFlag_ = false;
  bool clicked_ = false;  // (i, j) hold a point (JavaScript: undefined before the first click)
  Cell last_{};           // (i, j)
};

template <class Tracer>
WinResult LinesJs::click(Cell p, Tracer& tr) {
  if (over_) {
    tr.step([&](Step& s) {
      s.codeLine = 1;
      s.event = Event::Ignored;
      s.narration = i18n::text("Click on {0}: the game is over, the click is ignored.", name(p));
      s.marks = {{p, MarkRole::Skipped}};
      s.watch = {{"over", "true"}};
    });
    return {};
  }
  last_ = p;
  clicked_ = true;
  const Stone mine = me();
  WinResult result;
  if (board_.at(p) != Stone::None) {
    tr.step([&](Step& s) {
      s.codeLine = 2;
      s.event = Event::OccupiedClick;
      s.narration = i18n::text(
          "Click on {0}, which already holds a {1} stone in the program's board: nothing is placed, but the turn "
          "still passes.",
          name(p), i18n::tr(stoneName(board_.at(p))));
      s.marks = {{p, MarkRole::Blocked}};
      s.watch = {{"i,j", name(p)}, {"me", std::string(i18n::tr(stoneName(mine)))}};
    });
  } else {
    board_.set(p, mine);
    std::vector<int>& my = wins(mine);
    std::vector<int>& their = wins(opponent(mine));
    int winLine = -1;
    for (std::int16_t k : index_->through(p)) {
      ++my[static_cast<std::size_t>(k)];
      their[static_cast<std::size_t>(k)] = 6;  // "the opponent can no longer win here"
      if (my[static_cast<std::size_t>(k)] == 5) {
        over_ = true;
        winLine = k;
        break;  // the remaining lines through p are never updated
      }
    }
    tr.step([&](Step& s) {
      s.codeLine = 3;
      s.event = winLine >= 0 ? Event::CounterFive : Event::CountersUp;
      s.narration = i18n::text(
          winLine >= 0 ? "{0} plays {1}: +1 on its lines through the point, {2}'s counters there set to 6 (dead); "
                         "line #{3} reached 5, so the loop breaks."
                       : "{0} plays {1}: +1 on its lines through the point, {2}'s counters there set to 6 (dead).",
          i18n::tr(stoneName(mine)), name(p), i18n::tr(stoneName(opponent(mine))), winLine);
      s.marks = {{p, MarkRole::Origin}};
      addLineArrows(s, p, mine);
      s.watch = {{"i,j", name(p)}, {"me", std::string(i18n::tr(stoneName(mine)))}};
    });
    if (winLine >= 0) {
      const WinLine& l = index_->line(winLine);
      result.winner = mine;
      for (int k = 0; k < 5; ++k) result.line.push_back(l.cell(k));
      tr.step([&](Step& s) {
        s.codeLine = 4;
        s.event = Event::Verdict;
        // The first colour names the program's array (blackWin / whiteWin): code, not translated.
        s.narration =
            i18n::text("{0}Win[{1}] == 5: over = true, {2} wins.", stoneName(mine), winLine, i18n::tr(stoneName(mine)));
        for (Cell c : result.line) s.marks.push_back({c, MarkRole::Winning});
        s.watch = {{"k", std::to_string(winLine)}, {"over", "true"}, {"result", std::string(i18n::tr("win"))}};
      });
    }
  }
  if (!over_) me_ = !me_;
  tr.step([&](Step& s) {
    s.codeLine = 5;
    s.event = result.won() ? Event::None : Event::Verdict;
    s.narration = over_ ? std::string(i18n::tr("The game is over: the turn does not pass."))
                        : i18n::text("Not over: me = !me, {0} is to play.", i18n::tr(stoneName(me())));
    s.marks = {{p, result.won() ? MarkRole::Winning : MarkRole::Origin}};
    s.watch = {{"me", std::string(i18n::tr(stoneName(me())))}, {"over", over_ ? "true" : "false"}, {"state", state()}};
  });
  return result;
}

template <class Tracer>
void LinesJs::revert(Tracer& tr) {
  if (over_ || revertFlag_ || !clicked_) {
    tr.step([&](Step& s) {
      s.codeLine = 6;
      s.event = Event::Refused;
      s.narration = std::string(i18n::tr(
          over_ ? "Take-back refused: the game is over."
          : revertFlag_
              ? "Take-back refused: revertFlag is set, the program takes back one move only; its board now differs from the real game."
              : "Take-back with no click yet: (i, j) is undefined, nothing happens."));
      s.watch = {{"state", state()}};
    });
    return;
  }
  const Cell p = last_;
  const Stone was = board_.at(p);
  board_.set(p, Stone::None);
  // The article decides whose counters to lower from `me`, not from the stone: !me means black moved.
  const Stone lowered = me_ ? Stone::White : Stone::Black;
  std::vector<int>& my = wins(lowered);
  for (std::int16_t k : index_->through(p)) --my[static_cast<std::size_t>(k)];
  me_ = !me_;
  revertFlag_ = true;
  tr.step([&](Step& s) {
    s.codeLine = 7;
    s.event = Event::TakeBack;
    s.narration = i18n::text(
        was == Stone::None
            ? "Take-back of {0} (already empty in the program's board): {1}'s counters through it go down by one; "
              "{2}'s lines set to 6 stay dead."
            : "Take-back of {0}: {1}'s counters through it go down by one; {2}'s lines set to 6 stay dead.",
        name(p), i18n::tr(stoneName(lowered)), i18n::tr(stoneName(opponent(lowered))));
    s.marks = {{p, MarkRole::Origin}};
    addLineArrows(s, p, lowered);
    s.watch = {{"me", std::string(i18n::tr(stoneName(me())))}, {"revertFlag", "true"}, {"state", state()}};
  });
}

template <class Tracer>
void LinesJs::removeRevert(Tracer& tr) {
  if (over_ || !revertFlag_) {
    tr.step([&](Step& s) {
      s.codeLine = 8;
      s.event = Event::Refused;
      s.narration = std::string(
          i18n::tr(over_ ? "Redo refused: the game is over."
                         : "Redo refused: revertFlag is not set (no take-back to undo); the program's board now "
                           "differs from the real game."));
      s.watch = {{"state", state()}};
    });
    return;
  }
  const Cell p = last_;
  const Stone mine = me();
  const bool empty = board_.at(p) == Stone::None;
  if (empty) {
    board_.set(p, mine);
    std::vector<int>& my = wins(mine);
    for (std::int16_t k : index_->through(p)) ++my[static_cast<std::size_t>(k)];
  }
  me_ = !me_;
  revertFlag_ = false;
  tr.step([&](Step& s) {
    s.codeLine = 9;
    s.event = Event::Redo;
    s.narration =
        empty
            ? i18n::text(
                  "Redo at {0}: {1}'s counters go up again, the opponent's are not set to 6 and no win is checked.",
                  name(p), i18n::tr(stoneName(mine)))
            : i18n::text(
                  "Redo at {0}: the point is occupied in the program's board, nothing is placed, but the turn passes.",
                  name(p));
    s.marks = {{p, MarkRole::Origin}};
    if (empty) addLineArrows(s, p, mine);
    s.watch = {{"me", std::string(i18n::tr(stoneName(me())))}, {"revertFlag", "false"}, {"state", state()}};
  });
}

}  // namespace boardlab::gomoku
