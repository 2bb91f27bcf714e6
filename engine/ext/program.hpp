#pragma once
// One outside program, kept running and asked one question at a time (docs/protocol.md).
// Every failure (a timeout, an exit, garbage, another id, too many steps or bytes, the program's own error)
// becomes a clear message: what happened, the last stderr lines, the offending output cut short. After a
// failure the program is killed (its whole process group) and started again for the next request; after
// `giveUpAfter` failures in a row it is not asked again (searches stop using it, and say so).

#include <atomic>
#include <chrono>
#include <cstddef>
#include <functional>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/trace.hpp"
#include "engine/ext/child_process.hpp"
#include "engine/ext/protocol.hpp"

namespace boardlab::ext {

// The limits of docs/limits.md.
struct Limits {
  static constexpr int kDefaultTimeoutMs = 2000;
  std::chrono::milliseconds perRequest{kDefaultTimeoutMs};  // from the request written to its result line
  std::size_t maxSteps = 10'000;                            // step lines per answer
  std::size_t maxBytes = 16u << 20;                         // bytes per answer, all its lines together
  // Bytes per line: a line is parsed whole, and a parsed line takes some 25 times its size (a 15 MB line
  // of small lists held 396 MB); steps are many short lines, so this bounds memory, not what a program says.
  std::size_t maxLineBytes = 1u << 20;
  int giveUpAfter = 3;  // failures in a row before the program is dropped
  // Added to the first request after the first start: an interpreter or `java File.java` takes a while to
  // come up. After a restart the allowance is twice what the first start took (when it ever answered).
  std::chrono::milliseconds startAllowance{10'000};
};

// What one request got back.
struct Answer {
  bool ok = false;  // a result line arrived within the limits
  ResultFields result;
  std::vector<Step> steps;  // the step lines, in order (only when the request asked for a trace); a
                            // failed request keeps those that had arrived
  std::string failure;      // !ok: the whole message
};

// Hands the answer's steps to `rec` (nothing when there is none): the program's own trace of the request.
void recordSteps(Recorder* rec, Answer& answer);

// Whether a failure message (Answer::failure, as it travels into a search's ProgramFault) is a timeout:
// its cause, before anything quoted from the program, says no result came in time. `grade` grades such a
// program again alone: beside others it may have been waiting for a core.
bool isTimeoutFailure(std::string_view failure);

class Program {
 public:
  // `name` is what messages call it ("ext:python3 check.py"); `argv` the words to start.
  Program(std::string name, std::vector<std::string> argv, std::string workDir = {}, Limits limits = {});
  const std::string& name() const { return name_; }
  const Limits& limits() const { return limits_; }
  void setLimits(const Limits& l) { limits_ = l; }

  // Starts the program (once; ask() restarts it after a failure). False with a message naming it.
  bool start(std::string& error);
  // The next request id (ids count from 1 over the program's life, restarts included).
  int nextId() { return ++lastId_; }
  // Writes `request` (built with id `id`) and reads its answer. `cols`/`rows` bound the marks.
  Answer ask(const std::string& request, int id, int cols, int rows, bool keepSteps);

  // Stops the program; the next ask() starts it afresh with the whole start allowance, as the first start
  // had (a search checking whether a finding reproduces must not fail on a start the first try did not pay),
  // and its failures in a row count from zero again.
  void restart();
  // From any thread, at once: kills the running program's process group and refuses every later request,
  // so that a request in progress on another thread ends now instead of at its deadline (the workbench
  // closing while an interpreter starts waited out the whole start allowance). There is no way back.
  void interrupt();
  // A caller's own check of a result failed (a bad link path): counts as a failure in a row.
  void noteFailure() { ++failuresInRow_; }
  bool gaveUp() const { return failuresInRow_ >= limits_.giveUpAfter; }
  // "ext:... failed 3 times in a row; the last: ...", when gaveUp().
  std::string gaveUpMessage() const;
  int failuresInRow() const { return failuresInRow_; }
  int restarts() const { return restarts_; }
  int requests() const { return lastId_; }
  // Waits for a request in progress on another thread to end.
  std::vector<std::string> stderrTail() {
    const std::lock_guard lock(askMutex_);
    return child_.stderrTail();
  }

 private:
  Answer fail(std::string what, const std::string& output);
  std::string name_;
  std::vector<std::string> argv_;
  std::string workDir_;
  Limits limits_;
  ChildProcess child_;
  std::atomic<int> lastId_{0};  // atomic: threads sharing the program take ids
  std::atomic<int> failuresInRow_{0};
  std::atomic<bool> interrupted_{false};
  // The running child's group, for interrupt() on another thread (0: none). Read without the ask's lock,
  // so a child reaped meanwhile can leave a stale pid; the window is one kill() call, as in the CLI's
  // signal handler (child_process.cpp).
  std::atomic<pid_t> group_{0};
  int restarts_ = 0;
  bool started_ = false;
  bool fresh_ = false;          // no answer yet since the last start
  bool fullAllowance_ = false;  // restart() asked: the next start gets startAllowance whole
  Clock::time_point startedAt_{};
  std::chrono::milliseconds startCost_{-1};  // the first start's time to its first answer; -1 unknown
  std::string lastFailure_;
  std::mutex askMutex_;  // held by ask() and stderrTail(): threads take turns
};

}  // namespace boardlab::ext
