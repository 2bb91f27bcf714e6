#include "engine/gomoku/questions.hpp"

#include <algorithm>
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

// `scan:java`: the published Java names no direction, and its count is one variable for every walk (never
// reset: predicting the carried count is the lesson). Its walks watch its own posX and posY.
void javaWalkQuestions(const Step& s, int at, std::vector<Question>& out) {
  if (!watchValue(s, "posX") || watchValue(s, "direction") || s.event == Event::Verdict) return;
  if (const auto stop = onlyMark(s, kStops))
    out.push_back({.step = at,
                   .kind = "stop",
                   .prompt = "The next walk of the published Java: on which point does it stop?",
                   .shape = AnswerShape::Cell,
                   .cells = {*stop}});
  if (const std::string* count = watchValue(s, "count"))
    if (const auto n = wholeNumber(*count))
      out.push_back({.step = at,
                     .kind = "count",
                     .prompt = "The next walk of the published Java: what is its count after it?",
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

// The four lines' names, as the traces write them (translated on screen).
const std::vector<std::string> kLineNames{"horizontal", "vertical", "diagonal", "anti-diagonal"};

// A won verdict: along which line? Read from the direction the verdict (or the step before it) names.
void directionQuestion(const Step& before, const Step& s, int at, std::vector<Question>& out) {
  const std::string* result = watchValue(s, "result");
  if (s.event != Event::Verdict || !result || *result != "win" || watchValue(s, "depth")) return;
  const std::string* direction =
      watchValue(s, "direction") ? watchValue(s, "direction") : watchValue(before, "direction");
  if (!direction) return;
  const auto k = std::find(kLineNames.begin(), kLineNames.end(), *direction);
  if (k == kLineNames.end()) return;
  out.push_back({.step = at,
                 .kind = "direction",
                 .prompt = "Along which line is the five?",
                 .choices = kLineNames,
                 .choice = static_cast<int>(k - kLineNames.begin())});
}

// The cell a step's marks hold under the name `name` (the traces' watches name cells, "h8").
std::optional<Cell> markNamed(const Step& s, const std::string& name, const CellName& cellName) {
  for (const CellMark& m : s.marks)
    if (cellName(m.cell) == name) return m.cell;
  return std::nullopt;
}

// `lines`: a line's counter of the mover's colour after the move, asked where it holds more than the move
// itself (a counter of 1 is every line through an empty neighbourhood). The line is named by its ends.
void counterQuestion(const Step& s, const std::string& stone, int at, const CellName& cellName,
                     std::vector<Question>& out) {
  const std::string* k = watchValue(s, "k");
  const std::string* direction = watchValue(s, "direction");
  const std::string* count = watchValue(s, "count[" + stone + "][k]");
  if (!k || !direction || !count || s.event == Event::Verdict) return;
  const auto n = wholeNumber(*count);
  if (!n || (*n < 2 && s.event != Event::CounterFive)) return;
  std::vector<Cell> line;
  for (const CellMark& m : s.marks)
    if (m.role == MarkRole::Window || m.role == MarkRole::Counted || m.role == MarkRole::Origin) line.push_back(m.cell);
  if (line.size() != 5) return;
  const auto [first, last] = std::minmax_element(line.begin(), line.end());
  out.push_back({.step = at,
                 .kind = "counter",
                 .prompt = "The {0} line {1}-{2}: how many {3} stones does its counter hold now?",
                 .values = {{*direction, true}, {cellName(*first), false}, {cellName(*last), false}, {stone, true}},
                 .shape = AnswerShape::Number,
                 .number = *n});
}

// `windows`: the stone tried next as the start of a five; `windows:csharp`: the stone Win() examines next.
void windowQuestion(const Step& before, const Step& s, int at, const CellName& cellName, std::vector<Question>& out) {
  for (const char* name : {"start", "qz"}) {
    const std::string* now = watchValue(s, name);
    const std::string* was = watchValue(before, name);
    if (!now || (was && *was == *now)) continue;
    if (const auto cell = markNamed(s, *now, cellName))
      out.push_back({.step = at,
                     .kind = "window",
                     .prompt = std::string(name) == "start" ? "Which stone is tried next as the start of a five?"
                                                            : "Which stone does Win() examine next?",
                     .shape = AnswerShape::Cell,
                     .cells = {*cell}});
  }
}

// `bitboard`: the run through the move along one line, from its word's bits.
void runQuestion(const Step& s, const std::string& point, int at, std::vector<Question>& out) {
  const std::string* run = watchValue(s, "run");
  const std::string* direction = watchValue(s, "direction");
  if (s.event != Event::DirectionDone || !run || !direction) return;
  if (const auto n = wholeNumber(*run))
    out.push_back({.step = at,
                   .kind = "run",
                   .prompt = "Along the {0} line: how long is the run through {1}?",
                   .values = {{*direction, true}, {point, false}},
                   .shape = AnswerShape::Number,
                   .number = *n});
}

}  // namespace

std::vector<Question> questions(const SceneTrace& run) {
  const Trace& trace = run.trace;
  std::vector<Question> out;
  // The mover and its point, as the first steps name them (the bitboard's first toggles bits).
  const std::string* stone = nullptr;
  const std::string* point = nullptr;
  for (std::size_t i = 0; i < std::min<std::size_t>(2, trace.steps.size()) && !stone; ++i) {
    stone = watchValue(trace.steps[i], "stone");
    point = watchValue(trace.steps[i], "p");
  }
  // From the second step: the first shows where the check starts, with nothing before it to predict from.
  for (std::size_t i = 1; i < trace.steps.size(); ++i) {
    const Step& s = trace.steps[i];
    const int at = static_cast<int>(i);
    walkQuestions(s, at, out);
    javaWalkQuestions(s, at, out);
    if (stone) counterQuestion(s, *stone, at, run.cellName, out);
    windowQuestion(trace.steps[i - 1], s, at, run.cellName, out);
    if (point) runQuestion(s, *point, at, out);
    verdictQuestions(s, at, out);
    directionQuestion(trace.steps[i - 1], s, at, out);
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
