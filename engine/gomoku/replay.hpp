#pragma once
// Replaying a game record through the algorithms: the first win each one detects, and the trace of one
// algorithm at one action. This is what `boardlab-cli gomoku` / `trace` and the workbench call.
//
//   GameRecord r = loadBoardFile("game.board");
//   for (const Detection& d : detectAll(r, {"scan", "lines:js"})) ...   // d.ply == 0: nothing detected
//   PlyTrace t = traceAt(r, "lines", 0);                                 // 0 = the last move
//
// Actions are numbered from 1 (`ply`) in the record's list, undo and redo included. Each algorithm sees the
// actions as described in detector.hpp; the real game is replayed alongside with moves after a win allowed.

#include <string>
#include <string_view>
#include <vector>

#include "engine/core/trace.hpp"
#include "engine/gomoku/record.hpp"

namespace boardlab::gomoku {

struct Detection {
  std::string algo;
  WinResult result;  // the verdict at `ply`: a winner, or (windows:csharp) a fault; empty when ply == 0
  int ply = 0;       // 1-based action index of the first win or fault; 0 when none
  Cell at{};         // the point of that action (for undo/redo: the point taken back / replayed)
  // Renju, corrected algorithms: black's move at `ply` was forbidden, so white won there (result.line empty).
  Forbidden forbidden = Forbidden::None;
  bool detected() const { return ply > 0; }
};

// Per algorithm (in the order given), the first action whose verdict is a win or a fault. Under renju, a
// forbidden black move (a move or a redo) decides the game for the corrected algorithms: white wins there;
// the as-published variants ignore the rule, forbidden moves included. Throws
// std::invalid_argument for an unknown algorithm name or a record whose actions cannot be played.
std::vector<Detection> detectAll(const GameRecord& record, const std::vector<std::string>& algos);
Detection detect(const GameRecord& record, std::string_view algo);

struct PlyTrace {
  Detection verdict;  // the algorithm's verdict at that ply (ply is set even when nothing was detected)
  Trace trace;        // the steps recorded for that action only
};

// The 1-based index of the last action that places a stone (a move or a redo); 0 when there is none.
int lastPlacePly(const GameRecord& record);

// Records the steps of `algo` for action `ply` (0 = lastPlacePly). Earlier actions run untraced. Throws
// std::invalid_argument when ply is out of range, when the record has no move, or when a stateless
// algorithm is asked about a take-back (it checks nothing there).
PlyTrace traceAt(const GameRecord& record, std::string_view algo, int ply = 0,
                 std::size_t maxSteps = Recorder::kDefaultMaxSteps);

}  // namespace boardlab::gomoku
