// boardlab-cli diff: where do two algorithms of the same game answer differently?
//   diff FILE --algo A --algo B [--from C,R --to C,R] [--json]       on a board file
//   diff --random gomoku|link --algo A --algo B [--seed S] [--tries N] [--size N|MIN-MAX] [--json]
// The random search shrinks what it finds; its text output is a board file (the findings as comments),
// so it can be saved and opened as it is. Exit 0 whether or not the algorithms differ.

#include <CLI/CLI.hpp>

#include <algorithm>

#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "app/cli/commands.hpp"
#include "app/cli/diff_command.hpp"
#include "app/cli/game_commands.hpp"
#include "app/cli/outside_algos.hpp"
#include "app/cli/share_argument.hpp"
#include "app/common/validators.hpp"
#include "engine/core/board_text.hpp"
#include "engine/core/budget.hpp"
#include "engine/core/game_module.hpp"
#include "engine/diff/search.hpp"
#include "engine/i18n/i18n.hpp"

namespace boardlab::cli {

// "the traces part at step K (A: n steps, B: m steps)" for people: steps are numbered from 1, as in
// `trace` and in the workbench; --json's divergence is the 0-based index into the steps.
std::string divergenceText(bool compared, int divergence, const Trace& a, const Trace& b) {
  const std::string counts = " (" + a.algo + ": " + i18n::counted(static_cast<long long>(a.steps.size()), "step") +
                             ", " + b.algo + ": " + i18n::counted(static_cast<long long>(b.steps.size()), "step") + ")";
  if (!compared)
    return "steps not compared: " + a.algo + " and " + b.algo +
           " take steps of their own (only an as-published variant and its corrected peer are compared step by step)" +
           counts;
  if (divergence < 0) return "the traces mark the same cells at every step" + counts;
  return "the traces part at step " + std::to_string(divergence + 1) + counts;
}

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
  const diff::ProgramFault& f = s.fault();
  out["fault"] =
      f.tryIndex < 0
          ? nlohmann::json()
          : nlohmann::json{
                {"algo", f.algo}, {"message", f.message}, {"try", f.tryIndex + 1}, {"reproduced", f.reproduced}};
  out["intermittentFaults"] = p.intermittentFaults;
  out["shrinkFaults"] = p.shrinkFaults;
  out["rechecked"] = s.rechecked();
  const diff::ProgramFault& u = s.unconfirmedFault();
  out["unconfirmedFault"] = u.tryIndex < 0
                                ? nlohmann::json()
                                : nlohmann::json{{"algo", u.algo}, {"message", u.message}, {"try", u.tryIndex + 1}};
}

bool printSearchEnd(const diff::Search& s, const DiffOptions& o, const std::string& inputs,
                    const std::string& firstBoard) {
  const diff::SearchProgress p = s.progress();
  const diff::ProgramFault& f = s.fault();
  std::string text;
  switch (p.state) {
    case diff::SearchState::Faulted:
      text =
          f.algo + " failed on try " + std::to_string(f.tryIndex + 1) +
          ", and again on the same input after a fresh start (a failure of the program, not a verdict): " + f.message +
          "\nThe input it failed on:";
      break;
    case diff::SearchState::Intermittent:
      text =
          "a difference found at try " + std::to_string(p.tried) +
          " did not come back the same on a fresh start: intermittent (a program answering at random, or depending on "
          "what it was asked before), not a verdict. The input as found:";
      break;
    case diff::SearchState::Cancelled:
      text = "cancelled after " + std::to_string(p.tried) + " of " + std::to_string(p.maxTries) + " " + inputs;
      break;
    case diff::SearchState::NotFound:
    case diff::SearchState::OutOfTime:
      text = "no difference between " + o.algos[0] + " and " + o.algos[1] + " in " + std::to_string(p.tried) + " of " +
             std::to_string(p.maxTries) + " " + inputs + limitNote(s, o.timeLimit);
      break;
    default:
      return false;  // a difference: the game part says it
  }
  if (const std::string passing = diff::intermittentFaultsText(s); !passing.empty()) text += "\n" + passing;
  std::cout << commented(text);
  if (p.state == diff::SearchState::Faulted || p.state == diff::SearchState::Intermittent) std::cout << firstBoard;
  return true;
}

std::function<void()> restartPrograms(const std::vector<std::string>& names) {
  return [names] { ext::restartOutside(names); };
}

std::string recheckNote(const diff::Search& s) {
  if (s.rechecked() == 0) return "";
  return "; the same on " + std::to_string(s.rechecked()) + " more runs, each after a fresh start of the program";
}

// ", stopped by the time limit of 5 s" when a limit ended the search, else "".
std::string limitNote(const diff::Search& s, double seconds) {
  if (s.progress().limit != BudgetLimit::Time) return "";
  std::ostringstream out;
  out << ", stopped by the time limit of " << seconds << " s (--time-limit)";
  return out.str();
}

namespace {

int runDiff(DiffOptions o) {
  if (o.algos.size() != 2) {
    std::cerr << "error: give exactly two algorithms: --algo A --algo B\n";
    return kExitUsage;
  }
  if (!o.random.empty()) {
    if (!o.file.empty() || !o.from.empty() || !o.to.empty()) {
      std::cerr << "error: --random makes its own inputs: give no FILE, --from or --to\n";
      return kExitUsage;
    }
    return commandsFor(o.random)->diffRandom(o);  // CLI11 let only randomDiffGames() through
  }
  if (o.file.empty()) {
    std::string games;
    for (const std::string& g : randomDiffGames()) games += (games.empty() ? "" : "|") + g;
    std::cerr << "error: a board FILE is required (or --random " << games << ")\n";
    return kExitUsage;
  }
  if (!o.rule.empty()) {
    std::cerr << "error: --rule is for --random gomoku (a board file names its own rule)\n";
    return kExitUsage;
  }
  ShareArgument link;  // a share link's board, read as a board file while the command runs
  if (!link.resolve(o.file)) return kExitBadInput;
  if (const auto& shared = link.shared(); shared && o.from.empty() && o.to.empty()) {  // its pair, unless given
    o.from = shared->scene.parameter("from");
    o.to = shared->scene.parameter("to");
  }
  std::string game;
  try {
    game = boardFileGame(readTextFile(o.file), o.file);  // a board file names its game
  } catch (const BoardFileError& e) {
    std::cerr << "error: " << e.what() << '\n';
    return kExitBadInput;
  }
  if (const GameCommands* commands = findGame(game) ? commandsFor(game) : nullptr; commands && commands->diffFile)
    return commands->diffFile(o);
  std::cerr << "error: " << o.file << ": unknown game '" << game << "' (expected " << gameNames(" or ") << ")\n";
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
  cmd->add_option("FILE", o->file,
                  "the board file to compare on (its `game` line says which game), or a share link (its pair is "
                  "compared when --from and --to are not given)");
  cmd->add_option("--algo", o->algos, "the two algorithms: --algo A --algo B (or --algo A,B)")->delimiter(',');
  // The first releases' docs wrote `diff --random --algo A --algo B`, with no game: say what is missing.
  cmd->add_option("--random", o->random, "search random inputs of this game instead of a file")
      ->check(CLI::Validator(
          [](std::string& game) -> std::string {
            const std::vector<std::string> games = randomDiffGames();
            if (std::find(games.begin(), games.end(), game) != games.end()) return "";
            std::string names;
            for (const std::string& g : games) names += (names.empty() ? "" : " or ") + g;
            return "names the game first (" + names + "): diff --random " + games.front() +
                   " --algo A --algo B, not '" + game + "'";
          },
          "GAME"));
  cmd->add_option("--from", o->from, "link file: compare only this pair; the first tile, as C,R");
  cmd->add_option("--to", o->to, "link file: the second tile, as C,R");
  cmd->add_option("--seed", o->seed, "--random: the seed (default 1); the same seed finds the same input")
      ->check(seedNumber());
  cmd->add_option("--tries", o->tries,
                  "--random: random inputs to try before giving up (default 2000; when given, "
                  "every one is tried unless --time-limit is given too)")
      ->check(wholeNumberAtLeast(1));
  addTimeLimitOption(*cmd, o->timeLimit, "--random");
  cmd->add_option("--size", o->size,
                  "--random: board sides up to N, or MIN-MAX (gomoku default 5-15, link default 2-8)");
  cmd->add_option(
         "--rule", o->rule,
         "--random gomoku: freestyle (the default: what the published articles check), standard, renju or caro")
      ->check(CLI::IsMember(ruleNames()));
  cmd->add_flag("--lines", o->lines,
                "gomoku: the same winner with other cells as the winning line is a difference too (default: only "
                "the winner, or a fault against none)");
  cmd->add_flag("--json", o->json,
                "print JSON: {differs, ply|from,to, results: [A, B], divergence, ...}; --random adds state, tried, "
                "first, shrunk, board");
  addOutsideOptions(*cmd);
  cmd->callback([o, cmd, &exitCode] {
    // The tries asked for are honoured: the default time limit applies only when neither was given.
    if (cmd->count("--tries") > 0 && cmd->count("--time-limit") == 0) o->timeLimit = kMostSearchSeconds;
    exitCode = runDiff(*o);
  });
}

}  // namespace boardlab::cli
