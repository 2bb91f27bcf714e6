// The link view: its document (board files, scenes, lessons, the finder's results), play and its
// searches (hint, shuffle, still solvable?, auto-solve, the generator), edits and its commands.

#include "app/workbench/games/link/link_view.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include <imgui.h>

#include "app/workbench/platform/keys.hpp"
#include "app/workbench/programs/programs_panel.hpp"
#include "app/workbench/views/style.hpp"
#include "app/workbench/views/trace_overlay.hpp"
#include "app/workbench/views/trace_panels.hpp"
#include "app/workbench/views/ui_text.hpp"
#include "engine/core/board_text.hpp"
#include "engine/core/game_module.hpp"
#include "engine/diff/link/link_diff.hpp"
#include "engine/link/algorithms.hpp"
#include "engine/link/board_file.hpp"
#include "engine/link/solver.hpp"

namespace boardlab::ui {

// [SECTION] The words of the link view (shared with its panels)
std::string pairText(const link::Pair& p) { return link::cellName(p.a) + " - " + link::cellName(p.b); }

// The engine's shape names ("I", "L", "Z", "U", "bent") and reason sentences, in the current language.
std::string shapeText(link::Shape shape) { return tr(std::string(link::shapeName(shape))); }
std::string reasonWords(link::Reason reason) { return tr(link::reasonText(reason)); }

std::string resultText(const link::LinkResult& r) {
  if (!r.fault.empty()) return text("failed: {0}", r.fault);  // no answer: never read as "no"
  if (!r.brokenRule.empty()) return text("yes, by a path that breaks the rules: {0}", r.brokenRule);
  if (!r.linked) return text("no: {0}", reasonWords(r.reason));
  if (r.turns == 1) return text("yes: {0}, 1 turn, {1} cells", shapeText(r.shape), r.cells);
  return text("yes: {0}, {1} turns, {2} cells", shapeText(r.shape), r.turns, r.cells);
}

// The label on a path drawn on the board: its shape and turns.
std::string pathLabel(const link::LinkResult& r) {
  if (r.turns == 1) return text("{0}, 1 turn", shapeText(r.shape));
  return text("{0}, {1} turns", shapeText(r.shape), r.turns);
}

namespace {

constexpr float kFlashSeconds = 0.6f;

}  // namespace

std::string LinkProgramQuestion::aboutOf(const Analysis& a) {
  return a.active() ? link::cellName(*a.a()) + " " + link::cellName(*a.b()) : std::string();
}

void LinkProgramQuestion::followRestart(Analysis& a, const std::string& program) {
  if (program.empty() || !a.algorithm()->outside || a.algorithm()->name != program) return;
  if (const auto now = link::parseAlgo(program); now && *now != a.algorithm()) a.setAlgorithm(*now);
}

LinkView::LinkView(ViewHost& host, ProgramsPanel& programs)
    : host_(host),
      programs_(programs),
      programAnalysis_(programs.addAnalysis<LinkProgramQuestion>()),
      status_(host.statusLine()),
      board_() {
  markOpened();
}

void LinkView::setBoard(link::Board board) {
  board_ = std::move(board);
  markOpened();
  resetTransient();
  analysis_.setEnds(std::nullopt, std::nullopt);
  analysis_.cursor().clearBreakpoints();
}

void LinkView::resetTransient() {
  selected_.reset();
  pendingA_.reset();
  hints_.clear();
  autoMoves_.clear();
  flash_.reset();
}

void LinkView::setEditing(bool on) {
  if (on == editing()) return;
  DocumentView::setEditing(on);
  resetTransient();
}

void LinkView::refreshBoardFacts() {
  if (factsFor_ && *factsFor_ == board_) return;
  factsFor_ = board_;
  deadlocked_ = board_.tileCount() > 0 && link::deadlocked(board_);
  allPairs_ = showAllHints_ ? link::allPairs(board_) : std::vector<link::Pair>{};
}

void LinkView::startJob(std::string label, std::function<BackgroundJob::Finish(SearchBudget&)> work) {
  if (job_.busy()) {
    status_ = text("Busy: {0}. Wait for it or cancel it first.", job_.label());
    return;
  }
  status_ = text("{0}...", label);
  job_.start(std::move(label), std::move(work), kInteractiveTimeLimit);
}

void LinkView::newBoard() {
  ++generator_.seed;
  const link::GenerateOptions o = generator_;
  startJob(tr("Generating a board"), [this, o](SearchBudget& budget) -> BackgroundJob::Finish {
    try {
      link::Board made = link::generateBoard(o, budget).board;
      return [this, o, made = std::move(made)] {
        setBoard(made);
        status_ =
            text("New {0}x{1} board, {2} faces, seed {3}: solvable by construction.", o.cols, o.rows, o.faces, o.seed);
      };
    } catch (const std::exception& e) {
      return [this, why = std::string(e.what())] { status_ = text("No board generated: {0}", why); };
    }
  });
}

void LinkView::fillFromGenerator() {
  link::GenerateOptions o = generator_;
  o.border = board_.border();
  o.maxTurns = board_.anyTurns() ? 2 : std::min(board_.maxTurns(), 2);
  const link::Board before = board_;
  startJob(tr("Generating a board"), [this, o, before](SearchBudget& budget) -> BackgroundJob::Finish {
    try {
      link::Board next = link::generateBoard(o, budget).board;
      return [this, o, before, next = std::move(next)]() mutable {
        if (!(board_ == before)) {
          status_ = tr("The board changed during the search: its answer was dropped.");
          return;
        }
        next.setMaxTurns(board_.maxTurns());
        edit(std::move(next), text("Filled from the generator (seed {0}).", o.seed));
      };
    } catch (const std::exception& e) {
      return [this, why = std::string(e.what())] { status_ = text("Not generated: {0}", why); };
    }
  });
}

void LinkView::registerCommands(CommandList& commands, std::function<bool()> active) {
  commands.add({"game.newlink", "New link board", "Ctrl+L", key::L, true, false, nullptr, [this] {
                  host_.confirmDiscard(tr("Start a new link board?"), [this] {
                    host_.show(*this);
                    newDocument();
                  });
                }});
  const auto playing = [this, active] { return active() && !editing() && !job_.busy(); };
  commands.add({"link.hint", "Hint", "H", key::H, false, false, playing, [this] { showHint(); }});
  commands.add({"link.shuffle", "Shuffle", "S", key::S, false, false, playing, [this] { shuffle(); }});
  commands.add(
      {"link.solvable", "Is it still solvable?", "V", key::V, false, false, playing, [this] { checkSolvable(); }});
  commands.add(
      {"link.autosolve", "Auto-solve (animated)", "A", key::A, false, false, playing, [this] { startAutoSolve(); }});
}

void LinkView::edit(link::Board next, std::string what) {
  recordEdit();
  board_ = std::move(next);
  resetTransient();
  status_ = std::move(what);
}

void LinkView::restore(link::Board board, std::string status) {
  board_ = std::move(board);
  resetTransient();
  status_ = std::move(status);
}

void LinkView::shuffle() {
  link::Board next = board_;
  const bool movable = link::shuffleTiles(next, shuffleSeed_++);
  board_ = std::move(next);
  resetTransient();
  host_.positionReplaced();  // a lesson's text about the old order no longer fits
  status_ = movable ? tr("Shuffled: a pair links now.") : tr("Shuffled, but no order of these tiles has a move.");
}

void LinkView::showHint() {
  const auto say = [this](const std::optional<link::Pair>& h) {
    hints_ = h ? std::vector<link::Pair>{*h} : std::vector<link::Pair>{};
    status_ = h                         ? text("Hint: {0} link.", pairText(*h))
              : board_.tileCount() == 0 ? tr("The board is clear.")
                                        : tr("No pair links: shuffle (S).");
  };
  if (board_.tileCount() <= kBackgroundHintTiles) return say(link::hint(board_));
  const link::Board searched = board_;
  startJob(tr("Looking for a hint"), [this, searched, say](SearchBudget& budget) -> BackgroundJob::Finish {
    const std::optional<link::Pair> h = link::hint(searched, budget);
    if (budget.exhausted()) return [this, why = budgetLimitText(budget)] { status_ = text("No hint: {0}.", why); };
    return [this, searched, say, h] {
      if (board_ == searched)
        say(h);
      else
        status_ = tr("The board changed during the search: its answer was dropped.");
    };
  });
}

void LinkView::startSolve(std::string label, std::function<void(const link::SolveResult&)> show) {
  const link::Board searched = board_;
  const link::SolveOptions options{link::SolveOptions::kDefaultMaxStates, gravity_};
  startJob(std::move(label), [this, searched, options, show](SearchBudget& budget) -> BackgroundJob::Finish {
    const link::SolveResult r = link::solve(searched, options, budget);
    return [this, searched, r, show] {
      if (board_ == searched)
        show(r);
      else
        status_ = tr("The board changed during the search: its answer was dropped.");
    };
  });
}

void LinkView::checkSolvable() {
  startSolve(tr("Checking whether it is still solvable"), [this](const link::SolveResult& r) {
    switch (r.status) {
      case link::SolveStatus::Solved:
        status_ = text("Still solvable: {0} removals clear it ({1} states searched).", r.moves.size(), r.states);
        break;
      case link::SolveStatus::Unsolvable:
        status_ = text("Not solvable any more ({0} states searched): shuffle (S).", r.states);
        break;
      case link::SolveStatus::GaveUp:
        status_ = text("Undecided: {0}.", r.message);
        break;
    }
  });
}

void LinkView::startAutoSolve() {
  startSolve(tr("Solving"), [this](const link::SolveResult& r) {
    if (r.status != link::SolveStatus::Solved) {
      status_ = r.status == link::SolveStatus::Unsolvable ? tr("Auto-solve: this board cannot be cleared.")
                                                          : text("Auto-solve: {0}.", r.message);
      return;
    }
    autoMoves_.assign(r.moves.begin(), r.moves.end());
    autoDelay_ = 0.0f;
    status_ = text("Auto-solving: {0} removals.", r.moves.size());
  });
}

void LinkView::clickTile(Cell c) {
  if (!board_.contains(c) || board_.at(c) == link::kEmpty) {
    selected_.reset();
    return;
  }
  // A selection left over from another board is dropped, never read.
  if (selected_ && (!board_.contains(*selected_) || board_.at(*selected_) == link::kEmpty)) selected_.reset();
  if (!selected_ || *selected_ == c) {
    selected_ = selected_ ? std::nullopt : std::optional<Cell>(c);
    return;
  }
  const Cell a = *selected_;
  const link::Face face = board_.at(a);
  const link::LinkResult r = link::removePair(board_, a, c, gravity_);
  if (!r.linked) {
    status_ = text("{0} and {1} do not link: {2}", link::cellName(a), link::cellName(c), reasonWords(r.reason));
    selected_ = c;
    return;
  }
  flash_ = Flash{{r.path, faceColour(face), shapeText(r.shape)}, kFlashSeconds};
  selected_.reset();
  // The faces say which pair went; the path's shape is on the board while it flashes.
  status_ = text("Removed the {0} tiles at {1} and {2}.", std::string(1, face), link::cellName(a), link::cellName(c));
  afterRemoval();
}

void LinkView::afterRemoval() {
  hints_.clear();
  if (board_.tileCount() == 0) {
    status_ = tr("Cleared the board!");
  } else if (link::deadlocked(board_)) {
    status_ = tr("Deadlock: no pair links. Shuffle (S) to go on.");
  }
}

void LinkView::updateAnalysis() {
  programAnalysis_.update(analysis_, board_);  // a user's link program is asked off the UI thread
}

void LinkView::analysePair(Cell a, Cell b) {
  analysis_.setEnds(a, b);
  updateAnalysis();
  status_ = text("Analysing {0} - {1}.", link::cellName(a), link::cellName(b));
}

void LinkView::tick(float seconds) {
  job_.poll();
  if (flash_ && (flash_->remaining -= seconds) <= 0.0f) flash_.reset();
  if (!editing() && !autoMoves_.empty() && (autoDelay_ -= seconds) <= 0.0f) {
    const link::Pair p = autoMoves_.front();
    autoMoves_.pop_front();
    selected_ = p.a;
    clickTile(p.b);
    autoDelay_ = kFlashSeconds;
    if (autoMoves_.empty() && board_.tileCount() == 0) status_ = tr("Auto-solve cleared the board.");
  }
  updateAnalysis();
  takeBackStaleWalkStatus(status_, walk_.onStatusLine, [this] { return walkReportOnScreen().has_value(); });
}

// [SECTION] The document: board files, scenes and lessons, the finder's results, menu items

namespace {

bool parseLinkCell(const std::string& text, const link::Board& board, Cell& out, std::string& error) {
  const std::size_t comma = text.find(',');
  int col = 0, row = 0;
  if (comma == std::string::npos || !parseCount(text.substr(0, comma), 999, col) ||
      !parseCount(text.substr(comma + 1), 999, row)) {
    error = "'" + text + "' is not a tile like 3,1 (column,row from the top-left, 0-based)";
    return false;
  }
  if (!board.contains({col, row})) {
    error = "'" + text + "' is off the " + std::to_string(board.cols()) + "x" + std::to_string(board.rows()) + " board";
    return false;
  }
  out = {col, row};
  return true;
}

}  // namespace

bool LinkView::ownsBoardText(const std::string& text, const std::string& fileName) const {
  // The engine decides which game a text is (a board file's game line, or a format a game reads).
  try {
    return gameOfText(text, fileName).name == name();
  } catch (const std::exception&) {
    return false;
  }
}

std::vector<std::string> LinkView::loadBoardText(const std::string& text, const std::string& fileName) {
  setBoard(link::parseBoardFile(text, fileName));
  return {};
}

std::string LinkView::boardText() const { return link::saveBoardFile(board_); }

void LinkView::newDocument() {
  newBoard();
  host_.forgetDocumentPath();
  host_.forgetRestoredCopy();
}

void LinkView::show(link::Board board, std::string status) {
  setBoard(std::move(board));
  host_.show(*this);
  host_.forgetDocumentPath();
  status_ = std::move(status);
}

bool LinkView::applyScene(const Scene& scene, std::string& error) {
  if (!scene.algo.empty()) {
    const auto algo = link::parseAlgo(scene.algo);
    if (!algo) {
      error = "unknown link algorithm '" + scene.algo + "' (corners, corners:objc, bfs, rays)";
      return false;
    }
    analysis_.setAlgorithm(*algo);
  }
  if (!scene.has("from") && !scene.has("to")) return true;
  Cell a, b;
  if (!parseLinkCell(scene.parameter("from"), board_, a, error) ||
      !parseLinkCell(scene.parameter("to"), board_, b, error))
    return false;
  analysePair(a, b);
  return jumpToSceneStep(analysis_.cursor(), scene.step, error);
}

void LinkView::describeScene(Scene& scene) const {
  const link::Analysis& a = analysis_;
  scene.algo = std::string(link::algoName(a.algorithm()));
  if (a.active()) {
    scene.set("from", std::to_string(a.a()->col) + "," + std::to_string(a.a()->row));
    scene.set("to", std::to_string(a.b()->col) + "," + std::to_string(a.b()->row));
    scene.step = static_cast<int>(a.cursor().position()) + 1;
  }
}

std::vector<MenuEntry> LinkView::menuEntries() const {
  return {{"File", "game.newlink"},
          {"Link", "link.hint"},
          {"Link", "link.shuffle"},
          {"Link", "link.solvable"},
          {"Link", "link.autosolve"}};
}

std::string LinkView::algorithmName() const { return std::string(link::algoName(analysis_.algorithm())); }

void LinkView::chooseAlgorithm(const std::string& name) {
  if (const auto algo = link::parseAlgo(name)) analysis_.setAlgorithm(*algo);
}

bool LinkView::showInFinder(CounterexampleFinder& finder, const std::string& variant) {
  finder.show("link", variant);
  return true;
}

CounterexampleFinder::GameSearch LinkView::makeFinderSearch(CounterexampleFinder& finder,
                                                            const diff::RandomSearchRequest& request) {
  std::unique_ptr<diff::LinkSearch> made = diff::makeLinkSearch(request);
  const diff::LinkSearch* search = made.get();  // the finder owns it as long as it shows its result
  return {.search = std::move(made),
          .summary =
              [search] {
                const auto& d = search->result();
                if (!d) return std::string();
                const diff::LinkSize size = diff::sizeOf(d->board);
                if (!d->stepsCompared || d->divergence < 0)
                  return text("Smallest found: {0}x{1} with {2} tiles, pair {3} - {4}; the answers differ.", size.cols,
                              size.rows, size.tiles, link::cellName(d->from), link::cellName(d->to));
                return text("Smallest found: {0}x{1} with {2} tiles, pair {3} - {4}; they part at step {5}.", size.cols,
                            size.rows, size.tiles, link::cellName(d->from), link::cellName(d->to), d->divergence + 1);
              },
          .open =
              [this, &finder, search] {
                // The algorithm searched, even if the finder's list changed since.
                const link::Algo algo = search->options().algoB;
                host_.confirmDiscard(tr("Open the counterexample?"), [this, &finder, d = *search->result(), algo] {
                  finder.hide();  // the board it found is what the user wants to see now
                  show(d.board, "");
                  analysis_.setAlgorithm(algo);
                  analysePair(d.from, d.to);
                  if (d.divergence >= 0) analysis_.cursor().jump(static_cast<std::size_t>(d.divergence));
                  status_ = text("Counterexample: the two algorithms differ on {0} - {1}.", link::cellName(d.from),
                                 link::cellName(d.to));
                });
              }};
}

}  // namespace boardlab::ui
