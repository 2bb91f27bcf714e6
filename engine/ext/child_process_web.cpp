// The web build's ChildProcess (engine/ext/sources.cmake picks it under emscripten): a page cannot start a
// program, so every start fails with a message that says so and where programs do run. The rest of the
// class then behaves as for a program that never started.
#include "engine/ext/child_process.hpp"

namespace boardlab::ext {

void killEveryChild() {}

bool programsCanStart() { return false; }

ChildProcess::~ChildProcess() = default;

bool ChildProcess::start(const std::vector<std::string>& argv, const std::string&, std::string& error,
                         const std::vector<std::string>&) {
  error = "'" + (argv.empty() ? std::string() : argv.front()) +
          "' cannot start: a web page cannot run programs (the desktop build runs your own; docs/web.md)";
  exitText_ = "never started";
  return false;
}

bool ChildProcess::writeLine(const std::string&, Clock::time_point, std::string& error) {
  error = "the program is not running";
  return false;
}

std::optional<std::string> ChildProcess::readLine(Clock::time_point, std::size_t, ReadFailure& failure,
                                                  std::string& partial, Clock::duration) {
  failure = ReadFailure::Exited;
  partial.clear();
  return std::nullopt;
}

void ChildProcess::kill() {}

std::string ChildProcess::exitDescription() { return exitText_; }

std::vector<std::string> ChildProcess::stderrTail() { return {}; }

}  // namespace boardlab::ext
