// The inflate of .zip entries (engine/core/inflate.hpp) against zlib's deflate, run by Python: text, random
// bytes, long repeats (copies that overlap what they write), empty and one-byte inputs, at every level and
// strategy zlib has (stored, fixed and dynamic Huffman blocks; small windows), each unpacked byte for byte.
// Cut or damaged streams, and ones that unpack past the limit, throw; none reads or writes out of bounds
// (the sanitizer builds run this too).

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <string>

#include "engine/core/inflate.hpp"
#include "tests/python_zip.hpp"
#include "tests/scratch_dir.hpp"
#include "tests/test_paths.hpp"

namespace boardlab {
namespace {

namespace fs = std::filesystem;
using testpaths::bytesOf;

// Writes NAME.data and NAME.packed (raw deflate) for each case into `dir`; returns the case names.
std::vector<std::string> zlibCases(const fs::path& dir) {
  const fs::path script = dir / "cases.py";
  std::ofstream(script) << "import os, random, zlib\n"
                           "random.seed(7)\n"
                           "text = open("
                        << '"' << testpaths::source << "/kits/python/boardlab.py" << '"'
                        << ", 'rb').read()\n"
                           "datas = {'empty': b'', 'one': b'x', 'text': text, 'random': bytes(random.getrandbits(8) "
                           "for _ in range(70000)),\n"
                           "         'repeat': b'a' * 100000 + b'ab' * 3000, 'mixed': (text[:3000] + bytes(range(256)) "
                           "* 40) * 5}\n"
                           "names = []\n"
                           "for dname, data in datas.items():\n"
                           "  for level in (0, 1, 6, 9):\n"
                           "    for strategy in (zlib.Z_DEFAULT_STRATEGY, zlib.Z_FILTERED, zlib.Z_HUFFMAN_ONLY, "
                           "zlib.Z_RLE, zlib.Z_FIXED):\n"
                           "      for wbits in (-15, -9):\n"
                           "        c = zlib.compressobj(level, zlib.DEFLATED, wbits, 9, strategy)\n"
                           "        name = '%s-%d-%d-%d' % (dname, level, strategy, -wbits)\n"
                           "        open(os.path.join("
                        << '"' << dir.string() << '"'
                        << ", name + '.data'), 'wb').write(data)\n"
                           "        open(os.path.join("
                        << '"' << dir.string() << '"'
                        << ", name + '.packed'), 'wb').write("
                           "c.compress(data) + c.flush())\n"
                           "        names.append(name)\n"
                           "open(os.path.join("
                        << '"' << dir.string() << '"' << ", 'names'), 'w').write('\\n'.join(names))\n";
  EXPECT_EQ(std::system(("python3 " + script.string()).c_str()), 0);
  std::vector<std::string> names;
  std::ifstream in(dir / "names");
  for (std::string line; std::getline(in, line);) names.push_back(line);
  return names;
}

TEST(Inflate, UnpacksWhatZlibPacksAtEveryLevelAndStrategy) {
  const fs::path dir = testpaths::freshScratchDir("boardlab-inflate", "zlib");
  const std::vector<std::string> names = zlibCases(dir);
  ASSERT_EQ(names.size(), 6u * 4 * 5 * 2);
  for (const std::string& name : names) {
    const std::string data = bytesOf(dir / (name + ".data"));
    EXPECT_EQ(inflateRaw(bytesOf(dir / (name + ".packed")), data.size()), data) << name;
  }
}

TEST(Inflate, ThrowsOnWhatIsCutDamagedOrTooLargeAndNeverReadsPastTheEnd) {
  const fs::path dir = testpaths::freshScratchDir("boardlab-inflate", "bad");
  zlibCases(dir);
  const std::string data = bytesOf(dir / "text-6-0-15.data");
  const std::string packed = bytesOf(dir / "text-6-0-15.packed");
  EXPECT_THROW(inflateRaw(packed, data.size() - 1), InflateError);
  EXPECT_THROW(inflateRaw(packed.substr(0, packed.size() / 2), data.size()), InflateError);
  EXPECT_THROW(inflateRaw("", 10), InflateError);
  EXPECT_THROW(inflateRaw(std::string(1, '\x07'), 10), InflateError);  // the reserved block type 3
  // Changed bytes: it throws or gives something within the limit, never more and never a crash.
  std::mt19937 random(11);
  int thrown = 0;
  for (int i = 0; i < 3000; ++i) {
    std::string changed = packed;
    for (int k = 0; k < 1 + i % 4; ++k) changed[random() % changed.size()] = static_cast<char>(random() & 0xff);
    try {
      EXPECT_LE(inflateRaw(changed, data.size()).size(), data.size());
    } catch (const InflateError&) {
      ++thrown;
    }
  }
  EXPECT_GT(thrown, 1000);
}

}  // namespace
}  // namespace boardlab
