#pragma once

#include <chrono>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/game_module.hpp"
#include "engine/core/share_link.hpp"
// The subcommands of boardlab-cli. Each one adds itself to the CLI11 app; its callback stores the
// process exit code in `exitCode`.

namespace CLI {
class App;
}

namespace boardlab::cli {

enum ExitCode : int {
  kExitOk = 0,          // success, whatever the verdict
  kExitUsage = 2,       // a usage error (unknown option, bad algorithm name, ...)
  kExitBadInput = 3,    // a board file that cannot be read
  kExitNotWritten = 4,  // grade: the report or a board could not be written (what was written stays)
};

// --time-limit SECONDS for the searches `what` names: default kDefaultSearchSeconds, from 0.001 to
// kMostSearchSeconds (engine/core/budget.hpp).
void addTimeLimitOption(CLI::App& cmd, double& seconds, const std::string& what);
// The option's seconds as the budget's milliseconds.
std::chrono::milliseconds searchTime(double seconds);

void addTraceCommand(CLI::App& app, int& exitCode);      // boardlab-cli trace FILE --algo NAME ...
void addDiffCommand(CLI::App& app, int& exitCode);       // boardlab-cli diff FILE|--random GAME --algo A --algo B
void addConvertCommand(CLI::App& app, int& exitCode);    // boardlab-cli convert FILE --to FORMAT
void addForbiddenCommand(CLI::App& app, int& exitCode);  // boardlab-cli forbidden FILE [--json]

// "The as-published variants reproduce these articles": one citation line per algorithm in `algorithms`
// that reproduces an article (docs/articles.md), for a command's --help footer; "" when none does.
std::string articlesFooter(const std::vector<std::string_view>& algorithms);

void addKitCommand(CLI::App& app, int& exitCode);     // boardlab-cli kit [LANGUAGE]
void addKitNewCommand(CLI::App& kit, int& exitCode);  // boardlab-cli kit new LANGUAGE DIR (kit_new.cpp)
void addGradeCommand(CLI::App& app, int& exitCode);   // boardlab-cli grade --game G --reference A NAME=COMMAND ...

// The trace subcommand finds the file's game (engine/core/game_module.hpp) and hands over to the trace the
// game registered (app/cli/game_commands.hpp).
struct TraceRequest {
  std::string file;
  std::string algo;
  int ply = 0;           // gomoku: the move to analyse (0 = the last one)
  std::string from, to;  // link: "C,R" of the two tiles
  std::string point;     // gomoku, --algo forbidden: the empty point to check ("h8")
  bool json = false;
  bool topOrigin = false;          // gomoku move strings: rows counted from the top
  std::optional<SharedLink> link;  // the share link FILE was, if it was: its step must lie within the trace
};

// Reads a trace request's FILE (a board file, any gomoku format, or a share link whose scene fills in what
// the options left out) and hands its game and text to `use` while a link's board is still on disk; the
// exit code (`use`'s, or why the file was refused).
using TraceFileUse = std::function<int(const GameModule& game, const std::string& text, const TraceRequest& request)>;
int withTraceFile(TraceRequest request, const TraceFileUse& use);
// The game module's trace of the request's scene (GameModule::traceScene, which the caller checked is
// there): the options as the game's scene parameters, a step of the link within it. nullopt after saying
// why on stderr, with `exitCode` set.
std::optional<SceneTrace> traceByModule(const GameModule& game, const TraceRequest& request, const std::string& text,
                                        int& exitCode);

void addQuizCommand(CLI::App& app, int& exitCode);  // boardlab-cli quiz FILE [--algo NAME] [--answers FILE]

}  // namespace boardlab::cli
