#pragma once
// Simulate mode's state in the workbench (Run > Simulate mode, F7): the student performs the trace on
// screen by clicking the cells each step visits, graded by the engine's SimulationRun
// (engine/core/simulate.hpp). The Workbench draws it (workbench_simulate.cpp); this holds no ImGui state.

#include <optional>
#include <string>
#include <vector>

#include "engine/core/quiz.hpp"
#include "engine/core/results.hpp"
#include "engine/core/scene.hpp"
#include "engine/core/simulate.hpp"

namespace boardlab::ui {

struct SimulateState {
  bool on = false;
  SimulationRun run;
  std::optional<Scene> performed;  // the scene the run was made for (its step left out)
  std::size_t steps = 0;           // the steps of the trace it was made on
  std::string note;                // why there is nothing to perform, when there is nothing
  bool replayed = false;           // the model answer has been started once the run was over
  float stripHeight = 0.0f;        // what the strip held last frame (0: not yet drawn)
  std::string sceneLink{};         // the scene the run is on, as a share link (for the results)
  std::string lecture{};           // the lesson open when it began ("" for none)
  CellName cellName{};             // how its game names cells (for the results)
  std::vector<ResultRow> rows{};   // the results so far, made as each answer comes (the names then are right)
  bool recorded = false;           // the steps performed are in the results
};

}  // namespace boardlab::ui
