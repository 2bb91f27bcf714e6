#include "engine/core/lesson.hpp"

#include <algorithm>
#include <cctype>
#include <sstream>
#include <system_error>

#include "engine/core/board_text.hpp"
#include "engine/core/game_module.hpp"

namespace boardlab {

// A lesson written in one language only shows that one in the other, rather than nothing.
const std::string& Lesson::titleIn(i18n::Language language) const {
  if (language == i18n::Language::Chinese) return chineseTitle.empty() ? title : chineseTitle;
  return title.empty() ? chineseTitle : title;
}

const std::vector<std::string>& Lesson::paragraphsIn(i18n::Language language) const {
  if (language == i18n::Language::Chinese) return chineseParagraphs.empty() ? paragraphs : chineseParagraphs;
  return paragraphs.empty() ? chineseParagraphs : paragraphs;
}

const std::string& Lesson::topicIn(i18n::Language language) const {
  if (language == i18n::Language::Chinese) return chineseTopic.empty() ? topic : chineseTopic;
  return topic.empty() ? chineseTopic : topic;
}

namespace {

constexpr std::string_view kLessonKeys[] = {"title", "board",       "algo",       "step",  "shows",
                                            "text",  "title.zh-CN", "text.zh-CN", "topic", "topic.zh-CN"};

// The keys a lesson may hold, for the refusal of another: the games' scene keys between `algo` and `step`.
std::string knownKeys() {
  std::string out = "title, board, algo, ";
  for (const GameModule* game : games())
    for (const SceneKey& k : game->sceneKeys)
      if (!k.lessonKey.empty()) out += std::string(k.lessonKey) + ", ";
  return out + "step, shows, text, topic, title.zh-CN, text.zh-CN, topic.zh-CN";
}

}  // namespace

Lesson parseLesson(std::string_view text, const std::filesystem::path& file) {
  const std::string name = file.string();
  Lesson lesson;
  lesson.file = file;
  bool seenBoard = false;
  // A '#' is text except at the start of a line, and a paragraph may be as long as the file: what the
  // Save as a lesson dialog writes reads back whole ("Lesson #1 on C# code", a long paragraph).
  for (const TextLine& line : splitBoardLines(text, name, LineRules{false, kMaxLessonFileBytes})) {
    const std::size_t space = line.text.find_first_of(" \t");
    const std::string key = line.text.substr(0, space);
    std::string value = space == std::string::npos ? "" : line.text.substr(line.text.find_first_not_of(" \t", space));
    const auto fail = [&](const std::string& why) { throw BoardFileError(name, line.number, why); };
    // The keys that name things keep what older versions allowed: a comment after a blank ("ply 9  # the
    // five"). A title, topic or text keeps its '#' (it is prose).
    if (key != "title" && key != "title.zh-CN" && key != "topic" && key != "topic.zh-CN" && key != "text" &&
        key != "text.zh-CN") {
      for (std::size_t hash = value.find('#'); hash != std::string::npos; hash = value.find('#', hash + 1))
        if (hash == 0 || value[hash - 1] == ' ' || value[hash - 1] == '\t') {
          value.erase(hash);
          value.erase(value.find_last_not_of(" \t") + 1);
          break;
        }
    }
    // `step` counts as the timeline does ("step 1 of 10"): an old text saying "from 0" made `step 0` and
    // `step 1` the same step.
    const auto number = [&](int& out, int from = 0, std::string_view why = {}) {
      if (!parseCount(value, kMaxLessonNumber, out) || out < from)
        fail("'" + key + "' wants a whole number from " + std::to_string(from) + " to " +
             std::to_string(kMaxLessonNumber) + std::string(why) + ", not '" + value + "'");
    };
    // The lesson's own keys, with the games' scene parameters between `algo` and `step`.
    const SceneKey* parameter = findSceneKey(key, true);
    if (!parameter && std::find(std::begin(kLessonKeys), std::end(kLessonKeys), key) == std::end(kLessonKeys))
      fail("unknown key '" + key + "' (" + knownKeys() + ")");
    if (key != "text" && key != "text.zh-CN" && value.empty()) fail("'" + key + "' has no value");
    if (parameter) {
      int n = 0;
      if (parameter->number) number(n);
      // A number 0 is the game's default, as leaving the line out (a later `ply 0` undoes an earlier `ply 5`).
      lesson.scene.set(parameter->key, !parameter->number ? value : n > 0 ? std::to_string(n) : "");
    } else if (key == "title") {
      lesson.title = value;
    } else if (key == "board") {
      lesson.scene.boardFile = file.parent_path() / value;
      seenBoard = true;
    } else if (key == "algo") {
      lesson.scene.algo = value;
    } else if (key == "step") {
      number(lesson.scene.step, 1, " (step 1 is the first, as the timeline counts)");
    } else if (key == "shows") {
      if (value != "differs" && value != "agrees") fail("'shows' is 'differs' or 'agrees', not '" + value + "'");
      lesson.shows = value;
    } else if (key == "topic") {
      lesson.topic = value;
    } else if (key == "topic.zh-CN") {
      lesson.chineseTopic = value;
    } else if (key == "title.zh-CN") {
      lesson.chineseTitle = value;
    } else if (key == "text.zh-CN") {
      lesson.chineseParagraphs.push_back(value);
    } else {  // text
      lesson.paragraphs.push_back(value);
    }
  }
  if (!seenBoard) throw BoardFileError(name, 0, "a lesson needs a 'board' line");
  if (lesson.title.empty() && lesson.chineseTitle.empty()) lesson.title = file.stem().string();
  return lesson;
}

Lesson loadLesson(const std::filesystem::path& file) {
  return parseLesson(readTextFile(file, kMaxLessonFileBytes), file);
}

namespace {

// A value as one line of the file reads it back: line breaks become spaces, blanks at either end go.
std::string oneLine(std::string_view value) {
  std::string out(value);
  std::replace_if(
      out.begin(), out.end(), [](char c) { return c == '\r' || c == '\n'; }, ' ');
  const std::size_t first = out.find_first_not_of(" \t");
  if (first == std::string::npos) return {};
  return out.substr(first, out.find_last_not_of(" \t") - first + 1);
}

}  // namespace

std::string saveLesson(const Lesson& in, const std::string& boardRelative) {
  // Every value as its line will read back ('#' stays text there, and a line may be as long as the file).
  Lesson lesson = in;
  for (std::string* field :
       {&lesson.title, &lesson.topic, &lesson.scene.algo, &lesson.shows, &lesson.chineseTitle, &lesson.chineseTopic})
    *field = oneLine(*field);
  for (SceneParameter& p : lesson.scene.parameters) p.value = oneLine(p.value);
  for (std::vector<std::string>* paragraphs : {&lesson.paragraphs, &lesson.chineseParagraphs})
    for (std::string& p : *paragraphs) p = oneLine(p);
  std::ostringstream out;
  out << "# A BoardLab lesson: the scene to open and what to say about it.\n";
  if (!lesson.title.empty()) out << "title " << lesson.title << "\n";  // a lesson in Chinese only has none
  if (!lesson.topic.empty()) out << "topic " << lesson.topic << "\n";
  out << "board " << boardRelative << "\n";
  if (!lesson.scene.algo.empty()) out << "algo " << lesson.scene.algo << "\n";
  for (const GameModule* game : games())  // each game's parameters in its order (those lessons carry)
    for (const SceneKey& k : game->sceneKeys)
      if (const std::string& value = lesson.scene.parameter(k.key); !value.empty() && !k.lessonKey.empty())
        out << k.lessonKey << " " << value << "\n";
  if (lesson.scene.step > 0) out << "step " << lesson.scene.step << "\n";
  if (!lesson.shows.empty()) out << "shows " << lesson.shows << "\n";
  for (const std::string& p : lesson.paragraphs) out << "text " << p << "\n";
  if (!lesson.chineseTitle.empty()) out << "title.zh-CN " << lesson.chineseTitle << "\n";
  if (!lesson.chineseTopic.empty()) out << "topic.zh-CN " << lesson.chineseTopic << "\n";
  for (const std::string& p : lesson.chineseParagraphs) out << "text.zh-CN " << p << "\n";
  return out.str();
}

Lesson lessonFromFields(std::string_view title, std::string_view text, std::string_view chineseTitle,
                        std::string_view chineseText) {
  const auto paragraphs = [](std::string_view box) {
    std::vector<std::string> out;
    std::size_t start = 0;
    while (start <= box.size()) {
      const std::size_t end = std::min(box.find_first_of("\r\n", start), box.size());
      if (std::string p = oneLine(box.substr(start, end - start)); !p.empty()) out.push_back(std::move(p));
      start = end + 1;
    }
    return out;
  };
  Lesson lesson;
  lesson.title = oneLine(title);
  lesson.chineseTitle = oneLine(chineseTitle);
  lesson.paragraphs = paragraphs(text);
  lesson.chineseParagraphs = paragraphs(chineseText);
  return lesson;
}

std::vector<std::filesystem::path> findLessons(const std::filesystem::path& folder) {
  std::vector<std::filesystem::path> found;
  std::error_code ec;
  for (std::filesystem::directory_iterator it(folder, ec), end; !ec && it != end; it.increment(ec))
    if (it->path().extension() == ".lesson") found.push_back(it->path());
  std::sort(found.begin(), found.end());
  return found;
}

int lessonNumber(const std::filesystem::path& file) {
  const std::string stem = file.stem().string();
  int number = 0;
  for (std::size_t i = 0; i < stem.size() && i < 6 && std::isdigit(static_cast<unsigned char>(stem[i])); ++i)
    number = number * 10 + (stem[i] - '0');
  return number;
}

std::vector<LessonShelf> shelveLessons(const std::vector<std::filesystem::path>& shippedFiles,
                                       const std::vector<std::filesystem::path>& userFiles, const LessonReader& read) {
  const i18n::Language language = i18n::language();
  std::vector<LessonShelf> shelves;
  const auto shelf = [&](const std::string& heading) -> LessonShelf& {
    for (LessonShelf& s : shelves)
      if (s.heading == heading) return s;
    return shelves.emplace_back(LessonShelf{heading, {}});
  };
  const auto entry = [&](const std::filesystem::path& file, bool numbered, std::string& topic) {
    LessonEntry e{file, file.stem().string(), true};
    if (const Lesson* lesson = read(file)) {
      e.label = lesson->titleIn(language);
      topic = lesson->topicIn(language);
    } else {
      e.readable = false;
      e.label += std::string(i18n::tr(" (unreadable)"));
    }
    if (const int number = lessonNumber(file); numbered && number > 0)
      e.label = i18n::text("Lesson {0}: {1}", number, e.label);
    return e;
  };
  for (const std::filesystem::path& file : shippedFiles) {
    std::string topic;
    LessonEntry e = entry(file, true, topic);
    shelf(topic.empty() ? std::string(i18n::tr("Other lessons")) : topic).lessons.push_back(std::move(e));
  }
  // The user's lessons after the shipped ones, under their own topics ("Your lessons: Renju") in the order
  // of each topic's first lesson, and those without one under "Your lessons".
  for (const std::filesystem::path& file : userFiles) {
    std::string topic;
    LessonEntry e = entry(file, false, topic);
    shelf(topic.empty() ? std::string(i18n::tr("Your lessons")) : i18n::text("Your lessons: {0}", topic))
        .lessons.push_back(std::move(e));
  }
  return shelves;
}

std::vector<LessonShelf> shelveLessons(const std::filesystem::path& shippedFolder,
                                       const std::filesystem::path& userFolder) {
  Lesson lesson;
  const LessonReader read = [&](const std::filesystem::path& file) -> const Lesson* {
    try {
      lesson = loadLesson(file);
      return &lesson;
    } catch (const std::exception&) {
      return nullptr;
    }
  };
  return shelveLessons(findLessons(shippedFolder),
                       userFolder == shippedFolder ? std::vector<std::filesystem::path>{} : findLessons(userFolder),
                       read);
}

}  // namespace boardlab
