#pragma once
// No lost work: while the board has unsaved changes, a copy of it (board-file text) is kept in the XDG
// state folder. A crash or a kill leaves the copy behind, and the next start offers to restore it; a save,
// a discard or a clean quit removes it.
//
// Every running instance has a copy of its own ("recovery-<id>.board", with "recovery-<id>.origin" naming
// the file the work came from) and holds an flock on "recovery-<id>.lock" for as long as it runs, so it
// never touches another instance's copy and a start can tell which copies were left by an instance that is
// no longer running: those whose lock nobody holds. A start offers each of them, holding their locks while
// it asks so that no other instance offers them too; a copy the user does not restore stays for the next
// start. "recovery.board" (one shared copy, written by older versions) is offered the same way.

#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace boardlab::ui {

// Which file a path names and how it was when the work was read from or saved to it: a restored board's
// file that is now another file, or changed since, is not saved over without a question.
struct FileStamp {
  unsigned long long device = 0, inode = 0, size = 0;
  long long modifiedNs = 0;
  // The file's stamp now; none for a file that is not there.
  static std::optional<FileStamp> of(const std::filesystem::path& path);
  std::string text() const;                                        // "device inode size mtime-ns"
  static std::optional<FileStamp> parse(const std::string& text);  // none for text not of that shape
  bool operator==(const FileStamp&) const = default;
};

class Recovery {
 public:
  // `folder` empty: recovery is off (tests, scripted runs).
  explicit Recovery(std::filesystem::path folder = {});
  ~Recovery();
  Recovery(Recovery&& other) noexcept;
  Recovery& operator=(Recovery&& other) noexcept;
  Recovery(const Recovery&) = delete;
  Recovery& operator=(const Recovery&) = delete;
  // $XDG_STATE_HOME/boardlab, or ~/.local/state/boardlab.
  static std::filesystem::path defaultFolder();

  struct Found {
    std::string id;  // whose copy: "" for the older shared copy
    std::string boardText;
    std::string originalPath;  // the file the work came from (absolute), "" for an unsaved board
    // That file as it was when read or last saved; none when not known (an older copy, an unsaved board).
    std::optional<FileStamp> originalStamp;
    std::string when;  // local time the copy was written, "14:05"
  };
  // The copies left by instances that are no longer running, oldest first. Each stays claimed (locked)
  // by this instance until restore() or release().
  std::vector<Found> findLeftBehind();
  // The user restored `found`: it becomes this instance's own copy, and the left-behind one goes.
  bool restore(const Found& found, std::string& error);
  // The user did not restore `found`: it stays where it is for the next start.
  void release(const Found& found);
  // Keeps `boardText` (atomically, and only when it changed since the last call) as this instance's copy,
  // with the file it came from made absolute (a start in another folder must not name another file) and
  // that file's stamp when read or last saved.
  bool keep(const std::string& boardText, const std::string& originalPath, std::string& error,
            const std::optional<FileStamp>& originalStamp = std::nullopt);
  // The work is safe elsewhere (saved, discarded, or the program is quitting cleanly): this instance's copy goes.
  void clear();
  bool enabled() const { return !folder_.empty(); }
  // This instance's copy ("" when recovery is off), for tests and messages.
  std::filesystem::path boardFile() const { return boardFileOf(id_); }

 private:
  std::filesystem::path fileOf(const std::string& id, const char* extension) const;
  std::filesystem::path boardFileOf(const std::string& id) const { return fileOf(id, ".board"); }
  void removeCopy(const std::string& id);
  void close();

  std::filesystem::path folder_;
  std::string id_;
  int lockFd_ = -1;                     // held for this instance's life
  std::map<std::string, int> claimed_;  // left-behind copies being offered: id -> their held lock
  std::string lastKept_;
};

}  // namespace boardlab::ui
