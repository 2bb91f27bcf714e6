// Exports for slides and reports: the Export menu and its step-range dialog, the legend and the caption
// drawn on the canvas beside and under the board, and the trace as JSON.
// The pixels themselves are read by the platform layer, which owns the framebuffer.

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <utility>

#include <imgui.h>

#include "app/workbench/platform/export_job.hpp"
#include "app/workbench/platform/keys.hpp"
#include "app/workbench/shell/user_folders.hpp"
#include "app/workbench/shell/workbench.hpp"
#include "app/workbench/views/trace_overlay.hpp"
#include "app/workbench/views/ui_text.hpp"
#include "engine/core/atomic_file.hpp"
#include "engine/core/trace_json.hpp"

namespace boardlab::ui {

void Workbench::drawCaptionTitleField(float width) {
  // Never narrower than its placeholder: "(optional)" was cut to "(optiona" in Chinese and at 200%.
  const char* hint = tr("Title line of the caption (optional)");
  ImGui::SetNextItemWidth(std::max(width, ImGui::CalcTextSize(hint).x + ImGui::GetStyle().FramePadding.x * 2 + 4));
  ImGui::InputTextWithHint("##captiontitle", hint, captionTitle_, sizeof captionTitle_);
}

std::optional<ExportJob> Workbench::takeExport() {
  if (exports_.empty()) return std::nullopt;
  ExportJob job = std::move(exports_.front());
  exports_.pop_front();
  exportRunning_ = true;  // until exportFinished: the scene is drawn as it is, without predict mode's strip
  return job;
}

std::string Workbench::exportStem(const std::string& fallback) const {
  const std::string stem = documentPath_.stem().string();
  const bool plain = !stem.empty() && std::all_of(stem.begin(), stem.end(), [](char c) {
    return static_cast<unsigned char>(c) > 0x20 && static_cast<unsigned char>(c) < 0x7F;
  });
  return plain ? stem : fallback;
}

void Workbench::rememberExportFolder(const std::filesystem::path& written) {
  if (!straightBoards_.empty()) return;  // the page chooses no folder
  // Only a folder an export was written to: a failed one (a folder that cannot be written) is not offered again.
  std::error_code ec;
  const std::filesystem::path absolute = std::filesystem::absolute(written, ec);
  settings_.exportFolder = (ec ? written : absolute).parent_path().string();
  persistSettings();
}

void Workbench::exportFinished(const ExportJob& job, bool written, const std::string& error) {
  exportRunning_ = false;
  status_ = written ? text("Exported {0}.", shownPath(job.path)) : text("Not exported: {0}", error);
  if (!job.chosenInDialog || !straightBoards_.empty()) return;
  if (written) {
    rememberExportFolder(job.path);
  } else if (job.kind == ExportJob::Kind::Gif) {
    failedGifName_ = job.path.filename().string();
    openExportDialog();  // with the steps chosen, to try again
  } else if (job.kind == ExportJob::Kind::Png) {
    browseToSave(SavePurpose::Png, job.path.filename().string());
  }
}

bool Workbench::exportTraceJson(const std::filesystem::path& path, std::string& error) {
  const TraceExport shown = view_->traceExport();
  const Trace* trace = shown.trace;
  const std::vector<std::string>* listing = shown.listing;
  const CellNamer name = shown.cellName;
  if (!trace || !listing) {
    error = tr("there is no trace on screen: choose an algorithm and a move or a pair first");
    return false;
  }
  // Streamed into the temporary file: a 344-step trace of a 64x64 maze built whole took 356 MB.
  AtomicFile file(path);
  if (file.ok()) streamTraceJson(file.stream(), *trace, *listing, name);
  if (file.commit()) return true;
  error = file.error();
  return false;
}

void Workbench::browseToSave(SavePurpose purpose, const std::string& suggested, std::function<void()> then) {
  savePurpose_ = purpose;
  afterSave_ = std::move(then);
  // Slides and traces are the user's own files: they start where the last export went, else in the
  // pictures folder, never in BoardLab's; a board is saved beside the document it came from, else where
  // the last board was opened or saved.
  if (!straightBoards_.empty()) {  // the page: no folder to choose
    const std::filesystem::path folder = purpose == SavePurpose::Board ? straightBoards_ : straightExports_;
    std::error_code ec;
    std::filesystem::create_directories(folder, ec);
    // Another kept board of that name (one Open recent names) is never replaced: the next free name.
    std::filesystem::path path = folder / std::filesystem::path(suggested).filename();
    const std::string stem = path.stem().string(), extension = path.extension().string();
    for (int n = 2; purpose == SavePurpose::Board && path != documentPath_ && std::filesystem::exists(path, ec); ++n)
      path = folder / (stem + "-" + std::to_string(n) + extension);
    saveChosen(path);
    return;
  }
  std::filesystem::path folder;
  if (purpose != SavePurpose::Board)
    folder = settings_.exportFolder.empty() ? picturesFolder() : std::filesystem::path(settings_.exportFolder);
  else
    folder = !documentPath_.empty() ? documentPath_.parent_path() : std::filesystem::path(settings_.boardFolder);
  browser_.open(FileBrowser::Mode::Save, folder, suggested, {std::filesystem::path(suggested).extension().string()});
}

void Workbench::browseAgainAfterFailure(SavePurpose purpose, const std::string& name) {
  if (straightBoards_.empty()) browseToSave(purpose, name);
}

void Workbench::saveStraightTo(std::filesystem::path boards, std::filesystem::path exports) {
  straightBoards_ = std::move(boards);
  straightExports_ = std::move(exports);
}

std::string Workbench::shownPath(const std::filesystem::path& path) const {
  return straightBoards_.empty() ? path.string() : path.filename().string();
}

namespace {

// What tells one trace from another for the export dialog: the views keep each analysis's trace in one
// place, so its address does not change with the algorithm, the move or the board; its content does.
std::string traceKey(const Trace* trace) {
  if (!trace || trace->steps.empty()) return {};
  return trace->algo + '\n' + std::to_string(trace->steps.size()) + '\n' + trace->steps.front().narration + '\n' +
         trace->steps.back().narration;
}

// A legend row: the swatch, then the text from here, then this much room before the box's edge.
constexpr float kLegendRightPad = 10;
float legendTextIndent() { return 14 + ImGui::GetTextLineHeightWithSpacing() * 0.6f; }

// A legend row holding `textHeight` of (wrapped) text, with the spacing of a line.
float legendRowHeight(float textHeight) {
  return textHeight + ImGui::GetTextLineHeightWithSpacing() - ImGui::GetTextLineHeight();
}

}  // namespace

void Workbench::openExportDialog() {
  // The range chosen last time stays while it fits the trace on screen (after a failed export the user
  // tries again with the same steps); another trace starts from all of its steps.
  const std::size_t steps = activeCursor().size();
  std::string error;
  const std::string trace = traceKey(view_->trace());
  if (trace != exportDraftTrace_ || !exportSteps(exportDraft_.firstStep, exportDraft_.lastStep, steps, error)) {
    exportDraft_.firstStep = 1;
    exportDraft_.lastStep = static_cast<int>(std::min(steps, kMaxExportFrames));
  }
  exportDraftTrace_ = trace;
  openExportDialog_ = true;
}

void Workbench::confirmExportDialog() {
  std::string error;
  if (!exportSteps(exportDraft_.firstStep, exportDraft_.lastStep, activeCursor().size(), error)) {
    status_ = text("Not exported: {0}", error);
    return;
  }
  const std::string stem = exportStem();
  // A file name is not prose: the same ASCII name in every UI language, so it travels (mail, a USB stick,
  // a colleague's English desktop) without turning into "第2-8步".
  // After a failed export the name the user gave is offered again.
  browseToSave(SavePurpose::Gif, !failedGifName_.empty() ? std::exchange(failedGifName_, {})
                                                         : stem + "-steps-" + std::to_string(exportDraft_.firstStep) +
                                                               "-" + std::to_string(exportDraft_.lastStep) + ".gif");
}

void Workbench::drawExportMenu() {
  if (!ImGui::BeginMenu(tr("Export"))) return;
  commands_.menuItem("export.png");
  commands_.menuItem("export.gif");
  commands_.menuItem("export.json");
  ImGui::Separator();
  ImGui::MenuItem(tr("Legend beside the board"), nullptr, &legendOnCanvas_);
  ImGui::MenuItem(tr("Caption under the board"), nullptr, &captionOnCanvas_);
  drawCaptionTitleField(ImGui::GetFontSize() * 14);
  fontsFor(captionTitle_, captionGlyphsAskedFor_);
  ImGui::EndMenu();
}

void Workbench::drawExportDialog() {
  const std::string title = trId("Export steps as a GIF");
  if (openExportDialog_) {
    ImGui::OpenPopup(title.c_str());
    openExportDialog_ = false;
  }
  if (!ImGui::BeginPopupModal(title.c_str(), nullptr, ImGuiWindowFlags_AlwaysAutoResize)) return;
  const int steps = static_cast<int>(activeCursor().size());
  ImGui::TextUnformatted(text("This trace has {0} steps; one GIF holds at most {1}.", steps, kMaxExportFrames).c_str());
  const float field = ImGui::GetFontSize() * 6;
  ImGui::SetNextItemWidth(field);
  ImGui::InputInt(tr("first step"), &exportDraft_.firstStep);
  ImGui::SameLine();
  ImGui::SetNextItemWidth(field);
  ImGui::InputInt(tr("last step"), &exportDraft_.lastStep);
  exportDraft_.firstStep = std::clamp(exportDraft_.firstStep, 1, std::max(1, steps));
  exportDraft_.lastStep = std::clamp(exportDraft_.lastStep, exportDraft_.firstStep, std::max(1, steps));
  if (ImGui::SmallButton(tr("From the step on screen")))
    exportDraft_.firstStep = static_cast<int>(activeCursor().position()) + 1;
  ImGui::SameLine();
  if (ImGui::SmallButton(tr("All steps"))) {
    exportDraft_.firstStep = 1;
    exportDraft_.lastStep = steps;
  }
  ImGui::SetNextItemWidth(field);
  ImGui::InputInt(tr("milliseconds per frame"), &exportDraft_.delayMs, 100);
  exportDraft_.delayMs = std::clamp(exportDraft_.delayMs, 20, 10000);
  ImGui::Checkbox(tr("Caption under the board: step number and narration"), &captionOnCanvas_);
  drawCaptionTitleField(ImGui::GetFontSize() * 18);
  fontsFor(captionTitle_, captionGlyphsAskedFor_);
  ImGui::Checkbox(tr("Legend beside the board"), &legendOnCanvas_);
  std::string error;
  const bool valid =
      exportSteps(exportDraft_.firstStep, exportDraft_.lastStep, activeCursor().size(), error).has_value();
  if (valid)
    ImGui::TextDisabled("%s", text("{0} frames", exportDraft_.lastStep - exportDraft_.firstStep + 1).c_str());
  else
    ImGui::TextColored(ImVec4(1, 0.45f, 0.35f, 1), "%s", error.c_str());
  const bool fresh = !ImGui::IsWindowAppearing();  // a held Enter from the menu must not answer
  ImGui::BeginDisabled(!valid);
  const bool save =
      ImGui::Button(tr("Save as... (Enter)")) || (valid && fresh && ImGui::IsKeyPressed(key::Enter, false));
  ImGui::EndDisabled();
  ImGui::SameLine();
  if (ImGui::Button(tr("Cancel (Esc)")) || (fresh && ImGui::IsKeyPressed(key::Escape, false)))
    ImGui::CloseCurrentPopup();
  if (save) {
    ImGui::CloseCurrentPopup();
    confirmExportDialog();
  }
  ImGui::EndPopup();
}

std::string Workbench::captionAlgorithm() {
  const Trace* trace = view_->trace();
  return trace ? trace->algo : std::string();
}

void Workbench::setCaptionTitle(const std::string& title) {
  std::snprintf(captionTitle_, sizeof captionTitle_, "%s", title.c_str());
  fontsFor(captionTitle_, captionGlyphsAskedFor_);  // a scripted export's title in Chinese, in an English UI
}

std::string Workbench::captionStepLine() {
  const TraceCursor& cursor = activeCursor();
  if (cursor.empty()) return "";
  return text("Step {0} of {1}", cursor.position() + 1, cursor.size());
}

std::string Workbench::spokenStep() {
  const TraceCursor& cursor = activeCursor();
  const Step* step = cursor.current();
  if (!step) return "";
  return step->narration.empty() ? captionStepLine() : text("{0}: {1}", captionStepLine(), step->narration);
}

float Workbench::captionNarrationWidth() const {
  return canvasRect_.second.x - canvasRect_.first.x - ImGui::GetStyle().WindowPadding.x * 2 - 8;
}

int Workbench::captionNarrationLines() {
  const Trace* trace = view_->trace();
  if (!trace) return 0;
  // The longest narration of the whole trace sets the band, so the board keeps its place from step to step.
  const float width = captionNarrationWidth();
  const CaptionKey key{trace, trace->steps.size(), width, ImGui::GetFontSize(), i18n::language()};
  if (key == captionKey_) return captionLines_;
  float tallest = 0;
  for (const Step& s : trace->steps)
    tallest = std::max(tallest, ImGui::CalcTextSize(s.narration.c_str(), nullptr, false, std::max(width, 50.0f)).y);
  captionKey_ = key;
  captionLines_ =
      std::clamp(static_cast<int>(std::ceil(tallest / ImGui::GetTextLineHeight() - 0.01f)), 1, kCaptionMaxLines);
  return captionLines_;
}

CanvasLayout Workbench::canvasLayout() {
  const ImVec2 min = ImGui::GetCursorScreenPos(), size = ImGui::GetContentRegionAvail();
  const Trace* trace = view_->trace();
  LegendSizeAt legend;
  if (legendOnCanvas_ && trace)
    legend = [entries = view_->legend()](float width) {
      const float textWidth = std::max(1.0f, width - legendTextIndent() - kLegendRightPad);
      ImVec2 size(0, 8);
      for (const LegendEntry& e : entries) {
        const ImVec2 text = ImGui::CalcTextSize(e.text.c_str(), nullptr, false, textWidth);
        size.x = std::max(size.x, text.x + legendTextIndent() + kLegendRightPad);
        size.y += legendRowHeight(text.y);
      }
      return entries.empty() ? ImVec2(0, 0) : size;
    };
  const int titleLines = captionTitle_[0] ? 1 : 0;
  const float caption =
      captionOnCanvas_ && trace ? ImGui::GetTextLineHeight() * (1 + titleLines + captionNarrationLines()) + 12 : 0.0f;
  const CanvasBoard board = view_->canvasBoard();
  return layoutCanvas(min, size, board.cols, board.rows, board.margin, legend, caption, 8);
}

void Workbench::drawCanvasLegend(const CanvasLayout& layout) {
  const Trace* trace = view_->trace();
  if (!layout.legend || !trace) return;
  const std::vector<LegendEntry> entries = view_->legend();
  // Drawn with the draw list so it is part of the exported pixels.
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float h = ImGui::GetTextLineHeightWithSpacing();
  const ImVec2 lo = layout.legend->first, hi = layout.legend->second;
  const float textWidth = std::max(1.0f, hi.x - lo.x - legendTextIndent() - kLegendRightPad);
  dl->AddRectFilled(lo, hi, kCanvasLegendBackground, 4.0f);
  float y = lo.y + 4;
  for (const LegendEntry& e : entries) {
    const ImVec2 swatchLo(lo.x + 6, y + h * 0.2f), swatchHi(lo.x + 6 + h * 0.6f, y + h * 0.8f);
    dl->AddRectFilled(swatchLo, swatchHi, e.colour, 2.0f);
    dl->AddRect(swatchLo, swatchHi, IM_COL32(150, 150, 150, 255), 2.0f);  // a near-black swatch still shows
    dl->AddText(ImGui::GetFont(), ImGui::GetFontSize(), ImVec2(lo.x + legendTextIndent(), y),
                IM_COL32(235, 235, 235, 255), e.text.c_str(), nullptr, textWidth);
    y += legendRowHeight(ImGui::CalcTextSize(e.text.c_str(), nullptr, false, textWidth).y);
  }
}

void Workbench::drawCanvasCaption(const CanvasLayout& layout) {
  const Step* step = activeCursor().current();
  if (!layout.caption || !step) return;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ScreenRect& r = *layout.caption;
  dl->AddRectFilled(r.first, r.second, kCanvasCaptionBackground, 4.0f);
  const float line = ImGui::GetTextLineHeight();
  float y = r.first.y + 5;
  dl->PushClipRect(r.first, r.second, true);  // a narration longer than the band is cut, never spilled on the board
  if (captionTitle_[0]) {                     // the user's heading, then the step and the algorithm it belongs to
    dl->AddText(ImVec2(r.first.x + 6, y), IM_COL32(255, 255, 255, 255), captionTitle_);
    y += line;
  }
  const std::string stepLine = captionStepLine();
  dl->AddText(ImVec2(r.first.x + 6, y), IM_COL32(255, 214, 90, 255), stepLine.c_str());
  const float algoX = r.first.x + 6 + ImGui::CalcTextSize(stepLine.c_str()).x + ImGui::GetFontSize();
  dl->AddText(ImVec2(algoX, y), IM_COL32(170, 200, 235, 255), captionAlgorithm().c_str());
  dl->AddText(ImGui::GetFont(), ImGui::GetFontSize(), ImVec2(r.first.x + 6, y + 2 + line), IM_COL32(235, 235, 235, 255),
              step->narration.c_str(), nullptr, captionNarrationWidth());
  dl->PopClipRect();
}

}  // namespace boardlab::ui
