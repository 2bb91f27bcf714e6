#pragma once
// A scene asked for on the command line: a board file, an algorithm, a rule, a move and a step. It is
// how scripted screenshots, pixel tests and lesson handouts open the workbench on a given moment.

#include <string>

namespace boardlab {
class TraceCursor;
}

namespace boardlab::ui {

class Workbench;

struct SceneRequest {
  std::string board;      // board file; empty = keep the current game
  std::string boardText;  // or the board itself, as board-file text (a share link's)
  std::string algo;       // algorithm to analyse with; empty = no analysis
  std::string rule;       // "freestyle", "standard", "renju" or "caro"; empty = the file's
  std::string point;      // algo "forbidden": the empty point to check, as "h8"
  int move = 0;           // move to analyse, 1-based; 0 = the last
  int step = 0;           // trace step to show, 1-based; 0 = the first
  std::string heat;       // lines heat map: "black", "white" or empty (off)
  std::string from;       // link: tile A as "C,R"
  std::string to;         // link: tile B as "C,R"
};

// Applies the request; false with a message naming what is wrong (the workbench stays usable).
bool applyScene(Workbench& bench, const SceneRequest& scene, std::string& error);
// Shows step `step` (1-based; 0 = leave the cursor where it is); false with a message past the trace's end.
bool jumpToSceneStep(TraceCursor& cursor, int step, std::string& error);

}  // namespace boardlab::ui
