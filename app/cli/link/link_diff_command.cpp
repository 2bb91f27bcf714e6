// boardlab-cli diff, link's part: every pair of equal tiles of a link board (or one pair), and
// the random search over link boards (diff_command.cpp is the command; engine/diff the search); and
// link's part of `grade`, the same search with a program against the reference (grade_command.cpp).

#include <iostream>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "app/cli/diff_command.hpp"
#include "app/cli/game_commands.hpp"
#include "app/cli/link/link_output.hpp"
#include "app/cli/outside_algos.hpp"
#include "engine/core/board_text.hpp"
#include "engine/diff/link/link_diff.hpp"
#include "engine/i18n/i18n.hpp"
#include "engine/link/algorithms.hpp"
#include "engine/link/board_file.hpp"
#include "engine/link/verdict_text.hpp"

namespace boardlab::cli {

namespace {

std::optional<link::Algo> linkAlgo(const std::string& name) {
  if (!startOutsideAlgo("link", name)) return std::nullopt;
  const auto a = link::parseAlgo(name);
  if (!a) {
    std::string known;
    for (link::Algo k : link::algorithms()) known += (known.empty() ? "" : ", ") + std::string(link::algoName(k));
    std::cerr << "error: unknown link algorithm '" << name << "' (known: " << known << ")\n";
  }
  return a;
}

nlohmann::json linkResultJson(link::Algo algo, const link::LinkResult& r, const Trace& t) {
  const bool applies = r.reason != link::Reason::NotApplicable;
  return {{"algo", link::algoName(algo)},
          {"linkable", applies ? nlohmann::json(r.linked) : nlohmann::json()},
          {"turns", r.linked ? nlohmann::json(r.turns) : nlohmann::json()},
          {"path", r.linked ? linkPathJson(r.path) : nlohmann::json()},
          {"reason", r.linked ? nlohmann::json() : nlohmann::json(std::string(link::reasonName(r.reason)))},
          {"fault", r.fault.empty() ? nlohmann::json() : nlohmann::json(r.fault)},
          {"brokenRule", r.brokenRule.empty() ? nlohmann::json() : nlohmann::json(r.brokenRule)},
          {"steps", t.steps.size()}};
}

nlohmann::json linkDiffJson(const diff::LinkDiff& d, link::Algo a, link::Algo b) {
  return {{"from", linkCellJson(d.from)},
          {"to", linkCellJson(d.to)},
          {"differs", d.differs()},
          {"results", {linkResultJson(a, d.a, d.traceA), linkResultJson(b, d.b, d.traceB)}},
          {"divergence", d.divergence >= 0 ? nlohmann::json(d.divergence) : nlohmann::json()},
          {"stepsCompared", d.stepsCompared}};
}

std::string linkDiffText(const diff::LinkDiff& d, link::Algo a, link::Algo b, const char* prefix) {
  std::ostringstream out;
  out << prefix << link::cellName(d.from) << " - " << link::cellName(d.to) << ": " << (d.differs() ? "differ" : "agree")
      << '\n'
      << prefix << "  " << link::algoName(a) << ": " << link::verdictText(d.a) << '\n'
      << prefix << "  " << link::algoName(b) << ": " << link::verdictText(d.b) << '\n';
  if (d.differs()) out << prefix << "  " << divergenceText(d.stepsCompared, d.divergence, d.traceA, d.traceB) << '\n';
  return out.str();
}

// "C,R" inside the board, or nullopt after saying why.
std::optional<Cell> linkCell(const std::string& text, const char* option, const link::Board& board) {
  const std::size_t comma = text.find(',');
  int col = 0, row = 0;
  if (comma == std::string::npos || !parseCount(std::string_view(text).substr(0, comma), 1000, col) ||
      !parseCount(std::string_view(text).substr(comma + 1), 1000, row) || !board.contains({col, row})) {
    std::cerr << "error: " << option << " '" << text << "' is not a cell of the " << board.cols() << "x" << board.rows()
              << " board: write C,R (column, row, from 0)\n";
    return std::nullopt;
  }
  return Cell{col, row};
}

int diffLinkFile(const DiffOptions& o) {
  if (o.lines) {
    std::cerr << "error: --lines is for gomoku\n";
    return kExitUsage;
  }
  const auto a = linkAlgo(o.algos[0]);
  const auto b = linkAlgo(o.algos[1]);
  if (!a || !b) return kExitUsage;
  if (o.from.empty() != o.to.empty()) {
    std::cerr << "error: give both --from C,R and --to C,R, or neither (every pair of equal tiles)\n";
    return kExitUsage;
  }
  link::Board board;
  try {
    board = link::loadBoardFile(o.file);
  } catch (const BoardFileError& e) {
    std::cerr << "error: " << e.what() << '\n';
    return kExitBadInput;
  }
  std::vector<diff::LinkDiff> shown;
  int compared = 0;
  if (!o.from.empty()) {
    const auto from = linkCell(o.from, "--from", board);
    const auto to = linkCell(o.to, "--to", board);
    if (!from || !to) return kExitUsage;
    shown.push_back(diff::compareLinkPair(board, *a, *b, *from, *to));
    compared = 1;
  } else {
    shown = diff::compareLinkBoard(board, *a, *b);
    compared = diff::equalPairCount(board);
  }
  int differing = 0;
  for (const diff::LinkDiff& d : shown) differing += d.differs() ? 1 : 0;
  if (o.json) {
    nlohmann::json out = linkBoardJson(board);
    out["algos"] = o.algos;
    out["compared"] = compared;
    out["differing"] = differing;
    nlohmann::json list = nlohmann::json::array();
    for (const diff::LinkDiff& d : shown) list.push_back(linkDiffJson(d, *a, *b));
    out["pairs"] = list;
    std::cout << out.dump() << '\n';
  } else {
    std::cout << linkBoardHeader(board) << ": " << o.algos[0] << " and " << o.algos[1] << " differ on " << differing
              << " of " << compared << " pair" << (compared == 1 ? "" : "s")
              << (o.from.empty() ? " of equal tiles" : "") << '\n';
    for (const diff::LinkDiff& d : shown) std::cout << linkDiffText(d, *a, *b, "  ");
  }
  return kExitOk;
}

int randomLink(const DiffOptions& o) {
  const auto a = linkAlgo(o.algos[0]);
  const auto b = linkAlgo(o.algos[1]);
  if (!a || !b) return kExitUsage;
  if (!o.rule.empty() || o.lines) {
    std::cerr << "error: --rule and --lines are for gomoku\n";
    return kExitUsage;
  }
  diff::LinkSearchOptions so;
  so.algoA = *a;
  so.algoB = *b;
  so.seed = o.seed;
  so.maxTries = o.tries;
  std::optional<diff::LinkSearch> search;
  if (!runSearch(so, o, search)) return kExitUsage;
  const auto& best = search->result();
  const auto& first = search->first();
  const diff::SearchProgress p = search->progress();
  if (o.json) {
    nlohmann::json out{{"game", "link"}};
    searchJson(out, *search, o);
    out["first"] = nullptr;
    out["shrunk"] = nullptr;
    out["board"] = nullptr;
    out["differs"] = false;
    if (!best && first) {  // faulted or intermittent: the board as found, never a difference
      const diff::LinkSize s0 = diff::sizeOf(first->board);
      out["first"] = {{"size", {s0.cols, s0.rows}}, {"tiles", s0.tiles}};
      out["board"] = link::saveBoardFile(first->board);
      out["from"] = link::cellName(first->from);
      out["to"] = link::cellName(first->to);
    }
    if (best) {
      const diff::LinkSize s0 = diff::sizeOf(search->first()->board), s1 = diff::sizeOf(best->board);
      out["first"] = {{"size", {s0.cols, s0.rows}}, {"tiles", s0.tiles}};
      out["shrunk"] = {{"size", {s1.cols, s1.rows}}, {"tiles", s1.tiles}};
      out["board"] = link::saveBoardFile(best->board);
      const nlohmann::json d = linkDiffJson(*best, *a, *b);
      for (auto it = d.begin(); it != d.end(); ++it) out[it.key()] = it.value();
    }
    std::cout << out.dump() << '\n';
    return kExitOk;
  }
  std::cout << "# " << commandLine(o) << '\n';
  if (!best) {
    const std::string query =
        first ? "# Query: --from " + link::cellName(first->from) + " --to " + link::cellName(first->to) + "\n" : "";
    printSearchEnd(*search, o, "random boards", first ? query + link::saveBoardFile(first->board) : "");
    return kExitOk;
  }
  const diff::LinkSize s0 = diff::sizeOf(first->board), s1 = diff::sizeOf(best->board);
  std::cout << "# found at try " << p.tried << " of " << p.maxTries << ": " << s0.cols << "x" << s0.rows << ", "
            << i18n::counted(s0.tiles, "tile") << "; shrunk to " << s1.cols << "x" << s1.rows << ", "
            << i18n::counted(s1.tiles, "tile") << " (" << p.shrinkSteps << " of "
            << i18n::counted(p.shrinkTested, "shrink candidate") << " kept" << limitNote(*search, o.timeLimit) << ")"
            << recheckNote(*search) << "\n"
            << "# Query: --from " << link::cellName(best->from) << " --to " << link::cellName(best->to) << '\n'
            << commented(linkDiffText(*best, *a, *b, "")) << link::saveBoardFile(best->board);
  return kExitOk;
}

const bool kLinkDiff = registerGameCommands({.game = "link", .diffFile = diffLinkFile, .diffRandom = randomLink});

}  // namespace

}  // namespace boardlab::cli
