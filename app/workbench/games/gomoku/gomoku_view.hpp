#pragma once
// The gomoku view of the workbench: play, edit and analyse a gomoku game (any rule, any size). The shell
// gives it the command table, timeline, file handling and status line (GameView, ViewHost); the game
// record, its edits, its analysis and the panels that show them live here.
//
// Index:
// [SECTION] GameView: what the shell asks of every game
// [SECTION] The gomoku document and its analysis (tests and the built-in example use these)
// [SECTION] Private: edits, input, panels

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <imgui.h>

#include "app/workbench/games/gomoku/gomoku_board_view.hpp"
#include "app/workbench/programs/program_walk.hpp"
#include "app/workbench/programs/programs_panel.hpp"
#include "app/workbench/views/document_view.hpp"
#include "app/workbench/views/trace_panels.hpp"
#include "engine/gomoku/analysis.hpp"
#include "engine/gomoku/game.hpp"
#include "engine/gomoku/notation.hpp"
#include "engine/gomoku/record.hpp"

namespace boardlab::ui {

enum class BoardMode { Play, Edit };
enum class EditTool { Black, White, Erase };

// A chip of the move list: "9.h8", "10.undo h8", "11.redo h8" (numbered by the record's actions, as `ply`
// in the CLI and the analysis), in the coordinate style chosen.
std::string moveChipLabel(const gomoku::ActionEntry& action, int rows, gomoku::CoordinateStyle style);

// The view's Chinese catalogue (zh_gomoku_view.cpp), listed with its entry in games/game_views.cpp.
std::span<const i18n::Entry> gomokuViewChinese();

// Gomoku's part of the analysis with the user's programs (programs/programs_analysis.hpp).
struct GomokuProgramQuestion {
  using Analysis = gomoku::Analysis;
  using Document = gomoku::GameRecord;
  static constexpr std::string_view name = "gomoku";
  static std::string algoOf(const Analysis& a) { return a.algorithm(); }
  static std::string aboutOf(const Analysis& a);               // the move, and the stone when one was clicked
  static void followRestart(Analysis&, const std::string&) {}  // gomoku names its algorithms by name
};

class GomokuView final : public DocumentView<gomoku::GameRecord> {
 public:
  GomokuView(ViewHost& host, ProgramsPanel& programs);
  GomokuView(const GomokuView&) = delete;  // commands hold on to this one
  GomokuView& operator=(const GomokuView&) = delete;

  // [SECTION] GameView
  std::string_view name() const override { return "gomoku"; }
  bool ownsBoardText(const std::string& text, const std::string& fileName) const override;
  std::vector<std::string> loadBoardText(const std::string& text, const std::string& fileName) override;
  std::string boardText() const override;
  // The "New custom" size fields (columns, rows).
  std::pair<int, int> customSize() const { return {customCols_, customRows_}; }
  void newDocument() override { startNewGame(game_.board().cols(), game_.board().rows()); }
  bool editing() const override { return mode_ == BoardMode::Edit; }
  void setEditing(bool on) override { mode_ = on ? BoardMode::Edit : BoardMode::Play; }
  CanvasBoard canvasBoard() const override;
  void drawCanvas() override;
  void drawSideSections() override;
  void registerCommands(CommandList& commands, std::function<bool()> shown) override;
  bool applyScene(const Scene& scene, std::string& error) override;
  void describeScene(Scene& scene) const override;
  // The trace on screen: the analysis of one move.
  const Trace* trace() override { return analysis_.active() ? &analysis_.trace() : nullptr; }
  TraceCursor& cursor() override { return analysis_.cursor(); }
  const std::vector<std::string>* listing() const override {
    return gomoku::Analysis::listingOf(analysis_.algorithm());
  }
  std::string algorithmName() const override { return analysis_.algorithm(); }
  void chooseAlgorithm(const std::string& name) override;
  std::string cellName(Cell c) const override;
  TraceExport traceExport() override;
  void languageChanged() override { analysis_.invalidate(); }
  // What it adds: other file formats, the move list, its menu entries, the finder.
  // A game saved as .psq, .sgf or a move string is written in that format.
  std::string fileText(const std::filesystem::path& path, std::vector<std::string>& notes) const override;
  std::vector<std::string> fileExtensions() const override { return {".psq", ".sgf", ".txt", ".moves"}; }
  // At once for a built-in algorithm, off the UI thread for a user's program.
  void tick(float) override {
    updateAnalysis();
    takeBackStaleWalkStatus(status_, walk_.onStatusLine, [this] { return walkReportOnScreen().has_value(); });
  }
  void afterCanvas() override { updateAnalysis(); }
  void drawSideHeader() override;
  bool hasMoveList() const override { return true; }
  void drawMoveList() override;
  std::vector<MenuEntry> menuEntries() const override;
  void drawMenuItems(std::string_view menu) override;
  bool showInFinder(CounterexampleFinder& finder, const std::string& variant) override;
  CounterexampleFinder::GameSearch makeFinderSearch(CounterexampleFinder& finder,
                                                    const diff::RandomSearchRequest& request) override;

  // [SECTION] The gomoku document and its analysis
  // Replaces the game (the built-in example); it counts as saved.
  void setGame(gomoku::Game game, std::string status);
  const gomoku::Game& game() const { return game_; }
  // Everything the user did since the last edit: start position, rule, moves, take-backs and redos.
  const gomoku::GameRecord& record() const { return record_; }
  gomoku::Analysis& analysis() { return analysis_; }
  // The last "first difference" walk of a user's program, and where its button was drawn (tests click it).
  const LastWalk<gomoku::GameRecord>& lastWalk() const { return walk_; }
  const std::pair<ImVec2, ImVec2>& walkButtonRect() const { return walkButton_; }
  // The last walk's report as the Compare section shows it: only for the document and the program it walked,
  // in the same start of the program; null otherwise.
  std::optional<std::string> walkReportOnScreen() const;
  // The Compare table: every built-in's verdict on the move, a user's program first when one is analysed.
  std::vector<CompareRow> compareRows();
  // The analysis's verdict as the panel states it ("Move 9 at e8: black wins ..."); empty when none is shown
  // (no analysis, a problem instead, or a user's program that is not running).
  std::string verdictLine() const override;
  // Renju: black's forbidden points marked on the board in the last frame (empty when none were drawn).
  const std::vector<gomoku::ForbiddenPoint>& forbiddenMarks() const { return forbidden_; }
  void setShowForbidden(bool on) { showForbidden_ = on; }
  BoardMode mode() const { return mode_; }
  void setMode(BoardMode mode) { mode_ = mode; }
  void setEditTool(EditTool tool) { tool_ = tool; }
  void setRule(gomoku::Rule rule);
  // The heat map of the line counters (lines, lines:js): 0 off, 1 black's, 2 white's.
  void setHeatMap(int side) { heatSide_ = side; }

 private:
  // Brings the analysis up to date with the record: at once for a built-in, on a worker for a program.
  void updateAnalysis();
  // [SECTION] Private
  void drawHoverTooltip();
  void drawGameSection();
  void drawEditSection();
  void drawAnalysisSections();
  void drawCompareSection();
  // The user's program against scan on every move of the game, or every stone of a painted position, off
  // the UI thread; the first difference is opened and the report says how much was compared.
  void findProgramDifference();
  void drawLinesSection();
  // Analyses action `ply` of the record (a click on a take-back or on a move taken back).
  void analyseAction(int ply);
  void startNewGame(int cols, int rows);
  void jumpToMove(std::size_t count);
  void onBoardInput(const BoardInput& input);
  // Plays c for the side to move (the click, once any question about it is answered).
  void playAt(Cell c);
  // Applies an edit through the edit history (so Ctrl+Z undoes it).
  void edit(const gomoku::Game& next, std::string status);
  const gomoku::GameRecord& current() const override { return record_; }
  void restore(gomoku::GameRecord record, std::string status) override;
  // Makes `record` the document (and `game_` its replay).
  void setRecord(gomoku::GameRecord record);
  // Records a take-back / redo made by the user (so stateful algorithms see it too).
  bool takeBack();
  bool redo();
  const ViewSettings& settings() const { return host_.userSettings(); }

  ViewHost& host_;
  ProgramsPanel& programs_;                                    // the user's programs, which every game shares
  ProgramAnalysisOf<GomokuProgramQuestion>& programAnalysis_;  // kept by programs_
  std::string& status_;                                        // the host's status line
  gomoku::GameRecord record_;                                  // the gomoku document
  gomoku::Game game_;                                          // record_ replayed: what the board shows
  std::optional<Cell> hovered_;

  BoardMode mode_ = BoardMode::Play;
  EditTool tool_ = EditTool::Black;
  Stroke stroke_;

  gomoku::Analysis analysis_;
  std::size_t listedChips_ = 0;  // how many chips the move list showed last frame (it scrolls to a new one)
  ImVec2 listedSize_;            // the move list's width and font size last frame: a new scale or presenter
                                 // mode moves every chip, so the list scrolls to the newest again
  bool showForbidden_ = true;    // View > Forbidden points: renju's crosses
  std::vector<gomoku::ForbiddenPoint> forbidden_;  // the crosses drawn in the last frame
  int heatSide_ = 0;                               // heat map of the line counters: 0 off, 1 black, 2 white
  std::vector<int> heat_;
  LastWalk<gomoku::GameRecord> walk_;  // the last "first difference in this game" of a user's program
  std::pair<ImVec2, ImVec2> walkButton_;
  int customCols_ = 15;
  int customRows_ = 15;
};

}  // namespace boardlab::ui
