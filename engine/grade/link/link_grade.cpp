// Link's part of grading (grade.hpp): one program searched against the reference over seeded random
// boards, and a counterexample as a small SVG picture for report.html: the tiles by their letters, the
// queried pair ringed in red, the ring around the board dashed when paths may use it.

#include "engine/grade/link/link_grade.hpp"

#include <optional>
#include <sstream>

#include "engine/core/board_text.hpp"
#include "engine/diff/link/link_diff.hpp"
#include "engine/i18n/i18n.hpp"
#include "engine/link/algorithms.hpp"
#include "engine/link/board_file.hpp"
#include "engine/link/verdict_text.hpp"

namespace boardlab::grade {
namespace {

void gradeLink(const GradeRequest& r, GradeFinding& g) {
  diff::LinkSearchOptions so;
  so.algoA = *link::parseAlgo(r.reference);  // grade_command.cpp let only a known one through
  so.algoB = *link::parseAlgo(r.program);
  so.seed = r.seed;
  so.maxTries = r.tries;
  diff::LinkSearch search(so);
  runGradeSearch(search, r, g);
  // A difference that reproduced; else the board the program failed on, or the one as found (intermittent).
  const auto& shown = search.result() ? search.result() : search.first();
  if (g.cancelled || !shown || (!search.result() && g.fault.empty() && !g.intermittent)) return;
  g.differs = search.result().has_value();
  const diff::LinkSize s = diff::sizeOf(shown->board);
  g.size = std::to_string(s.cols) + "x" + std::to_string(s.rows) + ", " + i18n::counted(s.tiles, "tile");
  g.where = link::cellName(shown->from) + " - " + link::cellName(shown->to);
  g.openArguments = "--from " + link::cellName(shown->from) + " --to " + link::cellName(shown->to);
  g.reference = link::verdictText(shown->a);
  g.program = link::verdictText(shown->b);
  const std::string what = g.differs ? "differs on " : !g.fault.empty() ? "failed on " : "intermittent on ";
  g.board = commented("grade: " + r.program + " against " + r.reference + " " + what + g.where + "\nQuery: " +
                      g.openArguments + "\n" + r.reference + ": " + g.reference + "\n" + r.program + ": " + g.program) +
            link::saveBoardFile(shown->board);
  if (!g.fault.empty()) fillArrivedSteps(g, shown->traceB);
  Scene scene{.game = "link", .boardText = link::saveBoardFile(shown->board), .algo = r.reference};
  scene.set("from", link::cellName(shown->from));
  scene.set("to", link::cellName(shown->to));
  g.share = gradeShare(std::move(scene), shown->traceA);
}

// "C,R" of a scene's tile, or nothing when it is not one.
std::optional<Cell> tileOf(const std::string& text) {
  const std::size_t comma = text.find(',');
  if (comma == std::string::npos) return std::nullopt;
  try {
    return Cell{std::stoi(text.substr(0, comma)), std::stoi(text.substr(comma + 1))};
  } catch (const std::exception&) {
    return std::nullopt;
  }
}

std::string linkSvg(const Scene& scene) {
  const link::Board board = link::parseBoardFile(scene.boardText, "share link");
  constexpr int kCell = 22;
  // One cell of margin all round: the ring paths may run through.
  const int width = (board.cols() + 2) * kCell, height = (board.rows() + 2) * kCell;
  std::ostringstream svg;
  svg << "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"board\" width=\"" << width << "\" height=\"" << height
      << "\" viewBox=\"0 0 " << width << ' ' << height << "\" role=\"img\">"
      << "<rect width=\"100%\" height=\"100%\" fill=\"#f4f4f4\"/><rect x=\"" << kCell / 2 << "\" y=\"" << kCell / 2
      << "\" width=\"" << width - kCell << "\" height=\"" << height - kCell << "\" fill=\"none\" stroke=\"#999\""
      << (board.border() ? " stroke-dasharray=\"4 3\"" : "") << "/>";
  const std::optional<Cell> from = tileOf(scene.parameter("from")), to = tileOf(scene.parameter("to"));
  for (int r = 0; r < board.rows(); ++r)
    for (int c = 0; c < board.cols(); ++c) {
      const link::Face f = board.at({c, r});
      const int x = (c + 1) * kCell, y = (r + 1) * kCell;
      if (f == link::kEmpty) continue;
      const bool asked = (from && *from == Cell{c, r}) || (to && *to == Cell{c, r});
      svg << "<rect x=\"" << x + 1 << "\" y=\"" << y + 1 << "\" width=\"" << kCell - 2 << "\" height=\"" << kCell - 2
          << "\" rx=\"3\" fill=\"#fff\" stroke=\"" << (asked ? "#d22\" stroke-width=\"2.5" : "#555") << "\"/>"
          << "<text x=\"" << x + kCell / 2 << "\" y=\"" << y + kCell / 2 + 5
          << "\" font-size=\"13\" text-anchor=\"middle\">" << f << "</text>";
    }
  svg << "</svg>";
  return svg.str();
}

}  // namespace

GameGrading linkGrading() { return {.game = "link", .grade = gradeLink, .boardSvg = linkSvg}; }

}  // namespace boardlab::grade
