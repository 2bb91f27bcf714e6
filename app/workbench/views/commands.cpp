#include "app/workbench/views/commands.hpp"

#include <stdexcept>

#include <imgui.h>

#include "app/workbench/views/ui_text.hpp"

namespace boardlab::ui {

const Command& CommandList::get(const std::string& id) const {
  for (const Command& c : commands_)
    if (c.id == id) return c;
  throw std::logic_error("unknown command " + id);
}

void CommandList::handleKeys() const {
  const ImGuiIO& io = ImGui::GetIO();
  for (const Command& c : commands_) {
    if (c.key < 0 || c.ctrl != io.KeyCtrl || c.shift != io.KeyShift || io.KeyAlt) continue;
    if (ImGui::IsKeyPressed(c.key, c.repeat) && (!c.enabled || c.enabled())) c.run();
  }
}

void CommandList::menuItem(const std::string& id) const {
  const Command& c = get(id);
  const bool enabled = !c.enabled || c.enabled();
  const bool checked = c.checked && c.checked();
  if (ImGui::MenuItem(tr(c.label.c_str()), c.shortcut.empty() ? nullptr : c.shortcut.c_str(), checked, enabled))
    c.run();
}

void CommandList::button(const std::string& id, float width) const {
  const Command& c = get(id);
  const bool enabled = !c.enabled || c.enabled();
  const std::string label =
      c.shortcut.empty() ? std::string(tr(c.label.c_str())) : text("{0} ({1})", tr(c.label.c_str()), c.shortcut);
  ImGui::BeginDisabled(!enabled);
  if (ImGui::Button((label + "##" + c.id).c_str(), ImVec2(width, 0))) c.run();
  ImGui::EndDisabled();
}

void CommandList::button(const std::string& id, const char* shortLabel) const {
  const Command& c = get(id);
  const bool enabled = !c.enabled || c.enabled();
  ImGui::BeginDisabled(!enabled);
  if (ImGui::Button((std::string(shortLabel) + "##" + c.id).c_str())) c.run();
  ImGui::EndDisabled();
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
    ImGui::SetTooltip("%s%s%s", tr(c.label.c_str()), c.shortcut.empty() ? "" : "  ", c.shortcut.c_str());
}

}  // namespace boardlab::ui
