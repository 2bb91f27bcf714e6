#include "engine/core/lesson_library.hpp"

#include <system_error>

namespace boardlab {

std::filesystem::file_time_type LessonLibrary::folderTime(const std::filesystem::path& folder) const {
  std::error_code ec;
  const auto time = std::filesystem::last_write_time(folder, ec);
  return ec ? std::filesystem::file_time_type::min() : time;
}

bool LessonLibrary::refresh(const std::filesystem::path& shippedFolder, const std::filesystem::path& userFolder) {
  lastLook_ = std::chrono::steady_clock::now();
  // The folders' times before listing them: a file added while listing changes the time again, and is
  // seen at the next look.
  const auto shippedTime = folderTime(shippedFolder), userTime = folderTime(userFolder);
  std::vector<std::filesystem::path> shipped = findLessons(shippedFolder);
  std::vector<std::filesystem::path> own =
      userFolder == shippedFolder ? std::vector<std::filesystem::path>{} : findLessons(userFolder);
  bool changed =
      !looked_ || shipped != shipped_ || own != own_ || shippedFolder != shippedFolder_ || userFolder != userFolder_;
  std::map<std::filesystem::path, Known> files;
  for (const auto* list : {&shipped, &own})
    for (const std::filesystem::path& file : *list) {
      std::error_code ec;
      const auto time = std::filesystem::last_write_time(file, ec);
      const std::uintmax_t size = ec ? 0 : std::filesystem::file_size(file, ec);
      const auto known = files_.find(file);
      if (known != files_.end() && !ec && known->second.time == time && known->second.size == size) {
        files.insert(files_.extract(known));
        continue;
      }
      Known k{time, size, std::nullopt};
      try {
        k.lesson = loadLesson(file);
      } catch (const std::exception&) {
        // Listed as unreadable: opening it shows the refusal.
      }
      ++filesRead_;
      files.emplace(file, std::move(k));
      changed = true;
    }
  files_ = std::move(files);
  shipped_ = std::move(shipped);
  own_ = std::move(own);
  shippedFolder_ = shippedFolder;
  userFolder_ = userFolder;
  shippedTime_ = shippedTime;
  userTime_ = userTime;
  looked_ = true;
  if (changed) shelvesLanguage_.reset();
  return changed;
}

bool LessonLibrary::refreshIfFoldersChanged(const std::filesystem::path& shippedFolder,
                                            const std::filesystem::path& userFolder,
                                            std::chrono::steady_clock::duration every) {
  if (looked_ && std::chrono::steady_clock::now() - lastLook_ < every) return false;
  if (looked_ && shippedFolder == shippedFolder_ && userFolder == userFolder_ &&
      folderTime(shippedFolder) == shippedTime_ && folderTime(userFolder) == userTime_) {
    lastLook_ = std::chrono::steady_clock::now();
    return false;
  }
  return refresh(shippedFolder, userFolder);
}

const std::vector<LessonShelf>& LessonLibrary::shelves() {
  if (shelvesLanguage_ != i18n::language()) {
    shelves_ = shelveLessons(shipped_, own_, [&](const std::filesystem::path& file) -> const Lesson* {
      const auto known = files_.find(file);
      return known == files_.end() || !known->second.lesson ? nullptr : &*known->second.lesson;
    });
    shelvesLanguage_ = i18n::language();
    ++shelvesBuilt_;
  }
  return shelves_;
}

std::vector<const Lesson*> LessonLibrary::lessons() const {
  std::vector<const Lesson*> out;
  for (const auto* list : {&shipped_, &own_})
    for (const std::filesystem::path& file : *list)
      if (const auto known = files_.find(file); known != files_.end() && known->second.lesson)
        out.push_back(&*known->second.lesson);
  return out;
}

}  // namespace boardlab
