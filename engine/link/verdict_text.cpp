#include "engine/link/verdict_text.hpp"

#include "engine/link/board.hpp"

namespace boardlab::link {

std::string verdictText(const LinkResult& r) {
  if (!r.fault.empty()) return "fault: " + r.fault;
  if (!r.brokenRule.empty()) return "linked by a path that breaks the rules: " + r.brokenRule;
  if (r.linked) {
    std::string s = "linked, " + std::to_string(r.turns) + " turn" + (r.turns == 1 ? "" : "s") + ":";
    for (std::size_t i = 0; i < r.path.size(); ++i) s += (i ? " -> " : " ") + cellName(r.path[i]);
    return s;
  }
  return "not linked (" + std::string(reasonName(r.reason)) + ")";
}

}  // namespace boardlab::link
