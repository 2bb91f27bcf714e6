#pragma once
// The lessons the Lessons menu lists, read once: a look at the folders lists them and stats each file, and
// only a file that is new or changed since the last look (its size or modification time) is read again.
// With ten thousand lessons in the user's folder the open menu used to read every file every frame.

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <vector>

#include "engine/core/lesson.hpp"
#include "engine/i18n/i18n.hpp"

namespace boardlab {

class LessonLibrary {
 public:
  // Looks at both folders now (when the menu opens, say). True when the list or a lesson changed.
  bool refresh(const std::filesystem::path& shippedFolder, const std::filesystem::path& userFolder);
  // Looks again only when either folder's own time changed since the last look (a file was added, removed
  // or replaced, as editors and BoardLab save), and then no sooner than `every` after the last look.
  bool refreshIfFoldersChanged(const std::filesystem::path& shippedFolder, const std::filesystem::path& userFolder,
                               std::chrono::steady_clock::duration every = std::chrono::seconds(1));
  // The shelves of the last look, in the current language (rebuilt when the language changed).
  const std::vector<LessonShelf>& shelves();
  // Every lesson of the last look that reads, in the order listed (the glyphs of their Chinese text).
  std::vector<const Lesson*> lessons() const;
  // Counts the times the shelves were built: what was derived from them (the fonts' glyphs) is stale when it
  // changed.
  std::uint64_t shelvesBuilt() const { return shelvesBuilt_; }
  // How many lesson files were read in all: a look at unchanged folders reads none.
  std::uint64_t filesRead() const { return filesRead_; }

 private:
  struct Known {
    std::filesystem::file_time_type time;
    std::uintmax_t size = 0;
    std::optional<Lesson> lesson;  // empty: unreadable
  };
  std::filesystem::file_time_type folderTime(const std::filesystem::path& folder) const;

  std::map<std::filesystem::path, Known> files_;
  std::vector<std::filesystem::path> shipped_, own_;
  std::filesystem::path shippedFolder_, userFolder_;
  std::filesystem::file_time_type shippedTime_, userTime_;
  std::chrono::steady_clock::time_point lastLook_;
  bool looked_ = false;
  std::vector<LessonShelf> shelves_;
  std::optional<i18n::Language> shelvesLanguage_;  // empty: to be built
  std::uint64_t filesRead_ = 0;
  std::uint64_t shelvesBuilt_ = 0;
};

}  // namespace boardlab
