#pragma once
// Files as the tests of zip reading need them: a file's bytes, and a .zip written by Python's zipfile (what
// course sites and archivers write, not BoardLab's own stored archives).

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <utility>
#include <vector>

namespace testpaths {

inline std::string bytesOf(const std::filesystem::path& file) {
  std::ifstream in(file, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// A zip of `entries` (name, content), deflated unless `stored`, written at `zip` by Python's zipfile.
inline std::filesystem::path pythonZip(const std::filesystem::path& zip,
                                       const std::vector<std::pair<std::string, std::string>>& entries,
                                       bool stored = false) {
  const std::filesystem::path script = zip.parent_path() / (zip.stem().string() + ".py");
  std::ofstream out(script);
  out << "import zipfile\nz = zipfile.ZipFile(" << '"' << zip.string() << '"' << ", 'w', zipfile."
      << (stored ? "ZIP_STORED" : "ZIP_DEFLATED") << ")\n";
  for (const auto& [name, content] : entries) {
    out << "z.writestr(" << '"' << name << '"' << ", bytes([";
    for (unsigned char c : content) out << static_cast<int>(c) << ',';
    out << "]))\n";
  }
  out << "z.close()\n";
  out.close();
  EXPECT_EQ(std::system(("python3 " + script.string()).c_str()), 0);
  return zip;
}

}  // namespace testpaths
