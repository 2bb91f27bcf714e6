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
#include "app/cli/game_commands.hpp"
#include "app/cli/grade.hpp"
#include "app/cli/outside_algos.hpp"
#include "engine/core/atomic_file.hpp"
#include "engine/core/board_text.hpp"
#include "engine/core/game_module.hpp"
#include "engine/diff/diff.hpp"
#include "engine/ext/outside.hpp"

namespace boardlab::cli {

namespace {

struct GradeOptions {
  std::string game;  // the first game that grades unless --game names another
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

// What one program got: the game's finding, and how the run went.
struct Grade : GradeFinding {
  Entry entry;
  std::string verdict;    // "passed", "failed" or "stopped"
  double seconds = 0;
  std::string boardFile;  // failed: where the board was written
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
  for (const GameModule* game : games())
    for (const AlgorithmName& a : game->algorithms())
      if (a.name == e.name) {
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
  const GameCommands& game = *commandsFor(o.game);  // CLI11 let only gradeGames() through
  if (!game.gradeReference(o.reference)) return kExitUsage;
  // Every program is started before any is graded: one that cannot start is a usage error, found at once.
  for (const Entry& e : entries) {
    std::string error;
    if (!game.startGradedProgram(e.name, e.command, error)) {
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
    game.grade({.reference = o.reference, .program = e.name, .seed = o.seed, .tries = o.tries}, g);
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

void runGradeSearch(diff::Search& search, const std::string& program, GradeFinding& f) {
  const std::vector<std::string> names{program};
  search.run([&](const diff::SearchProgress&) { return gaveUpMessage(names).empty(); });
  f.tried = search.progress().tried;
  f.message = gaveUpMessage(names);
}

std::string gradeStepText(const Trace& t, int k) {
  if (k < 0 || static_cast<std::size_t>(k) >= t.steps.size()) return "(no step " + std::to_string(k) + ")";
  const Step& s = t.steps[static_cast<std::size_t>(k)];
  std::string text = s.narration.empty() ? "(no narration)" : s.narration;
  if (!s.file.empty() || s.codeLine > 0) text += " [" + (s.file.empty() ? std::string("line ") : s.file + ":") + std::to_string(s.codeLine) + "]";
  return text;
}

void fillGradeSteps(GradeFinding& f, const Trace& reference, const Trace& program) {
  if (f.divergence < 0) return;
  f.referenceStep = gradeStepText(reference, f.divergence);
  f.programStep = gradeStepText(program, f.divergence);
}

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
  const std::vector<std::string> games = gradeGames();
  std::string gameHelp;
  for (std::size_t i = 0; i < games.size(); ++i)
    gameHelp += (i == 0 ? "" : i + 1 == games.size() ? " or " : ", ") + games[i] + (i == 0 ? " (default)" : "");
  if (!games.empty()) o->game = games.front();
  cmd->add_option("--game", o->game, gameHelp)->check(CLI::IsMember(games));
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
