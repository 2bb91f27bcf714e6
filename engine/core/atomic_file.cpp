#include "engine/core/atomic_file.hpp"

#include <cerrno>
#include <charconv>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <map>
#include <mutex>
#include <random>
#include <streambuf>
#include <system_error>
#include <vector>

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

namespace boardlab {

namespace {

constexpr std::size_t kBufferBytes = 64 * 1024;
constexpr std::string_view kTemporaryMark = ".saving-";
constexpr std::size_t kSuffixDigits = 12;  // randomSuffix()'s hex digits
long long failNextAfter = -1;              // the test seam

// The file a chain of symlinks ends at (the path itself when it is no link). A dangling link names the
// file to create. Gives up after 40 links, like the kernel does.
std::filesystem::path followLinks(std::filesystem::path path) {
  for (int hops = 0; hops < 40; ++hops) {
    struct stat st {};
    if (::lstat(path.c_str(), &st) != 0 || !S_ISLNK(st.st_mode)) return path;
    std::error_code ec;
    const std::filesystem::path next = std::filesystem::read_symlink(path, ec);
    if (ec) return path;
    path = next.is_absolute() ? next : path.parent_path() / next;
  }
  return path;
}

std::string randomSuffix() {
  static std::mt19937_64 random{std::random_device{}() ^ static_cast<unsigned long long>(::getpid())};
  char text[20];
  static_assert(kSuffixDigits == 12, "the format below writes 12 hex digits");
  std::snprintf(text, sizeof text, "%012llx", static_cast<unsigned long long>(random() & 0xFFFFFFFFFFFFull));
  return text;
}

// A process that is gone can no longer finish its save: its temporary file is litter.
std::function<void(const std::filesystem::path&)>& commitObserver() {
  static std::function<void(const std::filesystem::path&)> observer;
  return observer;
}

bool processRunning(long pid) { return pid > 0 && (::kill(static_cast<pid_t>(pid), 0) == 0 || errno == EPERM); }

// Scanning the folder before every save made N saves into one folder read N² entries (a merged class of
// 1,000 boards spent most of a second there). The folder's `.saving-` names are listed once and looked up
// per save; a listing older than kLitterListingAge is read again, so litter of a process that died since
// still goes with a later save. A listing belongs to one folder: the same path made anew (another device or
// inode) is listed afresh.
constexpr std::chrono::seconds kLitterListingAge{2};
constexpr std::size_t kMostListings = 64;

struct FolderIdentity {
  dev_t device = 0;
  ino_t inode = 0;
  bool operator==(const FolderIdentity&) const = default;
};

bool identify(const std::filesystem::path& folder, FolderIdentity& id) {
  struct stat st {};
  if (::stat(folder.c_str(), &st) != 0) return false;
  id.device = st.st_dev;
  id.inode = st.st_ino;
  return true;
}

struct LitterListing {
  FolderIdentity folder;
  std::chrono::steady_clock::time_point read;
  std::vector<std::string> names;  // entries holding kTemporaryMark
};

void removeStaleTemporaries(const std::filesystem::path& destination) {
  // Leaked: a save made while the process exits (a static's destructor) still finds them.
  static auto* guard = new std::mutex;
  static auto* listings = new std::map<std::string, LitterListing>;
  const std::string name = destination.filename().string();
  std::error_code ec;
  const std::filesystem::path folder =
      std::filesystem::absolute(destination.parent_path().empty() ? "." : destination.parent_path(), ec);
  FolderIdentity id;
  if (ec || !identify(folder, id)) return;
  const auto now = std::chrono::steady_clock::now();
  const std::string key = folder.lexically_normal().string();
  bool fresh = false;
  {
    const std::lock_guard<std::mutex> lock(*guard);
    const auto it = listings->find(key);
    fresh = it != listings->end() && it->second.folder == id && now - it->second.read <= kLitterListingAge;
  }
  if (!fresh) {  // listed outside the lock: a slow folder (NFS) holds up no other save
    LitterListing listing{id, now, {}};
    for (std::filesystem::directory_iterator it(folder, ec), end; !ec && it != end; it.increment(ec)) {
      std::string entry = it->path().filename().string();
      if (entry.find(kTemporaryMark) != std::string::npos) listing.names.push_back(std::move(entry));
    }
    const std::lock_guard<std::mutex> lock(*guard);
    if (listings->size() >= kMostListings)
      std::erase_if(*listings, [&](const auto& kept) { return now - kept.second.read > kLitterListingAge; });
    (*listings)[key] = std::move(listing);
  }
  // Only names of our own shape go: a `.saving` file of any other shape (an old version's single shared
  // name, or one the user or another program keeps there) may not be ours, and is left alone.
  const std::lock_guard<std::mutex> lock(*guard);
  std::erase_if((*listings)[key].names, [&](const std::string& entry) {
    if (!isStaleTemporaryName(entry, name)) return false;
    std::filesystem::remove(folder / entry, ec);
    return true;
  });
}

}  // namespace

bool isStaleTemporaryName(const std::string& entry, const std::string& targetName) {
  // Ours: TARGET.saving-PID-SUFFIX, the pid in decimal and the suffix randomSuffix()'s 12 hex digits.
  const std::string prefix = targetName + std::string(kTemporaryMark);
  if (entry.size() <= prefix.size() || entry.compare(0, prefix.size(), prefix) != 0) return false;
  const std::string_view rest = std::string_view(entry).substr(prefix.size());
  const std::size_t dash = rest.find('-');
  if (dash == 0 || dash == std::string_view::npos || rest.find_first_not_of("0123456789") != dash) return false;
  const std::string_view suffix = rest.substr(dash + 1);
  if (suffix.size() != kSuffixDigits || suffix.find_first_not_of("0123456789abcdef") != std::string_view::npos)
    return false;
  // A pid too large for a long is no process's (a planted name): not ours, never thrown over (std::stol did).
  long pid = 0;
  const auto [end, problem] = std::from_chars(rest.data(), rest.data() + dash, pid);
  if (problem != std::errc() || end != rest.data() + dash) return false;
  return !processRunning(pid);
}

// Forwards a std::ostream's output to AtomicFile::write (which buffers).
class AtomicFile::Buffer : public std::streambuf {
 public:
  explicit Buffer(AtomicFile& file) : file_(file) {}

 protected:
  int_type overflow(int_type c) override {
    if (traits_type::eq_int_type(c, traits_type::eof())) return traits_type::not_eof(c);
    const char ch = traits_type::to_char_type(c);
    return file_.write(&ch, 1) ? c : traits_type::eof();
  }
  std::streamsize xsputn(const char* s, std::streamsize n) override {
    return file_.write(s, static_cast<std::size_t>(n)) ? n : 0;
  }

 private:
  AtomicFile& file_;
};

void AtomicFile::failWritesAfterForTesting(long long bytes) { failNextAfter = bytes; }

AtomicFile::AtomicFile(const std::filesystem::path& target)
    : target_(target), destination_(followLinks(target)), failAfter_(failNextAfter) {
  struct stat existing {};
  const bool exists = ::stat(destination_.c_str(), &existing) == 0;
  if (exists && !S_ISREG(existing.st_mode)) {
    error_ = "cannot write " + target_.string() + ": " +
             (S_ISDIR(existing.st_mode) ? "it is a folder" : "it is not a regular file (a pipe, device or socket?)");
    return;
  }
  removeStaleTemporaries(destination_);
  // O_EXCL + O_NOFOLLOW: the name is ours alone, and a symlink planted at it is never followed.
  for (int attempt = 0; attempt < 100 && fd_ < 0; ++attempt) {
    temporary_ =
        destination_.string() + std::string(kTemporaryMark) + std::to_string(::getpid()) + "-" + randomSuffix();
    fd_ = ::open(temporary_.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);
    if (fd_ < 0 && errno != EEXIST) break;
  }
  if (fd_ < 0) {
    fail("cannot write " + target_.string(), errno);
    temporary_.clear();
    return;
  }
  if (exists) {  // the replaced file's permissions (and owner, where allowed) carry over
    if (::fchown(fd_, existing.st_uid, existing.st_gid) != 0) {
      // Not the owner: the new file is ours, which only root could change.
    }
    if (::fchmod(fd_, existing.st_mode & 07777) != 0) fail("cannot keep the permissions of " + target_.string(), errno);
  }
}

AtomicFile::~AtomicFile() {
  if (fd_ >= 0) ::close(fd_);
  if (!committed_ && !temporary_.empty()) ::unlink(temporary_.c_str());
}

void AtomicFile::fail(const std::string& what, int err) {
  if (error_.empty()) error_ = what + ": " + std::strerror(err);
}

bool AtomicFile::write(std::string_view bytes) {
  if (!ok() || fd_ < 0) return false;
  pending_.append(bytes);
  return pending_.size() < kBufferBytes || flushBuffer();
}

std::ostream& AtomicFile::stream() {
  if (!stream_) {
    buffer_ = std::make_unique<Buffer>(*this);
    stream_ = std::make_unique<std::ostream>(buffer_.get());
  }
  return *stream_;
}

bool AtomicFile::flushBuffer() {
  std::size_t done = 0;
  while (ok() && done < pending_.size()) {
    std::size_t chunk = pending_.size() - done;
    if (failAfter_ >= 0 && written_ + static_cast<long long>(chunk) > failAfter_) {
      chunk = static_cast<std::size_t>(failAfter_ - written_);
      if (chunk == 0) {
        fail("cannot write " + target_.string(), ENOSPC);
        break;
      }
    }
    const ssize_t n = ::write(fd_, pending_.data() + done, chunk);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      fail("cannot write " + target_.string(), n < 0 ? errno : ENOSPC);
      break;
    }
    done += static_cast<std::size_t>(n);
    written_ += n;
  }
  pending_.clear();
  return ok();
}

bool AtomicFile::commit() {
  if (ok() && fd_ < 0) error_ = "cannot write " + target_.string();
  if (ok() && flushBuffer() && ::fsync(fd_) != 0) fail("cannot write " + target_.string(), errno);
  if (fd_ >= 0) {
    if (::close(fd_) != 0) fail("cannot write " + target_.string(), errno);
    fd_ = -1;
  }
  if (!ok()) return false;
  if (::rename(temporary_.c_str(), destination_.c_str()) != 0) {
    fail("cannot replace " + target_.string(), errno);
    return false;
  }
  committed_ = true;
  // The rename itself reaches the disk with the folder.
  const std::filesystem::path folder = destination_.parent_path().empty() ? "." : destination_.parent_path();
  if (const int dir = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC); dir >= 0) {
    ::fsync(dir);
    ::close(dir);
  }
  if (commitObserver()) commitObserver()(destination_);
  return true;
}

void AtomicFile::setCommitObserver(std::function<void(const std::filesystem::path&)> observer) {
  commitObserver() = std::move(observer);
}

bool writeFileAtomically(const std::filesystem::path& path, std::string_view content, std::string& error) {
  AtomicFile file(path);
  file.write(content);
  if (file.commit()) return true;
  error = file.error();
  return false;
}

}  // namespace boardlab
