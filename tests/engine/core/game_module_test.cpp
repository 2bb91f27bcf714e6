// Games as modules: every built-in game is registered once, in a fixed order, by engine/builtin_games.cpp
// (an INTERFACE source, so no linker drops it); a file's game is found by asking each module; registering
// a game brings its Chinese, so engine/i18n knows no game.

#include <gtest/gtest.h>

#include <string>

#include "engine/core/board_text.hpp"
#include "engine/core/game_module.hpp"
#include "engine/diff/game_search.hpp"
#include "engine/gomoku/catalogue.hpp"
#include "engine/gomoku/module.hpp"
#include "engine/gomoku/win.hpp"
#include "engine/i18n/i18n.hpp"
#include "engine/link/module.hpp"
#include "tests/engine/hostile_input.hpp"

namespace boardlab {
namespace {

TEST(GameModules, TheBuiltInGamesAreRegisteredOnceInTheirOrder) {
  ASSERT_GE(games().size(), 2u);
  EXPECT_EQ(games()[0]->name, "gomoku");
  EXPECT_EQ(games()[1]->name, "link");
  EXPECT_EQ(findGame("gomoku"), &gomoku::gameModule());
  EXPECT_EQ(findGame("link"), &link::gameModule());
  EXPECT_EQ(findGame("chess"), nullptr);
  const std::size_t count = games().size();
  registerGame(gomoku::gameModule());  // a second registration changes nothing
  EXPECT_EQ(games().size(), count);
  EXPECT_EQ(gameNames(" or "), "gomoku or link");
}

TEST(GameModules, EachGameListsItsAlgorithmsAndBoardSides) {
  for (const GameModule* g : games()) {
    SCOPED_TRACE(std::string(g->name));
    ASSERT_NE(g->algorithms, nullptr);
    EXPECT_GE(g->algorithms().size(), 2u);
    for (const AlgorithmName& a : g->algorithms()) {
      EXPECT_FALSE(a.name.empty());
      EXPECT_FALSE(a.title.empty()) << a.name;
    }
    EXPECT_LT(0, g->smallestSide);
    EXPECT_LE(g->smallestSide, g->defaultLargestSide);
    EXPECT_LE(g->defaultLargestSide, g->largestSide);
    EXPECT_FALSE(g->randomInputs.empty());
  }
  EXPECT_EQ(findGame("gomoku")->algorithms().front().name, "scan");
  EXPECT_EQ(findGame("link")->algorithms().front().name, "corners");
}

TEST(GameModules, EachGameSaysWhetherATextIsItsOwn) {
  const GameOfText psq = gameOfText("Piskvorky 15x15, 11:11, 0\n8,8,0\n-1\n", "game.psq");
  EXPECT_EQ(psq.game, &gomoku::gameModule());
  const GameOfText moves = gameOfText("h8 i9 h9\n", "game.txt");
  EXPECT_EQ(moves.game, &gomoku::gameModule());
  const GameOfText gomokuBoard = gameOfText("game gomoku\nsize 9\n", "g.board");
  EXPECT_EQ(gomokuBoard.game, &gomoku::gameModule());
  const GameOfText linkBoard = gameOfText("# a comment\ngame link\nsize 2x1\ngrid\nAA\n", "l.board");
  EXPECT_EQ(linkBoard.game, &link::gameModule());
  EXPECT_EQ(linkBoard.name, "link");
  const GameOfText chess = gameOfText("game chess\nsize 8\n", "c.board");
  EXPECT_EQ(chess.game, nullptr);
  EXPECT_EQ(chess.name, "chess");
}

// `diff --random` and `grade` take the rules of every game that has them (gomoku's), from the modules.
TEST(GameModules, TheRulesARandomInputMayFollowComeFromTheGamesThatHaveThem) {
  EXPECT_EQ(ruleNames(), gomoku::ruleNameList());
  EXPECT_EQ(findGame("link")->ruleNames, nullptr);
}

TEST(GameModules, ABoardFileWithoutAGameLineNamesTheRegisteredGames) {
  hostile::expectBoardFileError([] { gameOfText("size 4\n", "f.board"); }, "f.board", 0,
                                "missing 'game' line (game gomoku or game link)");
  hostile::expectBoardFileError([] { boardFileGame("game\n", "f.board"); }, "f.board", 1,
                                "'game' takes exactly one value");
}

TEST(GameModules, RegisteringAGameBringsItsChinese) {
  // engine/i18n adds only the shared words; gomoku's titles come through its module.
  const i18n::LanguageScope chinese(i18n::Language::Chinese);
  const i18n::Entry& first = gomoku::gomokuChinese().front();
  EXPECT_EQ(i18n::tr(first.english), first.chinese);
  for (const AlgorithmName& a : findGame("link")->algorithms()) {
    i18n::clearMissing();
    i18n::tr(a.title);
    EXPECT_TRUE(i18n::missing().empty()) << a.name << ": " << a.title;
  }
}

TEST(GameModules, TheFinderStartsEachGamesSearchByName) {
  for (const GameModule* g : games()) {
    SCOPED_TRACE(std::string(g->name));
    const auto names = g->algorithms();
    diff::RandomSearchRequest r;
    r.algoA = names[0].name;
    r.algoB = names[1].name;
    r.maxTries = 3;
    auto search = diff::makeRandomSearch(g->name, r);
    ASSERT_NE(search, nullptr);
    search->run();
    EXPECT_TRUE(search->done());
  }
  EXPECT_EQ(diff::makeRandomSearch("chess", {}), nullptr);
  diff::RandomSearchRequest bad;
  bad.algoA = "corners";
  bad.algoB = "nonsense";
  EXPECT_THROW(diff::makeRandomSearch("link", bad), std::invalid_argument);
}

}  // namespace
}  // namespace boardlab
