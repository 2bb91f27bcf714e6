#pragma once
// Saving without ever losing the old file: every file the program writes goes through AtomicFile. It
// creates a temporary file of its own beside the target (a unique name, created exclusively, never through
// a symlink), takes checked writes (whole strings or a stream of pieces, so a big export never sits in
// memory whole), flushes it to disk and only then renames it over the target. A symlinked target is
// written through to the file it names; an existing target keeps its permissions. Anything that fails
// leaves the old file exactly as it was and says why.

#include <cstddef>
#include <filesystem>
#include <functional>
#include <memory>
#include <ostream>
#include <string>
#include <string_view>

namespace boardlab {

class AtomicFile {
 public:
  // Opens the temporary file for `target`; check ok() (a failure is reported by error() and by commit()).
  explicit AtomicFile(const std::filesystem::path& target);
  // Removes the temporary file unless commit() succeeded.
  ~AtomicFile();
  AtomicFile(const AtomicFile&) = delete;
  AtomicFile& operator=(const AtomicFile&) = delete;

  // True while nothing has failed.
  bool ok() const { return error_.empty(); }
  // "cannot write /x/y.png: No space left on device"; empty while ok().
  const std::string& error() const { return error_; }
  // Appends bytes (buffered); false once anything failed.
  bool write(std::string_view bytes);
  bool write(const void* data, std::size_t size) {
    return write(std::string_view(static_cast<const char*>(data), size));
  }
  // The same file as a std::ostream, for writers that stream (JSON, text). Failures land in ok()/error().
  std::ostream& stream();
  // Flushes, syncs and renames the temporary file over the target. False and error() when anything failed.
  bool commit();

  // The file that commit() replaces: the target, or the file a symlinked target names.
  const std::filesystem::path& destination() const { return destination_; }

  // Test seam: the next AtomicFile writes fail with ENOSPC once `bytes` bytes are written (-1: never).
  static void failWritesAfterForTesting(long long bytes);
  // Told of every file committed, with its destination (none by default). The web page hands the user's
  // files to the browser as downloads through it (platform_web.cpp): every file written goes through here.
  // Set once, before the first write, from the thread that writes.
  static void setCommitObserver(std::function<void(const std::filesystem::path&)> observer);

 private:
  class Buffer;
  bool flushBuffer();
  void fail(const std::string& what, int err);

  std::filesystem::path target_;
  std::filesystem::path destination_;
  std::filesystem::path temporary_;
  int fd_ = -1;
  bool committed_ = false;
  std::string error_;
  std::string pending_;
  long long written_ = 0;
  long long failAfter_ = -1;
  std::unique_ptr<Buffer> buffer_;
  std::unique_ptr<std::ostream> stream_;
};

// Returns false and a reason ("cannot write /x/y.board: Permission denied") when anything fails.
bool writeFileAtomically(const std::filesystem::path& path, std::string_view content, std::string& error);

// The temporary files AtomicFile makes for `target` are named "<target>.saving-<pid>-<random>"; one left
// behind by a process that is no longer running (a kill -9 mid-save) is removed by the next save of the
// same file. True when `name` is such a leftover for a file named `targetName`.
bool isStaleTemporaryName(const std::string& name, const std::string& targetName);

}  // namespace boardlab
