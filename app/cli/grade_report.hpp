#pragma once
// What `grade` writes about a class into its --out folder (grade_command.cpp grades it, grade_merge.cpp puts
// shards together): the report's files of engine/grade/report.hpp, and a board file per program with a
// counterexample. Every file goes through the atomic-write path.

#include <filesystem>
#include <string>
#include <vector>

#include "engine/grade/report.hpp"

namespace boardlab::cli {

using grade::Grade;
using grade::GradeEntry;
using grade::GradeRun;
using grade::ShardPlace;

// Writes `text` at `path` through the atomic path, refusing a symbolic link there (a link planted in the
// report folder must not redirect the write). False after saying why on stderr. Every file grade and kit new
// write goes through it.
bool writeOutputFile(const std::filesystem::path& path, const std::string& text);
// Writes the program's board (when it has one) into run.out, and fills in boardFile and openCommand.
bool writeGradeBoard(const GradeRun& run, Grade& g);
// report.md, report.json, grades.csv and report.html in run.out: `grades` of `of` programs (fewer while a
// run goes on). Prints where they are (or, with `json`, the JSON report) when `print`.
bool writeReport(const GradeRun& run, const std::vector<Grade>& grades, std::size_t of, bool print, bool json,
                 const ShardPlace& shard = {});

}  // namespace boardlab::cli
