#include "app/workbench/views/trace_panels.hpp"

#include <algorithm>
#include <string>

#include <imgui.h>
#include <imgui_internal.h>  // the panel's visible rows

#include "app/workbench/views/style.hpp"
#include "app/workbench/views/trace_overlay.hpp"
#include "app/workbench/views/ui_text.hpp"
#include "engine/core/articles.hpp"

namespace boardlab::ui {

void drawSpeed(TraceCursor& cursor, float width) {
  float speed = static_cast<float>(cursor.speed());
  ImGui::SetNextItemWidth(width);
  if (ImGui::SliderFloat("##speed", &speed, 0.5f, 30.0f, tr("%.1f steps/s"), ImGuiSliderFlags_Logarithmic))
    cursor.setSpeed(speed);
}

std::pair<ImVec2, ImVec2> drawScrubber(TraceCursor& cursor) {
  const bool empty = cursor.empty();
  const int last = static_cast<int>(std::max<std::size_t>(cursor.size(), 1) - 1);
  int position = static_cast<int>(cursor.position());
  const ImVec2 track = ImGui::GetCursorScreenPos();
  const float width = ImGui::GetContentRegionAvail().x;
  if (empty) {
    // No slider without a trace: a full grab would read as a finished run.
    ImGui::BeginDisabled();
    ImGui::Button(tr("no trace: choose an algorithm and a move or a pair to analyse"), ImVec2(-1, 0));
    ImGui::EndDisabled();
    return {ImGui::GetItemRectMin(), ImGui::GetItemRectMax()};
  }
  // The slider reads this as a printf format: the words hold no %.
  const std::string format = text("step {0} of {1}", position + 1, cursor.size());
  ImGui::SetNextItemWidth(-1);
  if (ImGui::SliderInt("##scrubber", &position, 0, last, format.c_str()))
    cursor.jump(static_cast<std::size_t>(position));
  const std::pair<ImVec2, ImVec2> rect{ImGui::GetItemRectMin(), ImGui::GetItemRectMax()};
  if (last == 0) return rect;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float grab = ImGui::GetStyle().GrabMinSize, pad = ImGui::GetStyle().FramePadding.x;
  const float x0 = track.x + pad + grab * 0.5f, x1 = track.x + width - pad - grab * 0.5f;
  const float h = ImGui::GetFrameHeight();
  for (std::size_t i : cursor.eventSteps()) {
    const float x = x0 + (x1 - x0) * static_cast<float>(i) / static_cast<float>(last);
    const ImU32 colour =
        cursor.step(i).event == Event::Verdict ? IM_COL32(80, 230, 120, 255) : IM_COL32(255, 200, 60, 255);
    dl->AddLine(ImVec2(x, track.y), ImVec2(x, track.y + h * 0.28f), colour, 2.0f);
    dl->AddLine(ImVec2(x, track.y + h * 0.72f), ImVec2(x, track.y + h), colour, 2.0f);
  }
  return rect;
}

namespace {
// The screen rows of the current line's band in the last code panel drawn (presenter mode keeps it in view).
struct {
  float top = 0.0f, bottom = 0.0f;
  bool drawn = false;
} currentCodeLine;
}  // namespace

void drawCodePanel(const std::vector<std::string>& listing, const TraceCursor& cursor) {
  const Step* step = cursor.current();
  currentCodeLine.drawn = false;
  ImGui::PushFont(fonts().mono);
  // Long lines wrap inside the panel under their own indentation (a hanging indent past the line number
  // and the line's leading spaces); the current line's band, drawn behind the text once its rows are
  // known, covers all of them.
  const float wrap = ImGui::GetContentRegionAvail().x;
  ImDrawList* draw = ImGui::GetWindowDrawList();
  for (std::size_t i = 0; i < listing.size(); ++i) {
    const bool current = step && static_cast<std::size_t>(step->codeLine) == i + 1;
    const std::string number = (i + 1 < 10 ? " " : "") + std::to_string(i + 1) + " ";
    const std::string& line = listing[i];
    const std::size_t leading = std::min(line.find_first_not_of(' '), line.size());
    const float indent = ImGui::CalcTextSize((number + std::string(leading + 2, ' ')).c_str()).x;
    const ImVec2 top = ImGui::GetCursorScreenPos();
    if (current) {
      draw->ChannelsSplit(2);
      draw->ChannelsSetCurrent(1);
    }
    ImGui::PushStyleColor(ImGuiCol_Text, current ? ImVec4(1, 1, 1, 1) : ImVec4(0.7f, 0.72f, 0.75f, 1));
    hangingText(number + line, std::min(indent, wrap * 0.5f));
    ImGui::PopStyleColor();
    if (current) {
      draw->ChannelsSetCurrent(0);
      draw->AddRectFilled(top, ImVec2(top.x + wrap, ImGui::GetItemRectMax().y), kCurrentCodeLine);
      draw->ChannelsMerge();
      currentCodeLine = {top.y, ImGui::GetItemRectMax().y, true};
    }
  }
  ImGui::PopFont();
  ImGui::Spacing();
  if (step) {
    wrappedText(step->narration);
  } else {
    ImGui::TextDisabled("%s", tr("No step recorded."));
  }
}

void drawWatchPanel(const TraceCursor& cursor) {
  const Step* step = cursor.current();
  if (!step || step->watch.empty()) {
    ImGui::TextDisabled("%s", tr("No variables at this step."));
    return;
  }
  if (ImGui::BeginTable("watch", 2, ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_RowBg)) {
    ImGui::TableSetupColumn("variable", ImGuiTableColumnFlags_WidthFixed);
    ImGui::TableSetupColumn("value");
    for (const Watch& w : step->watch) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::PushFont(fonts().mono);
      ImGui::TextUnformatted(w.name.c_str());
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(w.value.c_str());
      ImGui::PopFont();
    }
    ImGui::EndTable();
  }
}

std::optional<std::size_t> drawCompareTable(const std::vector<CompareRow>& rows) {
  std::optional<std::size_t> clicked;
  if (!ImGui::BeginTable("compare", 3, ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_RowBg)) return clicked;
  ImGui::TableSetupColumn(tr("algorithm"), ImGuiTableColumnFlags_WidthFixed);
  ImGui::TableSetupColumn(tr("answer"));
  ImGui::TableSetupColumn("", ImGuiTableColumnFlags_WidthFixed);
  ImGui::TableHeadersRow();
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const CompareRow& r = rows[i];
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(r.algo.c_str());
    ImGui::TableNextColumn();
    if (r.disagrees) {
      ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 0.45f, 0.35f, 1));
      wrappedText(text("{0}  (differs from {1})", r.answer, r.peer));
      ImGui::PopStyleColor();
    } else {
      wrappedText(r.answer);
    }
    ImGui::TableNextColumn();
    if (r.divergence >= 0) {
      ImGui::PushID(static_cast<int>(i));
      if (ImGui::SmallButton(tr("first difference"))) clicked = i;
      ImGui::PopID();
    }
  }
  ImGui::EndTable();
  return clicked;
}

std::string toggleBreakpoint(TraceCursor& cursor, Cell c, const std::string& name) {
  cursor.toggleBreakpoint(c);
  return cursor.hasBreakpoint(c) ? text("Breakpoint on {0} (F5 runs to it).", name)
                                 : text("Breakpoint removed from {0}.", name);
}

void drawLogPanel(TraceCursor& cursor, float height) {
  ImGui::BeginChild("log", ImVec2(0, height), true);
  ImGuiListClipper clipper;
  clipper.Begin(static_cast<int>(cursor.size()));
  while (clipper.Step()) {
    for (int i = clipper.DisplayStart; i < clipper.DisplayEnd; ++i) {
      const std::size_t index = static_cast<std::size_t>(i);
      const std::string label =
          std::to_string(i + 1) + ". " + cursor.step(index).narration + "##log" + std::to_string(i);
      if (ImGui::Selectable(label.c_str(), index == cursor.position())) cursor.jump(index);
    }
  }
  // Keep the current step in view while stepping or playing.
  if (cursor.playing() || ImGui::IsWindowAppearing()) {
    const float lineH = ImGui::GetTextLineHeightWithSpacing();
    ImGui::SetScrollY(std::max(0.0f, lineH * static_cast<float>(cursor.position()) - height * 0.4f));
  }
  ImGui::EndChild();
}

std::string articleLine(const std::string& algorithm) {
  const Article* article = articleOf(algorithm);
  return article ? text("As published: {0}", citation(*article)) : std::string();
}

namespace {
const Article* citedAbove = nullptr;  // this frame's lesson text already cites it
}  // namespace

void setArticleCitedAbove(const Article* article) { citedAbove = article; }

// An as-published variant names its source above its code: a teacher cites the article from the screen,
// once (the lesson's "Source:" above already does it for the lesson's own algorithm).
void drawArticleLine(const std::string& algorithm) {
  if (citedAbove && articleOf(algorithm) == citedAbove) return;
  const std::string line = articleLine(algorithm);
  if (line.empty()) return;
  wrappedHint(line);
}

void drawPresenterTrace(const std::string& algorithm, const std::vector<std::string>& listing, TraceCursor& cursor,
                        const std::vector<LegendEntry>& legend) {
  ImGui::Text("%s", algorithm.c_str());
  drawArticleLine(algorithm);
  drawCodePanel(listing, cursor);
  // On a projector the lesson and the citation above may push the current line below the panel's edge:
  // each new step (or a new scale) scrolls it back into view, a quarter down, and leaves the presenter's
  // own scrolling alone otherwise.
  static const Step* keptInView = nullptr;
  static float keptAtFontSize = 0.0f;
  if (currentCodeLine.drawn && (cursor.current() != keptInView || ImGui::GetFontSize() != keptAtFontSize)) {
    keptInView = cursor.current();
    keptAtFontSize = ImGui::GetFontSize();
    const ImGuiWindow* window = ImGui::GetCurrentWindow();
    if (currentCodeLine.top < window->InnerRect.Min.y || currentCodeLine.bottom > window->InnerRect.Max.y)
      ImGui::SetScrollFromPosY(currentCodeLine.top - window->Pos.y, 0.25f);
  }
  // The legend, here beside the board (never over its stones or labels): the audience cannot hover a mark.
  ImGui::Spacing();
  ImGui::Separator();
  ImGui::TextDisabled("%s", tr("Legend"));
  drawLegend(legend);
  if (!cursor.breakpoints().empty()) drawLegendEntry(IM_COL32(235, 30, 30, 255), tr("breakpoint (F5 runs to it)"));
}

}  // namespace boardlab::ui
