#include "engine/core/atomic_file.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <system_error>

#include <unistd.h>

namespace boardlab {

bool writeFileAtomically(const std::filesystem::path& path, std::string_view content, std::string& error) {
  const std::filesystem::path tmp = path.string() + ".saving";
  std::FILE* f = std::fopen(tmp.c_str(), "wb");
  if (!f) {
    error = "cannot write " + path.string() + ": " + std::strerror(errno);
    return false;
  }
  const bool written = std::fwrite(content.data(), 1, content.size(), f) == content.size() && std::fflush(f) == 0 &&
                       ::fsync(fileno(f)) == 0;
  const int writeErrno = errno;
  const bool closed = std::fclose(f) == 0;
  if (!written || !closed) {
    error = "cannot write " + path.string() + ": " + std::strerror(written ? errno : writeErrno);
    std::remove(tmp.c_str());
    return false;
  }
  std::error_code ec;
  std::filesystem::rename(tmp, path, ec);
  if (ec) {
    error = "cannot replace " + path.string() + ": " + ec.message();
    std::remove(tmp.c_str());
    return false;
  }
  return true;
}

}  // namespace boardlab
