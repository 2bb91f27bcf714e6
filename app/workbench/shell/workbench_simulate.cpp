// Simulate mode (Run > Simulate mode, F7): the student performs the algorithm on the board, clicking the
// cells each step visits, in the order of the steps; the board holds the step before until they are all
// clicked. A wrong click ends the step: it is drawn whole, with the wrong click crossed and the right cells
// ringed, and the run goes on. At the end the score shows and the model answer replays. The grading is
// the engine's (engine/core/simulate.hpp), on the trace on screen (a program's own trace too: its marks
// are its own).

#include <cmath>

#include <imgui.h>

#include "app/workbench/shell/exercise_marks.hpp"
#include "app/workbench/shell/workbench.hpp"
#include "app/workbench/views/style.hpp"
#include "app/workbench/views/ui_text.hpp"

namespace boardlab::ui {

void Workbench::setSimulate(bool on) {
  const bool kept = recordSimulateRun();  // a run left with steps performed is kept as far as it went
  if (on) setPredict(false);              // one exercise at a time
  const bool wasOn = simulate_.on;
  simulate_ = SimulateState{};
  simulate_.on = on;
  if (kept && (on || wasOn))  // else the status says why the results were not kept
    status_ =
        on ? tr("Simulate mode: click the cells the algorithm visits, step by step.") : tr("Simulate mode is off.");
  if (on) activeCursor().first();
}

void Workbench::updateSimulate(TraceCursor& cursor) {
  if (!simulate_.on || exportRunning_) return;
  Scene scene = sceneOnScreen();
  scene.step = 0;
  if (!simulate_.performed || !(*simulate_.performed == scene) || simulate_.steps != cursor.size()) {
    // Anything but the step changed (a move, an edit, another algorithm): the run starts anew on it.
    recordSimulateRun();
    simulate_.recorded = false;
    simulate_.sceneLink = runPlaceOnScreen();
    simulate_.lecture = lectureOnScreen();
    simulate_.rows.clear();
    simulate_.cellName = cellNamer();
    simulate_.performed = scene;
    simulate_.steps = cursor.size();
    simulate_.replayed = false;
    simulate_.run = cursor.trace() ? SimulationRun(simulationSteps(*cursor.trace())) : SimulationRun();
    simulate_.run.start(ImGui::GetTime());
    simulate_.note = cursor.empty() ? tr("No trace to perform: choose an algorithm and a move or a pair.")
                     : simulate_.run.steps().empty() ? tr("This trace visits no cell to click: try predict mode (F6).")
                                                     : std::string();
    cursor.first();
  }
  const SimulationRun& run = simulate_.run;
  if (run.steps().empty()) return;
  if (!run.finished()) {  // the board holds the step before the one being performed
    cursor.pause();
    cursor.jump(std::min(run.shownStep(), cursor.size() - 1));
    takeBoardClicks(true);
  } else if (!simulate_.replayed) {  // the model answer, from the start
    recordSimulateRun();
    simulate_.replayed = true;
    cursor.first();
    cursor.play();
  }
}

void Workbench::clickSimulate(Cell cell) {
  const ClickVerdict verdict = simulate_.run.click(cell, ImGui::GetTime());
  noteSimulateRows();
  switch (verdict) {
    case ClickVerdict::Right:
      status_ = simulate_.run.finished() ? tr("Right: that was the last step.") : tr("Right.");
      break;
    case ClickVerdict::Wrong:
      status_ = tr("Not that one: the board shows the step as the algorithm does it.");
      break;
    case ClickVerdict::Again:
      status_ = tr("Already clicked.");
      break;
    case ClickVerdict::Over:
      break;
  }
}

void Workbench::drawSimulateMarks() {
  if (!simulate_.on || exportRunning_ || simulate_.run.steps().empty()) return;
  const BoardGeometry& g = geometry_;
  SimulationRun& run = simulate_.run;
  // The step that just ended with a wrong click or "show me": its right cells ringed, the wrong click
  // crossed, until the next click.
  if (const auto last = run.lastDone(); last && run.clicked().empty() && !run.result(*last)->right) {
    for (Cell c : run.steps()[*last].cells) exercise::rightRing(g, c);
    for (Cell c : run.result(*last)->wrong) exercise::wrongCross(g, c);
  }
  if (run.finished()) return;
  for (Cell c : run.clicked()) exercise::clickDot(g, c);
  const std::optional<Cell> over = ImGui::IsWindowHovered() ? g.nearest(ImGui::GetIO().MousePos, 1) : std::nullopt;
  if (!over) return;
  exercise::hoverRing(g, *over);
  if (ImGui::IsMouseReleased(ImGuiMouseButton_Left)) clickSimulate(*over);
}

void Workbench::drawSimulatePanel() {
  const ImGuiStyle& style = ImGui::GetStyle();
  const float height = simulate_.stripHeight > 0.0f
                           ? simulate_.stripHeight
                           : ImGui::GetTextLineHeightWithSpacing() * 2 + ImGui::GetFrameHeightWithSpacing();
  ImGui::BeginChild("simulate", ImVec2(0, height + style.WindowPadding.y * 2), true, ImGuiWindowFlags_NoScrollbar);
  const float top = ImGui::GetCursorPosY();
  ImGui::PushTextWrapPos(0.0f);
  SimulationRun& run = simulate_.run;
  const int total = static_cast<int>(run.steps().size());
  if (!simulate_.note.empty()) {
    ImGui::TextUnformatted(simulate_.note.c_str());
  } else if (const auto k = run.current()) {
    ImGui::TextDisabled("%s", text("Simulate: step {0} of {1}, {2} right so far", *k + 1, total, run.right()).c_str());
    const std::size_t left = run.steps()[*k].cells.size() - run.clicked().size();
    const TraceCursor& cursor = activeCursor();
    const auto next = static_cast<std::size_t>(run.steps()[*k].step);
    const int line = next < cursor.size() ? cursor.step(next).codeLine : 0;
    ImGui::TextUnformatted(
        text("The next step runs line {0}: click the cells it visits, in any order ({1} to go).", line, left).c_str());
    if (ImGui::SmallButton(tr("Show this step##simulate"))) {
      run.reveal(ImGui::GetTime());
      noteSimulateRows();
      status_ = tr("The board shows the step.");
    }
  } else {
    ImGui::TextUnformatted(text("Performed: {0} of {1} steps right (wrong clicks: {2}), in {3} s.", run.right(), total,
                                run.wrongClicks(), static_cast<int>(std::lround(run.seconds())))
                               .c_str());
    wrappedHint(tr("The model answer replays. Press F7 twice to perform it again."));
  }
  ImGui::PopTextWrapPos();
  simulate_.stripHeight = ImGui::GetCursorPosY() - top - style.ItemSpacing.y;
  ImGui::EndChild();
}

}  // namespace boardlab::ui
