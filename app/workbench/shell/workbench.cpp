#include "app/workbench/shell/workbench.hpp"
#include "app/workbench/games/game_views.hpp"
#include "app/workbench/views/ui_text.hpp"

#include <algorithm>
#include <cmath>
#include <utility>

#include <imgui.h>
#include <imgui_internal.h>  // the canvas window's name

#include "app/workbench/platform/keys.hpp"
#include "app/workbench/platform/test_events.hpp"
#include "app/workbench/programs/program_entry.hpp"
#include "app/workbench/shell/status_line.hpp"
#include "app/workbench/views/style.hpp"
#include "app/workbench/views/trace_overlay.hpp"
#include "app/workbench/views/trace_panels.hpp"
#include "engine/core/atomic_file.hpp"
#include "engine/core/board_text.hpp"
#include "engine/ext/child_process.hpp"

namespace boardlab::ui {

// The shell's Chinese catalogues (zh_workbench.cpp, zh_help.cpp).
std::span<const i18n::Entry> workbenchChinese();  // the host window, the timeline, files, lessons, exports
std::span<const i18n::Entry> helpChinese();       // the Help menu and its windows, the first screen

namespace {

// Listed before main() runs, so the fonts built before the first Workbench already hold their glyphs. A
// static initialiser is safe here: every program with a workbench links this file for the constructor below.
const bool kShellCataloguesListed = [] {
  addUiCatalogueSource(10, workbenchChinese);
  addUiCatalogueSource(30, helpChinese);
  return true;
}();

}  // namespace

Workbench::Workbench(Settings settings, std::filesystem::path settingsFile, float uiScale)
    : settings_(std::move(settings)),
      savedSettings_(settings_),
      settingsFile_(std::move(settingsFile)),
      uiScale_(uiScale) {
  addUiCatalogue();
  for (const GameViewEntry& entry : registeredGameViews()) views_.push_back(entry.make(*this, programs_));
  if (views_.empty()) throw std::logic_error("no game view registered");
  view_ = views_.front().get();
  registerCommands();
  finder_.setSearchMaker([this](std::string_view game, const diff::RandomSearchRequest& request) {
    for (const auto& v : views_)  // the game's view makes it, and reads and opens its results
      if (v->name() == game) return v->makeFinderSearch(finder_, request);
    return CounterexampleFinder::GameSearch{};
  });
  finder_.setMoreAlgorithms([this](std::string_view game) { return programs_.list().runningNames(game); });
  grade_.setLimits([this] { return programs_.list().limits(); });
  grade_.setNameTaken([this](const std::string& name) { return programs_.list().find(name) != nullptr; });
  grade_.setAddFiles([this] {
    if (systemFilePicker_) return systemFilePicker_({".js", ".py", ".zip"}, true);
    browser_.open(
        FileBrowser::Mode::Open,
        settings_.boardFolder.empty() ? documentPath_.parent_path() : std::filesystem::path(settings_.boardFolder), {},
        {".js", ".py", ".zip"});
  });
  grade_.setSaveReport([this](const std::string& suggested) { browseToSave(SavePurpose::GradeReport, suggested); });
  grade_.setOpenLink([this](const std::string& link) {
    confirmDiscard(tr("Replace the board with the share link's?"), [this, link] { openShareLink(link); });
  });
  // Your programs' Browse button: the same in-app browser, choosing a folder.
  programs_.setFolderPicker(
      [this](const std::filesystem::path& start, std::function<void(const std::filesystem::path&)> chosen) {
        folderChosen_ = std::move(chosen);
        browser_.open(FileBrowser::Mode::Folder, start, {}, {});
      });
  // Start the user's programs the settings remember; an add or remove is saved at once.
  programs_.load(settings_.programs, [this](std::vector<ProgramEntry> entries) {
    settings_.programs = std::move(entries);
    persistSettings();
  });
}

Workbench::~Workbench() {
  // First of all: the views' and the finder's workers may be asking a program, and each is joined as its
  // owner goes; interrupted programs answer them at once.
  programs_.list().interruptAll();
}

bool Workbench::unsaved() const { return restoredUnsaved_ || view_->unsaved(); }

bool Workbench::busy() const {
  return !finderWaitsFor_.empty() || finder_.busy() || grade_.busy() || programs_.busy() ||
         std::any_of(views_.begin(), views_.end(), [](const auto& v) { return v->busy(); });
}

void Workbench::enableRecovery(std::filesystem::path folder) {
  recovery_ = Recovery(std::move(folder));
  const std::vector<Recovery::Found> found = recovery_.findLeftBehind();
  leftBehind_.assign(found.begin(), found.end());
  offerNextRecovery();
}

void Workbench::offerNextRecovery() {
  if (leftBehind_.empty()) return;
  const Recovery::Found found = leftBehind_.front();
  leftBehind_.pop_front();
  const std::string origin = found.originalPath.empty() ? std::string(tr("an unsaved board")) : found.originalPath;
  std::string detail = text(
      "BoardLab did not close properly. A copy of {0} was kept at {1}.\n"
      "Cancel leaves it where it is; it is offered again at the next start.",
      origin, found.when);
  if (!leftBehind_.empty())
    detail += "\n" + text("Copies still to be offered after this one: {0}.", leftBehind_.size());
  ask(
      tr("Restore the board you were working on?"), detail,
      [this, found] {
        // One restored board at a time: the copies not yet offered stay for the next start.
        for (const Recovery::Found& rest : leftBehind_) recovery_.release(rest);
        leftBehind_.clear();
        if (!pasteBoard(found.boardText)) {
          recovery_.release(found);
          return;
        }
        setDocument(found.originalPath, found.originalStamp);
        // The file the work came from may be another file now (an older copy's relative name), or changed
        // since the copy was kept: Save asks before it writes over it.
        const std::filesystem::path original(found.originalPath);
        const std::optional<FileStamp> now = FileStamp::of(original);
        askBeforeSavingOver_ = !original.empty() && now && (original.is_relative() || now != found.originalStamp);
        restoredUnsaved_ = true;
        std::string error;
        if (!recovery_.restore(found, error))
          status_ = text("The recovery copy could not be written: {0}", error);
        else
          status_ = text("Restored the board kept at {0}: save it to keep it.", found.when);
        testEvent("recovery restored: " + recovery_.boardFile().string());
      },
      [this, found] {
        recovery_.release(found);
        offerNextRecovery();
      });
}

// While there are unsaved changes, a copy is written every two seconds at most; once the work is safe
// the copy goes. Questions do not stop it: a crash while "Quit BoardLab?" is on screen needs the copy, and
// "Restore the board?" is about other instances' copies, which this one never touches.
void Workbench::keepRecoveryCopy() {
  if (!recovery_.enabled()) return;
  sinceRecovery_ += ImGui::GetIO().DeltaTime;
  if (sinceRecovery_ < 2.0f) return;
  sinceRecovery_ = 0.0f;
  const std::string asking = questionOnScreen_ ? " (a question is on screen)" : "";
  std::string error;
  if (!unsaved()) {
    recovery_.clear();
    testEvent("recovery check: nothing unsaved, no copy" + asking);
  } else if (std::string board = boardText(); !recovery_.keep(board, documentPath_.string(), error, documentStamp_)) {
    status_ = text("The recovery copy could not be written: {0}", error);
    testEvent("recovery check: not written" + asking + ": " + error);
  } else {
    keptBoard_ = std::move(board);
    testEvent("recovery check: kept " + recovery_.boardFile().string() + asking);
  }
}

bool Workbench::animating() {
  if (activeCursor().playing() || busy()) return true;  // busy: a background search shows its progress
  // Files still to open (several picked or dropped at once), one a frame, unless a question waits for the user:
  // an idle page draws no frame of its own, and the rest waited for the next event.
  if (!pendingOpens_.empty() && !openConfirm_ && !ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId)) return true;
  return std::any_of(views_.begin(), views_.end(), [](const auto& v) { return v->animating(); });
}

std::optional<double> Workbench::wakeAfterSeconds() {
  std::optional<double> wake;
  // Unsaved work not yet in the recovery copy: wake when the copy is due (it is written on a frame).
  if (recovery_.enabled() && unsaved() && boardText() != keptBoard_) wake = std::max(0.0, 2.0 - sinceRecovery_);
  // A text field blinks its caret.
  if (ImGui::GetIO().WantTextInput) wake = std::min(wake.value_or(0.4), 0.4);
  // Presenter mode: the frame that hides the hover preview once the pointer comes to rest.
  if (presenter_ && !pointerResting()) {
    const double due = kPointerRestSeconds - (ImGui::GetTime() - pointerMovedAt_) + 0.05;
    wake = std::min(wake.value_or(due), due);
  }
  // The user's programs' sources are watched (a change restarts the program) even while idle, and the program
  // editor keeps its draft after a pause and looks at its file.
  if (!programs_.list().programs().empty() || programs_.editor().visible()) {
    const double every = std::chrono::duration<double>(ProgramList::kWatchEvery).count();
    wake = std::min(wake.value_or(every), every);
  }
  return wake;
}

std::optional<float> Workbench::takeScaleRequest() {
  auto r = scaleRequest_;
  scaleRequest_.reset();
  return r;
}

std::optional<bool> Workbench::takeFullscreenRequest() {
  auto r = fullscreenRequest_;
  fullscreenRequest_.reset();
  return r;
}

float Workbench::presenterScale(float chosen, ImVec2 screen) {
  // Large type: a quarter larger than the scale chosen, at least 150%, so each step of View > Scale shows
  // larger on the projector (150% drew what 100% did). But never more than the screen holds: the layout
  // needs kPresenterRoomWidth x kPresenterRoomHeight at 100% (at 200% on a 1280x800 projector "Close the
  // lesson text", the code and the speed slider were cut off). In eighths, so a scale does not change with a
  // pixel of the screen.
  const float large = std::max(chosen * 1.25f, 1.5f);
  if (screen.x <= 0.0f || screen.y <= 0.0f) return large;
  const float fits = std::min(screen.x / kPresenterRoomWidth, screen.y / kPresenterRoomHeight);
  return std::max(1.0f, std::floor(std::min(large, fits) * 8.0f) / 8.0f);
}

ImVec2 Workbench::presenterScreen() const {
  return screen_.x > 0.0f && screen_.y > 0.0f ? screen_ : ImGui::GetIO().DisplaySize;
}

void Workbench::keepPresenterScaleFitted() {
  // The screen presenter mode fills may differ from the one it started on (the window became full screen
  // late, or moved): its scale follows, once the last request was applied.
  if (!presenter_ || scaleRequest_ || scaleBeforePresenter_ <= 0.0f) return;
  const float wanted = presenterScale(scaleBeforePresenter_, presenterScreen());
  if (std::abs(wanted - uiScale_) > 0.01f) scaleRequest_ = wanted;
}

void Workbench::setPresenter(bool on) {
  if (on == presenter_) return;
  presenter_ = on;
  setHighContrast(on);
  setLargeBoardMarks(on);
  if (on) scaleBeforePresenter_ = uiScale_;
  scaleRequest_ = on ? presenterScale(scaleBeforePresenter_, presenterScreen()) : scaleBeforePresenter_;
  fullscreenRequest_ = on;
  status_ = tr(on ? "Presenter mode: F11 or Esc leaves it." : "Presenter mode off.");
}

void Workbench::confirmDiscard(std::string question, std::function<void()> action) {
  if (!unsaved()) {
    action();
    return;
  }
  ask(std::move(question),
      text("The changes to {0} are not saved and will be lost.",
           documentPath_.empty() ? std::string(tr("this board")) : documentPath_.filename().string()),
      std::move(action));
  confirmOffersSave_ = true;  // unsaved work: the dialog offers to save it first
}

void Workbench::ask(std::string question, std::string detail, std::function<void()> action,
                    std::function<void()> onCancel) {
  confirmQuestion_ = std::move(question);
  confirmDetail_ = std::move(detail);
  confirmAction_ = std::move(action);
  confirmCancel_ = std::move(onCancel);
  confirmOffersSave_ = false;
  openConfirm_ = true;
}

void Workbench::requestQuit() {
  confirmDiscard(tr("Quit BoardLab?"), [this] {
    recovery_.clear();  // the user chose to leave without the changes
    quit_ = true;
  });
}

void Workbench::endForSignal() {
  quit_ = true;
  programs_.list().interruptAll();  // no worker starts them again before the teardown
  if (!recovery_.enabled()) return;
  std::string error;
  if (!unsaved()) {
    recovery_.clear();
  } else if (recovery_.keep(boardText(), documentPath_.string(), error, documentStamp_)) {
    testEvent("recovery check: kept " + recovery_.boardFile().string() + " (ending on a signal)");
  } else {
    std::fprintf(stderr, "boardlab: the recovery copy could not be written: %s\n", error.c_str());
  }
}

// [SECTION] Files

std::vector<std::string> Workbench::showBoardText(const std::string& text, const std::string& name) {
  // The first view whose game the text is; none: the first registered game (gomoku) reads it and says
  // what is wrong with it.
  GameView* reader = views_.front().get();
  for (const auto& v : views_)
    if (v->ownsBoardText(text, name)) {
      reader = v.get();
      break;
    }
  std::vector<std::string> notes = reader->loadBoardText(text, name);
  view_ = reader;
  lessonSceneGone();         // the scene it was about is gone (a lesson opening its board sets its text after this)
  restoredUnsaved_ = false;  // only now: a refused file must leave restored work marked unsaved
  pickedEvent_.clear();
  return notes;
}

bool Workbench::openFile(const std::filesystem::path& path) {
  try {
    const std::optional<FileStamp> stamp = FileStamp::of(path);  // before the read: a change after it shows
    const std::vector<std::string> notes = showBoardText(readTextFile(path), shownPath(path));
    setDocument(path, stamp);
    rememberFile(path);
    status_ = withNotes(text("Opened {0}.", shownPath(path)), notes);
    return true;
  } catch (const std::exception& e) {
    // The board on screen stays as it was: a bad file never costs the user their work.
    std::string why = e.what();  // in the page, the file's own name where the reader named its path
    const std::string whole = path.string(), shown = shownPath(path);
    for (std::size_t at = 0; whole != shown && (at = why.find(whole, at)) != std::string::npos; at += shown.size())
      why.replace(at, whole.size(), shown);
    status_ = text("Not opened: {0}", why);
    // The page's copy of a file the user gave it, never opened before, is kept for nothing (a board saved or
    // opened there before is one Open recent names: it stays).
    const std::vector<std::string>& recent = settings_.recentFiles;
    std::error_code ec;
    if (!straightBoards_.empty() && path.parent_path() == straightBoards_ &&
        std::find(recent.begin(), recent.end(), path.string()) == recent.end())
      std::filesystem::remove(path, ec);
    return false;
  }
}

std::string Workbench::boardText() const { return view_->boardText(); }

bool Workbench::pasteBoard(const std::string& text) {
  try {
    splitBoardLines(text, "clipboard");  // refuses binary or over-long text before anything changes
    const std::vector<std::string> notes = showBoardText(text, "clipboard");
    setDocument({}, std::nullopt);
    status_ = withNotes(tr("Pasted a board from the clipboard."), notes);
    return true;
  } catch (const std::exception& e) {
    status_ = i18n::text("Not pasted: {0}", e.what());
    return false;
  }
}

void Workbench::setDocument(const std::filesystem::path& path, std::optional<FileStamp> stamp) {
  documentPath_ = path;
  documentStamp_ = stamp;
  askBeforeSavingOver_ = false;
}

bool Workbench::saveFile(const std::filesystem::path& path) {
  if (askBeforeSavingOver_ && path == documentPath_) {
    ask(text("Save over {0}?", shownPath(path)),
        tr("The board was restored from a recovery copy, and this file has changed since the copy was kept (or "
           "is not the file the work came from). Saving replaces its content."),
        [this, path] {
          askBeforeSavingOver_ = false;
          saveFile(path);
        });
    return false;
  }
  std::string error;
  std::string text;
  std::vector<std::string> notes;
  try {
    text =
        view_->fileText(path, notes);  // a gomoku game saved as .psq, .sgf or a move string is written in that format
  } catch (const std::invalid_argument& e) {
    status_ = i18n::text("Not saved: {0}", e.what());
    return false;
  }
  if (!writeFileAtomically(path, text, error)) {
    status_ = i18n::text("Not saved: {0} (the old file, if any, is unchanged).", error);
    return false;
  }
  view_->markSaved();
  restoredUnsaved_ = false;
  recovery_.clear();
  setDocument(path, FileStamp::of(path));
  rememberFile(path);
  if (!notes.empty()) {
    status_ = withNotes(i18n::text("Saved {0}.", shownPath(path)), notes);
    return true;
  }
  status_ = i18n::text("Saved {0}.", shownPath(path));
  return true;
}

void Workbench::rememberFile(const std::filesystem::path& path) {
  std::error_code ec;
  const auto absolute = std::filesystem::absolute(path, ec);
  settings_.rememberFile((ec ? path : absolute).string());
  settings_.boardFolder = (ec ? path : absolute).parent_path().string();  // Open and Save start there next
  persistSettings();
}

void Workbench::findCounterexample(const std::string& algorithm) {
  finderWaitsFor_.clear();
  if (const ProgramState* p = programs_.list().find(algorithm); p && !p->running) {
    if (p->waitsForApproval) {  // nothing starts it until the user says so: no wait, and why
      status_ = text("{0} waits for your approval under Your programs: find a counterexample once it runs.", algorithm);
    } else if (p->problem.empty() || programs_.busy()) {
      finderWaitsFor_ = algorithm;  // still starting
    } else {
      status_ = text("{0} did not start, so no counterexample was searched for: {1}", algorithm, p->problem);
    }
    return;
  }
  view_->showInFinder(finder_, algorithm);
  finder_.start();
}

void Workbench::handlePendingOpens() {
  if (!finderWaitsFor_.empty()) {
    const std::string waited = finderWaitsFor_;
    if (programs_.list().find(waited)) {
      findCounterexample(waited);
    } else {
      finderWaitsFor_.clear();
      status_ = text("{0} was removed before it ran: no counterexample was searched for.", waited);
    }
  }
  // A program added from its file analyses the board once it is up, when it checks the game then on screen:
  // the user dropped it to see that. (A view takes only a program that runs: link's list knows no other.)
  if (std::string written = programs_.takeWritten(); !written.empty()) programToChoose_ = std::move(written);
  if (!programToChoose_.empty()) {
    const ProgramState* p = programs_.list().find(programToChoose_);
    if (!p || !p->problem.empty()) {
      programToChoose_.clear();
    } else if (p->running) {
      if (p->entry.game == view_->name()) view_->chooseAlgorithm(programToChoose_);
      programToChoose_.clear();
    }
  }
  if (pendingOpens_.empty() || openConfirm_ || ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId)) return;
  const std::filesystem::path path = pendingOpens_.front();
  pendingOpens_.pop_front();
  if (grade_.visible() && GradeWindow::takes(path)) {  // a class's programs, or their .zip: listed, not run
    status_ = ext::programsCanStart()
                  ? grade_.addFile(path)
                  : tr("A web page cannot run programs: your own checks run in the desktop build (docs/web.md).");
    return;
  }
  if (isProgramSource(path)) {  // a check of the user's own, not a board: the board stays
    if (!ext::programsCanStart()) {
      status_ = tr("A web page cannot run programs: your own checks run in the desktop build (docs/web.md).");
      return;
    }
    // A file dragged in to look at must not run unasked: the same question as a program of a copied settings file.
    ask(text("Run {0} as one of your programs?", path.filename().string()),
        text("It is added under Your programs and runs {0} in {1}. Run it only if you trust it.",
             programSourceCommand(path), path.parent_path().string()),
        [this, path] { programToChoose_ = programs_.addProgramFile(path, std::string(view_->name()), status_).name; });
    return;
  }
  confirmDiscard(text("Open {0}?", path.filename().string()), [this, path] { openFile(path); });
}

void Workbench::rememberWindow(int x, int y, int width, int height) {
  if (width <= 0 || height <= 0) return;
  settings_.windowX = x, settings_.windowY = y, settings_.windowWidth = width, settings_.windowHeight = height;
  persistSettings();
}

void Workbench::fontsFor(const std::string& typed, std::string& askedFor) {
  if (typed == askedFor || fontCovers(typed)) return;
  addTypedGlyphs(typed);
  askedFor = typed;
  if (!scaleRequest_) scaleRequest_ = uiScale_;  // a rebuild at a scale asked for already will do
}

void Workbench::changeSettings(const std::function<void(Settings&)>& change) {
  change(settings_);
  persistSettings();
}

void Workbench::persistSettings() {
  if (settingsFile_.empty()) return;
  std::string error;
  // Only what changed here since the last save goes into the file as it is now: another workbench's
  // changes in between are kept (saveSettings merges).
  std::filesystem::path setAside;
  if (!ui::saveSettings(settingsFile_, savedSettings_, settings_, error, &setAside)) {
    status_ = text("Settings not saved: {0}", error);
    return;
  }
  // The unreadable file moved: said once, with where it went (the start's notice said it would).
  if (!setAside.empty())
    status_ = text("Settings: {0} could not be read; it is kept as {1}.", settingsFile_.string(), setAside.string());
  savedSettings_ = settings_;
}

// [SECTION] Frame and layout

bool Workbench::pointerResting() const {
  return presenter_ && ImGui::GetTime() - pointerMovedAt_ > kPointerRestSeconds;
}

void Workbench::frame() {
  if (ImGui::GetIO().MouseDelta.x != 0.0f || ImGui::GetIO().MouseDelta.y != 0.0f) pointerMovedAt_ = ImGui::GetTime();
  if (!ImGui::GetIO().WantCaptureKeyboard) commands_.handleKeys();
  closeMenuOnEscape();
  keepPresenterScaleFitted();
  handlePendingOpens();
  keepRecoveryCopy();
  // Animations move by at most a tenth of a second a frame: the first frame after the loop slept for
  // seconds (nothing moved, see animating()) must not jump a trace that Play just started.
  const float animationStep = std::min(ImGui::GetIO().DeltaTime, 0.1f);
  programs_.tick();  // a user's program's answer arrives, its sources are watched
  view_->tick(animationStep);
  TraceCursor& cursor = activeCursor();
  if (cursor.advance(animationStep) && !cursor.playing() && !cursor.breakpoints().empty() &&
      cursor.position() + 1 < cursor.size())
    status_ = tr("Paused at a breakpoint.");
  updatePredict(cursor);
  updateSimulate(cursor);

  // Text that reaches the screen from outside the catalogues (a file's name in the title and the status
  // line, a message naming one) gets its glyphs: 五连练习.board showed as "五连??".
  fontsFor((documentPath_.empty() ? std::string() : documentPath_.filename().string()) + status_,
           screenGlyphsAskedFor_);

  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(vp->WorkPos);
  ImGui::SetNextWindowSize(vp->WorkSize);
  const ImGuiWindowFlags hostFlags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                     ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus |
                                     (embedded_ ? ImGuiWindowFlags_None : ImGuiWindowFlags_MenuBar);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(6 * uiScale_, 6 * uiScale_));
  ImGui::Begin("BoardLab", nullptr, hostFlags);
  ImGui::PopStyleVar();
  if (embedded_) {
    drawEmbedded();  // its questions and dialogs still show (a paste that asks first, the Restore question)
  } else {
    drawMenuBar();
    drawWorkbenchLayout();
  }
  drawConfirmPopup();
  drawSaveLessonPopup();
  drawOpenShareLinkPopup();
  drawShareBasePopup();
  drawExportDialog();
  drawFinder();
  programs_.drawEditor(activeCursor(), view_->algorithmName());
  drawResultsWindow();
  if (auto chosen = browser_.draw(); chosen && browser_.mode() == FileBrowser::Mode::Folder) {
    if (folderChosen_) folderChosen_(*chosen);
    folderChosen_ = nullptr;
  } else if (chosen && browser_.mode() == FileBrowser::Mode::Open) {
    postOpen(*chosen);
  } else if (chosen) {
    saveChosen(*chosen);
  }
  ImGui::End();

  drawHelpWindows();
}

void Workbench::saveChosen(const std::filesystem::path& path) {
  std::error_code ec;
  const auto save = [this, path] {
    std::string error;
    switch (savePurpose_) {
      case SavePurpose::Board:
        if (saveFile(path) && afterSave_) std::exchange(afterSave_, nullptr)();  // Save first, then go on
        break;
      case SavePurpose::Png:
        requestExport({ExportJob::Kind::Png, path, 0, 0, 600, true});
        break;
      case SavePurpose::Gif:
        requestExport(
            {ExportJob::Kind::Gif, path, exportDraft_.firstStep, exportDraft_.lastStep, exportDraft_.delayMs, true});
        break;
      case SavePurpose::Results:
        if (exportResults(path, error)) {
          rememberExportFolder(path);
          status_ = text("Exported the results to {0}.", shownPath(path));
        } else {
          status_ = text("Not exported: {0}", error);
          browseAgainAfterFailure(SavePurpose::Results, path.filename().string());
        }
        break;
      case SavePurpose::GradeReport:
        if (const std::string zip = grade_.reportZip(); !zip.empty() && writeFileAtomically(path, zip, error)) {
          rememberExportFolder(path);
          status_ = text("Saved the grade report to {0}.", shownPath(path));
        } else if (zip.empty()) {
          status_ = text("Not saved: {0}", tr("nothing has been graded"));
        } else {
          status_ = text("Not saved: {0}", error);
          browseAgainAfterFailure(SavePurpose::GradeReport, path.filename().string());  // the dialog comes back
        }
        break;
      case SavePurpose::Json:
        if (exportTraceJson(path, error)) {
          rememberExportFolder(path);
          status_ = text("Exported the trace to {0}.", shownPath(path));
        } else {
          status_ = text("Not exported: {0}", error);
          browseAgainAfterFailure(SavePurpose::Json, path.filename().string());  // the dialog comes back
        }
        break;
    }
  };
  // The page saves under the name suggested, to downloads that never refuse one: nothing to replace there.
  if (straightBoards_.empty() && std::filesystem::exists(path, ec) && path != documentPath_)
    ask(text("Replace {0}?", path.filename().string()),
        tr("A file with that name exists; saving replaces its content."), save);
  else
    save();
}

void Workbench::drawCanvas(float width, float height) {
  ImGui::BeginChild("canvas", ImVec2(width, height), true,
                    ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
  canvasRect_ = {ImGui::GetWindowPos(), ImVec2(ImGui::GetWindowPos().x + ImGui::GetWindowSize().x,
                                               ImGui::GetWindowPos().y + ImGui::GetWindowSize().y)};
  canvasWindowName_ = ImGui::GetCurrentWindow()->Name;
  // The board gets its own region, so the legend and the caption beside or under it never cover it.
  if (predict_.on && !exportRunning_) drawPredictPanel();  // above the board, never over it
  if (simulate_.on && !exportRunning_) drawSimulatePanel();
  const CanvasLayout layout = canvasLayout();
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
  ImGui::BeginChild("board", layout.boardSize, false,
                    ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse | ImGuiWindowFlags_NoBackground);
  ImGui::PopStyleVar();
  view_->drawCanvas();
  drawPredictMarks();
  drawSimulateMarks();
  ImGui::EndChild();
  drawCanvasLegend(layout);
  drawCanvasCaption(layout);
  ImGui::EndChild();
}

void Workbench::drawSidePanel() {
  sidePanelScroll_ = ImGui::GetScrollY();
  view_->drawSideHeader();
  drawLessonSection();
  view_->drawSideSections();
}

// The strip's height: three rows of controls, or as many as the last frame's strip took (on a phone its
// buttons wrap onto another row).
float Workbench::timelineStripHeight() const {
  const ImGuiStyle& style = ImGui::GetStyle();
  const float threeRows =
      ImGui::GetFrameHeightWithSpacing() * 3.0f + moveListScrollbarSize() + style.WindowPadding.y * 2.0f;
  return std::max(threeRows, stripContentHeight_ + style.WindowPadding.y * 2.0f);
}

// The side panel, or presenter mode's panel of what the audience reads.
void Workbench::drawSideChild(ImVec2 size) {
  ImGui::BeginChild("side", size, true);
  if (presenter_)
    drawPresenterPanel();
  else
    drawSidePanel();
  ImGui::EndChild();
}

void Workbench::drawTimelineChild() {
  ImGui::BeginChild("timeline", ImVec2(0, 0), true, ImGuiWindowFlags_NoScrollbar);
  drawTimelineStrip();
  stripContentHeight_ = ImGui::GetCursorPosY() - ImGui::GetStyle().WindowPadding.y;
  ImGui::EndChild();
}

// Fixed proportions: the side panel takes a scaled width, the strip three rows. In a window narrower than
// kNarrowBelow points the board and the panels take turns (drawNarrowLayout).
void Workbench::drawWorkbenchLayout() {
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const ImGuiStyle& style = ImGui::GetStyle();
  // Only a window taller than wide: in a short landscape one (200% on a 1280x800 laptop) the strip's extra rows
  // would leave the board less height than the side-by-side layout leaves it width.
  const ImVec2 window = ImGui::GetMainViewport()->Size;
  narrow_ = window.x < kNarrowBelow * uiScale_ && window.x < window.y;
  const float topHeight = std::max(100.0f, avail.y - timelineStripHeight() - style.ItemSpacing.y);
  if (narrow_) {
    drawNarrowLayout(topHeight);
    return;
  }
  float sideWidth = std::clamp(avail.x * 0.4f, 300.0f * uiScale_, 640.0f * uiScale_);
  if (presenter_) sideWidth = std::min(sideWidth, avail.x * 0.42f);  // the board is the largest thing on screen

  drawCanvas(avail.x - sideWidth - style.ItemSpacing.x, topHeight);
  view_->afterCanvas();  // a click on the canvas may have changed the game: panels show the new trace
  ImGui::SameLine();
  drawSideChild(ImVec2(sideWidth, topHeight));
  drawTimelineChild();
}

// A phone or a narrow window: a tab bar chooses the board or the panels, each the whole width over the
// timeline strip, so the board is the largest thing on screen. An export draws the board whichever tab is
// chosen: it captures the canvas.
void Workbench::drawNarrowLayout(float topHeight) {
  const float tabsTop = ImGui::GetCursorPosY();
  if (ImGui::BeginTabBar("narrow")) {
    const auto tab = [this](const char* label, const char* id, NarrowTab which) {
      const ImGuiTabItemFlags flags = narrowTabAsked_ == which ? ImGuiTabItemFlags_SetSelected : 0;
      const bool open = ImGui::BeginTabItem((std::string(label) + "###" + id).c_str(), nullptr, flags);
      narrowTabButtons_[static_cast<int>(which)] = middleOfLastItem();
      if (open) {
        if (!narrowTabAsked_ || narrowTabAsked_ == which) narrowTab_ = which;
        ImGui::EndTabItem();
      }
    };
    tab(tr("Board"), "narrow.board", NarrowTab::Board);
    tab(tr("Panels"), "narrow.panels", NarrowTab::Panels);
    narrowTabAsked_.reset();
    ImGui::EndTabBar();
  }
  const float height = std::max(100.0f, topHeight - (ImGui::GetCursorPosY() - tabsTop));
  if (narrowTab_ == NarrowTab::Board || exportRunning_) {
    drawCanvas(ImGui::GetContentRegionAvail().x, height);
    view_->afterCanvas();
  } else {
    drawSideChild(ImVec2(0, height));
  }
  drawTimelineChild();
}

void Workbench::setEmbedded(bool on) {
  embedded_ = on;
  if (on) status_ = tr("Embedded: the board and its steps. Esc opens the whole workbench.");
}

// Embed mode: the canvas the whole width, the step's narration under it, then the timeline strip.
void Workbench::drawEmbedded() {
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const ImGuiStyle& style = ImGui::GetStyle();
  const float narrationHeight = ImGui::GetTextLineHeightWithSpacing() * 2.0f + style.WindowPadding.y * 2.0f;
  const float stripHeight = timelineStripHeight();
  drawCanvas(avail.x, std::max(100.0f, avail.y - narrationHeight - stripHeight - style.ItemSpacing.y * 2.0f));
  view_->afterCanvas();
  ImGui::BeginChild("narration", ImVec2(0, narrationHeight), true);
  if (const auto* step = activeCursor().current()) wrappedText(step->narration);
  ImGui::EndChild();
  drawTimelineChild();
}

void Workbench::drawPresenterPanel() {
  // Only what the audience reads: the lesson (folded to its first paragraph), which algorithm, its verdict,
  // the code line and the narration.
  drawLessonSection();
  if (activeCursor().empty()) {
    wrappedText(tr("Presenter mode. Choose an algorithm and a move (or a pair) to analyse: leave with F11 or Esc."));
    return;
  }
  view_->drawPresenterPanel();
}

}  // namespace boardlab::ui
