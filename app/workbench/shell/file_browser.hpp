#pragma once
// A small in-app file browser (Debian has no file-dialog library): folders and board files of one
// folder, a path field, a name field for saving. Built on std::filesystem; unreadable folders are
// reported in the dialog, never thrown.

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace boardlab::ui {

// The file a name typed into the browser's name field means: a name or a relative path is in `folder`; an
// absolute path, or one starting with `~/` (the home folder `home`), replaces the folder and the name.
// `extension` (".gif") is added unless the name ends with it (in any case): never twice. A typed folder
// ("~", "class/") is not a file: FileBrowser shows that folder instead.
std::filesystem::path typedPath(const std::filesystem::path& folder, const std::string& typed,
                                const std::string& extension, const std::string& home);

class FileBrowser {
 public:
  enum class Mode { Open, Save, Folder };  // Folder: folders only, and a button choosing the one shown

  // Opens the dialog on the next draw(), showing `folder` (the current folder when it does not exist).
  // `extensions` are the kinds of file listed; the first is added to a typed name that has none.
  void open(Mode mode, std::filesystem::path folder, std::string suggestedName = {},
            std::vector<std::string> extensions = {".board"});
  bool isOpen() const { return open_ || requested_; }
  Mode mode() const { return mode_; }

  // Draws the dialog when open; returns the chosen path on the frame the user confirms.
  std::optional<std::filesystem::path> draw();

  // The listing of the folder shown (folders first, then files of the extension, each sorted by name).
  struct Entry {
    std::string name;
    bool folder = false;
  };
  const std::vector<Entry>& entries() const { return entries_; }
  const std::filesystem::path& folder() const { return folder_; }
  std::string name() const { return name_; }  // the name field: the suggested name until the user types
  void showFolder(const std::filesystem::path& folder);

 private:
  Mode mode_ = Mode::Open;
  bool requested_ = false;
  bool open_ = false;
  bool showAll_ = false;
  // Open and Save: the name field takes the keyboard (its text selected) when the dialog opens.
  bool focusName_ = false;
  std::vector<std::string> extensions_{".board"};
  std::filesystem::path folder_;
  std::vector<Entry> entries_;
  std::string error_;
  char name_[256] = {};
  char path_[1024] = {};
};

}  // namespace boardlab::ui
