#pragma once
// Scripted input for the real window (`boardlab --at FRAME:ACTION`): key presses, clicks and the
// View-menu switches replayed at given frames, so pixel tests can change state AFTER the first frames
// (a font rebuild at run time, presenter mode toggled with F11) as a user does.

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/i18n/i18n.hpp"

namespace boardlab::ui {

struct ScriptedAction {
  enum class Kind { Key, Click, Scale, Language };
  int frame = 0;  // the 0-based frame before which the action happens
  Kind kind = Kind::Key;
  int key = -1;                                       // Key: a key:: code (keys.hpp), held for two frames
  float x = 0, y = 0;                                 // Click: window coordinates; the button is held for two frames
  float scale = 1.0f;                                 // Scale: as View > Scale
  i18n::Language language = i18n::Language::English;  // Language: as View > Language
};

// Parses one `--at` value: FRAME:key:NAME (F1..F12, Escape, Space, Left, Right, Home, End, PageUp,
// PageDown, Enter, or one letter/digit), FRAME:click:X,Y, FRAME:scale:S (0.5..4), FRAME:lang:en|zh-CN.
// nullopt and a message naming the problem for anything else.
std::optional<ScriptedAction> parseScriptedAction(const std::string& text, std::string& error);

}  // namespace boardlab::ui

struct ImGuiIO;

namespace boardlab::ui {

class PlatformClient;

// Plays scripted actions into the running program, frame by frame.
class ScriptPlayer {
 public:
  explicit ScriptPlayer(std::vector<ScriptedAction> actions) : actions_(std::move(actions)) {}
  // Before frame `frame` is drawn: scale and language switches go to the client (as its View menu does).
  void beforeFrame(int frame, PlatformClient& client);
  // After the backend's NewFrame (which reads the real mouse): holds the scripted keys and buttons.
  void holdInput(int frame, ImGuiIO& io);
  // Actions still to come after `frame`: the loop must keep drawing, not wait for events.
  bool pendingAfter(int frame) const;
  // A scripted click placed the pointer: it stays there (a screenshot run otherwise hides it).
  bool drivesMouse() const { return mouse_.has_value(); }

 private:
  static constexpr int kHoldFrames = 2;  // ImGui 1.86 reads input once a frame: a press must span a frame
  std::vector<ScriptedAction> actions_;
  std::optional<std::pair<float, float>> mouse_;
};

}  // namespace boardlab::ui
