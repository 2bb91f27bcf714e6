#pragma once
// Predict mode's state in the workbench (Run > Predict mode, F6): the questions on the trace on screen
// (engine/core/quiz.hpp, made by the game's module from the same scene recorded in English), the run that
// stops the cursor before each one, and what the student has typed or clicked so far. The Workbench draws it
// (workbench_predict.cpp); this holds no ImGui state.

#include <optional>
#include <string>
#include <vector>

#include "engine/core/quiz.hpp"
#include "engine/core/results.hpp"
#include "engine/core/scene.hpp"

namespace boardlab::ui {

struct PredictState {
  bool on = false;
  QuizRun run;
  std::optional<Scene> asked;                // the scene the questions were made for (its step left out)
  std::size_t shown = 0;                     // the step the cursor showed after the last frame
  std::size_t steps = 0;                     // the steps of the trace the questions were made on
  std::string note;                          // why there are no questions, when there are none
  int numberDraft = 0;                       // a number question's field
  std::vector<Cell> cellsDraft;              // a cells question's clicks so far
  std::optional<std::size_t> askedQuestion;  // the waiting question the fields were last cleared for
  float stripHeight = 0.0f;                  // what the question strip held last frame (0: not yet drawn)
  std::string sceneLink{};                   // the scene the run is on, as a share link (for the results)
  std::string lecture{};                     // the lesson open when it began ("" for none)
  CellName cellName{};                       // how its game names cells (for the results)
  std::vector<ResultRow> rows{};             // the results so far, made as each answer comes (the names then are right)
  bool recorded = false;                     // the answers are in the results
};

}  // namespace boardlab::ui
