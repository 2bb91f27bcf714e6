#include "app/workbench/link_workbench.hpp"

#include <algorithm>

#include <GLFW/glfw3.h>  // key codes only
#include <imgui.h>

#include "app/workbench/style.hpp"
#include "app/workbench/trace_overlay.hpp"
#include "app/workbench/trace_panels.hpp"
#include "app/workbench/ui_text.hpp"
#include "engine/link/solver.hpp"

namespace boardlab::ui {

namespace {

std::string pairText(const link::Pair& p) { return link::cellName(p.a) + " - " + link::cellName(p.b); }

// The engine's shape names ("I", "L", "Z", "U", "bent") and reason sentences, in the current language.
std::string shapeText(link::Shape shape) { return tr(std::string(link::shapeName(shape))); }
std::string reasonWords(link::Reason reason) { return tr(link::reasonText(reason)); }

std::string resultText(const link::LinkResult& r) {
  if (!r.linked) return text("no: {0}", reasonWords(r.reason));
  if (r.turns == 1) return text("yes: {0}, 1 turn, {1} cells", shapeText(r.shape), r.cells);
  return text("yes: {0}, {1} turns, {2} cells", shapeText(r.shape), r.turns, r.cells);
}

// The label on a path drawn on the board: its shape and turns.
std::string pathLabel(const link::LinkResult& r) {
  if (r.turns == 1) return text("{0}, 1 turn", shapeText(r.shape));
  return text("{0}, {1} turns", shapeText(r.shape), r.turns);
}

constexpr float kFlashSeconds = 0.6f;

}  // namespace

LinkWorkbench::LinkWorkbench(std::string& status) : status_(status), board_(), saved_(board_) {}

void LinkWorkbench::setBoard(link::Board board) {
  board_ = std::move(board);
  saved_ = board_;
  edits_.clear();
  resetTransient();
  analysis_.setEnds(std::nullopt, std::nullopt);
  analysis_.cursor().clearBreakpoints();
}

void LinkWorkbench::resetTransient() {
  selected_.reset();
  pendingA_.reset();
  hints_.clear();
  autoMoves_.clear();
  flash_.reset();
}

void LinkWorkbench::setEditing(bool on) {
  if (on == editing_) return;
  editing_ = on;
  resetTransient();
}

void LinkWorkbench::refreshBoardFacts() {
  if (factsFor_ && *factsFor_ == board_) return;
  factsFor_ = board_;
  deadlocked_ = board_.tileCount() > 0 && link::deadlocked(board_);
  allPairs_ = showAllHints_ ? link::allPairs(board_) : std::vector<link::Pair>{};
}

void LinkWorkbench::startJob(std::string label, std::function<BackgroundJob::Finish(SearchBudget&)> work) {
  if (job_.busy()) {
    status_ = text("Busy: {0}. Wait for it or cancel it first.", job_.label());
    return;
  }
  status_ = text("{0}...", label);
  job_.start(std::move(label), std::move(work), kInteractiveTimeLimit);
}

void LinkWorkbench::newBoard() {
  ++generator_.seed;
  const link::GenerateOptions o = generator_;
  startJob(tr("Generating a board"), [this, o](SearchBudget& budget) -> BackgroundJob::Finish {
    try {
      link::Board made = link::generateBoard(o, budget).board;
      return [this, o, made = std::move(made)] {
        setBoard(made);
        status_ = text("New {0}x{1} board, {2} faces, seed {3}: solvable by construction.", o.cols, o.rows, o.faces, o.seed);
      };
    } catch (const std::exception& e) {
      return [this, why = std::string(e.what())] { status_ = text("No board generated: {0}", why); };
    }
  });
}

void LinkWorkbench::fillFromGenerator() {
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

void LinkWorkbench::registerCommands(CommandList& commands, std::function<bool()> active) {
  const auto playing = [this, active] { return active() && !editing_ && !job_.busy(); };
  commands.add({"link.hint", "Hint", "H", GLFW_KEY_H, false, false, playing, [this] { showHint(); }});
  commands.add({"link.shuffle", "Shuffle", "S", GLFW_KEY_S, false, false, playing, [this] { shuffle(); }});
  commands.add({"link.solvable", "Is it still solvable?", "V", GLFW_KEY_V, false, false, playing, [this] { checkSolvable(); }});
  commands.add({"link.autosolve", "Auto-solve (animated)", "A", GLFW_KEY_A, false, false, playing, [this] { startAutoSolve(); }});
}

void LinkWorkbench::edit(link::Board next, std::string what) {
  edits_.record(board_);
  board_ = std::move(next);
  resetTransient();
  status_ = std::move(what);
}

void LinkWorkbench::undoEdit() {
  if (!edits_.undo(board_)) return;
  resetTransient();
  status_ = tr("Undid an edit.");
}

void LinkWorkbench::redoEdit() {
  if (!edits_.redo(board_)) return;
  resetTransient();
  status_ = tr("Redid an edit.");
}

void LinkWorkbench::shuffle() {
  link::Board next = board_;
  const bool movable = link::shuffleTiles(next, shuffleSeed_++);
  board_ = std::move(next);
  resetTransient();
  status_ = movable ? tr("Shuffled: a pair links now.") : tr("Shuffled, but no order of these tiles has a move.");
}

void LinkWorkbench::showHint() {
  const auto say = [this](const std::optional<link::Pair>& h) {
    hints_ = h ? std::vector<link::Pair>{*h} : std::vector<link::Pair>{};
    status_ = h                        ? text("Hint: {0} link.", pairText(*h))
              : board_.tileCount() == 0 ? tr("The board is clear.")
                                        : tr("No pair links: shuffle (S).");
  };
  if (board_.tileCount() <= kBackgroundHintTiles) return say(link::hint(board_));
  const link::Board searched = board_;
  startJob(tr("Looking for a hint"), [this, searched, say](SearchBudget& budget) -> BackgroundJob::Finish {
    const std::optional<link::Pair> h = link::hint(searched, budget);
    if (budget.exhausted())
      return [this, why = budgetLimitText(budget)] { status_ = text("No hint: {0}.", why); };
    return [this, searched, say, h] {
      if (board_ == searched) say(h);
      else status_ = tr("The board changed during the search: its answer was dropped.");
    };
  });
}

void LinkWorkbench::startSolve(std::string label, std::function<void(const link::SolveResult&)> show) {
  const link::Board searched = board_;
  const link::SolveOptions options{link::SolveOptions::kDefaultMaxStates, gravity_};
  startJob(std::move(label), [this, searched, options, show](SearchBudget& budget) -> BackgroundJob::Finish {
    const link::SolveResult r = link::solve(searched, options, budget);
    return [this, searched, r, show] {
      if (board_ == searched) show(r);
      else status_ = tr("The board changed during the search: its answer was dropped.");
    };
  });
}

void LinkWorkbench::checkSolvable() {
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

void LinkWorkbench::startAutoSolve() {
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

void LinkWorkbench::clickTile(Cell c) {
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

void LinkWorkbench::afterRemoval() {
  hints_.clear();
  if (board_.tileCount() == 0) {
    status_ = tr("Cleared the board!");
  } else if (link::deadlocked(board_)) {
    status_ = tr("Deadlock: no pair links. Shuffle (S) to go on.");
  }
}

void LinkWorkbench::analysePair(Cell a, Cell b) {
  analysis_.setEnds(a, b);
  analysis_.update(board_);
  status_ = text("Analysing {0} - {1}.", link::cellName(a), link::cellName(b));
}

void LinkWorkbench::tick(float seconds) {
  job_.poll();
  if (flash_ && (flash_->remaining -= seconds) <= 0.0f) flash_.reset();
  if (!editing_ && !autoMoves_.empty() && (autoDelay_ -= seconds) <= 0.0f) {
    const link::Pair p = autoMoves_.front();
    autoMoves_.pop_front();
    selected_ = p.a;
    clickTile(p.b);
    autoDelay_ = kFlashSeconds;
    if (autoMoves_.empty() && board_.tileCount() == 0) status_ = tr("Auto-solve cleared the board.");
  }
  analysis_.update(board_);
}

void LinkWorkbench::onInput(const BoardInput& input) {
  const ImGuiIO& io = ImGui::GetIO();
  if (editing_) {
    if (const auto cell = stroke_.next(input); cell && board_.at(*cell) != paint_) {
      if (stroke_.firstChange()) edits_.record(board_);
      board_.set(*cell, paint_);
      status_ = text("Painted {0}.", link::cellName(*cell));
    }
    return;
  }
  if (!input.clicked) return;
  const Cell c = *input.clicked;
  if (io.KeyCtrl && analysis_.active()) {
    status_ = toggleBreakpoint(analysis_.cursor(), c, link::cellName(c));
    return;
  }
  if (io.KeyShift) {
    // Two Shift+clicks choose the pair to analyse: A, then B.
    if (!pendingA_) {
      pendingA_ = c;
      status_ = text("A = {0}: Shift+click B.", link::cellName(c));
    } else {
      analysePair(*pendingA_, c);
      pendingA_.reset();
    }
    return;
  }
  clickTile(c);
}

void LinkWorkbench::drawCanvas(BoardGeometry& geometry, bool coordinates) {
  LinkViewOptions options;
  options.coordinates = coordinates;
  if (selected_) options.selected.push_back(*selected_);
  if (pendingA_) options.selected = {*pendingA_};
  for (const link::Pair& p : hints_) options.hinted.insert(options.hinted.end(), {p.a, p.b});
  if (analysis_.active() && !pendingA_) {
    options.selected = {*analysis_.a(), *analysis_.b()};
    options.overlay = analysis_.cursor().current();
    options.breakpoints = &analysis_.cursor().breakpoints();
    const link::LinkResult& r = analysis_.result().result;
    if (showAllBest_) {
      for (std::size_t i = 1; i < analysis_.bestPaths().size(); ++i)
        options.paths.push_back({analysis_.bestPaths()[i], IM_COL32(120, 200, 255, 200), ""});
    }
    const bool atEnd = analysis_.cursor().position() + 1 >= analysis_.cursor().size();
    if (r.linked && (atEnd || showAllBest_))
      options.paths.push_back({r.path, IM_COL32(0, 230, 60, 255), pathLabel(r)});
  }
  if (flash_) options.paths.push_back(flash_->path);
  const BoardInput input = drawLinkBoard(board_, options, geometry);
  onInput(input);
  if (input.hovered) {
    const Cell c = *input.hovered;
    ImGui::BeginTooltip();
    ImGui::Text("%s", link::cellName(c).c_str());
    if (board_.at(c) != link::kEmpty) {
      ImGui::SameLine();
      ImGui::TextDisabled(tr("tile %c"), board_.at(c));
    }
    if (const Step* step = options.overlay) describeMarksAt(*step, c);
    ImGui::EndTooltip();
  }
}

void LinkWorkbench::drawSideSections(const CommandList& commands) {
  const float w = ImGui::GetContentRegionAvail().x;
  if (section(trId("Link board").c_str())) {
    ImGui::TextUnformatted(text("{0} tiles left, ring {1}, {2} turns", board_.tileCount(), tr(board_.border() ? "on" : "off"),
                                board_.anyTurns() ? std::string(tr("any")) : std::to_string(board_.maxTurns()))
                               .c_str());
    if (ImGui::RadioButton(tr("Play##link mode"), !editing_)) setEditing(false);
    ImGui::SameLine();
    if (ImGui::RadioButton(tr("Edit (E)"), editing_)) setEditing(true);
    ImGui::SameLine();
    ImGui::Checkbox(tr("Gravity"), &gravity_);
    if (job_.drawProgress()) status_ = text("Cancelling: {0}.", job_.label());
    commands.button("link.hint", w * 0.49f);
    ImGui::SameLine();
    commands.button("link.shuffle", w * 0.49f);
    commands.button("link.solvable", w * 0.49f);
    ImGui::SameLine();
    commands.button("link.autosolve", w * 0.49f);
    if (ImGui::Checkbox(tr("List every linkable pair"), &showAllHints_)) factsFor_.reset();
    refreshBoardFacts();
    if (deadlocked_ && !editing_) {
      ImGui::TextColored(ImVec4(1, 0.5f, 0.3f, 1), "%s", tr("Deadlock: no pair links."));
      ImGui::SameLine();
      if (ImGui::SmallButton(tr("Shuffle now"))) shuffle();
    }
    if (showAllHints_) {
      ImGui::TextDisabled(tr("%zu pairs link; click one to analyse it."), allPairs_.size());
      ImGui::BeginChild("pairs", ImVec2(0, ImGui::GetTextLineHeightWithSpacing() * 5), true);
      for (const link::Pair& p : allPairs_)
        if (ImGui::Selectable(pairText(p).c_str(), analysis_.a() == p.a && analysis_.b() == p.b)) analysePair(p.a, p.b);
      ImGui::EndChild();
    }
  }
  if (editing_ && section(trId("Edit the board").c_str())) {
    ImGui::TextUnformatted(tr("Paint:"));
    const float cell = ImGui::GetFrameHeight();
    for (int k = 0; k < std::max(generator_.faces, 1); ++k) {
      const link::Face f = link::faceNumber(k);
      const char label[2] = {f, '\0'};
      ImGui::PushStyleColor(ImGuiCol_Button, ImGui::ColorConvertU32ToFloat4(faceColour(f)));
      ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.08f, 0.08f, 0.1f, 1));
      if (k % 10 != 0) ImGui::SameLine();
      ImGui::PushID(k);
      if (ImGui::Button(label, ImVec2(cell, cell))) paint_ = f;
      ImGui::PopID();
      ImGui::PopStyleColor(2);
      if (paint_ == f) ImGui::GetWindowDrawList()->AddRect(ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), IM_COL32(255, 255, 255, 255), 3, 0, 2);
    }
    if (ImGui::RadioButton(tr("erase"), paint_ == link::kEmpty)) paint_ = link::kEmpty;
    commands.button("edit.undo", w * 0.49f);
    ImGui::SameLine();
    commands.button("edit.redo", w * 0.49f);
    bool ring = board_.border();
    if (ImGui::Checkbox(tr("Ring usable by paths"), &ring)) {
      link::Board next = board_;
      next.setBorder(ring);
      edit(std::move(next), tr(ring ? "Paths may use the ring." : "Paths stay inside the board."));
    }
    int turns = board_.anyTurns() ? 4 : std::min(board_.maxTurns(), 3);
    ImGui::SetNextItemWidth(w * 0.4f);
    const std::string limits = std::string("0\0" "1\0" "2\0" "3\0", 8) + tr("any") + '\0';  // c_str() adds the final NUL
    if (ImGui::Combo(tr("Turn limit"), &turns, limits.c_str())) {
      link::Board next = board_;
      next.setMaxTurns(turns == 4 ? link::Board::kAnyTurns : turns);
      edit(std::move(next), tr("Turn limit changed."));
    }
    ImGui::Separator();
    ImGui::TextDisabled("%s", tr("Generator (solvable boards)"));
    ImGui::SetNextItemWidth(w * 0.3f);
    ImGui::InputInt(tr("cols"), &generator_.cols);
    ImGui::SameLine();
    ImGui::SetNextItemWidth(w * 0.3f);
    ImGui::InputInt(tr("rows"), &generator_.rows);
    ImGui::SetNextItemWidth(w * 0.3f);
    ImGui::InputInt(tr("faces"), &generator_.faces);
    ImGui::SameLine();
    int seed = static_cast<int>(generator_.seed);
    ImGui::SetNextItemWidth(w * 0.3f);
    if (ImGui::InputInt(tr("seed"), &seed)) generator_.seed = static_cast<std::uint64_t>(std::max(0, seed));
    generator_.cols = std::clamp(generator_.cols, link::Board::kMinSize, link::Board::kMaxSize);
    generator_.rows = std::clamp(generator_.rows, link::Board::kMinSize, link::Board::kMaxSize);
    generator_.faces = std::clamp(generator_.faces, 1, 62);
    if (ImGui::Button(tr("Resize to cols x rows"), ImVec2(w * 0.49f, 0)))
      edit(link::resized(board_, generator_.cols, generator_.rows),
           text("Resized to {0}x{1}, keeping the tiles that fit.", generator_.cols, generator_.rows));
    ImGui::SameLine();
    ImGui::BeginDisabled(job_.busy());
    if (ImGui::Button(tr("Fill from the generator"), ImVec2(w * 0.49f, 0))) fillFromGenerator();
    ImGui::EndDisabled();
  }
  if (section(trId("Analysis").c_str())) {
    const std::vector<link::Algo> all = link::algorithms();
    int algo = static_cast<int>(std::find(all.begin(), all.end(), analysis_.algorithm()) - all.begin());
    ImGui::SetNextItemWidth(w * 0.6f);
    if (ImGui::BeginCombo(tr("Algorithm"), std::string(link::algoName(analysis_.algorithm())).c_str())) {
      for (std::size_t i = 0; i < link::algorithms().size(); ++i) {
        const std::string label = std::string(link::algoName(link::algorithms()[i])) + "  -  " + tr(std::string(link::algoSummary(link::algorithms()[i])));
        if (ImGui::Selectable(label.c_str(), static_cast<int>(i) == algo)) analysis_.setAlgorithm(link::algorithms()[i]);
      }
      ImGui::EndCombo();
    }
    ImGui::TextDisabled("%s", tr("Shift+click A then B to analyse a pair; Ctrl+click a cell for a breakpoint."));
    if (analysis_.active()) {
      wrappedText(link::cellName(*analysis_.a()) + " - " + link::cellName(*analysis_.b()) + ": " + resultText(analysis_.result().result));
      if (analysis_.bestPaths().size() > 1) ImGui::Checkbox(text("Show all {0} best paths", analysis_.bestPaths().size()).c_str(), &showAllBest_);
      if (analysis_.trace().truncated) ImGui::TextColored(ImVec4(1, 0.6f, 0.3f, 1), "%s", analysis_.trace().note.c_str());
    }
  }
}

void LinkWorkbench::drawCompareSection() {
  if (!analysis_.active() || !section(trId("Compare").c_str(), false)) return;
  const auto& all = analysis_.comparison();
  const std::vector<link::Algo> algos = link::algorithms();
  std::vector<CompareRow> table;
  for (std::size_t i = 0; i < all.size() && i < algos.size(); ++i) {
    const link::Algo peer = link::correctedPeer(algos[i]);
    CompareRow row{std::string(link::algoName(algos[i])), resultText(all[i]), peer ? std::string(link::algoName(peer)) : ""};
    if (peer) {
      const auto p = static_cast<std::size_t>(std::find(algos.begin(), algos.end(), peer) - algos.begin());
      row.disagrees = p < all.size() && all[i].linked != all[p].linked;
      row.divergence = analysis_.peerDivergence(i);
    }
    table.push_back(std::move(row));
  }
  if (const auto clicked = drawCompareTable(table); clicked && *clicked < algos.size()) {
    const link::Algo variant = algos[*clicked];
    analysis_.setAlgorithm(variant);
    analysis_.update(board_);
    const int step = analysis_.peerDivergence(*clicked);
    analysis_.cursor().jump(static_cast<std::size_t>(step));
    status_ = text("{0} departs from {1} at step {2}.", link::algoName(variant), link::algoName(link::correctedPeer(variant)), step + 1);
  }
}

}  // namespace boardlab::ui
