// The standard gomoku formats (PSQ, SGF GM[4], move strings): each reader's documented cases, every
// refusal's line and reason, the lenient readers' notes, the writers, and load(save(x)) == x on random records.

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <random>

#include "engine/gomoku/board_file.hpp"
#include "engine/gomoku/formats.hpp"
#include "test_util.hpp"
#include "tests/test_paths.hpp"

namespace boardlab::gomoku {
namespace {

using testing::pt;
using testing::pts;

using Loader = std::function<GameRecord(std::string_view, const std::string&, std::vector<std::string>&)>;

const Loader kPsq = [](std::string_view t, const std::string& f, std::vector<std::string>& n) {
  return loadPsqText(t, f, n);
};
const Loader kSgf = [](std::string_view t, const std::string& f, std::vector<std::string>& n) {
  return loadSgfText(t, f, n);
};
const Loader kMoves = [](std::string_view t, const std::string& f, std::vector<std::string>& n) {
  return loadMoveString(t, f, n);
};
const Loader kTopMoves = [](std::string_view t, const std::string& f, std::vector<std::string>& n) {
  return loadMoveString(t, f, n, /*topOrigin=*/true);
};

std::vector<Action> places(const std::vector<Cell>& cells) {
  std::vector<Action> out;
  for (Cell c : cells) out.push_back({Action::Kind::Place, c});
  return out;
}

// Expects `text` to be refused with exactly "FILE:LINE: REASON".
void expectFormatRefused(const Loader& load, const std::string& file, const std::string& text, int line,
                         const std::string& reason) {
  std::vector<std::string> notes;
  try {
    load(text, file, notes);
    ADD_FAILURE() << "accepted:\n" << text;
  } catch (const BoardFileError& e) {
    EXPECT_EQ(e.line(), line) << e.what();
    EXPECT_EQ(e.reason(), reason) << e.what();
    EXPECT_EQ(std::string(e.what()), file + ":" + std::to_string(line) + ": " + reason);
  }
}

bool hasNote(const std::vector<std::string>& notes, const std::string& exact) {
  return std::find(notes.begin(), notes.end(), exact) != notes.end();
}

std::string joined(const std::vector<std::string>& notes) {
  std::string s;
  for (const std::string& n : notes) s += n + "\n";
  return s;
}

// ---------------------------------------------------------------------------------------------- PSQ

TEST(Psq, ReadsOneBasedColumnThenRowFromTheTop) {
  std::vector<std::string> notes;
  const GameRecord r = loadPsqText(
      "Piskvorky 15x15, 11:11, 0\n"
      "8,8,0\n"
      "8,7,1200\n"
      "1,1,5\n"
      "15,15,0\n"
      "pbrain-a.exe\n"
      "pbrain-b.exe\n"
      "-1\n",
      "t.psq", notes);
  EXPECT_EQ(r.start, Board(15, 15));
  EXPECT_EQ(r.toMove, Stone::Black);
  EXPECT_EQ(r.rule, Rule::Freestyle);
  // x = column, y counted from the top: 1,1 is the top-left a15, 15,15 the bottom-right o1.
  EXPECT_EQ(r.actions, places(pts({"h8", "h9", "a15", "o1"})));
  EXPECT_TRUE(notes.empty()) << joined(notes);  // player lines and -1 are the format, nothing assumed
}

TEST(Psq, ReadsTheHeaderSizeAsColumnsByRows) {
  std::vector<std::string> notes;
  const GameRecord r = loadPsqText("Piskvorky 20x15, 11:11, 0\n20,1,0\n", "t.psq", notes);
  EXPECT_EQ(r.start, Board(20, 15));
  EXPECT_EQ(r.actions, places({Cell{19, 0}}));
}

TEST(Psq, AZeroCoordinateMeansZeroBasedAndSaysSo) {
  std::vector<std::string> notes;
  const GameRecord r = loadPsqText("Piskvorky 15x15, 11:11, 0\n7,7,0\n7,0,0\n14,14,0\n", "t.psq", notes);
  EXPECT_EQ(r.actions, places(pts({"h8", "h15", "o1"})));
  EXPECT_EQ(notes,
            std::vector<std::string>{"t.psq:3: a 0 coordinate: read every move as 0-based (Piskvork writes 1-based)"});
}

TEST(Psq, TrailingJunkAndExtraFieldsAreIgnoredWithNotes) {
  std::vector<std::string> notes;
  const GameRecord r = loadPsqText(
      "Piskvorky 15x15, 11:11, 0\n"
      "8,8,0,extra\n"
      "9,9\n"  // no time at all: fine, nothing to say
      "human\n"
      "5,5,0\n"
      "-1\n"
      "garbage\n"
      "more garbage\n",
      "t.psq", notes);
  EXPECT_EQ(r.actions, places(pts({"h8", "i7"})));
  EXPECT_TRUE(hasNote(notes, "t.psq:2: ignored what follows x,y on move lines when it is not a time in milliseconds"))
      << joined(notes);
  EXPECT_TRUE(
      hasNote(notes, "t.psq:5: ignored a move-like line after the player lines (moves end at the first other line)"))
      << joined(notes);
  EXPECT_TRUE(hasNote(notes, "t.psq:7: ignored lines 7..8 after the end mark '-1'")) << joined(notes);
  EXPECT_EQ(notes.size(), 3u);
}

TEST(Psq, Refusals) {
  const std::string h = "Piskvorky 15x15, 11:11, 0\n";
  expectFormatRefused(kPsq, "t.psq", "", 0,
                      "empty file: a PSQ game starts with a first line like 'Piskvorky 15x15, 11:11, 0'");
  expectFormatRefused(kPsq, "t.psq", "8,8,0\n", 1,
                      "not a PSQ game: expected a first line like 'Piskvorky 15x15, 11:11, 0'");
  expectFormatRefused(
      kPsq, "t.psq", "Piskvorky big, 11:11, 0\n", 1,
      "no board size like 15x15 after 'Piskvorky' (expected a first line like 'Piskvorky 15x15, 11:11, 0')");
  expectFormatRefused(kPsq, "t.psq", "Piskvorky 30x30, 11:11, 0\n", 1, "size 30x30 is outside 5..26");
  expectFormatRefused(kPsq, "t.psq", h + "8,8,0\n8,x,0\n", 3,
                      "'8,x,0' is not a move like 8,8,0 (column, row from the top, milliseconds)");
  expectFormatRefused(kPsq, "t.psq", h + "8,8,0\n16,1,0\n", 3,
                      "move 2: 16,1 is off the 15x15 board (PSQ moves are 1-based column,row from the top)");
  expectFormatRefused(kPsq, "t.psq", h + "0,0,0\n\n15,3,0\n", 4,
                      "move 2: 15,3 is off the 15x15 board (read as 0-based because of the 0 on line 2)");
  expectFormatRefused(kPsq, "t.psq", h + "8,8,0\n9,9,0\n8,8,0\n", 4, "move 3: 8,8 (h8) already holds a black stone");
  expectFormatRefused(kPsq, "t.psq", std::string("Piskvorky 15x15\n8,8\0,0\n", 23), 2,
                      "contains a NUL byte (a binary file?)");
}

// ---------------------------------------------------------------------------------------------- SGF

TEST(Sgf, TwoLettersColumnThenRowFromTheTopSoHhIsH8) {
  std::vector<std::string> notes;
  const GameRecord r = loadSgfText("(;GM[4]FF[4]SZ[15];B[hh];W[hi];B[aa];W[oo])", "t.sgf", notes);
  EXPECT_EQ(r.start, Board(15, 15));
  EXPECT_EQ(r.toMove, Stone::Black);
  EXPECT_EQ(r.actions, places(pts({"h8", "h7", "a15", "o1"})));
  EXPECT_TRUE(notes.empty()) << joined(notes);
}

TEST(Sgf, RectangularSizeIsColumnsColonRows) {
  std::vector<std::string> notes;
  const GameRecord r = loadSgfText("(;GM[4]SZ[20:15];B[ta];W[ao])", "t.sgf", notes);
  EXPECT_EQ(r.start, Board(20, 15));
  EXPECT_EQ(r.actions, places({Cell{19, 0}, Cell{0, 14}}));
}

TEST(Sgf, SetupStonesBecomeTheStartGridAndPlSaysWhoMoves) {
  std::vector<std::string> notes;
  const GameRecord r = loadSgfText(
      "(;GM[4]SZ[9]RU[Standard]AB[ee][ef]AW[dd:de]PL[W]\n"
      ";W[aa];B[ii])",
      "t.sgf", notes);
  Board start(9, 9);
  testing::put(start, {"e5", "e4"}, Stone::Black);
  testing::put(start, {"d6", "d5"}, Stone::White);  // dd:de is the rectangle d6..d5
  EXPECT_EQ(r.start, start);
  EXPECT_EQ(r.rule, Rule::Standard);
  EXPECT_EQ(r.toMove, Stone::White);
  EXPECT_EQ(r.actions, places(pts({"a9", "i1"}, 9, 9)));
  EXPECT_TRUE(notes.empty()) << joined(notes);
}

TEST(Sgf, WithoutMovesTheSideToMoveComesFromPlOrTheStoneCounts) {
  std::vector<std::string> notes;
  EXPECT_EQ(loadSgfText("(;GM[4]SZ[15]AB[hh])", "t.sgf", notes).toMove, Stone::White);
  EXPECT_EQ(loadSgfText("(;GM[4]SZ[15]AB[hh]PL[B])", "t.sgf", notes).toMove, Stone::Black);
  EXPECT_TRUE(notes.empty()) << joined(notes);
  EXPECT_EQ(loadSgfText("(;GM[4]SZ[15]AB[hh][ii])", "t.sgf", notes).toMove, Stone::Black);
  EXPECT_EQ(notes, std::vector<std::string>{
                       "t.sgf: the setup has 2 black and 0 white stones and no PL: assumed black to move"});
}

TEST(Sgf, LenientCasesSayWhatWasAssumed) {
  std::vector<std::string> notes;
  const GameRecord r = loadSgfText(
      "junk before\n"
      "(;FF[4]RU[omok]PL[W]\n"
      ";B[hh]\n"
      "(;W[ii];B[jj])\n"
      "(;W[aa])\n"
      "(;W[bb](;B[cc])))\n"
      "(;GM[4];B[aa])\n",
      "t.sgf", notes);
  EXPECT_EQ(r.start, Board(15, 15));
  EXPECT_EQ(r.actions, places(pts({"h8", "i7", "j6"})));  // the main line: the first variation at each branch
  EXPECT_EQ(notes,
            (std::vector<std::string>{
                "t.sgf: no GM property: assumed gomoku (GM[4])",
                "t.sgf: no SZ property: assumed 15x15",
                "t.sgf:2: RU[omok] is not a rule BoardLab knows (freestyle, standard, renju or caro): used freestyle",
                "t.sgf:3: PL[W] but the first move is B: followed the moves",
                "t.sgf:1: ignored the text before the first '('",
                "t.sgf: read the main line only (the first variation at each branch); ignored 3 other variations",
                "t.sgf: the file holds 2 games: read the first",
            }));
}

TEST(Sgf, PropertyNamesWithLowerCaseLettersAndEscapedValues) {
  std::vector<std::string> notes;
  // FF[3] spelled properties with lower-case letters; values may hold escaped ']' and line breaks.
  const GameRecord r = loadSgfText("(;GaMe[4]SiZe[15]C[a \\] bracket\nand a line];Black[hh])", "t.sgf", notes);
  EXPECT_EQ(r.actions, places(pts({"h8"})));
  EXPECT_TRUE(notes.empty()) << joined(notes);
}

TEST(Sgf, Refusals) {
  expectFormatRefused(kSgf, "t.sgf", "(;GM[1]SZ[19];B[pd])", 1, "this SGF is for GM[1] (Go), not gomoku (GM[4])");
  expectFormatRefused(kSgf, "t.sgf", "(;FF[4]\nGM[2])", 2, "this SGF is for GM[2] (Othello), not gomoku (GM[4])");
  expectFormatRefused(kSgf, "t.sgf", "(;GM[four])", 1, "GM[four] is not a game number (gomoku is GM[4])");
  expectFormatRefused(kSgf, "t.sgf", "(;GM[4]\nSZ[27])", 2, "SZ[27]: size 27x27 is outside 5..26");
  expectFormatRefused(kSgf, "t.sgf", "(;GM[4]SZ[19:30])", 1, "SZ[19:30]: size 19x30 is outside 5..26");
  expectFormatRefused(kSgf, "t.sgf", "(;GM[4]SZ[big])", 1,
                      "SZ[big] is not a size like SZ[15] or SZ[20:15] (columns:rows)");
  expectFormatRefused(kSgf, "t.sgf", "(;GM[4]SZ[15]\n;B[hh]\n;W[]\n)", 3, "W[] is a pass: gomoku has no passes");
  expectFormatRefused(kSgf, "t.sgf", "(;GM[4]SZ[15];B[hh]\n;B[ii])", 2,
                      "move 2: black plays twice in a row (a BoardLab record alternates colours)");
  expectFormatRefused(kSgf, "t.sgf", "(;GM[4]SZ[15];B[hh]W[ii])", 1, "a node with both B and W: one move per node");
  expectFormatRefused(kSgf, "t.sgf", "(;GM[4]SZ[15];B[hh]\n;AB[aa])", 2,
                      "setup stones (AB) after the first move: a BoardLab record can only start from them");
  expectFormatRefused(kSgf, "t.sgf", "(;GM[4]SZ[15];B[hh];W[pa])", 1, "W[pa] is off the 15x15 board");
  expectFormatRefused(kSgf, "t.sgf", "(;GM[4]SZ[15];B[h8])", 1,
                      "B[h8] is not a point like hh (two letters: column, then row from the top)");
  expectFormatRefused(kSgf, "t.sgf", "(;GM[4]SZ[15]\n;B[hh]\n;W[ii]\n;B[hh])", 4,
                      "move 3: B[hh] (h8) already holds a black stone");
  expectFormatRefused(kSgf, "t.sgf", "(;GM[4]SZ[15]AB[hh]AW[hh])", 1, "AW[hh] (h8) already holds a black stone");
  expectFormatRefused(kSgf, "t.sgf", "(;GM[4]SZ[15]PL[X])", 1, "PL[X] must be PL[B] or PL[W]");
  expectFormatRefused(kSgf, "t.sgf", "(;GM[4]\nC[never\nclosed", 2,
                      "the value opened with '[' here is never closed with ']'");
  expectFormatRefused(kSgf, "t.sgf", "(;GM[4];B[hh]\n", 2, "the file ends inside the game tree opened on line 1");
  expectFormatRefused(kSgf, "t.sgf", "(;GM[4];B[hh](;W[aa]\n(;W[bb])", 2,
                      "the file ends inside a game tree (2 ')' missing)");
  expectFormatRefused(kSgf, "t.sgf", "(;GM[4];B[hh]))", 1, "')' without a matching '('");
  expectFormatRefused(kSgf, "t.sgf", "()", 1, "empty game tree: a game tree starts with ';' (a node)");
  expectFormatRefused(kSgf, "t.sgf", "(;GM[4]\n;B[hh]}", 2, "unexpected '}': expected ';' (a node), '(' or ')'");
  expectFormatRefused(kSgf, "t.sgf", "(;GM[4]SZ)", 1, "property SZ has no value: expected '[' after it");
  expectFormatRefused(kSgf, "t.sgf", "(;gm[4])", 1, "'gm' is not a property name (names are upper-case letters)");
  expectFormatRefused(kSgf, "t.sgf", "no game here", 0, "no SGF game: an SGF file starts with '(;'");
  expectFormatRefused(kSgf, "t.sgf", std::string("(;GM[4]\n;B[hh]\0)", 16), 2, "contains a NUL byte (a binary file?)");
}

// --------------------------------------------------------------------------------------- move strings

TEST(MoveString, RenjuNotationRowsFromTheBottom) {
  std::vector<std::string> notes;
  const GameRecord r = loadMoveString("h8h9i8", "t.txt", notes);
  EXPECT_EQ(r.start, Board(15, 15));
  EXPECT_EQ(r.toMove, Stone::Black);
  EXPECT_EQ(r.rule, Rule::Freestyle);
  EXPECT_EQ(r.actions,
            (std::vector<Action>{
                {Action::Kind::Place, {7, 7}}, {Action::Kind::Place, {7, 6}}, {Action::Kind::Place, {8, 7}}}));
  EXPECT_EQ(
      notes,
      std::vector<std::string>{
          "t.txt: a move string holds only the moves: assumed a 15x15 board, black first, the freestyle rule, rows counted from the bottom"});
}

TEST(MoveString, TopOriginCountsRowsFromTheTop) {
  std::vector<std::string> notes;
  // Top origin: h7 is the row above the centre, which renju notation calls h9; a1 is the top-left corner.
  const GameRecord r = loadMoveString("h8h7i8a1", "t.txt", notes, /*topOrigin=*/true);
  EXPECT_EQ(r.actions, places(pts({"h8", "h9", "i8", "a15"})));
  EXPECT_NE(notes.at(0).find("rows counted from the top"), std::string::npos) << joined(notes);
}

TEST(MoveString, SeparatorsLineBreaksCommentsAndUpperCase) {
  std::vector<std::string> notes;
  const GameRecord r = loadMoveString("# opening\nH8, h9; i8\n\tj10 k11 # the rest\n", "t.txt", notes);
  EXPECT_EQ(r.actions, places(pts({"h8", "h9", "i8", "j10", "k11"})));
  EXPECT_TRUE(hasNote(notes, "t.txt:2: read upper-case column letters as lower-case")) << joined(notes);
}

TEST(MoveString, TheBoardIsTheSmallestUsualSizeThatHoldsTheMoves) {
  std::vector<std::string> notes;
  EXPECT_EQ(loadMoveString("a1o15", "t.txt", notes).start, Board(15, 15));
  EXPECT_EQ(loadMoveString("s19", "t.txt", notes).start, Board(19, 19));
  EXPECT_EQ(loadMoveString("a20", "t.txt", notes).start, Board(20, 20));
  EXPECT_EQ(loadMoveString("u1", "t.txt", notes).start, Board(21, 21));
  notes.clear();
  const GameRecord r = loadMoveString("s19", "t.txt", notes);
  EXPECT_EQ(r.actions, places({Cell{18, 0}}));  // s19 on 19x19 is the top-right corner
  EXPECT_NE(notes.at(0).find("assumed a 19x19 board"), std::string::npos) << joined(notes);
}

TEST(MoveString, Refusals) {
  expectFormatRefused(kMoves, "t.txt", "h8h9\nh8!", 2,
                      "'!' at character 3 is not part of a move like h8 (a column letter, then a row number)");
  expectFormatRefused(kMoves, "t.txt", "h8 9", 1,
                      "'9' at character 4 is not part of a move like h8 (a column letter, then a row number)");
  expectFormatRefused(kMoves, "t.txt",
                      "h8 \xC3\xA9"
                      "5",
                      1,
                      "'\xC3\xA9' at character 4 is not part of a move like h8 (a column letter, then a row number)");
  expectFormatRefused(kMoves, "t.txt", "h8h0", 1,
                      "move 2: 'h0' is not a move like h8 (a column letter, then a row number from 1)");
  expectFormatRefused(kMoves, "t.txt", "h8 h", 1,
                      "move 2: 'h' is not a move like h8 (a column letter, then a row number from 1)");
  expectFormatRefused(kMoves, "t.txt", "h8\nh27", 2, "move 2: 'h27' is off the largest board (26x26)");
  expectFormatRefused(kMoves, "t.txt", "h8h9\n\ni8h8", 3, "move 4: h8 already holds a black stone");
  expectFormatRefused(kTopMoves, "t.txt", "h8h7h7", 1, "move 3: h7 (h9 from the bottom) already holds a white stone");
  // The limit is counted before any move is played, so even a repetitive string is refused for its length.
  std::string many;
  for (int k = 0; k < GameRecord::kMaxActions + 1; ++k) many += k % 100 == 99 ? "a1\n" : "a1 ";
  expectFormatRefused(kMoves, "t.txt", many, 101, "more than 10000 moves");
}

// ------------------------------------------------------------------------------------- choosing a format

TEST(Formats, NamesAndExtensions) {
  for (Format f : {Format::Board, Format::Psq, Format::Sgf, Format::Moves}) EXPECT_EQ(parseFormat(formatName(f)), f);
  EXPECT_EQ(parseFormat("png"), std::nullopt);
  EXPECT_EQ(formatOfExtension("a/b.board"), Format::Board);
  EXPECT_EQ(formatOfExtension("g.PSQ"), Format::Psq);
  EXPECT_EQ(formatOfExtension("g.sgf"), Format::Sgf);
  EXPECT_EQ(formatOfExtension("g.txt"), Format::Moves);
  EXPECT_EQ(formatOfExtension("g.moves"), Format::Moves);
  EXPECT_EQ(formatOfExtension("g.dat"), std::nullopt);
  EXPECT_EQ(formatOfExtension("game"), std::nullopt);
}

TEST(Formats, ContentTellsTheFormatWhenTheExtensionDoesNot) {
  EXPECT_EQ(formatOfContent("\n  ( ;GM[4];B[hh])"), Format::Sgf);
  EXPECT_EQ(formatOfContent("Piskvorky 15x15, 11:11, 0\n8,8,0\n"), Format::Psq);
  EXPECT_EQ(formatOfContent("# comment\ngame gomoku\nmoves h8\n"), Format::Board);
  EXPECT_EQ(formatOfContent("h8h9i8\n"), Format::Moves);
  EXPECT_EQ(formatOfContent("hello world"), std::nullopt);
  EXPECT_EQ(formatOfContent(""), std::nullopt);

  std::vector<std::string> notes;
  GameRecord r = loadGomokuText("(;GM[4]SZ[15];B[hh])", "game", notes);
  EXPECT_EQ(r.actions, places(pts({"h8"})));
  EXPECT_TRUE(notes.empty()) << joined(notes);
  Format used = Format::Board;
  r = loadGomokuText("h8h9", "game.dat", notes, {}, &used);
  EXPECT_EQ(used, Format::Moves);
  EXPECT_EQ(r.actions.size(), 2u);
}

TEST(Formats, PlainContentOverridesAMisleadingExtensionWithANote) {
  std::vector<std::string> notes;
  Format used = Format::Board;
  const GameRecord r = loadGomokuText("(;GM[4]SZ[15];B[hh])", "game.txt", notes, {}, &used);
  EXPECT_EQ(used, Format::Sgf);
  EXPECT_EQ(r.actions, places(pts({"h8"})));
  EXPECT_EQ(notes,
            std::vector<std::string>{"game.txt: the extension says moves but the text is plainly sgf: read it as sgf"});
}

TEST(Formats, TextOfNoKnownFormatIsRefused) {
  std::vector<std::string> notes;
  try {
    loadGomokuText("hello world\n", "x.dat", notes);
    ADD_FAILURE() << "accepted";
  } catch (const BoardFileError& e) {
    EXPECT_EQ(
        std::string(e.what()),
        "x.dat:0: cannot tell the format: not a board file, PSQ, SGF or move string (name it .board, .psq, .sgf or .txt)");
  }
  // With an extension the reader of that format says what is wrong, with its line.
  try {
    loadGomokuText("Piskvorky 15x15\n99,1,0\n", "x.psq", notes);
    ADD_FAILURE() << "accepted";
  } catch (const BoardFileError& e) {
    EXPECT_EQ(e.line(), 2);
  }
}

// The three example files hold the same short game: black's five g8..k8 on move 9.
TEST(Formats, TheExampleFilesHoldTheSameGame) {
  const std::string dir = std::string(testpaths::source) + "/examples/gomoku/formats/";
  GameRecord expected;
  expected.actions = places(pts({"h8", "h9", "i8", "i9", "j8", "j9", "g8", "g9", "k8"}));
  for (const char* name : {"short-game.psq", "short-game.sgf", "short-game.txt"}) {
    std::vector<std::string> notes;
    EXPECT_EQ(loadGomokuFile(dir + name, notes), expected) << name;
    if (std::string(name).ends_with(".txt"))
      EXPECT_EQ(notes.size(), 1u) << joined(notes);  // the size/colour assumption
    else
      EXPECT_TRUE(notes.empty()) << name << ": " << joined(notes);
  }
}

// -------------------------------------------------------------------------------------------- writers

TEST(Writers, ExactTextOfEachFormat) {
  GameRecord r;
  r.actions = places(pts({"h8", "h9", "a1"}));
  std::vector<std::string> notes;
  EXPECT_EQ(savePsqText(r, notes), "Piskvorky 15x15, 11:11, 0\n8,8,0\n8,7,0\n1,15,0\n-1\n");
  EXPECT_EQ(saveSgfText(r, notes), "(;GM[4]FF[4]CA[UTF-8]AP[BoardLab]SZ[15]\n;B[hh];W[hg];B[ao])\n");
  EXPECT_EQ(saveMoveString(r, notes), "h8h9a1\n");
  EXPECT_EQ(saveMoveString(r, notes, /*topOrigin=*/true), "h8h7a15\n");
  EXPECT_TRUE(notes.empty()) << joined(notes);
  EXPECT_EQ(saveGomokuFile(r, Format::Board), saveBoardText(r));
}

TEST(Writers, SgfKeepsSetupRuleAndSideToMove) {
  GameRecord r;
  r.start = Board(20, 15);
  testing::put(r.start, {"a1", "t15"}, Stone::Black);
  testing::put(r.start, {"b2"}, Stone::White);
  r.rule = Rule::Standard;
  r.toMove = Stone::Black;  // the counts (2 black, 1 white) would say white: PL must carry it
  std::vector<std::string> notes;
  const std::string text = saveSgfText(r, notes);
  EXPECT_EQ(text, "(;GM[4]FF[4]CA[UTF-8]AP[BoardLab]SZ[20:15]RU[standard]AB[ta][ao]AW[bn]PL[B])\n");
  EXPECT_EQ(loadSgfText(text, "t.sgf", notes), r);
}

// Found by fuzz_sgf (tests/fuzz/corpus/sgf/setup-counts-unclear-no-pl.sgf): setup stones whose counts
// do not say who moves (here 10 black, 0 white) were saved without PL, so reading the saved file back
// noted an assumption the file should have settled.
TEST(Writers, SgfSavesPlWhenTheStoneCountsDoNotSayWhoMoves) {
  std::vector<std::string> notes;
  const GameRecord r = loadSgfText("(;GM[4]SZ[20:15]RU[standard]AB[aa:cc][hg])", "t.sgf", notes);
  ASSERT_EQ(r.toMove, Stone::Black);
  notes.clear();
  const std::string text = saveSgfText(r, notes);
  EXPECT_NE(text.find("PL[B]"), std::string::npos) << text;
  EXPECT_EQ(loadSgfText(text, "saved.sgf", notes), r);
  EXPECT_TRUE(notes.empty()) << joined(notes);
}

TEST(Writers, UndoAndRedoAreFlattenedToTheMovesOnTheBoard) {
  GameRecord r;
  r.actions = places(pts({"h8", "h9", "i8"}));
  r.actions.push_back({Action::Kind::Undo, {}});
  r.actions.push_back({Action::Kind::Undo, {}});
  r.actions.push_back({Action::Kind::Redo, {}});
  GameRecord flat;
  flat.actions = places(pts({"h8", "h9"}));
  for (Format f : {Format::Psq, Format::Sgf, Format::Moves}) {
    std::vector<std::string> notes;
    const std::string text = saveGomokuFile(r, f, {}, notes);
    ASSERT_EQ(notes.size(), 1u) << formatName(f);
    EXPECT_NE(notes[0].find("wrote the 2 moves on the board after the record's 6 actions"), std::string::npos)
        << notes[0];
    std::vector<std::string> readNotes;
    EXPECT_EQ(
        loadGomokuText(text, std::string("t.") + (f == Format::Moves ? "txt" : std::string(formatName(f))), readNotes),
        flat)
        << formatName(f);
  }
}

TEST(Writers, WhatAFormatCannotHoldIsRefusedOrNoted) {
  GameRecord grid;
  testing::put(grid.start, {"h8"}, Stone::Black);
  grid.toMove = Stone::White;
  std::vector<std::string> notes;
  EXPECT_THROW(savePsqText(grid, notes), std::invalid_argument);
  EXPECT_THROW(saveMoveString(grid, notes), std::invalid_argument);
  GameRecord white;
  white.toMove = Stone::White;
  EXPECT_THROW(savePsqText(white, notes), std::invalid_argument);
  EXPECT_TRUE(notes.empty());

  GameRecord standard;
  standard.rule = Rule::Standard;
  standard.start = Board(19, 19);
  standard.actions = places(pts({"a1"}, 19, 19));
  savePsqText(standard, notes);
  EXPECT_EQ(notes,
            std::vector<std::string>{
                "PSQ has no place for the rule: the standard rule is not saved (the file reads back as freestyle)"});
  notes.clear();
  saveMoveString(standard, notes);
  EXPECT_EQ(notes, (std::vector<std::string>{"a move string has no board size: this 19x19 game reads back on 15x15",
                                             "a move string has no rule: the standard rule is not saved"}));
}

// ------------------------------------------------------------------------------------------ round trips

// A random game of `moves` distinct points on a random board; with `setup`, random starting stones, side
// to move and rule as well (what SGF can hold and PSQ cannot).
GameRecord randomFormatRecord(std::mt19937& rng, bool setup, bool square15 = false) {
  std::uniform_int_distribution<int> side(Board::kMinSize, Board::kMaxSize);
  GameRecord r;
  r.start = square15 ? Board(15, 15) : Board(side(rng), side(rng));
  const int points = r.start.cols() * r.start.rows();
  std::vector<Cell> cells;
  for (int row = 0; row < r.start.rows(); ++row)
    for (int col = 0; col < r.start.cols(); ++col) cells.push_back({col, row});
  std::shuffle(cells.begin(), cells.end(), rng);
  std::size_t next = 0;
  if (setup) {
    const int stones = std::uniform_int_distribution<int>(0, points / 4)(rng);
    for (int k = 0; k < stones; ++k) r.start.set(cells[next++], rng() % 2 ? Stone::Black : Stone::White);
    r.toMove = rng() % 2 ? Stone::Black : Stone::White;
    r.rule = rng() % 2 ? Rule::Freestyle : Rule::Standard;
  }
  const int moves = std::uniform_int_distribution<int>(0, points / 2)(rng);
  for (int k = 0; k < moves; ++k) r.actions.push_back({Action::Kind::Place, cells[next++]});
  return r;
}

TEST(RoundTrip, PsqOnRandomRecords) {
  std::mt19937 rng(20261130);
  for (int i = 0; i < 200; ++i) {
    const GameRecord r = randomFormatRecord(rng, /*setup=*/false);
    std::vector<std::string> notes;
    const std::string text = savePsqText(r, notes);
    ASSERT_EQ(loadPsqText(text, "t.psq", notes), r) << text;
    ASSERT_TRUE(notes.empty()) << joined(notes);
  }
}

TEST(RoundTrip, SgfOnRandomRecordsWithSetupStones) {
  std::mt19937 rng(7);
  for (int i = 0; i < 200; ++i) {
    const GameRecord r = randomFormatRecord(rng, /*setup=*/true);
    std::vector<std::string> notes;
    const std::string text = saveSgfText(r, notes);
    ASSERT_EQ(loadSgfText(text, "t.sgf", notes), r) << text;
  }
}

TEST(RoundTrip, MoveStringsInBothOriginsOn15x15) {
  std::mt19937 rng(15);
  for (int i = 0; i < 100; ++i) {
    GameRecord r = randomFormatRecord(rng, /*setup=*/false, /*square15=*/true);
    for (bool top : {false, true}) {
      std::vector<std::string> notes;
      const std::string text = saveMoveString(r, notes, top);
      // A move string says nothing about the size: a game that stays inside a corner reads back smaller
      // only when it could; 15x15 is the smallest size the reader assumes, so 15x15 games come back whole.
      ASSERT_EQ(loadMoveString(text, "t.txt", notes, top), r) << text;
    }
  }
}

TEST(RoundTrip, AnyFormatThroughTheEntryPoints) {
  std::mt19937 rng(3);
  for (int i = 0; i < 50; ++i) {
    const GameRecord r = randomFormatRecord(rng, /*setup=*/false, /*square15=*/true);
    for (Format f : {Format::Board, Format::Psq, Format::Sgf, Format::Moves}) {
      std::vector<std::string> notes;
      const std::string name = std::string("t.") + (f == Format::Moves ? "txt" : std::string(formatName(f)));
      ASSERT_EQ(loadGomokuText(saveGomokuFile(r, f), name, notes), r) << formatName(f);
    }
  }
}

}  // namespace
}  // namespace boardlab::gomoku
