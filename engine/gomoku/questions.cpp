#include "engine/gomoku/questions.hpp"

#include <stdexcept>

#include "engine/core/game_module.hpp"
#include "engine/gomoku/algorithms.hpp"
#include "engine/gomoku/forbidden.hpp"
#include "engine/gomoku/formats.hpp"
#include "engine/gomoku/notation.hpp"
#include "engine/gomoku/replay.hpp"
#include "engine/gomoku/win.hpp"

namespace boardlab::gomoku {

namespace {

constexpr std::initializer_list<MarkRole> kStops = {MarkRole::StoppedOpponent, MarkRole::StoppedEmpty,
                                                    MarkRole::StoppedBound};

// A walk of the scans: its direction and count are watched, and it stops on one point.
void walkQuestions(const Step& s, int at, std::vector<Question>& out) {
  const std::string* direction = watchValue(s, "direction");
  const std::string* count = watchValue(s, "count");
  const auto stop = onlyMark(s, kStops);
  if (!direction || !count || !stop || s.event == Event::Verdict) return;  // a step with no walk asks nothing
  out.push_back({.step = at,
                 .kind = "stop",
                 .prompt = "The next walk goes along the {0} line: on which point does it stop?",
                 .values = {{*direction, true}},
                 .shape = AnswerShape::Cell,
                 .cells = {*stop}});
  if (const auto n = wholeNumber(*count))
    out.push_back({.step = at,
                   .kind = "count",
                   .prompt = "The next walk goes along the {0} line: what is count after it?",
                   .values = {{*direction, true}},
                   .shape = AnswerShape::Number,
                   .number = *n});
}

void verdictQuestions(const Step& s, int at, std::vector<Question>& out) {
  if (s.event != Event::Verdict) return;
  const std::string* result = watchValue(s, "result");
  const std::string* over = watchValue(s, "over");  // the published JavaScript says only whether the game is over
  if (!result && !over) return;
  const std::string verdict = result ? *result : *over == "true" ? "win" : "no win";
  if (const std::string* depth = watchValue(s, "depth")) {  // renju's forbidden check, at any depth
    const std::vector<std::string> kinds{"allowed", "double-three", "double-four", "overline"};
    const std::string* point = watchValue(s, "p");
    for (std::size_t k = 0; k < kinds.size(); ++k)
      if (kinds[k] == verdict && point)
        out.push_back({.step = at,
                       .kind = "forbidden",
                       .prompt = "Depth {0}: what does the forbidden check say of {1}?",
                       .values = {{*depth, false}, {*point, false}},
                       .choices = kinds,
                       .choice = static_cast<int>(k)});
    return;
  }
  out.push_back({.step = at,
                 .kind = "verdict",
                 .prompt = "What is the check's verdict on this move?",
                 .choices = {"a win", "no win", "the published code faults"},
                 .choice = verdict == "win"     ? 0
                           : verdict == "fault" ? 2
                                                : 1});
}

}  // namespace

std::vector<Question> questions(const Trace& trace) {
  std::vector<Question> out;
  // From the second step: the first shows where the check starts, with nothing before it to predict from.
  for (std::size_t i = 1; i < trace.steps.size(); ++i) {
    walkQuestions(trace.steps[i], static_cast<int>(i), out);
    verdictQuestions(trace.steps[i], static_cast<int>(i), out);
  }
  return out;
}

SceneTrace traceScene(const Scene& scene) {
  std::vector<std::string> notes;
  GameRecord record = loadGomokuText(scene.boardText, scene.boardFile.string(), notes);
  if (scene.has("rule")) {
    const auto rule = parseRule(scene.parameter("rule"));
    if (!rule) throw std::invalid_argument("unknown rule '" + scene.parameter("rule") + "'");
    record.rule = *rule;
  }
  const int rows = record.start.rows();
  const CellName name = [rows](Cell c) { return cellName(c, rows); };
  const std::string size = std::to_string(record.start.cols()) + "x" + std::to_string(rows);
  if (scene.algo == "forbidden") {
    const Board board = replayGame(record).board();
    Cell point;
    std::string why;
    if (!scene.has("point")) throw std::invalid_argument("forbidden checks one empty point: give it, like --point h8");
    if (!parseCellName(scene.parameter("point"), board.cols(), board.rows(), point, why))
      throw std::invalid_argument("--point: " + why);
    if (board.at(point) != Stone::None)
      throw std::invalid_argument("--point: " + scene.parameter("point") + " holds a stone");
    Recorder rec{"forbidden"};
    const Forbidden verdict = forbiddenAt(board, point, rec);
    return {rec.take(), forbiddenListing(),
            "gomoku " + size + "; forbidden at " + cellName(point, rows) + ": " +
                (verdict == Forbidden::None ? std::string("allowed") : std::string(forbiddenName(verdict))),
            name};
  }
  if (scene.has("point")) throw std::invalid_argument("--point is for --algo forbidden");
  const AlgorithmInfo* info = findAlgorithm(scene.algo);
  if (!info) throw std::invalid_argument("unknown gomoku algorithm '" + scene.algo + "'");
  PlyTrace t = traceAt(record, scene.algo, scene.number("move"));
  return {std::move(t.trace), info->listing(),
          "gomoku " + size + "; " + scene.algo + " at move " + std::to_string(t.verdict.ply) + " (" +
              cellName(t.verdict.at, rows) + ")",
          name};
}

}  // namespace boardlab::gomoku
