// The gomoku view's side panel: the game (rule, size, side to move), editing the position, and the
// analysis (the algorithm, the trace sections, the line counters, the comparison and the legend).

#include <algorithm>
#include <string>

#include <imgui.h>

#include "app/workbench/games/gomoku/gomoku_view.hpp"

#include "app/workbench/games/gomoku/gomoku_settings.hpp"
#include "app/workbench/programs/programs_panel.hpp"
#include "app/workbench/programs/programs_runner.hpp"
#include "app/workbench/programs/trace_sections.hpp"
#include "app/workbench/views/style.hpp"
#include "app/workbench/views/trace_overlay.hpp"
#include "app/workbench/views/trace_panels.hpp"
#include "app/workbench/views/ui_text.hpp"
#include "engine/diff/gomoku/gomoku_diff.hpp"
#include "engine/ext/outside.hpp"
#include "engine/gomoku/algorithms.hpp"
#include "engine/gomoku/notation.hpp"
#include "engine/gomoku/position_edit.hpp"
#include "engine/gomoku/win.hpp"

namespace boardlab::ui {

namespace {

void stoneSwatch(gomoku::Stone s) {
  const float r = ImGui::GetTextLineHeight() * 0.45f;
  const ImVec2 p = ImGui::GetCursorScreenPos();
  const ImVec2 c(p.x + r, p.y + ImGui::GetTextLineHeight() * 0.5f);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddCircleFilled(c, r, s == gomoku::Stone::Black ? palette().blackStone : palette().whiteStoneLight);
  dl->AddCircle(c, r, IM_COL32(160, 160, 160, 255));
  ImGui::Dummy(ImVec2(r * 2, ImGui::GetTextLineHeight()));
  ImGui::SameLine();
}

std::string sizeName(int cols, int rows) { return std::to_string(cols) + "x" + std::to_string(rows); }

// `program`: the verdict of a user's program, which may name a winner without its line.
std::string verdictText(const gomoku::WinResult& r, int rows, bool program = false) {
  if (!r.fault.empty()) return text("fault: {0}", r.fault);
  if (!r.won()) return tr("no win");
  if (r.line.empty() && program)
    return text("{0} wins (the program gave no winning line)", tr(std::string(gomoku::stoneName(r.winner))));
  if (r.line.empty())
    return text("{0} wins: black's move was forbidden", tr(std::string(gomoku::stoneName(r.winner))));  // renju
  return text("{0} wins {1}-{2}", tr(std::string(gomoku::stoneName(r.winner))), gomoku::cellName(r.line.front(), rows),
              gomoku::cellName(r.line.back(), rows));
}

}  // namespace

void GomokuView::drawMenuItems(std::string_view menu) {
  if (menu != "View/Coordinates") return;
  using gomoku::CoordinateStyle;
  const struct {
    CoordinateStyle style;
    const char* label;
  } styles[] = {{CoordinateStyle::Renju, "Renju: letters, rows from the bottom (h8)"},
                {CoordinateStyle::PiskvorkFromZero, "Piskvork: numbers from the top-left, from 0 (7,7)"},
                {CoordinateStyle::PiskvorkFromOne, "Piskvork: numbers from the top-left, from 1 (8,8)"}};
  ViewSettings& settings = host_.userSettings();
  for (const auto& s : styles) {
    if (ImGui::MenuItem(tr(s.label), nullptr, settings.showCoordinates && coordinateStyle(settings) == s.style)) {
      settings.showCoordinates = true;  // choosing a style shows the coordinates in it
      setCoordinateStyle(settings, s.style);
      host_.saveSettings();
    }
  }
}

void GomokuView::drawSideHeader() {
  const gomoku::Board& board = game_.board();
  ImGui::TextDisabled(
      "%s", text(mode_ == BoardMode::Play ? "GOMOKU  {0}, {1} rule, play mode" : "GOMOKU  {0}, {1} rule, edit mode",
                 sizeName(board.cols(), board.rows()), tr(std::string(gomoku::ruleName(game_.rule()))))
                .c_str());
  ImGui::Separator();
  if (game_.over()) {
    const gomoku::WinResult& r = game_.result();
    stoneSwatch(r.winner);
    ImGui::TextColored(ImVec4(0.35f, 0.85f, 0.45f, 1.0f), "%s", verdictText(r, board.rows()).c_str());
  } else {
    stoneSwatch(game_.toMove());
    ImGui::TextUnformatted(tr(game_.toMove() == gomoku::Stone::Black ? "Black to move" : "White to move"));
  }
  ImGui::SameLine();
  // Numbered by the record's actions (take-backs and redos count), as the move list and the analysis.
  ImGui::TextDisabled("  %s", game_.moves().empty() ? text("move {0}", record_.actions.size()).c_str()
                                                    : text("move {0}, last {1}", record_.actions.size(),
                                                           gomoku::cellName(game_.moves().back().cell, board.rows()))
                                                          .c_str());
}

void GomokuView::drawSideSections() {
  drawGameSection();
  drawEditSection();
  drawAnalysisSections();
  programs_.drawSection(  // Your programs: add, remove, restart; last, below the analysis
      GomokuProgramQuestion::name, [&](const std::string& name) { analysis_.setAlgorithm(name); },
      [&](const std::string& name) {
        if (analysis_.algorithm() == name) analysis_.setAlgorithm("");
      });
}

void GomokuView::drawGameSection() {
  const gomoku::Board& board = game_.board();
  if (!section(trId("Game").c_str())) return;
  const float w = ImGui::GetContentRegionAvail().x;
  int mode = mode_ == BoardMode::Edit ? 1 : 0;
  if (ImGui::RadioButton(tr("Play##mode"), mode == 0)) mode_ = BoardMode::Play;
  ImGui::SameLine();
  if (ImGui::RadioButton(tr("Edit (E)"), mode == 1)) mode_ = BoardMode::Edit;
  host_.commandList().button("game.new", w);
  host_.commandList().button("game.takeback", w * 0.49f);
  ImGui::SameLine();
  host_.commandList().button("game.redo", w * 0.49f);
  int rule = static_cast<int>(game_.rule());  // the combo lists gomoku::kRules in enum order
  ImGui::SetNextItemWidth(w * 0.6f);
  const std::string rules = std::string(tr("freestyle (5 or more)")) + '\0' + tr("standard (exactly 5)") + '\0' +
                            tr("renju (black: exactly 5, forbidden moves)") + '\0' +
                            tr("caro (exactly 5, not blocked at both ends)") + '\0';
  if (ImGui::Combo(trId("Rule").c_str(), &rule, rules.c_str())) {
    setRule(gomoku::kRules[static_cast<std::size_t>(rule)]);
    status_ = text("Rule: {0}.", tr(std::string(gomoku::ruleName(game_.rule()))));
  }
  for (int n : {15, 19, 20}) {
    const bool current = board.cols() == n && board.rows() == n;
    if (ImGui::RadioButton(sizeName(n, n).c_str(), current) && !current)
      host_.confirmDiscard(text("Switch to a {0} board?", sizeName(n, n)), [this, n] { startNewGame(n, n); });
    ImGui::SameLine();
  }
  ImGui::NewLine();
  const float third = ImGui::GetContentRegionAvail().x * 0.3f;
  ImGui::SetNextItemWidth(third);
  ImGui::InputInt("##cols", &customCols_, 1, 1);
  ImGui::SameLine();
  ImGui::TextUnformatted("x");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(third);
  ImGui::InputInt("##rows", &customRows_, 1, 1);
  customCols_ = std::clamp(customCols_, gomoku::Board::kMinSize, gomoku::Board::kMaxSize);
  customRows_ = std::clamp(customRows_, gomoku::Board::kMinSize, gomoku::Board::kMaxSize);
  sameLineIfItFits(buttonWidth(tr("New custom")));  // under the fields in a narrow panel
  if (ImGui::Button(tr("New custom"))) {
    const int c = customCols_, r = customRows_;
    host_.confirmDiscard(text("Start a new {0} game?", sizeName(c, r)), [this, c, r] { startNewGame(c, r); });
  }
}

void GomokuView::drawEditSection() {
  if (!section(trId("Edit the position").c_str(), mode_ == BoardMode::Edit)) return;
  if (mode_ != BoardMode::Edit) {
    wrappedHint(tr("Switch to edit mode (E) to paint stones."));
    return;
  }
  int tool = static_cast<int>(tool_);
  // Own ID scopes: in Chinese "Black" here and "black" of the heat map are both 黑棋, one ImGui ID.
  ImGui::PushID("tool");
  ImGui::RadioButton(tr("Black"), &tool, 0);
  ImGui::SameLine();
  ImGui::RadioButton(tr("White"), &tool, 1);
  ImGui::SameLine();
  ImGui::RadioButton(tr("Erase"), &tool, 2);
  ImGui::PopID();
  tool_ = static_cast<EditTool>(tool);
  ImGui::TextUnformatted(tr("Side to move:"));
  ImGui::SameLine();
  if (ImGui::RadioButton(trId("black").append("##tomove").c_str(), game_.toMove() == gomoku::Stone::Black) &&
      game_.toMove() != gomoku::Stone::Black)
    edit(gomoku::withSideToMove(game_, gomoku::Stone::Black), tr("Black to move."));
  ImGui::SameLine();
  if (ImGui::RadioButton(trId("white").append("##tomove").c_str(), game_.toMove() == gomoku::Stone::White) &&
      game_.toMove() != gomoku::Stone::White)
    edit(gomoku::withSideToMove(game_, gomoku::Stone::White), tr("White to move."));
  const float w = ImGui::GetContentRegionAvail().x;
  host_.commandList().button("edit.undo", w * 0.49f);
  ImGui::SameLine();
  host_.commandList().button("edit.redo", w * 0.49f);
  host_.commandList().button("edit.clear", w * 0.49f);
  ImGui::SameLine();
  if (ImGui::Button(tr("Resize to the size above"), ImVec2(w * 0.49f, 0))) {
    try {
      edit(gomoku::resized(game_, customCols_, customRows_),
           text("Resized to {0}.", sizeName(customCols_, customRows_)));
    } catch (const std::invalid_argument& e) {
      status_ = e.what();
    }
  }
}

void GomokuView::drawAnalysisSections() {
  if (section(trId("Analysis").c_str())) {
    const std::string current = analysis_.active() ? analysis_.algorithm() : std::string(tr("off"));
    ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x * 0.6f);
    if (ImGui::BeginCombo(trId("Algorithm").c_str(), current.c_str())) {
      if (ImGui::Selectable(tr("off"), !analysis_.active())) analysis_.setAlgorithm("");
      for (const gomoku::AlgorithmInfo* info : gomoku::algorithms()) {
        const std::string label = std::string(info->name) + "  -  " + tr(std::string(info->title));
        if (ImGui::Selectable(label.c_str(), info->name == analysis_.algorithm()))
          analysis_.setAlgorithm(std::string(info->name));
      }
      programs_.drawAlgorithmChoices(GomokuProgramQuestion::name, analysis_.algorithm(),  // the user's own programs
                                     [&](const std::string& name) { analysis_.setAlgorithm(name); });
      ImGui::EndCombo();
    }
    int ply = analysis_.requestedPly();
    ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x * 0.35f);
    if (ImGui::InputInt(trId("Move (0 = the last)").c_str(), &ply))
      analysis_.setPly(std::clamp(ply, 0, static_cast<int>(record_.actions.size())));
    wrappedHint(tr("Shift+click a stone to analyse its move; Ctrl+click a point for a breakpoint."));
    if (game_.rule() == gomoku::Rule::Renju)
      wrappedHint(tr("Renju: Shift+click an empty point to check it with forbidden."));
    programs_.drawStatus(analysis_.algorithm(),
                         GomokuProgramQuestion::name);  // a program being asked: progress and Cancel
    if (analysis_.active()) {
      if (!analysis_.problem().empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 0.6f, 0.3f, 1));
        wrappedText(analysis_.problem());
        ImGui::PopStyleColor();
      } else if (const std::string verdict = verdictLine(); !verdict.empty()) {
        wrappedText(verdict);
        if (analysis_.trace().truncated)
          ImGui::TextColored(ImVec4(1, 0.6f, 0.3f, 1), "%s", analysis_.trace().note.c_str());
      }
    }
  }
  if (!analysis_.active() || !analysis_.problem().empty()) return;
  if (const std::vector<std::string>* listing = gomoku::Analysis::listingOf(analysis_.algorithm()))
    drawTraceSections(*listing, analysis_.cursor(), programs_, analysis_.algorithm());
  drawLinesSection();
  drawCompareSection();
  if (host_.legendShown() && section(trId("Legend").c_str())) {
    drawLegend(legend());
    if (heatSide_ != 0 && analysis_.linesAfter())
      drawLegendEntry(heatSide_ == 1 ? IM_COL32(255, 110, 0, 255) : IM_COL32(0, 170, 255, 255),
                      tr("heat map: the best counter of the lines through a point (darker = higher)"));
    if (!analysis_.cursor().breakpoints().empty())
      drawLegendEntry(IM_COL32(235, 30, 30, 255), tr("breakpoint (F5 runs to it)"));
  }
}

void GomokuView::drawLinesSection() {
  const auto& before = analysis_.linesBefore();
  const auto& after = analysis_.linesAfter();
  if (!before || !after || !section(trId("Lines").c_str())) return;
  ImGui::TextUnformatted(tr("Heat map:"));
  ImGui::SameLine();
  ImGui::PushID("heat");
  ImGui::RadioButton(tr("off"), &heatSide_, 0);
  ImGui::SameLine();
  ImGui::RadioButton(tr("black"), &heatSide_, 1);
  ImGui::SameLine();
  ImGui::RadioButton(tr("white"), &heatSide_, 2);
  ImGui::PopID();
  const int rows = game_.board().rows();
  const Cell p = analysis_.result().verdict.at;
  ImGui::TextDisabled(
      "%s", text("The {0} lines through {1}, counters before -> after this action (this step's lines highlighted):",
                 after->index->through(p).size(), gomoku::cellName(p, rows))
                .c_str());
  if (!ImGui::BeginTable("lines", 4, ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_RowBg | ImGuiTableFlags_ScrollY,
                         ImVec2(0, ImGui::GetTextLineHeightWithSpacing() * 9)))
    return;
  ImGui::TableSetupScrollFreeze(0, 1);
  for (const char* column : {"line", "cells", "black", "white"}) ImGui::TableSetupColumn(trId(column).c_str());
  ImGui::TableHeadersRow();
  const auto cell = [](int was, int now) {
    const bool dead = now >= gomoku::LineState::kDead;
    const std::string text = std::to_string(was) + " -> " + std::to_string(now) + (dead ? tr(" dead") : "");
    if (dead)
      ImGui::TextColored(ImVec4(1, 0.35f, 0.3f, 1), "%s", text.c_str());
    else if (was != now)
      ImGui::TextColored(ImVec4(1, 0.85f, 0.3f, 1), "%s", text.c_str());
    else
      ImGui::TextUnformatted(text.c_str());
  };
  const Step* step = analysis_.cursor().current();
  for (std::int16_t k : after->index->through(p)) {
    const gomoku::WinLine& l = after->index->line(k);
    const std::size_t i = static_cast<std::size_t>(k);
    ImGui::TableNextRow();
    // The lines this step works on (drawn as its bars) stand out.
    const bool touched = step && std::any_of(step->arrows.begin(), step->arrows.end(),
                                             [&](const Arrow& a) { return a.from == l.cell(0) && a.to == l.cell(4); });
    if (touched) ImGui::TableSetBgColor(ImGuiTableBgTarget_RowBg0, IM_COL32(200, 140, 30, 90));
    ImGui::TableNextColumn();
    ImGui::Text("#%d", k);
    ImGui::TableNextColumn();
    ImGui::Text("%s-%s", gomoku::cellName(l.cell(0), rows).c_str(), gomoku::cellName(l.cell(4), rows).c_str());
    ImGui::TableNextColumn();
    cell(before->black[i], after->black[i]);
    ImGui::TableNextColumn();
    cell(before->white[i], after->white[i]);
  }
  ImGui::EndTable();
}

std::vector<CompareRow> GomokuView::compareRows() {
  const int rows = game_.board().rows();
  const auto& all = analysis_.comparison();
  std::vector<CompareRow> table;
  for (const gomoku::PlyTrace& t : all) {
    CompareRow row{t.trace.algo, verdictText(t.verdict.result, rows), gomoku::Analysis::correctedPeer(t.trace.algo)};
    row.disagrees = analysis_.disagreesWithPeer(row.algo);
    if (!row.peer.empty()) row.divergence = analysis_.firstDivergence(row.algo);
    table.push_back(std::move(row));
  }
  // A user's program is held against scan, the corrected reference, on the same move; its steps are its
  // own, so the button under the table looks for the first move of the game where the two verdicts differ.
  if (programs_.list().find(analysis_.algorithm())) {
    const gomoku::WinResult& answer = analysis_.result().verdict.result;
    CompareRow row{analysis_.algorithm(), verdictText(answer, rows, true), "scan"};
    // A program that failed gave no answer to hold against scan's: its row says it failed, never "differs".
    for (const gomoku::PlyTrace& t : all)
      if (t.trace.algo == "scan")
        row.disagrees = answer.fault.empty() && !gomoku::sameVerdict(t.verdict.result, answer, true);
    table.insert(table.begin(), std::move(row));
  }
  return table;
}

void GomokuView::drawCompareSection() {
  if (!section(trId("Compare").c_str(), false)) return;
  const std::vector<CompareRow> table = compareRows();
  const ProgramState* programState = programs_.list().find(analysis_.algorithm());
  const bool program = programState != nullptr;
  const auto clicked = drawCompareTable(table);
  if (program && drawLastWalk(walkButtonLabel(record_.actions.empty() ? WalkUnit::Stones : WalkUnit::Moves),
                              programState->entry.name, programState->running, walk_.running, walkReportOnScreen(),
                              programs_.runner(), walkButton_))
    findProgramDifference();
  else if (!program)
    walkButton_ = {};
  if (clicked) {  // a built-in's row (the program's has no button)
    const CompareRow& row = table[*clicked];
    analysis_.setAlgorithm(row.algo);
    analysis_.update(record_);
    analysis_.cursor().jump(static_cast<std::size_t>(row.divergence));
    status_ = text("{0} departs from {1} at step {2}.", row.algo, row.peer, row.divergence + 1);
  }
}

std::string GomokuView::verdictLine() const {
  if (!analysis_.active() || !analysis_.problem().empty()) return {};
  // A program that is not running has no verdict: the line above it (drawStatus) says why. The result kept
  // would be an old one ("Move 0 at a15: no win" under a program that never started).
  const ProgramState* program = programs_.list().find(analysis_.algorithm());
  if (program && !program->running) return {};
  const int rows = game_.board().rows();
  const gomoku::Detection& v = analysis_.result().verdict;
  if (analysis_.algorithm() == "forbidden")
    return v.forbidden == gomoku::Forbidden::None
               ? text("{0}: black may play here.", gomoku::cellName(v.at, rows))
               : text("{0}: forbidden for black ({1}).", gomoku::cellName(v.at, rows),
                      tr(std::string(gomoku::forbiddenName(v.forbidden))));
  const std::string result = verdictText(v.result, rows, program != nullptr);
  return analysis_.paintedStone()
             ? text("Painted stone at {0}, as if just placed: {1}", gomoku::cellName(v.at, rows), result)
             : text("Move {0} at {1}: {2}", v.ply, gomoku::cellName(v.at, rows), result);
}

std::optional<std::string> GomokuView::walkReportOnScreen() const {
  const ProgramState* p = programs_.list().find(analysis_.algorithm());
  return p ? walk_.reportFor(record_, p->entry.name, p->generation) : std::nullopt;
}

void GomokuView::findProgramDifference() {
  const std::string program = analysis_.algorithm();
  const WalkUnit unit = record_.actions.empty() ? WalkUnit::Stones : WalkUnit::Moves;
  walk_ = {record_, program, programs_.list().generation(program), nullptr, true, {}};
  status_ = walkProgressLabel(program, "scan", unit) + "...";
  const gomoku::GameRecord record = record_;
  programs_.runner().post(
      walkProgressLabel(program, "scan", unit),
      [this, program, record, unit](SearchBudget& budget) -> BackgroundJob::Finish {
        diff::GomokuWalk walk;
        std::string error;
        try {
          walk = diff::walkGomoku(record, "scan", program, budget, [program] { ext::restartOutside({program}); });
        } catch (const std::exception& e) {
          error = e.what();  // the program was removed meanwhile, or the record does not replay
        }
        return [this, program, record, unit, walk = std::move(walk), error] {
          walk_.running = false;
          walk_.describe = [program, rows = record.start.rows(), unit, walk, error] {
            if (!error.empty()) return walkNotRunReport(program, "scan", error);
            WalkFinding f;
            const diff::GomokuDiff* d = walk.diff ? &*walk.diff : walk.intermittent ? &*walk.intermittent : nullptr;
            if (d) {
              const std::string cell = gomoku::cellName(d->a.at, rows);
              f.where = unit == WalkUnit::Moves ? text("move {0} ({1})", d->ply, cell) : text("the stone on {0}", cell);
              f.referenceSays = verdictText(d->a.result, rows);
              f.programSays = verdictText(d->b.result, rows, true);
            } else {
              f.where = unit == WalkUnit::Moves ? text("move {0}", walk.coverage.compared)
                                                : text("stone {0} in reading order", walk.coverage.compared);
            }
            return walkReport(walk.coverage, unit, program, "scan", walk.diff.has_value(),
                              walk.intermittent.has_value(), f);
          };
          status_ = walk_.report();
          walk_.onStatusLine = status_;
          // Opened only on the game it walked, with the program it walked, and only a difference that held.
          if (!walk.diff || record_ != record || analysis_.algorithm() != program) return;
          if (unit == WalkUnit::Moves)
            analysis_.setPly(walk.diff->ply);
          else
            analysis_.setStone(walk.diff->a.at);
        };
      },
      "first difference gomoku", ProgramRunner::OnCancel::Stop);
}

}  // namespace boardlab::ui
