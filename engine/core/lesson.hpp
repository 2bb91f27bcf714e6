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
//   topic   Gomoku: checking for a win          # the Lessons menu's heading it is listed under (optional)
//   title.zh-CN, text.zh-CN, topic.zh-CN   the same in Simplified Chinese (optional: English when absent)
//   shows   differs                           # optional, checked by the tests: the algorithm's verdict
//                                             # differs from (or `agrees` with) its corrected peer's
// `#` starts a comment, as in board files. Refusals are BoardFileErrors naming the file and line.

#include <filesystem>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/scene.hpp"
#include "engine/i18n/i18n.hpp"

namespace boardlab {

struct Lesson {
  std::string title;
  // The scene: its boardFile resolved against the lesson file's folder, the algorithm, the step and the
  // game's parameters (a lesson line of each game's SceneKey::lessonKey: gomoku's `ply`, `point`; link's
  // `from`, `to`).
  Scene scene;
  std::vector<std::string> paragraphs;
  std::string shows;                           // "", "differs" or "agrees"
  std::filesystem::path file;                  // where the lesson was read from (empty when built in memory)
  std::string chineseTitle;                    // title.zh-CN
  std::vector<std::string> chineseParagraphs;  // text.zh-CN
  std::string topic, chineseTopic;             // topic, topic.zh-CN

  // The title and text to show in `language`: the Chinese ones when the lesson has them, else English.
  const std::string& titleIn(i18n::Language language) const;
  const std::vector<std::string>& paragraphsIn(i18n::Language language) const;
  const std::string& topicIn(i18n::Language language) const;
};

// A lesson is a few lines by hand: a larger file is not a lesson. `ply` and `step` stop at kMaxLessonNumber.
constexpr std::size_t kMaxLessonFileBytes = 64 * 1024;
constexpr int kMaxLessonNumber = 1'000'000;

Lesson parseLesson(std::string_view text, const std::filesystem::path& file);
Lesson loadLesson(const std::filesystem::path& file);
// The text of a lesson whose board lies at `boardRelative` from the lesson file. Each value is written as its
// line reads back (line breaks as spaces, blanks at either end trimmed), so parseLesson gives it back exactly.
std::string saveLesson(const Lesson& lesson, const std::string& boardRelative);
// The lesson the Save as a lesson dialog's fields make (its scene and board are the caller's): a title per
// language, as one line, and one paragraph per line of each text box that holds more than blanks.
Lesson lessonFromFields(std::string_view title, std::string_view text, std::string_view chineseTitle,
                        std::string_view chineseText);
// Every *.lesson file directly in `folder`, sorted by file name; unreadable folders give none.
std::vector<std::filesystem::path> findLessons(const std::filesystem::path& folder);
// The number a lesson's file name starts with ("16-renju....lesson": 16), the one the docs cite; 0 for none.
int lessonNumber(const std::filesystem::path& file);

// The Lessons menu: the shipped lessons grouped by topic (in the order of their first lesson), numbered,
// then the user's own under a heading of their own. Unreadable lessons stay listed, marked, so their
// refusal can be read by opening them.
struct LessonEntry {
  std::filesystem::path file;
  std::string label;  // "Lesson 16: Renju: a double-three that is not one", or a user lesson's title
  bool readable = true;
};
struct LessonShelf {
  std::string heading;  // in the current language
  std::vector<LessonEntry> lessons;
};
std::vector<LessonShelf> shelveLessons(const std::filesystem::path& shippedFolder,
                                       const std::filesystem::path& userFolder);
// The same from lists of files already found and a reader (nullptr for an unreadable lesson): the Lessons
// menu's LessonLibrary reads each file once.
using LessonReader = std::function<const Lesson*(const std::filesystem::path&)>;
std::vector<LessonShelf> shelveLessons(const std::vector<std::filesystem::path>& shippedFiles,
                                       const std::vector<std::filesystem::path>& userFiles, const LessonReader& read);

}  // namespace boardlab
