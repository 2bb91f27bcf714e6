#pragma once
// The `diff` command's options and the helpers its game parts share (diff_command.cpp holds the
// command itself; gomoku/gomoku_diff_command.cpp and link/link_diff_command.cpp each game's part).

#include <functional>
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
#include "engine/diff/search.hpp"

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
  double timeLimit = kDefaultSearchSeconds;  // --tries given without --time-limit: no limit but the largest
};

// "the traces part at step K (A: n steps, B: m steps)": steps numbered from 1 as in `trace`; "steps not
// compared: ..." unless `compared` (diff::GomokuDiff::stepsCompared).
std::string divergenceText(bool compared, int divergence, const Trace& a, const Trace& b);
// "--size N" (sides up to N) or "--size MIN-MAX"; keeps the defaults when empty. False when it is neither.
bool parseSizeRange(const std::string& text, int& minSize, int& maxSize);
// The command line that repeats a --random search, for the first comment line of its output.
std::string commandLine(const DiffOptions& o);
// The search's fields of the --random JSON (algos, seed, state, tried, ..., limit).
void searchJson(nlohmann::json& out, const diff::Search& s, const DiffOptions& o);
// ", stopped by the time limit of 5 s" when a limit ended the search, else "".
std::string limitNote(const diff::Search& s, double seconds);
// "; the same on 10 more runs, each after a fresh start of the program" for a difference found with a user's
// program (diff::kDifferenceRechecks), else "".
std::string recheckNote(const diff::Search& s);
// For a --random search without a result: how it ended (no difference in N of M inputs, a program's
// failure, a difference that did not come back on a fresh start, cancelled) as the text output's comment
// lines, then `firstBoard` (the input the program failed on, or the one as first found) for the two
// that have one. False, printing nothing, when the search ended otherwise.
bool printSearchEnd(const diff::Search& s, const DiffOptions& o, const std::string& inputs,
                    const std::string& firstBoard);
// The restart of the outside programs among `names`, for diff::Search::setFreshStart.
std::function<void()> restartPrograms(const std::vector<std::string>& names);

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
  search->setFreshStart(restartPrograms(o.algos));
  // An outside program that keeps failing ends the search at once instead of paying its timeout on every
  // input that follows.
  search->run([&](const diff::SearchProgress&) { return gaveUpMessage(o.algos).empty(); });
  if (const std::string gaveUp = gaveUpMessage(o.algos); !gaveUp.empty()) std::cerr << "stopped: " << gaveUp << '\n';
  // A pass is a promise about the inputs asked for: say loudly when the clock cut them short.
  const diff::SearchProgress p = search->progress();
  if (p.limit == BudgetLimit::Time && p.state == diff::SearchState::OutOfTime) {
    std::cerr << "warning: the time limit of " << o.timeLimit << " s stopped the search after " << p.tried << " of "
              << p.maxTries << " inputs: no difference in those, but not a pass on " << p.maxTries
              << " (--time-limit SECONDS allows more)\n";
    // How the time went when a program's failure took the rest of it (a program that never answers).
    const diff::ProgramFault& f = search->unconfirmedFault();
    if (f.tryIndex >= 0)
      std::cerr << "note: " << f.algo << " failed on input " << f.tryIndex + 1
                << " and the time left was too short to try it again after a fresh start (not a verdict): " << f.message
                << '\n';
  }
  return true;
}

}  // namespace boardlab::cli
