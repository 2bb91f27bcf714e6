// The registry and the replay: every algorithm driven alike from a game record, first wins, plies,
// traces at a chosen action.

#include <gtest/gtest.h>

#include "engine/gomoku/algorithms.hpp"
#include "engine/gomoku/board_file.hpp"
#include "engine/gomoku/replay.hpp"
#include "test_util.hpp"

namespace boardlab::gomoku {
namespace {

using testing::pt;
using testing::pts;

std::vector<std::string> allNames() {
  std::vector<std::string> names;
  for (const AlgorithmInfo* a : algorithms()) names.emplace_back(a->name);
  return names;
}

TEST(Registry, ListsTheEightAlgorithmsWithListingsAndFlags) {
  EXPECT_EQ(allNames(), (std::vector<std::string>{"scan", "lines", "windows", "bitboard", "scan:objc", "scan:java",
                                                  "lines:js", "windows:csharp"}));
  for (const AlgorithmInfo* a : algorithms()) {
    EXPECT_FALSE(a->listing().empty()) << a->name;
    EXPECT_FALSE(a->title.empty()) << a->name;
    EXPECT_EQ(a->asPublished, !a->article.empty()) << a->name;
    EXPECT_EQ(findAlgorithm(a->name), a);
  }
  EXPECT_EQ(findAlgorithm("scan:python"), nullptr);
  EXPECT_TRUE(findAlgorithm("lines:js")->run.stateful);
  EXPECT_FALSE(findAlgorithm("windows")->run.stateful);
}

TEST(Replay, EveryAlgorithmFindsTheFiveOfTheIssuesExample) {
  const GameRecord r = loadBoardText("game gomoku\nsize 15\nrule freestyle\nmoves h8 a1 i8 b1 j8 c1 k8 d1 l8\n", "f");
  const std::vector<Detection> found = detectAll(r, allNames());
  ASSERT_EQ(found.size(), 8u);
  for (const Detection& d : found) {
    if (d.algo == "windows:csharp") {
      // Its five starts at column h, past the `col > 5` guard: the documented defect.
      EXPECT_FALSE(d.detected());
      continue;
    }
    EXPECT_EQ(d.result.winner, Stone::Black) << d.algo;
    EXPECT_EQ(d.ply, 9) << d.algo;
    EXPECT_EQ(d.at, pt("l8")) << d.algo;
    // scan:java lists the stones in counting order (leftwards from l8); the others along the direction.
    EXPECT_EQ(d.result.line,
              d.algo == "scan:java" ? pts({"l8", "k8", "j8", "i8", "h8"}) : pts({"h8", "i8", "j8", "k8", "l8"}))
        << d.algo;
  }
}

TEST(Replay, ReportsNothingWhenNobodyWinsAndRefusesUnknownNames) {
  const GameRecord r = loadBoardText("game gomoku\nmoves h8 a1 i8\n", "f");
  for (const Detection& d : detectAll(r, allNames())) {
    EXPECT_FALSE(d.detected()) << d.algo;
    EXPECT_EQ(d.ply, 0);
  }
  EXPECT_THROW(detectAll(r, {"scan", "nope"}), std::invalid_argument);
}

TEST(Replay, PliesCountUndoAndRedo) {
  // Black's five is completed by a redo at action 12.
  const GameRecord r = loadBoardText("game gomoku\nmoves h8 a1 i8 b1 j8 c1 k8 d1 l8 undo undo redo\n", "f");
  const Detection scan = detect(r, "scan");
  EXPECT_EQ(scan.ply, 9) << "the first win is l8 itself";
  const GameRecord later = loadBoardText("game gomoku\nmoves h8 a1 i8 b1 j8 c1 k8 d1 o15 undo l8\n", "f");
  EXPECT_EQ(detect(later, "lines").ply, 11);
  EXPECT_EQ(detect(later, "bitboard").at, pt("l8"));
  const GameRecord redo = loadBoardText("game gomoku\nmoves h8 a1 i8 b1 j8 c1 k8 d1 l8\n", "f");
  GameRecord viaRedo = redo;
  viaRedo.actions.push_back({Action::Kind::Undo, {}});
  viaRedo.actions.push_back({Action::Kind::Redo, {}});
  GameRecord tail = viaRedo;
  tail.actions.erase(tail.actions.begin() + 8);  // no l8 before the undo: undo takes back d1 instead
  tail.actions.insert(tail.actions.begin() + 8, {Action::Kind::Place, pt("o15")});
  // o15 (black) undo redo: the redo replays o15 and nothing wins; scan checks it (ply 11) and says no.
  EXPECT_FALSE(detect(tail, "scan").detected());
}

TEST(Replay, TraceAtTheLastMoveByDefaultWithTheVerdict) {
  const GameRecord r = loadBoardText("game gomoku\nmoves d8 a1 e8 b1 f8 c1 g8 d1 h8\n", "f");
  for (const std::string& name : allNames()) {
    const PlyTrace t = traceAt(r, name);
    EXPECT_EQ(t.verdict.ply, 9) << name;
    EXPECT_EQ(t.verdict.result.winner, Stone::Black) << name;
    ASSERT_FALSE(t.trace.steps.empty()) << name;
    EXPECT_EQ(t.trace.algo, name);
    // Every trace ends with its verdict, except lines:js whose click ends on the turn-change line.
    EXPECT_EQ(t.trace.steps.back().event, name == "lines:js" ? Event::None : Event::Verdict) << name;
    int verdicts = 0;
    for (const Step& s : t.trace.steps) verdicts += s.event == Event::Verdict;
    EXPECT_EQ(verdicts, 1) << name;
    const std::size_t lines = findAlgorithm(name)->listing().size();
    for (const Step& s : t.trace.steps) {
      EXPECT_GE(s.codeLine, 1) << name;
      EXPECT_LE(static_cast<std::size_t>(s.codeLine), lines) << name << ": " << s.narration;
      EXPECT_FALSE(s.narration.empty()) << name;
    }
  }
  const PlyTrace early = traceAt(r, "scan", 3);
  EXPECT_FALSE(early.verdict.result.won());
  EXPECT_EQ(early.verdict.at, pt("e8"));
}

TEST(Replay, TraceRefusesPliesOutOfRangeAndUndoForStatelessAlgorithms) {
  const GameRecord r = loadBoardText("game gomoku\nmoves h8 a1 undo\n", "f");
  EXPECT_THROW(traceAt(r, "scan", 4), std::invalid_argument);
  EXPECT_THROW(traceAt(r, "scan", 3), std::invalid_argument);
  EXPECT_THROW(traceAt(r, "nope", 1), std::invalid_argument);
  EXPECT_EQ(traceAt(r, "scan").verdict.ply, 1) << "the last stone still on the board (a1 was taken back)";
  const PlyTrace undo = traceAt(r, "lines", 3);
  ASSERT_EQ(undo.trace.steps.size(), 1u);
  EXPECT_EQ(undo.trace.steps[0].event, Event::CountersDown);
  EXPECT_EQ(traceAt(r, "lines:js", 3).trace.steps[0].event, Event::TakeBack);
  EXPECT_THROW(traceAt(loadBoardText("game gomoku\n", "f"), "scan"), std::invalid_argument);
}

TEST(Replay, TracesAreCappedWithANote) {
  const GameRecord r = loadBoardText("game gomoku\nmoves h8 a1 i8 b1 j8 c1 k8 d1 l8\n", "f");
  const PlyTrace t = traceAt(r, "scan", 0, 3);  // scan records two walks per direction and a verdict
  EXPECT_TRUE(t.trace.truncated);
  EXPECT_EQ(t.trace.steps.size(), 3u);
  EXPECT_NE(t.trace.note.find("trace cut after 3 steps"), std::string::npos);
  EXPECT_EQ(t.verdict.result.winner, Stone::Black) << "the verdict does not depend on the trace";
}

TEST(Replay, TracedAndUntracedRunsGiveTheSameVerdicts) {
  const GameRecord r =
      loadBoardText("game gomoku\nrule standard\nmoves h8 a1 i8 b1 j8 c1 k8 d1 undo d2 g8 e1 f8 e2 m8\n", "f");
  for (const std::string& name : allNames())
    for (int ply = 1; ply <= static_cast<int>(r.actions.size()); ++ply) {
      if (r.actions[static_cast<std::size_t>(ply - 1)].kind == Action::Kind::Undo && !findAlgorithm(name)->run.stateful)
        continue;
      GameRecord prefix = r;
      prefix.actions.resize(static_cast<std::size_t>(ply));
      const Detection untraced = detect(prefix, name);
      const PlyTrace traced = traceAt(r, name, ply);
      if (untraced.ply == ply) {
        EXPECT_EQ(traced.verdict.result, untraced.result) << name << " ply " << ply;
      } else if (!untraced.detected()) {
        EXPECT_FALSE(traced.verdict.result.won()) << name << " ply " << ply;
      }
    }
}

TEST(Replay, RecordOfAGameReplaysToTheSameBoard) {
  Game g;
  for (const char* m : {"h8", "h9", "i8"}) ASSERT_EQ(g.play(pt(m)), PlayError::None);
  ASSERT_TRUE(g.takeBack());
  const GameRecord r = recordOf(g);
  EXPECT_EQ(r.actions.size(), 2u);
  EXPECT_EQ(replayGame(r).board(), g.board());
}

}  // namespace
}  // namespace boardlab::gomoku
