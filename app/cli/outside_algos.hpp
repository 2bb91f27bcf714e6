#pragma once
// `--algo 'ext:COMMAND ARGS'` in every command that takes --algo: the program is started and
// registered under that name before the command looks its algorithms up, so the rest of the command treats
// it like a built-in one. A program that cannot be started is a usage error naming it.

#include <string>
#include <string_view>
#include <vector>

#include "engine/ext/outside.hpp"

namespace CLI {
class App;
}

namespace boardlab::cli {

// Adds --timeout MS (the time per request of outside programs, default 2000) and --start-allowance MS
// (added to the first request of a start, default 10000) to `cmd`.
void addOutsideOptions(CLI::App& cmd);
// The limits every program started by this run gets.
const ext::Limits& outsideLimits();

// False after printing what is wrong when the kits' folder is not there (kit's own message): every program
// that imports its kit would fail, and be called faulty.
bool kitsThere();
// Starts every not yet started "ext:" name among `names` for `game`. False after printing the error (the
// kits' folder missing included).
bool startOutsideAlgos(std::string_view game, const std::vector<std::string>& names);
bool startOutsideAlgo(std::string_view game, const std::string& name);

using ext::gaveUpMessage;  // the first outside program among `names` that gave up, or ""

}  // namespace boardlab::cli
