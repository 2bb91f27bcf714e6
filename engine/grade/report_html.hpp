#pragma once
// report.html (report_html.cpp): the class at a glance for a teacher, beside report.md. One row per program
// (verdict, inputs tried, seconds), sortable by any column; for each failure its counterexample drawn by its
// game (GameGrading::boardSvg), the two verdicts, and its share link. One file, no network, printable, in
// English or Chinese (GradeRun::lang).

#include <string>
#include <vector>

#include "engine/grade/report.hpp"

namespace boardlab::grade {

std::string reportHtml(const GradeRun& run, const std::vector<Grade>& grades, std::size_t of);
// "passed 150 of 150 inputs", "在第 4 / 150 个输入上不符": a grade's verdict with how much was tried, in
// run.lang (the workbench's Grade a class window shows it in the language on screen).
std::string verdictText(const GradeRun& run, const Grade& g);

}  // namespace boardlab::grade
