#pragma once
// The Code panel for an outside program: when the step on screen names a `file` and a line,
// the user's own source file is shown with that line highlighted and scrolled into view. Files are read
// through the engine's safe reader (regular files only, size-capped); bytes that are not UTF-8 are shown
// as '?', a file that cannot be read says why. Files are kept once read until forget() (a source change),
// at most kCachedFiles of them (a program whose steps name a new spelling of a path at every step must not
// grow the cache without bound), keyed on the path made absolute and normal ("a/../a/x.py" is "a/x.py").

#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "engine/core/trace_cursor.hpp"

namespace boardlab::ui {

class SourceView {
 public:
  static constexpr std::size_t kMaxFileBytes = 1u << 20;  // a source file past 1 MiB is not shown
  static constexpr std::size_t kMaxLines = 50'000;
  static constexpr std::size_t kCachedFiles = 8;  // a program's steps name a handful of files

  // Draws the file the current step names (relative names are read from `folder`), its line highlighted,
  // then the step's narration. False, and nothing drawn, when the step names no file.
  bool draw(const TraceCursor& cursor, const std::filesystem::path& folder);
  // Forgets the files read, so the next draw reads them again.
  void forget() { files_.clear(); }

  // What the last draw showed (tests): the file, the highlighted line (1-based, 0 = none) and its text.
  struct Shown {
    std::filesystem::path file;
    int line = 0;
    std::string text;
    std::string error;  // the file could not be shown: why
  };
  const Shown& shown() const { return shown_; }
  std::size_t cachedFiles() const { return files_.size(); }  // tests

 private:
  struct File {
    std::vector<std::string> lines;
    std::string error;
  };
  const File& load(const std::filesystem::path& path);

  std::map<std::filesystem::path, File> files_;
  Shown shown_;
  std::filesystem::path scrolledFile_;  // the file and line last scrolled to: scroll only when they change
  int scrolledLine_ = -1;
};

}  // namespace boardlab::ui
