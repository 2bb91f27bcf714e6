#pragma once
// Actions the user can trigger from a menu, a button or a key, declared once with their shortcut
// (as ImHex does) so the menu text, the button label and the key handling never disagree.

#include <functional>
#include <string>
#include <vector>

namespace boardlab::ui {

struct Command {
  std::string id;        // stable name, e.g. "game.new"
  std::string label;     // "New game", in English: the menu, buttons and tooltips show it through tr()
  std::string shortcut;  // shown text, e.g. "Ctrl+N" (empty: no key)
  int key = -1;          // a key:: code (platform/keys.hpp), -1 for none
  bool ctrl = false;
  bool shift = false;
  std::function<bool()> enabled;  // null: always enabled
  std::function<void()> run;
  bool repeat = false;              // held key repeats (stepping); one-shot actions do not
  std::function<bool()> checked{};  // a menu item with a check mark (View > Forbidden points); null: none
};

class CommandList {
 public:
  void add(Command c) { commands_.push_back(std::move(c)); }
  // Every command, in the order added (Help > Keys lists those with a key).
  const std::vector<Command>& all() const { return commands_; }
  const Command& get(const std::string& id) const;
  // Runs the command whose key was pressed this frame. Call only when ImGui does not want the keyboard.
  void handleKeys() const;
  // A menu item showing the shortcut; runs the command when chosen.
  void menuItem(const std::string& id) const;
  // A button whose label carries the shortcut ("Take back (Ctrl+Z)"); disabled when not enabled().
  void button(const std::string& id, float width = 0.0f) const;
  // The same with a short label of its own (toolbar buttons, already in the current language); the tooltip
  // names the command and key.
  void button(const std::string& id, const char* shortLabel) const;

 private:
  std::vector<Command> commands_;
};

}  // namespace boardlab::ui
