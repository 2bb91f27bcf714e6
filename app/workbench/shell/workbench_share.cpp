// Share links in the workbench (docs/share-links.md): Edit > Copy share link, File > Open share link...,
// a link pasted where a board is pasted, and `boardlab 'LINK'`. The format is the engine's
// (engine/core/share_link.hpp); here the scene on screen is described, and a link's scene applied.

#include <algorithm>

#include <imgui.h>

#include "app/workbench/shell/scene.hpp"
#include "app/workbench/shell/status_line.hpp"
#include "app/workbench/shell/workbench.hpp"
#include "app/workbench/views/style.hpp"
#include "app/workbench/views/ui_text.hpp"
#include "engine/core/board_text.hpp"
#include "engine/core/game_module.hpp"
#include "engine/core/lesson.hpp"
#include "engine/core/scene.hpp"
#include "engine/core/share_link.hpp"

namespace boardlab::ui {

Scene Workbench::sceneOnScreen() const {
  Scene scene;
  view_->describeScene(scene);
  scene.game = std::string(view_->name());
  scene.boardText = view_->boardText();
  return scene;
}

std::string Workbench::shareLink(std::string* note) const {
  const std::string link = sceneLink(note);
  return shareBase().empty() ? link : shareBase() + "#" + link;
}

std::string Workbench::sceneLink(std::string* note) const {
  SharedLink shared;
  shared.scene = sceneOnScreen();
  Scene& scene = shared.scene;
  const GameModule* game = findGame(scene.game);
  if (!scene.algo.empty() && game && !isBuiltInAlgorithm(*game, scene.algo)) {
    // A link never names a program: someone else's BoardLab must not be asked to run it.
    if (note) *note = text("{0} is one of your programs: the link shows the board without it.", scene.algo);
    scene.algo.clear();  // and what it analysed: the board alone
    scene.step = 0;
    scene.parameters.clear();
  } else if (scene.algo.empty()) {
    scene.step = 0;
  }
  // A shipped lesson is named (every BoardLab has it); a user's own is not (the link carries its scene), nor
  // one whose file name a link cannot carry (a department's own lessons folder may hold any name).
  // Only with its own scene: a lesson named beside an edited board opened its text over a board it is not about.
  const std::string stem = lesson_ ? lesson_->file.stem().string() : "";
  if (lesson_ && !lessonBoardChanged() && lesson_->file.parent_path() == lessonFolders().front() &&
      std::all_of(stem.begin(), stem.end(), isShareValueChar)) {
    shared.lesson = stem;
    shared.lessonScene = static_cast<int>(lesson_->sceneIndex) + 1;  // a lecture's scene on screen
  }
  shared.presenter = presenter_;
  shared.embed = embedded_;
  return boardlab::shareLink(shared);
}

bool Workbench::showSharedBoard(const std::string& boardText) {
  try {
    const std::vector<std::string> notes = showBoardText(boardText, "share link");
    setDocument({}, std::nullopt);
    status_ = withNotes(tr("Opened the share link."), notes);
    return true;
  } catch (const std::exception& e) {
    status_ = text("Share link not opened: {0}", e.what());
    return false;
  }
}

bool Workbench::openShareLink(const std::string& linkText, bool* boardReplaced) {
  if (boardReplaced) *boardReplaced = false;
  const std::string before = view_->boardText();
  SharedLink shared;
  try {
    shared = readShareLink(linkText);
  } catch (const std::exception& e) {  // ShareLinkError, or a board the game's own reader refuses
    status_ = text("Share link not opened: {0}", e.what());
    return false;
  }
  std::optional<Lesson> lesson;
  std::vector<std::string> notes = shared.notes;
  try {  // a lesson of another game is refused with the link (its text would describe another board)
    bool found = true;
    checkSharedLesson(shared, lessonFolders().front(), found);
  } catch (const std::exception& e) {
    status_ = text("Share link not opened: {0}", e.what());
    return false;
  }
  if (!shared.lesson.empty()) {
    const std::filesystem::path file = lessonFolders().front() / (shared.lesson + ".lesson");
    try {
      const Lesson whole = loadLesson(file);
      lesson =
          whole.atScene(std::min(static_cast<std::size_t>(std::max(shared.lessonScene, 1)), whole.sceneCount()) - 1);
    } catch (const std::exception&) {
      notes.push_back(
          text("the lesson {0} is not one of this BoardLab's lessons: its text is not shown", shared.lesson));
    }
  }
  if (!lessonAlgorithm_) {  // as a lesson does: what the user had chosen comes back when the scene goes
    algorithmsBeforeLesson_.clear();
    for (const auto& v : views_) algorithmsBeforeLesson_.push_back(v->algorithmName());
  }
  Scene scene = shared.scene;
  // No step in the link is its first step (docs/share-links.md), not wherever the view opens a trace.
  if (scene.step <= 0 && !scene.algo.empty()) scene.step = 1;
  std::string error;
  const bool whole = applyScene(*this, scene, error);
  lessonAlgorithm_ = shared.scene.algo;  // its board is on screen either way: the user's algorithm comes back after
  if (!whole) {
    if (boardReplaced) *boardReplaced = view_->boardText() != before;
    status_ = text("Share link opened, but not its whole scene: {0}", error);
    return false;
  }
  if (boardReplaced) *boardReplaced = true;
  if (lesson) {
    if (i18n::language() == i18n::Language::Chinese || lesson->title.empty())
      fontsFor(chineseOf(*lesson), lessonGlyphsAskedFor_);
    const bool onItsBoard = isLessonsBoard(shared, lesson->scene.boardFile);
    keepLesson(std::move(*lesson), onItsBoard);
    lessonUnfolded_ = false;
  }
  if (shared.presenter && !presenter_) setPresenter(true);
  if (shared.embed) setEmbedded(true);
  status_ = withNotes(tr("Opened the share link."), notes);
  return true;
}

void Workbench::drawOpenShareLinkPopup() {
  const std::string title = trId("Open share link");
  if (openShareLinkDialog_) {
    ImGui::OpenPopup(title.c_str());
    openShareLinkDialog_ = false;
    shareLinkProblem_.clear();
  }
  if (!ImGui::BeginPopupModal(title.c_str(), nullptr, ImGuiWindowFlags_AlwaysAutoResize)) return;
  ImGui::TextUnformatted(tr("Paste a share link (v=1&g=...), or a web address ending in #v=1&...:"));
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 40);
  // The field has the keyboard when the dialog opens and again after a refusal, to correct the link (its
  // text kept, not selected: a key typed must not replace it).
  if (ImGui::IsWindowAppearing() || shareLinkRefocus_) ImGui::SetKeyboardFocusHere();
  shareLinkRefocus_ = false;
  const bool entered =
      ImGui::InputText("##link", shareLinkDraft_, sizeof shareLinkDraft_, ImGuiInputTextFlags_EnterReturnsTrue);
  if (!shareLinkProblem_.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.0f, 0.55f, 0.35f, 1.0f));
    wrappedText(shareLinkProblem_, ImGui::GetFontSize() * 40);
    ImGui::PopStyleColor();
  }
  if (ImGui::Button(tr("Open")) || entered) {
    // A link that does not read keeps the dialog open with the field and character that are wrong; one
    // that replaced the board closes it (the status line says what of its scene did not apply). Unsaved
    // work is asked about first, as for any board that replaces it.
    const std::string link = shareLinkDraft_;
    try {
      readShareLink(link);
      ImGui::CloseCurrentPopup();
      confirmDiscard(tr("Replace the board with the share link's?"), [this, link] { openShareLink(link); });
    } catch (const std::exception& e) {
      shareLinkProblem_ = text("Share link not opened: {0}", e.what());
      shareLinkRefocus_ = true;
    }
  }
  ImGui::SameLine();
  if (ImGui::Button(tr("Cancel")) || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape)))
    ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
}

// View > Share link address: the web address a copied link follows (share_base in settings.ini), where
// BoardLab is published for the class. Empty: the page's own address in a served page, the link alone
// elsewhere.
void Workbench::drawShareBasePopup() {
  const std::string title = trId("Share link address");
  if (shareBaseDialog_) {
    ImGui::OpenPopup(title.c_str());
    shareBaseDialog_ = false;
    shareBaseProblem_.clear();
    std::snprintf(shareBaseDraft_, sizeof shareBaseDraft_, "%s", settings_.shareBase.c_str());
  }
  const ImGuiViewport* screen = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(
      ImVec2(screen->WorkPos.x + screen->WorkSize.x * 0.5f, screen->WorkPos.y + screen->WorkSize.y * 0.4f),
      ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
  if (!ImGui::BeginPopupModal(title.c_str(), nullptr, ImGuiWindowFlags_AlwaysAutoResize)) return;
  const float width = ImGui::GetFontSize() * 36;
  wrappedText(tr("The web address where BoardLab is published for your class (https://school.example/boardlab/"
                 "BoardLab.html): a copied share link goes after it, so a click on the link opens the scene."),
              width);
  ImGui::SetNextItemWidth(width);
  if (ImGui::IsWindowAppearing()) ImGui::SetKeyboardFocusHere();
  const bool entered =
      ImGui::InputText("##base", shareBaseDraft_, sizeof shareBaseDraft_, ImGuiInputTextFlags_EnterReturnsTrue);
  wrappedHint(defaultShareBase_.empty()
                  ? tr("Left empty, a copied link is the scene alone: it opens with File > Open share link.")
                  : text("Left empty, a copied link goes after this page's address: {0}", defaultShareBase_));
  if (!shareBaseProblem_.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.0f, 0.55f, 0.35f, 1.0f));
    wrappedText(shareBaseProblem_, width);
    ImGui::PopStyleColor();
  }
  if (ImGui::Button(tr("Keep")) || entered) {
    std::string typed = shareBaseDraft_;  // blanks a paste brought at either end go
    typed.erase(0, std::min(typed.size(), typed.find_first_not_of(" \t\r\n")));
    typed.erase(typed.find_last_not_of(" \t\r\n") + 1);
    if (typed.empty() || isShareBase(typed)) {
      settings_.shareBase = typed;
      persistSettings();
      status_ = typed.empty() ? tr("Share links: no address of your own.") : text("Share links go after {0}.", typed);
      ImGui::CloseCurrentPopup();
    } else {
      shareBaseProblem_ = tr("Not a web address a link can follow: no blanks, no '#', at most 1024 characters.");
    }
  }
  ImGui::SameLine();
  if (ImGui::Button(tr("Cancel")) || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape)))
    ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
}

}  // namespace boardlab::ui
