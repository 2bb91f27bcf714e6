#pragma once
// No lost work: while the board has unsaved changes, a copy of it (board-file text) is kept in the XDG
// state folder. A crash or a kill leaves the copy behind, and the next start offers to restore it; a save,
// a discard or a clean quit removes it.

#include <filesystem>
#include <optional>
#include <string>

namespace boardlab::ui {

class Recovery {
 public:
  // `folder` empty: recovery is off (tests, scripted runs).
  explicit Recovery(std::filesystem::path folder = {}) : folder_(std::move(folder)) {}
  // $XDG_STATE_HOME/boardlab, or ~/.local/state/boardlab.
  static std::filesystem::path defaultFolder();

  struct Found {
    std::string boardText;
    std::string originalPath;  // the file the work came from, "" for an unsaved board
    std::string when;          // local time the copy was written, "14:05"
  };
  // What an earlier run left behind, if anything.
  std::optional<Found> find() const;
  // Keeps `boardText` (atomically, and only when it changed since the last call).
  bool keep(const std::string& boardText, const std::string& originalPath, std::string& error);
  // The work is safe elsewhere (saved, discarded, or the program is quitting cleanly).
  void clear();
  bool enabled() const { return !folder_.empty(); }

 private:
  std::filesystem::path boardFile() const { return folder_ / "recovery.board"; }
  std::filesystem::path originFile() const { return folder_ / "recovery.origin"; }

  std::filesystem::path folder_;
  std::string lastKept_;
};

}  // namespace boardlab::ui
