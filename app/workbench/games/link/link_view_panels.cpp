// The link view's panels: the side panel's sections (the board, play, analysis, editing, the generator,
// the trace and the comparison of the algorithms).

#include <algorithm>

#include <imgui.h>

#include "app/workbench/games/link/link_view.hpp"
#include "app/workbench/programs/programs_panel.hpp"
#include "app/workbench/programs/programs_runner.hpp"
#include "app/workbench/programs/trace_sections.hpp"
#include "app/workbench/views/style.hpp"
#include "app/workbench/views/trace_overlay.hpp"
#include "app/workbench/views/trace_panels.hpp"
#include "app/workbench/views/ui_text.hpp"
#include "engine/diff/link/link_diff.hpp"
#include "engine/ext/outside.hpp"
#include "engine/link/algorithms.hpp"
#include "engine/link/solver.hpp"

namespace boardlab::ui {

void LinkView::drawSideHeader() {
  const link::Board& b = board_;
  ImGui::TextDisabled(
      "%s", text(editing() ? "LINK  {0}x{1}, edit mode" : "LINK  {0}x{1}, play mode", b.cols(), b.rows()).c_str());
  ImGui::Separator();
}

void LinkView::drawSideSections() {
  drawBoardSections(host_.commandList());
  link::Analysis& a = analysis_;
  if (a.active()) {
    drawTraceSections(link::algoListing(a.algorithm()), a.cursor(), programs_,
                      std::string(link::algoName(a.algorithm())));
    drawCompareSection();
    if (host_.legendShown() && section(trId("Legend").c_str())) {
      drawLegend(legend());
      if (!a.cursor().breakpoints().empty())
        drawLegendEntry(IM_COL32(235, 30, 30, 255), tr("breakpoint (F5 runs to it)"));
    }
  }
  programs_.drawSection(  // Your programs: last, below the analysis
      LinkProgramQuestion::name,
      [&](const std::string& name) {
        if (const auto algo = link::parseAlgo(name)) analysis_.setAlgorithm(*algo);
      },
      [&](const std::string& name) {
        if (link::algoName(analysis_.algorithm()) == name)
          analysis_.setAlgorithm(link::algorithms().front()) /* the corrected reference */;
      });
}

void LinkView::drawBoardSections(const CommandList& commands) {
  const float w = ImGui::GetContentRegionAvail().x;
  if (section(trId("Link board").c_str())) {
    ImGui::TextUnformatted(text("{0} tiles left, ring {1}, {2} turns", board_.tileCount(),
                                tr(board_.border() ? "on" : "off"),
                                board_.anyTurns() ? std::string(tr("any")) : std::to_string(board_.maxTurns()))
                               .c_str());
    if (ImGui::RadioButton(tr("Play##link mode"), !editing())) setEditing(false);
    ImGui::SameLine();
    if (ImGui::RadioButton(tr("Edit (E)"), editing())) setEditing(true);
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
    if (deadlocked_ && !editing()) {
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
  if (editing() && section(trId("Edit the board").c_str())) {
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
      if (paint_ == f)
        ImGui::GetWindowDrawList()->AddRect(ImGui::GetItemRectMin(), ImGui::GetItemRectMax(),
                                            IM_COL32(255, 255, 255, 255), 3, 0, 2);
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
    const std::string limits = std::string(
                                   "0\0"
                                   "1\0"
                                   "2\0"
                                   "3\0",
                                   8) +
                               tr("any") + '\0';  // c_str() adds the final NUL
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
      for (std::size_t i = 0; i < all.size(); ++i) {
        const std::string label =
            std::string(link::algoName(all[i])) + "  -  " + tr(std::string(link::algoSummary(all[i])));
        if (ImGui::Selectable(label.c_str(), static_cast<int>(i) == algo)) analysis_.setAlgorithm(all[i]);
      }
      programs_.drawAlgorithmChoices(  // the user's own link programs: the running ones have an Algo
          LinkProgramQuestion::name, std::string(link::algoName(analysis_.algorithm())),
          [&](const std::string& name) {
            if (const auto a = link::parseAlgo(name)) analysis_.setAlgorithm(*a);
          },
          /*runningOnly=*/true);
      ImGui::EndCombo();
    }
    programs_.drawStatus(std::string(link::algoName(analysis_.algorithm())), LinkProgramQuestion::name);
    wrappedHint(tr("Shift+click A then B to analyse a pair; Ctrl+click a cell for a breakpoint."));
    if (analysis_.active()) {
      wrappedText(link::cellName(*analysis_.a()) + " - " + link::cellName(*analysis_.b()) + ": " +
                  resultText(analysis_.result().result));
      if (analysis_.bestPaths().size() > 1)
        ImGui::Checkbox(text("Show all {0} best paths", analysis_.bestPaths().size()).c_str(), &showAllBest_);
      if (analysis_.trace().truncated)
        ImGui::TextColored(ImVec4(1, 0.6f, 0.3f, 1), "%s", analysis_.trace().note.c_str());
    }
  }
}

void LinkView::drawCompareSection() {
  if (!analysis_.active() || !section(trId("Compare").c_str(), false)) return;
  const auto& all = analysis_.comparison();
  const std::vector<link::Algo> algos = link::algorithms();
  std::vector<CompareRow> table;
  for (std::size_t i = 0; i < all.size() && i < algos.size(); ++i) {
    const link::Algo peer = link::correctedPeer(algos[i]);
    CompareRow row{std::string(link::algoName(algos[i])), resultText(all[i]),
                   peer ? std::string(link::algoName(peer)) : ""};
    if (peer) {
      const auto p = static_cast<std::size_t>(std::find(algos.begin(), algos.end(), peer) - algos.begin());
      row.disagrees = p < all.size() && all[i].linked != all[p].linked;
      row.divergence = analysis_.peerDivergence(i);
    }
    table.push_back(std::move(row));
  }
  // A user's link program is held against corners: any valid path is a right answer, so only
  // linked or not (and a broken rule) is compared. It is the first row, so the rows of the built-ins keep their indices + 1.
  const bool program = analysis_.algorithm()->outside && !all.empty();
  if (program) {
    CompareRow row{std::string(link::algoName(analysis_.algorithm())), resultText(analysis_.result().result),
                   "corners"};
    // A path that breaks the rules disagrees however "linked" it says; a failure is no answer, shown as one,
    // never as a difference.
    const link::LinkResult& r = analysis_.result().result;
    row.disagrees = r.fault.empty() && !link::sameLinkAnswer(analysis_.algorithm(), algos.front(), r, all[0]);
    table.insert(table.begin(), std::move(row));
  }
  const auto clicked = drawCompareTable(table);
  const std::string programName(link::algoName(analysis_.algorithm()));
  const ProgramState* programState = program ? programs_.list().find(programName) : nullptr;
  if (programState && drawLastWalk(walkButtonLabel(WalkUnit::Pairs), programName, programState->running, walk_.running,
                                   walkReportOnScreen(), programs_.runner(), walkButton_))
    findProgramDifference();
  else if (!programState)
    walkButton_ = {};
  if (!clicked) return;  // a built-in's row (the program's has no button)
  const std::size_t index = *clicked - (program ? 1 : 0);
  if (index >= algos.size()) return;
  const link::Algo variant = algos[index];
  analysis_.setAlgorithm(variant);
  analysis_.update(board_);
  const int step = analysis_.peerDivergence(index);
  analysis_.cursor().jump(static_cast<std::size_t>(step));
  status_ = text("{0} departs from {1} at step {2}.", link::algoName(variant),
                 link::algoName(link::correctedPeer(variant)), step + 1);
}

std::optional<std::string> LinkView::walkReportOnScreen() const {
  if (!analysis_.algorithm()->outside) return std::nullopt;
  const std::string name(link::algoName(analysis_.algorithm()));
  const ProgramState* p = programs_.list().find(name);
  return p ? walk_.reportFor(board_, name, p->generation) : std::nullopt;
}

void LinkView::findProgramDifference() {
  const std::string program(link::algoName(analysis_.algorithm()));
  walk_ = {board_, program, programs_.list().generation(program), nullptr, true, {}};
  status_ = walkProgressLabel(program, "corners", WalkUnit::Pairs) + "...";
  const link::Board board = board_;
  programs_.runner().post(
      walkProgressLabel(program, "corners", WalkUnit::Pairs),
      [this, program, board](SearchBudget& budget) -> BackgroundJob::Finish {
        diff::LinkWalk walk;
        std::string error;
        try {
          walk = diff::walkLink(board, "corners", program, budget, [program] { ext::restartOutside({program}); });
        } catch (const std::exception& e) {
          error = e.what();  // the program was removed meanwhile
        }
        return [this, program, board, walk = std::move(walk), error] {
          walk_.running = false;
          walk_.describe = [program, walk, error] {
            if (!error.empty()) return walkNotRunReport(program, "corners", error);
            WalkFinding f;
            const diff::LinkDiff* d = walk.diff ? &*walk.diff : walk.intermittent ? &*walk.intermittent : nullptr;
            if (d) {
              f.where = text("the pair {0} - {1}", link::cellName(d->from), link::cellName(d->to));
              f.referenceSays = resultText(d->a);
              f.programSays = resultText(d->b);
            } else {
              f.where = text("pair {0} in reading order", walk.coverage.compared);
            }
            return walkReport(walk.coverage, WalkUnit::Pairs, program, "corners", walk.diff.has_value(),
                              walk.intermittent.has_value(), f);
          };
          status_ = walk_.report();
          walk_.onStatusLine = status_;
          // Opened only on the board it walked, with the program it walked, and only a difference that held.
          if (walk.diff && board_ == board && link::algoName(analysis_.algorithm()) == program) {
            analysis_.setEnds(walk.diff->from, walk.diff->to);
            updateAnalysis();
          }
        };
      },
      "first difference link", ProgramRunner::OnCancel::Stop);
}

}  // namespace boardlab::ui
