#pragma once
// Questions on a trace, for predict mode and `boardlab-cli quiz`: before a step is shown, the student says
// what it will show (a point, several points, a number, one of a few answers), and the step itself is the
// answer. A question is made only from what the trace recorded, so it is answered by the algorithm's own
// run: an as-published variant's questions by its own steps, defects included (predicting the defect is
// the lesson). Each game makes its kinds from its traces recorded in English, whose watched words ("win",
// "linked") the makers read (GameModule::questions: engine/gomoku/questions.cpp, engine/link/questions.cpp),
// with the helpers at the end of this file.
//
// Index of this file:
// [SECTION] A question and an answer: AnswerShape, Question, Answer, isRight
// [SECTION] JSON: questionJson, readAnswer (a student's answers are untrusted input)
// [SECTION] Helpers for the games' question makers
// [SECTION] A run of questions: QuizRun, what predict mode keeps while the student steps
//   (after them: [SECTION] A run of questions, what predict mode keeps)

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/core/cell.hpp"
#include "engine/core/trace.hpp"

namespace boardlab {

// [SECTION] A question and an answer

// What an answer is: one cell (a click), a set of cells (several clicks), a whole number, one of a few
// choices.
enum class AnswerShape : unsigned char { Cell, Cells, Number, Choice };
std::string_view answerShapeName(AnswerShape shape);  // "cell", "cells", "number", "choice"

// One value in a prompt: shown as it is (a cell's name, a number) or, for a word, translated.
struct PromptValue {
  std::string text;
  bool word = false;  // translated with i18n::tr ("horizontal")
};

struct Question {
  int step = 0;                       // the 0-based step that answers it: asked while the step before it is shown
  std::string kind;                   // the game's name for it: "stop", "count", "verdict", "layer", "turn", ...
  std::string prompt{};               // English, {0}, {1}, ... for `values`
  std::vector<PromptValue> values{};  // filled into the prompt
  AnswerShape shape = AnswerShape::Choice;
  std::vector<Cell> cells{};           // Cell: the right cell (with anyOf: any of these); Cells: the right set
  bool anyOf = false;                  // Cell: any one of `cells` is right (a path turns at each of them)
  int number = 0;                      // Number: the right number
  std::vector<std::string> choices{};  // Choice: the answers offered (English words, translated on screen)
  int choice = -1;                     // Choice: the right one's index
  // A lesson's own wording (lesson.hpp's `prompt` lines), shown instead of `prompt` in its language; "" for
  // none. The other language falls back to it, then to `prompt`.
  std::string ownPrompt{}, ownChinesePrompt{};
};

// The prompt in the current language.
std::string promptText(const Question& q);

// What a student answered, in the question's shape.
struct Answer {
  std::vector<Cell> cells{};  // Cell: one; Cells: the set (order does not count)
  int number = 0;
  int choice = -1;
};
// Whether `a` is the right answer to `q` (a Cells answer holding a cell twice is not).
bool isRight(const Question& q, const Answer& a);
// The right answer to `q`, as an Answer (Cell with anyOf: its first cell).
Answer rightAnswer(const Question& q);
// Whether an answer written as text ("c8", "0,1 0,2" in any order, "5", "a win": cells by the game's names,
// a choice by its English words) is the right answer to `q`.
bool writtenAnswerIsRight(const Question& q, std::string_view written, const std::function<std::string(Cell)>& name);

// [SECTION] JSON

// How a game names a cell ("h8", "3,1"), for what people read; answers give cells as [col, row].
using CellName = std::function<std::string(Cell)>;
// An answer as people read it, in the current language: the cells' names, the number, the choice ("-" for
// an empty one).
std::string answerText(const Question& q, const Answer& a, const CellName& name);
// {"step": 1-based, "kind", "shape", "prompt": {"en", "zh-CN"}, "choices": [{"en", "zh-CN"}, ...] (choice),
//  "answer": [c, r] | [[c, r], ...] | n | "english choice", "anyOf": [[c, r], ...] (a cell any of several),
//  "answerNames": ["h8", ...] (cells)}.
nlohmann::json questionJson(const Question& q, const CellName& name);
// A student's answer to `q` from JSON in the answer's own shape (as questionJson writes it); nullopt with
// `error` empty for null (no answer), and with `error` saying what is wrong for anything else.
std::optional<Answer> readAnswer(const nlohmann::json& value, const Question& q, std::string& error);

// [SECTION] Helpers for the games' question makers

// The value of the watch `name` at `step`; nullptr when the step does not show it.
const std::string* watchValue(const Step& step, std::string_view name);
// A whole number's value ("5", "-1"); nullopt for anything else.
std::optional<int> wholeNumber(std::string_view text);
// The cell of the one mark of `step` in any of `roles`; nullopt when there is none or more than one.
std::optional<Cell> onlyMark(const Step& step, std::initializer_list<MarkRole> roles);
// The cells `step` marks with `role`, in their order.
std::vector<Cell> marksOf(const Step& step, MarkRole role);
// "C,R" as a cell (link's names, and the paths its watches write); nullopt for anything else.
std::optional<Cell> columnRowCell(std::string_view text);

// [SECTION] A run of questions
//
// Predict mode's state, apart from the screen: the trace is stepped as usual, and before a step that
// answers a question not yet asked, the run stops the cursor on the step before and the question waits.
// One answer each (a wrong one is shown the right answer, as the step then is); stepping back and forth
// over answered questions is free.

struct QuizResult {
  bool right = false;
  bool revealed = false;  // "show me" instead of an answer: not right
  Answer given{};
  double seconds = 0;  // from asked to answered
};

class QuizRun {
 public:
  QuizRun() = default;
  explicit QuizRun(std::vector<Question> questions);

  const std::vector<Question>& questions() const { return questions_; }
  // Where the cursor may go when it is asked to go from step `shown` to `wanted` (0-based) at time `now`
  // (seconds): `wanted`, or the step before the first question not yet asked that a step in
  // (shown, wanted] answers, which then waits (pending). While a question waits, the cursor stays.
  std::size_t allowedStep(std::size_t shown, std::size_t wanted, double now);
  // The question waiting for an answer, or nullptr.
  const Question* pending() const;
  std::optional<std::size_t> pendingIndex() const { return pending_; }
  // Answers the waiting question (judged against its answer); the next question of the same step waits
  // next. Returns whether it was right. Does nothing without a waiting question.
  bool answer(const Answer& given, double now);
  // Shows the answer instead: counted as asked, not right.
  void reveal(double now);
  // Once no question of its step waits any more: the step the cursor goes to (the answer shown); nullopt
  // while one still waits or none was answered.
  std::optional<std::size_t> answeredStep() const { return pending_ ? std::nullopt : answeredStep_; }
  void clearAnsweredStep() { answeredStep_.reset(); }
  // The result of question `i`, once asked and answered.
  const std::optional<QuizResult>& result(std::size_t i) const { return results_[i]; }
  // The last question answered (for the feedback on screen), or nullopt.
  std::optional<std::size_t> lastAnswered() const { return lastAnswered_; }
  int answered() const;  // questions answered or revealed
  int right() const;     // answered right
  bool finished() const { return answered() == static_cast<int>(questions_.size()); }
  double seconds() const;  // the answers' seconds, added

 private:
  void finish(QuizResult result, double now);
  std::vector<Question> questions_;
  std::vector<std::optional<QuizResult>> results_;
  std::optional<std::size_t> pending_;
  double askedAt_ = 0;
  std::optional<std::size_t> answeredStep_;
  std::optional<std::size_t> lastAnswered_;
};

}  // namespace boardlab
