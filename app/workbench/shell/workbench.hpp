#pragma once
// The workbench: one host window laid out by hand (ImGui 1.86 has no docking) with a menu bar, the
// board canvas on the left, the side panel on the right and the timeline strip at the bottom.
// It is the shell: menus, layout, files, confirmations, recovery, presenter mode, exports, lessons and
// settings. Each game is a registered view (GameView, app/workbench/views/game_view.hpp); the shell holds them
// and never asks which game one is. It knows nothing of GLFW or OpenGL, so tests drive it with ImGui's
// null backend.

#include <deque>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "app/workbench/platform/export_job.hpp"
#include "app/workbench/programs/grade_window.hpp"
#include "app/workbench/programs/programs_panel.hpp"
#include "app/workbench/shell/canvas_layout.hpp"
#include "app/workbench/shell/file_browser.hpp"
#include "app/workbench/shell/predict.hpp"
#include "app/workbench/shell/recovery.hpp"
#include "app/workbench/shell/settings.hpp"
#include "app/workbench/shell/simulate.hpp"
#include "app/workbench/views/commands.hpp"
#include "app/workbench/views/counterexample.hpp"
#include "app/workbench/views/game_view.hpp"
#include "engine/core/lesson.hpp"
#include "engine/core/lesson_library.hpp"
#include "engine/core/results.hpp"
#include "engine/core/share_link.hpp"

namespace boardlab::ui {

class Workbench final : private ViewHost {
 public:
  // `settingsFile` empty: settings are not saved (tests, screenshots). Makes one view of every registered
  // game (registeredGameViews()); the first is shown.
  Workbench(Settings settings, std::filesystem::path settingsFile, float uiScale);
  Workbench(const Workbench&) = delete;  // the command table and the views hold on to this one
  Workbench& operator=(const Workbench&) = delete;
  ~Workbench();

  // Builds the whole UI for one frame; call between ImGui::NewFrame() and ImGui::Render().
  void frame();

  // The game's view on screen, and every registered one (in their order).
  GameView& view() { return *view_; }
  const std::vector<std::unique_ptr<GameView>>& views() const { return views_; }
  // The registered view of type V (a GameView subclass); throws std::logic_error when none is registered.
  template <class V>
  V& viewOf() {
    for (const auto& v : views_)
      if (auto* found = dynamic_cast<V*>(v.get())) return *found;
    throw std::logic_error("no such game view registered");
  }
  // Opens a board file now (no question asked); false and a status message naming file and line on failure.
  bool openFile(const std::filesystem::path& path);
  // The board as board-file text (what Save writes and Ctrl+C copies).
  std::string boardText() const;
  // Shows a board given as board-file text (Ctrl+V); false and a status message naming the line on failure.
  bool pasteBoard(const std::string& text);
  // Share links (docs/share-links.md). The scene on screen as a link (after share_base and '#' when the
  // settings give one); a user's program analysing it is left out, and `note` says so.
  std::string shareLink(std::string* note = nullptr) const;
  // The same link without the address before its '#': the page's address follows it.
  std::string sceneLink(std::string* note = nullptr) const;
  // The address a copied link follows when the user set none under View > Share link address: the page's
  // public or own web address; "" on the desktop and in the single file opened from a disk (the link alone).
  void setDefaultShareBase(std::string base) { defaultShareBase_ = std::move(base); }
  // The address a copied link follows now ("": the link alone).
  const std::string& shareBase() const { return settings_.shareBase.empty() ? defaultShareBase_ : settings_.shareBase; }
  // Opens the scene of a link (or an address ending in '#...'): its board, algorithm, move or pair, step,
  // the shipped lesson it names and presenter mode. False, with the status naming the field and the
  // character, when it does not read; nothing changes then.
  // `boardReplaced` (optional): whether its board is on screen (also when the rest of its scene failed).
  bool openShareLink(const std::string& text, bool* boardReplaced = nullptr);
  // A share link's board, shown as an opened one (no file behind it); false with the status saying why.
  bool showSharedBoard(const std::string& boardText);
  // Saves to `path` atomically; false and a status message on failure (the old file stays intact).
  bool saveFile(const std::filesystem::path& path);
  // Where the system has a file picker of its own (the page: the browser's), File > Open asks it, with the
  // extensions the games open, instead of showing the in-app browser; the file it picks comes back through
  // postOpen, as a dropped one does.
  void useSystemFilePicker(std::function<void(const std::vector<std::string>& extensions, bool several)> pick) {
    systemFilePicker_ = std::move(pick);
    programs_.setProgramFilePicker([this] { systemFilePicker_({".js", ".py"}, false); });  // what runs in the page
  }
  // Whether File > Quit (Ctrl+Q) is offered: not in a web page, which its tab closes (and whose unsaved work
  // the recovery copy keeps).
  void offerQuit(bool offered) { quitOffered_ = offered; }
  // The page's files (docs/web.md): the user's files are named by their own names, never by the paths of the
  // page's storage; Save as and exports ask for no folder: a board goes to `boards` (kept, and downloaded), an
  // export to `exports` (downloaded, not kept), each under the name suggested; a file in `boards` that does not
  // open is removed (the copy made of a file the user gave, kept for nothing).
  void saveStraightTo(std::filesystem::path boards, std::filesystem::path exports);
  // A path as the status line and the menus show it: the whole path, or in the page the file's own name.
  std::string shownPath(const std::filesystem::path& path) const;
  // Embed mode (a share link's `embed`, for a course page's iframe or a slide): the board, the step's
  // narration and the timeline only, no menus or side panel. Esc leaves it for the whole workbench.
  void setEmbedded(bool on);
  bool embedded() const { return embedded_; }
  // Asks to open `path` on the next frame (drag and drop, recent files); asks first if work is unsaved.
  void postOpen(std::filesystem::path path) { pendingOpens_.push_back(std::move(path)); }
  // The window's close button: quits now, or asks first when there are unsaved changes.
  void requestQuit();
  // SIGTERM or Ctrl+C: no one is there to answer a question, so unsaved work is kept as a recovery copy
  // (offered at the next start) and a clean quit follows; with nothing unsaved the copy goes.
  void endForSignal();
  // Keeps unsaved work in `folder` as the user works (off until called), and on start offers to restore
  // what a crashed or killed run left there.
  void enableRecovery(std::filesystem::path folder);
  // Opens a lesson now: its board, its scene, and its text beside the board. False with a status message.
  bool openLesson(const std::filesystem::path& file, std::size_t sceneIndex = 0);
  // A lecture's next (`by` 1) or previous (-1) scene, the board's edits asked about first (the previous
  // scene opens at its last step); false when there is none that way.
  bool stepLecture(int by);
  const std::optional<Lesson>& lesson() const { return lesson_; }
  // "Close the lesson text": the text goes, the scene (board, algorithm, step) stays.
  void closeLessonText() { lesson_.reset(); }
  // What the lesson section shows now: its paragraphs (only the first, folded, in presenter mode until
  // More is pressed) and, unfolded, the citation of the article its algorithm reproduces.
  struct LessonText {
    std::vector<std::string> paragraphs;
    std::size_t hidden = 0;  // paragraphs behind More
    std::string source;      // "Source: Article 000: ..." or ""
    // The board was edited (a move, a take-back, a painted tile) since the lesson opened its scene: the text
    // is about the lesson's board, not this one, and says so above itself.
    bool aboutAnotherBoard = false;
  };
  LessonText lessonText() const;
  void unfoldLesson(bool unfolded) { lessonUnfolded_ = unfolded; }
  // Where lessons are listed from: the examples shipped with BoardLab, and the user's own.
  static std::vector<std::filesystem::path> lessonFolders();
  static std::filesystem::path userLessonFolder();
  // The Chinese titles and topics of every listed lesson: glyphs the fonts must hold for the Lessons menu.
  static std::string chineseLessonMenuText();
  // A lesson's Chinese title, topic and text: the glyphs it needs when it is shown in Chinese.
  static std::string chineseOf(const Lesson& lesson);
  // How many lesson files the Lessons menu has read in all (an open menu reads none while nothing changes).
  std::uint64_t lessonFilesRead() const { return lessonLibrary_.filesRead(); }
  // Saves the current board and scene as a lesson in `folder` (empty: the user's lesson folder), with its
  // title and text in English and in Chinese (either may be empty: the lesson shows the other); false with a
  // status message, and nothing written. `topic` and `chineseTopic` (optional) head its shelf in the menu.
  bool saveLesson(const std::string& title, const std::string& text, const std::string& chineseTitle = {},
                  const std::string& chineseText = {}, const std::filesystem::path& folder = {},
                  const std::string& topic = {}, const std::string& chineseTopic = {});
  // Lessons > Save this scene as a lesson: the dialog, both titles filled in with the open lesson's.
  void openSaveLessonDialog();
  const char* saveLessonTitle() const { return lessonDraft_.title; }
  const char* saveLessonChineseTitle() const { return lessonDraft_.chineseTitle; }
  const char* saveLessonText() const { return lessonDraft_.text; }
  const char* saveLessonChineseText() const { return lessonDraft_.chineseText; }
  const char* saveLessonFolder() const { return lessonDraft_.folder; }
  // The dialog's own line after a failed Save ("" when none): why, and where else the lesson can go.
  const std::string& saveLessonProblem() const { return lessonDraft_.problem; }
  const std::pair<ImVec2, ImVec2>& saveLessonButtonRect() const { return lessonDraft_.saveButton; }
  // Where a lesson can be saved when `failed` cannot be written: the first of ~/boardlab-lessons and the
  // temporary folder's boardlab-lessons-<uid> (this user's own, written by no one else) that can be; empty
  // when neither can.
  static std::filesystem::path otherLessonFolder(const std::filesystem::path& failed);

  // The trace on screen, whichever game is shown.
  TraceCursor& activeCursor() { return view_->cursor(); }
  CounterexampleFinder& finder() { return finder_; }
  // Run > Grade a class: students' programs graded against a reference, the report saved as one .zip.
  GradeWindow& gradeWindow() { return grade_; }
  // Opens the finder on `algorithm` and starts it; one of the user's programs still starting is waited for
  // (the finder lists only programs that run), so the search is the one asked for, not a built-in pair.
  void findCounterexample(const std::string& algorithm);
  // Predict mode (Run > Predict mode, F6): on, the cursor goes back to the first step and stops before
  // each step it can ask about.
  void setPredict(bool on);
  const PredictState& predict() const { return predict_; }
  // What the panel's Answer and choice buttons do (tests answer through them; a cell is clicked).
  void answerPredictNumber(int n) { answerPredict({.cells = {}, .number = n, .choice = -1}); }
  void answerPredictChoice(int choice) { answerPredict({.cells = {}, .number = 0, .choice = choice}); }
  // Simulate mode (Run > Simulate mode, F7): on, the student performs the trace by clicking the cells each
  // step visits; the cursor holds the step before until they are clicked.
  void setSimulate(bool on);
  const SimulateState& simulate() const { return simulate_; }
  // What a click on the board does in simulate mode (tests click through it as well as on the canvas).
  void clickSimulate(Cell cell);
  // Every kept result (results.jsonl; this session's without a settings file), oldest first.
  const std::vector<ResultRow>& results();
  // Writes the results as CSV, or JSON for a path ending in .json; false with the reason.
  bool exportResults(const std::filesystem::path& path, std::string& error);
  void showResults(bool shown) { showResults_ = shown; }
  // A search runs in the background (link solve, still solvable?, hint, generate, the finder): the
  // platform layer must keep drawing frames (not wait for events) so its progress and its answer show.
  bool busy() const;
  const BoardGeometry& boardGeometry() const { return geometry_; }
  // Where the timeline's scrubber was drawn in the last frame (tests click along it).
  const std::pair<ImVec2, ImVec2>& scrubberRect() const { return scrubber_; }
  // Where the confirm dialog's "Save first" was drawn last (tests click it).
  const std::pair<ImVec2, ImVec2>& saveFirstRect() const { return saveFirstRect_; }
  // Where the menu bar's menus end and the document's name was drawn (screen coordinates; none: not drawn).
  float menusEnd() const { return menusEnd_; }
  const std::pair<ImVec2, ImVec2>& titleRect() const { return titleRect_; }
  // The user's own programs: their list, the off-thread analysis, the source view.
  ProgramsPanel& programs() { return programs_; }
  const Settings& settings() const { return settings_; }
  // Changes the settings as a menu choice does: in effect at once, and saved (remembered at the next start).
  void changeSettings(const std::function<void(Settings&)>& change);
  const CommandList& commands() const { return commands_; }
  const std::string& status() const { return status_; }
  void setStatus(std::string text) { status_ = std::move(text); }
  const std::filesystem::path& documentPath() const { return documentPath_; }
  bool unsaved() const;

  // Exports: queued here, carried out by the platform layer after the frame is drawn.
  void requestExport(ExportJob job) { exports_.push_back(std::move(job)); }
  std::optional<ExportJob> takeExport();
  // The platform ran `job`: the status line says how it went; one chosen in the Save dialog makes its folder
  // the next export's when it was written, and brings its dialog back (the GIF's steps, the PNG's name) when
  // it was not.
  void exportFinished(const ExportJob& job, bool written, const std::string& error);
  // In a window narrower than kNarrowBelow points (its width over the UI scale) and taller than wide (a phone,
  // a narrow window) the
  // board and the panels are two tabs over the timeline strip, so the board is the largest thing on screen.
  // Whether the last frame was laid out so, and which tab.
  enum class NarrowTab { Board, Panels };
  static constexpr float kNarrowBelow = 700.0f;
  bool narrowLayout() const { return narrow_; }
  NarrowTab narrowTab() const { return narrowTab_; }
  void showNarrowTab(NarrowTab tab) { narrowTabAsked_ = tab; }
  // For the page's test hook: how far the side panel was scrolled in the last frame it was drawn, and where
  // the timeline's ">" button was (screen coordinates).
  float sidePanelScroll() const { return sidePanelScroll_; }
  ImVec2 nextStepButton() const { return nextStepButton_; }
  ImVec2 narrowTabButton(NarrowTab tab) const { return narrowTabButtons_[static_cast<int>(tab)]; }
  // Where the canvas was drawn in the last frame (screen coordinates).
  const std::pair<ImVec2, ImVec2>& canvasRect() const { return canvasRect_; }
  // The ImGui window the canvas is drawn in (its children's names start with it): an export draws only the
  // draw lists of these windows, never a menu, a dialog or a tooltip that happens to lie over the canvas.
  const std::string& canvasWindowName() const { return canvasWindowName_; }
  // The trace on screen, for exports that walk through it.
  TraceCursor& exportCursor() { return activeCursor(); }
  // Writes the trace on screen as JSON (steps, code lines, narration, marks); false and a reason on failure.
  bool exportTraceJson(const std::filesystem::path& path, std::string& error);
  // Draws the legend on the canvas beside the board, so exported images explain their colours.
  void setLegendOnCanvas(bool on) { legendOnCanvas_ = on; }
  // Draws the caption under the board: the step number and its narration (slides without the side panel).
  void setCaptionOnCanvas(bool on) { captionOnCanvas_ = on; }
  // The caption's first line for the step on screen ("Step 3 of 12"); "" without a trace.
  std::string captionStepLine();
  // The step on screen and its narration in one line, as a screen reader says it ("" without a trace).
  std::string spokenStep();
  // The algorithm the caption names beside the step ("scan:objc"); "" without a trace.
  std::string captionAlgorithm();
  // A title line of the user's own above the caption (a slide's heading); "" for none.
  void setCaptionTitle(const std::string& title);
  std::string captionTitle() const { return captionTitle_; }
  // Export > Steps as an animated GIF: the dialog choosing the range, the caption and the legend.
  void openExportDialog();
  // The range, delay and kind of the next GIF the dialog exports (its path comes from the file browser).
  ExportJob& exportDraft() { return exportDraft_; }
  // The dialog's Save: checks the range, then asks for the file (in the user's pictures folder).
  void confirmExportDialog();
  const FileBrowser& fileBrowser() const { return browser_; }

  // Something moves without input (a trace playing, a link solve or path flash animating, a search
  // running): the platform layer draws every frame; otherwise it sleeps until the next event. Any new state
  // that changes on its own must be added here.
  bool animating();
  // While idle: when the loop must wake without an event (a recovery copy falling due, a text caret
  // blinking); nullopt = only on the next event.
  std::optional<double> wakeAfterSeconds();

  bool quitRequested() const { return quit_; }
  // A new UI scale chosen in View > Scale, taken once by the platform layer, which reloads fonts.
  std::optional<float> takeScaleRequest();
  // Full screen on or off (presenter mode), taken once by the platform layer.
  std::optional<bool> takeFullscreenRequest();
  // Presenter mode (F11): full screen, large type, high contrast, side panel reduced to the code and the
  // narration. PgUp/PgDn step as everywhere.
  void setPresenter(bool on);
  bool presenter() const { return presenter_; }
  void setUiScale(float scale) { uiScale_ = scale; }
  float uiScale() const { return uiScale_; }  // in effect now (presenter mode's, in presenter mode)
  // The scale the user chose (View > Scale ticks it): in presenter mode, the one it enlarges.
  float chosenScale() const { return presenter_ ? scaleBeforePresenter_ : uiScale_; }
  // Presenter mode's scale for the one chosen, on a screen of `screen` (0x0: unknown, no limit).
  static float presenterScale(float chosen, ImVec2 screen);
  // The room presenter mode's layout needs, at 100%: its scale is at most the screen over this.
  static constexpr float kPresenterRoomWidth = 850.0f, kPresenterRoomHeight = 530.0f;
  // The size of the screen presenter mode fills (the platform layer says; else the window's).
  void setScreenSize(ImVec2 size) { screen_ = size; }
  // Remembers the window's place and size in the settings (the platform layer calls it at exit).
  void rememberWindow(int x, int y, int width, int height);
  // View > Scale: asks the platform layer for `scale` (0 = follow the monitor) and remembers the choice.
  void chooseScale(float scale);
  // --scale: this run's scale, not the monitor's, whatever the settings say (View > Scale ticks it alone).
  void scaleGivenForThisRun() { scaleGivenForThisRun_ = true; }
  // What View > Scale ticks: "Follow the monitor", or the scale chosen.
  bool followsMonitor() const { return settings_.uiScale == 0.0f && !scaleGivenForThisRun_; }
  // Switches every string, listing and narration (the traces are recorded again) and remembers the choice.
  // Chinese needs the CJK font: without it the workbench stays in English and says what to install.
  void setLanguage(i18n::Language language);

 private:
  enum class SavePurpose { Board, Png, Gif, Json, Results, GradeReport };  // what the file browser's Save is for
  // [SECTION] ViewHost: what the views ask of the shell
  std::string& statusLine() override { return status_; }
  ViewSettings& userSettings() override { return settings_; }
  void saveSettings() override { persistSettings(); }
  BoardGeometry& geometry() override { return geometry_; }
  const CommandList& commandList() const override { return commands_; }
  bool legendShown() const override { return showLegend_; }
  // A lesson's text is about its scene: another game, a new, generated or opened board closes it (a lesson
  // that opens its own scene sets its text after the scene is in place).
  void show(GameView& view) override {
    if (&view != view_) lessonSceneGone();
    view_ = &view;
  }
  bool pointerResting() const override;
  void forgetDocumentPath() override {
    setDocument({}, std::nullopt);
    lessonSceneGone();
  }
  void forgetRestoredCopy() override { restoredUnsaved_ = false; }
  void positionReplaced() override { lessonSceneGone(); }
  // The lesson's scene was replaced (a new, opened, generated or shuffled board, another game): its text
  // closes, and a lesson on an as-published variant gives the views back the algorithms chosen before it,
  // so the next board is not analysed with a defective variant nobody chose.
  void lessonSceneGone();

  void registerCommands();
  void drawMenuBar();
  // The views' items of the shell's menu `menu` (first: the Edit menu's items above the shell's own).
  void drawViewMenuItems(const std::string& menu, bool first = false);
  // The menus of the view on screen that the shell does not draw ("Link").
  void drawViewMenus();
  void drawCanvas(float width, float height);
  void drawSidePanel();
  void drawPresenterPanel();
  void drawEmbedded();
  void drawWorkbenchLayout();
  void drawNarrowLayout(float topHeight);
  float timelineStripHeight() const;
  void drawTimelineChild();
  void drawSideChild(ImVec2 size);
  void drawLessonSection();
  // The board's region, the legend and the caption of this frame's canvas.
  CanvasLayout canvasLayout();
  void drawCanvasLegend(const CanvasLayout& layout);
  void drawCanvasCaption(const CanvasLayout& layout);
  // The caption's narration lines: the longest narration of the trace, wrapped, at most kCaptionMaxLines.
  int captionNarrationLines();
  float captionNarrationWidth() const;
  void drawExportMenu();
  void drawExportDialog();
  void drawViewMenu();
  void drawHelpMenu();
  void drawHelpWindows();  // Keys, First steps, About, ImGui's tools
  void closeMenuOnEscape();
  // Opens the file browser to save something other than the board.
  // `then` runs once a board is saved (the confirm dialog's Save first: then the action it asked about).
  void browseToSave(SavePurpose purpose, const std::string& suggested, std::function<void()> then = nullptr);
  // A save's path chosen (in the file browser, or straight in the page): writes what `savePurpose_` asks.
  void saveChosen(const std::filesystem::path& path);
  // After a save that failed: the file browser again, to choose another place (never in the page, where no
  // place is chosen and the same one would fail again).
  void browseAgainAfterFailure(SavePurpose purpose, const std::string& name);
  // The next export's Save dialog starts in the folder `written` went to.
  void rememberExportFolder(const std::filesystem::path& written);
  void drawLessonMenu();
  void drawSaveLessonPopup();
  void drawOpenShareLinkPopup();
  void drawShareBasePopup();
  void drawLessonPreview(const char* id, const char* text, ImVec2 box);
  void drawCaptionTitleField(float width);  // the caption's title line, in the Export menu and dialog
  void drawTimelineStrip();
  // The status line, and beside it the move list of a view that has one.
  void drawStatusRow();
  void drawConfirmPopup();
  void handlePendingOpens();
  void confirmDiscard(std::string question, std::function<void()> action) override;
  void ask(std::string question, std::string detail, std::function<void()> action,
           std::function<void()> onCancel = {}) override;
  void persistSettings();
  // Gives the board text to the view whose game it is (the first registered game reads what no game
  // claims, and names the problem) and shows it; returns the reader's notes (what it assumed). Throws
  // BoardFileError naming `name` and the line.
  std::vector<std::string> showBoardText(const std::string& text, const std::string& name);
  void rememberFile(const std::filesystem::path& path);

  std::string status_;  // declared first: the views write to it
  std::filesystem::path documentPath_;
  std::optional<FileStamp> documentStamp_;  // documentPath_ as it was when read or last saved
  bool askBeforeSavingOver_ = false;        // a restored board's file changed or is another: Save asks first
  // The board on screen is now the file `path` (empty: no file), as `stamp` found it.
  void setDocument(const std::filesystem::path& path, std::optional<FileStamp> stamp);
  Settings settings_;
  Settings savedSettings_;  // settings_ as last read or saved: what changed since is what persistSettings writes
  std::filesystem::path settingsFile_;
  float uiScale_;
  bool scaleGivenForThisRun_ = false;  // --scale, until View > Scale chooses
  std::optional<float> scaleRequest_;
  std::optional<bool> fullscreenRequest_;
  bool presenter_ = false;
  bool narrow_ = false;                      // drawWorkbenchLayout's last frame folded the panels into a tab
  NarrowTab narrowTab_ = NarrowTab::Board;   // the tab chosen there
  std::optional<NarrowTab> narrowTabAsked_;  // showNarrowTab: selected on the next frame
  float stripContentHeight_ = 0.0f;          // the timeline strip's content in the last frame
  float sidePanelScroll_ = 0.0f;             // sidePanelScroll
  ImVec2 nextStepButton_{0.0f, 0.0f};        // nextStepButton
  ImVec2 narrowTabButtons_[2];               // narrowTabButton
  double pointerMovedAt_ = 0.0;              // ImGui::GetTime() when the mouse last moved (pointerResting())
  static constexpr double kPointerRestSeconds = 1.5;
  float scaleBeforePresenter_ = 1.0f;
  ImVec2 screen_{0.0f, 0.0f};  // setScreenSize
  ImVec2 presenterScreen() const;
  void keepPresenterScaleFitted();
  CommandList commands_;
  BoardGeometry geometry_;
  std::pair<ImVec2, ImVec2> scrubber_;
  std::string pickedEvent_;  // the event kind "next event" runs to ("" = any)

  Recovery recovery_;
  float sinceRecovery_ = 0.0f;    // seconds since the last recovery copy
  std::string keptBoard_;         // the board text of the last recovery copy
  bool restoredUnsaved_ = false;  // a restored board counts as unsaved until it is saved
  void keepRecoveryCopy();
  std::deque<Recovery::Found> leftBehind_;  // copies of instances no longer running, still to be offered
  // Asks about the next left-behind copy; a cancelled one stays for the next start.
  void offerNextRecovery();
  CounterexampleFinder finder_;
  void drawFinder();
  void drawProgramEditorMenu();
  GradeWindow grade_;
  // [SECTION] Predict mode (workbench_predict.cpp)
  PredictState predict_;
  bool exportRunning_ = false;              // an export's frames: no question strip, no gate on the cursor it steps
  void updatePredict(TraceCursor& cursor);  // questions in step with the scene; the cursor gated
  void answerPredict(const Answer& answer);
  void drawPredictMarks();  // in the board's region: the cell under the mouse, the clicks, the answer
  void drawPredictPanel();  // the question, in a strip along the canvas's top (the board lays out below it)
  // On a lesson scene with `ask` lines, on its own board: those (in the lesson's words); else `made`.
  std::vector<Question> lessonOrOwnQuestions(const Scene& shown, std::vector<Question> made,
                                             const CellName& name) const;
  // [SECTION] Simulate mode (workbench_simulate.cpp)
  SimulateState simulate_;
  void updateSimulate(TraceCursor& cursor);  // the run in step with the scene; the cursor held
  void drawSimulateMarks();                  // the clicks so far, the cell under the mouse, a correction
  void drawSimulatePanel();                  // what to click and the score, in the strip predict mode uses
  // The scene on screen: the game's name, its board and what its view says of the rest.
  Scene sceneOnScreen() const;
  // [SECTION] Results (workbench_results.cpp)
  std::vector<ResultRow> sessionResults_;  // this run of the workbench's (all there is without a settings file)
  std::vector<ResultRow> history_;         // results.jsonl as last read, and the rows it could not take
  std::vector<ResultRow> unkeptResults_;   // rows results.jsonl could not take (shown and exported all the same)
  bool resultsRead_ = false;
  std::string resultsProblem_;  // why results.jsonl (or some of its lines) could not be read
  bool showResults_ = false;
  char nameDraft_[101] = {};
  std::filesystem::path resultsFile() const;  // beside the settings file; empty without one
  CellName cellNamer() const;                 // how the game shown names cells ("h8", "3,1")
  // Adds who, when, which lecture and `scene` to a run's rows, and keeps them; false (and the status
  // says why) when results.jsonl could not take them.
  bool recordResults(std::vector<ResultRow> rows, const std::string& scene, const std::string& lecture);
  std::string runPlaceOnScreen() const;  // the scene as a share link, or its file and algorithm
  std::string lectureOnScreen() const;   // the open lesson's title ("" for none)
  void notePredictRows();                // the answers so far as result rows, named while their scene shows
  void noteSimulateRows();
  bool recordPredictRun();   // predict mode's answers, once, when the run ends or is left with answers
  bool recordSimulateRun();  // the same for simulate mode
  void clearResults();
  void drawResultsWindow();
  std::deque<ExportJob> exports_;
  std::pair<ImVec2, ImVec2> canvasRect_;
  std::string canvasWindowName_;
  bool legendOnCanvas_ = false;
  bool captionOnCanvas_ = false;
  char captionTitle_[128] = {};        // the caption's title line, typed in the Export menu or the GIF dialog
  std::string captionGlyphsAskedFor_;  // the title the fonts were last rebuilt for
  std::string lessonGlyphsAskedFor_;   // the lesson text they were last rebuilt for
  std::string screenGlyphsAskedFor_;   // the file name and status line they were last rebuilt for
  std::string menuGlyphsAskedFor_;     // the Lessons menu's titles they were last rebuilt for
  std::uint64_t menuGlyphsFor_ = 0;    // the shelves (LessonLibrary::shelvesBuilt) those titles came from
  // The name an export suggests from the document's: its stem when it is plain ASCII (a file name travels:
  // mail, a USB stick, another desktop), else `fallback`; what the user types replaces it.
  std::string exportStem(const std::string& fallback = "board") const;
  // Text typed into a field (a lesson, a caption title) may hold Chinese the fonts lack, in either UI
  // language: its glyphs are added and the fonts rebuilt, once per new text (`askedFor` remembers it, so a
  // missing CJK font does not rebuild them every frame).
  void fontsFor(const std::string& typed, std::string& askedFor);
  ExportJob exportDraft_{ExportJob::Kind::Gif, {}, 1, 0, 600};
  std::string exportDraftTrace_;  // which trace the draft's range was chosen on (traceKey in workbench_export.cpp)
  bool openExportDialog_ = false;
  std::string failedGifName_;  // the file a failed GIF export was to be: the dialog offers it again
  static constexpr int kCaptionMaxLines = 4;
  struct CaptionKey {  // what the caption's height depends on
    const Trace* trace = nullptr;
    std::size_t steps = 0;
    float width = 0, fontSize = 0;
    i18n::Language language{};
    bool operator==(const CaptionKey&) const = default;
  };
  CaptionKey captionKey_;
  int captionLines_ = 1;
  SavePurpose savePurpose_ = SavePurpose::Board;
  std::optional<Lesson> lesson_;
  LessonLibrary lessonLibrary_;    // the Lessons menu's lessons: read when it opens, and again on a change
  bool lessonMenuOpen_ = false;    // it was open at the last frame
  bool lessonJustOpened_ = false;  // the side panel scrolls to the lesson's text on the next frame
  std::string lessonBoard_;        // the board text of the lesson's scene, as it opened
  // Shows `lesson`'s text beside the scene now on screen: its board is the lesson's from now on, unless
  // `onItsBoard` says the scene shows another board (a link pairing a lesson with a board of its own).
  void keepLesson(Lesson lesson, bool onItsBoard = true);
  // Opens the scene the lesson's fields hold (a lecture's scene: Lesson::atScene), at its last step when
  // stepped back into; false with a status message.
  bool openLessonScene(Lesson lesson, bool atLastStep);
  void drawLectureSteps();       // in the lesson section: the scene's place in its lecture, and the way on
  bool clickerCrossed_ = false;  // the PgUp/PgDn held down went into another scene (its repeats wait)
  // The board is no longer the one the open lesson's text is about.
  bool lessonBoardChanged() const { return lesson_ && boardText() != lessonBoard_; }
  bool lessonUnfolded_ = false;  // presenter mode: the whole lesson text, not only its first paragraph
  // A lesson's algorithm while its scene is on screen (its text open or not), and what each view
  // (views_'s order) had chosen before the first of a run of lessons: given back when the scene goes.
  std::optional<std::string> lessonAlgorithm_;
  std::vector<std::string> algorithmsBeforeLesson_;
  bool openSaveLesson_ = false;
  struct LessonDraft {  // the Save as a lesson dialog's fields, in both languages
    // Room for any lesson's text (an opened lesson's text is put in them whole, never cut).
    char title[128] = {}, chineseTitle[128] = {};
    char topic[128] = {}, chineseTopic[128] = {};  // the Lessons menu's heading (optional)
    char text[kMaxLessonFileBytes] = {}, chineseText[kMaxLessonFileBytes] = {};
    char folder[1024] = {};                // where it is saved: the lessons folder unless the user says otherwise
    std::string problem;                   // after a failed Save: why, and where else it can go (the dialog stays open)
    std::pair<ImVec2, ImVec2> saveButton;  // where Save was drawn last (tests click it)
    std::string glyphsAskedFor;            // the Chinese text the fonts were last rebuilt for
  } lessonDraft_;
  bool lessonNotWritten_ = false;     // the last saveLesson failed writing (not on its text): another folder may do
  bool openShareLinkDialog_ = false;  // File > Open share link...: the dialog opens on the next frame
  bool shareBaseDialog_ = false;      // View > Share link address...: the dialog opens on the next frame
  char shareBaseDraft_[1100] = {};    // the address typed there (share_base is at most 1 KB)
  std::string shareBaseProblem_;      // why the address typed there was refused
  std::string defaultShareBase_;      // setDefaultShareBase
  char shareLinkDraft_[kMaxShareLinkLength + 2048] = {};  // the link after an address of up to 2 KB
  std::string shareLinkProblem_;                          // why the last link typed there did not open
  bool shareLinkRefocus_ = false;                         // give the field the keyboard back on the next frame
  FileBrowser browser_;
  std::function<void(const std::vector<std::string>&, bool several)> systemFilePicker_;  // useSystemFilePicker
  bool embedded_ = false;                                                                // setEmbedded
  bool quitOffered_ = true;                                                              // offerQuit
  std::filesystem::path straightBoards_, straightExports_;          // saveStraightTo; empty: the file browser asks
  std::function<void(const std::filesystem::path&)> folderChosen_;  // what the folder the browser gives is for
  std::deque<std::filesystem::path> pendingOpens_;
  std::string programToChoose_;  // a program added from its file, analysed once it runs
  std::string finderWaitsFor_;   // findCounterexample: the program it waits for
  bool quit_ = false;
  bool showMetrics_ = false;
  bool showStackTool_ = false;
  bool showAbout_ = false;
  bool showKeys_ = false;
  bool showFirstSteps_ = false;
  bool showLegend_ = true;
  std::string confirmQuestion_;
  std::string confirmDetail_;
  std::function<void()> confirmAction_;
  std::function<void()> confirmCancel_;
  bool confirmOffersSave_ = false;
  std::pair<ImVec2, ImVec2> saveFirstRect_;
  float menusEnd_ = 0.0f;                // menusEnd
  std::pair<ImVec2, ImVec2> titleRect_;  // titleRect  // the question is about unsaved work: offer "Save first"
  std::function<void()> afterSave_;      // Save first without a file name: the action, once the browser saved
  bool openConfirm_ = false;
  bool confirmShown_ = false;      // the question has been on screen for a whole frame: its keys count
  bool questionOnScreen_ = false;  // the last frame drew the question
  // The registered games' views (made in the constructor, after everything they refer to) and the one
  // on screen. Last: destroyed first, so a view's background search ends before what it writes to goes.
  // The user's own programs. Before the views: a view's analysis is what a program's answer is
  // put into, and answers are applied only in frame(), so the views may go first.
  ProgramsPanel programs_;
  std::vector<std::unique_ptr<GameView>> views_;
  GameView* view_ = nullptr;
};

}  // namespace boardlab::ui
