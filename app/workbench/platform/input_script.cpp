#include "app/workbench/platform/input_script.hpp"

#include <cctype>
#include <charconv>
#include <cstdlib>
#include <utility>

#include <imgui.h>

#include "app/workbench/platform/keys.hpp"
#include "app/workbench/platform/platform_client.hpp"

namespace boardlab::ui {

namespace {

int keyCode(const std::string& name) {
  static const std::pair<const char*, int> named[] = {
      {"Escape", key::Escape}, {"Space", key::Space},       {"Left", key::Left},
      {"Right", key::Right},   {"Home", key::Home},         {"End", key::End},
      {"PageUp", key::PageUp}, {"PageDown", key::PageDown}, {"Enter", key::Enter}};
  for (const auto& [n, code] : named)
    if (name == n) return code;
  if (name.size() >= 2 && name[0] == 'F') {
    int n = 0;
    const auto [end, ec] = std::from_chars(name.data() + 1, name.data() + name.size(), n);
    if (ec == std::errc() && end == name.data() + name.size() && n >= 1 && n <= 12) return key::F1 + n - 1;
  }
  if (name.size() == 1 && std::isalnum(static_cast<unsigned char>(name[0])))
    return std::toupper(static_cast<unsigned char>(name[0]));  // the letters' and digits' codes are ASCII
  return -1;
}

bool parseFloat(const std::string& s, float& out) {
  char* end = nullptr;
  out = std::strtof(s.c_str(), &end);
  return !s.empty() && end == s.c_str() + s.size();
}

}  // namespace

std::optional<ScriptedAction> parseScriptedAction(const std::string& text, std::string& error) {
  const std::size_t c1 = text.find(':');
  const std::size_t c2 = c1 == std::string::npos ? c1 : text.find(':', c1 + 1);
  const auto fail = [&](const std::string& why) {
    error = "--at '" + text + "': " + why;
    return std::nullopt;
  };
  if (c2 == std::string::npos) return fail("wants FRAME:ACTION:VALUE, e.g. 3:key:F11");
  ScriptedAction a;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + c1, a.frame);
  if (ec != std::errc() || end != text.data() + c1 || a.frame < 0) return fail("the frame must be a number from 0");
  const std::string verb = text.substr(c1 + 1, c2 - c1 - 1), value = text.substr(c2 + 1);
  if (verb == "key") {
    a.kind = ScriptedAction::Kind::Key;
    a.key = keyCode(value);
    if (a.key < 0)
      return fail("unknown key '" + value +
                  "' (F1..F12, Escape, Space, Left, Right, Home, End, PageUp, PageDown, Enter, a letter or digit)");
  } else if (verb == "click") {
    a.kind = ScriptedAction::Kind::Click;
    const std::size_t comma = value.find(',');
    if (comma == std::string::npos || !parseFloat(value.substr(0, comma), a.x) ||
        !parseFloat(value.substr(comma + 1), a.y))
      return fail("a click wants X,Y in window coordinates");
  } else if (verb == "scale") {
    a.kind = ScriptedAction::Kind::Scale;
    if (!parseFloat(value, a.scale) || !(a.scale >= 0.5f && a.scale <= 4.0f)) return fail("the scale must be 0.5 to 4");
  } else if (verb == "lang") {
    a.kind = ScriptedAction::Kind::Language;
    const auto language = i18n::parseLanguage(value);
    if (!language) return fail("the language must be en or zh-CN");
    a.language = *language;
  } else {
    return fail("unknown action '" + verb + "' (key, click, scale or lang)");
  }
  return a;
}

void ScriptPlayer::beforeFrame(int frame, PlatformClient& bench) {
  for (const ScriptedAction& a : actions_) {
    if (a.frame != frame) continue;
    if (a.kind == ScriptedAction::Kind::Scale) bench.chooseScale(a.scale);
    if (a.kind == ScriptedAction::Kind::Language) bench.setLanguage(a.language);
    if (a.kind == ScriptedAction::Kind::Click) mouse_ = std::make_pair(a.x, a.y);
  }
}

void ScriptPlayer::holdInput(int frame, ImGuiIO& io) {
  if (mouse_) io.MousePos = ImVec2(mouse_->first, mouse_->second);
  for (const ScriptedAction& a : actions_) {
    const bool held = frame >= a.frame && frame < a.frame + kHoldFrames;
    const bool released = frame == a.frame + kHoldFrames;
    if (!held && !released) continue;
    if (a.kind == ScriptedAction::Kind::Key) io.KeysDown[a.key] = held;
    if (a.kind == ScriptedAction::Kind::Click) io.MouseDown[0] = held;
  }
}

bool ScriptPlayer::pendingAfter(int frame) const {
  for (const ScriptedAction& a : actions_)
    if (a.frame + kHoldFrames >= frame) return true;
  return false;
}

}  // namespace boardlab::ui
