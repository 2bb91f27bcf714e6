#pragma once
// What a grade says about a class, as text: report.md for people, report.json for tools (and for the CLI's
// merge, which reads the shards' back), grades.csv for a gradebook's import and report.html
// (report_html.hpp). The command line writes them into its --out folder (app/cli/grade_report.cpp); the
// workbench offers them as one download. Every file goes through the atomic-write path.

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <vector>

#include "engine/grade/grade.hpp"

namespace boardlab::grade {

// How a class was graded: what makes two reports of one class comparable.
struct GradeRun {
  std::string game;
  std::string reference;
  std::string rule;  // gomoku: freestyle (default, ""), standard, renju or caro
  std::uint64_t seed = 1;
  int tries = 2000;
  std::string out = "grade-report";
  // Presentation, not grading (shards of one class may differ): the web address share links open at
  // (docs/share-links.md; "": the link alone, which the workbench opens), and report.html's language.
  std::string shareBase;
  std::string lang = "en";
};

// This BoardLab's version, written in every report: shards of different versions are never merged.
std::string_view boardlabVersion();

// A shard's place in its class (grade --shard I/N): the report says which part it is and names the whole
// class, so that the merge can tell a missing or repeated part.
struct ShardPlace {
  int index = 0, count = 0;        // 1-based; count 0: not a shard
  std::vector<std::string> names;  // every program of the class, in the order given
};

// A program's name in a class: letters, digits, '_', '-' and '.', not starting with '.', at most 64 (its
// board file is NAME.board in the report's folder, and the reports show it as it is).
bool validProgramName(const std::string& name);
// One of the verdicts a grade gives ("passed", "failed", "fault", "intermittent", "stopped", "not started").
bool knownVerdict(const std::string& verdict);

// Which of `count` shards grades the program `name` (1-based): by the name alone, so the same whatever the
// order or the machine.
int shardOf(const std::string& name, int count);

// "passed 2000 of 2000 inputs", "failed at input 12 of 2000", ...: the verdict with how much was tried.
std::string verdictLine(const Grade& g);
nlohmann::json gradeJson(const Grade& g);
// The grade a report.json entry describes; throws nlohmann::json::exception when a field is missing or of
// another type.
Grade gradeFromJson(const nlohmann::json& j);
// The program's share link after run.shareBase and '#' (the link alone without a base); "" without one.
std::string shareAddress(const GradeRun& run, const Grade& g);
// The workbench on the program's counterexample (g.boardFile), with the program loaded and analysing it
// there; `programFolder` is where its command runs ("": where the board file is opened from).
std::string openCommand(const GradeRun& run, const Grade& g, const std::string& programFolder);

// The report's files, by name (report.md, report.json, grades.csv, report.html): `grades` of `of`
// programs (fewer while a run goes on).
nlohmann::json reportJson(const GradeRun& run, const std::vector<Grade>& grades, std::size_t of,
                          const ShardPlace& shard = {});
std::vector<std::pair<std::string, std::string>> reportFiles(const GradeRun& run, const std::vector<Grade>& grades,
                                                             std::size_t of, const ShardPlace& shard = {});

}  // namespace boardlab::grade
