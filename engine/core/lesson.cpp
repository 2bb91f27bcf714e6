#include "engine/core/lesson.hpp"

#include <algorithm>
#include <cctype>
#include <set>
#include <sstream>
#include <stdexcept>
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

constexpr std::string_view kLessonKeys[] = {"title", "board",       "algo",         "step",  "shows",
                                            "text",  "title.zh-CN", "text.zh-CN",   "topic", "topic.zh-CN",
                                            "ask",   "prompt",      "prompt.zh-CN", "scene", "scene.zh-CN"};

// The prose keys: their value keeps a '#', and may run as long as the line.
bool isProse(std::string_view key) {
  return key == "title" || key == "title.zh-CN" || key == "topic" || key == "topic.zh-CN" || key == "text" ||
         key == "text.zh-CN" || key == "prompt" || key == "prompt.zh-CN" || key == "scene" || key == "scene.zh-CN" ||
         key == "ask";
}

// The keys a lesson may hold, for the refusal of another: the games' scene keys between `algo` and `step`.
std::string knownKeys() {
  std::string out = "title, board, algo, ";
  for (const GameModule* game : games())
    for (const SceneKey& k : game->sceneKeys)
      if (!k.lessonKey.empty()) out += std::string(k.lessonKey) + ", ";
  return out +
         "step, shows, text, ask, prompt, scene, topic, title.zh-CN, text.zh-CN, prompt.zh-CN, scene.zh-CN, "
         "topic.zh-CN";
}

}  // namespace

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

namespace {
// Puts scene `s` in the lesson's fields.
void showScene(Lesson& lesson, const LessonScene& s);
}  // namespace

Lesson parseLesson(std::string_view text, const std::filesystem::path& file) {
  const std::string name = file.string();
  Lesson lesson;
  lesson.file = file;
  // Every scene as it is read, the first included; the first then goes into the lesson's own fields.
  std::vector<LessonScene> scenes(1);
  bool seenBoard = false;
  std::set<std::string> ownKeys;  // the scene parameters (and algo) the scene being read gives itself
  // A '#' is text except at the start of a line, and a paragraph may be as long as the file: what the
  // Save as a lesson dialog writes reads back whole ("Lesson #1 on C# code", a long paragraph).
  for (const TextLine& line : splitBoardLines(text, name, LineRules{false, kMaxLessonFileBytes})) {
    const std::size_t space = line.text.find_first_of(" \t");
    const std::string key = line.text.substr(0, space);
    std::string value = space == std::string::npos ? "" : line.text.substr(line.text.find_first_not_of(" \t", space));
    const auto fail = [&](const std::string& why) { throw BoardFileError(name, line.number, why); };
    // The keys that name things keep what older versions allowed: a comment after a blank ("ply 9  # the
    // five"). A title, topic, text or question keeps its '#' (it is prose).
    if (!isProse(key)) {
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
    if (key != "text" && key != "text.zh-CN" && key != "scene" && value.empty()) fail("'" + key + "' has no value");
    LessonScene& at = scenes.back();
    if (parameter) {
      int n = 0;
      if (parameter->number) number(n);
      // A number 0 is the game's default, as leaving the line out (a later `ply 0` undoes an earlier `ply 5`).
      at.scene.set(parameter->key, !parameter->number ? value : n > 0 ? std::to_string(n) : "");
      ownKeys.insert(std::string(parameter->key));
    } else if (key == "scene") {
      // Before any board: the first scene's heading. After one: the next scene, which starts as the one
      // before it (its board, algorithm and parameters) at its first step, with no text or questions.
      if (!seenBoard) {
        at.heading = value;
      } else {
        if (scenes.size() >= kMaxLessonScenes)
          fail("a lecture holds at most " + std::to_string(kMaxLessonScenes) + " scenes");
        LessonScene next;
        next.scene = at.scene;
        next.scene.step = 0;
        next.heading = value;
        next.line = line.number;
        scenes.push_back(std::move(next));
        ownKeys.clear();
      }
    } else if (key == "scene.zh-CN") {
      at.chineseHeading = value;
    } else if (key == "title") {
      lesson.title = value;
    } else if (key == "board") {
      // A later scene on a board of its own starts afresh: what the scene before analysed (its algorithm,
      // move, point or pair) belongs to that board; the scene's own lines say what it analyses.
      if (scenes.size() > 1) {
        if (!ownKeys.count("algo")) at.scene.algo.clear();
        std::vector<SceneParameter> kept;
        for (const SceneParameter& p : at.scene.parameters)
          if (ownKeys.count(p.key)) kept.push_back(p);
        at.scene.parameters = std::move(kept);
      }
      at.scene.boardFile = file.parent_path() / value;
      seenBoard = true;
    } else if (key == "algo") {
      at.scene.algo = value;
      ownKeys.insert("algo");
    } else if (key == "step") {
      number(at.scene.step, 1, " (step 1 is the first, as the timeline counts)");
    } else if (key == "shows") {
      if (value != "differs" && value != "agrees") fail("'shows' is 'differs' or 'agrees', not '" + value + "'");
      at.shows = value;
    } else if (key == "ask") {
      // ask STEP KIND ANSWER...: words apart by blanks, the answer the rest of the line.
      std::istringstream words(value);
      std::string stepWord;
      LessonQuestion q;
      words >> stepWord >> q.kind;
      std::getline(words, q.answer);
      q.answer = oneLine(q.answer);
      if (!parseCount(stepWord, kMaxLessonNumber, q.step) || q.step < 1 || q.kind.empty() || q.answer.empty())
        fail("'ask' wants the step it is asked before, the question's kind and its answer ('ask 2 stop c8'), not '" +
             value + "'");
      q.line = line.number;
      if (at.questions.size() >= kMaxLessonQuestions)
        fail("a scene asks at most " + std::to_string(kMaxLessonQuestions) + " questions");
      at.questions.push_back(std::move(q));
    } else if (key == "prompt" || key == "prompt.zh-CN") {
      if (at.questions.empty()) fail("'" + key + "' words the 'ask' line before it, and this scene has none yet");
      (key == "prompt" ? at.questions.back().prompt : at.questions.back().chinesePrompt) = value;
    } else if (key == "topic") {
      lesson.topic = value;
    } else if (key == "topic.zh-CN") {
      lesson.chineseTopic = value;
    } else if (key == "title.zh-CN") {
      lesson.chineseTitle = value;
    } else if (key == "text.zh-CN") {
      at.chineseParagraphs.push_back(value);
    } else {  // text
      at.paragraphs.push_back(value);
    }
  }
  if (!seenBoard) throw BoardFileError(name, 0, "a lesson needs a 'board' line");
  if (lesson.title.empty() && lesson.chineseTitle.empty()) lesson.title = file.stem().string();
  lesson.scenes = std::move(scenes);
  showScene(lesson, lesson.scenes.front());
  if (lesson.scenes.size() == 1) lesson.scenes.clear();  // a lesson of one scene: its fields, as ever
  return lesson;
}

namespace {
void showScene(Lesson& lesson, const LessonScene& s) {
  lesson.scene = s.scene;
  lesson.paragraphs = s.paragraphs;
  lesson.chineseParagraphs = s.chineseParagraphs;
  lesson.questions = s.questions;
  lesson.shows = s.shows;
  lesson.heading = s.heading;
  lesson.chineseHeading = s.chineseHeading;
}
}  // namespace

std::vector<LessonScene> Lesson::allScenes() const {
  std::vector<LessonScene> out = scenes;
  if (out.empty()) out.resize(1);
  LessonScene& now = out[std::min(sceneIndex, out.size() - 1)];
  now.scene = scene;
  now.paragraphs = paragraphs;
  now.chineseParagraphs = chineseParagraphs;
  now.questions = questions;
  now.shows = shows;
  now.heading = heading;
  now.chineseHeading = chineseHeading;
  return out;
}

Lesson Lesson::atScene(std::size_t k) const {
  Lesson out = *this;
  if (scenes.empty()) return out;  // one scene: the fields
  out.scenes = allScenes();
  k = std::min(k, out.scenes.size() - 1);
  showScene(out, out.scenes[k]);
  out.sceneIndex = k;
  return out;
}

Lesson loadLesson(const std::filesystem::path& file) {
  Lesson lesson = parseLesson(readTextFile(file, kMaxLessonFileBytes), file);
  checkLessonQuestions(lesson);
  return lesson;
}

std::vector<Question> lessonQuestions(const std::vector<Question>& made, const std::vector<LessonQuestion>& asks,
                                      const CellName& name) {
  std::vector<Question> picked;
  for (const LessonQuestion& ask : asks) {
    std::string answers;  // what the trace answers to questions of this kind before this step
    const Question* found = nullptr;
    for (const Question& q : made)
      if (q.step + 1 == ask.step && q.kind == ask.kind) {
        if (writtenAnswerIsRight(q, ask.answer, name)) {
          found = &q;
          break;
        }
        const i18n::LanguageScope english(i18n::Language::English);
        answers += (answers.empty() ? "'" : "' or '") + answerText(q, rightAnswer(q), name);
      }
    if (!found)
      throw std::invalid_argument(answers.empty()
                                      ? "the trace asks no '" + ask.kind + "' question before step " +
                                            std::to_string(ask.step) + " ('boardlab-cli quiz' lists those it asks)"
                                      : "the trace answers " + answers + "', not '" + ask.answer + "'");
    Question q = *found;
    q.ownPrompt = ask.prompt;
    q.ownChinesePrompt = ask.chinesePrompt;
    picked.push_back(std::move(q));
  }
  return picked;
}

void checkLessonQuestions(const Lesson& lesson) {
  const std::string name = lesson.file.string();
  for (const LessonScene& s : lesson.allScenes()) {
    if (s.questions.empty()) continue;
    // The scene traced as predict mode traces it, in English (the makers read the English words). A scene
    // that cannot be traced cannot have its questions checked: refused at its first question.
    Scene scene = s.scene;
    SceneTrace run;
    std::vector<Question> made;
    try {
      scene.boardText = readTextFile(scene.boardFile);
      const GameModule* game = gameOfText(scene.boardText, scene.boardFile.string()).game;
      if (!game || !game->traceScene || !game->questions)
        throw std::invalid_argument("this board's game asks no questions");
      scene.game = std::string(game->name);
      const i18n::LanguageScope english(i18n::Language::English);
      run = game->traceScene(scene);
      made = game->questions(run);
    } catch (const std::exception& e) {
      throw BoardFileError(name, s.questions.front().line, std::string("the questions cannot be checked: ") + e.what());
    }
    for (const LessonQuestion& ask : s.questions) try {
        lessonQuestions(made, {ask}, run.cellName);
      } catch (const std::invalid_argument& e) {
        throw BoardFileError(name, ask.line,
                             std::string("'ask ") + std::to_string(ask.step) + " " + ask.kind + "': " + e.what());
      }
  }
}

namespace {
// A board's path from the lesson's folder, both made absolute first (a lesson opened by a relative path).
std::string boardPath(const std::filesystem::path& board, const std::filesystem::path& lessonFolder) {
  std::error_code ec;
  const std::filesystem::path absoluteBoard = std::filesystem::absolute(board, ec);
  if (lessonFolder.empty() || ec) return board.generic_string();
  const std::filesystem::path absoluteFolder = std::filesystem::absolute(lessonFolder, ec);
  if (ec) return absoluteBoard.generic_string();
  return absoluteBoard.lexically_normal().lexically_proximate(absoluteFolder.lexically_normal()).generic_string();
}
}  // namespace

std::string saveLesson(const Lesson& in, const std::string& boardRelative, const std::filesystem::path& lessonFolder) {
  // Every value as its line will read back ('#' stays text there, and a line may be as long as the file).
  std::vector<LessonScene> scenes = in.allScenes();
  for (LessonScene& s : scenes) {
    for (std::string* field : {&s.heading, &s.chineseHeading, &s.scene.algo, &s.shows}) *field = oneLine(*field);
    for (SceneParameter& p : s.scene.parameters) p.value = oneLine(p.value);
    for (std::vector<std::string>* paragraphs : {&s.paragraphs, &s.chineseParagraphs})
      for (std::string& p : *paragraphs) p = oneLine(p);
    for (LessonQuestion& q : s.questions)
      for (std::string* field : {&q.kind, &q.answer, &q.prompt, &q.chinesePrompt}) *field = oneLine(*field);
  }
  const std::size_t shown = std::min(in.sceneIndex, scenes.size() - 1);
  std::ostringstream out;
  out << "# A BoardLab lesson: the scene to open and what to say about it.\n";
  if (const std::string title = oneLine(in.title); !title.empty()) out << "title " << title << "\n";
  if (const std::string topic = oneLine(in.topic); !topic.empty()) out << "topic " << topic << "\n";
  for (std::size_t k = 0; k < scenes.size(); ++k) {
    const LessonScene& s = scenes[k];
    const Scene* before = k > 0 ? &scenes[k - 1].scene : nullptr;
    if (k > 0 || !s.heading.empty()) out << "scene" << (s.heading.empty() ? "" : " " + s.heading) << "\n";
    if (!s.chineseHeading.empty()) out << "scene.zh-CN " << s.chineseHeading << "\n";
    // A later scene carries the one before's board, algorithm and parameters. Where that would carry
    // something this scene lacks (another board, an algorithm or a point it has not), its `board` line
    // starts it afresh and every line of it is written.
    bool afresh = !before || k == shown;
    if (before && !afresh) {
      afresh = s.scene.boardFile.lexically_normal() != before->boardFile.lexically_normal() ||
               (s.scene.algo.empty() && !before->algo.empty());
      for (const SceneParameter& p : before->parameters)
        if (s.scene.parameter(p.key).empty()) afresh = true;
    }
    // The scene on screen is written with the board saved beside the lesson; the others name theirs from
    // the lesson's folder.
    if (k == shown)
      out << "board " << boardRelative << "\n";
    else if (afresh)
      out << "board " << boardPath(s.scene.boardFile, lessonFolder) << "\n";
    if (!s.scene.algo.empty() && (afresh || s.scene.algo != before->algo)) out << "algo " << s.scene.algo << "\n";
    for (const GameModule* game : games())  // each game's parameters in its order (those lessons carry)
      for (const SceneKey& key : game->sceneKeys) {
        if (key.lessonKey.empty()) continue;
        const std::string& value = s.scene.parameter(key.key);
        if (!value.empty() && (afresh || value != before->parameter(key.key)))
          out << key.lessonKey << " " << value << "\n";
      }
    if (s.scene.step > 0) out << "step " << s.scene.step << "\n";
    if (!s.shows.empty()) out << "shows " << s.shows << "\n";
    for (const std::string& p : s.paragraphs) out << "text " << p << "\n";
    if (k == 0) {
      if (const std::string title = oneLine(in.chineseTitle); !title.empty()) out << "title.zh-CN " << title << "\n";
      if (const std::string topic = oneLine(in.chineseTopic); !topic.empty()) out << "topic.zh-CN " << topic << "\n";
    }
    for (const std::string& p : s.chineseParagraphs) out << "text.zh-CN " << p << "\n";
    for (const LessonQuestion& q : s.questions) {
      out << "ask " << q.step << " " << q.kind << " " << q.answer << "\n";
      if (!q.prompt.empty()) out << "prompt " << q.prompt << "\n";
      if (!q.chinesePrompt.empty()) out << "prompt.zh-CN " << q.chinesePrompt << "\n";
    }
  }
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
