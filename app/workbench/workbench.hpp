#pragma once
// The workbench: one host window laid out by hand (ImGui 1.86 has no docking) with a menu bar, the
// board canvas on the left, the side panel on the right and the timeline strip at the bottom.
// It only draws state and forwards input; the game, the edits and the analysis live in the engine.
// It knows nothing of GLFW or OpenGL, so tests drive it with ImGui's null backend.

#include <deque>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "app/workbench/canvas_layout.hpp"
#include "app/workbench/commands.hpp"
#include "app/workbench/counterexample.hpp"
#include "app/workbench/file_browser.hpp"
#include "app/workbench/gomoku_board_view.hpp"
#include "app/workbench/link_workbench.hpp"
#include "app/workbench/programs_panel.hpp"
#include "app/workbench/recovery.hpp"
#include "app/workbench/settings.hpp"
#include "engine/core/lesson.hpp"
#include "engine/core/undo_stack.hpp"
#include "engine/gomoku/analysis.hpp"
#include "engine/gomoku/game.hpp"
#include "engine/gomoku/record.hpp"

namespace boardlab::ui {

enum class BoardMode { Play, Edit };

// An export of the canvas, done by the platform layer (it owns the pixels): one PNG of the step on
// screen, or a range of steps as numbered PNG frames or one animated GIF.
struct ExportJob {
  enum class Kind { Png, Frames, Gif };
  Kind kind = Kind::Png;
  std::filesystem::path path;  // the PNG or GIF file, or the folder of frames
  int firstStep = 0;           // 1-based, inclusive; 0 = the first (Frames, Gif)
  int lastStep = 0;            // 0 = the last
  int delayMs = 600;           // between GIF frames
};
enum class GameKind { Gomoku, Link };
enum class EditTool { Black, White, Erase };

// A chip of the move list: "9.h8", "10.undo h8", "11.redo h8" (numbered by the record's actions, as `ply`
// in the CLI and the analysis), in the coordinate style chosen.
std::string moveChipLabel(const gomoku::ActionEntry& action, int rows, gomoku::CoordinateStyle style);

class Workbench {
 public:
  // `settingsFile` empty: settings are not saved (tests, screenshots).
  Workbench(Settings settings, std::filesystem::path settingsFile, float uiScale);
  Workbench(const Workbench&) = delete;  // the command table and the link view hold on to this one
  Workbench& operator=(const Workbench&) = delete;

  // Builds the whole UI for one frame; call between ImGui::NewFrame() and ImGui::Render().
  void frame();

  // Replaces the game (the built-in example); it counts as saved.
  void setGame(gomoku::Game game, std::string status);
  // Opens a board file now (no question asked); false and a status message naming file and line on failure.
  bool openFile(const std::filesystem::path& path);
  // The board as board-file text (what Save writes and Ctrl+C copies).
  std::string boardText() const;
  // Shows a board given as board-file text (Ctrl+V); false and a status message naming the line on failure.
  bool pasteBoard(const std::string& text);
  // Saves to `path` atomically; false and a status message on failure (the old file stays intact).
  bool saveFile(const std::filesystem::path& path);
  // Asks to open `path` on the next frame (drag and drop, recent files); asks first if work is unsaved.
  void postOpen(std::filesystem::path path) { pendingOpens_.push_back(std::move(path)); }
  // The window's close button: quits now, or asks first when there are unsaved changes.
  void requestQuit();
  // Keeps unsaved work in `folder` as the user works (off until called), and on start offers to restore
  // what a crashed or killed run left there.
  void enableRecovery(std::filesystem::path folder);
  // Opens a lesson now: its board, its scene, and its text beside the board. False with a status message.
  bool openLesson(const std::filesystem::path& file);
  const std::optional<Lesson>& lesson() const { return lesson_; }
  // Where lessons are listed from: the examples shipped with BoardLab, and the user's own.
  static std::vector<std::filesystem::path> lessonFolders();
  static std::filesystem::path userLessonFolder();
  // The Chinese titles and texts of every listed lesson: glyphs the fonts must hold.
  static std::string chineseLessonText();
  // Saves the current board and scene as a lesson in the user's lesson folder; false with a status message.
  bool saveLesson(const std::string& title, const std::string& text);
  // Lessons > Save this scene as a lesson: the dialog, its title filled in with the open lesson's (in the
  // current language).
  void openSaveLessonDialog();
  const char* saveLessonTitle() const { return lessonTitle_; }

  GameKind kind() const { return kind_; }
  LinkWorkbench& link() { return link_; }
  // Shows a link board (the workbench switches to its link view); it counts as saved.
  void setLinkBoard(link::Board board, std::string status);
  // The trace on screen, whichever game is shown.
  TraceCursor& activeCursor();
  const gomoku::Game& game() const { return game_; }
  CounterexampleFinder& finder() { return finder_; }
  // A search runs in the background (link solve, still solvable?, hint, generate, the finder): the
  // platform layer must keep drawing frames (not wait for events) so its progress and its answer show.
  bool busy() const { return link_.busy() || finder_.running() || programs_.busy(); }
  // Everything the user did since the last edit: start position, rule, moves, take-backs and redos.
  const gomoku::GameRecord& record() const { return record_; }
  gomoku::Analysis& analysis() { return analysis_; }
  const BoardGeometry& boardGeometry() const { return geometry_; }
  // Renju: black's forbidden points marked on the board in the last frame (empty when none were drawn).
  const std::vector<gomoku::ForbiddenPoint>& forbiddenMarks() const { return forbidden_; }
  void setShowForbidden(bool on) { showForbidden_ = on; }
  // Where the timeline's scrubber was drawn in the last frame (tests click along it).
  const std::pair<ImVec2, ImVec2>& scrubberRect() const { return scrubber_; }
  // Where the confirm dialog's "Save first" was drawn last (tests click it).
  const std::pair<ImVec2, ImVec2>& saveFirstRect() const { return saveFirstRect_; }
  // The user's own programs (issue 16): their list, the off-thread analysis, the source view.
  ProgramsPanel& programs() { return programs_; }
  const Settings& settings() const { return settings_; }
  const CommandList& commands() const { return commands_; }
  const std::string& status() const { return status_; }
  void setStatus(std::string text) { status_ = std::move(text); }
  const std::filesystem::path& documentPath() const { return documentPath_; }
  bool unsaved() const;
  BoardMode mode() const { return mode_; }
  void setMode(BoardMode mode) { mode_ = mode; }
  void setEditTool(EditTool tool) { tool_ = tool; }
  void setRule(gomoku::Rule rule);
  // The heat map of the line counters (lines, lines:js): 0 off, 1 black's, 2 white's.
  void setHeatMap(int side) { heatSide_ = side; }
  bool canUndoEdit() const { return edits_.canUndo(); }

  // Exports: queued here, carried out by the platform layer after the frame is drawn.
  void requestExport(ExportJob job) { exports_.push_back(std::move(job)); }
  std::optional<ExportJob> takeExport();
  // Where the canvas was drawn in the last frame (screen coordinates).
  const std::pair<ImVec2, ImVec2>& canvasRect() const { return canvasRect_; }
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
  // Remembers the window's place and size in the settings (the platform layer calls it at exit).
  void rememberWindow(int x, int y, int width, int height);
  // View > Scale: asks the platform layer for `scale` (0 = follow the monitor) and remembers the choice.
  void chooseScale(float scale);
  // Switches every string, listing and narration (the traces are recorded again) and remembers the choice.
  // Chinese needs the CJK font: without it the workbench stays in English and says what to install.
  void setLanguage(i18n::Language language);

 private:
  enum class SavePurpose { Board, Png, Gif, Json };  // what the file browser's Save is for
  void registerCommands();
  void drawMenuBar();
  void drawCanvas(float width, float height);
  void drawSidePanel();
  void drawPresenterPanel();
  void drawLessonSection();
  void drawGomokuCanvas();
  // The trace whose marks the canvas shows (nullptr without one).
  const Trace* canvasTrace();
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
  void browseToSave(SavePurpose purpose, const std::string& suggested);
  void drawLessonMenu();
  void drawSaveLessonPopup();
  void drawGameSection();
  void drawTracePanels(const std::vector<std::string>& listing);
  void drawEditSection();
  void drawAnalysisSections();
  void drawCompareSection();
  void drawLinesSection();
  void drawTimelineStrip();
  void drawHistoryRow();
  // The height of the move list's own thin scrollbar (the strip below the board leaves room for it).
  static float historyScrollbarSize();
  // Analyses action `ply` of the record (a click on a take-back or on a move taken back).
  void analyseAction(int ply);
  void drawConfirmPopup();
  void drawHoverTooltip();
  void handlePendingOpens();
  // Runs `action` at once when nothing would be lost, else asks first.
  void confirmDiscard(std::string question, std::function<void()> action);
  // Asks `question` (with `detail` below it) and runs `action` on yes, `onCancel` (if any) on cancel.
  void ask(std::string question, std::string detail, std::function<void()> action, std::function<void()> onCancel = {});
  void startNewGame(int cols, int rows);
  void jumpToMove(std::size_t count);
  void onBoardInput(const BoardInput& input);
  // Plays c for the side to move (the click, once any question about it is answered).
  void playAt(Cell c);
  // Applies an edit through the edit history (so Ctrl+Z undoes it).
  void edit(const gomoku::Game& next, std::string status);
  // Makes `record` the document (and `game_` its replay).
  void setRecord(gomoku::GameRecord record);
  // Records a take-back / redo made by the user (so stateful algorithms see it too).
  bool takeBack();
  bool redo();
  void undoEdit();
  void redoEdit();
  void persistSettings();
  // Parses board-file text of either game, or a gomoku PSQ, SGF or move string, and shows it; returns the
  // reader's notes (what it assumed). Throws BoardFileError naming `name` and the line.
  std::vector<std::string> showBoardText(const std::string& text, const std::string& name);
  void rememberFile(const std::filesystem::path& path);

  std::string status_;              // declared first: the link view writes to it
  GameKind kind_ = GameKind::Gomoku;
  LinkWorkbench link_{status_};
  gomoku::GameRecord record_;       // the gomoku document
  gomoku::Game game_;               // record_ replayed: what the board shows
  gomoku::GameRecord savedRecord_;  // what the document holds on disk (or the example as opened)
  std::filesystem::path documentPath_;
  Settings settings_;
  std::filesystem::path settingsFile_;
  float uiScale_;
  std::optional<float> scaleRequest_;
  std::optional<bool> fullscreenRequest_;
  bool presenter_ = false;
  float scaleBeforePresenter_ = 1.0f;
  CommandList commands_;
  BoardGeometry geometry_;
  std::pair<ImVec2, ImVec2> scrubber_;
  std::optional<Cell> hovered_;

  BoardMode mode_ = BoardMode::Play;
  EditTool tool_ = EditTool::Black;
  UndoStack<gomoku::GameRecord> edits_;
  Stroke stroke_;

  gomoku::Analysis analysis_;
  std::string pickedEvent_;  // the event kind "next event" runs to ("" = any)
  std::size_t listedChips_ = 0;  // how many chips the move list showed last frame (it scrolls to a new one)
  ImVec2 listedSize_;            // the move list's width and font size last frame: a new scale or presenter
                                 // mode moves every chip, so the list scrolls to the newest again

  Recovery recovery_;
  float sinceRecovery_ = 0.0f;   // seconds since the last recovery copy
  std::string keptBoard_;        // the board text of the last recovery copy
  bool restoredUnsaved_ = false; // a restored board counts as unsaved until it is saved
  void keepRecoveryCopy();
  std::deque<Recovery::Found> leftBehind_;  // copies of instances no longer running, still to be offered
  // Asks about the next left-behind copy; a cancelled one stays for the next start.
  void offerNextRecovery();
  CounterexampleFinder finder_;
  void drawFinder();
  std::deque<ExportJob> exports_;
  std::pair<ImVec2, ImVec2> canvasRect_;
  bool legendOnCanvas_ = false;
  bool captionOnCanvas_ = false;
  ExportJob exportDraft_{ExportJob::Kind::Gif, {}, 1, 0, 600};
  bool openExportDialog_ = false;
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
  bool lessonJustOpened_ = false;  // the side panel scrolls to the lesson's text on the next frame
  bool openSaveLesson_ = false;
  char lessonTitle_[128] = {};
  char lessonText_[2048] = {};
  FileBrowser browser_;
  std::deque<std::filesystem::path> pendingOpens_;
  bool quit_ = false;
  bool showMetrics_ = false;
  bool showStackTool_ = false;
  bool showAbout_ = false;
  bool showKeys_ = false;
  bool showFirstSteps_ = false;
  bool showLegend_ = true;
  bool showForbidden_ = true;                     // View > Forbidden points: renju's crosses
  std::vector<gomoku::ForbiddenPoint> forbidden_; // the crosses drawn in the last frame
  int heatSide_ = 0;  // heat map of the line counters: 0 off, 1 black, 2 white
  std::vector<int> heat_;
  int customCols_ = 15;
  int customRows_ = 15;
  std::string confirmQuestion_;
  std::string confirmDetail_;
  std::function<void()> confirmAction_;
  std::function<void()> confirmCancel_;
  bool confirmOffersSave_ = false;
  std::pair<ImVec2, ImVec2> saveFirstRect_;   // the question is about unsaved work: offer "Save first"
  std::function<void()> afterSave_;  // Save first without a file name: the action, once the browser saved
  bool openConfirm_ = false;
  // Last: destroyed first, so its worker is joined while everything its answers touch still exists.
  ProgramsPanel programs_;
};

}  // namespace boardlab::ui
