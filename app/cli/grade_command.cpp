// boardlab-cli grade: one reference algorithm, many programs. Each program is searched for a
// counterexample against the reference (engine/diff's seeded search), which is then shrunk; the run writes
// a Markdown report, the same as JSON, and one board file per failing program (opened by `boardlab
// --board`), all through the atomic-write path.
//   grade --game gomoku --reference scan alice='python3 alice.py' bob='java Bob.java' --out marks/
//   grade --game link --reference corners --programs class.txt --tries 500 --json

#include <CLI/CLI.hpp>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <filesystem>
#include <iomanip>
#include <iostream>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "app/cli/commands.hpp"
#include "app/cli/diff_command.hpp"
#include "app/cli/game_commands.hpp"
#include "app/cli/grade_merge.hpp"
#include "app/cli/grade_report.hpp"
#include "app/cli/outside_algos.hpp"
#include "engine/core/atomic_file.hpp"
#include "engine/core/board_text.hpp"
#include "engine/core/game_module.hpp"
#include "engine/diff/search.hpp"
#include "engine/ext/command_line.hpp"
#include "engine/ext/outside.hpp"
#include "engine/i18n/i18n.hpp"

namespace boardlab::cli {

namespace {

struct GradeOptions : GradeRun {
  std::vector<std::string> programs;  // NAME=COMMAND
  std::string programsFile;
  int jobs = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  bool json = false;
  std::string shard;               // --shard I/N
  std::vector<std::string> merge;  // --merge PART...
};

using Entry = GradeEntry;

// The cores a grade shares among the programs graded at once. A program that timed out beside others
// may only have waited for a core: it is graded again with the machine to itself (alone() waits until
// nothing else is graded and keeps new grades waiting meanwhile).
class CoreShare {
 public:
  // What leave() needs to tell whether another program was graded beside this one.
  struct Turn {
    std::uint64_t startsBefore = 0;
    bool besideAtStart = false;
  };
  Turn beside() {
    std::unique_lock lock(mutex_);
    changed_.wait(lock, [&] { return !alone_ && waitingAlone_ == 0; });
    ++graded_;
    return {++starts_, graded_ > 1};
  }
  // Ends a grade begun with beside(): true when another program was graded at some time during it.
  bool leave(const Turn& turn) {
    const std::lock_guard lock(mutex_);
    --graded_;
    changed_.notify_all();
    return turn.besideAtStart || starts_ > turn.startsBefore;
  }
  void alone() {
    std::unique_lock lock(mutex_);
    ++waitingAlone_;
    changed_.wait(lock, [&] { return !alone_ && graded_ == 0; });
    --waitingAlone_;
    alone_ = true;
  }
  void leaveAlone() {
    const std::lock_guard lock(mutex_);
    alone_ = false;
    changed_.notify_all();
  }

 private:
  std::mutex mutex_;
  std::condition_variable changed_;
  int graded_ = 0, waitingAlone_ = 0;
  std::uint64_t starts_ = 0;
  bool alone_ = false;
};

// "NAME=COMMAND" into an entry, or nullopt after saying why (`where` names the argument or file line).
std::optional<Entry> parseEntry(const std::string& text, const std::string& where) {
  const std::size_t eq = text.find('=');
  Entry e;
  if (eq != std::string::npos) e = {text.substr(0, eq), text.substr(eq + 1)};
  if (eq == std::string::npos || !grade::validProgramName(e.name) ||
      e.command.find_first_not_of(" \t") == std::string::npos) {
    std::cerr << "error: " << where << ": '" << text
              << "' is not NAME=COMMAND (NAME: letters, digits, '_', '-', '.'; then the command to run)\n";
    return std::nullopt;
  }
  for (const GameModule* game : games())
    for (const AlgorithmName& a : game->algorithms())
      if (a.name == e.name) {
        std::cerr << "error: " << where << ": '" << e.name << "' is the name of a built-in algorithm; choose another\n";
        return std::nullopt;
      }
  return e;
}

bool readEntries(const GradeOptions& o, std::vector<Entry>& out) {
  for (std::size_t i = 0; i < o.programs.size(); ++i) {
    auto e = parseEntry(o.programs[i], "program " + std::to_string(i + 1));
    if (!e) return false;
    out.push_back(*e);
  }
  if (!o.programsFile.empty()) {
    // Read as the other line readers read: a byte-order mark and CR LF ends are fine, '#' starts a comment
    // only at the start of a line (a command may hold one), and a line that is not UTF-8 is named.
    std::vector<TextLine> lines;
    try {
      lines = splitBoardLines(readTextFile(o.programsFile), o.programsFile, LineRules{false, kMaxLineBytes});
    } catch (const BoardFileError& e) {
      std::cerr << "error: " << e.what() << '\n';
      return false;
    }
    for (const TextLine& line : lines) {
      auto e = parseEntry(line.text, o.programsFile + ":" + std::to_string(line.number));
      if (!e) return false;
      out.push_back(*e);
    }
  }
  for (std::size_t i = 0; i < out.size(); ++i)
    for (std::size_t j = 0; j < i; ++j)
      if (out[i].name == out[j].name) {
        std::cerr << "error: the name '" << out[i].name << "' is given twice\n";
        return false;
      }
  if (out.empty()) std::cerr << "error: give at least one program: NAME=COMMAND arguments or --programs FILE\n";
  return !out.empty();
}

// The reference: one of the game's listed algorithms, or an "ext:" command started first (false after
// saying why on stderr).
bool gradeReference(std::string_view game, const std::string& name) {
  if (!startOutsideAlgo(game, name)) return false;
  if (ext::findOutside(name)) return true;
  if (const GameModule* module = findGame(game))
    for (const AlgorithmName& a : module->algorithms())
      if (a.name == name) return true;
  std::cerr << "error: unknown " << game << " algorithm '" << name << "' as --reference\n";
  return false;
}

// Grades one program: starts it when its turn comes (forty interpreters never start at once), searches
// it, and stops it.
Grade gradeOne(const GradeOptions& o, const Entry& e) {
  grade::GradeRequest request;
  request.reference = o.reference;
  request.seed = o.seed;
  request.tries = o.tries;
  request.rule = o.rule;
  return grade::gradeProgram(o.game, e, request, "", outsideLimits());
}

// "I/N" into the shard's place (1 <= I <= N), or false after saying why.
bool parseShard(const std::string& text, ShardPlace& shard) {
  const std::size_t slash = text.find('/');
  const auto number = [](const std::string& digits, int& out) {
    if (digits.empty() || digits.size() > 4 || digits.find_first_not_of("0123456789") != std::string::npos)
      return false;
    out = std::stoi(digits);
    return true;
  };
  if (slash == std::string::npos || !number(text.substr(0, slash), shard.index) ||
      !number(text.substr(slash + 1), shard.count) || shard.count < 1 || shard.index < 1 || shard.index > shard.count) {
    std::cerr << "error: --shard " << text << ": give I/N, the I-th of N parts (1 <= I <= N <= 9999), e.g. 2/4\n";
    return false;
  }
  return true;
}

int runGrade(const GradeOptions& given) {
  GradeOptions o = given;
  if (o.reference.empty()) {
    std::cerr << "error: --reference is required: the algorithm every program is compared with (e.g. scan)\n";
    return kExitUsage;
  }
  std::vector<Entry> entries;
  if (!readEntries(o, entries)) return kExitUsage;
  // A shard grades its part of the class: the programs whose names fall to it, whatever their order.
  ShardPlace shard;
  if (!o.shard.empty()) {
    if (!parseShard(o.shard, shard)) return kExitUsage;
    for (const Entry& e : entries) shard.names.push_back(e.name);
    std::erase_if(entries, [&](const Entry& e) { return grade::shardOf(e.name, shard.count) != shard.index; });
  }
  const GameModule& game = *findGame(o.game);  // CLI11 let only gradeGames() through
  const bool rules = game.ruleNames != nullptr;
  if (!o.rule.empty() && !rules) {
    std::cerr << "error: --rule: the random inputs of " << o.game << " follow no rule\n";
    return kExitUsage;
  }
  // The rule used, written out (the random games' default is freestyle): the merge compares the rule
  // shards were graded under, not whether the command line named it.
  if (o.rule.empty() && rules) o.rule = "freestyle";
  // Before any program starts: without the kits every correct Python or JavaScript program was graded a fault.
  if (!kitsThere()) return kExitBadInput;
  if (!gradeReference(o.game, o.reference)) return kExitUsage;
  std::error_code ec;
  std::filesystem::create_directories(o.out, ec);
  if (ec) {
    std::cerr << "error: cannot make the folder " << o.out << ": " << ec.message() << '\n';
    return kExitNotWritten;
  }
  // Boards of an earlier run would sit beside a report that says their program passed, and its report would
  // stand for this run until the first program is graded: an empty report replaces it at once.
  for (const Entry& e : entries) std::filesystem::remove(std::filesystem::path(o.out) / (e.name + ".board"), ec);
  if (!entries.empty() && !writeReport(o, {}, entries.size(), false, false, shard)) return kExitNotWritten;

  // More programs at once than cores would make them wait for a core, and a wait counts against a
  // program's time per request: load must never become a verdict.
  const std::size_t coreCount = std::max(1u, std::thread::hardware_concurrency());
  const std::size_t jobs = std::min({static_cast<std::size_t>(o.jobs), coreCount, entries.size()});
  if (static_cast<std::size_t>(o.jobs) > coreCount && entries.size() > coreCount)
    std::cerr << "note: --jobs " << o.jobs << ": " << i18n::counted(static_cast<long long>(coreCount), "program")
              << " graded at once, the number of cores here (more would wait for a core and time out)\n";
  // --jobs workers take the programs in the given order, one at a time each; this thread only reports.
  // Every program's search is its own (seeded per try, its own process), so a program's grade is the same
  // whichever worker takes it and whatever runs beside it; only time is shared, so a timeout is graded
  // again alone before it counts.
  std::vector<std::optional<Grade>> results(entries.size());
  std::deque<std::size_t> finished;  // indexes, in the order they finished
  std::mutex mutex;
  std::condition_variable done;
  std::size_t next = 0;
  CoreShare cores;
  const auto worker = [&] {
    for (;;) {
      std::size_t i = 0;
      {
        const std::lock_guard lock(mutex);
        if (next == entries.size()) return;
        i = next++;
      }
      const CoreShare::Turn turn = cores.beside();
      Grade g = gradeOne(o, entries[i]);
      const bool besideOthers = cores.leave(turn);
      if (g.timedOut && besideOthers) {
        cores.alone();
        Grade again = gradeOne(o, entries[i]);
        cores.leaveAlone();
        again.recheck = "it timed out while up to " + std::to_string(jobs) + " programs were graded at once (" +
                        grade::verdictLine(g) + ": " + g.fault + "); the grade above is the one it got alone";
        again.seconds += g.seconds;
        g = std::move(again);
      }
      const std::lock_guard lock(mutex);
      results[i] = std::move(g);
      finished.push_back(i);
      done.notify_one();
    }
  };
  std::vector<std::thread> workers;
  for (std::size_t k = 0; k < jobs; ++k) workers.emplace_back(worker);

  bool written = true;
  std::vector<bool> reported(entries.size(), false);  // taken from `finished` by this thread
  using Clock = std::chrono::steady_clock;
  constexpr std::chrono::seconds kPartialReportEvery{3};
  auto lastWritten = Clock::now() - kPartialReportEvery;
  bool unsaved = false;  // programs reported since the last write
  const auto writePartial = [&] {
    std::vector<Grade> graded;
    for (std::size_t k = 0; k < entries.size(); ++k)
      if (reported[k]) graded.push_back(*results[k]);  // its worker is done with it
    lastWritten = Clock::now();
    unsaved = false;
    return writeReport(o, graded, entries.size(), false, false, shard);
  };
  for (std::size_t count = 1; count <= entries.size(); ++count) {
    std::size_t i = 0;
    {
      std::unique_lock lock(mutex);
      // A program graded since the last write is written within kPartialReportEvery, even while the next
      // one takes minutes.
      const auto ready = [&] { return !finished.empty(); };
      while (unsaved && !done.wait_until(lock, lastWritten + kPartialReportEvery, ready)) {
        lock.unlock();
        written = writePartial() && written;
        lock.lock();
      }
      done.wait(lock, ready);
      i = finished.front();
      finished.pop_front();
    }
    Grade& g = *results[i];  // written once by its worker, before it was listed as finished
    written = writeGradeBoard(o, g) && written;
    if (!o.json)
      std::cerr << "[" << count << "/" << entries.size() << "] " << g.entry.name << ": " << grade::verdictLine(g)
                << (g.board.empty() ? "" : " (" + g.size + ", " + g.boardFile + ")")
                << (g.message.empty() ? "" : ": " + g.message) << (g.fault.empty() ? "" : ": " + g.fault)
                << (g.recheck.empty() ? "" : " (graded again alone after a timeout beside other programs)") << '\n';
    // The report so far, on disk every few seconds: an interrupted run keeps what it graded, in the given
    // order. Not after each program: the whole report is written each time, so a class of a thousand
    // would write its report a thousand times (gigabytes, each file synced).
    reported[i] = true;
    unsaved = true;
    if (count < entries.size() && Clock::now() - lastWritten >= kPartialReportEvery)
      written = writePartial() && written;
  }
  for (std::thread& t : workers) t.join();
  std::vector<Grade> grades;
  for (auto& r : results) grades.push_back(std::move(*r));
  written = writeReport(o, grades, entries.size(), true, o.json, shard) && written;
  return written ? kExitOk : kExitNotWritten;
}

}  // namespace

void addGradeCommand(CLI::App& app, int& exitCode) {
  auto o = std::make_shared<GradeOptions>();
  CLI::App* cmd = app.add_subcommand(
      "grade",
      "Search many outside programs for a counterexample against one reference algorithm, shrink each one\n"
      "found, and write a Markdown report, its JSON and one board file per failing program.\n"
      "Examples:\n"
      "  boardlab-cli grade --reference scan alice='python3 alice.py' bob='java Bob.java' --out marks\n"
      "  boardlab-cli grade --game link --reference corners --programs class.txt --tries 500\n"
      "  boardlab-cli grade --reference scan --programs class.txt --shard 2/4 --out parts/2   (on each machine)\n"
      "  boardlab-cli grade --merge parts/1 parts/2 parts/3 parts/4 --out marks               (then once)");
  cmd->add_option("PROGRAMS", o->programs, "NAME=COMMAND for each program (the command split like a shell does)");
  cmd->add_option("--programs", o->programsFile, "a file of NAME=COMMAND lines ('#' starts a comment)");
  const std::vector<std::string> games = grade::gradeGames();
  std::string gameHelp;
  for (std::size_t i = 0; i < games.size(); ++i)
    gameHelp += (i == 0 ? "" : i + 1 == games.size() ? " or " : ", ") + games[i] + (i == 0 ? " (default)" : "");
  if (!games.empty()) o->game = games.front();
  cmd->add_option("--game", o->game, gameHelp)->check(CLI::IsMember(games));
  cmd->add_option("--reference", o->reference,
                  "the algorithm every program is compared with (e.g. scan, corners); required but with --merge");
  cmd->add_option("--out", o->out,
                  "the folder for report.md, report.json, grades.csv and the boards (default grade-report)");
  cmd->add_option("--shard", o->shard,
                  "I/N: grade only the I-th of N parts of the class (by program name, whatever the list's order), "
                  "for --merge to put together");
  cmd->add_option("--merge", o->merge,
                  "the report of the whole class from its shards' --out folders (or their report.json): every "
                  "shard once, graded alike")
      ->expected(1, -1);
  cmd->add_option("--seed", o->seed, "the seed of the random inputs (default 1)");
  cmd->add_option("--tries", o->tries, "random inputs per program before it passes (default 2000; every one is tried)")
      ->check(CLI::PositiveNumber);
  cmd->add_option("--rule", o->rule,
                  "gomoku: the rule of the random games: freestyle (the default: what the published "
                  "articles check), standard, renju or caro")
      ->check(CLI::IsMember(ruleNames()));
  cmd->add_option("--jobs", o->jobs,
                  "programs graded at once, at most the number of cores (the default); the report is the "
                  "same, in the given order")
      ->check(CLI::Range(1, 64));
  cmd->add_flag("--json", o->json, "also print the JSON report on stdout");
  cmd->add_option("--share-base", o->shareBase,
                  "the web address before '#' of each counterexample's share link, e.g. the page's "
                  "https://school.example/boardlab/ (default: the link alone, which boardlab opens)");
  cmd->add_option("--lang", o->lang, "report.html's language: en (default) or zh-CN")
      ->check(CLI::IsMember({"en", "zh-CN"}));
  addOutsideOptions(*cmd);
  cmd->callback([o, cmd, &exitCode] {
    if (o->merge.empty()) {
      exitCode = runGrade(*o);
      return;
    }
    if (!o->programs.empty() || !o->programsFile.empty() || !o->shard.empty()) {
      std::cerr << "error: --merge puts graded shards together: it takes no programs and no --shard\n";
      exitCode = kExitUsage;
      return;
    }
    GradeMerge m;
    m.parts = o->merge;
    m.out = o->out;
    m.json = o->json;
    m.shareBase = o->shareBase;
    m.lang = o->lang;
    if (cmd->count("--game")) m.game = o->game;
    if (cmd->count("--reference")) m.reference = o->reference;
    if (cmd->count("--rule")) m.rule = o->rule;
    if (cmd->count("--seed")) m.seed = o->seed;
    if (cmd->count("--tries")) m.tries = o->tries;
    exitCode = runGradeMerge(m);
  });
}

}  // namespace boardlab::cli
