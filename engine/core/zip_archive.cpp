#include "engine/core/zip_archive.hpp"

#include <array>

#include <limits>
#include <stdexcept>
#include "engine/core/board_text.hpp"
#include "engine/core/inflate.hpp"

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

namespace {

constexpr std::uint32_t kEndOfDirectory = 0x06054b50, kDirectoryEntry = 0x02014b50, kLocalHeader = 0x04034b50;

// Little-endian fields at `at`, or a ZipError when the archive ends before them.
struct Fields {
  std::string_view bytes;
  std::uint32_t u16(std::size_t at) const {
    need(at, 2);
    return static_cast<std::uint32_t>(static_cast<unsigned char>(bytes[at])) |
           static_cast<std::uint32_t>(static_cast<unsigned char>(bytes[at + 1])) << 8;
  }
  std::uint32_t u32(std::size_t at) const { return u16(at) | u16(at + 2) << 16; }
  void need(std::size_t at, std::size_t n) const {
    if (at > bytes.size() || n > bytes.size() - at) throw ZipError("the archive is cut short or damaged");
  }
};

}  // namespace

std::vector<ZipEntry> readZip(std::string_view bytes, const std::function<bool(const std::string&)>& wanted,
                              const ZipLimits& limits) {
  const Fields f{bytes};
  // The end-of-directory record: the last 22 bytes, or further back by a comment of up to 65,535 bytes.
  if (bytes.size() < 22) throw ZipError("not a zip archive (too short)");
  std::size_t end = std::string_view::npos;
  for (std::size_t at = bytes.size() - 22;; --at) {
    if (f.u32(at) == kEndOfDirectory) {
      end = at;
      break;
    }
    if (at == 0 || bytes.size() - at > 22 + 65535) break;
  }
  if (end == std::string_view::npos) throw ZipError("not a zip archive (no central directory)");
  const std::uint32_t count = f.u16(end + 10);
  const std::uint32_t directory = f.u32(end + 16);
  if (count == 0xffff || directory == 0xffffffff) throw ZipError("a ZIP64 archive: unpack it and add its files");
  if (count > limits.entries)
    throw ZipError("it lists " + std::to_string(count) + " entries; at most " + std::to_string(limits.entries) +
                   " are read");
  std::vector<ZipEntry> entries;
  std::size_t total = 0;
  std::size_t at = directory;
  for (std::uint32_t i = 0; i < count; ++i) {
    if (f.u32(at) != kDirectoryEntry) throw ZipError("the archive's directory is damaged");
    const std::uint32_t flags = f.u16(at + 8), method = f.u16(at + 10), crc = f.u32(at + 16);
    const std::uint32_t packed = f.u32(at + 20), size = f.u32(at + 24);
    const std::uint32_t nameLength = f.u16(at + 28), extra = f.u16(at + 30), comment = f.u16(at + 32);
    const std::uint32_t local = f.u32(at + 42);
    f.need(at + 46, nameLength);
    const std::string path = printableText(bytes.substr(at + 46, nameLength));  // an old code page: ?
    at += 46 + std::size_t{nameLength} + extra + comment;
    if (path.empty() || path.back() == '/' || !wanted(path)) continue;
    if (flags & 1) throw ZipError(path + ": encrypted: unpack the archive with its password and add the files");
    if (method != 0 && method != 8)
      throw ZipError(path + ": packed with method " + std::to_string(method) + " (only stored and deflated are read)");
    if (size > limits.entryBytes)
      throw ZipError(path + ": larger than " + std::to_string(limits.entryBytes) + " bytes unpacked");
    if ((total += size) > limits.totalBytes)
      throw ZipError("its files are larger than " + std::to_string(limits.totalBytes) + " bytes unpacked");
    if (f.u32(local) != kLocalHeader) throw ZipError(path + ": the archive is damaged (no local header)");
    const std::size_t data = std::size_t{local} + 30 + f.u16(local + 26) + f.u16(local + 28);
    f.need(data, packed);
    const std::string_view stored = bytes.substr(data, packed);
    ZipEntry e{path, {}};
    if (method == 0) {
      if (packed != size) throw ZipError(path + ": the archive is damaged (its sizes disagree)");
      e.content = stored;
    } else {
      try {
        e.content = inflateRaw(stored, size);  // never past the size the archive stated
      } catch (const InflateError& error) {
        throw ZipError(path + ": the archive is damaged (" + error.what() + ")");
      }
      if (e.content.size() != size) throw ZipError(path + ": the archive is damaged (its sizes disagree)");
    }
    if (crc32(e.content) != crc) throw ZipError(path + ": its CRC does not match: the archive is damaged");
    entries.push_back(std::move(e));
  }
  return entries;
}

}  // namespace boardlab
