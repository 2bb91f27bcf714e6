#include "engine/core/file_lock.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

namespace boardlab {

FileLock::FileLock(const std::filesystem::path& file) {
  fd_ = ::open((file.string() + ".lock").c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
  if (fd_ >= 0) ::flock(fd_, LOCK_EX);
}

FileLock::~FileLock() {
  if (fd_ >= 0) ::close(fd_);  // closing releases the lock
}

}  // namespace boardlab
