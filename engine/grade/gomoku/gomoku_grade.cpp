// Gomoku's part of grading (grade.hpp): one program searched against the reference over seeded random
// games, and a counterexample as a small SVG picture for report.html: the position after the analysed move,
// its stone ringed in red, with the board's column letters and row numbers (the notation of the verdicts
// beside it).

#include "engine/grade/gomoku/gomoku_grade.hpp"

#include <sstream>

#include "engine/core/board_text.hpp"
#include "engine/diff/gomoku/gomoku_diff.hpp"
#include "engine/gomoku/board_file.hpp"
#include "engine/gomoku/notation.hpp"
#include "engine/gomoku/record.hpp"
#include "engine/gomoku/verdict_text.hpp"
#include "engine/i18n/i18n.hpp"

namespace boardlab::grade {
namespace {

void gradeGomoku(const GradeRequest& r, GradeFinding& g) {
  diff::GomokuSearchOptions so;
  so.algoA = r.reference;
  so.algoB = r.program;
  so.seed = r.seed;
  so.maxTries = r.tries;
  if (!r.rule.empty()) so.rule = gomoku::parseRule(r.rule);
  g.rule = std::string(gomoku::ruleName(*so.rule));
  diff::GomokuSearch search(so);
  runGradeSearch(search, r, g);
  // A difference that reproduced; else the game the program failed on, or the one as found (intermittent).
  const auto& shown = search.result() ? search.result() : search.first();
  if (g.cancelled || !shown || (!search.result() && g.fault.empty() && !g.intermittent)) return;
  g.differs = search.result().has_value();
  const int rows = shown->record.start.rows();
  const diff::GomokuSize s = diff::sizeOf(shown->record);
  g.size = std::to_string(s.cols) + "x" + std::to_string(s.rows) + ", " + i18n::counted(s.actions, "move");
  g.where = "move " + std::to_string(shown->ply) + " (" + gomoku::cellName(shown->a.at, rows) + ")";
  g.reference = gomoku::verdictText(shown->a.result, rows);
  g.program = gomoku::verdictText(shown->b.result, rows);
  const std::string what = g.differs          ? "differs at " + g.where
                           : !g.fault.empty() ? "failed at " + g.where
                                              : "intermittent at " + g.where;
  g.board = commented("grade: " + r.program + " against " + r.reference + " (" + g.rule + " rule) " + what + "\n" +
                      r.reference + ": " + g.reference + "\n" + r.program + ": " + g.program) +
            gomoku::saveBoardText(shown->record);
  if (!g.fault.empty()) fillArrivedSteps(g, shown->traceB);
  Scene scene{.game = "gomoku", .boardText = gomoku::saveBoardText(shown->record), .algo = r.reference};
  scene.set("move", std::to_string(shown->ply));
  g.share = gradeShare(std::move(scene), shown->traceA);
}

std::string gomokuSvg(const Scene& scene) {
  const gomoku::GameRecord record = gomoku::loadBoardText(scene.boardText, "share link");
  const gomoku::Game game = gomoku::replayGame(record);
  const gomoku::Board& board = game.board();
  const int move = scene.number("move");
  const bool marked = move > 0 && move <= static_cast<int>(record.actions.size()) &&
                      record.actions[static_cast<std::size_t>(move - 1)].kind == gomoku::Action::Kind::Place;
  const Cell at = marked ? record.actions[static_cast<std::size_t>(move - 1)].cell : Cell{-1, -1};
  constexpr int kCell = 20, kMargin = 22;
  const int width = kMargin * 2 + (board.cols() - 1) * kCell, height = kMargin * 2 + (board.rows() - 1) * kCell;
  const auto x = [&](int col) { return kMargin + col * kCell; };
  const auto y = [&](int row) { return kMargin + row * kCell; };
  std::ostringstream svg;
  svg << "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"board\" width=\"" << width << "\" height=\"" << height
      << "\" viewBox=\"0 0 " << width << ' ' << height << "\" role=\"img\">"
      << "<rect width=\"100%\" height=\"100%\" fill=\"#e8c07a\"/>";
  for (int c = 0; c < board.cols(); ++c)
    svg << "<line x1=\"" << x(c) << "\" y1=\"" << y(0) << "\" x2=\"" << x(c) << "\" y2=\"" << y(board.rows() - 1)
        << "\" stroke=\"#5a4020\"/>";
  for (int r = 0; r < board.rows(); ++r)
    svg << "<line x1=\"" << x(0) << "\" y1=\"" << y(r) << "\" x2=\"" << x(board.cols() - 1) << "\" y2=\"" << y(r)
        << "\" stroke=\"#5a4020\"/>";
  // The labels of the notation: a1 is the bottom-left point.
  for (int c = 0; c < board.cols(); ++c) {
    const std::string name = gomoku::cellName({c, board.rows() - 1}, board.rows());
    svg << "<text x=\"" << x(c) << "\" y=\"" << height - 6 << "\" font-size=\"10\" text-anchor=\"middle\">"
        << name.substr(0, name.find_first_of("0123456789")) << "</text>";
  }
  for (int r = 0; r < board.rows(); ++r)
    svg << "<text x=\"8\" y=\"" << y(r) + 4 << "\" font-size=\"10\" text-anchor=\"middle\">" << board.rows() - r
        << "</text>";
  for (int r = 0; r < board.rows(); ++r)
    for (int c = 0; c < board.cols(); ++c) {
      const gomoku::Stone s = board.at({c, r});
      if (s == gomoku::Stone::None) continue;
      svg << "<circle cx=\"" << x(c) << "\" cy=\"" << y(r) << "\" r=\"" << kCell * 9 / 20 << "\" fill=\""
          << (s == gomoku::Stone::Black ? "#111" : "#fafafa") << "\" stroke=\"#111\"/>";
    }
  if (marked)
    svg << "<circle cx=\"" << x(at.col) << "\" cy=\"" << y(at.row) << "\" r=\"" << kCell * 6 / 10
        << "\" fill=\"none\" stroke=\"#d22\" stroke-width=\"2.5\"/>";
  svg << "</svg>";
  return svg.str();
}

}  // namespace

GameGrading gomokuGrading() { return {.game = "gomoku", .grade = gradeGomoku, .boardSvg = gomokuSvg}; }

}  // namespace boardlab::grade
