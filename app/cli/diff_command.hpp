#pragma once
// The `diff` command's options and the helpers its game parts share (diff_command.cpp holds the
// command itself; gomoku_diff_command.cpp and link_diff_command.cpp each game's part).

#include <iostream>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "app/cli/commands.hpp"
#include "app/cli/outside_algos.hpp"
#include "engine/core/budget.hpp"
#include "engine/core/trace.hpp"
#include "engine/diff/diff.hpp"

namespace boardlab::cli {

// What `diff` was asked, for every game's part.
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

// "the traces part at step K (A: n steps, B: m steps)": steps numbered from 1 as in `trace`.
std::string divergenceText(int divergence, const Trace& a, const Trace& b);
// "--size N" (sides up to N) or "--size MIN-MAX"; keeps the defaults when empty. False when it is neither.
bool parseSizeRange(const std::string& text, int& minSize, int& maxSize);
// The command line that repeats a --random search, for the first comment line of its output.
std::string commandLine(const DiffOptions& o);
// The search's fields of the --random JSON (algos, seed, state, tried, ..., limit).
void searchJson(nlohmann::json& out, const diff::Search& s, const DiffOptions& o);
// ", stopped by the time limit of 5 s" when a limit ended the search, else "".
std::string limitNote(const diff::Search& s, double seconds);

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

}  // namespace boardlab::cli
