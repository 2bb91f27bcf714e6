// boardlab-cli gomoku FILE [--algo NAME ...|all] [--rule R] [--json], and the gomoku half of `trace`.

#include <CLI/CLI.hpp>

#include <iomanip>
#include <iostream>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <vector>

#include "app/cli/commands.hpp"
#include "app/cli/game_commands.hpp"
#include "app/cli/gomoku/gomoku_load.hpp"
#include "app/cli/outside_algos.hpp"
#include "app/cli/share_argument.hpp"
#include "engine/core/trace_json.hpp"
#include "engine/gomoku/algorithms.hpp"
#include "engine/gomoku/board_file.hpp"
#include "engine/gomoku/forbidden.hpp"
#include "engine/gomoku/formats.hpp"
#include "engine/gomoku/notation.hpp"
#include "engine/gomoku/replay.hpp"
#include "engine/i18n/i18n.hpp"

namespace boardlab::cli {

namespace {

std::string knownGomokuNames() {
  std::string names;
  for (const gomoku::AlgorithmInfo* a : gomoku::algorithms())
    names += (names.empty() ? "" : ", ") + std::string(a->name);
  return names + ", all, or 'ext:COMMAND ARGS' (an outside program, docs/protocol.md)";
}

// Expands "all" and checks every name; returns false (after saying why on stderr) for an unknown one.
bool resolveAlgos(const std::vector<std::string>& asked, std::vector<std::string>& out) {
  if (!startOutsideAlgos("gomoku", asked)) return false;
  for (const std::string& name : asked) {
    if (name == "all") {
      for (const gomoku::AlgorithmInfo* a : gomoku::algorithms()) out.emplace_back(a->name);
    } else if (gomoku::findAlgorithm(name)) {
      out.push_back(name);
    } else {
      std::cerr << "error: unknown algorithm '" << name << "' (known: " << knownGomokuNames() << ")\n";
      return false;
    }
  }
  return true;
}

nlohmann::json cellList(const std::vector<Cell>& cells, int rows) {
  nlohmann::json list = nlohmann::json::array();
  for (Cell c : cells) list.push_back(gomoku::cellName(c, rows));
  return list;
}

// One result object; winner/at/ply/line are null unless the algorithm found a win. A fault (windows:csharp)
// is reported with the action where it happened. Under renju, "forbidden" names the kind of black's losing
// move (null when the game was not decided by one).
nlohmann::json gomokuResultJson(const gomoku::Detection& d, int rows, gomoku::Rule rule) {
  const bool won = d.result.won();
  nlohmann::json j{
      {"algo", d.algo},
      {"winner", won ? nlohmann::json(std::string(stoneName(d.result.winner))) : nlohmann::json()},
      {"at", won ? nlohmann::json(gomoku::cellName(d.at, rows)) : nlohmann::json()},
      {"ply", won ? nlohmann::json(d.ply) : nlohmann::json()},
      {"line", won && d.forbidden == gomoku::Forbidden::None ? cellList(d.result.line, rows) : nlohmann::json()},
      {"fault", nullptr}};
  if (!d.result.fault.empty())
    j["fault"] = {{"message", d.result.fault}, {"ply", d.ply}, {"at", gomoku::cellName(d.at, rows)}};
  if (rule == gomoku::Rule::Renju)
    j["forbidden"] = d.forbidden == gomoku::Forbidden::None
                         ? nlohmann::json()
                         : nlohmann::json(std::string(gomoku::forbiddenName(d.forbidden)));
  const gomoku::AlgorithmInfo* info = gomoku::findAlgorithm(d.algo);
  j["asPublished"] = info && info->asPublished;
  return j;
}

// Any gomoku format (board file, PSQ, SGF, move string); the reader's notes go to stderr so that --json
// output stays clean. Returns false after printing the refusal.
bool loadAnyFormat(const std::string& file, bool topOrigin, gomoku::GameRecord& record) {
  std::vector<std::string> notes;
  try {
    record = gomoku::loadGomokuFile(file, notes, gomoku::FormatOptions{topOrigin});
  } catch (const BoardFileError& e) {
    for (const std::string& n : notes) std::cerr << "note: " << n << '\n';
    std::cerr << "error: " << e.what() << '\n';
    return false;
  }
  for (const std::string& n : notes) std::cerr << "note: " << n << '\n';
  return true;
}

std::string sizeText(const gomoku::Board& b) { return std::to_string(b.cols()) + "x" + std::to_string(b.rows()); }

void printReport(const gomoku::GameRecord& r, const std::vector<gomoku::Detection>& found) {
  const int rows = r.start.rows();
  std::cout << "gomoku " << sizeText(r.start) << ", " << gomoku::ruleName(r.rule) << " rule, "
            << i18n::counted(static_cast<long long>(r.actions.size()), "move") << "\n";
  for (const gomoku::Detection& d : found) {
    std::cout << "  " << std::left << std::setw(16) << d.algo << (d.algo.size() >= 16 ? " " : "");
    if (d.forbidden != gomoku::Forbidden::None) {
      std::cout << "white wins at move " << d.ply << ": black's " << gomoku::cellName(d.at, rows) << " is forbidden ("
                << gomoku::forbiddenName(d.forbidden) << ")";
    } else if (d.result.won()) {
      std::cout << stoneName(d.result.winner) << " wins at move " << d.ply << " (" << gomoku::cellName(d.at, rows)
                << ")";
      // A program may name the winner without its line: said so, as the workbench and grade say it.
      if (d.result.line.empty())
        std::cout << " (no line given)";
      else
        std::cout << ':';
      for (Cell c : d.result.line) std::cout << ' ' << gomoku::cellName(c, rows);
    } else if (!d.result.fault.empty()) {
      std::cout << "fault at move " << d.ply << " (" << gomoku::cellName(d.at, rows) << "): " << d.result.fault;
    } else {
      std::cout << "no win";
    }
    std::cout << '\n';
  }
}

struct GomokuOptions {
  std::string file;
  std::vector<std::string> algos{"all"};
  std::string rule;
  bool json = false;
  bool topOrigin = false;
};

int runGomoku(GomokuOptions o) {
  ShareArgument link;  // a share link's board, read as a board file while the command runs
  if (!link.resolve(o.file, "gomoku")) return kExitBadInput;
  std::vector<std::string> names;
  if (!resolveAlgos(o.algos, names)) return kExitUsage;
  gomoku::GameRecord record;
  if (!loadAnyFormat(o.file, o.topOrigin, record)) return kExitBadInput;
  if (!o.rule.empty()) record.rule = *gomoku::parseRule(o.rule);  // validated by CLI11
  const std::vector<gomoku::Detection> found = gomoku::detectAll(record, names);
  if (o.json) {
    nlohmann::json results = nlohmann::json::array();
    for (const gomoku::Detection& d : found) results.push_back(gomokuResultJson(d, record.start.rows(), record.rule));
    const nlohmann::json out{{"game", "gomoku"},
                             {"size", {record.start.cols(), record.start.rows()}},
                             {"rule", gomoku::ruleName(record.rule)},
                             {"moves", record.actions.size()},
                             {"results", results}};
    std::cout << out.dump() << '\n';
  } else {
    printReport(record, found);
  }
  return kExitOk;
}

}  // namespace

bool loadGomokuRecord(const std::string& file, bool topOrigin, gomoku::GameRecord& record) {
  return loadAnyFormat(file, topOrigin, record);
}

void addGomokuCommand(CLI::App& app, int& exitCode) {
  auto options = std::make_shared<GomokuOptions>();
  CLI::App* cmd = app.add_subcommand(
      "gomoku",
      "Replay a gomoku board file with each algorithm and report the first win each one detects.\n"
      "Example: boardlab-cli gomoku examples/gomoku/centre-five.board --algo scan --algo lines:js --json");
  cmd->add_option("FILE", options->file,
                  "the board file, PSQ, SGF or move string (see docs/board-files.md), or a share link")
      ->required();
  cmd->add_flag("--top-origin", options->topOrigin, "move strings count rows from the top (default: from the bottom)");
  cmd->add_option("--algo", options->algos, "algorithm(s) to run: " + knownGomokuNames() + " (default: all)")
      ->delimiter(',');
  cmd->add_option("--rule", options->rule, "override the file's rule: " + gomoku::ruleNamesForMessages())
      ->check(CLI::IsMember(gomoku::ruleNameList()));
  cmd->add_flag("--json", options->json,
                "print JSON: {game, size, rule, results: [{algo, winner, at, ply, line, fault}]}");
  addOutsideOptions(*cmd);
  std::vector<std::string_view> names;
  for (const gomoku::AlgorithmInfo* a : gomoku::algorithms()) names.push_back(a->name);
  cmd->footer(articlesFooter(names));
  cmd->callback([options, &exitCode] { exitCode = runGomoku(*options); });
}

namespace {

// What the rule makes of a point renju's check found `kind` ("" for allowed): the check is renju's, and
// under any other rule black may play anywhere, which is what a class must read first.
std::string forbiddenVerdictText(gomoku::Rule rule, const std::string& kind) {
  if (rule == gomoku::Rule::Renju) return kind.empty() ? "black may play it" : "black may not play it (" + kind + ")";
  return "under " + std::string(gomoku::ruleName(rule)) + " no move is forbidden; renju would " +
         (kind.empty() ? std::string("allow it") : "forbid it (" + kind + ")");
}

// `trace FILE --algo forbidden --point P`: renju's forbidden check of the empty point P in the position
// after the file's moves, traced, as the workbench shows it.
int traceForbidden(const TraceRequest& request) {
  gomoku::GameRecord record;
  if (!loadAnyFormat(request.file, request.topOrigin, record)) return kExitBadInput;
  gomoku::Board board;
  try {
    board = gomoku::replayGame(record).board();
  } catch (const std::invalid_argument& e) {
    std::cerr << "error: " << request.file << ": " << e.what() << '\n';
    return kExitBadInput;
  }
  Cell point;
  std::string why;
  if (!gomoku::parseCellName(request.point, board.cols(), board.rows(), point, why)) {
    std::cerr << "error: --point: " << why << '\n';
    return kExitUsage;
  }
  const int rows = board.rows();
  if (board.at(point) != gomoku::Stone::None) {
    std::cerr << "error: --point: " << request.point << " holds a stone: the forbidden check looks at an empty point\n";
    return kExitUsage;
  }
  Recorder rec{"forbidden"};
  const gomoku::Forbidden verdict = gomoku::forbiddenAt(board, point, rec);
  const Trace trace = rec.take();
  const CellNamer name = [rows](Cell c) { return gomoku::cellName(c, rows); };
  const std::vector<std::string>& listing = gomoku::forbiddenListing();
  const std::string kind = verdict == gomoku::Forbidden::None ? "" : std::string(gomoku::forbiddenName(verdict));
  if (!stepWithinTrace(request.link, trace.steps.size())) return kExitBadInput;
  if (request.json) {
    nlohmann::json out;
    out["game"] = "gomoku";
    out["size"] = {board.cols(), board.rows()};
    out["point"] = gomoku::cellName(point, rows);
    out["rule"] = gomoku::ruleName(record.rule);
    out["listing"] = listing;
    out["forbidden"] = kind.empty() ? nlohmann::json() : nlohmann::json(kind);  // renju's verdict, whatever the rule
    writeTraceJson(std::cout, trace, listing, name, out);
  } else {
    std::cout << "gomoku " << sizeText(board) << "; forbidden at " << gomoku::cellName(point, rows) << ": "
              << forbiddenVerdictText(record.rule, kind) << '\n';
    printTrace(std::cout, trace, listing, name);
  }
  return kExitOk;
}

// `trace FILE` on a gomoku file (registered below for trace_command.cpp).
int traceGomoku(const TraceRequest& request) {
  if (request.algo == "forbidden") {
    if (!request.point.empty()) return traceForbidden(request);
    std::cerr << "error: --algo forbidden checks one empty point: give it with --point, like --point h8\n";
    return kExitUsage;
  }
  if (!request.point.empty()) {
    std::cerr << "error: --point is for --algo forbidden; --ply chooses the move other algorithms check\n";
    return kExitUsage;
  }
  if (!startOutsideAlgo("gomoku", request.algo)) return kExitUsage;
  const gomoku::AlgorithmInfo* info = gomoku::findAlgorithm(request.algo);
  if (!info) {
    std::cerr << "error: unknown gomoku algorithm '" << request.algo << "' (known: " << knownGomokuNames() << ")\n";
    return kExitUsage;
  }
  gomoku::GameRecord record;
  if (!loadAnyFormat(request.file, request.topOrigin, record)) return kExitBadInput;
  gomoku::PlyTrace t;
  try {
    t = gomoku::traceAt(record, request.algo, request.ply);
  } catch (const std::invalid_argument& e) {
    std::cerr << "error: " << e.what() << '\n';
    return kExitUsage;
  }
  if (!stepWithinTrace(request.link, t.trace.steps.size())) return kExitBadInput;
  const int rows = record.start.rows();
  const CellNamer name = [rows](Cell c) { return gomoku::cellName(c, rows); };
  const std::vector<std::string>& listing = info->listing();
  if (request.json) {
    nlohmann::json out;
    out["game"] = "gomoku";
    out["size"] = {record.start.cols(), record.start.rows()};
    out["rule"] = gomoku::ruleName(record.rule);
    out["ply"] = t.verdict.ply;
    out["at"] = gomoku::cellName(t.verdict.at, rows);
    out["listing"] = listing;
    out["verdict"] = gomokuResultJson(t.verdict, rows, record.rule);
    writeTraceJson(std::cout, t.trace, listing, name, out);
  } else {
    std::cout << "gomoku " << sizeText(record.start) << ", " << gomoku::ruleName(record.rule) << " rule; "
              << request.algo << " at move " << t.verdict.ply << " (" << gomoku::cellName(t.verdict.at, rows) << "): "
              << (t.verdict.forbidden != gomoku::Forbidden::None
                      ? "white wins: black's move is forbidden (" +
                            std::string(gomoku::forbiddenName(t.verdict.forbidden)) + ")"
                  : t.verdict.result.won()         ? std::string(stoneName(t.verdict.result.winner)) + " wins"
                  : t.verdict.result.fault.empty() ? std::string("no win")
                                                   : "fault: " + t.verdict.result.fault)
              << '\n';
    printTrace(std::cout, t.trace, listing, name);
  }
  return kExitOk;
}

const bool kGomokuCommands =
    registerGameCommands({.game = "gomoku", .addCommand = addGomokuCommand, .trace = traceGomoku});

}  // namespace

}  // namespace boardlab::cli
