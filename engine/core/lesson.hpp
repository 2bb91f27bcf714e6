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
//   ask     2 stop c8                         # a question predict mode asks (quiz.hpp): before step 2,
//                                             # the kind `stop`, the answer the author expects (checked
//                                             # against the trace when the file is read)
//   prompt  Where does the walk to the left stop?   # the author's wording of the last `ask` (optional;
//   prompt.zh-CN ...                                  # else the generated one)
//   scene   The Java count carries            # a lecture: the next scene starts here (heading optional);
//   scene.zh-CN Java 的计数延续               # it takes the scene before's board, algorithm and pair or
//                                             # move unless its own lines say otherwise, and has its own
//                                             # step, text and questions
// `#` starts a comment, as in board files. Refusals are BoardFileErrors naming the file and line.

#include <filesystem>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/quiz.hpp"
#include "engine/core/scene.hpp"
#include "engine/i18n/i18n.hpp"

namespace boardlab {

// A question a lesson asks (an `ask` line): one of those the trace makes (quiz.hpp), picked by its step and
// kind, with the answer the author expects, checked against the trace when the lesson is loaded.
struct LessonQuestion {
  int step = 0;                           // 1-based, as `boardlab-cli quiz` prints it: asked before that step shows
  std::string kind{};                     // "stop", "verdict", ...
  std::string answer{};                   // as the author wrote it: "c8", "a win", "5", "0,1 0,2"
  std::string prompt{}, chinesePrompt{};  // the author's wording ("": the generated one)
  int line = 0;                           // its line in the file
  bool operator==(const LessonQuestion&) const = default;
};

// A scene of a lecture.
struct LessonScene {
  std::string heading{}, chineseHeading{};  // `scene HEADING`, `scene.zh-CN`
  Scene scene{};
  std::vector<std::string> paragraphs{}, chineseParagraphs{};
  std::vector<LessonQuestion> questions{};
  std::string shows{};
  int line = 0;  // its `scene` line (0 for the first scene without one)
  bool operator==(const LessonScene&) const = default;
};

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
  std::vector<LessonQuestion> questions;       // the scene's `ask` lines
  std::string heading, chineseHeading;         // the scene's heading (its `scene` line; "" for none)
  // A lecture: every scene as the file gives it, the first included; the fields above are scene
  // `sceneIndex`'s (the first, when read). Empty for a lesson built in memory: one scene, the fields'.
  std::vector<LessonScene> scenes;
  std::size_t sceneIndex = 0;

  std::size_t sceneCount() const { return scenes.empty() ? 1 : scenes.size(); }
  // The lesson with scene `k`'s scene, text, questions and heading in the fields above. Precondition:
  // k < sceneCount().
  Lesson atScene(std::size_t k) const;
  // Every scene, the one in the fields above as they are now (edited or not).
  std::vector<LessonScene> allScenes() const;

  // The title and text to show in `language`: the Chinese ones when the lesson has them, else English.
  const std::string& titleIn(i18n::Language language) const;
  const std::vector<std::string>& paragraphsIn(i18n::Language language) const;
  const std::string& topicIn(i18n::Language language) const;
};

// A lesson is a few lines by hand: a larger file is not a lesson. `ply` and `step` stop at kMaxLessonNumber.
constexpr std::size_t kMaxLessonFileBytes = 64 * 1024;
constexpr int kMaxLessonNumber = 1'000'000;
constexpr std::size_t kMaxLessonScenes = 100;
constexpr std::size_t kMaxLessonQuestions = 100;  // in one scene

Lesson parseLesson(std::string_view text, const std::filesystem::path& file);
Lesson loadLesson(const std::filesystem::path& file);
// The text of a lesson whose board (the scene on screen's, in a lecture) lies at `boardRelative` from the
// lesson file; a lecture's other scenes name their boards relative to `lessonFolder`. Each value is written
// as its line reads back (line breaks as spaces, blanks at either end trimmed), so parseLesson gives it back
// exactly: every scene with its text and questions.
std::string saveLesson(const Lesson& lesson, const std::string& boardRelative,
                       const std::filesystem::path& lessonFolder = {});
// The lesson the Save as a lesson dialog's fields make (its scene and board are the caller's): a title per
// language, as one line, and one paragraph per line of each text box that holds more than blanks.
Lesson lessonFromFields(std::string_view title, std::string_view text, std::string_view chineseTitle,
                        std::string_view chineseText);
// Each scene's `ask` lines checked against its trace: the trace must ask that kind before that step, and its
// answer must be the one written. Throws a BoardFileError naming the lesson file's line (and what the trace
// answers) for the first that does not hold. loadLesson calls it.
void checkLessonQuestions(const Lesson& lesson);
// The questions predict mode asks in a lesson scene with `ask` lines: the trace's own questions (`made`),
// those the lesson picks, in its order, in its wording. Throws std::invalid_argument naming the ask that
// the trace does not make.
std::vector<Question> lessonQuestions(const std::vector<Question>& made, const std::vector<LessonQuestion>& asks,
                                      const CellName& name);

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
