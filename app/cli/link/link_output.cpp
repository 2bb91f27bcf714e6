#include "app/cli/link/link_output.hpp"

namespace boardlab::cli {

nlohmann::json linkCellJson(Cell c) { return nlohmann::json::array({c.col, c.row}); }

nlohmann::json linkPathJson(const std::vector<Cell>& path) {
  nlohmann::json list = nlohmann::json::array();
  for (Cell c : path) list.push_back(linkCellJson(c));
  return list;
}

nlohmann::json linkBoardJson(const link::Board& b) {
  return {{"game", "link"},
          {"size", {b.cols(), b.rows()}},
          {"border", b.border()},
          {"turns", b.anyTurns() ? nlohmann::json("any") : nlohmann::json(b.maxTurns())}};
}

std::string linkBoardHeader(const link::Board& b) {
  return "link " + std::to_string(b.cols()) + "x" + std::to_string(b.rows()) + ", border " +
         (b.border() ? "on" : "off") + ", turns " + (b.anyTurns() ? std::string("any") : std::to_string(b.maxTurns()));
}

}  // namespace boardlab::cli
