// The wire format of outside programs (issue 16, docs/protocol.md): requests as the issue fixes them,
// answer lines decoded into the engine's Step, every malformed line refused with a message.

#include <gtest/gtest.h>

#include "engine/ext/command_line.hpp"
#include "engine/ext/protocol.hpp"

namespace boardlab::ext {
namespace {

TEST(ExtCommandLine, SplitsLikeAShellWithoutOne) {
  std::string error;
  EXPECT_EQ(*splitCommand("python3 check.py", error), (std::vector<std::string>{"python3", "check.py"}));
  EXPECT_EQ(*splitCommand("  java  'My File.java' \"a \\\"b\\\"\" c\\ d ", error),
            (std::vector<std::string>{"java", "My File.java", "a \"b\"", "c d"}));
  EXPECT_EQ(*splitCommand("sh -c 'echo $HOME | wc'", error), (std::vector<std::string>{"sh", "-c", "echo $HOME | wc"}));
  EXPECT_EQ(*splitCommand("a ''", error), (std::vector<std::string>{"a", ""}));
  EXPECT_FALSE(splitCommand("python3 'check.py", error));
  EXPECT_NE(error.find("unterminated '"), std::string::npos);
  EXPECT_FALSE(splitCommand("   ", error));
  EXPECT_NE(error.find("empty"), std::string::npos);
  EXPECT_TRUE(isOutsideName("ext:python3 x.py"));
  EXPECT_FALSE(isOutsideName("scan"));
}

TEST(ExtProtocol, GomokuRequestIsTheIssuesShape) {
  const std::vector<std::string> board{".....", "..x..", ".....", ".....", "....."};
  EXPECT_EQ(gomokuRequest(7, 5, 5, "freestyle", board, {2, 1}, "c4", true),
            R"({"id":7,"game":"gomoku","cols":5,"rows":5,"rule":"freestyle","board":[".....","..x..",".....",".....","....."],"move":{"x":2,"y":1,"name":"c4"},"trace":true})");
}

TEST(ExtProtocol, LinkRequestIsTheIssuesShape) {
  EXPECT_EQ(linkRequest(2, 3, 2, true, 2, {"A.A", "..."}, {0, 0}, {2, 0}, false),
            R"({"id":2,"game":"link","cols":3,"rows":2,"ring":true,"turns":2,"board":["A.A","..."],"from":{"x":0,"y":0},"to":{"x":2,"y":0},"trace":false})");
  EXPECT_NE(linkRequest(2, 3, 2, false, -1, {"A.A", "..."}, {0, 0}, {2, 0}, false).find(R"("ring":false,"turns":"any")"),
            std::string::npos);
}

TEST(ExtProtocol, StepLinesBecomeSteps) {
  std::string problem;
  const auto line = decodeLine(
      R"({"id":1,"step":{"say":"walking left","line":12,"file":"check.py","future":{"a":1},
          "marks":[{"x":6,"y":7,"role":"counted","value":2},{"x":-1,"y":15,"role":"stopped-bound"}],
          "arrows":[{"from":[7,7],"to":[4,7],"role":"counted","label":4}],
          "watch":{"count":"4","dir":[1,0]}}})",
      1, 15, 15, problem);
  ASSERT_TRUE(line) << problem;
  ASSERT_EQ(line->kind, AnswerLine::Kind::Step);
  const Step& s = line->step;
  EXPECT_EQ(s.narration, "walking left");
  EXPECT_EQ(s.codeLine, 12);
  EXPECT_EQ(s.file, "check.py");
  ASSERT_EQ(s.marks.size(), 2u);
  EXPECT_EQ(s.marks[0].cell, (Cell{6, 7}));
  EXPECT_EQ(s.marks[0].role, MarkRole::Counted);
  EXPECT_EQ(s.marks[0].value, 2);
  EXPECT_EQ(s.marks[1].role, MarkRole::StoppedBound);
  EXPECT_EQ(s.marks[1].value, -1);
  ASSERT_EQ(s.arrows.size(), 1u);
  EXPECT_EQ(s.arrows[0].from, (Cell{7, 7}));
  EXPECT_EQ(s.arrows[0].to, (Cell{4, 7}));
  EXPECT_EQ(s.arrows[0].label, "4");
  ASSERT_EQ(s.watch.size(), 2u);
  EXPECT_EQ(s.watch[0].name, "count");
  EXPECT_EQ(s.watch[0].value, "4");
  EXPECT_EQ(s.watch[1].value, "[1,0]");
}

TEST(ExtProtocol, ResultAndErrorLines) {
  std::string problem;
  auto r = decodeLine(R"({"id":3,"result":{"winner":"black","line":[[3,7],[4,7]],"why":"x"}})", 3, 15, 15, problem);
  ASSERT_TRUE(r) << problem;
  EXPECT_EQ(r->kind, AnswerLine::Kind::Result);
  EXPECT_EQ(r->result.winner, "black");
  EXPECT_EQ(r->result.cells, (std::vector<Cell>{{3, 7}, {4, 7}}));
  r = decodeLine(R"({"id":3,"result":{"winner":null,"line":null}})", 3, 15, 15, problem);
  ASSERT_TRUE(r);
  EXPECT_TRUE(r->result.hasWinner);
  EXPECT_EQ(r->result.winner, "");
  r = decodeLine(R"({"id":3,"result":{"linked":false}})", 3, 4, 4, problem);
  ASSERT_TRUE(r && r->result.linked);
  EXPECT_FALSE(*r->result.linked);
  r = decodeLine(R"({"id":3,"error":"out of memory"})", 3, 4, 4, problem);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->kind, AnswerLine::Kind::Error);
  EXPECT_EQ(r->error, "out of memory");
}

TEST(ExtProtocol, MalformedLinesAreRefusedWithWhy) {
  const auto refusal = [](std::string_view line) {
    std::string problem;
    EXPECT_FALSE(decodeLine(line, 5, 15, 15, problem)) << line;
    return problem;
  };
  EXPECT_NE(refusal("hello").find("not JSON: hello"), std::string::npos);
  EXPECT_NE(refusal("[1,2]").find("not a JSON object"), std::string::npos);
  EXPECT_NE(refusal(R"({"result":{}})").find("without a numeric \"id\""), std::string::npos);
  EXPECT_NE(refusal(R"({"id":6,"result":{}})").find("id 6 while id 5 was asked"), std::string::npos);
  EXPECT_NE(refusal(R"({"id":5,"hello":1})").find("none of \"step\", \"result\" or \"error\""), std::string::npos);
  EXPECT_NE(refusal(R"({"id":5,"step":{"marks":[{"x":1,"y":1,"role":"counteed"}]}})").find("unknown mark role 'counteed'"),
            std::string::npos);
  EXPECT_NE(refusal(R"({"id":5,"step":{"marks":[{"x":16,"y":1}]}})").find("[16,1] is off the 15x15 board"), std::string::npos);
  EXPECT_NE(refusal(R"({"id":5,"step":{"line":"twelve"}})").find("\"line\" is not an integer"), std::string::npos);
  EXPECT_NE(refusal(R"({"id":5,"result":{"winner":3}})").find("\"winner\" is neither"), std::string::npos);
  EXPECT_NE(refusal(R"({"id":5,"result":{"linked":"yes"}})").find("\"linked\" is not true or false"), std::string::npos);
}

TEST(ExtProtocol, EveryMarkRoleNameRoundTrips) {
  for (int i = 0; i <= static_cast<int>(MarkRole::Dead); ++i) {
    const auto role = static_cast<MarkRole>(i);
    EXPECT_EQ(parseMarkRole(markRoleName(role)), role);
  }
  EXPECT_FALSE(parseMarkRole("?"));
  EXPECT_EQ(cutShort(std::string(300, 'a'), 10), "aaaaaaaaaa...");
  EXPECT_EQ(cutShort("a\tb\x01"), "a b ");
}

}  // namespace
}  // namespace boardlab::ext
