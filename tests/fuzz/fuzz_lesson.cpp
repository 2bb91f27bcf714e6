// Lessons (engine/core/lesson.cpp): an accepted lesson names a board and has a title in one language, and
// saving it reads back to the same lesson.

#include "engine/core/board_text.hpp"
#include "engine/core/lesson.hpp"
#include "tests/fuzz/fuzz_check.hpp"

using namespace boardlab;

namespace {

std::string describe(const Lesson& l) {
  std::string s = "title '" + l.title + "' board '" + l.board.string() + "' algo '" + l.algo + "' ply " +
                  std::to_string(l.ply) + " from '" + l.from + "' to '" + l.to + "' step " + std::to_string(l.step) +
                  " shows '" + l.shows + "'";
  for (const std::string& p : l.paragraphs) s += "\n  text '" + p + "'";
  if (!l.chineseTitle.empty()) s += "\n  title.zh-CN '" + l.chineseTitle + "'";
  if (!l.topic.empty()) s += "\n  topic '" + l.topic + "'";
  if (!l.chineseTopic.empty()) s += "\n  topic.zh-CN '" + l.chineseTopic + "'";
  for (const std::string& p : l.chineseParagraphs) s += "\n  text.zh-CN '" + p + "'";
  return s;
}

bool same(const Lesson& a, const Lesson& b) {
  return a.title == b.title && a.board == b.board && a.algo == b.algo && a.ply == b.ply && a.from == b.from &&
         a.to == b.to && a.step == b.step && a.paragraphs == b.paragraphs && a.shows == b.shows && a.file == b.file &&
         a.chineseTitle == b.chineseTitle && a.chineseParagraphs == b.chineseParagraphs && a.topic == b.topic &&
         a.chineseTopic == b.chineseTopic;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  // A lesson file with no folder, so the board path is exactly what the file wrote.
  const std::filesystem::path file = "fuzz.lesson";
  Lesson lesson;
  try {
    lesson = parseLesson(fuzz::asText(data, size), file);
  } catch (const BoardFileError&) {
    return 0;
  }
  // A title in English or in Chinese (a lesson written only in Chinese has no English one).
  FUZZ_CHECK(!lesson.board.empty() && (!lesson.title.empty() || !lesson.chineseTitle.empty()), describe(lesson));
  FUZZ_CHECK(lesson.shows.empty() || lesson.shows == "differs" || lesson.shows == "agrees", describe(lesson));
  const std::string saved = saveLesson(lesson, lesson.board.string());
  try {
    const Lesson back = parseLesson(saved, file);
    FUZZ_CHECK(same(back, lesson),
               "lesson round trip differs:\n" + describe(lesson) + "\nbecame\n" + describe(back) + "\n" + saved);
  } catch (const BoardFileError& e) {
    FUZZ_CHECK(false, std::string("saved lesson is refused: ") + e.what() + "\n" + saved);
  }
  return 0;
}
