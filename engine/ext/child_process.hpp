#pragma once
// A child process that may misbehave: started in its own process group with posix_spawn, talked
// to through non-blocking pipes, read with poll() against a deadline and a byte cap, killed as a whole group
// on timeout and always reaped. Its stderr is kept as a bounded ring of its last lines.
//
//   ChildProcess p;
//   if (!p.start({"python3", "check.py"}, "", error)) ...            // error names the program and why
//   p.writeLine(request, deadline, error);
//   auto line = p.readLine(deadline, 1 << 20, error);              // nullopt: timeout, exit or too long
//   p.kill();                                                        // the group; waitpid reaps it
//
// SIGPIPE is ignored by the host the first time a child is started, so a dead child cannot kill it.
// SIGTERM, SIGINT and SIGHUP to the host kill every running child's group first (its own group keeps it
// from a terminal's Ctrl+C, and nothing else would end it): the handler is installed with the first child,
// runs a handler that was there before, or else ends the host as the signal would have. An ignored signal
// stays ignored.

#include <sys/types.h>

#include <chrono>
#include <cstddef>
#include <deque>
#include <optional>
#include <string>
#include <vector>

namespace boardlab::ext {

using Clock = std::chrono::steady_clock;

// Kills the process group of every running child, from any thread: what the ending signals do before
// they end the host, for a host that takes those signals itself (the workbench quits cleanly on them).
void killEveryChild();

// False where no program can start at all: a web page (child_process_web.cpp). The workbench then says so
// once instead of offering what cannot run.
bool programsCanStart();

class ChildProcess {
 public:
  static constexpr std::size_t kStderrLines = 20;       // lines of stderr kept for messages
  static constexpr std::size_t kStderrLineBytes = 400;  // each one cut there

  ChildProcess() = default;
  ~ChildProcess();
  ChildProcess(const ChildProcess&) = delete;
  ChildProcess& operator=(const ChildProcess&) = delete;

  // Starts argv[0] (looked up on PATH) with the rest as arguments, in `workDir` when not empty, with the
  // host's environment and `environment`'s "NAME=VALUE" entries in place of the host's for those names.
  // Returns false with a message naming the program when it cannot be started (not found, not executable).
  bool start(const std::vector<std::string>& argv, const std::string& workDir, std::string& error,
             const std::vector<std::string>& environment = {});
  bool running() const { return pid_ > 0; }
  pid_t pid() const { return pid_; }

  // Writes text plus a newline before the deadline. False (with why) when the child stopped reading.
  // First puts the child and the calling thread on one CPU (see pinPair()).
  bool writeLine(const std::string& text, Clock::time_point deadline, std::string& error);

  enum class ReadFailure : unsigned char { None, Timeout, Exited, TooLong };
  // One line of stdout without its newline, waiting until the deadline. A line longer than maxBytes, the
  // deadline or the end of the child's output gives nullopt and sets `failure`; `partial` then holds what
  // had arrived of the line (cut to maxBytes). Once the child has written anything since its start, the
  // deadline is at most `afterFirstOutput` past that first output: a start allowance ends when the
  // program has come up.
  std::optional<std::string> readLine(Clock::time_point deadline, std::size_t maxBytes, ReadFailure& failure,
                                      std::string& partial, Clock::duration afterFirstOutput = Clock::duration::max());
  // When the child first wrote to its stdout since it started; none until then.
  std::optional<Clock::time_point> firstOutputAt() const { return firstOutputAt_; }

  // Kills the whole process group with SIGKILL and reaps the child. Safe to call when not running.
  void kill();
  // How the child ended ("exited with status 3", "killed by signal 11"), after it ended; "" while running.
  // Reaps it when it has exited.
  std::string exitDescription();
  // The last lines the child wrote to stderr (at most kStderrLines), oldest first; drains what is waiting.
  std::vector<std::string> stderrTail();

 private:
  // The caller and the child take turns (a request, then its answer), so they share one CPU: on an idle
  // machine, waking a sleeping second CPU for every line costs more than the check itself (the C++ kit:
  // 11,000 checks/s on two CPUs, 72,000/s on one; docs/performance.md). At its first request a child is
  // given the allowed CPU with the fewest such pairs (so that `grade --jobs 2` uses both), and the thread
  // that asks it moves there too: a caller left free to move took the child along after it, and a grade of
  // one Python check took 9.0 s instead of 3.8 s. A failure changes nothing but speed.
  void pinPair();
  void unpin();
  int childCpu_ = -1;
  // The next whole line waiting in outBuf_ (without its newline or a '\r' before it). nullopt when none has
  // come yet, or, with `failure` TooLong and `partial` its first maxBytes, when the line runs past maxBytes.
  // `scanned` bytes of outBuf_ are known to hold no newline.
  std::optional<std::string> takeLine(std::size_t maxBytes, std::size_t scanned, ReadFailure& failure,
                                      std::string& partial) {
    const std::size_t nl = outBuf_.find('\n', scanned);
    if (nl != std::string::npos && nl <= maxBytes) {
      std::string line = outBuf_.substr(0, nl);
      outBuf_.erase(0, nl + 1);
      if (!line.empty() && line.back() == '\r') line.pop_back();
      return line;
    }
    if (outBuf_.size() > maxBytes || nl != std::string::npos) {
      failure = ReadFailure::TooLong;
      partial = outBuf_.substr(0, maxBytes);
      outBuf_.clear();
    }
    return std::nullopt;
  }
  void drainStderr();
  void closePipes();
  bool reap(bool block);

  pid_t pid_ = -1;
  int signalSlot_ = -1;                             // where the signal handler finds pid_'s group; -1 none
  int in_ = -1, out_ = -1, err_ = -1;               // our ends: the child's stdin, stdout, stderr
  std::string outBuf_;                              // stdout bytes read past the last full line
  std::optional<Clock::time_point> firstOutputAt_;  // the first stdout bytes since the start
  std::string errPartial_;
  std::deque<std::string> errLines_;
  std::string exitText_;
};

}  // namespace boardlab::ext
