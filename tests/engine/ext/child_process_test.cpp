// A BoardLab stopped by SIGTERM, SIGINT or SIGHUP takes its outside programs with it (engine/ext/
// child_process.cpp). The command line's tests signal a real boardlab-cli (tests/cli/ext_cli_test.cpp);
// this one checks that a handler the host had installed before still runs.

#include <gtest/gtest.h>

#include <csignal>
#include <cstdio>
#include <cstdlib>

#include "engine/ext/child_process.hpp"

namespace boardlab::ext {
namespace {

volatile std::sig_atomic_t hangups = 0;
void countHangup(int) { hangups = 1; }

TEST(ExtChildProcessDeathTest, AHandlerInstalledBeforeTheFirstChildRunsAfterTheChildrenAreKilled) {
  // A fresh process (gtest runs the test again in it), so that its first child installs BoardLab's handlers.
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  EXPECT_EXIT(
      {
        struct sigaction mine {};
        mine.sa_handler = countHangup;
        sigemptyset(&mine.sa_mask);
        sigaction(SIGHUP, &mine, nullptr);
        ChildProcess child;
        std::string error;
        if (!child.start({"sleep", "600"}, "", error)) {
          std::fprintf(stderr, "%s\n", error.c_str());
          std::_Exit(2);
        }
        std::raise(SIGHUP);
        const std::string how = child.exitDescription();
        std::fprintf(stderr, "hangups=%d; the child %s\n", static_cast<int>(hangups), how.c_str());
        std::_Exit(hangups == 1 && how == "was killed by signal 9 (Killed)" ? 0 : 1);
      },
      ::testing::ExitedWithCode(0), "hangups=1; the child was killed by signal 9");
}

}  // namespace
}  // namespace boardlab::ext
