#include "app/cli/outside_algos.hpp"

#include <CLI/CLI.hpp>

#include <iostream>

#include "engine/ext/command_line.hpp"
#include "engine/ext/kits.hpp"

namespace boardlab::cli {

namespace {
ext::Limits& limits() {
  static ext::Limits l;
  return l;
}
}  // namespace

void addOutsideOptions(CLI::App& cmd) {
  cmd.add_option_function<int>(
         "--timeout", [](int ms) { limits().perRequest = std::chrono::milliseconds(ms); },
         "ext: programs: milliseconds per request before the program is killed and restarted (default 2000)")
      ->check(CLI::Range(1, 600'000));
  cmd.add_option_function<int>(
         "--start-allowance", [](int ms) { limits().startAllowance = std::chrono::milliseconds(ms); },
         "ext: programs: milliseconds added to the first request of a start, for an interpreter to come up "
         "(default 10000)")
      ->check(CLI::Range(0, 600'000));
}

const ext::Limits& outsideLimits() { return limits(); }

bool kitsThere() {
  const std::string problem = ext::kitsFolderProblem();
  if (!problem.empty()) std::cerr << "error: " << problem << '\n';
  return problem.empty();
}

bool startOutsideAlgo(std::string_view game, const std::string& name) {
  if (!ext::isOutsideName(name) || ext::findOutside(name)) return true;
  if (!kitsThere()) return false;
  std::string error;
  if (!ext::addOutside(game, name, "", "", limits(), error)) {
    std::cerr << "error: " << error << '\n';
    return false;
  }
  return true;
}

bool startOutsideAlgos(std::string_view game, const std::vector<std::string>& names) {
  for (const std::string& n : names)
    if (!startOutsideAlgo(game, n)) return false;
  return true;
}

}  // namespace boardlab::cli
