#pragma once
// Link's questions on a trace (engine/core/quiz.hpp), for predict mode and `boardlab-cli quiz`, and the
// trace of a scene they are asked on (GameModule::traceScene).
//
//   stop     a scan from A (corners, corners:objc) or a segment between the rays (rays): where does it
//            stop? (a click)
//   layer    a layer of the fewest-turn search (bfs): which cells does it reach? (several clicks)
//   verdict  do A and B link, and with how many turns? (a choice)
//   turn     the path found: click a cell where it turns (a click, any of its turns)

#include <vector>

#include "engine/core/quiz.hpp"
#include "engine/core/scene.hpp"
#include "engine/core/trace.hpp"

namespace boardlab {
struct SceneTrace;
}

namespace boardlab::link {

std::vector<Question> questions(const SceneTrace& run);
// The scene's algorithm between its two tiles (`from`, `to`: "C,R") on its board file.
SceneTrace traceScene(const Scene& scene);

}  // namespace boardlab::link
