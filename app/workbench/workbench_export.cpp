// Exports for slides and reports: the Export menu, the legend drawn on the canvas, and the trace as JSON.
// The pixels themselves are read by the platform layer, which owns the framebuffer.

#include <fstream>

#include <imgui.h>

#include "app/cli/trace_output.hpp"
#include "app/workbench/trace_overlay.hpp"
#include "app/workbench/workbench.hpp"
#include "app/workbench/ui_text.hpp"
#include "engine/core/atomic_file.hpp"
#include "engine/gomoku/algorithms.hpp"
#include "engine/gomoku/notation.hpp"
#include "engine/link/algorithms.hpp"

namespace boardlab::ui {

std::optional<ExportJob> Workbench::takeExport() {
  if (exports_.empty()) return std::nullopt;
  ExportJob job = std::move(exports_.front());
  exports_.pop_front();
  return job;
}

bool Workbench::exportTraceJson(const std::filesystem::path& path, std::string& error) {
  const Trace* trace = nullptr;
  const std::vector<std::string>* listing = nullptr;
  cli::CellNamer name;
  if (kind_ == GameKind::Link) {
    if (link_.analysis().active()) {
      trace = &link_.analysis().trace();
      listing = &link::algoListing(link_.analysis().algorithm());
    }
    name = [](Cell c) { return link::cellName(c); };
  } else if (analysis_.active() && analysis_.problem().empty()) {
    trace = &analysis_.trace();
    if (const gomoku::AlgorithmInfo* info = gomoku::findAlgorithm(analysis_.algorithm())) listing = &info->listing();
    const int rows = game_.board().rows();
    name = [rows](Cell c) { return gomoku::cellName(c, rows); };
  }
  if (!trace || !listing) {
    error = tr("there is no trace on screen: choose an algorithm and a move or a pair first");
    return false;
  }
  return writeFileAtomically(path, cli::traceToJson(*trace, *listing, name).dump(2) + "\n", error);
}

void Workbench::browseToSave(SavePurpose purpose, const std::string& suggested) {
  savePurpose_ = purpose;
  afterSave_ = nullptr;  // only the confirm dialog's Save first sets it, right after this
  browser_.open(FileBrowser::Mode::Save, documentPath_.parent_path(), suggested, {std::filesystem::path(suggested).extension().string()});
}

void Workbench::drawExportMenu() {
  if (!ImGui::BeginMenu(tr("Export"))) return;
  const bool traced = !activeCursor().empty();
  const std::string stem = documentPath_.empty() ? "board" : documentPath_.stem().string();
  if (ImGui::MenuItem(tr("Canvas as PNG..."))) browseToSave(SavePurpose::Png, stem + ".png");
  if (ImGui::MenuItem(tr("All steps as an animated GIF..."), nullptr, false, traced)) browseToSave(SavePurpose::Gif, stem + ".gif");
  if (ImGui::MenuItem(tr("Trace as JSON..."), nullptr, false, traced)) browseToSave(SavePurpose::Json, stem + "-trace.json");
  ImGui::MenuItem(tr("Legend on the canvas"), nullptr, &legendOnCanvas_);
  ImGui::EndMenu();
}

void Workbench::drawCanvasLegend() {
  const Trace* trace = kind_ == GameKind::Link ? (link_.analysis().active() ? &link_.analysis().trace() : nullptr)
                                               : (analysis_.active() ? &analysis_.trace() : nullptr);
  if (!legendOnCanvas_ || !trace) return;
  const std::vector<MarkRole> roles = rolesUsed(*trace);
  if (roles.empty()) return;
  // A box in the canvas's bottom-left corner, drawn with the draw list so it is part of the exported pixels.
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float h = ImGui::GetTextLineHeightWithSpacing();
  float width = 0;
  for (MarkRole r : roles) width = std::max(width, ImGui::CalcTextSize(roleDescription(r)).x);
  const ImVec2 lo(canvasRect_.first.x + 8, canvasRect_.second.y - 8 - h * static_cast<float>(roles.size()) - 8);
  dl->AddRectFilled(lo, ImVec2(lo.x + width + h * 1.6f, canvasRect_.second.y - 8), IM_COL32(20, 22, 26, 225), 4.0f);
  float y = lo.y + 4;
  for (MarkRole r : roles) {
    dl->AddRectFilled(ImVec2(lo.x + 6, y + h * 0.2f), ImVec2(lo.x + 6 + h * 0.6f, y + h * 0.8f), roleColour(r), 2.0f);
    dl->AddText(ImVec2(lo.x + h * 1.0f, y), IM_COL32(235, 235, 235, 255), roleDescription(r));
    y += h;
  }
}

}  // namespace boardlab::ui
