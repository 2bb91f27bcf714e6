#include "app/workbench/shell/status_line.hpp"

#include <algorithm>

#include <imgui.h>

#include "app/workbench/views/ui_text.hpp"

namespace boardlab::ui {

namespace {

constexpr const char* kCut = "...";  // ASCII: every font subset holds it

// The length of the UTF-8 character starting at text[i].
std::size_t charLength(const std::string& text, std::size_t i) {
  const unsigned char c = static_cast<unsigned char>(text[i]);
  const std::size_t n = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : (c >> 3) == 0x1E ? 4 : 1;
  return std::min(n, text.size() - i);
}

}  // namespace

std::string fitStatusText(const std::string& text, float width) {
  if (ImGui::CalcTextSize(text.c_str()).x <= width) return text;
  const float room = width - ImGui::CalcTextSize(kCut).x;
  std::size_t end = 0;
  while (end < text.size()) {
    const std::size_t next = end + charLength(text, end);
    if (ImGui::CalcTextSize(text.c_str(), text.c_str() + next).x > room) break;
    end = next;
  }
  return text.substr(0, end) + kCut;
}

bool drawStatusLine(const std::string& text, float width) {
  const std::string shown = fitStatusText(text, std::max(width, 0.0f));
  ImGui::TextDisabled("%s", shown.c_str());
  const bool cut = shown != text;
  if (cut && ImGui::IsItemHovered()) {
    ImGui::BeginTooltip();
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 40);
    ImGui::TextUnformatted(text.c_str());
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
  }
  return cut;
}

std::string withNotes(std::string status, const std::vector<std::string>& notes) {
  for (const std::string& n : notes) status += text(" Note: {0}", n);
  return status;
}

}  // namespace boardlab::ui
