// Lessons in the workbench: the Lessons menu, the lesson text beside the board, and saving the current
// scene as a lesson of one's own.

#include <algorithm>
#include <cfloat>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include <sys/stat.h>
#include <unistd.h>

#include <imgui.h>
#include <imgui_internal.h>

#include "app/workbench/shell/scene.hpp"
#include "app/workbench/shell/status_line.hpp"
#include "app/workbench/shell/user_folders.hpp"
#include "app/workbench/shell/workbench.hpp"
#include "app/workbench/views/style.hpp"
#include "app/workbench/views/trace_panels.hpp"
#include "app/workbench/views/ui_text.hpp"
#include "engine/core/articles.hpp"
#include "engine/core/atomic_file.hpp"
#include "engine/core/share_link.hpp"

namespace boardlab::ui {

std::filesystem::path Workbench::userLessonFolder() { return userDataFolder() / "lessons"; }

std::vector<std::filesystem::path> Workbench::lessonFolders() {
  std::vector<std::filesystem::path> folders;
  // The shipped lessons first (BOARDLAB_LESSONS, else the examples' lessons: the folder share links name),
  // then the user's own.
  folders.push_back(shippedLessonFolder());
  folders.push_back(userLessonFolder());
  return folders;
}

std::string Workbench::chineseOf(const Lesson& lesson) {
  std::string chinese = lesson.chineseTitle + lesson.chineseTopic;
  for (const LessonScene& s : lesson.allScenes()) {  // a lecture's every scene: its heading, text and questions
    chinese += s.chineseHeading + s.heading;
    for (const std::string& p : s.chineseParagraphs) chinese += p;
    for (const LessonQuestion& q : s.questions) chinese += q.chinesePrompt;
  }
  return chinese;
}

std::string Workbench::chineseLessonMenuText() {
  // Only what the Lessons menu shows: a lesson's text gets its glyphs when it is opened (openLesson), so a
  // folder of long Chinese lessons does not fill the font atlas before any of them is read.
  std::string text;
  for (const auto& folder : lessonFolders()) {
    for (const auto& file : findLessons(folder)) {
      try {
        const Lesson lesson = loadLesson(file);
        text += lesson.chineseTitle + lesson.chineseTopic;
      } catch (const std::exception&) {
        // An unreadable lesson shows its refusal when opened; it has no glyphs to offer.
      }
    }
  }
  return text;
}

bool Workbench::openLesson(const std::filesystem::path& file, std::size_t sceneIndex) {
  Lesson lesson;
  try {
    lesson = loadLesson(file);
  } catch (const std::exception& e) {
    status_ = text("Lesson not opened: {0}", e.what());
    return false;
  }
  if (sceneIndex >= lesson.sceneCount()) {
    status_ = text("Lesson not opened: {0} has {1} scenes, not {2}", file.filename().string(), lesson.sceneCount(),
                   sceneIndex + 1);
    return false;
  }
  return openLessonScene(lesson.atScene(sceneIndex), false);
}

bool Workbench::openLessonScene(Lesson lesson, bool atLastStep) {
  const std::filesystem::path file = lesson.file;
  Scene scene = lesson.scene;
  if (scene.step <= 0) scene.step = 1;  // none given: the first step, as docs/lessons.md says
  std::string error;
  // What the user had chosen, kept from before the first of a run of lessons (one lesson opened from
  // another must not give back the first lesson's variant).
  if (!lessonAlgorithm_) {
    algorithmsBeforeLesson_.clear();
    for (const auto& v : views_) algorithmsBeforeLesson_.push_back(v->algorithmName());
  }
  const std::string boardFolder = settings_.boardFolder;  // a lesson's board is BoardLab's, not the user's folder
  const bool opened = applyScene(*this, scene, error);
  lessonAlgorithm_ = lesson.scene.algo;  // after the board's load ended the scene before it; even if the step failed
  if (settings_.boardFolder != boardFolder) {  // put back, and saved once more only then
    settings_.boardFolder = boardFolder;
    persistSettings();
  }
  if (!opened) {
    status_ = text("Lesson {0} did not open its scene: {1}", file.filename().string(), error);
    return false;
  }
  if (atLastStep) activeCursor().last();  // stepped back into it: where its last step left off
  status_ = lesson.sceneCount() > 1 ? text("Lesson: {0}, scene {1} of {2}.", lesson.titleIn(i18n::language()),
                                           lesson.sceneIndex + 1, lesson.sceneCount())
                                    : text("Lesson: {0}.", lesson.titleIn(i18n::language()));
  // A lesson saved since the fonts were built may use characters they lack, and a lesson written only in
  // Chinese shows its Chinese in an English UI: rebuild the fonts with the text it will show.
  const bool shown = i18n::language() == i18n::Language::Chinese || lesson.title.empty() || lesson.paragraphs.empty();
  if (shown) fontsFor(chineseOf(lesson), lessonGlyphsAskedFor_);
  keepLesson(std::move(lesson));
  lessonUnfolded_ = false;
  return true;
}

bool Workbench::stepLecture(int by) {
  if (!lesson_ || lesson_->sceneCount() < 2) return false;
  const long next = static_cast<long>(lesson_->sceneIndex) + by;
  if (next < 0 || next >= static_cast<long>(lesson_->sceneCount())) return false;
  const Lesson lecture = lesson_->atScene(static_cast<std::size_t>(next));
  // The lesson's boards are BoardLab's: a board edited on the way is the user's, and is asked about.
  confirmDiscard(text("Go on to scene {0} of the lesson?", next + 1),
                 [this, lecture, by] { openLessonScene(lecture, by < 0); });
  return true;
}

void Workbench::keepLesson(Lesson lesson, bool onItsBoard) {
  lesson_ = std::move(lesson);
  lessonBoard_ = onItsBoard ? boardText() : std::string();  // "": no board text is, so the text says so
  lessonJustOpened_ = true;
}

bool Workbench::saveLesson(const std::string& title, const std::string& text, const std::string& chineseTitle,
                           const std::string& chineseText, const std::filesystem::path& where, const std::string& topic,
                           const std::string& chineseTopic) {
  const std::filesystem::path folder = where.empty() ? userLessonFolder() : where;
  lessonNotWritten_ = false;
  std::error_code ec;
  std::filesystem::create_directories(folder, ec);
  Lesson lesson = lessonFromFields(title, text, chineseTitle, chineseText);
  lesson.topic = topic;  // made one line, as every field, when written
  lesson.chineseTopic = chineseTopic;
  if (lesson.title.empty() && lesson.chineseTitle.empty()) lesson.title = tr("My lesson");
  // A file name from the title: letters and digits (Chinese ones too: UTF-8 bytes are kept), the rest as
  // dashes; "-2", "-3", ... when a lesson of that name exists, so a save never replaces another lesson.
  std::string base;
  for (char c : lesson.title.empty() ? lesson.chineseTitle : lesson.title) {
    const auto u = static_cast<unsigned char>(c);
    base += u >= 0x80 || std::isalnum(u) ? static_cast<char>(std::tolower(u)) : '-';
  }
  if (base.find_first_not_of('-') == std::string::npos) base = "lesson";
  // A file name has room for 255 bytes, with "-2.lesson": cut at 100, between characters.
  if (base.size() > 100) {
    std::size_t cut = 100;
    while (cut > 0 && (static_cast<unsigned char>(base[cut]) & 0xC0) == 0x80) --cut;
    base.resize(cut);
  }
  std::string slug = base;
  for (int n = 2; std::filesystem::exists(folder / (slug + ".lesson"), ec) ||
                  std::filesystem::exists(folder / (slug + ".board"), ec);
       ++n)
    slug = base + "-" + std::to_string(n);
  const std::string boardText = view_->boardText();
  view_->describeScene(lesson.scene);
  std::string droppedQuestions;
  if (lesson_ && lesson_->sceneCount() > 1) {
    // A lecture's scene: the whole lecture is saved, this scene as on screen with the dialog's text. Its
    // questions stay where they still hold: on the lesson's own board and scene.
    Lesson lecture = *lesson_;
    if (lessonBoardChanged() || !lecture.scene.sameAnalysis(lesson.scene)) {
      if (!lecture.questions.empty())
        droppedQuestions = tr(" Its questions were left out: they were about the lesson's board.");
      lecture.questions.clear();
    }
    lecture.scene = lesson.scene;
    lecture.title = lesson.title;
    lecture.chineseTitle = lesson.chineseTitle;
    lecture.topic = lesson.topic;
    lecture.chineseTopic = lesson.chineseTopic;
    lecture.paragraphs = lesson.paragraphs;
    lecture.chineseParagraphs = lesson.chineseParagraphs;
    lesson = std::move(lecture);
  }
  const std::string lessonText = boardlab::saveLesson(lesson, slug + ".board", folder);
  // What is written must open again: a "Saved" lesson the Lessons menu then refuses would lose the text.
  if (lessonText.size() > kMaxLessonFileBytes) {
    status_ =
        i18n::text("Lesson not saved: its file would be {0} KiB, and a lesson holds at most {1} KiB. Shorten its text.",
                   (lessonText.size() + 1023) / 1024, kMaxLessonFileBytes / 1024);
    return false;
  }
  std::string error;
  try {
    parseLesson(lessonText, folder / (slug + ".lesson"));
  } catch (const std::exception& e) {
    error = e.what();
  }
  if (!error.empty()) {
    status_ = i18n::text("Lesson not saved: {0}", error);
    return false;
  }
  if (!writeFileAtomically(folder / (slug + ".board"), boardText, error) ||
      !writeFileAtomically(folder / (slug + ".lesson"), lessonText, error)) {
    std::filesystem::remove(folder / (slug + ".board"), ec);  // no board without its lesson
    status_ = i18n::text("Lesson not saved: {0}", error);
    lessonNotWritten_ = true;  // the folder is the problem: the dialog offers another
    return false;
  }
  lesson.scene.boardFile = folder / (slug + ".board");
  lesson.file = folder / (slug + ".lesson");
  const bool listed = std::filesystem::equivalent(folder, userLessonFolder(), ec);
  status_ = listed ? i18n::text("Saved the lesson {0}; it is in the Lessons menu.", shownPath(lesson.file))
                   : i18n::text(
                         "Saved the lesson {0}. The Lessons menu lists only {1}: open this one with "
                         "boardlab --lesson {0}.",
                         lesson.file.string(), userLessonFolder().string());
  status_ += droppedQuestions;
  keepLesson(std::move(lesson));
  return true;
}

std::filesystem::path Workbench::otherLessonFolder(const std::filesystem::path& failed) {
  std::vector<std::filesystem::path> candidates;
  if (const char* home = std::getenv("HOME"); home && *home)
    candidates.push_back(std::filesystem::path(home) / "boardlab-lessons");
  // The temporary folder is shared: a folder of this user's own, that no one else can write.
  candidates.push_back(std::filesystem::temp_directory_path() / ("boardlab-lessons-" + std::to_string(::getuid())));
  for (const std::filesystem::path& folder : candidates) {
    std::error_code ec;
    if (std::filesystem::equivalent(folder, failed, ec)) continue;
    std::filesystem::create_directories(folder, ec);
    struct stat st {};
    if (::lstat(folder.c_str(), &st) == 0 && S_ISDIR(st.st_mode) && st.st_uid == ::getuid() &&
        (st.st_mode & 022) == 0 && ::access(folder.c_str(), W_OK) == 0)
      return folder;
  }
  return {};
}

void Workbench::openSaveLessonDialog() {
  openSaveLesson_ = true;
  // The open lesson's titles and text, in both languages: saving a lesson's scene moved to another step
  // keeps what the teacher wrote (one paragraph per line, as the fields say); a new text replaces it.
  const auto lines = [](const std::vector<std::string>& paragraphs) {
    std::string joined;
    for (const std::string& p : paragraphs) joined += (joined.empty() ? "" : "\n") + p;
    return joined;
  };
  std::snprintf(lessonDraft_.title, sizeof lessonDraft_.title, "%s", lesson_ ? lesson_->title.c_str() : "");
  std::snprintf(lessonDraft_.chineseTitle, sizeof lessonDraft_.chineseTitle, "%s",
                lesson_ ? lesson_->chineseTitle.c_str() : "");
  std::snprintf(lessonDraft_.text, sizeof lessonDraft_.text, "%s", lesson_ ? lines(lesson_->paragraphs).c_str() : "");
  std::snprintf(lessonDraft_.chineseText, sizeof lessonDraft_.chineseText, "%s",
                lesson_ ? lines(lesson_->chineseParagraphs).c_str() : "");
  std::snprintf(lessonDraft_.topic, sizeof lessonDraft_.topic, "%s", lesson_ ? lesson_->topic.c_str() : "");
  std::snprintf(lessonDraft_.chineseTopic, sizeof lessonDraft_.chineseTopic, "%s",
                lesson_ ? lesson_->chineseTopic.c_str() : "");
  std::snprintf(lessonDraft_.folder, sizeof lessonDraft_.folder, "%s", userLessonFolder().c_str());
  lessonDraft_.problem.clear();
}

void Workbench::drawLessonMenu() {
  // At large type the list is taller than the room under the menu bar: ImGui then pushed it up over the
  // bar. It opens under the bar, as high as the screen leaves, and scrolls.
  const float barBottom = ImGui::GetCurrentWindow()->MenuBarRect().Max.y;
  const ImGuiViewport* screen = ImGui::GetMainViewport();
  const float room = screen->Pos.y + screen->Size.y - ImGui::GetStyle().DisplaySafeAreaPadding.y - barBottom - 1;
  ImGui::SetNextWindowSizeConstraints(ImVec2(0, 0), ImVec2(FLT_MAX, std::max(room, ImGui::GetFrameHeight() * 3)));
  if (!ImGui::BeginMenu(tr("Lessons"))) {
    lessonMenuOpen_ = false;
    return;
  }
  // Each file is read when the menu opens and only if it changed; while it stays open, the folders are
  // looked at again when their time says a file came or went.
  const std::vector<std::filesystem::path> folders = lessonFolders();
  if (!lessonMenuOpen_)
    lessonLibrary_.refresh(folders.front(), folders.back());
  else
    lessonLibrary_.refreshIfFoldersChanged(folders.front(), folders.back());
  lessonMenuOpen_ = true;
  const std::vector<LessonShelf>& shelves = lessonLibrary_.shelves();
  // A lesson saved while BoardLab runs may be titled in characters the fonts lack.
  if (lessonLibrary_.shelvesBuilt() != menuGlyphsFor_) {
    menuGlyphsFor_ = lessonLibrary_.shelvesBuilt();
    std::string titles;
    for (const LessonShelf& shelf : shelves) {
      titles += shelf.heading;
      for (const LessonEntry& entry : shelf.lessons) titles += entry.label;
    }
    fontsFor(titles, menuGlyphsAskedFor_);
  }
  for (std::size_t i = 0; i < shelves.size(); ++i) {
    if (i > 0) ImGui::Separator();
    ImGui::TextDisabled("%s", shelves[i].heading.c_str());
    for (const LessonEntry& entry : shelves[i].lessons) {
      const std::filesystem::path file = entry.file;
      ImGui::PushID(file.c_str());  // two lessons may share a title (a scene saved twice)
      if (ImGui::MenuItem(entry.label.c_str()))
        confirmDiscard(text("Open the lesson '{0}'?", entry.label), [this, file] { openLesson(file); });
      if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", file.string().c_str());
      ImGui::PopID();
    }
  }
  if (shelves.empty()) ImGui::TextDisabled("%s", text("No lessons found in {0}", folders.front().string()).c_str());
  ImGui::Separator();
  if (ImGui::MenuItem(tr("Save this scene as a lesson..."))) openSaveLessonDialog();
  if (lesson_ && ImGui::MenuItem(tr("Close the lesson text"))) closeLessonText();
  ImGui::EndMenu();
}

void Workbench::drawLessonSection() {
  setArticleCitedAbove(nullptr);
  if (!lesson_) return;
  if (lessonJustOpened_) {
    // A new lesson starts at its text: the side panel scrolled to the top and the section open, whatever
    // the panel showed before.
    ImGui::SetScrollY(0.0f);
    ImGui::SetNextItemOpen(true, ImGuiCond_Always);
    lessonJustOpened_ = false;
  }
  // A title wider than the panel (a projector's large type) is cut with "..." and shown whole on hover,
  // never run past the panel's edge.
  const std::string title = text("Lesson: {0}", lesson_->titleIn(i18n::language()));
  const ImGuiStyle& style = ImGui::GetStyle();
  const std::string shownTitle = fitStatusText(
      title, ImGui::GetContentRegionAvail().x - ImGui::GetFontSize() - style.FramePadding.x * 4 - style.ItemSpacing.x);
  const bool open = section((shownTitle + "###lesson").c_str());
  if (shownTitle != title && ImGui::IsItemHovered()) {
    ImGui::BeginTooltip();
    wrappedText(title, ImGui::GetFontSize() * 30.0f);
    ImGui::EndTooltip();
  }
  if (!open) return;
  drawLectureSteps();
  if (!lesson_) return;  // the next scene did not open: the lesson is gone
  const LessonText shown = lessonText();
  // An edited board: the text stays for reference, dimmed under a line that says whose board it is about
  // (lesson 11's text described a U path under "no path" once a tile was painted).
  if (shown.aboutAnotherBoard) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.0f, 0.55f, 0.35f, 1.0f));  // the warnings' orange
    wrappedText(
        tr("The board has changed since the lesson opened: this text is about the lesson's board, not "
           "this one. Open the lesson again for its board."));
    ImGui::PopStyleColor();
    ImGui::Spacing();
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
  }
  for (const std::string& p : shown.paragraphs) {
    wrappedText(p);
    ImGui::Spacing();
  }
  if (shown.aboutAnotherBoard) ImGui::PopStyleColor();
  if (!shown.source.empty()) {
    setArticleCitedAbove(articleOf(lesson_->scene.algo));  // the Code section below need not cite it again
    wrappedHint(shown.source);
    ImGui::Spacing();
  }
  const bool foldable = presenter_ && lesson_->paragraphsIn(i18n::language()).size() > 1;
  if (shown.hidden > 0) {
    if (ImGui::SmallButton(
            text("More ({0})", i18n::counted(static_cast<long long>(shown.hidden), tr("paragraph"), tr("paragraphs")))
                .c_str()))
      lessonUnfolded_ = true;
  } else if (foldable && ImGui::SmallButton(tr("Less"))) {
    lessonUnfolded_ = false;
  }
  // Beside More or Less when it fits, else under it: a narrow panel at a large scale cut it off.
  const char* close = tr("Close the lesson text");
  if (foldable) sameLineIfItFits(buttonWidth(close));
  if (ImGui::SmallButton(close)) closeLessonText();
}

void Workbench::lessonSceneGone() {
  if (lessonAlgorithm_ && articleOf(*lessonAlgorithm_) && algorithmsBeforeLesson_.size() == views_.size())
    for (std::size_t i = 0; i < views_.size(); ++i)
      if (views_[i]->algorithmName() == *lessonAlgorithm_) views_[i]->chooseAlgorithm(algorithmsBeforeLesson_[i]);
  lessonAlgorithm_.reset();
  lesson_.reset();
}

// A lecture's place: which scene of how many, its heading, and buttons to the scenes either side (PgUp and
// PgDn go there too, past the first and last step).
void Workbench::drawLectureSteps() {
  const std::size_t count = lesson_->sceneCount();
  if (count < 2) return;
  const std::size_t k = lesson_->sceneIndex;
  const bool chinese = i18n::language() == i18n::Language::Chinese;
  const std::string& heading = chinese && !lesson_->chineseHeading.empty() ? lesson_->chineseHeading
                               : lesson_->heading.empty()                  ? lesson_->chineseHeading
                                                                           : lesson_->heading;
  ImGui::TextDisabled("%s", text("Scene {0} of {1}", k + 1, count).c_str());
  if (!heading.empty()) {
    ImGui::SameLine();
    ImGui::TextUnformatted(heading.c_str());
  }
  int go = 0;  // after the buttons: opening a scene may close the lesson they are drawn from
  ImGui::BeginDisabled(k == 0);
  if (ImGui::SmallButton(tr("< Previous scene"))) go = -1;
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::BeginDisabled(k + 1 >= count);
  if (ImGui::SmallButton(tr("Next scene >"))) go = 1;
  ImGui::EndDisabled();
  ImGui::Spacing();
  if (go != 0) stepLecture(go);
}

Workbench::LessonText Workbench::lessonText() const {
  LessonText shown;
  if (!lesson_) return shown;
  // On a projector the whole text would push Code and Watch below the fold: presenter mode shows the
  // first paragraph and a "More" button until the presenter asks for the rest.
  const std::vector<std::string>& paragraphs = lesson_->paragraphsIn(i18n::language());
  const bool folded = presenter_ && !lessonUnfolded_ && paragraphs.size() > 1;
  shown.paragraphs.assign(paragraphs.begin(), folded ? paragraphs.begin() + 1 : paragraphs.end());
  shown.hidden = paragraphs.size() - shown.paragraphs.size();
  if (const Article* article = articleOf(lesson_->scene.algo); article && !folded)
    shown.source = text("Source: {0}", citation(*article));
  shown.aboutAnotherBoard = lessonBoardChanged();
  return shown;
}

// Under a text box, how its text will read in the lesson: ImGui's text boxes do not wrap, so a long
// paragraph runs off to the right while typed; here it wraps as the side panel will wrap it.
void Workbench::drawLessonPreview(const char* id, const char* text, ImVec2 box) {
  ImGui::BeginChild(id, ImVec2(box.x, box.y * 0.75f), true);
  const Lesson shown = lessonFromFields("", text, "", "");
  if (shown.paragraphs.empty()) wrappedHint(tr("Each line you type is a paragraph; it wraps like this."));
  for (const std::string& p : shown.paragraphs) {
    wrappedText(p);
    ImGui::Spacing();
  }
  ImGui::EndChild();
}

void Workbench::drawSaveLessonPopup() {
  if (openSaveLesson_) {
    ImGui::OpenPopup(trId("Save as a lesson").c_str());
    openSaveLesson_ = false;
  }
  if (!ImGui::BeginPopupModal(trId("Save as a lesson").c_str(), nullptr, ImGuiWindowFlags_AlwaysAutoResize)) return;
  ImGui::TextWrapped("%s",
                     tr("The board, the algorithm, the move or pair and the step on screen become a lesson in this "
                        "folder (the Lessons menu lists the lessons of your lessons folder):"));
  LessonDraft& d = lessonDraft_;
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 48);
  ImGui::InputText("##folder", d.folder, sizeof d.folder);
  // Both languages side by side: a class taught in Chinese and English gets one lesson, not two. Chinese
  // typed in an English UI needs its glyphs in the font: they are added, and the fonts rebuilt, as typed.
  const ImVec2 box(ImGui::GetFontSize() * 24, ImGui::GetFontSize() * 7);
  if (ImGui::BeginTable("languages", 2, ImGuiTableFlags_SizingFixedFit)) {
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(tr("English"));
    ImGui::SetNextItemWidth(box.x);
    ImGui::InputTextWithHint("##title", tr("Title"), d.title, sizeof d.title);
    ImGui::SetNextItemWidth(box.x);
    ImGui::InputTextWithHint("##topic", tr("Topic: the Lessons menu's heading (optional)"), d.topic, sizeof d.topic);
    ImGui::InputTextMultiline("##text", d.text, sizeof d.text, box);
    drawLessonPreview("preview", d.text, box);
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(i18n::languageName(i18n::Language::Chinese).data());
    ImGui::SetNextItemWidth(box.x);
    ImGui::InputTextWithHint("##title.zh-CN", tr("Title"), d.chineseTitle, sizeof d.chineseTitle);
    ImGui::SetNextItemWidth(box.x);
    ImGui::InputTextWithHint("##topic.zh-CN", tr("Topic: the Lessons menu's heading (optional)"), d.chineseTopic,
                             sizeof d.chineseTopic);
    ImGui::InputTextMultiline("##text.zh-CN", d.chineseText, sizeof d.chineseText, box);
    drawLessonPreview("preview.zh-CN", d.chineseText, box);
    ImGui::EndTable();
  }
  ImGui::TextDisabled("%s",
                      tr("One paragraph per line. Either language may stay empty: the lesson then shows the other."));
  fontsFor(std::string(d.chineseTitle) + d.chineseTopic + d.chineseText, d.glyphsAskedFor);
  if (!d.problem.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.0f, 0.55f, 0.35f, 1.0f));
    wrappedText(d.problem, ImGui::GetFontSize() * 48);  // a path breaks where the line ends, not at its dots
    ImGui::PopStyleColor();
  }
  const bool save = ImGui::Button(tr("Save"));
  d.saveButton = {ImGui::GetItemRectMin(), ImGui::GetItemRectMax()};
  if (save) {
    // A failed save keeps the dialog and everything typed in it, says why, and offers a folder that can be
    // written (filled in, so Save again puts the lesson there).
    if (saveLesson(d.title, d.text, d.chineseTitle, d.chineseText, d.folder, d.topic, d.chineseTopic)) {
      d.problem.clear();
      ImGui::CloseCurrentPopup();
    } else {
      d.problem = status_;
      if (const std::filesystem::path other = lessonNotWritten_ ? otherLessonFolder(d.folder) : ""; !other.empty()) {
        d.problem +=
            "\n" + text("It can be saved in {0}: the folder above now says so; press Save again.", other.string());
        std::snprintf(d.folder, sizeof d.folder, "%s", other.c_str());
      }
    }
  }
  ImGui::SameLine();
  if (ImGui::Button(tr("Cancel"))) ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
}

}  // namespace boardlab::ui
