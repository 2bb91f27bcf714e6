// Predict mode (Run > Predict mode, F6): before a step the board asks what it will show, and waits; the
// student answers on the board itself (a click, several clicks), with a number or with a choice, and the true
// step is drawn with the verdict on the answer. The questions and the run that gates the cursor are the
// engine's (engine/core/quiz.hpp); this file keeps them in step with the scene and draws them.

#include <algorithm>
#include <cmath>

#include <imgui.h>

#include "app/workbench/shell/exercise_marks.hpp"
#include "app/workbench/shell/workbench.hpp"
#include "app/workbench/views/board_geometry.hpp"
#include "app/workbench/views/style.hpp"
#include "app/workbench/views/ui_text.hpp"
#include "engine/core/game_module.hpp"
#include "engine/ext/outside.hpp"

namespace boardlab::ui {

namespace {

// Whether the board's clicks answer `q` (while any question waits they are held from the game: a stray
// click must not play a move and start the questions anew).
bool takesClicks(const Question* q) { return q && (q->shape == AnswerShape::Cell || q->shape == AnswerShape::Cells); }

}  // namespace

std::vector<Question> Workbench::lessonOrOwnQuestions(const Scene& shown, std::vector<Question> made,
                                                      const CellName& name) const {
  if (!lesson_ || lesson_->questions.empty() || lessonBoardChanged()) return made;
  // The lesson's scene, whatever step: its questions are about it (another move or algorithm asks its own).
  if (!lesson_->scene.sameAnalysis(shown)) return made;
  try {
    return lessonQuestions(made, lesson_->questions, name);
  } catch (const std::invalid_argument&) {  // checked when the lesson was read: not for this run
    return made;
  }
}

void Workbench::setPredict(bool on) {
  const bool kept = recordPredictRun();  // a run left with answers in it is kept as far as it went
  if (on) setSimulate(false);            // one exercise at a time
  const bool wasOn = predict_.on;
  predict_ = PredictState{};
  predict_.on = on;
  if (kept && (on || wasOn))  // else the status says why the results were not kept
    status_ = on ? tr("Predict mode: before a step, the board asks what it will show.") : tr("Predict mode is off.");
  if (on) activeCursor().first();
}

void Workbench::updatePredict(TraceCursor& cursor) {
  takeBoardClicks(false);
  if (!predict_.on || exportRunning_) return;
  // The scene on screen, its step left out: the questions are made again when anything else changes.
  Scene scene = sceneOnScreen();
  scene.step = 0;
  if (!predict_.asked || !(*predict_.asked == scene) || predict_.steps != cursor.size()) {
    recordPredictRun();
    predict_.recorded = false;
    predict_.sceneLink = runPlaceOnScreen();
    predict_.lecture = lectureOnScreen();
    predict_.rows.clear();
    predict_.cellName = cellNamer();
    predict_.asked = scene;
    predict_.steps = cursor.size();
    predict_.run = QuizRun();
    predict_.note.clear();
    predict_.cellsDraft.clear();
    const GameModule* game = findGame(scene.game);
    if (cursor.empty()) {
      predict_.note = tr("No trace to ask about: choose an algorithm and a move or a pair.");
    } else if (!game || !game->traceScene || !game->questions) {
      predict_.note = tr("This game asks no questions.");
    } else if (ext::findOutside(scene.algo)) {  // never run again in a frame; its steps are its own
      predict_.note = tr("This trace asks no questions (a program's own steps are not predicted).");
    } else {
      try {
        // In English: the question makers read the steps' watched words ("win", "linked"). The same run
        // as on screen, mark for mark, or none: a scene that does not say everything the view shows (a
        // stone Shift+clicked) must not ask about another run.
        const i18n::LanguageScope english(i18n::Language::English);
        const SceneTrace run = game->traceScene(scene);
        if (cursor.trace() && run.trace.steps.size() == cursor.size() &&
            firstDivergence(run.trace, *cursor.trace()) < 0)
          predict_.run = QuizRun(lessonOrOwnQuestions(scene, game->questions(run), run.cellName));
      } catch (const std::exception&) {  // a scene the game cannot trace alone: no questions
      }
      if (predict_.note.empty() && predict_.run.questions().empty())
        predict_.note = tr("This trace asks no questions.");
    }
    cursor.first();
    predict_.shown = 0;
  }
  // The cursor moved (a key, Play, the timeline): it stops before the step that answers a waiting question.
  const std::size_t wanted = cursor.position();
  const std::size_t allowed = predict_.run.allowedStep(predict_.shown, wanted, ImGui::GetTime());
  if (allowed != wanted) {
    cursor.pause();
    cursor.jump(allowed);
  }
  if (predict_.run.pendingIndex() != predict_.askedQuestion) {  // a new question: an empty field
    predict_.askedQuestion = predict_.run.pendingIndex();
    predict_.numberDraft = 0;
  }
  if (const auto step = predict_.run.answeredStep()) {  // the answer shown: the step that answers it
    predict_.run.clearAnsweredStep();
    cursor.jump(std::min(*step, cursor.size() - 1));
  }
  predict_.shown = cursor.position();
  if (predict_.run.finished()) recordPredictRun();
  takeBoardClicks(predict_.run.pending() != nullptr);
}

void Workbench::answerPredict(const Answer& answer) {
  const bool right = predict_.run.answer(answer, ImGui::GetTime());
  notePredictRows();
  status_ = right ? tr("Right.") : tr("Not quite: the step shows the answer.");
  predict_.cellsDraft.clear();
}

void Workbench::drawPredictMarks() {
  if (!predict_.on || exportRunning_) return;
  const BoardGeometry& g = geometry_;
  const Question* q = predict_.run.pending();
  if (takesClicks(q)) {
    // The board takes the click as the answer (the game's own clicks are held meanwhile).
    const ImVec2 mouse = ImGui::GetIO().MousePos;
    const std::optional<Cell> over = ImGui::IsWindowHovered() ? g.nearest(mouse, 1) : std::nullopt;
    if (over) exercise::hoverRing(g, *over);
    for (Cell c : predict_.cellsDraft) exercise::clickDot(g, c);
    if (over && ImGui::IsMouseReleased(ImGuiMouseButton_Left)) {
      if (q->shape == AnswerShape::Cell) {
        answerPredict({.cells = {*over}, .number = 0, .choice = -1});
      } else {
        auto& d = predict_.cellsDraft;
        const auto at = std::find(d.begin(), d.end(), *over);
        if (at == d.end())
          d.push_back(*over);
        else
          d.erase(at);
      }
    }
    return;
  }
  // The answers of the questions this step answers: green rings on the right cells, a red cross on a
  // wrong click.
  if (q) return;
  const auto& questions = predict_.run.questions();
  for (std::size_t i = 0; i < questions.size(); ++i) {
    const Question& done = questions[i];
    const auto& result = predict_.run.result(i);
    if (!result || static_cast<std::size_t>(done.step) != activeCursor().position()) continue;
    if (done.shape != AnswerShape::Cell && done.shape != AnswerShape::Cells) continue;
    for (Cell c : done.cells) exercise::rightRing(g, c);
    for (Cell c : result->given.cells)
      if (std::find(done.cells.begin(), done.cells.end(), c) == done.cells.end()) exercise::wrongCross(g, c);
  }
}

void Workbench::drawPredictPanel() {
  // As tall as what it held the frame before (a prompt of one line and its buttons, or two lines of
  // feedback): the board lays itself out below and keeps the rest. Three rows until it has been measured.
  const ImGuiStyle& style = ImGui::GetStyle();
  const float height = predict_.stripHeight > 0.0f
                           ? predict_.stripHeight
                           : ImGui::GetTextLineHeightWithSpacing() * 2 + ImGui::GetFrameHeightWithSpacing();
  ImGui::BeginChild("predict", ImVec2(0, height + style.WindowPadding.y * 2), true, ImGuiWindowFlags_NoScrollbar);
  const float top = ImGui::GetCursorPosY();
  ImGui::PushTextWrapPos(0.0f);
  const QuizRun& run = predict_.run;
  const TraceExport shown = view_->traceExport();
  const auto name =
      shown.cellName ? shown.cellName : [](Cell c) { return std::to_string(c.col) + "," + std::to_string(c.row); };
  // The verdict on the last answer: on the step that answers it, or before the same step's next question.
  const auto verdict = [&](std::size_t i) {
    const Question& q = run.questions()[i];
    const std::string answer = answerText(q, rightAnswer(q), name);
    if (run.result(i)->right)
      ImGui::TextColored(ImVec4(0.3f, 0.85f, 0.4f, 1), "%s", text("Right: {0}.", answer).c_str());
    else
      ImGui::TextColored(ImVec4(1.0f, 0.45f, 0.35f, 1), "%s", text("The answer: {0}.", answer).c_str());
  };
  ImGui::TextDisabled("%s", text("Predict: {0} of {1} right", run.right(), run.answered()).c_str());
  if (const Question* q = run.pending()) {
    ImGui::TextUnformatted(promptText(*q).c_str());
    switch (q->shape) {
      case AnswerShape::Cell:
        ImGui::TextDisabled("%s", tr("Click it on the board."));
        break;
      case AnswerShape::Cells:
        ImGui::TextDisabled(
            "%s", text("Click them on the board ({0} chosen), then Done.", predict_.cellsDraft.size()).c_str());
        if (ImGui::Button(tr("Done##predict")))
          answerPredict({.cells = predict_.cellsDraft, .number = 0, .choice = -1});
        ImGui::SameLine();
        break;
      case AnswerShape::Number:
        ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6);
        if (ImGui::InputInt("##predict number", &predict_.numberDraft, 1, 1, ImGuiInputTextFlags_EnterReturnsTrue))
          answerPredict({.cells = {}, .number = predict_.numberDraft, .choice = -1});
        ImGui::SameLine();
        if (ImGui::Button(tr("Answer##predict")))
          answerPredict({.cells = {}, .number = predict_.numberDraft, .choice = -1});
        ImGui::SameLine();
        break;
      case AnswerShape::Choice:
        for (std::size_t i = 0; i < q->choices.size(); ++i) {
          if (i > 0) ImGui::SameLine();
          if (ImGui::Button(tr(q->choices[i]).c_str()))
            answerPredict({.cells = {}, .number = 0, .choice = static_cast<int>(i)});
        }
        break;
    }
    if (q->shape != AnswerShape::Choice) {
      if (ImGui::SmallButton(tr("Show the answer##predict"))) {
        predict_.run.reveal(ImGui::GetTime());
        notePredictRows();
        status_ = tr("The board shows the answer.");
      }
    }
  } else if (const auto last = run.lastAnswered();
             last && static_cast<std::size_t>(run.questions()[*last].step) == activeCursor().position()) {
    // Every question this step answers, once it shows (not before: one answer would give the next away).
    bool first = true;
    for (std::size_t i = 0; i < run.questions().size(); ++i)
      if (run.result(i) && static_cast<std::size_t>(run.questions()[i].step) == activeCursor().position()) {
        if (!first) ImGui::SameLine();
        first = false;
        verdict(i);
      }
    wrappedHint(tr("Step on (Right) to the next question."));
  } else if (!predict_.note.empty()) {
    ImGui::TextUnformatted(predict_.note.c_str());
  } else if (run.finished()) {
    ImGui::TextUnformatted(text("All {0} questions asked: {1} right, in {2} s.", run.questions().size(), run.right(),
                                static_cast<int>(std::lround(run.seconds())))
                               .c_str());
  } else {
    wrappedHint(tr("Step on (Right): the board asks before each step it can ask about."));
  }
  ImGui::PopTextWrapPos();
  predict_.stripHeight = ImGui::GetCursorPosY() - top - style.ItemSpacing.y;
  ImGui::EndChild();
}

}  // namespace boardlab::ui
