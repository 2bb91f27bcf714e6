// The workbench's one-download grade report: a stored zip that an independent reader (Python's zipfile)
// opens, checks and reads back byte for byte, UTF-8 names included.

#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <string>
#include <utility>
#include <vector>

#include "engine/core/zip_archive.hpp"
#include "tests/scratch_dir.hpp"

namespace boardlab {
namespace {

TEST(ZipArchive, Crc32IsTheStandardOne) {
  EXPECT_EQ(crc32("123456789"), 0xCBF43926u);  // the CRC-32 check value
  EXPECT_EQ(crc32(""), 0u);
}

TEST(ZipArchive, PythonsZipfileReadsEveryFileBack) {
  const std::vector<std::pair<std::string, std::string>> files = {
      {"report.md", "# Grade: gomoku against `scan`\n"},
      {"empty.txt", ""},
      {"学生.board", std::string("game gomoku\n\0binary\xff", 20)},
  };
  const auto dir = testpaths::scratchDir("boardlab-zip-test");
  const auto zip = dir / "report.zip";
  {
    std::ofstream out(zip, std::ios::binary);
    out << storedZip(files);
  }
  // Python lists the names, tests every CRC and prints each file's bytes in hex, one line each.
  const std::string command =
      "python3 -c 'import sys, zipfile\n"
      "z = zipfile.ZipFile(sys.argv[1])\n"
      "assert z.testzip() is None\n"
      "for i in z.infolist(): print(i.filename, z.read(i).hex())' " +
      zip.string();
  FILE* pipe = popen(command.c_str(), "r");
  ASSERT_NE(pipe, nullptr);
  std::string listed;
  char buffer[256];
  while (fgets(buffer, sizeof buffer, pipe)) listed += buffer;
  ASSERT_EQ(pclose(pipe), 0) << listed;
  std::string expected;
  for (const auto& [name, content] : files) {
    std::string hex;
    for (unsigned char c : content) {
      static const char* digits = "0123456789abcdef";
      hex += digits[c >> 4];
      hex += digits[c & 15];
    }
    expected += name + " " + hex + "\n";
  }
  EXPECT_EQ(listed, expected);
}

TEST(ZipArchive, TheSameFilesMakeTheSameBytes) {
  const std::vector<std::pair<std::string, std::string>> files = {{"a", "1"}, {"b", "2"}};
  EXPECT_EQ(storedZip(files), storedZip(files));
  EXPECT_EQ(storedZip({}).size(), 22u);  // an empty archive is its end record alone
}

}  // namespace
}  // namespace boardlab
