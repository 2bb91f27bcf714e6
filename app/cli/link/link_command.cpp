// boardlab-cli link FILE --from C,R --to C,R [--algo NAME ...|all] [--json], --pairs, --solve,
// --generate COLSxROWS; and the link half of `trace`.

#include <CLI/CLI.hpp>

#include <iomanip>
#include <iostream>
#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "app/cli/commands.hpp"
#include "app/cli/game_commands.hpp"
#include "app/cli/link/link_output.hpp"
#include "app/cli/outside_algos.hpp"
#include "app/cli/share_argument.hpp"
#include "app/common/validators.hpp"
#include "engine/core/board_text.hpp"
#include "engine/core/budget.hpp"
#include "engine/core/trace_json.hpp"
#include "engine/i18n/i18n.hpp"
#include "engine/link/algorithms.hpp"
#include "engine/link/board_file.hpp"
#include "engine/link/game.hpp"
#include "engine/link/generator.hpp"
#include "engine/link/solver.hpp"

namespace boardlab::cli {

namespace {

std::string knownLinkNames() {
  std::string names;
  for (link::Algo a : link::algorithms()) names += (names.empty() ? "" : ", ") + std::string(link::algoName(a));
  return names + ", all";
}

// "C,R" -> a cell of the tile area; otherwise says why on stderr.
std::optional<Cell> parseLinkCell(const std::string& text, const char* option, const link::Board& board) {
  const std::size_t comma = text.find(',');
  int col = 0, row = 0;
  if (comma == std::string::npos || !parseCount(std::string_view(text).substr(0, comma), 1000, col) ||
      !parseCount(std::string_view(text).substr(comma + 1), 1000, row)) {
    std::cerr << "error: " << option << " '" << text << "' is not a cell: write C,R (column, row, from 0)\n";
    return std::nullopt;
  }
  if (!board.contains({col, row})) {
    std::cerr << "error: " << option << " " << text << " is outside the " << board.cols() << "x" << board.rows()
              << " tile area (columns 0.." << board.cols() - 1 << ", rows 0.." << board.rows() - 1 << ")\n";
    return std::nullopt;
  }
  return Cell{col, row};
}

// One result: linkable/turns/shape/path/reason as the link command prints them; when the algorithm does not handle the turn
// limit, linkable is null and applies is false.
nlohmann::json linkQueryJson(link::Algo algo, const link::LinkResult& r) {
  const bool applies = r.reason != link::Reason::NotApplicable;
  return {{"algo", link::algoName(algo)},
          {"applies", applies},
          {"linkable", applies ? nlohmann::json(r.linked) : nlohmann::json()},
          {"turns", r.linked ? nlohmann::json(r.turns) : nlohmann::json()},
          {"shape", r.linked ? nlohmann::json(std::string(link::shapeName(r.shape))) : nlohmann::json()},
          {"path", r.linked ? linkPathJson(r.path) : nlohmann::json()},
          {"cells", r.linked ? nlohmann::json(r.cells) : nlohmann::json()},
          {"reason", r.linked ? nlohmann::json() : nlohmann::json(std::string(link::reasonName(r.reason)))},
          {"fault", r.fault.empty() ? nlohmann::json() : nlohmann::json(r.fault)},
          {"brokenRule", r.brokenRule.empty() ? nlohmann::json() : nlohmann::json(r.brokenRule)}};
}

std::string resultText(const link::LinkResult& r) {
  if (!r.fault.empty()) return "fault: " + r.fault;
  if (!r.brokenRule.empty()) return "linked by a path that breaks the rules: " + r.brokenRule;
  if (r.linked)
    return "linked: " + std::string(link::shapeName(r.shape)) + ", " + i18n::counted(r.turns, "turn") + ", " +
           i18n::counted(r.cells, "step") + ": " + [&] {
             std::string s;
             for (Cell c : r.path) s += (s.empty() ? "" : " -> ") + link::cellName(c);
             return s;
           }();
  if (r.reason == link::Reason::NotApplicable) return "does not apply: " + link::reasonText(r.reason);
  return "not linked: " + link::reasonText(r.reason);
}

struct LinkOptions {
  std::string file;
  std::string from, to;
  std::vector<std::string> algos{"all"};
  bool json = false;
  bool pairs = false;
  bool solve = false;
  bool ties = false;
  std::size_t maxStates = link::SolveOptions{}.maxStates;
  double timeLimit = kDefaultSearchSeconds;
  bool gravity = false;
  std::string generate;
  int faces = 12;
  std::uint64_t seed = 1;
  std::string border = "on";
  std::string turns = "2";
};

int runGenerate(const LinkOptions& o) {
  link::GenerateOptions g;
  const std::size_t x = o.generate.find('x');
  if (x == std::string::npos || !parseCount(std::string_view(o.generate).substr(0, x), 1000, g.cols) ||
      !parseCount(std::string_view(o.generate).substr(x + 1), 1000, g.rows)) {
    std::cerr << "error: --generate '" << o.generate << "' is not a size: write COLSxROWS, e.g. 12x8\n";
    return kExitUsage;
  }
  g.faces = o.faces;
  g.seed = o.seed;
  g.border = o.border == "on";
  if (o.turns == "any") {
    g.maxTurns = link::Board::kAnyTurns;
  } else if (!parseCount(o.turns, 10000, g.maxTurns)) {
    std::cerr << "error: --turns must be a number or any\n";
    return kExitUsage;
  }
  SearchBudget budget(SearchBudget::kNoStateLimit, searchTime(o.timeLimit));
  try {
    const link::Generated made = generateBoard(g, budget);
    std::cout << "# generated: boardlab-cli link --generate " << o.generate << " --faces " << o.faces << " --seed "
              << o.seed << " (solvable by construction)\n"
              << link::saveBoardFile(made.board);
  } catch (const std::invalid_argument& e) {
    std::cerr << "error: " << e.what() << '\n';
    return kExitUsage;
  } catch (const std::runtime_error& e) {
    std::cerr << "error: " << e.what() << '\n';
    return kExitBadInput;
  }
  return kExitOk;
}

int runPairs(const link::Board& board, bool json) {
  const std::vector<link::Pair> pairs = allPairs(board);
  if (json) {
    nlohmann::json list = nlohmann::json::array();
    for (const link::Pair& p : pairs) list.push_back({linkCellJson(p.a), linkCellJson(p.b)});
    nlohmann::json out = linkBoardJson(board);
    out["pairs"] = pairs.size();
    out["list"] = list;
    out["deadlocked"] = board.tileCount() > 0 && pairs.empty();
    std::cout << out.dump() << '\n';
    return kExitOk;
  }
  std::cout << linkBoardHeader(board) << ": " << pairs.size() << " linkable pair" << (pairs.size() == 1 ? "" : "s")
            << '\n';
  for (const link::Pair& p : pairs)
    std::cout << "  " << board.at(p.a) << "  " << link::cellName(p.a) << " - " << link::cellName(p.b) << '\n';
  if (board.tileCount() > 0 && pairs.empty()) std::cout << "deadlock: tiles remain but no pair links\n";
  return kExitOk;
}

int runSolve(const link::Board& board, const LinkOptions& o) {
  link::SolveOptions so;
  so.maxStates = o.maxStates;
  so.gravity = o.gravity;
  SearchBudget budget(SearchBudget::kNoStateLimit, searchTime(o.timeLimit));
  const link::SolveResult r = solve(board, so, budget);
  if (o.json) {
    nlohmann::json moves = nlohmann::json::array();
    for (const link::Pair& p : r.moves) moves.push_back({linkCellJson(p.a), linkCellJson(p.b)});
    nlohmann::json out = linkBoardJson(board);
    out["solvable"] = r.status == link::SolveStatus::GaveUp ? nlohmann::json()
                                                            : nlohmann::json(r.status == link::SolveStatus::Solved);
    out["status"] = link::solveStatusName(r.status);
    out["moves"] = moves;
    out["states"] = r.states;
    out["limit"] = r.status == link::SolveStatus::GaveUp ? nlohmann::json(budgetLimitName(r.limit)) : nlohmann::json();
    out["message"] = r.message;
    std::cout << out.dump() << '\n';
    return kExitOk;
  }
  std::cout << linkBoardHeader(board) << ": " << link::solveStatusName(r.status) << " (" << r.message << ")\n";
  int n = 0;
  for (const link::Pair& p : r.moves)
    std::cout << "  " << std::setw(3) << ++n << ". " << link::cellName(p.a) << " - " << link::cellName(p.b) << '\n';
  return kExitOk;
}

int runLink(LinkOptions o) {
  ShareArgument link;  // a share link's board and pair, read as a board file while the command runs
  if (!o.file.empty() && !link.resolve(o.file, "link")) return kExitBadInput;  // none: --generate
  if (const auto& shared = link.shared()) {
    const Scene& scene = shared->scene;
    if (o.from.empty() && o.to.empty()) {
      o.from = scene.parameter("from");
      o.to = scene.parameter("to");
    }
    if (o.algos.empty() && !scene.algo.empty()) o.algos = {scene.algo};
  }
  if (!o.generate.empty()) {
    if (!o.file.empty()) {
      std::cerr << "error: --generate makes a new board: give no FILE\n";
      return kExitUsage;
    }
    return runGenerate(o);
  }
  if (o.file.empty()) {
    std::cerr << "error: a board FILE is required (or --generate COLSxROWS)\n";
    return kExitUsage;
  }
  std::vector<link::Algo> algos;
  if (!startOutsideAlgos("link", o.algos)) return kExitUsage;
  for (const std::string& name : o.algos) {
    if (name == "all") {
      const std::vector<link::Algo> all = link::algorithms();
      algos.insert(algos.end(), all.begin(), all.end());
    } else if (auto a = link::parseAlgo(name)) {
      algos.push_back(*a);
    } else {
      std::cerr << "error: unknown algorithm '" << name << "' (known: " << knownLinkNames() << ")\n";
      return kExitUsage;
    }
  }
  if (o.maxStates > link::SolveOptions::kMostStates) {
    std::cerr << "error: --max-states " << o.maxStates << " is past the limit of " << link::SolveOptions::kMostStates
              << " states (one search's memory grows with them)\n";
    return kExitUsage;
  }
  link::Board board;
  try {
    board = link::loadBoardFile(o.file);
  } catch (const BoardFileError& e) {
    std::cerr << "error: " << e.what() << '\n';
    return kExitBadInput;
  }
  if (o.pairs) return runPairs(board, o.json);
  if (o.solve) return runSolve(board, o);
  if (o.from.empty() || o.to.empty()) {
    std::cerr << "error: give --from C,R and --to C,R (or --pairs, or --solve)\n";
    return kExitUsage;
  }
  const auto a = parseLinkCell(o.from, "--from", board);
  const auto b = parseLinkCell(o.to, "--to", board);
  if (!a || !b) return kExitUsage;
  std::vector<link::LinkResult> results;
  for (link::Algo algo : algos) results.push_back(query(algo, board, *a, *b));
  const auto ties = o.ties ? bestPaths(board, *a, *b, 1000) : std::vector<std::vector<Cell>>{};
  if (o.json) {
    nlohmann::json list = nlohmann::json::array();
    for (std::size_t i = 0; i < algos.size(); ++i) list.push_back(linkQueryJson(algos[i], results[i]));
    nlohmann::json out = linkBoardJson(board);
    out["from"] = linkCellJson(*a);
    out["to"] = linkCellJson(*b);
    out["results"] = list;
    if (o.ties) {
      nlohmann::json all = nlohmann::json::array();
      for (const auto& p : ties) all.push_back(linkPathJson(p));
      out["bestPaths"] = all;
    }
    std::cout << out.dump() << '\n';
    return kExitOk;
  }
  std::cout << linkBoardHeader(board) << "; " << link::cellName(*a) << " to " << link::cellName(*b) << '\n';
  for (std::size_t i = 0; i < algos.size(); ++i)
    std::cout << "  " << std::left << std::setw(14) << link::algoName(algos[i])
              << (link::algoName(algos[i]).size() >= 14 ? " " : "") << resultText(results[i]) << '\n';
  if (o.ties) {
    std::cout << ties.size() << " best path" << (ties.size() == 1 ? "" : "s")
              << " (tie order: fewest turns, fewest steps, "
              << "then corners topmost-leftmost from A):\n";
    for (const auto& p : ties) {
      std::cout << "  ";
      for (std::size_t i = 0; i < p.size(); ++i) std::cout << (i ? " -> " : "") << link::cellName(p[i]);
      std::cout << '\n';
    }
  }
  return kExitOk;
}

}  // namespace

void addLinkCommand(CLI::App& app, int& exitCode) {
  auto o = std::make_shared<LinkOptions>();
  CLI::App* cmd = app.add_subcommand(
      "link",
      "Lianliankan: can two tiles be joined by a path of few turns? Runs each algorithm on a board file.\n"
      "Examples:\n"
      "  boardlab-cli link examples/link/corners-objc-no-ring.board --from 0,0 --to 3,0 --algo all --json\n"
      "  boardlab-cli link examples/link/classic-12x8.board --pairs\n"
      "  boardlab-cli link examples/link/classic-12x8.board --solve --json\n"
      "  boardlab-cli link --generate 12x8 --faces 12 --seed 7 > new.board");
  cmd->add_option("FILE", o->file, "the board file (see docs/board-files.md, Link boards), or a share link");
  cmd->add_option("--from", o->from, "the first tile, as C,R (column, row; 0,0 is the top-left tile)");
  cmd->add_option("--to", o->to, "the second tile, as C,R");
  cmd->add_option("--algo", o->algos, "algorithm(s) to run: " + knownLinkNames() + " (default: all)")->delimiter(',');
  cmd->add_flag("--json", o->json,
                "print JSON: {game, size, border, turns, results: [{algo, linkable, turns, shape, path, reason}]}");
  cmd->add_flag("--ties", o->ties, "also list every best path (fewest turns, then steps) in tie order");
  cmd->add_flag("--pairs", o->pairs, "list every linkable pair: {pairs: N, list: [[[c,r],[c,r]], ...]}");
  cmd->add_flag("--solve", o->solve, "can the whole board be cleared? {solvable, moves: [[[c,r],[c,r]], ...]}");
  cmd->add_option("--max-states", o->maxStates,
                  "--solve: give up after this many boards (default 200000, at most 2000000)")
      ->check(wholeNumberAtLeast(1));
  addTimeLimitOption(*cmd, o->timeLimit, "--solve and --generate");
  cmd->add_flag("--gravity", o->gravity, "--solve: tiles fall down their column after each removal");
  cmd->add_option("--generate", o->generate, "print a new board file, solvable by construction, of size COLSxROWS");
  cmd->add_option("--faces", o->faces, "--generate: number of distinct faces, 1..62 (default 12)");
  cmd->add_option("--seed", o->seed, "--generate: random seed (default 1)")->check(seedNumber());
  cmd->add_option("--border", o->border, "--generate: on or off (default on)")->check(CLI::IsMember({"on", "off"}));
  cmd->add_option("--turns", o->turns, "--generate: turn limit, a number or any (default 2)");
  addOutsideOptions(*cmd);
  std::vector<std::string_view> names;
  for (link::Algo a : link::algorithms()) names.push_back(a->name);
  cmd->footer(articlesFooter(names));
  cmd->callback([o, &exitCode] { exitCode = runLink(*o); });
}

namespace {

// `trace FILE` on a link file (registered below for trace_command.cpp).
int traceLink(const TraceRequest& request) {
  if (!startOutsideAlgo("link", request.algo)) return kExitUsage;
  const auto algo = link::parseAlgo(request.algo);
  if (!algo) {
    std::cerr << "error: unknown link algorithm '" << request.algo << "' (known: corners, corners:objc, bfs, rays)\n";
    return kExitUsage;
  }
  link::Board board;
  try {
    board = link::loadBoardFile(request.file);
  } catch (const BoardFileError& e) {
    std::cerr << "error: " << e.what() << '\n';
    return kExitBadInput;
  }
  if (request.from.empty() || request.to.empty()) {
    std::cerr << "error: tracing a link query needs --from C,R and --to C,R\n";
    return kExitUsage;
  }
  const auto a = parseLinkCell(request.from, "--from", board);
  const auto b = parseLinkCell(request.to, "--to", board);
  if (!a || !b) return kExitUsage;
  const link::TracedQuery t = traceQuery(*algo, board, *a, *b);
  if (!stepWithinTrace(request.link, t.trace.steps.size())) return kExitBadInput;
  const CellNamer name = [](Cell c) { return link::cellName(c); };
  const std::vector<std::string>& listing = algoListing(*algo);
  if (request.json) {
    nlohmann::json out = linkBoardJson(board);
    out["from"] = linkCellJson(*a);
    out["to"] = linkCellJson(*b);
    out["listing"] = listing;
    out["verdict"] = linkQueryJson(*algo, t.result);
    writeTraceJson(std::cout, t.trace, listing, name, out);
  } else {
    std::cout << linkBoardHeader(board) << "; " << link::algoName(*algo) << " from " << link::cellName(*a) << " to "
              << link::cellName(*b) << ": " << resultText(t.result) << '\n';
    printTrace(std::cout, t.trace, listing, name);
  }
  return kExitOk;
}

const bool kLinkCommands = registerGameCommands({.game = "link", .addCommand = addLinkCommand, .trace = traceLink});

}  // namespace

}  // namespace boardlab::cli
