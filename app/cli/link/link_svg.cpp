// A link counterexample as a small SVG picture for grade's report.html (game_commands.hpp): the tiles by
// their letters, the queried pair ringed in red, the ring around the board dashed when paths may use it.

#include <sstream>

#include "app/cli/game_commands.hpp"
#include "engine/link/board_file.hpp"

namespace boardlab::cli {
namespace {

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

const bool kLinkSvg = registerGameCommands({.game = "link", .boardSvg = linkSvg});

}  // namespace
}  // namespace boardlab::cli
