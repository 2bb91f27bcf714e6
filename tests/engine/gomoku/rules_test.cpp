// The four rules by name, in every format that can say which one a game is played under, and the game's
// own verdict under renju (a forbidden black move loses).

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "engine/gomoku/board_file.hpp"
#include "engine/gomoku/formats.hpp"
#include "engine/gomoku/game.hpp"
#include "engine/gomoku/replay.hpp"
#include "test_util.hpp"

namespace boardlab::gomoku {
namespace {

using testing::pt;

TEST(Rules, NamesAndPiskvorkMasksRoundTrip) {
  EXPECT_EQ(ruleNamesForMessages(), "freestyle, standard, renju or caro");
  for (Rule r : kRules) {
    EXPECT_EQ(parseRule(ruleName(r)), r);
    EXPECT_EQ(ruleFromPiskvorkMask(piskvorkRuleMask(r)), r);
    EXPECT_EQ(ruleFromPiskvorkMask(piskvorkRuleMask(r) | 2), r) << "bit 2 is the continuous game, not a rule";
  }
  EXPECT_EQ(piskvorkRuleMask(Rule::Standard), 1);
  EXPECT_EQ(piskvorkRuleMask(Rule::Renju), 4);
  EXPECT_EQ(piskvorkRuleMask(Rule::Caro), 8);
  EXPECT_EQ(ruleFromPiskvorkMask(9), Rule::Caro);
  EXPECT_EQ(ruleFromPiskvorkMask(5), std::nullopt);
  EXPECT_EQ(parseRule("Renju"), std::nullopt) << "board files spell rules in lower case";
}

TEST(Rules, BoardFilesAndSgfSayRenjuAndCaro) {
  for (Rule r : {Rule::Renju, Rule::Caro}) {
    const std::string name(ruleName(r));
    const GameRecord fromBoard = loadBoardText("game gomoku\nrule " + name + "\nmoves h8 h9\n", "t.board");
    EXPECT_EQ(fromBoard.rule, r);
    EXPECT_NE(saveBoardText(fromBoard).find("rule " + name + "\n"), std::string::npos);
    std::vector<std::string> notes;
    const std::string sgf = saveSgfText(fromBoard, notes);
    EXPECT_NE(sgf.find("RU[" + name + "]"), std::string::npos) << sgf;
    EXPECT_EQ(loadSgfText(sgf, "t.sgf", notes).rule, r);
    // PSQ has no field for it (its header holds the size, the players' levels and who began): said in a note.
    notes.clear();
    savePsqText(fromBoard, notes);
    ASSERT_EQ(notes.size(), 1u);
    EXPECT_NE(notes[0].find("the " + name + " rule is not saved"), std::string::npos) << notes[0];
  }
  std::vector<std::string> notes;
  EXPECT_EQ(loadSgfText("(;GM[4]SZ[15]RU[Renju];B[hh])", "t.sgf", notes).rule, Rule::Renju) << "SGF values in any case";
  EXPECT_TRUE(notes.empty()) << notes.front();
}

GameRecord movesRecord(Rule rule, const std::vector<std::string>& moves) {
  GameRecord r;
  r.rule = rule;
  for (const std::string& m : moves) r.actions.push_back({Action::Kind::Place, pt(m)});
  return r;
}

TEST(Rules, AForbiddenBlackMoveLosesUnderRenjuOnly) {
  // The board: black's d8 joins a8 b8 c8 and e8 f8 into six.
  const std::vector<std::string> moves{"a8", "a1", "b8", "b1", "c8", "c2", "e8", "e1", "f8", "f1", "d8"};
  Game game = replayGame(movesRecord(Rule::Renju, moves));
  EXPECT_EQ(game.result().winner, Stone::White);
  EXPECT_EQ(game.forbidden(), Forbidden::Overline);
  EXPECT_TRUE(game.result().line.empty());
  ASSERT_TRUE(game.takeBack());
  EXPECT_FALSE(game.over()) << "the take-back undoes the loss";
  EXPECT_EQ(game.forbidden(), Forbidden::None);
  ASSERT_TRUE(game.redo());
  EXPECT_EQ(game.forbidden(), Forbidden::Overline) << "the redo loses again";
  game.setRule(Rule::Freestyle);
  EXPECT_EQ(game.result().winner, Stone::Black) << "under freestyle the six wins";
  EXPECT_EQ(game.forbidden(), Forbidden::None);

  for (const char* algo : {"scan", "lines", "windows", "bitboard"}) {
    const Detection d = detect(movesRecord(Rule::Renju, moves), algo);
    EXPECT_EQ(d.ply, 11) << algo;
    EXPECT_EQ(d.at, pt("d8")) << algo;
    EXPECT_EQ(d.result.winner, Stone::White) << algo;
    EXPECT_EQ(d.forbidden, Forbidden::Overline) << algo;
    EXPECT_EQ(detect(movesRecord(Rule::Standard, moves), algo).ply, 0) << algo << ": no win under standard";
  }
  // The published variants ignore the rule, forbidden moves included.
  EXPECT_EQ(detect(movesRecord(Rule::Renju, moves), "scan:objc").forbidden, Forbidden::None);
  // White's own six wins under renju.
  const Detection white = detect(
      movesRecord(Rule::Renju, {"h8", "a8", "h9", "b8", "j1", "c8", "k1", "e8", "l1", "f8", "m2", "d8"}), "scan");
  EXPECT_EQ(white.result.winner, Stone::White);
  EXPECT_EQ(white.forbidden, Forbidden::None);
  EXPECT_EQ(white.result.line.size(), 6u);
}

TEST(Rules, TraceAtNamesTheForbiddenMove) {
  const PlyTrace t =
      traceAt(movesRecord(Rule::Renju, {"a8", "a1", "b8", "b1", "c8", "c2", "e8", "e1", "f8", "f1", "d8"}), "scan", 0);
  EXPECT_EQ(t.verdict.forbidden, Forbidden::Overline);
  EXPECT_EQ(t.verdict.result.winner, Stone::White);
}

}  // namespace
}  // namespace boardlab::gomoku
