#include "tests/third_game/tictactoe_view.hpp"

#include <imgui.h>

#include "app/workbench/games/game_views.hpp"
#include "app/workbench/programs/trace_sections.hpp"
#include "app/workbench/views/style.hpp"
#include "app/workbench/views/trace_overlay.hpp"
#include "app/workbench/views/trace_panels.hpp"

namespace boardlab::ui {

void TicTacToeView::registerView() {
  registerGameView({"tictactoe", 30, [](ViewHost& host, ProgramsPanel& programs) {
                      return std::make_unique<TicTacToeView>(host, programs);
                    }});
}

TicTacToeView::TicTacToeView(ViewHost& host, ProgramsPanel& programs)
    : DocumentView({.game = "tictactoe",
                    .owns = [](const std::string& text) { return tictactoe::isBoardText(text); },
                    .read = [](const std::string& text,
                               const std::string& fileName) { return tictactoe::parseBoard(text, fileName); },
                    .write = tictactoe::saveBoard}),
      host_(host),
      programs_(programs) {}

void TicTacToeView::restore(tictactoe::Board board, std::string status) {
  board_ = board;
  host_.statusLine() = std::move(status);
}

void TicTacToeView::setAnalysing(bool on) {
  analysing_ = on;
  refreshTrace();
}

void TicTacToeView::refreshTrace() {
  if (!analysing_) {
    trace_ = {};
    tracedFor_.reset();
    cursor_.reset(nullptr);
    return;
  }
  if (tracedFor_ == board_ && tracedIn_ == i18n::language()) return;
  const tictactoe::AlgorithmInfo& check = tictactoe::kWin;  // the game's one algorithm, from its registry shape
  Recorder recorder(std::string(check.name));
  check.run.traced(board_, recorder);
  trace_ = recorder.take();
  tracedFor_ = board_;
  tracedIn_ = i18n::language();
  cursor_.reset(&trace_);
  cursor_.first();
}

TraceCursor& TicTacToeView::cursor() {
  refreshTrace();  // the trace follows the board: asked for every frame, it is recorded again when it changed
  return cursor_;
}

void TicTacToeView::clickCell(Cell c) {
  using tictactoe::Mark;
  if (editing()) {  // edit: X, O, empty in turn
    const Mark now = board_.at(c);
    recordEdit();
    board_.set(c, now == Mark::None ? Mark::X : now == Mark::X ? Mark::O : Mark::None);
    host_.statusLine() = "Painted " + tictactoe::cellName(c) + ".";
    return;
  }
  if (tictactoe::winner(board_) != Mark::None) {
    host_.statusLine() = "The game is over.";
  } else if (board_.at(c) != Mark::None) {
    host_.statusLine() = tictactoe::cellName(c) + " is taken.";
  } else {
    const Mark side = board_.toMove();
    board_.set(c, side);
    host_.statusLine() = std::string(1, static_cast<char>(side)) + " played " + tictactoe::cellName(c) + ".";
  }
}

void TicTacToeView::drawCanvas() {
  BoardGeometry& g = host_.geometry();
  const BoardCanvas canvas = placeBoardCanvas("tictactoe", tictactoe::kSize, tictactoe::kSize, canvasBoard().margin, g);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float half = g.pitch * 0.5f;
  for (int i = 1; i < tictactoe::kSize; ++i) {  // the two lines each way between the cells
    const float x = g.origin.x - half + static_cast<float>(i) * g.pitch,
                y = g.origin.y - half + static_cast<float>(i) * g.pitch;
    dl->AddLine(ImVec2(x, g.origin.y - half), ImVec2(x, g.origin.y - half + 3 * g.pitch), IM_COL32(200, 200, 200, 255),
                3.0f);
    dl->AddLine(ImVec2(g.origin.x - half, y), ImVec2(g.origin.x - half + 3 * g.pitch, y), IM_COL32(200, 200, 200, 255),
                3.0f);
  }
  if (const Step* step = analysing_ ? cursor_.current() : nullptr) drawStepOverlay(*step, g);
  for (int r = 0; r < tictactoe::kSize; ++r)
    for (int c = 0; c < tictactoe::kSize; ++c) {
      const ImVec2 p = g.center({c, r});
      const float k = g.pitch * 0.3f;
      if (board_.at({c, r}) == tictactoe::Mark::X) {
        dl->AddLine(ImVec2(p.x - k, p.y - k), ImVec2(p.x + k, p.y + k), IM_COL32(255, 120, 90, 255), 5.0f);
        dl->AddLine(ImVec2(p.x - k, p.y + k), ImVec2(p.x + k, p.y - k), IM_COL32(255, 120, 90, 255), 5.0f);
      } else if (board_.at({c, r}) == tictactoe::Mark::O) {
        dl->AddCircle(p, k, IM_COL32(90, 170, 255, 255), 32, 5.0f);
      }
    }
  if (canvas.input.clicked) clickCell(*canvas.input.clicked);
}

void TicTacToeView::drawSideSections() {
  ImGui::TextDisabled("TIC-TAC-TOE  3x3, %s", editing() ? "edit mode" : "play mode");
  ImGui::Separator();
  if (section("Tic-tac-toe")) {
    const tictactoe::Mark w = tictactoe::winner(board_);
    ImGui::Text("%s", w == tictactoe::Mark::None
                          ? (std::string(1, static_cast<char>(board_.toMove())) + " to move").c_str()
                          : (std::string(1, static_cast<char>(w)) + " wins").c_str());
    bool on = analysing_;
    if (ImGui::Checkbox("Trace the win check", &on)) setAnalysing(on);
  }
  if (analysing_) drawTraceSections(tictactoe::winCheckListing(), cursor_, programs_, "win-check");
}

void TicTacToeView::registerCommands(CommandList& commands, std::function<bool()> shown) {
  commands.add(
      {"tictactoe.analyse", "Trace the win check", "", -1, false, false, shown, [this] { setAnalysing(!analysing_); }});
}

}  // namespace boardlab::ui
