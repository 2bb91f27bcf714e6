#include "app/workbench/shell/recovery.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <random>
#include <utility>

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "engine/core/atomic_file.hpp"
#include "engine/core/board_text.hpp"

namespace boardlab::ui {

namespace {

// Opens (creating) a lock file and takes its flock without waiting; -1 when another process holds it.
int takeLock(const std::filesystem::path& file) {
  const int fd = ::open(file.c_str(), O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0600);
  if (fd < 0) return -1;
  if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
    ::close(fd);
    return -1;
  }
  return fd;
}

std::string newInstanceId() {
  std::random_device device;
  char text[40];
  std::snprintf(text, sizeof text, "%ld-%08x", static_cast<long>(::getpid()), device());
  return text;
}

std::string localTimeOf(const std::filesystem::path& file) {
  std::error_code ec;
  const auto written = std::filesystem::last_write_time(file, ec);
  if (ec) return "";
  const auto system = std::chrono::time_point_cast<std::chrono::system_clock::duration>(
      written - std::filesystem::file_time_type::clock::now() + std::chrono::system_clock::now());
  const std::time_t t = std::chrono::system_clock::to_time_t(system);
  char text[32] = {};
  std::strftime(text, sizeof text, "%Y-%m-%d %H:%M", std::localtime(&t));
  return text;
}

}  // namespace

std::optional<FileStamp> FileStamp::of(const std::filesystem::path& path) {
  struct stat st {};
  if (path.empty() || ::stat(path.c_str(), &st) != 0) return std::nullopt;
  return FileStamp{static_cast<unsigned long long>(st.st_dev), static_cast<unsigned long long>(st.st_ino),
                   static_cast<unsigned long long>(st.st_size),
                   static_cast<long long>(st.st_mtim.tv_sec) * 1000000000LL + st.st_mtim.tv_nsec};
}

std::string FileStamp::text() const {
  return std::to_string(device) + " " + std::to_string(inode) + " " + std::to_string(size) + " " +
         std::to_string(modifiedNs);
}

std::optional<FileStamp> FileStamp::parse(const std::string& text) {
  FileStamp s;
  char end = 0;
  if (std::sscanf(text.c_str(), "%llu %llu %llu %lld%c", &s.device, &s.inode, &s.size, &s.modifiedNs, &end) != 4)
    return std::nullopt;
  return s;
}

Recovery::Recovery(std::filesystem::path folder) : folder_(std::move(folder)) {
  if (!enabled()) return;
  std::error_code ec;
  std::filesystem::create_directories(folder_, ec);
  id_ = newInstanceId();
  lockFd_ = takeLock(fileOf(id_, ".lock"));
}

Recovery::~Recovery() { close(); }

Recovery::Recovery(Recovery&& other) noexcept { *this = std::move(other); }

Recovery& Recovery::operator=(Recovery&& other) noexcept {
  if (this == &other) return *this;
  close();
  folder_ = std::move(other.folder_);
  id_ = std::move(other.id_);
  lockFd_ = std::exchange(other.lockFd_, -1);
  claimed_ = std::move(other.claimed_);
  lastKept_ = std::move(other.lastKept_);
  other.folder_.clear();
  other.claimed_.clear();
  return *this;
}

void Recovery::close() {
  for (auto& [id, fd] : claimed_) ::close(fd);
  claimed_.clear();
  if (lockFd_ >= 0) {
    ::unlink(fileOf(id_, ".lock").c_str());  // while still held: nobody can mistake the copy for left behind
    ::close(lockFd_);
    lockFd_ = -1;
  }
}

std::filesystem::path Recovery::defaultFolder() {
  if (const char* xdg = std::getenv("XDG_STATE_HOME"); xdg && *xdg) return std::filesystem::path(xdg) / "boardlab";
  if (const char* home = std::getenv("HOME"); home && *home)
    return std::filesystem::path(home) / ".local" / "state" / "boardlab";
  return std::filesystem::temp_directory_path() / "boardlab-state";
}

std::filesystem::path Recovery::fileOf(const std::string& id, const char* extension) const {
  if (!enabled()) return {};
  return folder_ / ((id.empty() ? std::string("recovery") : "recovery-" + id) + extension);
}

std::vector<Recovery::Found> Recovery::findLeftBehind() {
  std::vector<Found> found;
  if (!enabled()) return found;
  std::vector<std::string> ids;
  std::error_code ec;
  for (std::filesystem::directory_iterator it(folder_, ec), end; !ec && it != end; it.increment(ec)) {
    const std::string name = it->path().filename().string();
    if (it->path().extension() != ".board") continue;
    if (name == "recovery.board")
      ids.push_back("");
    else if (name.rfind("recovery-", 0) == 0)
      ids.push_back(name.substr(9, name.size() - 9 - 6));
  }
  for (const std::string& id : ids) {
    if (id == id_ || claimed_.count(id)) continue;
    const int lock = takeLock(fileOf(id, ".lock"));
    if (lock < 0) continue;  // its instance is still running (or another start is offering it)
    Found f;
    f.id = id;
    try {
      f.boardText = readTextFile(boardFileOf(id));
      // The file's first line names where the work came from, the second its stamp.
      if (std::filesystem::exists(fileOf(id, ".origin"), ec)) {
        const std::string origin = readTextFile(fileOf(id, ".origin"), 8192);
        const std::size_t newline = origin.find('\n');
        f.originalPath = origin.substr(0, newline);
        if (newline != std::string::npos) f.originalStamp = FileStamp::parse(origin.substr(newline + 1));
      }
    } catch (const BoardFileError&) {
      ::close(lock);  // an unreadable copy is no copy: the start goes on, the file stays for a look
      continue;
    }
    f.when = localTimeOf(boardFileOf(id));
    claimed_[id] = lock;
    found.push_back(std::move(f));
  }
  std::sort(found.begin(), found.end(), [](const Found& a, const Found& b) { return a.when < b.when; });
  return found;
}

bool Recovery::restore(const Found& found, std::string& error) {
  lastKept_.clear();
  if (!keep(found.boardText, found.originalPath, error, found.originalStamp))
    return false;  // the old copy stays until ours is safe
  removeCopy(found.id);
  return true;
}

void Recovery::release(const Found& found) {
  if (const auto it = claimed_.find(found.id); it != claimed_.end()) {
    ::close(it->second);
    claimed_.erase(it);
  }
}

void Recovery::removeCopy(const std::string& id) {
  std::error_code ec;
  std::filesystem::remove(boardFileOf(id), ec);
  std::filesystem::remove(fileOf(id, ".origin"), ec);
  if (const auto it = claimed_.find(id); it != claimed_.end()) {
    ::unlink(fileOf(id, ".lock").c_str());
    ::close(it->second);
    claimed_.erase(it);
  }
}

bool Recovery::keep(const std::string& boardText, const std::string& originalPath, std::string& error,
                    const std::optional<FileStamp>& originalStamp) {
  if (!enabled() || boardText == lastKept_) return true;
  std::error_code ec;
  std::filesystem::create_directories(folder_, ec);
  if (lockFd_ < 0) lockFd_ = takeLock(fileOf(id_, ".lock"));
  std::string origin;
  if (!originalPath.empty()) {
    const std::filesystem::path absolute = std::filesystem::absolute(originalPath, ec);
    origin = (ec ? std::filesystem::path(originalPath) : absolute.lexically_normal()).string();
    if (originalStamp) origin += "\n" + originalStamp->text();
  }
  if (!writeFileAtomically(fileOf(id_, ".origin"), origin, error) ||
      !writeFileAtomically(boardFileOf(id_), boardText, error))
    return false;
  lastKept_ = boardText;
  return true;
}

void Recovery::clear() {
  if (!enabled()) return;
  std::error_code ec;
  std::filesystem::remove(boardFileOf(id_), ec);
  std::filesystem::remove(fileOf(id_, ".origin"), ec);
  lastKept_.clear();
}

}  // namespace boardlab::ui
