#include "engine/ext/program.hpp"

#include "engine/core/budget.hpp"

#include <signal.h>

#include "engine/ext/kits.hpp"
#include "engine/i18n/i18n.hpp"

namespace boardlab::ext {

Program::Program(std::string name, std::vector<std::string> argv, std::string workDir, Limits limits)
    : name_(std::move(name)), argv_(std::move(argv)), workDir_(std::move(workDir)), limits_(limits) {}

bool Program::start(std::string& error) {
  // With the kits on PYTHONPATH and NODE_PATH: a student's check imports the kit from any folder.
  if (!child_.start(argv_, workDir_, error, kitEnvironment())) {
    error = name_ + ": " + error;
    return false;
  }
  started_ = true;
  fresh_ = true;
  startedAt_ = Clock::now();
  group_ = child_.pid();
  return true;
}

void Program::interrupt() {
  interrupted_ = true;
  if (const pid_t group = group_.load(); group > 0) {
    ::kill(-group, SIGKILL);
    ::kill(group, SIGKILL);  // in case it left its group, as ChildProcess::kill() does
  }
}

void Program::restart() {
  const std::lock_guard lock(askMutex_);
  group_ = 0;
  child_.kill();
  fullAllowance_ = true;
  failuresInRow_ = 0;  // a fresh start is a fresh chance: a program that gave up is asked again
}

namespace {
// How a timeout's cause begins (after "NAME: "), and how the program's own words are introduced after it.
constexpr std::string_view kTimeoutCause = ": no result for request ";
constexpr std::string_view kQuoted = "; its ";
}  // namespace

bool isTimeoutFailure(std::string_view failure) {
  const std::size_t at = failure.find(kTimeoutCause);
  return at != std::string_view::npos && at < failure.find(kQuoted);
}

std::string Program::gaveUpMessage() const {
  return name_ + " failed " + std::to_string(failuresInRow_.load()) +
         " times in a row and is not asked again; the last: " + lastFailure_;
}

Answer Program::fail(std::string what, const std::string& output) {
  Answer a;
  std::string text = name_ + ": " + what;
  if (!output.empty()) text += "; its output: " + cutShort(output);
  // The process is killed before reading stderr, so whatever it wrote before failing is in the ring.
  group_ = 0;
  child_.kill();
  const std::vector<std::string> tail = child_.stderrTail();
  if (!tail.empty()) {
    text += "; its last stderr lines:";
    const std::size_t from = tail.size() > 5 ? tail.size() - 5 : 0;
    for (std::size_t i = from; i < tail.size(); ++i) text += "\n  " + cutShort(tail[i], 200);
  }
  ++failuresInRow_;
  lastFailure_ = text;
  a.failure = std::move(text);
  return a;
}

Answer Program::ask(const std::string& request, int id, int cols, int rows, bool keepSteps) {
  // One question at a time: the workbench's analysis worker and the finder's may share a program.
  const std::lock_guard lock(askMutex_);
  const auto refused = [](std::string why) {
    Answer a;
    a.failure = std::move(why);
    return a;
  };
  if (interrupted_) return refused(name_ + ": stopped (BoardLab is closing it)");
  if (gaveUp()) return refused(gaveUpMessage());
  if (!child_.running()) {
    std::string error;
    if (started_) ++restarts_;
    if (!start(error)) {
      ++failuresInRow_;
      lastFailure_ = error;
      return refused(error);
    }
  }
  // An interrupt() between the check above and start() found no group to kill: this one is killed here.
  if (interrupted_) {
    group_ = 0;
    child_.kill();
    return refused(name_ + ": stopped (BoardLab is closing it)");
  }
  std::chrono::milliseconds allowance{0};
  if (fresh_)
    allowance = restarts_ == 0 || fullAllowance_ ? limits_.startAllowance
                : startCost_.count() >= 0        ? std::min(limits_.startAllowance, 2 * startCost_)
                                                 : std::chrono::milliseconds(0);
  fullAllowance_ = false;
  const Clock::time_point now = Clock::now();
  Clock::time_point deadline = now + limits_.perRequest + allowance;
  // A search's time limit holds: no request outlasts it by more than one time per request (a 10 s start
  // allowance under a 5 s limit made a search over a hanging program take 36 s).
  const Clock::time_point searchEnds = SearchDeadlineScope::current();
  const bool cut = searchEnds != Clock::time_point::max() && searchEnds + limits_.perRequest < deadline;
  if (cut) deadline = std::max(now, searchEnds + limits_.perRequest);
  const auto given = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - now);
  const std::string timeText = std::to_string(given.count()) + " ms" +
                               (cut                 ? " (what the search's time limit left)"
                                : allowance.count() ? " (its start included)"
                                                    : "");
  std::string error;
  if (!child_.writeLine(request, deadline, error)) {
    const std::string how = child_.exitDescription();
    return fail(error + (how.empty() ? "" : " (it " + how + ")"), "");
  }
  Answer answer;
  std::size_t bytes = 0, steps = 0;
  // A failure keeps the steps that had arrived: where a hung or crashed program got to is the clue.
  const auto fail = [&](std::string what, const std::string& output) {
    Answer failed = this->fail(std::move(what), output);
    failed.steps = std::move(answer.steps);
    return failed;
  };
  for (;;) {
    ChildProcess::ReadFailure why{};
    std::string partial;
    const std::size_t answerRoom = limits_.maxBytes > bytes ? limits_.maxBytes - bytes : 0;
    const bool lineCap = limits_.maxLineBytes < answerRoom;
    // The start allowance is for an interpreter to come up: once the program has written anything, it has
    // its time per request from then (one that wrote half an answer and hung waited out the whole allowance).
    const auto afterOutput = allowance.count() ? Clock::duration(limits_.perRequest) : Clock::duration::max();
    const auto line = child_.readLine(deadline, lineCap ? limits_.maxLineBytes : answerRoom, why, partial, afterOutput);
    if (!line) {
      switch (why) {
        case ChildProcess::ReadFailure::Timeout: {
          const auto output = child_.firstOutputAt();
          const bool cutAtOutput = allowance.count() && output && *output + limits_.perRequest < deadline;
          const std::string within =
              cutAtOutput ? std::to_string(limits_.perRequest.count()) + " ms of its first output" : timeText;
          return fail(std::string(kTimeoutCause.substr(2)) + std::to_string(id) + " within " + within + " (killed; " +
                          i18n::counted(static_cast<long long>(steps), "step") + " had arrived)",
                      partial);
        }
        case ChildProcess::ReadFailure::TooLong:
          if (lineCap)
            return fail("a line of its answer to request " + std::to_string(id) + " passed " +
                            std::to_string(limits_.maxLineBytes) + " bytes",
                        partial);
          return fail(
              "its answer to request " + std::to_string(id) + " passed " + std::to_string(limits_.maxBytes) + " bytes",
              partial);
        default: {
          const std::string how = child_.exitDescription();
          return fail("it " + (how.empty() ? std::string("ended") : how) + " before answering request " +
                          std::to_string(id) +
                          (steps ? " (after " + i18n::counted(static_cast<long long>(steps), "step") + ")" : ""),
                      partial);
        }
      }
    }
    bytes += line->size() + 1;
    if (line->find_first_not_of(" \t") == std::string::npos) continue;  // blank lines are harmless
    std::string problem;
    auto decoded = decodeLine(*line, id, cols, rows, problem);
    if (!decoded) return fail("protocol error: " + problem, "");
    switch (decoded->kind) {
      case AnswerLine::Kind::Step:
        if (++steps > limits_.maxSteps)
          return fail(
              "more than " + std::to_string(limits_.maxSteps) + " steps in its answer to request " + std::to_string(id),
              *line);
        if (keepSteps) answer.steps.push_back(std::move(decoded->step));
        break;
      case AnswerLine::Kind::Error: {
        // The program's own failure: shown as it said it, without killing a program that still works.
        failuresInRow_ = 0;
        fresh_ = false;
        const std::string where =
            decoded->errorFile.empty() && decoded->errorLine <= 0
                ? std::string()
                : " at " + (decoded->errorFile.empty() ? std::string("line ") : decoded->errorFile + ":") +
                      std::to_string(decoded->errorLine);
        answer.failure = name_ + " reported an error" + where + ": " + decoded->error;
        // The error as the trace's last step, at its line: the Code panel shows where it happened.
        if (keepSteps && (!decoded->errorFile.empty() || decoded->errorLine > 0)) {
          Step step;
          step.event = Event::Fault;
          step.narration = "error: " + decoded->error;
          step.file = decoded->errorFile;
          step.codeLine = decoded->errorLine;
          answer.steps.push_back(std::move(step));
        }
        return answer;
      }
      case AnswerLine::Kind::Result:
        if (fresh_ && restarts_ == 0)
          startCost_ = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - startedAt_);
        fresh_ = false;
        failuresInRow_ = 0;
        answer.ok = true;
        answer.result = std::move(decoded->result);
        return answer;
    }
  }
}

void recordSteps(Recorder* rec, Answer& answer) {
  if (!rec) return;
  for (Step& s : answer.steps) rec->step([&](Step& out) { out = std::move(s); });
}

}  // namespace boardlab::ext
