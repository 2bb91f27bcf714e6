#pragma once
// An exclusive lock for a read-merge-write of one file that several BoardLab processes share (settings.ini,
// the approved programs): each reads the file as it is, adds its own change and writes it back in turn, so
// no one's change is written over by another's older copy.

#include <filesystem>

namespace boardlab {

// Holds an flock on `file`.lock for as long as it lives, waiting for it first. Where the lock file cannot be
// made (the folder cannot be written, say) it holds nothing and the caller goes on unlocked: its write then
// fails with its own message.
class FileLock {
 public:
  explicit FileLock(const std::filesystem::path& file);
  ~FileLock();
  FileLock(const FileLock&) = delete;
  FileLock& operator=(const FileLock&) = delete;

 private:
  int fd_ = -1;
};

}  // namespace boardlab
