#pragma once
// Shared by boardlab-cli and the workbench's own command line (app/workbench/main.cpp), so neither app
// includes the other's files.
//
// Option checks whose refusals read as words ("--tries wants a whole number of at least 1, not '0'"),
// where CLI11's own range checks print "Value 0 not in range 0.000000 to 1.79e308". They run on the text
// as typed, before CLI11 converts it, so an out-of-range seed is refused rather than clamped.

#include <charconv>
#include <cstdint>
#include <string>

#include <CLI/CLI.hpp>

namespace boardlab::cli {

// A whole decimal number of at least `least` (and at most what a 32-bit int holds).
inline CLI::Validator wholeNumberAtLeast(long long least) {
  return CLI::Validator(
      [least](std::string& text) -> std::string {
        long long value = 0;
        const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
        if (ec != std::errc() || end != text.data() + text.size() || value < least || value > 2147483647)
          return "wants a whole number from " + std::to_string(least) + " to 2147483647, not '" + text + "'";
        return "";
      },
      "NUMBER >= " + std::to_string(least));
}

// A random seed: a whole number from 0 to 18446744073709551615 (2^64 - 1).
inline CLI::Validator seedNumber() {
  return CLI::Validator(
      [](std::string& text) -> std::string {
        std::uint64_t value = 0;
        const bool digits = !text.empty() && text.find_first_not_of("0123456789") == std::string::npos;
        const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
        if (!digits || ec != std::errc() || end != text.data() + text.size())
          return "wants a whole number from 0 to 18446744073709551615, not '" + text + "'";
        return "";
      },
      "SEED");
}

}  // namespace boardlab::cli
