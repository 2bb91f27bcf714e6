// Reading a class's .zip (engine/core/zip_archive.hpp, inflate.hpp): archives made by Python's zipfile, as a
// course site's download is (deflated, with folders), give back each source byte for byte; a damaged,
// stated-too-small, too large or non-zip archive is refused with what is wrong.

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "engine/core/zip_archive.hpp"
#include "tests/python_zip.hpp"
#include "tests/scratch_dir.hpp"

namespace boardlab {
namespace {

namespace fs = std::filesystem;
using testpaths::bytesOf;
using testpaths::pythonZip;

bool sources(const std::string& path) { return path.ends_with(".py") || path.ends_with(".js"); }

const std::string kAlice = "import boardlab\n# alice's check\n" + std::string(3000, '#') + "\n";
const std::string kBob = "const boardlab = require(\"boardlab\");\n// bob, with ünïcödé 中文\n";

TEST(ZipReader, GivesBackEachSourceOfAPythonMadeArchiveByteForByte) {
  const fs::path dir = testpaths::freshScratchDir("boardlab-zip-reader", "python");
  for (const bool stored : {false, true}) {
    const fs::path zip = pythonZip(
        dir / (stored ? "stored.zip" : "deflated.zip"),
        {{"alice/check.py", kAlice}, {"bob/check.js", kBob}, {"notes.txt", "not a program"}, {"empty.py", ""}}, stored);
    const std::vector<ZipEntry> read = readZip(bytesOf(zip), sources);
    ASSERT_EQ(read.size(), 3u) << zip;
    EXPECT_EQ(read[0].path, "alice/check.py");
    EXPECT_EQ(read[0].content, kAlice);
    EXPECT_EQ(read[1].path, "bob/check.js");
    EXPECT_EQ(read[1].content, kBob);
    EXPECT_EQ(read[2].path, "empty.py");
    EXPECT_EQ(read[2].content, "");
  }
  // BoardLab's own stored archives read back too.
  const std::vector<ZipEntry> own = readZip(storedZip({{"a.py", kAlice}, {"b/c.js", kBob}}), sources);
  ASSERT_EQ(own.size(), 2u);
  EXPECT_EQ(own[1].content, kBob);
}

TEST(ZipReader, RefusesWhatIsDamagedTooLargeOrNoZipSayingWhat) {
  const fs::path dir = testpaths::freshScratchDir("boardlab-zip-reader", "bad");
  const std::string good = bytesOf(pythonZip(dir / "good.zip", {{"alice/check.py", kAlice}}));
  const auto refusal = [](const std::string& bytes, const ZipLimits& limits = {}) {
    try {
      readZip(bytes, sources, limits);
    } catch (const ZipError& e) {
      return std::string(e.what());
    }
    return std::string("read");
  };
  EXPECT_EQ(refusal(good), "read");
  EXPECT_NE(refusal("import boardlab\n").find("not a zip archive"), std::string::npos);
  EXPECT_NE(refusal(std::string(100, '\0')).find("not a zip archive"), std::string::npos);
  // A byte of the packed data changed: it no longer unpacks, or its CRC says so.
  std::string damaged = good;
  damaged[30 + std::string("alice/check.py").size() + 10] ^= 0x55;
  EXPECT_NE(refusal(damaged).find("alice/check.py: "), std::string::npos) << refusal(damaged);
  EXPECT_NE(refusal(damaged).find("damaged"), std::string::npos) << refusal(damaged);
  // Cut short: the directory points past the end.
  EXPECT_NE(refusal(good.substr(0, 40) + good.substr(good.size() - 22)), "read");
  // An entry larger than allowed, or one whose stated size is smaller than what it unpacks to (a bomb).
  EXPECT_NE(refusal(good, ZipLimits{5000, 100, 1u << 20}).find("larger than 100 bytes"), std::string::npos);
  std::string understated = good;
  const std::size_t directory = understated.find("PK\x01\x02");
  ASSERT_NE(directory, std::string::npos);
  understated[directory + 24] = 10, understated[directory + 25] = 0;  // unpacked size: 10 bytes
  understated[directory + 26] = 0, understated[directory + 27] = 0;
  EXPECT_NE(refusal(understated).find("damaged (it unpacks to more than 10 bytes)"), std::string::npos)
      << refusal(understated);
  // Entries not asked for are never unpacked: a damaged one of them is no refusal.
  EXPECT_EQ(readZip(damaged, [](const std::string&) { return false; }).size(), 0u);
}

}  // namespace
}  // namespace boardlab
