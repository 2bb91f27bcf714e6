#pragma once
// Lessons: a prepared scene (a board file, an algorithm, the move or pair, the step to start at) and two
// or three paragraphs to read beside it. A lesson is a small text file next to an ordinary board file, so
// a teacher writes one by hand or saves one from the workbench:
//   title   The Objective-C scan never looks at column a
//   board   ../gomoku/scan-objc-edge.board    # relative to the lesson file
//   algo    scan:objc
//   ply     9                                 # gomoku: the action to analyse (optional: the last move)
//   point   h8                                # gomoku, algo forbidden: the empty point to check
//   from    0,0                               # link: the pair to analyse
//   to      3,2
//   step    2                                 # the trace step to open at (optional: the first)
//   text    One paragraph per text line.
//   title.zh-CN, text.zh-CN   the same in Simplified Chinese (optional: English is shown when absent)
//   shows   differs                           # optional, checked by the tests: the algorithm's verdict
//                                             # differs from (or `agrees` with) its corrected peer's
// `#` starts a comment, as in board files. Refusals are BoardFileErrors naming the file and line.

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "engine/i18n/i18n.hpp"

namespace boardlab {

struct Lesson {
  std::string title;
  std::filesystem::path board;  // resolved against the lesson file's folder
  std::string algo;
  int ply = 0;
  std::string point;  // gomoku `forbidden`: the point checked, renju notation
  std::string from, to;
  int step = 0;
  std::vector<std::string> paragraphs;
  std::string shows;            // "", "differs" or "agrees"
  std::filesystem::path file;   // where the lesson was read from (empty when built in memory)
  std::string chineseTitle;     // title.zh-CN
  std::vector<std::string> chineseParagraphs;  // text.zh-CN

  // The title and text to show in `language`: the Chinese ones when the lesson has them, else English.
  const std::string& titleIn(i18n::Language language) const;
  const std::vector<std::string>& paragraphsIn(i18n::Language language) const;
};

// A lesson is a few lines by hand: a larger file is not a lesson. `ply` and `step` stop at kMaxLessonNumber.
constexpr std::size_t kMaxLessonFileBytes = 64 * 1024;
constexpr int kMaxLessonNumber = 1'000'000;

Lesson parseLesson(std::string_view text, const std::filesystem::path& file);
Lesson loadLesson(const std::filesystem::path& file);
// The text of a lesson whose board lies at `boardRelative` from the lesson file.
std::string saveLesson(const Lesson& lesson, const std::string& boardRelative);
// Every *.lesson file directly in `folder`, sorted by file name; unreadable folders give none.
std::vector<std::filesystem::path> findLessons(const std::filesystem::path& folder);

}  // namespace boardlab
