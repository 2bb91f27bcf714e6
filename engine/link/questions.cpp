#include "engine/link/questions.hpp"

#include <algorithm>
#include <stdexcept>

#include "engine/core/game_module.hpp"
#include "engine/link/algorithms.hpp"
#include "engine/link/board.hpp"
#include "engine/link/board_file.hpp"

namespace boardlab::link {

namespace {

constexpr std::initializer_list<MarkRole> kStops = {MarkRole::StoppedOpponent, MarkRole::StoppedEmpty,
                                                    MarkRole::StoppedBound};
// A layer that reaches more cells than this is not asked: nobody clicks a hundred cells.
constexpr std::size_t kMostLayerCells = 40;

void stopQuestions(const Step& s, int at, std::vector<Question>& out) {
  const auto stop = onlyMark(s, kStops);
  if (!stop) return;
  if (const std::string* direction = watchValue(s, "direction"); direction && s.event == Event::ScanStopped)
    out.push_back({.step = at,
                   .kind = "stop",
                   .prompt = "The scan from A going {0}: where does it stop?",
                   .values = {{*direction, true}},
                   .shape = AnswerShape::Cell,
                   .cells = {*stop}});
  const std::string* segment = watchValue(s, "segment");
  const std::string* clear = watchValue(s, "clear");
  if (segment && clear && *clear == "no")
    out.push_back({.step = at,
                   .kind = "stop",
                   .prompt = "The segment {0} is blocked: by which cell?",
                   .values = {{*segment, false}},
                   .shape = AnswerShape::Cell,
                   .cells = {*stop}});
}

// A layer's cells that the step before did not show already (layer 0's first cell is marked as the search
// starts: asking for it would ask what is on screen).
void layerQuestion(const Step& before, const Step& s, int at, std::vector<Question>& out) {
  const std::string* layer = watchValue(s, "t");
  const auto turns = layer ? wholeNumber(*layer) : std::nullopt;
  if (s.event != Event::LayerDone || !turns) return;
  const std::vector<Cell> shown = marksOf(before, MarkRole::Frontier);
  std::vector<Cell> reached;
  for (const CellMark& m : s.marks)
    if (m.role == MarkRole::Frontier && m.value == *turns &&
        std::none_of(shown.begin(), shown.end(), [&](Cell c) { return c.col == m.cell.col && c.row == m.cell.row; }))
      reached.push_back(m.cell);
  if (reached.empty() || reached.size() > kMostLayerCells) return;
  out.push_back({.step = at,
                 .kind = "layer",
                 .prompt = "Which cells does layer {0} of the search add? Click them all.",
                 .values = {{*layer, false}},
                 .shape = AnswerShape::Cells,
                 .cells = std::move(reached)});
}

void verdictQuestions(const Step& s, int at, std::vector<Question>& out) {
  const std::string* result = watchValue(s, "result");
  if (s.event != Event::Verdict || !result) return;
  const bool linked = *result == "linked";
  const std::string* turnsText = watchValue(s, "turns");
  const auto turns = turnsText ? wholeNumber(*turnsText) : std::nullopt;
  if (linked && !turns) return;
  out.push_back(
      {.step = at,
       .kind = "verdict",
       .prompt = "Do A and B link, and with how many turns?",
       .choices = {"not linked", "linked, 0 turns", "linked, 1 turn", "linked, 2 turns", "linked, 3 or more turns"},
       .choice = linked ? 1 + std::min(*turns, 3) : 0});
  // The path's corners ("2,0 -> 2,-1 -> 7,-1 -> 7,0"): the ones between A and B are its turns.
  const std::string* path = watchValue(s, "path");
  if (!linked || !path) return;
  std::vector<Cell> corners;
  std::string_view rest = *path;
  while (!rest.empty()) {
    const std::size_t arrow = rest.find(" -> ");
    const auto cell = columnRowCell(rest.substr(0, arrow));
    if (!cell) return;
    corners.push_back(*cell);
    rest = arrow == std::string_view::npos ? std::string_view() : rest.substr(arrow + 4);
  }
  if (corners.size() < 3) return;
  out.push_back({.step = at,
                 .kind = "turn",
                 .prompt = "The path found: click a cell where it turns.",
                 .shape = AnswerShape::Cell,
                 .cells = std::vector<Cell>(corners.begin() + 1, corners.end() - 1),
                 .anyOf = true});
}

std::optional<Cell> tile(const Scene& scene, const char* key, const Board& board) {
  const auto cell = columnRowCell(scene.parameter(key));
  if (!cell) throw std::invalid_argument(std::string("--") + key + " wants C,R, not '" + scene.parameter(key) + "'");
  if (!board.contains(*cell))
    throw std::invalid_argument(std::string("--") + key + " " + cellName(*cell) + " is off the board");
  return cell;
}

}  // namespace

std::vector<Question> questions(const SceneTrace& run) {
  const Trace& trace = run.trace;
  std::vector<Question> out;
  for (std::size_t i = 1; i < trace.steps.size(); ++i) {
    stopQuestions(trace.steps[i], static_cast<int>(i), out);
    layerQuestion(trace.steps[i - 1], trace.steps[i], static_cast<int>(i), out);
    verdictQuestions(trace.steps[i], static_cast<int>(i), out);
  }
  return out;
}

SceneTrace traceScene(const Scene& scene) {
  const Board board = parseBoardFile(scene.boardText, scene.boardFile.string());
  const auto algo = parseAlgo(scene.algo);
  if (!algo) throw std::invalid_argument("unknown link algorithm '" + scene.algo + "'");
  if (!scene.has("from") || !scene.has("to")) throw std::invalid_argument("a link query needs --from C,R and --to C,R");
  const Cell a = *tile(scene, "from", board), b = *tile(scene, "to", board);
  TracedQuery t = traceQuery(*algo, board, a, b);
  return {std::move(t.trace), algoListing(*algo),
          "link " + std::to_string(board.cols()) + "x" + std::to_string(board.rows()) + "; " + scene.algo + " from " +
              cellName(a) + " to " + cellName(b),
          [](Cell c) { return cellName(c); }};
}

}  // namespace boardlab::link
