#pragma once
// report.html (grade_html.cpp): the class at a glance for a teacher, beside report.md. One row per program
// (verdict, inputs tried, seconds), sortable by any column; for each failure its counterexample drawn by its
// game (GameCommands::boardSvg), the two verdicts, and its share link. One file, no network, printable, in
// English or Chinese (--lang).

#include <string>
#include <vector>

#include "app/cli/grade_report.hpp"

namespace boardlab::cli {

std::string reportHtml(const GradeRun& run, const std::vector<Grade>& grades, std::size_t of);

}  // namespace boardlab::cli
