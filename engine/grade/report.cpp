#include "engine/grade/report.hpp"

#include <cctype>
#include <filesystem>
#include <iomanip>
#include <sstream>

#include "engine/ext/command_line.hpp"
#include "engine/grade/report_html.hpp"
#include "engine/i18n/i18n.hpp"

namespace boardlab::grade {

std::string_view boardlabVersion() { return BOARDLAB_VERSION; }

bool validProgramName(const std::string& n) {
  if (n.empty() || n.size() > 64 || n[0] == '.') return false;
  for (char c : n)
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-' || c == '.')) return false;
  return true;
}

bool knownVerdict(const std::string& v) {
  for (const char* known : {"passed", "failed", "fault", "intermittent", "stopped", "not started"})
    if (v == known) return true;
  return false;
}

int shardOf(const std::string& name, int count) {
  // FNV-1a: a fixed hash, the same on every machine and in every build (std::hash promises neither), then
  // MurmurHash3's finaliser, without which short names fell in a few shards only (three-letter names never
  // in the third of three).
  std::uint64_t h = 14695981039346656037ull;
  for (unsigned char c : name) {
    h ^= c;
    h *= 1099511628211ull;
  }
  h ^= h >> 33;
  h *= 0xff51afd7ed558ccdull;
  h ^= h >> 33;
  h *= 0xc4ceb9fe1a85ec53ull;
  h ^= h >> 33;
  return static_cast<int>(h % static_cast<std::uint64_t>(count)) + 1;
}

std::string verdictLine(const Grade& g) {
  const std::string of = std::to_string(g.tried) + " of " + i18n::counted(g.maxTries, "input");
  if (g.verdict == "passed") return "passed " + of;
  if (g.verdict == "failed") return "failed on input " + std::to_string(g.tried) + " of " + std::to_string(g.maxTries);
  if (g.verdict == "not started" || g.tried == 0) return g.verdict;
  return g.verdict + " after " + of;
}

nlohmann::json gradeJson(const Grade& g) {
  const auto orNull = [](const std::string& s) { return s.empty() ? nlohmann::json() : nlohmann::json(s); };
  nlohmann::json j{{"name", g.entry.name},
                   {"command", g.entry.command},
                   {"verdict", g.verdict},
                   {"tried", g.tried},
                   {"maxTries", g.maxTries},
                   {"rule", orNull(g.rule)},
                   {"seconds", g.seconds},
                   {"message", orNull(g.message)},
                   {"fault", orNull(g.fault)},
                   {"gradedAgainAlone", orNull(g.recheck)},
                   {"intermittentFaults", orNull(g.intermittentFaults)},
                   {"board", orNull(g.board)},
                   {"boardFile", orNull(g.boardFile)},
                   {"open", orNull(g.openCommand)},
                   {"at", orNull(g.where)},
                   {"size", orNull(g.size)},
                   {"reference", orNull(g.reference)},
                   {"program", orNull(g.program)},
                   {"differs", g.differs},
                   {"intermittent", g.intermittent},
                   {"timedOut", g.timedOut},
                   {"openArguments", orNull(g.openArguments)},
                   {"share", orNull(g.share)},
                   {"stepsBeforeFault", g.arrivedSteps},
                   {"stepsBeforeFaultTotal", g.arrivedTotal}};
  return j;
}

Grade gradeFromJson(const nlohmann::json& j) {
  // A field of this version that an older report lacks reads as empty; one of the wrong type throws.
  const auto text = [&](const char* key) {
    const nlohmann::json v = j.value(key, nlohmann::json());
    return v.is_null() ? std::string() : v.get<std::string>();
  };
  Grade g;
  g.entry = {j.at("name").get<std::string>(), j.at("command").get<std::string>()};
  g.verdict = j.at("verdict").get<std::string>();
  g.tried = j.at("tried").get<int>();
  g.maxTries = j.at("maxTries").get<int>();
  g.rule = text("rule");
  g.seconds = j.at("seconds").get<double>();
  g.message = text("message");
  g.fault = text("fault");
  g.recheck = text("gradedAgainAlone");
  g.intermittentFaults = text("intermittentFaults");
  g.board = text("board");
  g.boardFile = text("boardFile");
  g.openCommand = text("open");
  g.where = text("at");
  g.size = text("size");
  g.reference = text("reference");
  g.program = text("program");
  g.differs = j.value("differs", false);
  g.intermittent = j.value("intermittent", false);
  g.timedOut = j.value("timedOut", false);
  g.openArguments = text("openArguments");
  g.share = text("share");
  g.arrivedSteps = j.at("stepsBeforeFault").get<std::vector<std::string>>();
  g.arrivedTotal = j.at("stepsBeforeFaultTotal").get<int>();
  return g;
}

namespace {

std::string markdown(const GradeRun& o, const std::vector<Grade>& grades, std::size_t of) {
  std::ostringstream md;
  int passed = 0;
  for (const Grade& g : grades) passed += g.verdict == "passed" ? 1 : 0;
  md << "# Grade: " << o.game << " against `" << o.reference << "`\n\n"
     << passed << " of " << i18n::counted(static_cast<long long>(grades.size()), "program") << " passed (seed "
     << o.seed << ", up to " << i18n::counted(o.tries, "random input") << " each"
     << (grades.empty() || grades.front().rule.empty() ? "" : ", " + grades.front().rule + " rule") << ")."
     << (grades.size() < of ? " Graded so far: " + std::to_string(grades.size()) + " of " + std::to_string(of) + "."
                            : "")
     << "\n\n| program | verdict | inputs tried | counterexample | seconds |\n|---|---|---|---|---|\n";
  for (const Grade& g : grades)
    md << "| " << g.entry.name << " | " << verdictLine(g) << " | " << g.tried << " of " << g.maxTries << " | "
       << (g.boardFile.empty() ? ""
                               : "[" + g.size + "](" + std::filesystem::path(g.boardFile).filename().string() + ")")
       << " | " << std::fixed << std::setprecision(2) << g.seconds << " |\n";
  for (const Grade& g : grades) {
    if (g.verdict == "passed" && g.intermittentFaults.empty() && g.recheck.empty()) continue;
    md << "\n## " << g.entry.name << "\n\n`" << g.entry.command << "`: " << verdictLine(g) << "\n\n";
    if (!g.message.empty()) md << "Stopped: " << g.message << "\n\n";
    if (!g.fault.empty()) md << "A failure of the program, not a verdict: it " << g.fault << "\n\n";
    if (!g.recheck.empty()) md << "Graded again alone: " << g.recheck << "\n\n";
    if (g.intermittent)
      md << "Intermittent, not a verdict: a difference found at input " << g.tried
         << " did not come back the same when the program was started afresh (a program answering at random, or "
            "depending on what it was asked before). The input as found is below.\n\n";
    if (!g.intermittentFaults.empty())
      md << "Intermittent failures (not counted against it): " << g.intermittentFaults << "\n\n";
    if (g.board.empty()) continue;
    md << (g.differs ? "Differs at " : "At ") << g.where << " on a board of " << g.size
       << (g.rule.empty() ? "" : " (" + g.rule + " rule)") << ":\n\n- " << o.reference << ": " << g.reference << "\n- "
       << g.entry.name << ": " << g.program << "\n";
    // A program's steps are its own: they are never set against the reference's step by step.
    if (!g.fault.empty() && g.arrivedTotal > 0) {
      md << "\nIts steps on that input, traced again after a fresh start (a hang or a crash cuts them short)"
         << (g.arrivedTotal > kArrivedSteps
                 ? " (the last " + std::to_string(kArrivedSteps) + " of " + std::to_string(g.arrivedTotal) + ")"
                 : "")
         << ":\n\n";
      for (const std::string& step : g.arrivedSteps) md << "    " << step << "\n";
    } else if (!g.fault.empty()) {
      md << "\nIt had sent no step on that input before it failed.\n";
    }
    md << "\nOpen it: `" << g.openCommand << "`\n";
    if (!g.share.empty()) md << "\nShare link (the reference at its verdict): " << shareAddress(o, g) << "\n";
    md << "\n```\n" << g.board << "```\n";
  }
  return md.str();
}

// One line per program for a gradebook's import: a pass scores 1, anything else 0. Names are letters,
// digits, '_', '-' and '.', and verdicts plain words, so nothing needs quoting.
std::string gradesCsv(const std::vector<Grade>& grades) {
  std::string csv = "name,verdict,score\n";
  for (const Grade& g : grades)
    csv += g.entry.name + "," + g.verdict + "," + (g.verdict == "passed" ? "1" : "0") + "\n";
  return csv;
}

}  // namespace

std::string shareAddress(const GradeRun& run, const Grade& g) {
  if (g.share.empty() || run.shareBase.empty()) return g.share;
  return run.shareBase + "#" + g.share;
}

std::string openCommand(const GradeRun& o, const Grade& g, const std::string& programFolder) {
  // The workbench's --program names the game of any program but the first game's (docs/workbench.md).
  const std::string program =
      (o.game == gradeGames().front() ? "" : o.game + ":") + g.entry.name + "=" + g.entry.command;
  std::string command = "boardlab --program " + ext::shellWord(program);
  if (!programFolder.empty()) command += " --program-folder " + ext::shellWord(programFolder);
  command += " --board " + ext::shellWord(g.boardFile) + " --algo " + ext::shellWord(g.entry.name);
  if (!g.openArguments.empty()) command += " " + g.openArguments;
  return command;
}

nlohmann::json reportJson(const GradeRun& o, const std::vector<Grade>& grades, std::size_t of,
                          const ShardPlace& shard) {
  nlohmann::json list = nlohmann::json::array();
  for (const Grade& g : grades) list.push_back(gradeJson(g));
  nlohmann::json report{{"game", o.game},
                        {"reference", o.reference},
                        {"rule", o.rule.empty() ? nlohmann::json() : nlohmann::json(o.rule)},
                        {"seed", o.seed},
                        {"tries", o.tries},
                        {"boardlab", boardlabVersion()},
                        {"graded", grades.size()},
                        {"of", of},
                        {"programs", list}};
  if (shard.count > 0) report["shard"] = {{"index", shard.index}, {"count", shard.count}, {"class", shard.names}};
  return report;
}

std::vector<std::pair<std::string, std::string>> reportFiles(const GradeRun& o, const std::vector<Grade>& grades,
                                                             std::size_t of, const ShardPlace& shard) {
  return {{"report.md", markdown(o, grades, of)},
          {"grades.csv", gradesCsv(grades)},
          {"report.html", reportHtml(o, grades, of)},
          {"report.json",
           reportJson(o, grades, of, shard).dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n"}};
}

}  // namespace boardlab::grade
