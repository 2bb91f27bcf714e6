#pragma once
// The lianliankan view of the workbench: play and edit a link board, and analyse one pair of tiles with
// any link algorithm. The shell gives it the command table, timeline, file handling and status line
// (GameView, ViewHost); the board, its side-panel sections, its scenes and its commands live here.

#include <chrono>
#include <cstdint>
#include <deque>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "app/workbench/games/link/link_board_view.hpp"
#include "app/workbench/programs/program_walk.hpp"
#include "app/workbench/programs/programs_panel.hpp"
#include "app/workbench/views/background_job.hpp"
#include "app/workbench/views/board_geometry.hpp"
#include "app/workbench/views/commands.hpp"
#include "app/workbench/views/document_view.hpp"
#include "engine/link/analysis.hpp"
#include "engine/link/board.hpp"
#include "engine/link/game.hpp"
#include "engine/link/generator.hpp"
#include "engine/link/solver.hpp"

namespace boardlab::ui {

// The words of the link view: a pair "a1 - b2", an answer "yes: L, 1 turn, 4 cells", a path's label.
std::string pairText(const link::Pair& p);
std::string shapeText(link::Shape shape);
std::string reasonWords(link::Reason reason);
std::string resultText(const link::LinkResult& r);
std::string pathLabel(const link::LinkResult& r);

// The view's Chinese catalogue (zh_link_view.cpp), listed with its entry in games/game_views.cpp.
std::span<const i18n::Entry> linkViewChinese();

// Link's part of the analysis with the user's programs (programs/programs_analysis.hpp).
struct LinkProgramQuestion {
  using Analysis = link::Analysis;
  using Document = link::Board;
  static constexpr std::string_view name = "link";
  static std::string algoOf(const Analysis& a) { return std::string(link::algoName(a.algorithm())); }
  static std::string aboutOf(const Analysis& a);  // the pair
  // A restarted program is registered under a new Algo handle (the registry retires the old one, which
  // keeps its name but is no longer found): the analysis follows it by its name.
  static void followRestart(Analysis& a, const std::string& program);
};

class LinkView final : public DocumentView<link::Board> {
 public:
  LinkView(ViewHost& host, ProgramsPanel& programs);
  LinkView(const LinkView&) = delete;  // commands and the status line hold on to this one
  LinkView& operator=(const LinkView&) = delete;

  // [SECTION] GameView
  std::string_view name() const override { return "link"; }
  bool ownsBoardText(const std::string& text, const std::string& fileName) const override;
  std::vector<std::string> loadBoardText(const std::string& text, const std::string& fileName) override;
  std::string boardText() const override;
  void newDocument() override;
  // Leaving or entering edit mode forgets the selection, hints and the auto-solve.
  void setEditing(bool on) override;
  CanvasBoard canvasBoard() const override;
  void drawCanvas() override;
  void drawSideSections() override;
  // Adds the link commands (new board, hint, shuffle, solve, ...), enabled only while `shown()` says so.
  void registerCommands(CommandList& commands, std::function<bool()> shown) override;
  bool applyScene(const Scene& scene, std::string& error) override;
  void describeScene(Scene& scene) const override;
  // The trace on screen: the analysis of one pair.
  const Trace* trace() override { return analysis_.active() ? &analysis_.trace() : nullptr; }
  TraceCursor& cursor() override { return analysis_.cursor(); }
  const std::vector<std::string>* listing() const override { return &link::algoListing(analysis_.algorithm()); }
  std::string algorithmName() const override;
  void chooseAlgorithm(const std::string& name) override;
  LegendBoard legendBoard() const override { return LegendBoard::Tiles; }
  std::string cellName(Cell c) const override { return link::cellName(c); }
  void languageChanged() override { analysis_.invalidate(); }
  // What it adds: searches and animations, a menu of its own, the finder.
  void tick(float seconds) override;
  void drawSideHeader() override;
  std::vector<MenuEntry> menuEntries() const override;
  bool busy() const override { return job_.busy(); }
  bool animating() const override { return autoSolving() || flash_.has_value(); }
  bool showInFinder(CounterexampleFinder& finder, const std::string& variant) override;
  CounterexampleFinder::GameSearch makeFinderSearch(CounterexampleFinder& finder,
                                                    const diff::RandomSearchRequest& request) override;

  // The document.
  void setBoard(link::Board board);  // as opened or generated: counts as saved
  // Shows `board` (the workbench switches to this view, without a file); it counts as saved.
  void show(link::Board board, std::string status);
  const link::Board& board() const { return board_; }
  // The generator runs off the UI thread like every search here. Workable settings succeed on the first
  // attempt; hopeless ones (a big board with 0 or 1 turns) cost up to a second per attempt, so the
  // workbench gives up after 10 where the command line allows the default 200.
  static constexpr int kInteractiveAttempts = 10;
  // Every background search also stops after this long (the user may cancel sooner).
  static constexpr std::chrono::seconds kInteractiveTimeLimit{30};
  // Hints on boards with more tiles than this are searched off the UI thread (a deadlocked 64x64 board
  // costs millions of queries); smaller ones answer within the frame.
  static constexpr int kBackgroundHintTiles = 400;
  // The generator settings the side panel edits (size, faces, seed, ring, turns).
  link::GenerateOptions& generatorOptions() { return generator_; }
  // A new board from the generator with the current generator settings (the next seed), built off the
  // UI thread: the board and the status line change when it is done (see busy()).
  void newBoard();
  // A search runs in the background (solve, still solvable?, a hint on a big board, generate); the
  // frame shows its progress and a Cancel button, and must keep being drawn until it ends.
  BackgroundJob& job() { return job_; }
  // Blocks until the background search ends and applies its answer: tests only, never a frame.
  void waitForJob() { job_.wait(); }

  void setPaintFace(link::Face f) { paint_ = f; }
  void setGravity(bool on) { gravity_ = on; }

  // Plays: selects a tile, and removes the pair when a second tile links to the first.
  void clickTile(Cell c);
  // Analysis: the pair, the algorithm, the recorded trace.
  link::Analysis& analysis() { return analysis_; }
  void analysePair(Cell a, Cell b);

  // The last "first difference" walk of a user's program, and where its button was drawn (tests click it).
  const LastWalk<link::Board>& lastWalk() const { return walk_; }
  const std::pair<ImVec2, ImVec2>& walkButtonRect() const { return walkButton_; }
  // The last walk's report as the Compare section shows it: only for the document and the program it walked,
  // in the same start of the program; null otherwise.
  std::optional<std::string> walkReportOnScreen() const;
  void drawCompareSection();
  // The user's link program against corners on every pair of equal tiles, off the UI thread: only linked
  // or not is compared; the first pair where they differ is analysed, and the report says how many were.
  void findProgramDifference();
  const std::optional<Cell>& selected() const { return selected_; }
  bool autoSolving() const { return !autoMoves_.empty(); }
  // The board moves on its own: a solve playing or a removed pair's path still flashing.

 private:
  // The board, play, analysis, editing and generator sections of the side panel.
  void drawBoardSections(const CommandList& commands);
  void edit(link::Board next, std::string what);
  const link::Board& current() const override { return board_; }
  void restore(link::Board board, std::string status) override;
  // Shift+click: tile A of the pair to analyse, or B (then the pair is analysed).
  void choosePairEnd(Cell c);
  void onInput(const BoardInput& input);
  void afterRemoval();
  void startAutoSolve();
  void checkSolvable();
  void showHint();
  void fillFromGenerator();
  // Runs `work` in the background; its answer is applied only if the board is still the one it searched
  // (else the status line says it was dropped). Refused, with a status message, while another runs.
  void startJob(std::string label, std::function<BackgroundJob::Finish(SearchBudget&)> work);
  // Solves the board in the background; `show` gets the answer if the board is still the one solved.
  void startSolve(std::string label, std::function<void(const link::SolveResult&)> show);
  void shuffle();
  // Forgets what refers to the board as it was: selection, pending pair, hints, auto-solve, path flash.
  void resetTransient();
  // Deadlock and the list of linkable pairs, recomputed only when the board changed (both scan every pair).
  void refreshBoardFacts();

  ViewHost& host_;
  ProgramsPanel& programs_;                                  // the user's programs, which every game shares
  ProgramAnalysisOf<LinkProgramQuestion>& programAnalysis_;  // kept by programs_
  std::string& status_;                                      // the host's status line
  link::Board board_;
  link::Face paint_ = 'A';
  Stroke stroke_;
  bool gravity_ = false;
  std::optional<Cell> selected_;
  std::optional<Cell> pendingA_;   // first Shift+click of an analysis pair
  std::vector<link::Pair> hints_;  // the pair the H key showed
  std::optional<link::Board> factsFor_;
  bool deadlocked_ = false;
  std::vector<link::Pair> allPairs_;
  bool showAllHints_ = false;
  bool showAllBest_ = false;
  struct Flash {
    LinkPathDrawing path;
    float remaining = 0.0f;
  };
  std::optional<Flash> flash_;
  LastWalk<link::Board> walk_;  // the last "first difference on this board" of a user's program
  std::pair<ImVec2, ImVec2> walkButton_;
  std::deque<link::Pair> autoMoves_;
  float autoDelay_ = 0.0f;
  std::uint64_t shuffleSeed_ = 1;
  link::GenerateOptions generator_{.attempts = kInteractiveAttempts};
  link::Analysis analysis_;
  // Brings the analysis up to date: at once for a built-in, off the UI thread for a user's program.
  void updateAnalysis();
  BackgroundJob job_;  // last: destroyed (cancelled and joined) first
};

}  // namespace boardlab::ui
