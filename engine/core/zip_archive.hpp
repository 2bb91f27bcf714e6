#pragma once
// A .zip of a few text files, stored (not compressed): one download for what the command line writes as a
// folder (the workbench's grade report). Readable by every unzip, Windows' and the browsers' included;
// names are UTF-8 (the archive says so), and every entry carries the same fixed time, so the same files
// make the same bytes.
//
// And the reading side, for the .zip a teacher downloads from a course site (the students' submissions, a
// folder or a file each): only the entries asked for are unpacked, stored or deflated (inflate.hpp), each
// within a size the archive states beforehand (a bomb never unpacks past it) and checked against its CRC-32.
// ZIP64, encrypted entries and other methods are refused by name.

#include <cstddef>
#include <cstdint>
#include <functional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace boardlab {

// The archive of `files` (name, content), in that order. Throws std::length_error past what a zip without
// its 64-bit extension holds (4 GiB, 65,535 entries): far beyond anything written this way.
std::string storedZip(const std::vector<std::pair<std::string, std::string>>& files);

struct ZipEntry {
  std::string path;  // as the archive names it ("alice/check.py"); bytes that are not UTF-8 as '?'
  std::string content;
};

struct ZipLimits {
  std::size_t entries = 5000;          // entries listed in the archive (asked for or not)
  std::size_t entryBytes = 1u << 20;   // one entry unpacked (a program's source: 1 MiB)
  std::size_t totalBytes = 64u << 20;  // all entries unpacked
};

class ZipError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// The entries of the archive `bytes` whose path `wanted` accepts (files only, not folders), in the
// archive's order. Throws ZipError saying what is wrong ("not a zip archive", "check.py: its CRC does not
// match: the archive is damaged", "big.py: larger than 1048576 bytes unpacked").
std::vector<ZipEntry> readZip(std::string_view bytes, const std::function<bool(const std::string&)>& wanted,
                              const ZipLimits& limits = {});

// The CRC-32 of `bytes` (the zip's and gzip's: IEEE 802.3, reflected, 0xEDB88320).
std::uint32_t crc32(std::string_view bytes);

}  // namespace boardlab
