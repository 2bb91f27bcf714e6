// The wire format of outside programs (docs/protocol.md): requests as docs/protocol.md fixes them,
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
  EXPECT_EQ(
      gomokuRequest(7, 5, 5, "freestyle", board, {2, 1}, "c4", true),
      R"({"id":7,"game":"gomoku","cols":5,"rows":5,"rule":"freestyle","board":[".....","..x..",".....",".....","....."],"move":{"x":2,"y":1,"name":"c4"},"trace":true})");
}

TEST(ExtProtocol, LinkRequestIsTheIssuesShape) {
  EXPECT_EQ(
      linkRequest(2, 3, 2, true, 2, {"A.A", "..."}, {0, 0}, {2, 0}, false),
      R"({"id":2,"game":"link","cols":3,"rows":2,"ring":true,"turns":2,"board":["A.A","..."],"from":{"x":0,"y":0},"to":{"x":2,"y":0},"trace":false})");
  EXPECT_NE(
      linkRequest(2, 3, 2, false, -1, {"A.A", "..."}, {0, 0}, {2, 0}, false).find(R"("ring":false,"turns":"any")"),
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
  EXPECT_NE(
      refusal(R"({"id":5,"step":{"marks":[{"x":1,"y":1,"role":"counteed"}]}})").find("unknown mark role 'counteed'"),
      std::string::npos);
  EXPECT_NE(refusal(R"({"id":5,"step":{"marks":[{"x":16,"y":1}]}})").find("[16,1] is off the 15x15 board"),
            std::string::npos);
  EXPECT_NE(refusal(R"({"id":5,"step":{"line":"twelve"}})").find("\"line\" is not an integer"), std::string::npos);
  EXPECT_NE(refusal(R"({"id":5,"result":{"winner":3}})").find("\"winner\" is neither"), std::string::npos);
  EXPECT_NE(refusal(R"({"id":5,"result":{"linked":"yes"}})").find("\"linked\" is not true or false"),
            std::string::npos);
}

// Hostile programs (docs/protocol.md#errors): what they print is made printable UTF-8 where it enters.
TEST(ExtProtocol, QuotesAreUtf8CutBetweenCharactersWithoutControlCharacters) {
  EXPECT_EQ(cutShort("caf\xe9 \xff"), "caf? ?");                                         // each bad byte a '?'
  EXPECT_EQ(cutShort(std::string(9, 'a') + "\u00e9", 10), std::string(9, 'a') + "...");  // not cut inside the e-acute
  EXPECT_EQ(cutShort("\x1b[2J\xc2\x9b"
                     "1m\x7f"),
            " [2J 1m ");                                   // ESC, C1 CSI and DEL
  EXPECT_EQ(cutShort("\u4e94\u5b50", 6), "\u4e94\u5b50");  // whole characters kept
  EXPECT_EQ(cutShort("\xe4\xba", 10), "??");               // a character cut by the program
}

TEST(ExtProtocol, TextFromAProgramHasNoControlCharacters) {
  std::string problem;
  const auto step = decodeLine(
      R"({"id":1,"step":{"say":"\u001b[2Jcleared","file":"\u001b]0;t\u0007a.py","arrows":[{"from":[0,0],"to":[1,0],"label":"\u001b[1m5"}],
          "watch":{"\u001b[31mk":"\u001b[0mv\u0000"}}})",
      1, 15, 15, problem);
  ASSERT_TRUE(step) << problem;
  EXPECT_EQ(step->step.narration, " [2Jcleared");
  EXPECT_EQ(step->step.file, " ]0;t a.py");
  EXPECT_EQ(step->step.arrows.at(0).label, " [1m5");
  EXPECT_EQ(step->step.watch.at(0).name, " [31mk");
  EXPECT_EQ(step->step.watch.at(0).value, " [0mv ");
  const auto error = decodeLine(R"({"id":1,"error":"\u001b[31mfailed\r\n"})", 1, 15, 15, problem);
  ASSERT_TRUE(error) << problem;
  EXPECT_EQ(error->error, " [31mfailed  ");
  const auto result = decodeLine(R"({"id":1,"result":{"winner":"\u009b2Jblack"}})", 1, 15, 15, problem);
  ASSERT_TRUE(result) << problem;
  EXPECT_EQ(result->result.winner, " 2Jblack");
}

// A step's "say" (or "watch", "label", "error") is turned back into text by recursion: a line nested
// 100,000 deep overflowed the stack. The depth is checked before the line is parsed.
TEST(ExtProtocol, LinesNestedDeeperThan64LevelsAreRefused) {
  const auto sayNested = [](std::size_t arrays, const std::string& inside = "") {
    return R"({"id":5,"step":{"say":)" + std::string(arrays, '[') + inside + std::string(arrays, ']') + "}}";
  };
  std::string problem;
  EXPECT_TRUE(decodeLine(sayNested(kMaxNesting - 2), 5, 15, 15, problem)) << problem;  // the line's own two levels
  EXPECT_FALSE(decodeLine(sayNested(kMaxNesting - 1), 5, 15, 15, problem));
  EXPECT_NE(problem.find("a line nested deeper than 64 levels of lists and objects"), std::string::npos) << problem;
  EXPECT_FALSE(decodeLine(sayNested(100'000), 5, 15, 15, problem));
  EXPECT_NE(problem.find("nested deeper than 64 levels"), std::string::npos) << problem;
  EXPECT_LT(problem.size(), 400u);
  // Brackets inside strings, escaped quotes included, are text, not nesting.
  EXPECT_TRUE(decodeLine(sayNested(1, "\"\\\"" + std::string(200, '[') + "\""), 5, 15, 15, problem)) << problem;
}

TEST(ExtProtocol, LineCellsOffTheBoardAndNumbersPastTheRangeAreRefused) {
  std::string problem;
  EXPECT_FALSE(decodeLine(R"({"id":5,"result":{"winner":"black","line":[[3,7],[40,0]]}})", 5, 15, 15, problem));
  EXPECT_NE(problem.find("a cell of \"line\" [40,0] is off the 15x15 board"), std::string::npos) << problem;
  EXPECT_FALSE(decodeLine(R"({"id":5,"result":{"winner":"black","line":[[-1,3]]}})", 5, 15, 15, problem));  // no ring
  EXPECT_NE(problem.find("[-1,3] is off the 15x15 board"), std::string::npos) << problem;
  EXPECT_TRUE(decodeLine(R"({"id":5,"result":{"winner":"black","line":[[0,0],[14,14]]}})", 5, 15, 15, problem))
      << problem;
  // 2^64-1 is an unsigned number to nlohmann: read as a signed one it was -1, a cell of the ring.
  for (const char* line : {R"({"id":5,"step":{"marks":[{"x":18446744073709551615,"y":0}]}})",
                           R"({"id":5,"step":{"arrows":[{"from":[18446744073709551615,0],"to":[0,0]}]}})",
                           R"({"id":5,"step":{"line":18446744073709551615}})",
                           R"({"id":5,"result":{"linked":true,"path":[[0,18446744073709551615]]}})"}) {
    EXPECT_FALSE(decodeLine(line, 5, 15, 15, problem)) << line;
    EXPECT_NE(problem.find("is out of range"), std::string::npos) << problem;
  }
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
