// Share links: every example board and every shipped lesson's scene goes to a link and back to the same
// position; the links stay short enough for a chat; a malformed, truncated, oversized or hostile link is
// refused with the field and the character, and a link never names a program.

#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "engine/core/board_text.hpp"
#include "engine/core/game_module.hpp"
#include "engine/core/lesson.hpp"
#include "engine/core/share_link.hpp"
#include "engine/gomoku/board_file.hpp"
#include "engine/link/board_file.hpp"
#include "tests/test_paths.hpp"

namespace boardlab {
namespace {

namespace fs = std::filesystem;
const fs::path kExamples = fs::path(testpaths::source) / "examples";

// The board of a board file, as its game's own reader and writer see it (comments and spelling gone).
std::string canonical(const std::string& game, const std::string& text) {
  return game == "link" ? link::saveBoardFile(link::parseBoardFile(text, "board"))
                        : gomoku::saveBoardText(gomoku::loadBoardText(text, "board"));
}

std::string gameOf(const std::string& text) { return boardFileGame(text, "board"); }

// The refusal of a link that must not read (a test failure when it reads).
ShareLinkError refusalOf(const std::string& link) {
  try {
    readShareLink(link);
  } catch (const ShareLinkError& e) {
    return e;
  }
  ADD_FAILURE() << "read: " << link;
  return ShareLinkError("(read)", 0, "(read)");
}

TEST(ShareLink, EveryExampleBoardGoesToALinkAndBackToTheSamePosition) {
  int boards = 0;
  for (const auto& entry : fs::recursive_directory_iterator(kExamples)) {
    if (entry.path().extension() != ".board") continue;
    const std::string text = readTextFile(entry.path());
    const std::string game = gameOf(text);
    SharedLink shared;
    shared.scene.game = game;
    shared.scene.boardText = text;
    const std::string link = shareLink(shared);
    const Scene back = readShareLink(link).scene;
    EXPECT_EQ(back.game, game) << entry.path();
    EXPECT_EQ(canonical(game, back.boardText), canonical(game, text)) << entry.path() << "\n" << link;
    ++boards;
  }
  EXPECT_GE(boards, 15);
}

TEST(ShareLink, EveryShippedLessonsSceneGoesToALinkAndBackUnderSixHundredCharacters) {
  for (const fs::path& file : findLessons(kExamples / "lessons")) {
    const Lesson lesson = loadLesson(file);
    SharedLink shared;
    Scene& scene = shared.scene;
    scene = lesson.scene;
    scene.boardText = readTextFile(lesson.scene.boardFile);
    scene.boardFile.clear();
    scene.game = gameOf(scene.boardText);
    shared.lesson = file.stem().string();
    const std::string link = shareLink(shared);
    EXPECT_LT(link.size(), 600u) << file.filename() << ": " << link;
    const SharedLink read = readShareLink("https://boardlab.example/BoardLab.html#" + link);
    const Scene& back = read.scene;
    EXPECT_EQ(canonical(scene.game, back.boardText), canonical(scene.game, scene.boardText)) << link;
    EXPECT_EQ(back.algo, lesson.scene.algo) << link;
    EXPECT_EQ(back.parameters.size(), lesson.scene.parameters.size()) << link;
    for (const SceneParameter& p : lesson.scene.parameters) EXPECT_EQ(back.parameter(p.key), p.value) << link;
    EXPECT_EQ(back.step, lesson.scene.step);
    EXPECT_EQ(read.lesson, file.stem().string());
    EXPECT_TRUE(read.notes.empty());
    for (char c : link) EXPECT_TRUE(c == '&' || c == '=' || isShareValueChar(c)) << "'" << c << "' in " << link;
  }
}

TEST(ShareLink, AFifteenBySixtyMoveGameAndATwelveByEightBoardFitInAChatMessage) {
  std::string moves = "game gomoku\nsize 15\nrule renju\nmoves";
  for (int i = 0; i < 60; ++i)  // 60 distinct points on rows 3, 6, 9 and 12
    moves += " " + std::string(1, static_cast<char>('a' + i % 15)) + std::to_string(3 + i / 15 * 3);
  SharedLink game{.scene = {.game = "gomoku",
                            .boardText = moves + "\n",
                            .algo = "scan:java",
                            .step = 12,
                            .parameters = {{"move", "60"}}}};
  const std::string gomokuLink = shareLink(game);
  EXPECT_LT(gomokuLink.size(), 600u) << gomokuLink;
  SharedLink board{.scene = {.game = "link",
                             .boardText = readTextFile(kExamples / "link" / "classic-12x8.board"),
                             .algo = "corners",
                             .step = 4,
                             .parameters = {{"from", "0,0"}, {"to", "3,0"}}}};
  const std::string linkLink = shareLink(board);
  EXPECT_LT(linkLink.size(), 600u) << linkLink;
  EXPECT_EQ(readShareLink(gomokuLink).scene.number("move"), 60);
}

// What is wrong, and where: every refusal names the field (or the whole link) and a character position.
TEST(ShareLink, AMalformedLinkIsRefusedNamingTheFieldAndTheCharacter) {
  struct Case {
    std::string link, field, says;
  };
  const std::vector<Case> cases{
      {"", "", "empty"},
      {"g=gomoku&v=1", "", "does not start with its version"},
      {"v=2&g=gomoku&size=15", "v", "needs share-link version 2"},
      {"v=x&g=gomoku", "v", "is not a number"},
      {"v&g=gomoku", "", "does not start with its version"},
      {"v=1", "", "the game"},
      {"v=1&g=chess", "g", "no game BoardLab knows"},
      {"v=1&g=gomoku", "", "needs its board's size"},
      {"v=1&g=gomoku&size=99", "size", "no board size"},
      {"v=1&g=gomoku&size=15&&rule=renju", "", "empty field"},
      {"v=1&g=gomoku&size=15&size=15", "size", "given twice"},
      {"v=1&g=gomoku&size=15&Rule=renju", "", "cannot be in a field's name"},
      {"v=1&g=gomoku&size=15&rule=chess", "rule", "no rule"},
      {"v=1&g=gomoku&size=15&moves=h8.z99", "moves", "no point"},
      {"v=1&g=gomoku&size=15&moves=h8.h8", "moves", "cannot be played"},
      {"v=1&g=gomoku&size=15&moves=undo", "moves", "cannot be played"},
      {"v=1&g=gomoku&size=15&black=h8&white=h8", "white", "holds a stone"},
      {"v=1&g=gomoku&size=15&colour=red", "colour", "no field of a gomoku link"},
      {"v=1&g=gomoku&size=15&step=-1", "step", "'-1' is not a number"},
      {"v=1&g=gomoku&size=15&present=1", "present", "takes no value"},
      {"v=1&g=gomoku&size=15&algo", "algo", "needs a value"},
      {"v=1&g=gomoku&size=15&rule=renju&moves", "moves", "needs a value"},
      {"v=1&g=gomoku&size=15&moves=h8<script>", "moves", "no character"},
      {"v=1&g=link&size=4x2&tiles=A.BA.B", "tiles", "6 cells for a 4x2 board of 8"},
      {"v=1&g=link&size=4x2&tiles=A.BA.B.%", "tiles", "no character"},
      {"v=1&g=link&size=4x2&tiles=A.BA.B.-", "tiles", "neither a tile"},
      {"v=1&g=link&size=65x2", "size", "no board size"},
      {"v=1&g=link&size=4x2&border=maybe", "border", "not on or off"},
      {"v=1&g=link&size=4x2&turns=-3", "turns", "no turn limit"},
      {"v=1&g=link&size=4", "size", "not CxR"},
  };
  for (const Case& c : cases) {
    const ShareLinkError e = refusalOf(c.link);
    EXPECT_EQ(e.field(), c.field) << c.link << ": " << e.what();
    EXPECT_NE(std::string(e.what()).find(c.says), std::string::npos) << c.link << ": " << e.what();
    EXPECT_LE(e.position(), c.link.size() + 1) << c.link;
  }
}

TEST(ShareLink, AnOversizedLinkIsRefusedBeforeItIsReadAndTheLargestBoardFits) {
  const std::string huge = "v=1&g=link&size=64x64&tiles=" + std::string(kMaxShareLinkLength, 'A');
  EXPECT_THROW(readShareLink(huge), ShareLinkError);
  std::string grid = "game link\nsize 64x64\nborder on\nturns 2\ngrid\n";
  for (int r = 0; r < 64; ++r) grid += std::string(64, r % 2 ? 'A' : 'B') + "\n";
  const std::string link = shareLink(SharedLink{.scene = {.game = "link", .boardText = grid, .algo = "bfs"}});
  EXPECT_LE(link.size(), kMaxShareLinkLength);
  EXPECT_EQ(canonical("link", readShareLink(link).scene.boardText), canonical("link", grid));
}

// What BoardLab writes, it reads: a turn limit a board file allows goes through a link, and a scene too long
// for a link is refused when written, never written to be refused when read.
TEST(ShareLink, EveryLinkWrittenReadsBackAndNoneIsWrittenTooLongToRead) {
  const std::string turns = "game link\nsize 3x1\nborder on\nturns 2000\ngrid\nA.A\n";
  EXPECT_EQ(
      canonical("link",
                readShareLink(shareLink(SharedLink{.scene = {.game = "link", .boardText = turns}})).scene.boardText),
      canonical("link", turns));
  std::string moves = "game gomoku\nsize 15\nmoves h8";
  for (int i = 0; i < 2000; ++i) moves += i % 20 ? " undo redo" : "\nundo redo";  // lines of a board file
  EXPECT_THROW(shareLink(SharedLink{.scene = {.game = "gomoku", .boardText = moves + "\n"}}), std::invalid_argument);
}

// A link never names or starts an outside program: one in the scene is dropped with a note.
TEST(ShareLink, AProgramInTheSceneIsDroppedWithANote) {
  const SharedLink s = readShareLink("v=1&g=gomoku&size=15&moves=h8&algo=my-check&step=3");
  EXPECT_TRUE(s.scene.algo.empty());
  EXPECT_EQ(s.scene.step, 0);
  ASSERT_EQ(s.notes.size(), 1u);
  EXPECT_NE(s.notes[0].find("my-check"), std::string::npos);
  EXPECT_THROW(shareLink(SharedLink{
                   .scene = {.game = "gomoku", .boardText = "game gomoku\nsize 15\n", .algo = "ext:python3 x.py"}}),
               std::invalid_argument);
}

// Every scene field is judged when the link is read, against the link's board, naming
// the field and its character (no later reader refuses an option the user never typed).
TEST(ShareLink, EverySceneFieldIsCheckedAgainstTheBoardWhenTheLinkIsRead) {
  struct Case {
    std::string link, field, says;
    std::size_t at;
  };
  const std::string tiles = "v=1&g=link&size=4x2&tiles=A.BA.B..";
  const std::vector<Case> cases{
      {tiles + "&from=5,5&to=0,0", "from", "'5,5' is outside the 4x2 tile area", 41},
      {tiles + "&from=0,0", "from", "'from' needs 'to'", 36},
      {tiles + "&to=x", "to", "'x' is no tile", 39},
      {tiles + "&move=1", "move", "no field of a link board's link", 36},
      {tiles + "&point=h8", "point", "no field of a link board's link", 36},
      {"v=1&g=gomoku&size=15&moves=h8&point=z99", "point", "'z99' is no point of this 15x15 board", 37},
      {"v=1&g=gomoku&size=15&moves=a1.a2.a3.a4.a5.a6.a7.a8.a9&move=10", "move", "move 10 of a game of 9 moves", 55},
      {"v=1&g=gomoku&size=15&moves=h8&step=1000001", "step", "not a number from 1 to 1000000", 31},
      {"v=1&g=gomoku&size=15&moves=h8&step=0", "step", "not a number from 1", 31},
      {"v=1&g=gomoku&size=15&moves=h8&move=0", "move", "not a number from 1", 31},
      {"v=1&g=gomoku&size=15&from=0,0&to=1,1", "from", "no field of a gomoku link", 22},
      {"v=01&g=gomoku&size=15", "v", "no leading zero", 1},
      {"v=1&g=gomoku&size=15&moves=h8&step=05", "step", "no leading zero", 31},
  };
  for (const Case& c : cases) {
    const ShareLinkError e = refusalOf(c.link);
    EXPECT_EQ(e.field(), c.field) << c.link << ": " << e.what();
    EXPECT_NE(std::string(e.what()).find(c.says), std::string::npos) << c.link << ": " << e.what();
    EXPECT_EQ(e.position(), c.at) << c.link << ": " << e.what();
  }
}

// A text that is no link says why (a web address's query, an upper-case key), and
// a message quotes a whole character, a control byte escaped.
TEST(ShareLink, ANearMissSaysWhyAndAMessageQuotesAWholeCharacter) {
  const auto refusal = [](const std::string& link) { return std::string(refusalOf(link).what()); };
  EXPECT_NE(refusal("https://a.example/?v=1&g=gomoku&size=15").find("after a '#'"), std::string::npos);
  EXPECT_NE(refusal("V=1&g=gomoku&size=15").find("lower-case"), std::string::npos);
  EXPECT_NE(refusal("v=1&g=gomoku&size=15&moves=h8\xc3\xa9").find("'\xc3\xa9' is no character"), std::string::npos)
      << refusal("v=1&g=gomoku&size=15&moves=h8\xc3\xa9");
  EXPECT_NE(refusal("v=1&g=gomoku&size=15&moves=h8\x01").find("'\\x01' is no character"), std::string::npos)
      << refusal("v=1&g=gomoku&size=15&moves=h8\x01");
  EXPECT_NE(refusal("v=1&g=gomoku&size=15&m\xc3oves=h8").find("'\\xc3' at character"), std::string::npos)
      << refusal("v=1&g=gomoku&size=15&m\xc3oves=h8");
  EXPECT_EQ(quotedCharacter("a\xe4\xb8\xad", 1), "'\xe4\xb8\xad'");
  EXPECT_EQ(quotedCharacter("\x7f", 0), "'\\x7f'");
  EXPECT_EQ(quotedCharacter("\xc2\x9b", 0), "'\\xc2\\x9b'") << "a C1 control, escaped whole";
}

// Another game's algorithm or lesson is refused naming the field, and the game it is
// of; an unknown lesson is let through (a newer BoardLab's), said by checkSharedLesson's `found`.
TEST(ShareLink, AnotherGamesAlgorithmOrLessonIsRefusedNamingTheField) {
  try {
    readShareLink("v=1&g=gomoku&size=15&moves=h8&algo=corners");
    ADD_FAILURE() << "another game's algorithm read";
  } catch (const ShareLinkError& e) {
    EXPECT_EQ(e.field(), "algo");
    EXPECT_NE(std::string(e.what()).find("an algorithm of link boards"), std::string::npos) << e.what();
  }
  const fs::path lessons = kExamples / "lessons";
  bool found = false;
  const SharedLink gomoku = readShareLink("v=1&g=gomoku&size=15&moves=h8&lesson=14-bfs");
  try {
    checkSharedLesson(gomoku, lessons, found);
    ADD_FAILURE() << "a link lesson beside a gomoku board";
  } catch (const ShareLinkError& e) {
    EXPECT_EQ(e.field(), "lesson");
    EXPECT_EQ(e.position(), 31u);
    EXPECT_NE(std::string(e.what()).find("a lesson about link boards"), std::string::npos) << e.what();
  }
  checkSharedLesson(readShareLink("v=1&g=gomoku&size=15&moves=h8&lesson=no-such-lesson"), lessons, found);
  EXPECT_FALSE(found);
  checkSharedLesson(readShareLink("v=1&g=link&size=4x2&tiles=A.BA.B..&lesson=14-bfs"), lessons, found);
  EXPECT_TRUE(found);
}

TEST(ShareLink, ALinkIsToldFromAFileNameOrABoard) {
  EXPECT_TRUE(looksLikeShareLink("v=1&g=gomoku&size=15"));
  EXPECT_TRUE(looksLikeShareLink("  https://example.org/BoardLab.html#v=1&g=link&size=4x2 \n"));
  EXPECT_FALSE(looksLikeShareLink("examples/gomoku/centre-five.board"));
  EXPECT_FALSE(looksLikeShareLink("game gomoku\nsize 15\n"));
  EXPECT_FALSE(looksLikeShareLink("https://example.org/BoardLab.html"));
}

}  // namespace
}  // namespace boardlab
