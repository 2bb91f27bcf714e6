#pragma once
// One game's view in the workbench, and what the shell offers it. The shell (`Workbench`) owns the menus,
// the layout, files, confirmations, recovery, presenter mode, exports and lessons; everything that knows a
// game's board, rules, edits and algorithms lives in the game's view behind this interface. The shell
// holds the registered views as `GameView*` and never asks which game one is (as Box2D's samples: a base
// class, one registration line per sample).
//
// Index:
// [SECTION] ViewHost: what the shell offers a view (status line, settings, questions, the geometry)
// [SECTION] GameView: what a game's view implements
// [SECTION] Helpers the views share
// (The list of games the workbench shows is games/game_views.hpp; the trace sections every view draws are
// programs/trace_sections.hpp, since Code shows a user's program's own source.)

#include <filesystem>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "app/workbench/views/board_geometry.hpp"
#include "app/workbench/views/commands.hpp"
#include "app/workbench/views/counterexample.hpp"
#include "app/workbench/views/game_document.hpp"
#include "app/workbench/views/trace_overlay.hpp"
#include "app/workbench/views/view_settings.hpp"
#include "engine/core/scene.hpp"
#include "engine/core/trace.hpp"
#include "engine/core/trace_cursor.hpp"

namespace boardlab::ui {

class GameView;

// [SECTION] ViewHost
class ViewHost {
 public:
  // The status line under the board.
  virtual std::string& statusLine() = 0;
  // The user's settings a view sees (coordinates, move numbers, the game's own); saveSettings() writes them
  // when they changed.
  virtual ViewSettings& userSettings() = 0;
  virtual void saveSettings() = 0;
  // Where the board was drawn: the view lays it out here, tests click on it.
  virtual BoardGeometry& geometry() = 0;
  // The command table: buttons in the side panel draw its commands.
  virtual const CommandList& commandList() const = 0;
  // View > Legend: whether the side panel shows the legend section.
  virtual bool legendShown() const = 0;
  // Runs `action` at once when nothing would be lost, else asks first.
  virtual void confirmDiscard(std::string question, std::function<void()> action) = 0;
  // Asks `question` (with `detail` below it) and runs `action` on yes, `onCancel` (if any) on cancel.
  virtual void ask(std::string question, std::string detail, std::function<void()> action,
                   std::function<void()> onCancel = {}) = 0;
  // Puts `view` on screen (its document becomes the one File > Save writes).
  virtual void show(GameView& view) = 0;
  // The view's document has no file any more (a new or generated board, a counterexample).
  virtual void forgetDocumentPath() = 0;
  // The position was replaced in place (a shuffle): a lesson's text about the old one closes. A take-back
  // or a single edit keeps it.
  virtual void positionReplaced() = 0;
  // Presenter mode with the mouse pointer at rest: hover previews and tooltips are hidden, so that a
  // pointer left on the board does not read as a move on the projector.
  virtual bool pointerResting() const = 0;
  // A new document replaced a restored recovery copy: it no longer counts as unsaved work.
  virtual void forgetRestoredCopy() = 0;

 protected:
  ~ViewHost() = default;
};

// A command of the view in a menu of the shell ("File", "Edit", "View", "Run") or in a menu of the view's
// own (drawn only while the view is shown). In the shell's menus the items of every registered view
// appear (disabled where the command says so), at the place the shell keeps for views' items.
struct MenuEntry {
  std::string menu;     // "File", "Edit", "View", "Run", or the view's own ("Link")
  std::string command;  // a command id registered by the view
  bool first = false;   // in the Edit menu: above the shell's items (else below them)
};

// How big the board is on the canvas: what the canvas layout leaves room for.
struct CanvasBoard {
  int cols = 0, rows = 0;
  BoardMargin margin;  // around the outer cell centres (labels, link paths)
};

// The trace on screen for Export > Trace as JSON: nullptrs when there is none to export.
struct TraceExport {
  const Trace* trace = nullptr;
  const std::vector<std::string>* listing = nullptr;
  std::function<std::string(Cell)> cellName;
};

// [SECTION] GameView
// What a game's view does for the shell, in parts: its document (GameDocument, which DocumentView implements
// for any document type from two functions), its canvas and side panel (the three pure functions below),
// and what it may add: a trace on screen, scenes, commands and menus of its own, a move list, searches, the
// counterexample finder. The third game of the tests shows how little a game needs.
class GameView {
 public:
  virtual ~GameView() = default;

  // [what every view implements]
  // Its document, as the shell reads, writes and undoes it (DocumentView gives it).
  virtual GameDocument& document() = 0;
  virtual CanvasBoard canvasBoard() const = 0;
  // The board, its overlays and the mouse, in the canvas's board region (laid out in host.geometry()).
  virtual void drawCanvas() = 0;
  // The side panel's sections, under the header line and the lesson's text.
  virtual void drawSideSections() = 0;

  // [the document's, for the shell's calls: GameDocument says what each does]
  const GameDocument& document() const { return const_cast<GameView*>(this)->document(); }
  std::string_view name() const { return document().name(); }
  bool ownsBoardText(const std::string& text, const std::string& fileName) const {
    return document().ownsBoardText(text, fileName);
  }
  std::vector<std::string> loadBoardText(const std::string& text, const std::string& fileName) {
    return document().loadBoardText(text, fileName);
  }
  std::string boardText() const { return document().boardText(); }
  void newDocument() { document().newDocument(); }
  bool unsaved() const { return document().unsaved(); }
  void markSaved() { document().markSaved(); }
  bool editing() const { return document().editing(); }
  void setEditing(bool on) { document().setEditing(on); }
  bool canUndoEdit() const { return document().canUndoEdit(); }
  bool canRedoEdit() const { return document().canRedoEdit(); }
  void undoEdit() { document().undoEdit(); }
  void redoEdit() { document().redoEdit(); }

  // [scenes and commands: the defaults serve a view whose only scene is its algorithm and step]
  // Commands (with their keys); `shown` tells whether this view is the one on screen (commands of a hidden
  // view are disabled). By default none.
  virtual void registerCommands(CommandList& /*commands*/, std::function<bool()> /*shown*/) {}
  // Scenes (command line, lessons, share links): applies the scene's algorithm, step and game parameters to
  // the board shown (false with a message), and writes those on screen into `scene` (its board is the
  // shell's). By default the algorithm (chooseAlgorithm) and the step of its trace.
  virtual bool applyScene(const Scene& scene, std::string& error);
  virtual void describeScene(Scene& scene) const;

  // [the trace on screen: a view that shows one overrides these]
  // The trace the canvas, the timeline and the exports show; nullptr when none is chosen. By default the
  // one cursor() steps through.
  virtual const Trace* trace() { return cursor().trace(); }
  virtual TraceCursor& cursor() { return noTrace_; }
  // The chosen algorithm's listing (Code, presenter mode, Export > Trace as JSON); nullptr for none.
  virtual const std::vector<std::string>* listing() const { return nullptr; }
  // The chosen algorithm's name in the game's list ("" when none). By default the trace's.
  virtual std::string algorithmName() const;
  // The analysis's verdict as its panel states it (a game that states one; "" when none is shown).
  virtual std::string verdictLine() const { return {}; }
  // Chooses the algorithm named (as algorithmName() gives it; "" for none where the game allows it) for
  // the analysis, as the Algorithm list does; an unknown name changes nothing.
  virtual void chooseAlgorithm(const std::string& /*name*/) {}
  // What the trace's colours mean on this game's board (stones or tiles).
  virtual LegendBoard legendBoard() const { return LegendBoard::Stones; }
  // The legend of trace(), one entry per colour drawn (empty when nothing is analysed).
  std::vector<LegendEntry> legend();
  // A cell as the game names it in traces and exports ("h8", "3,0").
  virtual std::string cellName(Cell c) const { return std::to_string(c.col) + "," + std::to_string(c.row); }
  // The trace to export (trace(), listing() and cellName() unless the view says otherwise).
  virtual TraceExport traceExport();
  // The language changed: narrations and listings are recorded again.
  virtual void languageChanged() {}
  bool analysing() { return trace() != nullptr; }

  // [what a view may add]
  // What Save writes to `path` (a game may write other formats by extension); throws std::invalid_argument.
  virtual std::string fileText(const std::filesystem::path& path, std::vector<std::string>& notes) const;
  // The file names File > Open lists besides BoardLab's own .board files (gomoku: ".psq", ".sgf", ...).
  virtual std::vector<std::string> fileExtensions() const { return {}; }
  // One frame: advance animations by `seconds` and bring the analysis up to date (before input); then,
  // after the canvas took its input (a click may have changed the game), again for the panels.
  virtual void tick(float /*seconds*/) {}
  virtual void afterCanvas() {}
  // The side panel's header line (above the lesson text).
  virtual void drawSideHeader() {}
  // Presenter mode's side panel: by default the algorithm, its code line and the legend of trace().
  virtual void drawPresenterPanel();
  // The strip under the board: a view with a move list draws it in the right half of the status row.
  virtual bool hasMoveList() const { return false; }
  virtual void drawMoveList() {}
  // Where its commands appear in the shell's menus or menus of its own.
  virtual std::vector<MenuEntry> menuEntries() const { return {}; }
  // Items of the view's own inside one of the shell's submenus ("View/Coordinates": gomoku's styles), for
  // choices that are settings rather than commands; drawn for every view, whichever is shown.
  virtual void drawMenuItems(std::string_view /*menu*/) {}
  // A search runs in the background: frames keep being drawn so its progress shows.
  virtual bool busy() const { return false; }
  // The board moves on its own (an animation): frames keep being drawn.
  virtual bool animating() const { return false; }
  // Run > Find a counterexample: opens the finder on this game with B preset to `variant` (an as-published
  // variant; anything else gives the finder's default); false if the finder has no algorithms of this game.
  virtual bool showInFinder(CounterexampleFinder&, const std::string& /*variant*/) { return false; }
  // A new search of this game's random inputs for `finder` (not started), with the line saying what it
  // found and the opening of that at the first difference (which hides `finder`); empty when the game has
  // no counterexample search. Throws std::invalid_argument for an unknown algorithm or bad options.
  virtual CounterexampleFinder::GameSearch makeFinderSearch(CounterexampleFinder& /*finder*/,
                                                            const diff::RandomSearchRequest& /*request*/) {
    return {};
  }

 private:
  TraceCursor noTrace_;  // the cursor of a view that shows no trace: always empty
};

// [SECTION] Helpers the views share
// The height of the move list's thin scrollbar (the strip below the board leaves room for it).
float moveListScrollbarSize();

}  // namespace boardlab::ui
