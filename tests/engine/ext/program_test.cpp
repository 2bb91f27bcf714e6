// Outside programs that misbehave: each gets its own clear message in bounded time, the program
// is restarted for the next request, and after three failures in a row it is not asked again.

#include <gtest/gtest.h>

#include <chrono>

#include "engine/core/board_text.hpp"
#include "engine/ext/outside.hpp"
#include "engine/ext/program.hpp"
#include "engine/gomoku/replay.hpp"
#include "tests/test_paths.hpp"

namespace boardlab::ext {
namespace {

const std::string kMisbehave = std::string(testpaths::source) + "/tests/programs/misbehave.py";

Limits shortLimits() {
  Limits l;
  l.perRequest = std::chrono::milliseconds(400);
  l.maxSteps = 50;
  l.maxBytes = 1 << 20;
  l.startAllowance = std::chrono::milliseconds(3000);  // python3 through a pyenv shim takes half a second
  return l;
}

// One request's answer. How long it took is not checked: the messages say which limit cut it off.
struct Asked {
  Answer answer;
};

Asked askOnce(Program& p) {
  const int id = p.nextId();
  return Asked{
      p.ask(gomokuRequest(id, 5, 5, "freestyle", {".....", ".....", "..x..", ".....", "....."}, {2, 2}, "c3", false),
            id, 5, 5, true)};
}

std::unique_ptr<Program> started(const std::string& mode, const std::string& arg = "") {
  std::vector<std::string> argv{"python3", kMisbehave, mode};
  if (!arg.empty()) argv.push_back(arg);
  auto p = std::make_unique<Program>("ext:misbehave " + mode, argv, "", shortLimits());
  std::string error;
  EXPECT_TRUE(p->start(error)) << error;
  return p;
}

void expectHas(const std::string& text, const std::string& part) {
  EXPECT_NE(text.find(part), std::string::npos) << "missing \"" << part << "\" in: " << text;
}

TEST(ExtProgram, AWorkingProgramAnswersEveryRequest) {
  auto p = started("fine");
  for (int i = 0; i < 3; ++i) {
    const Asked a = askOnce(*p);
    EXPECT_TRUE(a.answer.ok) << a.answer.failure;
    EXPECT_TRUE(a.answer.result.hasWinner);
  }
  EXPECT_EQ(p->restarts(), 0);
}

TEST(ExtProgram, ASleeperIsKilledAtTheDeadlineAndRestartedForTheNext) {
  auto p = started("sleep", "2");
  EXPECT_TRUE(askOnce(*p).answer.ok);
  const Asked slow = askOnce(*p);
  EXPECT_FALSE(slow.answer.ok);
  expectHas(slow.answer.failure, "no result for request 2 within 400 ms (killed");
  expectHas(slow.answer.failure, "misbehave: thinking about request 2");  // its stderr, in the message
  const Asked next = askOnce(*p);
  EXPECT_TRUE(next.answer.ok) << next.answer.failure;
  EXPECT_EQ(p->restarts(), 1);
  EXPECT_EQ(p->failuresInRow(), 0);
  // grade tells a timeout from the rest by the message alone (a search carries it as text).
  EXPECT_TRUE(isTimeoutFailure(slow.answer.failure)) << slow.answer.failure;
}

// A program that wrote half an answer and hung waited out the whole start allowance (10 s,
// three starts: 36 s for a diff). The allowance is for an interpreter to come up and ends at its first output.
TEST(ExtProgram, TheStartAllowanceEndsWhenTheProgramFirstWrites) {
  Limits limits = shortLimits();
  limits.startAllowance = std::chrono::milliseconds(60'000);
  Program p("ext:misbehave half-hang", {"python3", kMisbehave, "half-hang"}, "", limits);
  std::string error;
  ASSERT_TRUE(p.start(error)) << error;
  const auto began = std::chrono::steady_clock::now();
  const Asked half = askOnce(p);
  EXPECT_FALSE(half.answer.ok);
  expectHas(half.answer.failure, "no result for request 1 within 400 ms of its first output (killed");
  EXPECT_TRUE(isTimeoutFailure(half.answer.failure)) << half.answer.failure;
  // Not the 60 s allowance (any bound far below it shows which limit ended the wait).
  EXPECT_LT(std::chrono::steady_clock::now() - began, std::chrono::seconds(30));
}

TEST(ExtProgram, OnlyATimeoutsOwnCauseMakesItATimeoutNotWhatTheProgramWrote) {
  auto p = started("crash", "1");
  const Asked crash = askOnce(*p);
  EXPECT_FALSE(isTimeoutFailure(crash.answer.failure)) << crash.answer.failure;
  // A crash whose stderr says the words of a timeout is still a crash.
  EXPECT_FALSE(
      isTimeoutFailure("ext:x: exited with status 3 before answering request 1; its last stderr lines:\n"
                       "  ext:x: no result for request 1 within 5 ms"));
  EXPECT_TRUE(isTimeoutFailure("ext:x: no result for request 1 within 5 ms (killed; 0 steps had arrived)"));
}

TEST(ExtProgram, ACrashAtRequestNIsReportedWithItsStatusAndStderr) {
  auto p = started("crash", "3");
  EXPECT_TRUE(askOnce(*p).answer.ok);
  EXPECT_TRUE(askOnce(*p).answer.ok);
  const Asked crash = askOnce(*p);
  EXPECT_FALSE(crash.answer.ok);
  expectHas(crash.answer.failure, "exited with status 3 before answering request 3");
  expectHas(crash.answer.failure, "misbehave: boom at request 3");
  EXPECT_TRUE(askOnce(*p).answer.ok);
}

TEST(ExtProgram, GarbageWrongIdsAndBadValuesAreProtocolErrors) {
  auto garbage = started("garbage");
  expectHas(askOnce(*garbage).answer.failure, "protocol error: a line that is not JSON: hello, this is not json");
  auto wrong = started("wrong-id");
  expectHas(askOnce(*wrong).answer.failure, "an answer to id 2 while id 1 was asked");
  auto error = started("error");
  const Asked e = askOnce(*error);
  EXPECT_FALSE(e.answer.ok);
  expectHas(e.answer.failure, "reported an error: my table is empty");
  EXPECT_EQ(error->failuresInRow(), 0);  // its own, well-formed error: the program still works
}

TEST(ExtProgram, AFloodOfStepsAndAHugeLineAreCutOff) {
  auto flood = started("flood");
  const Asked f = askOnce(*flood);
  // The flood never ends: the answer is cut at the step cap (this message), not at the time limit (whose
  // message says so), so no timing needs checking here (tests check behaviour, benchmarks time).
  expectHas(f.answer.failure, "more than 50 steps in its answer to request 1");
  EXPECT_EQ(f.answer.failure.find("no result for request 1 within"), std::string::npos) << f.answer.failure;
  auto big = started("big");
  const Asked b = askOnce(*big);
  expectHas(b.answer.failure, "its answer to request 1 passed 1048576 bytes");
  EXPECT_LT(b.answer.failure.size(), 2000u);  // the offending output is quoted cut short
  // With room for more in the answer, one line is still held to its own cap (a parsed line costs some 25
  // times its bytes): the 3 MB line fails at 1 MiB of a 16 MiB answer.
  auto wide = started("big");
  Limits limits = wide->limits();
  limits.maxBytes = 16u << 20;
  wide->setLimits(limits);
  const Asked line = askOnce(*wide);
  expectHas(line.answer.failure, "a line of its answer to request 1 passed 1048576 bytes");
}

TEST(ExtProgram, ItsStderrIsKeptAsUtf8CutBetweenCharactersWithoutControlCharacters) {
  auto p = started("bad-bytes");
  const Asked a = askOnce(*p);
  EXPECT_FALSE(a.answer.ok);
  EXPECT_TRUE(isValidUtf8(a.answer.failure)) << a.answer.failure;
  const std::vector<std::string> tail = p->stderrTail();
  ASSERT_EQ(tail.size(), 4u);
  EXPECT_EQ(tail[0], "caf? ?");
  EXPECT_EQ(tail[1], " [31mred [0m  ]0;title ");
  EXPECT_EQ(tail[2], std::string(199, 'a') + "\u00e9");
  EXPECT_EQ(tail[3], std::string(399, 'b'));  // the e-acute would pass the 400 bytes kept: left out whole
  expectHas(a.answer.failure, "\n  " + std::string(199, 'a') + "...\n");  // quoted 200 bytes: the same
}

TEST(ExtProgram, AProgramThatExitsAtStartIsGivenUpAfterThreeFailures) {
  auto p = started("exit-start");
  const Asked first = askOnce(*p);
  expectHas(first.answer.failure, "before answering request 1");
  expectHas(first.answer.failure, "misbehave: cannot load my tables");
  askOnce(*p);
  askOnce(*p);
  EXPECT_TRUE(p->gaveUp());
  const Asked after = askOnce(*p);
  expectHas(after.answer.failure, "failed 3 times in a row and is not asked again");
  EXPECT_EQ(p->requests(), 4);
}

TEST(ExtProgram, AProgramThatCannotStartNamesItself) {
  std::string error;
  EXPECT_FALSE(addOutside("gomoku", "ext:./no-such-program --x", "", "", {}, error));
  expectHas(error, "ext:./no-such-program --x: cannot start './no-such-program'");
  EXPECT_FALSE(addOutside("gomoku", "ext:python3 'x.py", "", "", {}, error));
  expectHas(error, "unterminated '");
}

TEST(ExtProgram, ARegisteredProgramIsAGomokuAlgorithmLikeAnyOther) {
  std::string error;
  const std::string name = "ext:python3 " + kMisbehave + " bad-winner";
  ASSERT_TRUE(addOutside("gomoku", name, "", "", shortLimits(), error)) << error;
  gomoku::GameRecord r;
  r.start = gomoku::Board(5, 5);
  r.actions.push_back({gomoku::Action::Kind::Place, {2, 2}});
  const gomoku::Detection d = gomoku::detect(r, name);
  EXPECT_EQ(d.ply, 1);
  expectHas(d.result.fault, "winner 'purple' is not \"black\", \"white\" or null");
  removeOutside(name);
  EXPECT_THROW(gomoku::detect(r, name), std::invalid_argument);
}

}  // namespace
}  // namespace boardlab::ext
