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
#include "engine/gomoku/line_index.hpp"
#include "engine/gomoku/notation.hpp"
#include "engine/gomoku/win.hpp"

namespace boardlab::gomoku {

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
      s.event = "ignored";
      s.narration = "Click on " + name(p) + ": the game is over, the click is ignored.";
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
      s.event = "occupied-click";
      s.narration = "Click on " + name(p) + ", which already holds a " + std::string(stoneName(board_.at(p))) +
                    " stone in the program's board: nothing is placed, but the turn still passes.";
      s.marks = {{p, MarkRole::Blocked}};
      s.watch = {{"i,j", name(p)}, {"me", std::string(stoneName(mine))}};
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
      s.event = winLine >= 0 ? "counter-five" : "counters-up";
      s.narration = std::string(stoneName(mine)) + " plays " + name(p) + ": +1 on its lines through the point, " +
                    std::string(stoneName(opponent(mine))) + "'s counters there set to 6 (dead)" +
                    (winLine >= 0 ? "; line #" + std::to_string(winLine) + " reached 5, so the loop breaks." : ".");
      s.marks = {{p, MarkRole::Origin}};
      addLineArrows(s, p, mine);
      s.watch = {{"i,j", name(p)}, {"me", std::string(stoneName(mine))}};
    });
    if (winLine >= 0) {
      const WinLine& l = index_->line(winLine);
      result.winner = mine;
      for (int k = 0; k < 5; ++k) result.line.push_back(l.cell(k));
      tr.step([&](Step& s) {
        s.codeLine = 4;
        s.event = "verdict";
        s.narration = std::string(stoneName(mine)) + "Win[" + std::to_string(winLine) + "] == 5: over = true, " +
                      std::string(stoneName(mine)) + " wins.";
        for (Cell c : result.line) s.marks.push_back({c, MarkRole::Winning});
        s.watch = {{"k", std::to_string(winLine)}, {"over", "true"}, {"result", "win"}};
      });
    }
  }
  if (!over_) me_ = !me_;
  tr.step([&](Step& s) {
    s.codeLine = 5;
    s.event = result.won() ? "" : "verdict";
    s.narration = over_ ? "The game is over: the turn does not pass." : "Not over: me = !me, " + std::string(stoneName(me())) + " is to play.";
    s.marks = {{p, result.won() ? MarkRole::Winning : MarkRole::Origin}};
    s.watch = {{"me", std::string(stoneName(me()))}, {"over", over_ ? "true" : "false"}, {"state", state()}};
  });
  return result;
}

template <class Tracer>
void LinesJs::revert(Tracer& tr) {
  if (over_ || revertFlag_ || !clicked_) {
    tr.step([&](Step& s) {
      s.codeLine = 6;
      s.event = "refused";
      s.narration = over_ ? "Take-back refused: the game is over."
                    : revertFlag_ ? "Take-back refused: revertFlag is set, the program takes back one move only; its board now differs from the real game."
                                  : "Take-back with no click yet: (i, j) is undefined, nothing happens.";
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
    s.event = "take-back";
    s.narration = "Take-back of " + name(p) + (was == Stone::None ? " (already empty in the program's board)" : "") + ": " +
                  std::string(stoneName(lowered)) + "'s counters through it go down by one; " +
                  std::string(stoneName(opponent(lowered))) + "'s lines set to 6 stay dead.";
    s.marks = {{p, MarkRole::Origin}};
    addLineArrows(s, p, lowered);
    s.watch = {{"me", std::string(stoneName(me()))}, {"revertFlag", "true"}, {"state", state()}};
  });
}

template <class Tracer>
void LinesJs::removeRevert(Tracer& tr) {
  if (over_ || !revertFlag_) {
    tr.step([&](Step& s) {
      s.codeLine = 8;
      s.event = "refused";
      s.narration = over_ ? "Redo refused: the game is over." : "Redo refused: revertFlag is not set (no take-back to undo); the program's board now differs from the real game.";
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
    s.event = "redo";
    s.narration = empty ? "Redo at " + name(p) + ": " + std::string(stoneName(mine)) +
                              "'s counters go up again, the opponent's are not set to 6 and no win is checked."
                        : "Redo at " + name(p) + ": the point is occupied in the program's board, nothing is placed, but the turn passes.";
    s.marks = {{p, MarkRole::Origin}};
    if (empty) addLineArrows(s, p, mine);
    s.watch = {{"me", std::string(stoneName(me()))}, {"revertFlag", "false"}, {"state", state()}};
  });
}

}  // namespace boardlab::gomoku
