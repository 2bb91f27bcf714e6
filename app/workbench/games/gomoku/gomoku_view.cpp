// The gomoku view's document: the game record and its replay, edits and take-backs, clicks on the board,
// board files and other gomoku formats, scenes and lessons, and its commands.

#include "app/workbench/games/gomoku/gomoku_view.hpp"

#include "app/workbench/games/gomoku/gomoku_settings.hpp"

#include <imgui.h>

#include "app/workbench/platform/keys.hpp"
#include "app/workbench/programs/programs_panel.hpp"
#include "app/workbench/views/trace_overlay.hpp"
#include "app/workbench/views/trace_panels.hpp"
#include "app/workbench/views/ui_text.hpp"
#include "engine/core/game_module.hpp"
#include "engine/diff/gomoku/gomoku_diff.hpp"
#include "engine/ext/command_line.hpp"
#include "engine/gomoku/board_file.hpp"
#include "engine/gomoku/formats.hpp"
#include "engine/gomoku/notation.hpp"
#include "engine/gomoku/position_edit.hpp"

namespace boardlab::ui {

std::string GomokuProgramQuestion::aboutOf(const Analysis& a) {
  const std::optional<Cell> stone = a.requestedStone();
  return std::to_string(a.requestedPly()) +
         (stone ? " " + std::to_string(stone->col) + "," + std::to_string(stone->row) : std::string());
}

GomokuView::GomokuView(ViewHost& host, ProgramsPanel& programs)
    : host_(host),
      programs_(programs),
      programAnalysis_(programs.addAnalysis<GomokuProgramQuestion>()),
      status_(host.statusLine()),
      record_(gomoku::recordOf(gomoku::Game(
          gomoku::Board(newBoardSize(host.userSettings()).first, newBoardSize(host.userSettings()).second)))),
      game_(gomoku::replayGame(record_)),
      customCols_(newBoardSize(host.userSettings()).first),
      customRows_(newBoardSize(host.userSettings()).second) {
  markOpened();
}

void GomokuView::setGame(gomoku::Game game, std::string status) {
  setRecord(gomoku::recordOf(game));
  customCols_ = game_.board().cols();  // the size fields start from the board on screen
  customRows_ = game_.board().rows();
  markOpened();
  host_.forgetDocumentPath();
  status_ = std::move(status);
}

void GomokuView::setRecord(gomoku::GameRecord record) {
  game_ = gomoku::replayGame(record);
  record_ = std::move(record);
}

void GomokuView::setRule(gomoku::Rule rule) {
  record_.rule = rule;
  game_.setRule(rule);
}

bool GomokuView::takeBack() {
  if (record_.actions.size() >= gomoku::GameRecord::kMaxActions || !game_.takeBack()) return false;
  record_.actions.push_back({gomoku::Action::Kind::Undo, {}});
  return true;
}

bool GomokuView::redo() {
  if (record_.actions.size() >= gomoku::GameRecord::kMaxActions || !game_.redo()) return false;
  record_.actions.push_back({gomoku::Action::Kind::Redo, {}});
  return true;
}

// [SECTION] Game and edits

void GomokuView::startNewGame(int cols, int rows) {
  try {
    game_.newGame(cols, rows);
    record_ = gomoku::recordOf(game_);
    markOpened();
    host_.forgetDocumentPath();
    host_.forgetRestoredCopy();
    analysis_.cursor().clearBreakpoints();
    analysis_.setPly(0);  // a move number of the old game means nothing on an empty board: the last move
    customCols_ = cols;   // the size fields show the board on screen (they said 15x15 on a new 19x19)
    customRows_ = rows;
    setNewBoardSize(host_.userSettings(), cols, rows);
    host_.saveSettings();
    status_ = text("New {0}x{1} game: black to move.", cols, rows);
  } catch (const std::invalid_argument& e) {
    status_ = text("Board not changed: {0}.", e.what());
  }
}

void GomokuView::jumpToMove(std::size_t count) {
  while (game_.moves().size() > count && takeBack()) {}
  while (game_.moves().size() < count && redo()) {}
}

void GomokuView::edit(const gomoku::Game& next, std::string status) {
  recordEdit();
  setRecord(gomoku::recordOf(next));
  status_ = std::move(status);
}

void GomokuView::restore(gomoku::GameRecord record, std::string status) {
  setRecord(std::move(record));
  status_ = std::move(status);
}

void GomokuView::onBoardInput(const BoardInput& input) {
  const ImGuiIO& io = ImGui::GetIO();
  const int rows = game_.board().rows();
  // Shift+click analyses in both modes, as the hint beside the edit tools says; only a plain stroke paints.
  if (mode_ == BoardMode::Edit && !io.KeyShift) {
    if (const auto cell = stroke_.next(input)) {
      const gomoku::Stone paint = tool_ == EditTool::Black   ? gomoku::Stone::Black
                                  : tool_ == EditTool::White ? gomoku::Stone::White
                                                             : gomoku::Stone::None;
      // A point already showing the paint is no change, unless the history must be flattened.
      if (game_.board().at(*cell) != paint || !game_.moves().empty()) {
        if (stroke_.firstChange()) recordEdit();
        setRecord(gomoku::recordOf(gomoku::withStone(game_, *cell, paint)));
        status_ = text("Painted {0}.", gomoku::cellName(*cell, rows));
      }
    }
    return;
  }
  if (!input.clicked) return;
  const Cell c = *input.clicked;
  const std::string name = gomoku::cellName(c, rows);
  if (io.KeyCtrl && analysis_.active()) {
    status_ = toggleBreakpoint(analysis_.cursor(), c, name);
    return;
  }
  if (io.KeyShift && game_.rule() == gomoku::Rule::Renju && game_.board().at(c) == gomoku::Stone::None) {
    analysis_.setAlgorithm("forbidden");
    analysis_.setPoint(c);
    status_ = text("Checking {0} with forbidden: may black play there?", name);
    return;
  }
  if (io.KeyShift) {
    if (analysis_.algorithm() == "forbidden") analysis_.setAlgorithm("scan");
    // The action that put the stone there, or a painted stone as if it had just been placed (the engine decides).
    const auto stone = gomoku::stoneToAnalyse(record_, c);
    if (!stone) {
      status_ = text("{0} holds no stone: Shift+click a stone to analyse it.", name);
    } else {
      analysis_.setStone(c);
      if (!analysis_.active()) analysis_.setAlgorithm("scan");
      status_ = stone->painted ? text("Analysing the painted stone on {0} as if it had just been placed.", name)
                               : text("Analysing move {0} ({1}).", stone->ply, name);
    }
    return;
  }
  // Renju: a forbidden point loses for black, so the click asks first.
  if (game_.rule() == gomoku::Rule::Renju && game_.toMove() == gomoku::Stone::Black && !game_.over() &&
      game_.board().at(c) == gomoku::Stone::None) {
    if (const gomoku::Forbidden f = gomoku::forbiddenAt(game_.board(), c); f != gomoku::Forbidden::None) {
      host_.ask(text("Play {0}? It is forbidden for black ({1}).", name, tr(std::string(gomoku::forbiddenName(f)))),
                tr("Under renju a forbidden move loses at once: white wins."), [this, c] { playAt(c); });
      return;
    }
  }
  playAt(c);
}

void GomokuView::playAt(Cell c) {
  const std::string name = gomoku::cellName(c, game_.board().rows());
  if (record_.actions.size() >= gomoku::GameRecord::kMaxActions) {
    status_ = text("The record holds {0} actions, its limit: save it, then start a new game.",
                   gomoku::GameRecord::kMaxActions);
    return;
  }
  switch (game_.play(c)) {
    case gomoku::PlayError::None:
      record_.actions.push_back({gomoku::Action::Kind::Place, c});
      status_ = game_.forbidden() != gomoku::Forbidden::None
                    ? text("Black played the forbidden point {0} ({1}): white wins.", name,
                           tr(std::string(gomoku::forbiddenName(game_.forbidden()))))
                : game_.over()
                    ? text("{0} wins with {1}.", tr(std::string(gomoku::stoneName(game_.result().winner))), name)
                    : text("{0} played {1}.", tr(std::string(gomoku::stoneName(game_.moves().back().stone))), name);
      break;
    case gomoku::PlayError::Occupied:
      status_ = text("{0} is already taken: the turn stays with {1}.", name,
                     tr(std::string(gomoku::stoneName(game_.toMove()))));
      break;
    case gomoku::PlayError::GameOver:
      status_ = tr("The game is over: take back (Ctrl+Z) or start a new game (Ctrl+N).");
      break;
    case gomoku::PlayError::OffBoard:
      break;
  }
}

// [SECTION] Files
bool GomokuView::ownsBoardText(const std::string& text, const std::string& fileName) const {
  // The engine decides which game a text is: a standard gomoku format (PSQ, SGF, a move string), or a
  // BoardLab board file whose game line says gomoku.
  try {
    return gameOfText(text, fileName).name == name();
  } catch (const std::exception&) {
    return false;
  }
}

std::vector<std::string> GomokuView::loadBoardText(const std::string& text, const std::string& name) {
  std::vector<std::string> notes;
  const gomoku::Format format = gomoku::chooseFormat(text, name, notes);
  if (format == gomoku::Format::Board) gomoku::boardFileGame(text, name);  // a missing 'game' line is named as such
  setRecord(format == gomoku::Format::Board ? gomoku::loadBoardText(text, name)
                                            : gomoku::loadGomokuText(text, name, notes));
  markOpened();
  customCols_ = game_.board().cols();
  customRows_ = game_.board().rows();
  analysis_.cursor().clearBreakpoints();
  analysis_.setPly(0);  // the last move of the game opened (a scene or a lesson then asks for its own)
  return notes;
}

std::string GomokuView::boardText() const { return gomoku::saveBoardText(record_); }

std::string GomokuView::fileText(const std::filesystem::path& path, std::vector<std::string>& notes) const {
  const auto format = gomoku::formatOfExtension(path);
  return format && *format != gomoku::Format::Board ? gomoku::saveGomokuFile(record_, *format, {}, notes) : boardText();
}

std::string GomokuView::cellName(Cell c) const { return gomoku::cellName(c, game_.board().rows()); }

TraceExport GomokuView::traceExport() {
  // Only a recorded trace: an analysis that says why it has none ("place a stone first") exports nothing.
  return analysis_.problem().empty() ? GameView::traceExport() : TraceExport{nullptr, nullptr, {}};
}

// [SECTION] Scenes and lessons
void GomokuView::updateAnalysis() { programAnalysis_.update(analysis_, record_); }

void GomokuView::chooseAlgorithm(const std::string& name) {
  if (name.empty() || gomoku::Analysis::listingOf(name) || programs_.list().find(name)) analysis_.setAlgorithm(name);
}

bool GomokuView::applyScene(const Scene& scene, std::string& error) {
  const std::string& ruleName = scene.parameter("rule");
  const std::string& heat = scene.parameter("heat");
  const std::string& point = scene.parameter("point");
  const int move = scene.number("move");
  if (!ruleName.empty()) {
    const auto rule = gomoku::parseRule(ruleName);
    if (!rule) {
      error = "unknown rule '" + ruleName + "' (" + gomoku::ruleNamesForMessages() + ")";
      return false;
    }
    setRule(*rule);
  }
  if (!heat.empty()) {
    if (heat != "black" && heat != "white" && heat != "off") {
      error = "unknown heat map side '" + heat + "' (black, white or off)";
      return false;
    }
    setHeatMap(heat == "black" ? 1 : heat == "white" ? 2 : 0);
  }
  if (scene.has("from") || scene.has("to")) {
    error = "--from and --to choose tiles on a link board; this is a gomoku board";
    return false;
  }
  // A point belongs to the forbidden check. For another algorithm it means nothing: one on the board is
  // passed over (lessons saved by earlier versions kept a stale one), one off the board is refused.
  if (!point.empty() && scene.algo != "forbidden") {
    Cell p;
    std::string why;
    if (!gomoku::parseCellName(point, game_.board().cols(), game_.board().rows(), p, why)) {
      error = "point '" + point + "' is not on this board (" + why + "), and only algo forbidden checks a point";
      return false;
    }
  }
  // A move past the game's last is refused, as the command line refuses it (it opened at the last move with
  // the number asked for in the field).
  if (const int moves = static_cast<int>(record_.actions.size()); move > moves) {
    error = moves > 0 ? "ply " + std::to_string(move) + " is outside 1.." + std::to_string(moves)
                      : "ply " + std::to_string(move) + ": this position has no moves (it was painted)";
    return false;
  }
  if (scene.algo.empty()) return true;
  gomoku::Analysis& analysis = analysis_;
  // A user's program is named by the name the user gave it and asked off the UI thread; the
  // step is shown once its trace arrives. Any other unknown name (an "ext:" command above all) never
  // starts a program: the board is shown with scan and the message says why.
  ProgramsPanel& programs = programs_;
  if (programs.list().find(scene.algo)) {
    analysis.setAlgorithm(scene.algo);
    analysis.setPly(move);
    programAnalysis_.jumpWhenRecorded(scene.step);
    return true;
  }
  if (!gomoku::Analysis::listingOf(scene.algo) || ext::isOutsideName(scene.algo)) {
    error = unconfiguredProgramMessage(scene.algo, "scan");
    analysis.setAlgorithm("scan");
    analysis.setPly(move);
    analysis.update(record_);
    return false;
  }
  if (scene.algo == "forbidden") {
    Cell p;
    std::string why;
    const gomoku::Board& b = game_.board();
    if (!gomoku::parseCellName(point, b.cols(), b.rows(), p, why)) {
      error = "forbidden needs --point, an empty point like h8: " + why;
      return false;
    }
    analysis.setPoint(p);
  }
  analysis.setAlgorithm(scene.algo);
  analysis.setPly(move);
  analysis.update(record_);
  if (!analysis.problem().empty()) {
    error = analysis.problem();
    return false;
  }
  return jumpToSceneStep(analysis.cursor(), scene.step, error);
}

void GomokuView::describeScene(Scene& scene) const {
  if (!analysis_.active()) return;
  const bool pointHere = analysis_.point() && game_.board().contains(*analysis_.point());
  if (analysis_.algorithm() == "forbidden" && !pointHere) return;  // it checks nothing on this board
  scene.algo = analysis_.algorithm();
  if (analysis_.requestedPly() > 0) scene.set("move", std::to_string(analysis_.requestedPly()));
  // Only the forbidden check has a point, and only one on this board (an earlier scene's stays in the
  // analysis: a 5x5 scene saved after the renju lesson wrote `point h-2`).
  if (analysis_.algorithm() == "forbidden")
    scene.set("point", gomoku::cellName(*analysis_.point(), game_.board().rows()));
  scene.step = static_cast<int>(analysis_.cursor().position()) + 1;
}

// [SECTION] Commands, menus and the counterexample finder
void GomokuView::registerCommands(CommandList& commands, std::function<bool()> shown) {
  const auto playing = [this, shown] { return shown() && mode_ == BoardMode::Play; };
  commands.add({"game.newgomoku", "New gomoku game", "", -1, false, false, nullptr, [this] {
                  host_.confirmDiscard(tr("Start a new gomoku game?"), [this] {
                    host_.show(*this);
                    startNewGame(newBoardSize(settings()).first, newBoardSize(settings()).second);
                  });
                }});
  commands.add({"game.takeback", "Take back", "Ctrl+Z", key::Z, true, false,
                [this, playing] { return playing() && game_.canTakeBack(); },
                [this] {
                  status_ = tr(takeBack() ? "Took back a move."
                                          : "Nothing taken back: the record is full (save, then edit).");
                },
                true});
  commands.add({"game.redo", "Redo", "Ctrl+Y", key::Y, true, false,
                [this, playing] { return playing() && game_.canRedo(); },
                [this] {
                  status_ = tr(redo() ? "Replayed a move." : "Nothing replayed: the record is full (save, then edit).");
                },
                true});
  commands.add({"edit.clear", "Clear the board", "", -1, false, false,
                [this, shown] { return shown() && mode_ == BoardMode::Edit; },
                [this] { edit(gomoku::cleared(game_), tr("Cleared the board.")); }});
  commands.add({"view.forbidden", "Forbidden points (renju)", "", -1, false, false, nullptr,
                [this] { showForbidden_ = !showForbidden_; }, false, [this] { return showForbidden_; }});
}

std::vector<MenuEntry> GomokuView::menuEntries() const {
  return {{"File", "game.newgomoku"},
          {"Edit", "game.takeback", true},
          {"Edit", "game.redo", true},
          {"Edit", "edit.clear"},
          {"View", "view.forbidden"}};
}

bool GomokuView::showInFinder(CounterexampleFinder& finder, const std::string& variant) {
  finder.show("gomoku", variant);
  return true;
}

CounterexampleFinder::GameSearch GomokuView::makeFinderSearch(CounterexampleFinder& finder,
                                                              const diff::RandomSearchRequest& request) {
  std::unique_ptr<diff::GomokuSearch> made = diff::makeGomokuSearch(request);
  const diff::GomokuSearch* search = made.get();  // the finder owns it as long as it shows its result
  return {.search = std::move(made),
          .summary =
              [search] {
                const auto& d = search->result();
                if (!d) return std::string();
                const diff::GomokuSize size = diff::sizeOf(d->record);
                // Only a published variant and its peer take the same steps; other pairs differ in their verdicts only.
                if (!d->stepsCompared || d->divergence < 0)
                  return text("Smallest found: {0}x{1}, {2} actions; the verdicts differ at action {3}.", size.cols,
                              size.rows, size.actions, d->ply);
                return text("Smallest found: {0}x{1}, {2} actions; they part at action {3}, step {4}.", size.cols,
                            size.rows, size.actions, d->ply, d->divergence + 1);
              },
          .open =
              [this, &finder, search] {
                const std::string algo = search->options().algoB;  // the algorithm searched
                host_.confirmDiscard(tr("Open the counterexample?"), [this, &finder, d = *search->result(), algo] {
                  finder.hide();  // the board it found is what the user wants to see now
                  setRecord(d.record);
                  markOpened();
                  host_.show(*this);
                  host_.forgetDocumentPath();
                  analysis_.setAlgorithm(algo);
                  analysis_.setPly(d.ply);
                  analysis_.update(record_);
                  if (d.divergence >= 0) analysis_.cursor().jump(static_cast<std::size_t>(d.divergence));
                  status_ = text("Counterexample: {0} and {1} differ at move {2}.", d.a.algo, d.b.algo, d.ply);
                });
              }};
}

}  // namespace boardlab::ui
