#pragma once
// A .zip of a few text files, stored (not compressed): one download for what the command line writes as a
// folder (the workbench's grade report). Readable by every unzip, Windows' and the browsers' included;
// names are UTF-8 (the archive says so), and every entry carries the same fixed time, so the same files
// make the same bytes.

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace boardlab {

// The archive of `files` (name, content), in that order. Throws std::length_error past what a zip without
// its 64-bit extension holds (4 GiB, 65,535 entries): far beyond anything written this way.
std::string storedZip(const std::vector<std::pair<std::string, std::string>>& files);

// The CRC-32 of `bytes` (the zip's and gzip's: IEEE 802.3, reflected, 0xEDB88320).
std::uint32_t crc32(std::string_view bytes);

}  // namespace boardlab
