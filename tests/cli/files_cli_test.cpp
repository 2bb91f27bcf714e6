// Through the real boardlab-cli: a named pipe given to any command is refused at once with a
// message naming it (it used to block in open forever); range refusals in words; seeds past 2^64 - 1
// refused rather than clamped; error messages quote what was typed, whole characters and all.

#include <gtest/gtest.h>

#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <string>

#include "cli_runner.hpp"
#include "tests/scratch_dir.hpp"
#include "tests/test_paths.hpp"

namespace boardlab::test {
namespace {

std::string makeFifo(const std::string& name) {
  const auto dir = testpaths::scratchDir("boardlab-cli-fifo");
  const auto path = dir / name;
  std::filesystem::remove(path);
  EXPECT_EQ(mkfifo(path.c_str(), 0600), 0);
  return path.string();
}

TEST(FilesCli, EveryCommandRefusesANamedPipeAtOnceNamingIt) {
  const std::string fifo = makeFifo("pipe.board");
  const std::string expected =
      "error: " + fifo + ":0: is not a regular file (a named pipe): BoardLab reads only files\n";
  for (const std::string& command :
       {"gomoku " + fifo, "link " + fifo + " --pairs", "trace " + fifo + " --algo scan",
        "diff " + fifo + " --algo scan --algo scan:objc", "convert " + fifo + " --to sgf"}) {
    SCOPED_TRACE(command);
    const CliRun run = cli(command, false, 10);
    EXPECT_EQ(run.code, 3) << "137 means it hung and was killed";
    EXPECT_EQ(run.err, expected);
  }
}

TEST(FilesCli, RangeRefusalsAreSaidInWords) {
  const std::string board = std::string(testpaths::source) + "/examples/link/classic-12x8.board";
  const CliRun tries = cli("diff --random gomoku --algo scan --algo scan:objc --tries 0");
  EXPECT_EQ(tries.code, 2);
  EXPECT_NE(tries.err.find("--tries: wants a whole number from 1 to 2147483647, not '0'"), std::string::npos)
      << tries.err;
  EXPECT_EQ(tries.err.find("0.000000"), std::string::npos) << tries.err;
  const CliRun states = cli("link " + board + " --solve --max-states 0");
  EXPECT_NE(states.err.find("--max-states: wants a whole number from 1 to 2147483647, not '0'"), std::string::npos)
      << states.err;
  const CliRun ply = cli("trace " + board + " --algo scan --ply -1");
  EXPECT_NE(ply.err.find("--ply: wants a whole number from 0 to 2147483647, not '-1'"), std::string::npos) << ply.err;
}

TEST(FilesCli, SeedsOutsideZeroTo2To64AreRefusedNotClamped) {
  for (const char* seedText : {"99999999999999999999999", "18446744073709551616", "-5", "7x"}) {
    const std::string seed = seedText;
    SCOPED_TRACE(seed);
    const CliRun run = cli("link --generate 6x6 --seed " + seed);
    EXPECT_EQ(run.code, 2);
    EXPECT_NE(run.err.find("--seed: wants a whole number from 0 to 18446744073709551615, not '" + seed + "'"),
              std::string::npos)
        << run.err;
    EXPECT_EQ(cli("diff --random gomoku --algo scan --algo scan:objc --seed " + seed).code, 2);
  }
  const CliRun largest = cli("link --generate 6x6 --seed 18446744073709551615");
  EXPECT_EQ(largest.code, 0) << largest.err;
  EXPECT_NE(largest.out.find("--seed 18446744073709551615 "), std::string::npos) << largest.out;
}

TEST(FilesCli, RefusalsQuoteWholeCharacters) {
  const CliRun linkRun =
      cli("link " + writeTempFile("umlaut.board", "game link\nsize 2x2\ngrid\nA\xC3\x84\nAA\n") + " --pairs");
  EXPECT_NE(linkRun.err.find("bad cell '\xC3\x84' at position 2"), std::string::npos) << linkRun.err;
  const CliRun moves = cli("convert " + writeTempFile("digit.txt", "h8h\xD9\xA8\n") + " --to sgf");
  EXPECT_NE(moves.err.find("move 2: 'h\xD9\xA8' is not a move like h8"), std::string::npos) << moves.err;
}

}  // namespace
}  // namespace boardlab::test
