// boardlab-cli diff, gomoku's part: a gomoku board file compared move by move, and the random search
// over gomoku games (diff_command.cpp is the command; engine/diff the search); and gomoku's part of
// `grade`, the same search with a program against the reference (grade_command.cpp).

#include <iostream>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "app/cli/diff_command.hpp"
#include "app/cli/game_commands.hpp"
#include "app/cli/outside_algos.hpp"
#include "engine/core/board_text.hpp"
#include "engine/diff/gomoku/gomoku_diff.hpp"
#include "engine/gomoku/algorithms.hpp"
#include "engine/gomoku/board_file.hpp"
#include "engine/gomoku/notation.hpp"
#include "engine/gomoku/verdict_text.hpp"
#include "engine/i18n/i18n.hpp"

namespace boardlab::cli {

namespace {

bool checkGomokuAlgos(const std::vector<std::string>& algos) {
  if (!startOutsideAlgos("gomoku", algos)) return false;
  for (const std::string& a : algos)
    if (!gomoku::findAlgorithm(a)) {
      std::string known;
      for (const gomoku::AlgorithmInfo* i : gomoku::algorithms())
        known += (known.empty() ? "" : ", ") + std::string(i->name);
      std::cerr << "error: unknown gomoku algorithm '" << a << "' (known: " << known << ")\n";
      return false;
    }
  return true;
}

nlohmann::json verdictJson(const gomoku::Detection& d, int rows) {
  nlohmann::json line = nlohmann::json::array();
  for (Cell c : d.result.line) line.push_back(gomoku::cellName(c, rows));
  return {
      {"algo", d.algo},
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
  out["stepsCompared"] = d.stepsCompared;
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
      << prefix << "  " << algoA << ": " << gomoku::verdictText(d.a.result, rows) << '\n'
      << prefix << "  " << algoB << ": " << gomoku::verdictText(d.b.result, rows) << '\n'
      << prefix << divergenceText(d.stepsCompared, d.divergence, d.traceA, d.traceB) << '\n';
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
              << " rule, " << i18n::counted(static_cast<long long>(record.actions.size()), "move") << ": "
              << gomokuDiffText(d, o.algos[0], o.algos[1], "");
  }
  return kExitOk;
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
  const auto& first = search->first();
  const diff::SearchProgress p = search->progress();
  const std::string rule(gomoku::ruleName(*so.rule));
  if (o.json) {
    nlohmann::json out{{"game", "gomoku"}, {"rule", rule}};
    searchJson(out, *search, o);
    out["first"] = nullptr;
    out["shrunk"] = nullptr;
    out["board"] = nullptr;
    if (!best && first) {  // faulted or intermittent: the input as found, never a difference
      const diff::GomokuSize s0 = diff::sizeOf(first->record);
      out["first"] = {{"size", {s0.cols, s0.rows}}, {"actions", s0.actions}};
      out["board"] = gomoku::saveBoardText(first->record);
    }
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
    printSearchEnd(*search, o, "random games (" + rule + " rule)", first ? gomoku::saveBoardText(first->record) : "");
    return kExitOk;
  }
  const diff::GomokuSize s0 = diff::sizeOf(first->record), s1 = diff::sizeOf(best->record);
  std::cout << "# found at try " << p.tried << " of " << p.maxTries << " (" << rule << " rule): " << s0.cols << "x"
            << s0.rows << ", " << i18n::counted(s0.actions, "move") << "; shrunk to " << s1.cols << "x" << s1.rows
            << ", " << i18n::counted(s1.actions, "move") << " (" << p.shrinkSteps << " of "
            << i18n::counted(p.shrinkTested, "shrink candidate") << " kept" << limitNote(*search, o.timeLimit) << ")"
            << recheckNote(*search) << "\n"
            << commented(gomokuDiffText(*best, o.algos[0], o.algos[1], "")) << gomoku::saveBoardText(best->record);
  return kExitOk;
}

const bool kGomokuDiff =
    registerGameCommands({.game = "gomoku", .diffFile = diffGomokuFile, .diffRandom = randomGomoku, .rules = true});

}  // namespace

}  // namespace boardlab::cli
