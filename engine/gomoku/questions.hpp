#pragma once
// Gomoku's questions on a trace (engine/core/quiz.hpp), for predict mode and `boardlab-cli quiz`, and the
// trace of a scene they are asked on (GameModule::traceScene).
//
//   stop     a walk of the scans (scan, scan:objc, scan:java): on which point does it stop? (a click)
//   count    the same walk: what is count after it? (a number)
//   verdict  the check's verdict on the move: a win, no win, or the published code faults (a choice)
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

std::vector<Question> questions(const Trace& trace);
// The scene's algorithm at its move (or, for forbidden, at its point) on its record in any gomoku format.
SceneTrace traceScene(const Scene& scene);

}  // namespace boardlab::gomoku
