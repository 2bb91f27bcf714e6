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

#include <optional>
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

// The 1-based index of the action that placed the last stone still on the board (a move or a redo, not
// one taken back since); 0 when no action's stone stands.
int lastPlacePly(const GameRecord& record);

// One action of the record as the move list shows it, numbered as everywhere (`ply`, the board file's
// action position): a move, a take-back or a redo, the point it concerns and the stone's colour.
struct ActionEntry {
  int ply = 0;
  Action::Kind kind = Action::Kind::Place;
  Cell cell{};  // the point placed, taken back, or replayed
  Stone stone = Stone::None;
  bool standing = false;  // a move or redo whose stone is still on the board at the end
  int moveIndex = 0;      // when standing: its 1-based position in the game's moves
};
// Every action of the record in order; empty when the record cannot be replayed.
std::vector<ActionEntry> listActions(const GameRecord& record);

// A stone of the record's final position, ready to be analysed as if it had just been placed. When one of
// the record's actions placed it (and it still stands), `record` is the record itself and `ply` that action.
// When it was painted (it belongs to the start position), `record` is the final position without it as the
// start, its colour to move and one action placing it, so the stateful algorithms (lines, bitboard,
// lines:js) build their state from the rest and then see it arrive; `ply` is 1 and `painted` is set.
struct StoneToAnalyse {
  GameRecord record;
  int ply = 0;
  bool painted = false;
};
// nullopt when `c` holds no stone at the end of the record (or the record cannot be replayed).
std::optional<StoneToAnalyse> stoneToAnalyse(const GameRecord& record, Cell c);

// Records the steps of `algo` for action `ply` (0 = lastPlacePly). Earlier actions run untraced. Throws
// std::invalid_argument when ply is out of range, when the record has no move, or when a stateless
// algorithm is asked about a take-back (it checks nothing there).
PlyTrace traceAt(const GameRecord& record, std::string_view algo, int ply = 0,
                 std::size_t maxSteps = Recorder::kDefaultMaxSteps);

}  // namespace boardlab::gomoku
