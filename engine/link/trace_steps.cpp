#include "engine/link/trace_steps.hpp"

#include <algorithm>

#include "engine/i18n/i18n.hpp"

namespace boardlab::link {

std::string pathText(const std::vector<Cell>& path) {
  std::string text;
  for (Cell c : path) text += (text.empty() ? "" : " -> ") + cellName(c);
  return text;
}

namespace {
int sgn(int v) { return (v > 0) - (v < 0); }
}  // namespace

void markBetween(std::vector<CellMark>& marks, Cell p, Cell q, MarkRole role) {
  const Delta d{sgn(q.col - p.col), sgn(q.row - p.row)};
  if (d.dc != 0 && d.dr != 0) return;
  for (Cell c = p + d; c != q && (d.dc != 0 || d.dr != 0); c = c + d) marks.push_back({c, role});
}

bool firstBlocked(const Board& board, Cell p, Cell q, Cell& blocked) {
  const Delta d{sgn(q.col - p.col), sgn(q.row - p.row)};
  if ((d.dc != 0 && d.dr != 0) || (d.dc == 0 && d.dr == 0)) return false;
  for (Cell c = p + d; c != q; c = c + d)
    if (!board.passable(c)) {
      blocked = c;
      return true;
    }
  return false;
}

void refusalStep(Step& s, const Board& board, Cell a, Cell b, Reason reason, int codeLine) {
  s.codeLine = codeLine;
  s.event = Event::Verdict;
  s.narration = i18n::text("Not linked: {0}.", i18n::tr(reasonText(reason)));
  if (board.contains(a)) s.marks.push_back({a, MarkRole::Origin});
  if (board.contains(b)) s.marks.push_back({b, MarkRole::Target});
  // reasonName is an identifier (CLI, files); only the value shown in the watch panel is translated.
  s.watch = {{"A", cellName(a)}, {"B", cellName(b)}, {"result", std::string(i18n::tr(reasonName(reason)))}};
}

void verdictStep(Step& s, const LinkResult& result, Cell a, Cell b, int codeLine, const std::string& how) {
  s.codeLine = codeLine;
  s.event = Event::Verdict;
  s.marks = {{a, MarkRole::Origin}, {b, MarkRole::Target}};
  if (!result.linked) {
    // `how` is a complete phrase ("the turn limit is 0"), translated on its own and passed as a value.
    s.narration = how.empty()
                      ? i18n::text("Not linked: {0}.", i18n::tr(reasonText(result.reason)))
                      : i18n::text("Not linked: {0} ({1}).", i18n::tr(reasonText(result.reason)), i18n::tr(how));
    s.watch = {{"result", std::string(i18n::tr(reasonName(result.reason)))}};
    return;
  }
  for (std::size_t i = 1; i < result.path.size(); ++i) {
    markBetween(s.marks, result.path[i - 1], result.path[i], MarkRole::Winning);
    if (i + 1 < result.path.size()) s.marks.push_back({result.path[i], MarkRole::Winning, static_cast<int>(i)});
    s.arrows.push_back({result.path[i - 1], result.path[i], MarkRole::Winning, ""});
  }
  const std::string shape(i18n::tr(shapeName(result.shape)));
  const bool one = result.turns == 1;
  if (how.empty())
    s.narration = i18n::text(one ? "Linked: {0} path with {1} turn over {2} steps, {3}."
                                 : "Linked: {0} path with {1} turns over {2} steps, {3}.",
                             shape, result.turns, result.cells, pathText(result.path));
  else
    s.narration = i18n::text(one ? "Linked {0}: {1} path with {2} turn over {3} steps, {4}."
                                 : "Linked {0}: {1} path with {2} turns over {3} steps, {4}.",
                             i18n::tr(how), shape, result.turns, result.cells, pathText(result.path));
  s.watch = {{"result", std::string(i18n::tr("linked"))},
             {"turns", std::to_string(result.turns)},
             {"shape", shape},
             {"path", pathText(result.path)}};
}

}  // namespace boardlab::link
