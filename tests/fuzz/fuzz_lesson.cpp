// Lessons (engine/core/lesson.cpp): an accepted lesson names a board and has a title in one language, and
// saving it reads back to the same lesson. Besides, the same bytes as the Save as a lesson dialog's four
// fields (split at 0x1F): what the dialog's lesson writes reads back exactly, or is refused before writing
// (text that is not UTF-8, a file past the limit), never "saved" and then unreadable.

#include "engine/core/board_text.hpp"
#include "engine/core/lesson.hpp"
#include "tests/fuzz/fuzz_check.hpp"

using namespace boardlab;

namespace {

std::string describe(const Lesson& l) {
  std::string s = "title '" + l.title + "' board '" + l.scene.boardFile.string() + "' algo '" + l.scene.algo +
                  "' step " + std::to_string(l.scene.step) + " shows '" + l.shows + "'";
  for (const SceneParameter& p : l.scene.parameters) s += " " + p.key + " '" + p.value + "'";
  for (const std::string& p : l.paragraphs) s += "\n  text '" + p + "'";
  if (!l.chineseTitle.empty()) s += "\n  title.zh-CN '" + l.chineseTitle + "'";
  if (!l.topic.empty()) s += "\n  topic '" + l.topic + "'";
  if (!l.chineseTopic.empty()) s += "\n  topic.zh-CN '" + l.chineseTopic + "'";
  for (const std::string& p : l.chineseParagraphs) s += "\n  text.zh-CN '" + p + "'";
  for (const LessonQuestion& q : l.questions)
    s += "\n  ask " + std::to_string(q.step) + " '" + q.kind + "' '" + q.answer + "' '" + q.prompt + "'";
  s += "\n  scenes " + std::to_string(l.sceneCount());
  return s;
}

// A lecture's scenes, each with its board named the same way and its questions (their lines apart: a saved
// file numbers them anew).
bool sameScenes(const Lesson& a, const Lesson& b) {
  std::vector<LessonScene> x = a.allScenes(), y = b.allScenes();
  if (x.size() != y.size()) return false;
  for (std::size_t k = 0; k < x.size(); ++k) {
    for (LessonScene* s : {&x[k], &y[k]}) {
      s->scene.boardFile = s->scene.boardFile.lexically_normal();
      s->line = 0;
      for (LessonQuestion& q : s->questions) q.line = 0;
    }
    if (!(x[k] == y[k])) return false;
  }
  return true;
}

bool same(const Lesson& a, const Lesson& b) {
  return sameScenes(a, b) && a.title == b.title && a.scene == b.scene && a.paragraphs == b.paragraphs &&
         a.shows == b.shows && a.file == b.file && a.chineseTitle == b.chineseTitle &&
         a.chineseParagraphs == b.chineseParagraphs && a.topic == b.topic && a.chineseTopic == b.chineseTopic;
}

// The dialog's fields as the workbench saves them (app/workbench/shell/workbench_lessons.cpp).
void dialogRoundTrip(std::string_view input) {
  std::string_view fields[4];
  for (std::string_view& field : fields) {
    const std::size_t cut = input.find('\x1f');
    field = input.substr(0, cut);
    input = cut == std::string_view::npos ? std::string_view() : input.substr(cut + 1);
  }
  Lesson lesson = lessonFromFields(fields[0], fields[1], fields[2], fields[3]);
  if (lesson.title.empty() && lesson.chineseTitle.empty()) lesson.title = "My lesson";
  const std::filesystem::path file = "dialog.lesson";
  lesson.file = file;
  lesson.scene.boardFile = "dialog.board";
  const std::string saved = saveLesson(lesson, "dialog.board");
  Lesson back;
  try {
    back = parseLesson(saved, file);
  } catch (const BoardFileError& e) {
    // Refused before writing, as the dialog does: only for text that is not UTF-8, a NUL, or a file too large.
    const std::string why = e.what();
    FUZZ_CHECK(why.find("UTF-8") != std::string::npos || why.find("NUL") != std::string::npos ||
                   saved.size() > kMaxLessonFileBytes,
               "the dialog's lesson is refused: " + why + "\n" + saved);
    return;
  }
  FUZZ_CHECK(same(back, lesson), "the dialog's lesson reads back otherwise:\n" + describe(lesson) + "\nbecame\n" +
                                     describe(back) + "\n" + saved);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  dialogRoundTrip(fuzz::asText(data, size));
  // A lesson file with no folder, so the board path is exactly what the file wrote.
  const std::filesystem::path file = "fuzz.lesson";
  Lesson lesson;
  try {
    lesson = parseLesson(fuzz::asText(data, size), file);
  } catch (const BoardFileError&) {
    return 0;
  }
  // A title in English or in Chinese (a lesson written only in Chinese has no English one).
  FUZZ_CHECK(!lesson.scene.boardFile.empty() && (!lesson.title.empty() || !lesson.chineseTitle.empty()),
             describe(lesson));
  FUZZ_CHECK(lesson.shows.empty() || lesson.shows == "differs" || lesson.shows == "agrees", describe(lesson));
  const std::string saved = saveLesson(lesson, lesson.scene.boardFile.string());
  try {
    const Lesson back = parseLesson(saved, file);
    FUZZ_CHECK(same(back, lesson),
               "lesson round trip differs:\n" + describe(lesson) + "\nbecame\n" + describe(back) + "\n" + saved);
  } catch (const BoardFileError& e) {
    FUZZ_CHECK(false, std::string("saved lesson is refused: ") + e.what() + "\n" + saved);
  }
  return 0;
}
