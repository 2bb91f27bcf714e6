// The web build's ChildProcess (engine/ext/sources.cmake picks it under emscripten). A page starts no
// process, so a JavaScript or Python program, started as the kits and examples are ("node FILE.js",
// "python3 FILE.py"), runs in a Web Worker of a sandboxed frame (web/child_process_web.js) with the worker's
// runtime of web/program_worker.js or, under Pyodide, web/python_worker.js; it is given its folder's
// .js or .py files and the kits' on NODE_PATH or PYTHONPATH, as Node or Python would find them. Its lines travel as
// messages. A read that finds no line yet gives the page's thread back (waitForOutside) until an answer
// wakes it: the program runs on its own thread meanwhile, and the page goes on drawing. Everything else,
// timeouts, limits and messages, is the program layer's own (program.cpp), as on the desktop. Programs
// of other languages cannot start in the page, and the message says where they run.

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>

#include "engine/core/budget.hpp"
#include "engine/ext/child_process.hpp"

extern "C" {
// web/child_process_web.js
void boardlab_program_start(int handle, const char* source, const char* init, int python);
int boardlab_program_write(int handle, const char* line);
char* boardlab_program_take(int handle);
int boardlab_program_ended(int handle);
int boardlab_program_loading(int handle);
void boardlab_program_wake_after(int handle, int ms);
char* boardlab_program_why(int handle);
char* boardlab_program_stderr(int handle);
void boardlab_program_forget(int handle);
}

namespace boardlab::ext {

extern const char* const kProgramWorkerSource;  // web/program_worker.js, compiled in by the build
extern const char* const kPythonWorkerSource;   // web/python_worker.js
extern const char* const kWorkerReachSource;    // web/worker_reach.js, put before either

namespace {

// What a program is given of its folder and the kits: enough for a program of several files, never a
// copy of a whole home folder.
constexpr std::size_t kMostFiles = 200;
constexpr std::uintmax_t kMostFileBytes = 1u << 20;

std::string takeJs(char* text) {
  if (!text) return {};
  std::string out(text);
  std::free(text);
  return out;
}

bool readText(const std::filesystem::path& file, std::string& out) {
  std::ifstream in(file, std::ios::binary);
  if (!in) return false;
  out.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  return !in.bad();
}

// The files of `extension` (".js", ".py") directly in `folder`, by their absolute paths.
void addScripts(const std::filesystem::path& folder, const std::string& extension, nlohmann::json& files) {
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(folder, ec)) {
    if (files.size() >= kMostFiles) return;
    const std::filesystem::path& p = entry.path();
    if (p.extension() != extension || !entry.is_regular_file(ec) || entry.file_size(ec) > kMostFileBytes) continue;
    std::string text;
    if (readText(p, text)) files[p.lexically_normal().string()] = std::move(text);
  }
}

bool isNode(const std::string& program) {
  const std::string name = std::filesystem::path(program).filename().string();
  return name == "node" || name == "nodejs";
}

bool isPython(const std::string& program) {
  const std::string name = std::filesystem::path(program).filename().string();
  return name == "python3" || name == "python";
}

int nextHandle = 0;

// While Pyodide loads (seconds, the first time) the program has not started: that time is not its own.
// A request's answer can take several reads (one per line), each given the deadline set when the request
// was written, so the loading time credited is kept per program, not per read: every read of a request
// written before the loading ended waits for all of it.
struct LoadingCredit {
  Clock::duration total{0};    // loading time seen so far
  Clock::duration atWrite{0};  // `total` when the last request was written
};
std::map<int, LoadingCredit> loadingCredits;

// `deadline` moved on by `waited`, though never past a search's own end (the page bounds the loading itself).
Clock::time_point extended(Clock::time_point deadline, Clock::duration waited) {
  if (deadline == Clock::time_point::max() || waited <= Clock::duration::zero()) return deadline;
  const Clock::time_point searchEnds = SearchDeadlineScope::current();
  const Clock::time_point moved = deadline + waited;
  return searchEnds == Clock::time_point::max() ? moved : std::min(moved, std::max(deadline, searchEnds));
}

}  // namespace

void killEveryChild() {}

bool programsCanStart() { return true; }

ChildProcess::~ChildProcess() { kill(); }

bool ChildProcess::start(const std::vector<std::string>& argv, const std::string& workDir, std::string& error,
                         const std::vector<std::string>& environment) {
  kill();
  outBuf_.clear();
  firstOutputAt_.reset();
  exitText_.clear();
  const std::string program = argv.empty() ? std::string() : argv.front();
  const bool python = isPython(program);
  if (!isNode(program) && !python) {
    error = "'" + program +
            "' cannot start in the page: a page runs JavaScript (node FILE.js) and Python (python3 FILE.py) "
            "programs; Java, C# and C++ programs need a compiler and run in the desktop build (docs/web.md)";
    exitText_ = "never started";
    return false;
  }
  if (argv.size() < 2 || argv[1].rfind('-', 0) == 0) {
    error = "'" + program + "' without a script cannot start in the page: it runs " +
            (python ? "python3 FILE.py" : "node FILE.js");
    exitText_ = "never started";
    return false;
  }
  std::filesystem::path script = argv[1];
  if (script.is_relative() && !workDir.empty()) script = std::filesystem::path(workDir) / script;
  script = script.lexically_normal();
  std::string text;
  std::error_code ec;
  if (!std::filesystem::is_regular_file(script, ec) || !readText(script, text)) {
    error = "'" + program + " " + argv[1] + "' cannot start: " + script.string() + " cannot be read";
    exitText_ = "never started";
    return false;
  }
  nlohmann::json files = nlohmann::json::object();
  files[script.string()] = std::move(text);
  const std::string extension = python ? ".py" : ".js";
  addScripts(script.parent_path(), extension, files);
  // NODE_PATH's or PYTHONPATH's folders (the kit's, from kitEnvironment()) are where the program's
  // require("boardlab") or import boardlab looks.
  const std::string searchVariable = python ? "PYTHONPATH=" : "NODE_PATH=";
  nlohmann::json searchPath = nlohmann::json::array();
  for (const std::string& e : environment) {
    if (e.rfind(searchVariable, 0) != 0) continue;
    std::stringstream folders(e.substr(searchVariable.size()));
    for (std::string folder; std::getline(folders, folder, ':');)
      if (!folder.empty()) {
        searchPath.push_back(std::filesystem::path(folder).lexically_normal().string());
        addScripts(folder, extension, files);
      }
  }
  const nlohmann::json init = {{"files", std::move(files)}, {"main", script.string()}, {"searchPath", searchPath}};
  pid_ = ++nextHandle;
  const std::string runtime = std::string(kWorkerReachSource) + (python ? kPythonWorkerSource : kProgramWorkerSource);
  boardlab_program_start(pid_, runtime.c_str(),
                         init.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace).c_str(), python ? 1 : 0);
  return true;
}

bool ChildProcess::writeLine(const std::string& text, Clock::time_point, std::string& error) {
  if (!running() || boardlab_program_ended(pid_)) {
    error = running() ? "the program ended: " + takeJs(boardlab_program_why(pid_)) : "the program is not running";
    return false;
  }
  LoadingCredit& credit = loadingCredits[pid_];
  credit.atWrite = credit.total;
  boardlab_program_write(pid_, text.c_str());
  return true;
}

std::optional<std::string> ChildProcess::readLine(Clock::time_point deadline, std::size_t maxBytes,
                                                  ReadFailure& failure, std::string& partial,
                                                  Clock::duration afterFirstOutput) {
  failure = ReadFailure::None;
  partial.clear();
  if (running()) {
    const LoadingCredit& credit = loadingCredits[pid_];
    deadline = extended(deadline, credit.total - credit.atWrite);
  }
  Clock::time_point checked = Clock::now();
  for (;;) {
    const Clock::time_point now = Clock::now();
    if (running() && boardlab_program_loading(pid_)) {
      loadingCredits[pid_].total += now - checked;
      deadline = extended(deadline, now - checked);
    }
    checked = now;
    if (running()) {
      std::string arrived = takeJs(boardlab_program_take(pid_));
      if (!arrived.empty()) {
        if (!firstOutputAt_) firstOutputAt_ = Clock::now();
        outBuf_ += arrived;
      }
    }
    if (auto line = takeLine(maxBytes, 0, failure, partial)) return line;
    if (failure != ReadFailure::None) return std::nullopt;
    if (!running() || boardlab_program_ended(pid_)) {
      failure = ReadFailure::Exited;
      partial = outBuf_;
      return std::nullopt;
    }
    if (firstOutputAt_ && afterFirstOutput != Clock::duration::max())
      deadline = std::min(deadline, *firstOutputAt_ + afterFirstOutput);
    if (Clock::now() >= deadline) {
      failure = ReadFailure::Timeout;
      partial = outBuf_.substr(0, maxBytes);
      return std::nullopt;
    }
    // Nothing can arrive while this code holds the page's thread: it gives it back, or gives up. An answer
    // wakes it; so does its deadline (at least once a second: Pyodide's loading moves it), even while the
    // page has nothing to draw.
    const auto untilDeadline = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
    boardlab_program_wake_after(pid_, static_cast<int>(std::clamp<long long>(untilDeadline.count() + 1, 1, 1000)));
    if (!waitForOutside()) {
      exitText_ = "not waited for: the page asked it outside a worker";
      kill();
      failure = ReadFailure::Exited;
      partial = outBuf_;
      return std::nullopt;
    }
  }
}

void ChildProcess::kill() {
  if (!running()) return;
  if (exitText_.empty()) exitText_ = boardlab_program_ended(pid_) ? takeJs(boardlab_program_why(pid_)) : "killed";
  errLines_.clear();
  const std::string tail = takeJs(boardlab_program_stderr(pid_));
  std::stringstream lines(tail);
  for (std::string line; std::getline(lines, line);) errLines_.push_back(line);
  boardlab_program_forget(pid_);
  loadingCredits.erase(pid_);
  pid_ = -1;
}

std::string ChildProcess::exitDescription() {
  if (running() && boardlab_program_ended(pid_)) return takeJs(boardlab_program_why(pid_));
  return running() ? std::string() : exitText_;
}

std::vector<std::string> ChildProcess::stderrTail() {
  if (!running()) return {errLines_.begin(), errLines_.end()};
  std::vector<std::string> out;
  std::stringstream lines(takeJs(boardlab_program_stderr(pid_)));
  for (std::string line; std::getline(lines, line);) out.push_back(line);
  return out;
}

}  // namespace boardlab::ext
