#include "app/cli/grade_merge.hpp"

#include <filesystem>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>

#include "app/cli/commands.hpp"
#include "app/cli/grade_report.hpp"
#include "engine/core/board_text.hpp"

namespace boardlab::cli {
namespace {

namespace fs = std::filesystem;

// A class of thousands, each program with its board and its last steps, stays far below this.
constexpr std::size_t kMostReportBytes = std::size_t{256} << 20;

struct Part {
  std::string where;  // the report.json read, as the messages name it
  nlohmann::json report;
  ShardPlace place;
  std::vector<Grade> grades;
};

bool fail(const std::string& message) {
  std::cerr << "error: " << message << '\n';
  return false;
}

std::string shown(const nlohmann::json& value) { return value.is_null() ? "none" : value.dump(); }

// Reads one shard's report.json (of the folder given, or the file), or says why it is not one.
bool readPart(const std::string& given, Part& part) {
  fs::path file = given;
  std::error_code ec;
  if (fs::is_directory(file, ec)) file /= "report.json";
  part.where = file.string();
  std::string text;
  try {
    text = readTextFile(file, kMostReportBytes);
  } catch (const BoardFileError& e) {
    return fail(e.what());
  }
  try {
    part.report = nlohmann::json::parse(text);
  } catch (const nlohmann::json::parse_error& e) {
    return fail(part.where + ": not JSON (" + e.what() + ")");
  }
  try {
    if (!part.report.is_object() || !part.report.contains("programs"))
      return fail(part.where + ": not a report of boardlab-cli grade");
    if (!part.report.contains("shard"))
      return fail(part.where + ": the report of a whole class, not of a shard (it was graded without --shard I/N)");
    // Before anything else is read: a report of another version may lack fields, and should say so.
    const std::string version(grade::boardlabVersion());
    if (part.report.value("boardlab", std::string()) != version)
      return fail(part.where + ": graded by BoardLab " + shown(part.report.value("boardlab", nlohmann::json())) +
                  ", and this is BoardLab \"" + version + "\": merge shards with the BoardLab that graded them");
    const nlohmann::json& shard = part.report.at("shard");
    part.place.index = shard.at("index").get<int>();
    part.place.count = shard.at("count").get<int>();
    part.place.names = shard.at("class").get<std::vector<std::string>>();
    for (const nlohmann::json& g : part.report.at("programs")) part.grades.push_back(grade::gradeFromJson(g));
    // A shard's report passed through other hands (a student's program ran beside it): a name becomes a file
    // name and a verdict a word of the report, so each must be one grade itself would write.
    for (const std::string& name : part.place.names)
      if (!grade::validProgramName(name))
        return fail(part.where + ": '" + name + "' is not a program's name grade gives");
    for (const Grade& g : part.grades)
      if (!grade::knownVerdict(g.verdict))
        return fail(part.where + ": '" + g.entry.name + "' has the verdict '" + g.verdict +
                    "', which grade never gives");
    const auto graded = part.report.at("graded").get<std::size_t>(), of = part.report.at("of").get<std::size_t>();
    if (graded != of || part.grades.size() != of)
      return fail(part.where + ": shard " + std::to_string(part.place.index) + " of " +
                  std::to_string(part.place.count) + " graded " + std::to_string(graded) + " of its " +
                  std::to_string(of) + " programs: its run was cut short; grade it again");
  } catch (const nlohmann::json::exception& e) {
    return fail(part.where + ": not a report of boardlab-cli grade (" + e.what() + ")");
  }
  return true;
}

// Every part graded as the first was, by this BoardLab, and as the command line says when it says.
bool sameGrading(const std::vector<Part>& parts, const GradeMerge& m) {
  const Part& first = parts.front();
  const char* const keys[] = {"game", "reference", "rule", "seed", "tries"};
  for (const Part& p : parts) {
    for (const char* key : keys)
      if (p.report.value(key, nlohmann::json()) != first.report.value(key, nlohmann::json()))
        return fail(p.where + ": graded with " + key + " " + shown(p.report.value(key, nlohmann::json())) + ", but " +
                    first.where + " with " + shown(first.report.value(key, nlohmann::json())) +
                    ": the shards of a class are graded with the same game, reference, rule, seed and tries");
    if (p.place.count != first.place.count)
      return fail(p.where + ": shard " + std::to_string(p.place.index) + " of " + std::to_string(p.place.count) +
                  ", but " + first.where + " is one of " + std::to_string(first.place.count) + " shards");
    if (p.place.names != first.place.names)
      return fail(p.where + ": its class (" + std::to_string(p.place.names.size()) + " programs) is not the one of " +
                  first.where + " (" + std::to_string(first.place.names.size()) +
                  " programs): the shards of a class are graded from the same list");
  }
  const auto given = [&](const char* key, const nlohmann::json& value) {
    const nlohmann::json graded = first.report.value(key, nlohmann::json());
    if (value == graded) return true;
    return fail(std::string("--") + key + " " + shown(value) + ", but the shards were graded with " + key + " " +
                shown(graded));
  };
  return (!m.game || given("game", *m.game)) && (!m.reference || given("reference", *m.reference)) &&
         (!m.rule || given("rule", *m.rule)) && (!m.seed || given("seed", *m.seed)) &&
         (!m.tries || given("tries", *m.tries));
}

// Each shard once, none missing, and each program graded once, by the shard its name falls to.
bool wholeClass(const std::vector<Part>& parts) {
  const int count = parts.front().place.count;
  std::map<int, std::string> seen;
  for (const Part& p : parts) {
    if (p.place.index < 1 || p.place.index > count)
      return fail(p.where + ": shard " + std::to_string(p.place.index) + " of " + std::to_string(count) +
                  " is not a shard of this class");
    if (const auto [it, added] = seen.emplace(p.place.index, p.where); !added)
      return fail("shard " + std::to_string(p.place.index) + " of " + std::to_string(count) +
                  " is given twice: " + it->second + " and " + p.where);
  }
  for (int i = 1; i <= count; ++i)
    if (!seen.count(i)) return fail("shard " + std::to_string(i) + " of " + std::to_string(count) + " is missing");
  const std::set<std::string> names(parts.front().place.names.begin(), parts.front().place.names.end());
  std::set<std::string> graded;
  for (const Part& p : parts)
    for (const Grade& g : p.grades) {
      if (!names.count(g.entry.name) || grade::shardOf(g.entry.name, count) != p.place.index)
        return fail(p.where + ": '" + g.entry.name + "' is not a program of shard " + std::to_string(p.place.index) +
                    " of " + std::to_string(count));
      if (!graded.insert(g.entry.name).second) return fail(p.where + ": '" + g.entry.name + "' is graded twice");
    }
  for (const std::string& name : parts.front().place.names)
    if (!graded.count(name)) return fail("'" + name + "' was graded by no shard");
  return true;
}

}  // namespace

int runGradeMerge(const GradeMerge& m) {
  std::vector<Part> parts(m.parts.size());
  for (std::size_t i = 0; i < parts.size(); ++i)
    if (!readPart(m.parts[i], parts[i])) return kExitBadInput;
  if (parts.empty() || !sameGrading(parts, m) || !wholeClass(parts)) return kExitBadInput;
  // The merged report must not replace a shard's: merging again (in another language, say) needs them all.
  std::error_code same;
  for (const Part& p : parts)
    if (fs::equivalent(fs::path(p.where).parent_path(), m.out, same)) {
      std::cerr << "error: --out " << m.out << " is the folder of the shard " << p.where
                << ": the merged report would replace it; give another folder\n";
      return kExitUsage;
    }

  const nlohmann::json& first = parts.front().report;
  GradeRun run;
  run.game = first.at("game").get<std::string>();
  run.reference = first.at("reference").get<std::string>();
  run.rule = first.at("rule").is_null() ? std::string() : first.at("rule").get<std::string>();
  run.seed = first.at("seed").get<std::uint64_t>();
  run.tries = first.at("tries").get<int>();
  run.out = m.out;
  run.shareBase = m.shareBase;
  run.lang = m.lang;
  std::error_code ec;
  fs::create_directories(run.out, ec);
  if (ec) {
    std::cerr << "error: cannot make the folder " << run.out << ": " << ec.message() << '\n';
    return kExitNotWritten;
  }
  // The class in the order its list gave, as one run over it reports it.
  std::map<std::string, Grade> byName;
  for (Part& p : parts)
    for (Grade& g : p.grades) byName.emplace(g.entry.name, std::move(g));
  std::vector<Grade> grades;
  bool written = true;
  for (const std::string& name : parts.front().place.names) {
    Grade g = std::move(byName.at(name));
    fs::remove(fs::path(run.out) / (name + ".board"), ec);  // an earlier report's board must not stay beside this one
    written = writeGradeBoard(run, g) && written;
    grades.push_back(std::move(g));
  }
  written = writeReport(run, grades, grades.size(), true, m.json) && written;
  return written ? kExitOk : kExitNotWritten;
}

}  // namespace boardlab::cli
