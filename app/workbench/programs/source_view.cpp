#include "app/workbench/programs/source_view.hpp"

#include <imgui.h>

#include "app/workbench/views/style.hpp"
#include "app/workbench/views/ui_text.hpp"
#include "engine/core/board_text.hpp"

namespace boardlab::ui {

namespace fs = std::filesystem;

namespace {

// A line as ImGui can draw it: tabs as four blanks, any byte of a broken UTF-8 sequence as '?'.
std::string drawable(std::string_view line) {
  std::string out;
  for (std::size_t i = 0; i < line.size(); ++i) {
    const auto b = static_cast<unsigned char>(line[i]);
    if (line[i] == '\t') {
      out += "    ";
      continue;
    }
    if (b < 0x80) {
      out += b < 0x20 ? '?' : line[i];
      continue;
    }
    std::size_t n = 0;
    for (std::size_t len = 2; len <= 4 && n == 0 && i + len <= line.size(); ++len)
      if (isValidUtf8(line.substr(i, len))) n = len;
    if (n == 0) {
      out += '?';
    } else {
      out.append(line.substr(i, n));
      i += n - 1;
    }
  }
  return out;
}

}  // namespace

const SourceView::File& SourceView::load(const fs::path& named) {
  std::error_code ec;
  const fs::path absolute = fs::absolute(named, ec);
  const fs::path path = (ec ? named : absolute).lexically_normal();
  if (const auto it = files_.find(path); it != files_.end()) return it->second;
  if (files_.size() >= kCachedFiles) files_.clear();  // read again when named again: cheap beside a step
  File f;
  try {
    const std::string text = readTextFile(path, kMaxFileBytes);
    std::size_t start = 0;
    while (start <= text.size() && f.lines.size() < kMaxLines) {
      std::size_t end = text.find('\n', start);
      if (end == std::string::npos) end = text.size();
      std::string_view line(text.data() + start, end - start);
      if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
      if (end == text.size() && line.empty() && start > 0) break;  // the newline that ends the file
      f.lines.push_back(drawable(line));
      start = end + 1;
    }
  } catch (const BoardFileError& e) {
    f.error = e.what();
  }
  return files_.emplace(path, std::move(f)).first->second;
}

bool SourceView::draw(const TraceCursor& cursor, const fs::path& folder) {
  const Step* step = cursor.current();
  if (!step || step->file.empty()) return false;
  const fs::path named(step->file);
  const fs::path path = named.is_absolute() ? named : folder / named;
  const File& file = load(path);
  shown_ = Shown{path, step->codeLine, {}, file.error};
  ImGui::TextDisabled("%s", step->codeLine > 0
                                ? text("{0}, line {1}", named.filename().string(), step->codeLine).c_str()
                                : named.filename().string().c_str());
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", path.string().c_str());
  if (!file.error.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 0.6f, 0.3f, 1));
    wrappedText(text("The source file cannot be shown: {0}", file.error));
    ImGui::PopStyleColor();
  } else {
    const float lineHeight = ImGui::GetTextLineHeightWithSpacing();
    ImGui::PushFont(fonts().mono);
    ImGui::BeginChild("source", ImVec2(0, lineHeight * 14), true, ImGuiWindowFlags_HorizontalScrollbar);
    const int current = step->codeLine;
    if (current > 0 && static_cast<std::size_t>(current) <= file.lines.size()) {
      shown_.text = file.lines[static_cast<std::size_t>(current - 1)];
      if (path != scrolledFile_ || current != scrolledLine_) {
        // Scrolled once per new line, so the user can scroll away from it. A child seen for the first time
        // has no scroll range yet (ImGui measures its content during the frame): try again next frame.
        const float target =
            std::max(0.0f, (current - 1) * ImGui::GetTextLineHeightWithSpacing() - ImGui::GetWindowHeight() * 0.4f);
        ImGui::SetScrollY(target);
        if (ImGui::GetScrollMaxY() >= target) {
          scrolledFile_ = path;
          scrolledLine_ = current;
        }
      }
    }
    const int digits = static_cast<int>(std::to_string(file.lines.size()).size());
    ImGuiListClipper clipper;
    clipper.Begin(static_cast<int>(file.lines.size()));
    while (clipper.Step())
      for (int i = clipper.DisplayStart; i < clipper.DisplayEnd; ++i) {
        const bool here = i + 1 == current;
        char number[16];
        std::snprintf(number, sizeof number, "%*d ", digits, i + 1);
        const std::string row = number + file.lines[static_cast<std::size_t>(i)];
        if (here) {
          const ImVec2 p = ImGui::GetCursorScreenPos();
          const float width = std::max(ImGui::GetContentRegionAvail().x, ImGui::CalcTextSize(row.c_str()).x);
          ImGui::GetWindowDrawList()->AddRectFilled(p, ImVec2(p.x + width, p.y + ImGui::GetTextLineHeight()),
                                                    IM_COL32(200, 140, 30, 110));
        }
        ImGui::PushStyleColor(ImGuiCol_Text, here ? ImVec4(1, 1, 1, 1) : ImVec4(0.7f, 0.72f, 0.75f, 1));
        ImGui::TextUnformatted(row.c_str());
        ImGui::PopStyleColor();
      }
    ImGui::EndChild();
    ImGui::PopFont();
  }
  ImGui::Spacing();
  wrappedText(step->narration);
  return true;
}

}  // namespace boardlab::ui
