// A class's .zip (engine/core/zip_archive.hpp, inflate.hpp): any bytes are read or refused with a ZipError;
// what is read keeps within the limits, and BoardLab's own archive of it reads back the same entries.

#include "engine/core/zip_archive.hpp"
#include "tests/fuzz/fuzz_check.hpp"

using namespace boardlab;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const ZipLimits limits{64, 1u << 16, 1u << 18};
  std::vector<ZipEntry> entries;
  try {
    entries = readZip(
        fuzz::asText(data, size), [](const std::string&) { return true; }, limits);
  } catch (const ZipError&) {
    return 0;
  }
  std::size_t total = 0;
  std::vector<std::pair<std::string, std::string>> files;
  for (const ZipEntry& e : entries) {
    FUZZ_CHECK(e.content.size() <= limits.entryBytes, "an entry past its limit: " + e.path);
    total += e.content.size();
    files.emplace_back(e.path, e.content);
  }
  FUZZ_CHECK(total <= limits.totalBytes, "entries past the total limit");
  const std::vector<ZipEntry> again = readZip(
      storedZip(files), [](const std::string&) { return true; }, limits);
  FUZZ_CHECK(again.size() == entries.size(), "the stored archive of the entries reads back other entries");
  for (std::size_t i = 0; i < again.size(); ++i)
    FUZZ_CHECK(again[i].path == entries[i].path && again[i].content == entries[i].content,
               "an entry reads back otherwise: " + entries[i].path);
  return 0;
}
