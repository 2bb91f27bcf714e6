// boardlab-cli grade: one reference algorithm, many programs (issue 16). Each program is searched for a
// counterexample against the reference (engine/diff's seeded search), which is then shrunk; the run writes
// a Markdown report, the same as JSON, and one board file per failing program (opened by `boardlab
// --board`), all through the atomic-write path.
//   grade --game gomoku --reference scan alice='python3 alice.py' bob='java Bob.java' --out marks/
//   grade --game link --reference corners --programs class.txt --tries 500 --json

#include <CLI/CLI.hpp>

#include <cctype>
#include <chrono>
#include <iomanip>
#include <filesystem>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "app/cli/commands.hpp"
#include "app/cli/outside_algos.hpp"
#include "app/cli/verdict_text.hpp"
#include "engine/core/atomic_file.hpp"
#include "engine/core/board_text.hpp"
#include "engine/diff/diff.hpp"
#include "engine/gomoku/algorithms.hpp"
#include "engine/gomoku/board_file.hpp"
#include "engine/gomoku/notation.hpp"
#include "engine/link/board_file.hpp"

namespace boardlab::cli {

namespace {

struct GradeOptions {
  std::string game = "gomoku";
  std::string reference;
  std::vector<std::string> programs;  // NAME=COMMAND
  std::string programsFile;
  std::string out = "grade-report";
  std::uint64_t seed = 1;
  int tries = 2000;
  bool json = false;
};

struct Entry {
  std::string name, command;
};

// What one program got.
struct Grade {
  Entry entry;
  std::string verdict;       // "passed", "failed" or "stopped"
  int tried = 0;
  double seconds = 0;
  std::string message;       // stopped: why
  std::string board;         // failed: the shrunk input as a board file
  std::string boardFile;     // failed: where it was written
  std::string where;         // "move 9 (l8)" / "0,0 - 3,0"
  std::string reference, program;  // both verdicts at that input
  int divergence = -1;             // the first differing step, -1 when none
  std::string referenceStep, programStep;  // their narrations at that step
  std::string size;                // "6x6, 11 moves"
};

bool validName(const std::string& n) {
  if (n.empty() || n.size() > 64 || n[0] == '.') return false;
  for (char c : n)
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-' || c == '.')) return false;
  return true;
}

// "NAME=COMMAND" into an entry, or nullopt after saying why (`where` names the argument or file line).
std::optional<Entry> parseEntry(const std::string& text, const std::string& where) {
  const std::size_t eq = text.find('=');
  Entry e;
  if (eq != std::string::npos) e = {text.substr(0, eq), text.substr(eq + 1)};
  if (eq == std::string::npos || !validName(e.name) || e.command.find_first_not_of(" \t") == std::string::npos) {
    std::cerr << "error: " << where << ": '" << text
              << "' is not NAME=COMMAND (NAME: letters, digits, '_', '-', '.'; then the command to run)\n";
    return std::nullopt;
  }
  if (gomoku::findAlgorithm(e.name) || link::parseAlgo(e.name)) {
    std::cerr << "error: " << where << ": '" << e.name << "' is the name of a built-in algorithm; choose another\n";
    return std::nullopt;
  }
  return e;
}

bool readEntries(const GradeOptions& o, std::vector<Entry>& out) {
  for (std::size_t i = 0; i < o.programs.size(); ++i) {
    auto e = parseEntry(o.programs[i], "program " + std::to_string(i + 1));
    if (!e) return false;
    out.push_back(*e);
  }
  if (!o.programsFile.empty()) {
    std::string text;
    try {
      text = readTextFile(o.programsFile);
    } catch (const BoardFileError& e) {
      std::cerr << "error: " << e.what() << '\n';
      return false;
    }
    std::istringstream in(text);
    std::string line;
    for (int n = 1; std::getline(in, line); ++n) {
      if (!line.empty() && line.back() == '\r') line.pop_back();
      const std::size_t start = line.find_first_not_of(" \t");
      if (start == std::string::npos || line[start] == '#') continue;
      auto e = parseEntry(line.substr(start), o.programsFile + ":" + std::to_string(n));
      if (!e) return false;
      out.push_back(*e);
    }
  }
  for (std::size_t i = 0; i < out.size(); ++i)
    for (std::size_t j = 0; j < i; ++j)
      if (out[i].name == out[j].name) {
        std::cerr << "error: the name '" << out[i].name << "' is given twice\n";
        return false;
      }
  if (out.empty()) std::cerr << "error: give at least one program: NAME=COMMAND arguments or --programs FILE\n";
  return !out.empty();
}

std::string stepText(const Trace& t, int k) {
  if (k < 0 || static_cast<std::size_t>(k) >= t.steps.size()) return "(no step " + std::to_string(k) + ")";
  const Step& s = t.steps[static_cast<std::size_t>(k)];
  std::string text = s.narration.empty() ? "(no narration)" : s.narration;
  if (!s.file.empty() || s.codeLine > 0) text += " [" + (s.file.empty() ? std::string("line ") : s.file + ":") + std::to_string(s.codeLine) + "]";
  return text;
}

// Runs `search` to its end, stopping at once when the program gives up.
void runToEnd(diff::Search& search, const std::string& program, Grade& g) {
  const std::vector<std::string> names{program};
  search.run([&](const diff::SearchProgress&) { return gaveUpMessage(names).empty(); });
  g.tried = search.progress().tried;
  g.message = gaveUpMessage(names);
}

void gradeGomoku(const GradeOptions& o, Grade& g) {
  diff::GomokuSearchOptions so;
  so.algoA = o.reference;
  so.algoB = g.entry.name;
  so.seed = o.seed;
  so.maxTries = o.tries;
  diff::GomokuSearch search(so);
  runToEnd(search, g.entry.name, g);
  const auto& best = search.result();
  if (!best) return;
  const int rows = best->record.start.rows();
  const diff::GomokuSize s = diff::sizeOf(best->record);
  g.size = std::to_string(s.cols) + "x" + std::to_string(s.rows) + ", " + std::to_string(s.actions) + " moves";
  g.where = "move " + std::to_string(best->ply) + " (" + gomoku::cellName(best->a.at, rows) + ")";
  g.reference = gomokuVerdictText(best->a.result, rows);
  g.program = gomokuVerdictText(best->b.result, rows);
  g.divergence = best->divergence;
  g.board = "# grade: " + g.entry.name + " against " + o.reference + " differs at " + g.where + "\n# " + o.reference +
            ": " + g.reference + "\n# " + g.entry.name + ": " + g.program + "\n" + gomoku::saveBoardText(best->record);
  if (g.divergence >= 0) {
    g.referenceStep = stepText(best->traceA, g.divergence);
    g.programStep = stepText(best->traceB, g.divergence);
  }
}

void gradeLink(const GradeOptions& o, link::Algo reference, Grade& g) {
  diff::LinkSearchOptions so;
  so.algoA = reference;
  so.algoB = *link::parseAlgo(g.entry.name);
  so.seed = o.seed;
  so.maxTries = o.tries;
  diff::LinkSearch search(so);
  runToEnd(search, g.entry.name, g);
  const auto& best = search.result();
  if (!best) return;
  const diff::LinkSize s = diff::sizeOf(best->board);
  g.size = std::to_string(s.cols) + "x" + std::to_string(s.rows) + ", " + std::to_string(s.tiles) + " tiles";
  g.where = link::cellName(best->from) + " - " + link::cellName(best->to);
  g.reference = linkVerdictText(best->a);
  g.program = linkVerdictText(best->b);
  g.divergence = best->divergence;
  g.board = "# grade: " + g.entry.name + " against " + o.reference + " differs on " + g.where + "\n# Query: --from " +
            link::cellName(best->from) + " --to " + link::cellName(best->to) + "\n# " + o.reference + ": " + g.reference +
            "\n# " + g.entry.name + ": " + g.program + "\n" + link::saveBoardFile(best->board);
  if (g.divergence >= 0) {
    g.referenceStep = stepText(best->traceA, g.divergence);
    g.programStep = stepText(best->traceB, g.divergence);
  }
}

nlohmann::json gradeJson(const Grade& g) {
  const auto orNull = [](const std::string& s) { return s.empty() ? nlohmann::json() : nlohmann::json(s); };
  nlohmann::json j{{"name", g.entry.name},       {"command", g.entry.command}, {"verdict", g.verdict},
                   {"tried", g.tried},           {"seconds", g.seconds},       {"message", orNull(g.message)},
                   {"board", orNull(g.board)},   {"boardFile", orNull(g.boardFile)}, {"at", orNull(g.where)},
                   {"size", orNull(g.size)},     {"reference", orNull(g.reference)}, {"program", orNull(g.program)},
                   {"divergence", nullptr}};
  if (!g.board.empty() && g.divergence >= 0)
    j["divergence"] = {{"step", g.divergence}, {"reference", g.referenceStep}, {"program", g.programStep}};
  return j;
}

std::string markdown(const GradeOptions& o, const std::vector<Grade>& grades) {
  std::ostringstream md;
  int passed = 0;
  for (const Grade& g : grades) passed += g.verdict == "passed" ? 1 : 0;
  md << "# Grade: " << o.game << " against `" << o.reference << "`\n\n"
     << passed << " of " << grades.size() << " programs passed (seed " << o.seed << ", up to " << o.tries
     << " random inputs each).\n\n| program | verdict | inputs tried | counterexample | seconds |\n|---|---|---|---|---|\n";
  for (const Grade& g : grades)
    md << "| " << g.entry.name << " | " << g.verdict << " | " << g.tried << " | "
       << (g.boardFile.empty() ? "" : "[" + g.size + "](" + std::filesystem::path(g.boardFile).filename().string() + ")")
       << " | " << std::fixed << std::setprecision(2) << g.seconds << " |\n";
  for (const Grade& g : grades) {
    if (g.verdict == "passed") continue;
    md << "\n## " << g.entry.name << "\n\n`" << g.entry.command << "`\n\n";
    if (!g.message.empty()) md << "Stopped: " << g.message << "\n\n";
    if (g.board.empty()) continue;
    md << "Differs at " << g.where << " on a board of " << g.size << ":\n\n- " << o.reference << ": " << g.reference
       << "\n- " << g.entry.name << ": " << g.program << "\n";
    if (g.divergence >= 0)
      md << "\nFirst differing step: " << g.divergence << "\n- " << o.reference << ": " << g.referenceStep << "\n- "
         << g.entry.name << ": " << g.programStep << "\n";
    md << "\nOpen it: `boardlab --board " << std::filesystem::path(g.boardFile).filename().string() << "`\n\n```\n"
       << g.board << "```\n";
  }
  return md.str();
}

bool write(const std::filesystem::path& path, const std::string& text) {
  std::string error;
  if (writeFileAtomically(path, text, error)) return true;
  std::cerr << "error: " << error << '\n';
  return false;
}

int runGrade(const GradeOptions& o) {
  std::vector<Entry> entries;
  if (!readEntries(o, entries)) return kExitUsage;
  const bool gomokuGame = o.game == "gomoku";
  std::optional<link::Algo> linkReference;
  if (gomokuGame ? !startOutsideAlgo(ext::Game::Gomoku, o.reference) : !startOutsideAlgo(ext::Game::Link, o.reference))
    return kExitUsage;
  if (gomokuGame ? !gomoku::findAlgorithm(o.reference) : !(linkReference = link::parseAlgo(o.reference))) {
    std::cerr << "error: unknown " << o.game << " algorithm '" << o.reference << "' as --reference\n";
    return kExitUsage;
  }
  // Every program is started before any is graded: one that cannot start is a usage error, found at once.
  for (const Entry& e : entries) {
    std::string error;
    if (!ext::addOutside(gomokuGame ? ext::Game::Gomoku : ext::Game::Link, e.name, e.command, "", outsideLimits(), error)) {
      std::cerr << "error: " << error << '\n';
      return kExitUsage;
    }
  }
  std::error_code ec;
  std::filesystem::create_directories(o.out, ec);
  if (ec) {
    std::cerr << "error: cannot make the folder " << o.out << ": " << ec.message() << '\n';
    return kExitUsage;
  }
  std::vector<Grade> grades;
  for (const Entry& e : entries) {
    Grade g;
    g.entry = e;
    const auto t0 = std::chrono::steady_clock::now();
    if (gomokuGame) gradeGomoku(o, g);
    else gradeLink(o, *linkReference, g);
    g.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    g.verdict = !g.message.empty() ? "stopped" : g.board.empty() ? "passed" : "failed";
    if (!g.board.empty()) {
      g.boardFile = (std::filesystem::path(o.out) / (e.name + ".board")).string();
      if (!write(g.boardFile, g.board)) return kExitUsage;
    }
    if (!o.json)
      std::cerr << e.name << ": " << g.verdict << (g.board.empty() ? "" : " (" + g.size + ", " + g.boardFile + ")")
                << (g.message.empty() ? "" : ": " + g.message) << '\n';
    grades.push_back(std::move(g));
    ext::removeOutside(e.name);  // stops it: forty programs never run at once
  }
  nlohmann::json list = nlohmann::json::array();
  for (const Grade& g : grades) list.push_back(gradeJson(g));
  const nlohmann::json report{{"game", o.game}, {"reference", o.reference}, {"seed", o.seed}, {"tries", o.tries},
                              {"programs", list}};
  const std::filesystem::path dir(o.out);
  if (!write(dir / "report.md", markdown(o, grades)) || !write(dir / "report.json", report.dump(2) + "\n"))
    return kExitUsage;
  if (o.json) std::cout << report.dump() << '\n';
  else std::cout << "wrote " << (dir / "report.md").string() << " and " << (dir / "report.json").string() << '\n';
  return kExitOk;
}

}  // namespace

void addGradeCommand(CLI::App& app, int& exitCode) {
  auto o = std::make_shared<GradeOptions>();
  CLI::App* cmd = app.add_subcommand(
      "grade",
      "Search many outside programs for a counterexample against one reference algorithm, shrink each one\n"
      "found, and write a Markdown report, its JSON and one board file per failing program.\n"
      "Examples:\n"
      "  boardlab-cli grade --reference scan alice='python3 alice.py' bob='java Bob.java' --out marks\n"
      "  boardlab-cli grade --game link --reference corners --programs class.txt --tries 500");
  cmd->add_option("PROGRAMS", o->programs, "NAME=COMMAND for each program (the command split like a shell does)");
  cmd->add_option("--programs", o->programsFile, "a file of NAME=COMMAND lines ('#' starts a comment)");
  cmd->add_option("--game", o->game, "gomoku (default) or link")->check(CLI::IsMember({"gomoku", "link"}));
  cmd->add_option("--reference", o->reference, "the algorithm every program is compared with (e.g. scan, corners)")
      ->required();
  cmd->add_option("--out", o->out, "the folder for report.md, report.json and the boards (default grade-report)");
  cmd->add_option("--seed", o->seed, "the seed of the random inputs (default 1)");
  cmd->add_option("--tries", o->tries, "random inputs per program before it passes (default 2000)")
      ->check(CLI::PositiveNumber);
  cmd->add_flag("--json", o->json, "also print the JSON report on stdout");
  addOutsideOptions(*cmd);
  cmd->callback([o, &exitCode] { exitCode = runGrade(*o); });
}

}  // namespace boardlab::cli
