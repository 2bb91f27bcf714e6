#include "engine/ext/child_process.hpp"

#include <fcntl.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstring>
#include <iterator>
#include <mutex>
#include <string_view>
#include <thread>

#include "engine/core/board_text.hpp"

extern char** environ;

namespace boardlab::ext {

namespace {

int msUntil(Clock::time_point deadline) {
  const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
  return left <= 0 ? 0 : static_cast<int>(std::min<long long>(left, 60'000));
}

void ignoreSigpipeOnce() {
  static const bool done = [] {
    signal(SIGPIPE, SIG_IGN);
    return true;
  }();
  (void)done;
}

// ---- the children's groups for a signal handler -------------------------------------------------------

// The process groups of the running children, read by the handler below: a fixed table of lock-free
// atomics is all a handler may touch (no lock, no allocation). 0 marks a free slot. A child started when
// every slot is taken still runs; only a signal to the host then leaves it behind.
constexpr std::size_t kSignalSlots = 1024;
static_assert(std::atomic<pid_t>::is_always_lock_free);
std::atomic<pid_t> childGroups[kSignalSlots];

int trackGroup(pid_t group) {
  for (std::size_t i = 0; i < kSignalSlots; ++i) {
    pid_t expected = 0;
    if (childGroups[i].compare_exchange_strong(expected, group)) return static_cast<int>(i);
  }
  return -1;
}

void untrackGroup(int& slot) {
  if (slot >= 0) childGroups[static_cast<std::size_t>(slot)].store(0);
  slot = -1;
}

constexpr int kEndingSignals[] = {SIGTERM, SIGINT, SIGHUP};
// What each of kEndingSignals did before our handler: written once, before the handler is installed.
struct sigaction previousActions[std::size(kEndingSignals)];

const struct sigaction* previousAction(int sig) {
  for (std::size_t i = 0; i < std::size(kEndingSignals); ++i)
    if (kEndingSignals[i] == sig) return &previousActions[i];
  return nullptr;
}

// Async-signal-safe: kill only.
void killTrackedGroups() {
  for (const std::atomic<pid_t>& slot : childGroups)
    if (const pid_t group = slot.load(); group > 0) {
      ::kill(-group, SIGKILL);
      ::kill(group, SIGKILL);  // in case it left its group, as ChildProcess::kill() does
    }
}

// Async-signal-safe: kill, sigaction and raise only.
void killChildrenThenPassOn(int sig, siginfo_t* info, void* context) {
  const int savedErrno = errno;
  killTrackedGroups();
  const struct sigaction* before = previousAction(sig);
  if (before && (before->sa_flags & SA_SIGINFO)) {
    before->sa_sigaction(sig, info, context);
  } else if (before && before->sa_handler != SIG_DFL && before->sa_handler != SIG_IGN) {
    before->sa_handler(sig);
  } else {
    // Die of the signal as if we had never been here, so the exit status names it: the signal is blocked
    // while this runs and is delivered, at its default, as it returns.
    struct sigaction fallback {};
    fallback.sa_handler = SIG_DFL;
    sigemptyset(&fallback.sa_mask);
    sigaction(sig, &fallback, nullptr);
    raise(sig);
  }
  errno = savedErrno;
}

void killChildrenOnEndingSignalsOnce() {
  static const bool done = [] {
    for (std::size_t i = 0; i < std::size(kEndingSignals); ++i) {
      struct sigaction& before = previousActions[i];
      if (sigaction(kEndingSignals[i], nullptr, &before) != 0) continue;
      if (!(before.sa_flags & SA_SIGINFO) && before.sa_handler == SIG_IGN)
        continue;  // nohup: the host goes on, so do they
      struct sigaction mine {};
      mine.sa_sigaction = killChildrenThenPassOn;
      mine.sa_flags = SA_SIGINFO | SA_RESTART;
      sigemptyset(&mine.sa_mask);
      sigaction(kEndingSignals[i], &mine, nullptr);
    }
    return true;
  }();
  (void)done;
}

// Blocks the ending signals in this thread while a child is started and entered in the table, so that a
// signal arriving meanwhile waits for the entry. (Another thread may still take it; the window is a spawn.)
class EndingSignalsBlocked {
 public:
  EndingSignalsBlocked() {
    sigset_t set;
    sigemptyset(&set);
    for (int sig : kEndingSignals) sigaddset(&set, sig);
    pthread_sigmask(SIG_BLOCK, &set, &old_);
  }
  ~EndingSignalsBlocked() { pthread_sigmask(SIG_SETMASK, &old_, nullptr); }
  EndingSignalsBlocked(const EndingSignalsBlocked&) = delete;
  EndingSignalsBlocked& operator=(const EndingSignalsBlocked&) = delete;

 private:
  sigset_t old_;
};

void closeFd(int& fd) {
  if (fd >= 0) ::close(fd);
  fd = -1;
}

}  // namespace

bool programsCanStart() { return true; }

void killEveryChild() { killTrackedGroups(); }

ChildProcess::~ChildProcess() { kill(); }

bool ChildProcess::start(const std::vector<std::string>& argv, const std::string& workDir, std::string& error,
                         const std::vector<std::string>& environment) {
  kill();
  ignoreSigpipeOnce();
  killChildrenOnEndingSignalsOnce();
  if (argv.empty() || argv[0].empty()) {
    error = "no program given";
    return false;
  }
  int inPipe[2], outPipe[2], errPipe[2];
  if (pipe2(inPipe, O_CLOEXEC) != 0) {
    error = std::string("cannot make a pipe: ") + std::strerror(errno);
    return false;
  }
  if (pipe2(outPipe, O_CLOEXEC) != 0) {
    ::close(inPipe[0]), ::close(inPipe[1]);
    error = std::string("cannot make a pipe: ") + std::strerror(errno);
    return false;
  }
  if (pipe2(errPipe, O_CLOEXEC) != 0) {
    ::close(inPipe[0]), ::close(inPipe[1]), ::close(outPipe[0]), ::close(outPipe[1]);
    error = std::string("cannot make a pipe: ") + std::strerror(errno);
    return false;
  }
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, inPipe[0], 0);
  posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1);
  posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2);
  if (!workDir.empty()) posix_spawn_file_actions_addchdir_np(&actions, workDir.c_str());
  posix_spawnattr_t attr;
  posix_spawnattr_init(&attr);
  // Its own process group, so a timeout kills the program and everything it started; default signals,
  // so the child does not inherit our ignored SIGPIPE.
  sigset_t all, none;
  sigfillset(&all);
  sigemptyset(&none);
  posix_spawnattr_setsigdefault(&attr, &all);
  posix_spawnattr_setsigmask(&attr, &none);
  posix_spawnattr_setpgroup(&attr, 0);
  posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK);
  std::vector<char*> args;
  for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);
  // The host's environment, with `environment`'s names replaced.
  std::vector<char*> env;
  for (char** e = environ; *e; ++e) {
    const std::string_view entry(*e);
    const std::string_view name = entry.substr(0, entry.find('='));
    const bool replaced = std::any_of(environment.begin(), environment.end(), [&](const std::string& mine) {
      return mine.size() > name.size() && mine.compare(0, name.size(), name) == 0 && mine[name.size()] == '=';
    });
    if (!replaced) env.push_back(*e);
  }
  for (const std::string& mine : environment) env.push_back(const_cast<char*>(mine.c_str()));
  env.push_back(nullptr);
  pid_t pid = -1;
  const EndingSignalsBlocked blocked;
  const int rc = posix_spawnp(&pid, args[0], &actions, &attr, args.data(), env.data());
  if (rc == 0) signalSlot_ = trackGroup(pid);  // its group is its pid (setpgroup 0)
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attr);
  ::close(inPipe[0]), ::close(outPipe[1]), ::close(errPipe[1]);
  if (rc != 0) {
    ::close(inPipe[1]), ::close(outPipe[0]), ::close(errPipe[0]);
    error = "cannot start '" + argv[0] + "'" + (workDir.empty() ? "" : " in " + workDir) + ": " + std::strerror(rc);
    return false;
  }
  pid_ = pid;
  unpin();  // a new process: pinPair() places it on its first request
  in_ = inPipe[1];
  out_ = outPipe[0];
  err_ = errPipe[0];
  for (int fd : {in_, out_, err_}) fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK);
  outBuf_.clear();
  firstOutputAt_.reset();
  errPartial_.clear();
  errLines_.clear();
  exitText_.clear();
  return true;
}

namespace {

// How many running children are pinned to each CPU (pinPair()); the CPUs the process may use, as it started.
constexpr int kMaxCpus = 256;
std::atomic<int> pairsOnCpu[kMaxCpus];
std::mutex pinMutex;

const cpu_set_t& allowedCpus() {
  static const cpu_set_t allowed = [] {
    cpu_set_t set;
    CPU_ZERO(&set);
    if (sched_getaffinity(0, sizeof set, &set) != 0) CPU_ZERO(&set);
    return set;
  }();
  return allowed;
}

// The CPU the calling thread was last pinned to by pinPair(), -1 for none.
thread_local int threadCpu = -1;

}  // namespace

void ChildProcess::pinPair() {
  if (pid_ <= 0) return;
  const cpu_set_t& allowed = allowedCpus();  // before this thread is pinned anywhere: the process's own set
  if (childCpu_ < 0) {
    const std::lock_guard lock(pinMutex);
    // Among the CPUs with the fewest of our pairs, the one the scheduler runs this thread on: other
    // processes (another grade, a test suite's other tests) count there, and it knows them.
    const int here = threadCpu >= 0 ? threadCpu : sched_getcpu();
    int best = -1;
    for (int cpu = 0; cpu < kMaxCpus && cpu < CPU_SETSIZE; ++cpu)
      if (CPU_ISSET(cpu, &allowed) &&
          (best < 0 || pairsOnCpu[cpu] < pairsOnCpu[best] || (pairsOnCpu[cpu] == pairsOnCpu[best] && cpu == here)))
        best = cpu;
    if (best < 0) return;
    cpu_set_t one;
    CPU_ZERO(&one);
    CPU_SET(best, &one);
    if (sched_setaffinity(pid_, sizeof one, &one) != 0) return;
    childCpu_ = best;
    ++pairsOnCpu[best];
  }
  if (threadCpu != childCpu_) {
    cpu_set_t one;
    CPU_ZERO(&one);
    CPU_SET(childCpu_, &one);
    if (sched_setaffinity(0, sizeof one, &one) == 0) threadCpu = childCpu_;
  }
}

void ChildProcess::unpin() {
  if (childCpu_ >= 0) --pairsOnCpu[childCpu_];
  childCpu_ = -1;
}

bool ChildProcess::writeLine(const std::string& text, Clock::time_point deadline, std::string& error) {
  if (in_ < 0) {
    error = "the program is not running";
    return false;
  }
  pinPair();
  const std::string data = text + '\n';
  std::size_t done = 0;
  while (done < data.size()) {
    const ssize_t n = ::write(in_, data.data() + done, data.size() - done);
    if (n > 0) {
      done += static_cast<std::size_t>(n);
      continue;
    }
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && errno == EPIPE) {
      error = "the program stopped reading its input";
      return false;
    }
    if (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK) {
      error = std::string("cannot write to the program: ") + std::strerror(errno);
      return false;
    }
    // Its input pipe is full: wait for room, reading stderr meanwhile so the child cannot block on it.
    pollfd fds[2] = {{in_, POLLOUT, 0}, {err_, POLLIN, 0}};
    const int wait = msUntil(deadline);
    if (wait == 0) {
      error = "the program did not read its input in time";
      return false;
    }
    if (::poll(fds, err_ >= 0 ? 2 : 1, wait) < 0 && errno != EINTR) {
      error = std::string("poll failed: ") + std::strerror(errno);
      return false;
    }
    if (fds[1].revents) drainStderr();
  }
  return true;
}

std::optional<std::string> ChildProcess::readLine(Clock::time_point deadline, std::size_t maxBytes,
                                                  ReadFailure& failure, std::string& partial,
                                                  Clock::duration afterFirstOutput) {
  failure = ReadFailure::None;
  partial.clear();
  std::size_t scanned = 0;
  char buffer[65536];
  for (;;) {
    if (auto line = takeLine(maxBytes, scanned, failure, partial)) return line;
    if (failure != ReadFailure::None) return std::nullopt;
    scanned = outBuf_.size();
    if (out_ < 0) {
      failure = ReadFailure::Exited;
      partial = outBuf_;
      return std::nullopt;
    }
    pollfd fds[2] = {{out_, POLLIN, 0}, {err_, POLLIN, 0}};
    if (firstOutputAt_ && afterFirstOutput != Clock::duration::max())
      deadline = std::min(deadline, *firstOutputAt_ + afterFirstOutput);
    const int wait = msUntil(deadline);
    const int ready = wait == 0 ? ::poll(fds, err_ >= 0 ? 2 : 1, 0) : ::poll(fds, err_ >= 0 ? 2 : 1, wait);
    if (ready < 0 && errno != EINTR) {
      failure = ReadFailure::Exited;
      return std::nullopt;
    }
    if (fds[1].revents) drainStderr();
    if (fds[0].revents) {
      const ssize_t n = ::read(out_, buffer, sizeof buffer);
      if (n > 0) {
        if (!firstOutputAt_) firstOutputAt_ = Clock::now();
        outBuf_.append(buffer, static_cast<std::size_t>(n));
        continue;
      }
      if (n == 0 || (errno != EAGAIN && errno != EINTR && errno != EWOULDBLOCK)) closeFd(out_);
      continue;
    }
    if (ready == 0 && wait == 0) {
      failure = ReadFailure::Timeout;
      partial = outBuf_.substr(0, maxBytes);
      return std::nullopt;
    }
  }
}

void ChildProcess::drainStderr() {
  if (err_ < 0) return;
  char buffer[8192];
  for (;;) {
    const ssize_t n = ::read(err_, buffer, sizeof buffer);
    if (n == 0 || (n < 0 && errno != EINTR && errno != EAGAIN && errno != EWOULDBLOCK)) {
      closeFd(err_);
      break;
    }
    if (n < 0) {
      if (errno == EINTR) continue;
      break;
    }
    for (ssize_t i = 0; i < n; ++i) {
      const char c = buffer[i];
      if (c == '\n') {
        errLines_.push_back(printableText(errPartial_, kStderrLineBytes));
        errPartial_.clear();
        if (errLines_.size() > kStderrLines) errLines_.pop_front();
      } else if (errPartial_.size() < kStderrLineBytes + 3) {
        errPartial_ += c;  // 3 bytes more: a character across the limit is then left out whole, not cut
      }
    }
  }
}

std::vector<std::string> ChildProcess::stderrTail() {
  drainStderr();
  std::vector<std::string> out(errLines_.begin(), errLines_.end());
  if (!errPartial_.empty()) out.push_back(printableText(errPartial_, kStderrLineBytes));
  if (out.size() > kStderrLines) out.erase(out.begin(), out.end() - static_cast<long>(kStderrLines));
  return out;
}

bool ChildProcess::reap(bool block) {
  if (pid_ <= 0) return true;
  int status = 0;
  pid_t r;
  do r = ::waitpid(pid_, &status, block ? 0 : WNOHANG);
  while (r < 0 && errno == EINTR);
  if (r == 0) return false;
  untrackGroup(signalSlot_);  // reaped (or lost to another waitpid): the pid is free for reuse, no longer ours to kill
  if (r == pid_) {
    if (WIFEXITED(status))
      exitText_ = "exited with status " + std::to_string(WEXITSTATUS(status));
    else if (WIFSIGNALED(status))
      exitText_ = std::string("was killed by signal ") + std::to_string(WTERMSIG(status)) + " (" +
                  strsignal(WTERMSIG(status)) + ")";
    else
      exitText_ = "ended";
  } else {
    exitText_ = "ended";
  }
  pid_ = -1;
  unpin();
  return true;
}

std::string ChildProcess::exitDescription() {
  if (pid_ > 0) {
    // Its output has closed: give it a moment to exit on its own before calling it a stopped program.
    const auto until = Clock::now() + std::chrono::milliseconds(200);
    while (!reap(false) && Clock::now() < until) std::this_thread::sleep_for(std::chrono::milliseconds(2));
    if (pid_ > 0) {
      kill();
      exitText_ = "closed its output and was killed";
    }
  }
  drainStderr();
  return exitText_;
}

void ChildProcess::closePipes() {
  closeFd(in_);
  closeFd(out_);
  closeFd(err_);
}

void ChildProcess::kill() {
  if (pid_ > 0) {
    drainStderr();
    ::kill(-pid_, SIGKILL);
    ::kill(pid_, SIGKILL);  // in case it left its group
    reap(true);
  }
  closePipes();
  outBuf_.clear();
}

}  // namespace boardlab::ext
