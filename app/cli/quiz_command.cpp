// boardlab-cli quiz FILE [--algo NAME] [--ply N | --point P | --from C,R --to C,R] [--json] [--answers FILE]
// [--lang zh-CN]: the questions predict mode asks on a scene (engine/core/quiz.hpp), each with the step it is
// asked before, its kind, its prompt in both languages and its answer; with --answers, a student's answers
// (a JSON array, one entry per question in order, each in the answer's own shape, null for none) scored.

#include <CLI/CLI.hpp>

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

int runQuiz(const GameModule& game, const std::string& text, const TraceRequest& request,
            const std::string& answersFile) {
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
  const std::vector<Question> questions = game.questions(*run);
  std::optional<std::vector<std::optional<Answer>>> answers;
  if (!answersFile.empty()) {
    answers = readAnswers(answersFile, questions);
    if (!answers) return kExitBadInput;
  }
  int right = 0;
  nlohmann::json list = nlohmann::json::array();
  for (std::size_t i = 0; i < questions.size(); ++i) {
    nlohmann::json q = questionJson(questions[i], run->cellName);
    if (answers) {
      const std::optional<Answer>& given = (*answers)[i];
      const bool ok = given && isRight(questions[i], *given);
      right += ok ? 1 : 0;
      q["right"] = ok;
    }
    list.push_back(std::move(q));
  }
  if (request.json) {
    nlohmann::json out{{"game", std::string(game.name)},
                       {"summary", run->summary},
                       {"algo", request.algo},
                       {"steps", run->trace.steps.size()},
                       {"questions", list}};
    if (answers) {
      out["right"] = right;
      out["total"] = questions.size();
    }
    std::cout << out.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << '\n';
    return kExitOk;
  }
  // The framing in English, as `trace` prints it; the prompts and choices in the language asked for.
  std::cout << run->summary << '\n'
            << i18n::counted(static_cast<long long>(questions.size()), "question") << " on "
            << i18n::counted(static_cast<long long>(run->trace.steps.size()), "step") << " of " << request.algo << '\n';
  for (std::size_t i = 0; i < questions.size(); ++i) {
    const Question& q = questions[i];
    std::cout << i + 1 << ". before step " << q.step + 1 << " [" << q.kind << "] " << promptText(q);
    if (q.shape == AnswerShape::Choice) {
      std::string offered;
      for (const std::string& c : q.choices) offered += (offered.empty() ? "" : " / ") + std::string(i18n::tr(c));
      std::cout << " (" << offered << ")";
    }
    std::cout << "\n     answer: " << rightText(q, run->cellName);
    if (answers) {
      const std::optional<Answer>& given = (*answers)[i];
      std::cout << "; given: " << (given ? answerText(q, *given, run->cellName) : "-") << ' '
                << (list[i]["right"].get<bool>() ? "right" : "wrong");
    }
    std::cout << '\n';
  }
  if (answers) std::cout << right << " of " << questions.size() << " right\n";
  return kExitOk;
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
      "  boardlab-cli quiz examples/link/classic-12x8.board --algo bfs --from 2,0 --to 7,0 --answers mine.json");
  cmd->add_option("FILE", request->scene.file, "the board file (any gomoku format) or a share link")->required();
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
    exitCode =
        withTraceFile(request->scene, [&](const GameModule& game, const std::string& text, const TraceRequest& scene) {
          return runQuiz(game, text, scene, request->answers);
        });
  });
}

}  // namespace boardlab::cli
