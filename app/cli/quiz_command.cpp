// boardlab-cli quiz FILE [--algo NAME] [--ply N | --point P | --from C,R --to C,R] [--json] [--answers FILE]
// [--lang zh-CN]: the questions predict mode asks on a scene (engine/core/quiz.hpp), each with the step it is
// asked before, its kind, its prompt in both languages and its answer; with --answers, a student's answers
// (a JSON array, one entry per question in order, each in the answer's own shape, null for none) scored.

#include <CLI/CLI.hpp>

#include <filesystem>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "app/cli/commands.hpp"
#include "app/cli/outside_algos.hpp"
#include "app/common/validators.hpp"
#include "engine/core/board_text.hpp"
#include "engine/core/game_module.hpp"
#include "engine/core/lesson.hpp"
#include "engine/core/quiz.hpp"
#include "engine/i18n/i18n.hpp"

namespace boardlab::cli {

namespace {

struct QuizRequest {
  TraceRequest scene;
  std::string answers;  // the student's answers file ("" for none)
};

// The right answer as people read it (a turn: any of the turns).
std::string rightText(const Question& q, const CellName& name) {
  if (q.shape == AnswerShape::Cell && q.anyOf) {
    std::string out;
    for (Cell c : q.cells) out += (out.empty() ? "" : " or ") + name(c);
    return out;
  }
  return answerText(q, rightAnswer(q), name);
}

// The student's answers file: a JSON array of one entry per question. nullopt after saying why.
std::optional<std::vector<std::optional<Answer>>> readAnswers(const std::string& file,
                                                              const std::vector<Question>& questions) {
  nlohmann::json doc;
  try {
    doc = nlohmann::json::parse(readTextFile(file));
  } catch (const BoardFileError& e) {
    std::cerr << "error: " << e.what() << '\n';
    return std::nullopt;
  } catch (const nlohmann::json::parse_error& e) {
    std::cerr << "error: " << file << ": not JSON (" << e.what() << ")\n";
    return std::nullopt;
  }
  if (!doc.is_array()) {
    std::cerr << "error: " << file << ": wants a JSON array, one entry per question in order\n";
    return std::nullopt;
  }
  if (doc.size() != questions.size()) {
    std::cerr << "error: " << file << ": holds " << doc.size() << " entries for " << questions.size()
              << " questions (one entry per question, null for none)\n";
    return std::nullopt;
  }
  std::vector<std::optional<Answer>> answers;
  for (std::size_t i = 0; i < doc.size(); ++i) {
    std::string error;
    answers.push_back(readAnswer(doc[i], questions[i], error));
    if (!error.empty()) {
      std::cerr << "error: " << file << ": entry " << i + 1 << " (question " << i + 1 << ", "
                << answerShapeName(questions[i].shape) << "): " << error << '\n';
      return std::nullopt;
    }
  }
  return answers;
}

// One scene's questions: a board's, or a lesson's scene's (its `ask` lines when it has them).
struct QuizScene {
  std::string game;
  std::string heading;  // a lecture's "scene 2 of 3: ..." ("" for a board)
  std::string algo;
  SceneTrace run;
  std::vector<Question> questions;
};

// The scene's trace and questions, added to `scenes`; the exit code (kExitOk when added).
int quizScene(const GameModule& game, const std::string& text, const TraceRequest& request,
              const std::vector<LessonQuestion>& asks, std::string heading, std::vector<QuizScene>& scenes) {
  if (!game.traceScene || !game.questions) {
    std::cerr << "error: " << request.file << ": BoardLab asks no questions on a " << game.name << " board\n";
    return kExitUsage;
  }
  if (!startOutsideAlgo(game.name, request.algo)) return kExitUsage;
  int exitCode = kExitOk;
  std::optional<SceneTrace> run;
  {
    // Recorded in English: the question makers read the steps' watched words ("win", "linked").
    const i18n::LanguageScope english(i18n::Language::English);
    run = traceByModule(game, request, text, exitCode);
  }
  if (!run) return exitCode;
  std::vector<Question> questions = game.questions(*run);
  if (!asks.empty()) questions = lessonQuestions(questions, asks, run->cellName);  // checked when it was read
  scenes.push_back({std::string(game.name), std::move(heading), request.algo, std::move(*run), std::move(questions)});
  return kExitOk;
}

int printQuiz(const std::vector<QuizScene>& scenes, const std::string& lessonTitle, const std::string& answersFile,
              bool json) {
  std::vector<const Question*> all;
  for (const QuizScene& s : scenes)
    for (const Question& q : s.questions) all.push_back(&q);
  std::vector<Question> flat;
  for (const Question* q : all) flat.push_back(*q);
  std::optional<std::vector<std::optional<Answer>>> answers;
  if (!answersFile.empty()) {
    answers = readAnswers(answersFile, flat);
    if (!answers) return kExitBadInput;
  }
  int right = 0;
  std::size_t i = 0;
  nlohmann::json list = nlohmann::json::array();
  std::vector<bool> rights;
  for (std::size_t k = 0; k < scenes.size(); ++k)
    for (const Question& question : scenes[k].questions) {
      nlohmann::json q = questionJson(question, scenes[k].run.cellName);
      if (!lessonTitle.empty()) q["scene"] = k + 1;
      if (answers) {
        const std::optional<Answer>& given = (*answers)[i];
        const bool ok = given && isRight(question, *given);
        right += ok ? 1 : 0;
        q["right"] = ok;
        rights.push_back(ok);
      }
      list.push_back(std::move(q));
      ++i;
    }
  if (json) {
    nlohmann::json out;
    if (lessonTitle.empty()) {
      const QuizScene& s = scenes.front();
      out = {{"game", s.game}, {"summary", s.run.summary}, {"algo", s.algo}, {"steps", s.run.trace.steps.size()}};
    } else {
      out["lesson"] = lessonTitle;
      out["scenes"] = nlohmann::json::array();
      for (const QuizScene& s : scenes)
        out["scenes"].push_back({{"heading", s.heading},
                                 {"summary", s.run.summary},
                                 {"algo", s.algo},
                                 {"steps", s.run.trace.steps.size()},
                                 {"questions", s.questions.size()}});
    }
    out["questions"] = list;
    if (answers) {
      out["right"] = right;
      out["total"] = flat.size();
    }
    std::cout << out.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << '\n';
    return kExitOk;
  }
  // The framing in English, as `trace` prints it; the prompts and choices in the language asked for.
  if (!lessonTitle.empty()) std::cout << lessonTitle << '\n';
  i = 0;
  for (const QuizScene& s : scenes) {
    if (!s.heading.empty()) std::cout << s.heading << '\n';
    std::cout << s.run.summary << '\n'
              << i18n::counted(static_cast<long long>(s.questions.size()), "question") << " on "
              << i18n::counted(static_cast<long long>(s.run.trace.steps.size()), "step") << " of " << s.algo << '\n';
    for (const Question& q : s.questions) {
      std::cout << i + 1 << ". before step " << q.step + 1 << " [" << q.kind << "] " << promptText(q);
      if (q.shape == AnswerShape::Choice) {
        std::string offered;
        for (const std::string& c : q.choices) offered += (offered.empty() ? "" : " / ") + std::string(i18n::tr(c));
        std::cout << " (" << offered << ")";
      }
      std::cout << "\n     answer: " << rightText(q, s.run.cellName);
      if (answers) {
        const std::optional<Answer>& given = (*answers)[i];
        std::cout << "; given: " << (given ? answerText(q, *given, s.run.cellName) : "-") << ' '
                  << (rights[i] ? "right" : "wrong");
      }
      std::cout << '\n';
      ++i;
    }
  }
  if (answers) std::cout << right << " of " << flat.size() << " right\n";
  return kExitOk;
}

// A lesson file: every scene's questions, a lecture's in scene order.
int quizLesson(const QuizRequest& request) {
  Lesson lesson;
  try {
    lesson = loadLesson(request.scene.file);  // its `ask` lines checked against their traces
  } catch (const std::exception& e) {
    std::cerr << "error: " << e.what() << '\n';
    return kExitBadInput;
  }
  std::vector<QuizScene> scenes;
  for (std::size_t k = 0; k < lesson.sceneCount(); ++k) {
    const Lesson at = lesson.atScene(k);
    TraceRequest scene = request.scene;
    scene.file = at.scene.boardFile.string();
    scene.algo = at.scene.algo;
    scene.ply = at.scene.number("move");
    scene.point = at.scene.parameter("point");
    scene.from = at.scene.parameter("from");
    scene.to = at.scene.parameter("to");
    const std::string heading = lesson.sceneCount() > 1
                                    ? "scene " + std::to_string(k + 1) + " of " + std::to_string(lesson.sceneCount()) +
                                          (at.heading.empty() ? std::string() : ": " + at.heading)
                                    : std::string();
    const int code = withTraceFile(scene, [&](const GameModule& game, const std::string& text, const TraceRequest& r) {
      return quizScene(game, text, r, at.questions, heading, scenes);
    });
    if (code != kExitOk) return code;
  }
  return printQuiz(scenes, lesson.titleIn(i18n::language()), request.answers, request.scene.json);
}

}  // namespace

void addQuizCommand(CLI::App& app, int& exitCode) {
  auto request = std::make_shared<QuizRequest>();
  CLI::App* cmd = app.add_subcommand(
      "quiz",
      "List the questions predict mode asks on a scene, each with the step it comes before, its kind, its\n"
      "prompt in both languages and its answer; with --answers, score a student's answers.\n"
      "Examples:\n"
      "  boardlab-cli quiz examples/gomoku/centre-five.board --algo scan --json\n"
      "  boardlab-cli quiz examples/link/classic-12x8.board --algo bfs --from 2,0 --to 7,0 --answers mine.json\n"
      "  boardlab-cli quiz examples/lessons/19-lecture-link-checks.lesson");
  cmd->add_option("FILE", request->scene.file,
                  "the board file (any gomoku format), a share link, or a lesson (.lesson: every scene's questions, "
                  "its own where it asks them)")
      ->required();
  cmd->add_option("--algo", request->scene.algo, "the algorithm the questions are about (a share link names one)");
  cmd->add_option("--ply", request->scene.ply, "gomoku: the 1-based move checked (default: the last move)")
      ->check(wholeNumberAtLeast(0));
  cmd->add_option("--point", request->scene.point, "gomoku, with --algo forbidden: the empty point checked");
  cmd->add_option("--from", request->scene.from, "link: the first tile, as C,R");
  cmd->add_option("--to", request->scene.to, "link: the second tile, as C,R");
  cmd->add_option("--answers", request->answers,
                  "a JSON array of the student's answers, one per question in order, each in the answer's shape "
                  "([col, row], a list of them, a number or the choice's English words; null for none)");
  cmd->add_flag("--json", request->scene.json, "print the questions (and the score) as JSON");
  addOutsideOptions(*cmd);
  auto language = std::make_shared<std::string>("en");
  cmd->add_option("--lang", *language, "the language of the prompts in the text output: en or zh-CN")
      ->check([](const std::string& code) {
        return i18n::parseLanguage(code) ? "" : "wants en or zh-CN, not '" + code + "'";
      });
  cmd->callback([request, language, &exitCode] {
    const i18n::LanguageScope scope(*i18n::parseLanguage(*language));
    if (std::filesystem::path(request->scene.file).extension() == ".lesson") {
      exitCode = quizLesson(*request);
      return;
    }
    exitCode =
        withTraceFile(request->scene, [&](const GameModule& game, const std::string& text, const TraceRequest& scene) {
          std::vector<QuizScene> scenes;
          const int code = quizScene(game, text, scene, {}, "", scenes);
          return code != kExitOk ? code : printQuiz(scenes, "", request->answers, scene.json);
        });
  });
}

}  // namespace boardlab::cli
