// boardlab-cli diff: where do two algorithms of the same game answer differently (issue 7)?
//   diff FILE --algo A --algo B [--from C,R --to C,R] [--json]       on a board file
//   diff --random gomoku|link --algo A --algo B [--seed S] [--tries N] [--size N|MIN-MAX] [--json]
// The random search shrinks what it finds; its text output is a board file (the findings as comments),
// so it can be saved and opened as it is. Exit 0 whether or not the algorithms differ.

#include <CLI/CLI.hpp>

#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "app/cli/commands.hpp"
#include "app/cli/validators.hpp"
#include "app/cli/outside_algos.hpp"
#include "app/cli/verdict_text.hpp"
#include "engine/core/board_text.hpp"
#include "engine/core/budget.hpp"
#include "engine/diff/diff.hpp"
#include "engine/gomoku/algorithms.hpp"
#include "engine/gomoku/board_file.hpp"
#include "engine/gomoku/notation.hpp"
#include "engine/link/board_file.hpp"

namespace boardlab::cli {

namespace {

struct DiffOptions {
  std::string file;
  std::vector<std::string> algos;
  std::string random;  // "gomoku" or "link"
  std::string from, to;
  std::uint64_t seed = 1;
  int tries = 2000;
  std::string size;
  std::string rule;
  bool lines = false;
  bool json = false;
  double timeLimit = kDefaultSearchSeconds;
};

// ---- gomoku ----------------------------------------------------------------------------------------------

bool checkGomokuAlgos(const std::vector<std::string>& algos) {
  if (!startOutsideAlgos(ext::Game::Gomoku, algos)) return false;
  for (const std::string& a : algos)
    if (!gomoku::findAlgorithm(a)) {
      std::string known;
      for (const gomoku::AlgorithmInfo* i : gomoku::algorithms()) known += (known.empty() ? "" : ", ") + std::string(i->name);
      std::cerr << "error: unknown gomoku algorithm '" << a << "' (known: " << known << ")\n";
      return false;
    }
  return true;
}

nlohmann::json verdictJson(const gomoku::Detection& d, int rows) {
  nlohmann::json line = nlohmann::json::array();
  for (Cell c : d.result.line) line.push_back(gomoku::cellName(c, rows));
  return {{"algo", d.algo},
          {"winner", d.result.won() ? nlohmann::json(std::string(gomoku::stoneName(d.result.winner))) : nlohmann::json()},
          {"line", d.result.won() ? line : nlohmann::json()},
          {"fault", d.result.fault.empty() ? nlohmann::json() : nlohmann::json(d.result.fault)},
          {"steps", nullptr}};
}

// The difference as JSON fields (ply, at, results, divergence); `differs` false leaves them null.
void gomokuDiffJson(nlohmann::json& out, const diff::GomokuDiff& d) {
  const int rows = d.record.start.rows();
  out["differs"] = d.differs();
  out["ply"] = d.differs() ? nlohmann::json(d.ply) : nlohmann::json();
  out["at"] = d.differs() ? nlohmann::json(gomoku::cellName(d.a.at, rows)) : nlohmann::json();
  out["results"] = nlohmann::json::array();
  if (d.differs()) {
    nlohmann::json a = verdictJson(d.a, rows), b = verdictJson(d.b, rows);
    a["steps"] = d.traceA.steps.size();
    b["steps"] = d.traceB.steps.size();
    out["results"] = {a, b};
  }
  out["divergence"] = d.differs() && d.divergence >= 0 ? nlohmann::json(d.divergence) : nlohmann::json();
}

// "the traces part at step K (A: n steps, B: m steps)" for people: steps are numbered from 1, as in
// `trace` and in the workbench; --json's divergence is the 0-based index into the steps.
std::string divergenceText(int divergence, const Trace& a, const Trace& b) {
  const std::string counts = " (" + a.algo + ": " + std::to_string(a.steps.size()) + " steps, " + b.algo + ": " +
                             std::to_string(b.steps.size()) + " steps)";
  if (divergence < 0) return "the traces mark the same cells at every step" + counts;
  return "the traces part at step " + std::to_string(divergence + 1) + counts;
}

std::string gomokuDiffText(const diff::GomokuDiff& d, const std::string& algoA, const std::string& algoB,
                           const char* prefix) {
  std::ostringstream out;
  const int rows = d.record.start.rows();
  if (!d.differs()) {
    out << prefix << algoA << " and " << algoB << " agree: same first verdict\n";
    return out.str();
  }
  out << prefix << algoA << " and " << algoB << " differ at move " << d.ply << " (" << gomoku::cellName(d.a.at, rows)
      << ")\n"
      << prefix << "  " << algoA << ": " << gomokuVerdictText(d.a.result, rows) << '\n'
      << prefix << "  " << algoB << ": " << gomokuVerdictText(d.b.result, rows) << '\n'
      << prefix << divergenceText(d.divergence, d.traceA, d.traceB) << '\n';
  return out.str();
}

int diffGomokuFile(const DiffOptions& o) {
  if (!checkGomokuAlgos(o.algos)) return kExitUsage;
  if (!o.from.empty() || !o.to.empty()) {
    std::cerr << "error: --from/--to are for link boards; a gomoku file is compared move by move\n";
    return kExitUsage;
  }
  gomoku::GameRecord record;
  try {
    record = gomoku::loadBoardFile(o.file);
  } catch (const BoardFileError& e) {
    std::cerr << "error: " << e.what() << '\n';
    return kExitBadInput;
  }
  const diff::GomokuDiff d = diff::compareGomoku(record, o.algos[0], o.algos[1], true, o.lines);
  if (o.json) {
    nlohmann::json out{{"game", "gomoku"},
                       {"size", {record.start.cols(), record.start.rows()}},
                       {"rule", gomoku::ruleName(record.rule)},
                       {"moves", record.actions.size()},
                       {"algos", o.algos}};
    gomokuDiffJson(out, d);
    std::cout << out.dump() << '\n';
  } else {
    std::cout << "gomoku " << record.start.cols() << "x" << record.start.rows() << ", " << gomoku::ruleName(record.rule)
              << " rule, " << record.actions.size() << " moves: " << gomokuDiffText(d, o.algos[0], o.algos[1], "");
  }
  return kExitOk;
}

// ---- link ------------------------------------------------------------------------------------------------

std::optional<link::Algo> linkAlgo(const std::string& name) {
  if (!startOutsideAlgo(ext::Game::Link, name)) return std::nullopt;
  const auto a = link::parseAlgo(name);
  if (!a) {
    std::string known;
    for (link::Algo k : link::algorithms()) known += (known.empty() ? "" : ", ") + std::string(link::algoName(k));
    std::cerr << "error: unknown link algorithm '" << name << "' (known: " << known << ")\n";
  }
  return a;
}

nlohmann::json cellJson(Cell c) { return nlohmann::json::array({c.col, c.row}); }

nlohmann::json linkResultJson(link::Algo algo, const link::LinkResult& r, const Trace& t) {
  nlohmann::json path = nlohmann::json::array();
  for (Cell c : r.path) path.push_back(cellJson(c));
  const bool applies = r.reason != link::Reason::NotApplicable;
  return {{"algo", link::algoName(algo)},
          {"linkable", applies ? nlohmann::json(r.linked) : nlohmann::json()},
          {"turns", r.linked ? nlohmann::json(r.turns) : nlohmann::json()},
          {"path", r.linked ? path : nlohmann::json()},
          {"reason", r.linked ? nlohmann::json() : nlohmann::json(std::string(link::reasonName(r.reason)))},
          {"fault", r.fault.empty() ? nlohmann::json() : nlohmann::json(r.fault)},
          {"steps", t.steps.size()}};
}

nlohmann::json linkDiffJson(const diff::LinkDiff& d, link::Algo a, link::Algo b) {
  return {{"from", cellJson(d.from)},
          {"to", cellJson(d.to)},
          {"differs", d.differs()},
          {"results", {linkResultJson(a, d.a, d.traceA), linkResultJson(b, d.b, d.traceB)}},
          {"divergence", d.divergence >= 0 ? nlohmann::json(d.divergence) : nlohmann::json()}};
}

std::string linkDiffText(const diff::LinkDiff& d, link::Algo a, link::Algo b, const char* prefix) {
  std::ostringstream out;
  out << prefix << link::cellName(d.from) << " - " << link::cellName(d.to) << ": "
      << (d.differs() ? "differ" : "agree") << '\n'
      << prefix << "  " << link::algoName(a) << ": " << linkVerdictText(d.a) << '\n'
      << prefix << "  " << link::algoName(b) << ": " << linkVerdictText(d.b) << '\n';
  if (d.differs()) out << prefix << "  " << divergenceText(d.divergence, d.traceA, d.traceB) << '\n';
  return out.str();
}

nlohmann::json linkBoardJson(const link::Board& b) {
  return {{"game", "link"},
          {"size", {b.cols(), b.rows()}},
          {"border", b.border()},
          {"turns", b.anyTurns() ? nlohmann::json("any") : nlohmann::json(b.maxTurns())}};
}

std::string linkHeader(const link::Board& b) {
  return "link " + std::to_string(b.cols()) + "x" + std::to_string(b.rows()) + ", border " + (b.border() ? "on" : "off") +
         ", turns " + (b.anyTurns() ? std::string("any") : std::to_string(b.maxTurns()));
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
    std::cout << linkHeader(board) << ": " << o.algos[0] << " and " << o.algos[1] << " differ on " << differing << " of "
              << compared << " pair" << (compared == 1 ? "" : "s") << (o.from.empty() ? " of equal tiles" : "") << '\n';
    for (const diff::LinkDiff& d : shown) std::cout << linkDiffText(d, *a, *b, "  ");
  }
  return kExitOk;
}

// ---- random search ---------------------------------------------------------------------------------------

// "--size N" (sides up to N) or "--size MIN-MAX"; keeps the defaults when empty.
bool parseSizeRange(const std::string& text, int& minSize, int& maxSize) {
  if (text.empty()) return true;
  const std::size_t dash = text.find('-');
  if (dash == std::string::npos) return parseCount(text, 1000, maxSize);
  return parseCount(std::string_view(text).substr(0, dash), 1000, minSize) &&
         parseCount(std::string_view(text).substr(dash + 1), 1000, maxSize);
}

std::string commandLine(const DiffOptions& o) {
  std::string s = "boardlab-cli diff --random " + o.random + " --algo " + o.algos[0] + " --algo " + o.algos[1] +
                  " --seed " + std::to_string(o.seed) + " --tries " + std::to_string(o.tries);
  if (!o.size.empty()) s += " --size " + o.size;
  if (!o.rule.empty()) s += " --rule " + o.rule;
  if (o.lines) s += " --lines";
  return s;
}

void searchJson(nlohmann::json& out, const diff::Search& s, const DiffOptions& o) {
  const diff::SearchProgress p = s.progress();
  out["algos"] = o.algos;
  out["seed"] = o.seed;
  out["state"] = diff::searchStateName(p.state);
  out["found"] = p.state == diff::SearchState::Found;
  out["tried"] = p.tried;
  out["maxTries"] = p.maxTries;
  out["shrinkTested"] = p.shrinkTested;
  out["shrinkSteps"] = p.shrinkSteps;
  const std::string gaveUp = gaveUpMessage(o.algos);
  out["stopped"] = gaveUp.empty() ? nlohmann::json() : nlohmann::json(gaveUp);
  out["limit"] = p.limit == BudgetLimit::None ? nlohmann::json() : nlohmann::json(budgetLimitName(p.limit));
}

// ", stopped by the time limit of 5 s" when a limit ended the search, else "".
std::string limitNote(const diff::Search& s, double seconds) {
  if (s.progress().limit != BudgetLimit::Time) return "";
  std::ostringstream out;
  out << ", stopped by the time limit of " << seconds << " s (--time-limit)";
  return out.str();
}

// Builds the search from `so` with --size applied, and runs it to the end. False, after saying why on
// stderr, when the options are refused.
template <class Search, class Options>
bool runSearch(Options so, const DiffOptions& o, std::optional<Search>& search) {
  if (!parseSizeRange(o.size, so.minSize, so.maxSize)) {
    std::cerr << "error: --size '" << o.size << "' is not N or MIN-MAX\n";
    return false;
  }
  try {
    search.emplace(so);
  } catch (const std::invalid_argument& e) {
    std::cerr << "error: " << e.what() << '\n';
    return false;
  }
  search->setTimeLimit(searchTime(o.timeLimit));
  // An outside program that keeps failing ends the search at once instead of paying its timeout on every
  // input that follows.
  search->run([&](const diff::SearchProgress&) { return gaveUpMessage(o.algos).empty(); });
  if (const std::string gaveUp = gaveUpMessage(o.algos); !gaveUp.empty()) std::cerr << "stopped: " << gaveUp << '\n';
  return true;
}

int randomGomoku(const DiffOptions& o) {
  if (!checkGomokuAlgos(o.algos)) return kExitUsage;
  diff::GomokuSearchOptions so;
  so.algoA = o.algos[0];
  so.algoB = o.algos[1];
  so.seed = o.seed;
  so.maxTries = o.tries;
  so.compareLines = o.lines;
  if (!o.rule.empty()) so.rule = gomoku::parseRule(o.rule);
  std::optional<diff::GomokuSearch> search;
  if (!runSearch(so, o, search)) return kExitUsage;
  const auto& best = search->result();
  const diff::SearchProgress p = search->progress();
  if (o.json) {
    nlohmann::json out{{"game", "gomoku"}};
    searchJson(out, *search, o);
    out["first"] = nullptr;
    out["shrunk"] = nullptr;
    out["board"] = nullptr;
    if (best) {
      const diff::GomokuSize s0 = diff::sizeOf(search->first()->record), s1 = diff::sizeOf(best->record);
      out["first"] = {{"size", {s0.cols, s0.rows}}, {"actions", s0.actions}};
      out["shrunk"] = {{"size", {s1.cols, s1.rows}}, {"actions", s1.actions}};
      out["rule"] = gomoku::ruleName(best->record.rule);
      out["board"] = gomoku::saveBoardText(best->record);
      gomokuDiffJson(out, *best);
    } else {
      out["differs"] = false;
    }
    std::cout << out.dump() << '\n';
    return kExitOk;
  }
  std::cout << "# " << commandLine(o) << '\n';
  if (!best) {
    std::cout << "# no difference between " << o.algos[0] << " and " << o.algos[1] << " within " << p.tried
              << " random games" << limitNote(*search, o.timeLimit) << '\n';
    return kExitOk;
  }
  const diff::GomokuSize s0 = diff::sizeOf(search->first()->record), s1 = diff::sizeOf(best->record);
  std::cout << "# found at try " << p.tried << ": " << s0.cols << "x" << s0.rows << ", " << s0.actions
            << " moves; shrunk to " << s1.cols << "x" << s1.rows << ", " << s1.actions << " moves (" << p.shrinkSteps
            << " of " << p.shrinkTested << " shrink candidates kept" << limitNote(*search, o.timeLimit) << ")\n"
            << gomokuDiffText(*best, o.algos[0], o.algos[1], "# ") << gomoku::saveBoardText(best->record);
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
  const diff::SearchProgress p = search->progress();
  if (o.json) {
    nlohmann::json out{{"game", "link"}};
    searchJson(out, *search, o);
    out["first"] = nullptr;
    out["shrunk"] = nullptr;
    out["board"] = nullptr;
    out["differs"] = false;
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
    std::cout << "# no difference between " << o.algos[0] << " and " << o.algos[1] << " within " << p.tried
              << " random boards" << limitNote(*search, o.timeLimit) << '\n';
    return kExitOk;
  }
  const diff::LinkSize s0 = diff::sizeOf(search->first()->board), s1 = diff::sizeOf(best->board);
  std::cout << "# found at try " << p.tried << ": " << s0.cols << "x" << s0.rows << ", " << s0.tiles
            << " tiles; shrunk to " << s1.cols << "x" << s1.rows << ", " << s1.tiles << " tiles (" << p.shrinkSteps
            << " of " << p.shrinkTested << " shrink candidates kept" << limitNote(*search, o.timeLimit) << ")\n"
            << "# Query: --from " << link::cellName(best->from) << " --to " << link::cellName(best->to) << '\n'
            << linkDiffText(*best, *a, *b, "# ") << link::saveBoardFile(best->board);
  return kExitOk;
}

int runDiff(const DiffOptions& o) {
  if (o.algos.size() != 2) {
    std::cerr << "error: give exactly two algorithms: --algo A --algo B\n";
    return kExitUsage;
  }
  if (!o.random.empty()) {
    if (!o.file.empty() || !o.from.empty() || !o.to.empty()) {
      std::cerr << "error: --random makes its own inputs: give no FILE, --from or --to\n";
      return kExitUsage;
    }
    return o.random == "gomoku" ? randomGomoku(o) : randomLink(o);
  }
  if (o.file.empty()) {
    std::cerr << "error: a board FILE is required (or --random gomoku|link)\n";
    return kExitUsage;
  }
  if (!o.rule.empty()) {
    std::cerr << "error: --rule is for --random gomoku (a board file names its own rule)\n";
    return kExitUsage;
  }
  std::string game;
  try {
    game = gomoku::boardFileGame(readTextFile(o.file), o.file);
  } catch (const BoardFileError& e) {
    std::cerr << "error: " << e.what() << '\n';
    return kExitBadInput;
  }
  if (game == "gomoku") return diffGomokuFile(o);
  if (game == "link") return diffLinkFile(o);
  std::cerr << "error: " << o.file << ": unknown game '" << game << "' (expected gomoku or link)\n";
  return kExitBadInput;
}

}  // namespace

void addDiffCommand(CLI::App& app, int& exitCode) {
  auto o = std::make_shared<DiffOptions>();
  CLI::App* cmd = app.add_subcommand(
      "diff",
      "Where do two algorithms of the same game answer differently? On a board file (gomoku: the first move\n"
      "where their verdicts differ; link: every pair of equal tiles, or --from/--to), or on seeded random\n"
      "inputs, shrinking the first difference found (printed as a board file, findings in comments).\n"
      "Examples:\n"
      "  boardlab-cli diff examples/gomoku/scan-objc-edge.board --algo scan --algo scan:objc\n"
      "  boardlab-cli diff --random gomoku --algo lines --algo lines:js --seed 3 > found.board\n"
      "  boardlab-cli diff --random link --algo corners --algo corners:objc --json");
  cmd->add_option("FILE", o->file, "the board file to compare on (its `game` line says which game)");
  cmd->add_option("--algo", o->algos, "the two algorithms: --algo A --algo B (or --algo A,B)")->delimiter(',');
  cmd->add_option("--random", o->random, "search random inputs of this game instead of a file")
      ->check(CLI::IsMember({"gomoku", "link"}));
  cmd->add_option("--from", o->from, "link file: compare only this pair; the first tile, as C,R");
  cmd->add_option("--to", o->to, "link file: the second tile, as C,R");
  cmd->add_option("--seed", o->seed, "--random: the seed (default 1); the same seed finds the same input")
      ->check(seedNumber());
  cmd->add_option("--tries", o->tries, "--random: random inputs to try before giving up (default 2000)")
      ->check(wholeNumberAtLeast(1));
  addTimeLimitOption(*cmd, o->timeLimit, "--random");
  cmd->add_option("--size", o->size,
                  "--random: board sides up to N, or MIN-MAX (gomoku default 5-15, link default 2-8)");
  cmd->add_option("--rule", o->rule, "--random gomoku: freestyle, standard, renju or caro (default: freestyle or standard, at random)")
      ->check(CLI::IsMember(gomoku::ruleNameList()));
  cmd->add_flag("--lines", o->lines,
                "gomoku: the same winner with other cells as the winning line is a difference too (default: only "
                "the winner, or a fault against none)");
  cmd->add_flag("--json", o->json,
                "print JSON: {differs, ply|from,to, results: [A, B], divergence, ...}; --random adds state, tried, "
                "first, shrunk, board");
  addOutsideOptions(*cmd);
  cmd->callback([o, &exitCode] { exitCode = runDiff(*o); });
}

}  // namespace boardlab::cli
