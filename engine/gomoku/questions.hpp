#pragma once
// Gomoku's questions on a trace (engine/core/quiz.hpp), for predict mode and `boardlab-cli quiz`, and the
// trace of a scene they are asked on (GameModule::traceScene).
//
//   stop     a walk of the scans (scan, scan:objc, scan:java): on which point does it stop? (a click)
//   count    the same walk: what is count after it? (a number; scan:java's carries over from walk to walk)
//   verdict  the check's verdict on the move: a win, no win, or the published code faults (a choice)
//   direction  a won verdict: along which line is the five? (a choice of the four lines)
//   counter  `lines`: a line's counter of the mover's colour after the move, where it holds more than the
//            move itself or reaches five (a number)
//   window   `windows`: the stone tried next as the start of a five; `windows:csharp`: the stone Win()
//            examines next (a click)
//   run      `bitboard`: the run through the move along one line (a number)
//   forbidden  each verdict of renju's forbidden check, at every depth it recurses to: allowed,
//            double-three, double-four or overline (a choice)

#include <vector>

#include "engine/core/quiz.hpp"
#include "engine/core/scene.hpp"
#include "engine/core/trace.hpp"

namespace boardlab {
struct SceneTrace;
}

namespace boardlab::gomoku {

std::vector<Question> questions(const SceneTrace& run);
// The scene's algorithm at its move (or, for forbidden, at its point) on its record in any gomoku format.
SceneTrace traceScene(const Scene& scene);

}  // namespace boardlab::gomoku
