#include "engine/core/zip_archive.hpp"

#include <array>
#include <limits>
#include <stdexcept>

namespace boardlab {

namespace {

constexpr std::array<std::uint32_t, 256> kCrcTable = [] {
  std::array<std::uint32_t, 256> table{};
  for (std::uint32_t n = 0; n < 256; ++n) {
    std::uint32_t c = n;
    for (int k = 0; k < 8; ++k) c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
    table[n] = c;
  }
  return table;
}();

void put16(std::string& out, std::uint32_t v) {
  out += static_cast<char>(v & 0xff);
  out += static_cast<char>((v >> 8) & 0xff);
}

void put32(std::string& out, std::uint32_t v) {
  put16(out, v & 0xffff);
  put16(out, v >> 16);
}

// 1 January 2000, 00:00 in MS-DOS form: any fixed time would do, and some readers refuse 1980's zero date.
constexpr std::uint32_t kDosTime = 0;
constexpr std::uint32_t kDosDate = ((2000 - 1980) << 9) | (1 << 5) | 1;
constexpr std::uint32_t kUtf8Names = 1u << 11;  // general purpose flag: names are UTF-8
constexpr std::uint32_t kVersion = 20;          // 2.0: what a stored file needs

std::uint32_t checked32(std::size_t n) {
  if (n > std::numeric_limits<std::uint32_t>::max()) throw std::length_error("a zip of over 4 GiB");
  return static_cast<std::uint32_t>(n);
}

}  // namespace

std::uint32_t crc32(std::string_view bytes) {
  std::uint32_t c = 0xffffffffu;
  for (unsigned char b : bytes) c = kCrcTable[(c ^ b) & 0xff] ^ (c >> 8);
  return c ^ 0xffffffffu;
}

std::string storedZip(const std::vector<std::pair<std::string, std::string>>& files) {
  if (files.size() > 0xffff) throw std::length_error("a zip of over 65,535 files");
  std::string out, directory;
  for (const auto& [name, content] : files) {
    if (name.size() > 0xffff) throw std::length_error("a zip entry's name of over 65,535 bytes");
    const std::uint32_t offset = checked32(out.size()), size = checked32(content.size()), crc = crc32(content);
    // The local header, then the bytes as they are (method 0: stored).
    put32(out, 0x04034b50);
    put16(out, kVersion);
    put16(out, kUtf8Names);
    put16(out, 0);
    put16(out, kDosTime);
    put16(out, kDosDate);
    put32(out, crc);
    put32(out, size);
    put32(out, size);
    put16(out, static_cast<std::uint32_t>(name.size()));
    put16(out, 0);
    out += name;
    out += content;
    // Its entry in the central directory, which readers go by.
    put32(directory, 0x02014b50);
    put16(directory, kVersion);
    put16(directory, kVersion);
    put16(directory, kUtf8Names);
    put16(directory, 0);
    put16(directory, kDosTime);
    put16(directory, kDosDate);
    put32(directory, crc);
    put32(directory, size);
    put32(directory, size);
    put16(directory, static_cast<std::uint32_t>(name.size()));
    put16(directory, 0);  // extra field
    put16(directory, 0);  // comment
    put16(directory, 0);  // disk
    put16(directory, 0);  // internal attributes
    put32(directory, 0);  // external attributes
    put32(directory, offset);
    directory += name;
  }
  const std::uint32_t directoryAt = checked32(out.size()), directorySize = checked32(directory.size());
  out += directory;
  checked32(out.size() + 22);
  put32(out, 0x06054b50);  // the end of the central directory
  put16(out, 0);
  put16(out, 0);
  put16(out, static_cast<std::uint32_t>(files.size()));
  put16(out, static_cast<std::uint32_t>(files.size()));
  put32(out, directorySize);
  put32(out, directoryAt);
  put16(out, 0);
  return out;
}

}  // namespace boardlab
