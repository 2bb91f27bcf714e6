// The --time-limit option shared by the commands that search (link --solve/--generate, diff --random).

#include <CLI/CLI.hpp>

#include <algorithm>
#include <cmath>
#include <sstream>

#include "app/cli/commands.hpp"
#include "engine/core/budget.hpp"

namespace boardlab::cli {

void addTimeLimitOption(CLI::App& cmd, double& seconds, const std::string& what) {
  std::ostringstream help;
  help << what << ": stop searching after this many seconds and say so (default " << kDefaultSearchSeconds
       << ", at most " << kMostSearchSeconds << ")";
  cmd.add_option("--time-limit", seconds, help.str())->check([](const std::string& text) -> std::string {
    double value = 0;
    std::istringstream in(text);
    in >> value;
    if (!in || !in.eof() || !std::isfinite(value) || value < 0.001 || value > kMostSearchSeconds) {
      std::ostringstream why;
      why << "wants seconds from 0.001 to " << kMostSearchSeconds << ", not '" << text << "'";
      return why.str();
    }
    return {};
  });
}

std::chrono::milliseconds searchTime(double seconds) {
  return std::chrono::milliseconds(std::max<long long>(1, std::llround(seconds * 1000.0)));
}

}  // namespace boardlab::cli
