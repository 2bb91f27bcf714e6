// The text layer of board files: comments, line numbers, and refusals that name the line.

#include <gtest/gtest.h>

#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <thread>

#include "engine/core/board_text.hpp"
#include "engine/core/trace.hpp"

namespace boardlab {
namespace {

TEST(BoardText, DropsCommentsAndBlankLinesAndKeepsLineNumbers) {
  const auto lines = splitBoardLines("# header\n\ngame gomoku   # the game\r\n  size 15\n", "f.board");
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(lines[0].number, 3);
  EXPECT_EQ(lines[0].text, "game gomoku");
  EXPECT_EQ(lines[1].number, 4);
  EXPECT_EQ(lines[1].text, "size 15");
}

TEST(BoardText, RefusesBinaryAndInvalidUtf8NamingTheLine) {
  try {
    splitBoardLines("game gomoku\nsize \xff\n", "bad.board");
    FAIL() << "invalid UTF-8 accepted";
  } catch (const BoardFileError& e) {
    EXPECT_EQ(e.line(), 2);
    EXPECT_STREQ(e.what(), "bad.board:2: is not valid UTF-8 text");
  }
  EXPECT_THROW(splitBoardLines(std::string("a\0b", 3), "bin"), BoardFileError);
  EXPECT_THROW(splitBoardLines(std::string(kMaxLineBytes + 1, 'x'), "long"), BoardFileError);
  EXPECT_NO_THROW(splitBoardLines("# 中文注释\ngame gomoku\n", "utf8.board"));
}

TEST(BoardText, LoneCarriageReturnsEndLines) {
  const auto lines = splitBoardLines("game gomoku\rsize 15\r\rmoves h8\r\n# end\n", "mac.board");
  ASSERT_EQ(lines.size(), 3u);
  EXPECT_EQ(lines[1].number, 2);
  EXPECT_EQ(lines[2].number, 4);
  EXPECT_EQ(lines[2].text, "moves h8");
}

// A named pipe blocked the open forever. Run in a child process so that a hang fails the
// test (after 5 s) instead of stopping the suite.
TEST(BoardText, ANamedPipeIsRefusedBeforeItIsOpened) {
  const auto dir = std::filesystem::temp_directory_path() / ("boardlab-fifo-" + std::to_string(getpid()));
  std::filesystem::create_directories(dir);
  const auto fifo = dir / "game.board";
  std::filesystem::remove(fifo);
  ASSERT_EQ(mkfifo(fifo.c_str(), 0600), 0);
  const pid_t child = fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    try {
      readTextFile(fifo);
    } catch (const BoardFileError& e) {
      _exit(std::string(e.what()) ==
                    fifo.string() + ":0: is not a regular file (a named pipe): BoardLab reads only files"
                ? 0
                : 2);
    }
    _exit(3);
  }
  int status = 0;
  pid_t done = 0;
  for (int i = 0; i < 50 && done == 0; ++i) {
    done = waitpid(child, &status, WNOHANG);
    if (done == 0) std::this_thread::sleep_for(std::chrono::milliseconds(100));
  }
  if (done == 0) {
    kill(child, SIGKILL);
    waitpid(child, &status, 0);
    ADD_FAILURE() << "reading a named pipe hung";
  } else {
    EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << "exit " << WEXITSTATUS(status);
  }
  std::filesystem::remove_all(dir);
}

TEST(BoardText, MissingFileIsRefusedWithItsName) {
  try {
    readTextFile("/nonexistent/boardlab.board");
    FAIL();
  } catch (const BoardFileError& e) {
    EXPECT_EQ(std::string(e.what()).rfind("/nonexistent/boardlab.board:0: ", 0), 0u) << e.what();
  }
}

TEST(BoardText, WordsAndCounts) {
  const auto words = splitWords("  moves\th8  i9 ");
  ASSERT_EQ(words.size(), 3u);
  EXPECT_EQ(words[2], "i9");
  int n = 0;
  EXPECT_TRUE(parseCount("26", 26, n));
  EXPECT_EQ(n, 26);
  EXPECT_FALSE(parseCount("27", 26, n));
  EXPECT_FALSE(parseCount("-1", 26, n));
  EXPECT_FALSE(parseCount("1x", 26, n));
}

TEST(Recorder, StopsAtItsLimitWithANote) {
  Recorder rec("demo", 3);
  for (int i = 0; i < 10; ++i) rec.step([&](Step& s) { s.codeLine = i; });
  EXPECT_EQ(rec.trace().steps.size(), 3u);
  EXPECT_TRUE(rec.trace().truncated);
  EXPECT_NE(rec.trace().note.find("3 steps"), std::string::npos);
}

}  // namespace
}  // namespace boardlab
