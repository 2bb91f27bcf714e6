#include "engine/link/trace_steps.hpp"

#include <algorithm>

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
  s.event = "verdict";
  s.narration = "Not linked: " + reasonText(reason) + ".";
  if (board.contains(a)) s.marks.push_back({a, MarkRole::Origin});
  if (board.contains(b)) s.marks.push_back({b, MarkRole::Target});
  s.watch = {{"A", cellName(a)}, {"B", cellName(b)}, {"result", std::string(reasonName(reason))}};
}

void verdictStep(Step& s, const LinkResult& result, Cell a, Cell b, int codeLine, const std::string& how) {
  s.codeLine = codeLine;
  s.event = "verdict";
  s.marks = {{a, MarkRole::Origin}, {b, MarkRole::Target}};
  if (!result.linked) {
    s.narration = "Not linked: " + reasonText(result.reason) + (how.empty() ? "" : " (" + how + ")") + ".";
    s.watch = {{"result", std::string(reasonName(result.reason))}};
    return;
  }
  for (std::size_t i = 1; i < result.path.size(); ++i) {
    markBetween(s.marks, result.path[i - 1], result.path[i], MarkRole::Winning);
    if (i + 1 < result.path.size()) s.marks.push_back({result.path[i], MarkRole::Winning, static_cast<int>(i)});
    s.arrows.push_back({result.path[i - 1], result.path[i], MarkRole::Winning, ""});
  }
  s.narration = "Linked" + (how.empty() ? "" : " " + how) + ": " + std::string(shapeName(result.shape)) +
                " path with " + std::to_string(result.turns) + " turn" + (result.turns == 1 ? "" : "s") + " over " +
                std::to_string(result.cells) + " steps, " + pathText(result.path) + ".";
  s.watch = {{"result", "linked"},
             {"turns", std::to_string(result.turns)},
             {"shape", std::string(shapeName(result.shape))},
             {"path", pathText(result.path)}};
}

}  // namespace boardlab::link
