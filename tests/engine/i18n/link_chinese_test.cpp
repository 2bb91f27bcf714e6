// The link game speaks Chinese everywhere: every algorithm's trace, listing, menu summary, refusal reason,
// path shape, solver and generator message. The same queries are recorded in English too, so that the
// test can prove each narration branch was reached (a branch never reached could hide an untranslated
// sentence); English narrations are matched against their templates, which are the catalogue keys.

#include <gtest/gtest.h>

#include <random>
#include <set>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "engine/i18n/i18n.hpp"
#include "engine/link/algorithms.hpp"
#include "engine/link/bfs.hpp"
#include "engine/link/corners.hpp"
#include "engine/link/corners_objc.hpp"
#include "engine/link/generator.hpp"
#include "engine/link/rays.hpp"
#include "engine/link/solver.hpp"
#include "engine/link/trace_steps.hpp"
#include "tests/engine/i18n/chinese_check.hpp"
#include "tests/engine/link/test_boards.hpp"

namespace boardlab::link {
namespace {

using i18n::Language;
using i18n::LanguageScope;
using i18n::testing::expectChineseTrace;
using i18n::testing::hasCjk;
using testing::boardOf;

struct Query {
  Board board;
  Cell a;
  Cell b;
};

// Boards that reach the branches random boards rarely do; each comment says which.
std::vector<Query> chosenQueries() {
  std::vector<Query> q;
  auto add = [&](const Board& board, Cell a, Cell b) { q.push_back({board, a, b}); };
  const Board refusals = boardOf({"AB.A", "B..."});
  add(refusals, {0, 0}, {9, 9});                                           // outside the tile area
  add(refusals, {0, 0}, {2, 0});                                           // empty cell
  add(refusals, {0, 0}, {0, 0});                                           // same tile
  add(refusals, {0, 0}, {1, 0});                                           // different faces
  add(boardOf({"A..A", "...."}, true, 3), {0, 0}, {3, 0});                 // 3 turns: only bfs applies
  add(boardOf({"A..A", "...."}, true, Board::kAnyTurns), {0, 0}, {3, 0});  // any turns
  // corners: C empty but blocked, D holds a tile; the scans stop on a tile and on the ring cell.
  add(boardOf({"A...", "...B", "C..A"}, false), {0, 0}, {3, 2});
  // corners:objc: the early return on C (D never tried).
  add(boardOf({"A...", "B..C", "...A"}, false), {0, 0}, {3, 2});
  // corners:objc: C holds a tile, D empty and clear / empty but blocked / a tile too.
  add(boardOf({"A..B", "....", "...A"}, false), {0, 0}, {3, 2});
  add(boardOf({"A..B", ".B..", "...A"}, false), {0, 0}, {3, 2});
  add(boardOf({"A..B", "....", "B..A"}, false), {0, 0}, {3, 2});
  add(boardOf({"A..B", "....", "B..A"}, true), {0, 0}, {3, 2});  // and the ring on but never scanned
  // Straight lines, open and blocked; the turn limits 0 and 1.
  add(boardOf({"A..A", "...."}), {0, 0}, {3, 0});
  add(boardOf({"A.BA", "...."}), {0, 0}, {3, 0});
  add(boardOf({"A...", "...A"}, true, 0), {0, 0}, {3, 1});
  add(boardOf({"A.B.", "B..A", "...."}, false, 1), {0, 0}, {3, 1});
  add(boardOf({"AB.", "B..", "..A"}, true, 1), {0, 0}, {2, 2});
  // Two turns: Z, U through the ring, none at all; rays' band segments, blocked and too many turns.
  add(boardOf({"A.B", ".B.", "B.A"}, false), {0, 0}, {2, 2});
  add(boardOf({"A..B", "BBBB", "A..."}, true), {0, 0}, {0, 2});
  add(boardOf({"AB", "BA"}, false), {0, 0}, {1, 1});
  add(boardOf({"A..B", "B.B.", "A..."}, true), {0, 0}, {0, 2});
  add(boardOf({"A...", "....", "...A"}, true, 1), {0, 0}, {3, 2});
  // bfs: several layers, one new cell in a layer, a bent path of 3 turns and more.
  add(boardOf({"A.B..", ".BB..", "....A"}, false, Board::kAnyTurns), {0, 0}, {4, 2});
  add(boardOf({"A.B", "B.B", "BBB", "..A"}, true, Board::kAnyTurns), {0, 0}, {2, 3});
  add(boardOf({"AB", "BA"}, true, Board::kAnyTurns), {0, 0}, {1, 1});
  add(boardOf({"AB", "BA"}, false, Board::kAnyTurns), {0, 0}, {1, 1});
  return q;
}

std::vector<Query> allQueries() {
  std::vector<Query> q = chosenQueries();
  std::mt19937 rng(7);
  for (int n = 0; n < 300; ++n) {
    const int turns = n % 5 == 4 ? Board::kAnyTurns : n % 4;  // 0, 1, 2, 3 and any
    const Board b = testing::randomBoard(rng, 2 + n % 7, 2 + n % 5, 0.5, 2, n % 3 != 0, turns);
    const std::vector<Cell> tiles = b.tiles();
    if (tiles.size() < 2) continue;
    q.push_back({b, tiles[static_cast<std::size_t>(n) % tiles.size()],
                 tiles[(static_cast<std::size_t>(n) * 7 + 1) % tiles.size()]});
  }
  return q;
}

// Does `text` contain an instance of the English template `pattern`? Literal text must match exactly; each
// {n} stands for a value without ':', ';' or parentheses (so a template cannot match a longer sentence of
// another branch). Hand-written rather than std::regex, whose GCC 12 headers fail -Werror under ASan.
bool containsTemplate(const std::string& text, const std::string& pattern) {
  std::vector<std::string> pieces{""};  // literal pieces; a hole lies between each two
  for (std::size_t i = 0; i < pattern.size(); ++i) {
    const std::size_t close = pattern.find('}', i);
    if (pattern[i] == '{' && close != std::string::npos && close - i <= 3) {
      pieces.emplace_back();
      i = close;
    } else {
      pieces.back() += pattern[i];
    }
  }
  auto matchFrom = [&](auto&& self, std::size_t pos, std::size_t k) -> bool {
    if (text.compare(pos, pieces[k].size(), pieces[k]) != 0) return false;
    pos += pieces[k].size();
    if (k + 1 == pieces.size()) return true;
    for (std::size_t end = pos;; ++end) {
      if (self(self, end, k + 1)) return true;
      if (end == text.size() || std::string_view(":;()").find(text[end]) != std::string_view::npos) return false;
    }
  };
  for (std::size_t start = 0; start <= text.size(); ++start)
    if (matchFrom(matchFrom, start, 0)) return true;
  return false;
}

// Every narration template (and every phrase passed into one) that the link algorithms can produce.
const std::vector<std::string> kNarrations = {
    // verdicts and refusals
    "Not linked: {0}.",
    "Not linked: {0} ({1}).",
    "Linked {0}: {1} path with {2} turn over {3} steps, {4}.",
    "Linked {0}: {1} path with {2} turns over {3} steps, {4}.",
    "a cell is outside the tile area",
    "a cell holds no tile",
    "both ends are the same tile",
    "the tiles have different faces",
    "no path within the turn limit",
    "this algorithm only handles up to 2 turns",
    "straight",
    "with one turn",
    "with two turns",
    "through the band",
    "by the fewest-turn search",
    "the turn limit is 0",
    "the turn limit is 1",
    " I path",
    " L path",
    " Z path",
    " U path",
    " bent path",
    // corners
    "A {0} and B {1} share no row or column: no straight line.",
    "Every cell between A and B is empty: a straight line.",
    "The straight line from A to B is blocked by the tile at {0}.",
    "Corner {0} {1} holds a tile.",
    "Corner {0} {1} is empty but the route is blocked at {2}.",
    "Corner {0} {1} is empty and both legs are clear: an L.",
    "Scanning {0} from A, P = {1}: {2}; {3}.",
    "via {0} B is reached",
    "via {0} blocked",
    "The scan {0} from A stops at {1}: a tile is in the way.",
    "The scan {0} from A stops at {1}: the ring is off.",
    "The scan {0} from A stops at {1}: past the ring.",
    "Scanning left",
    "Scanning right",
    "Scanning up",
    "Scanning down",
    // corners:objc
    "verticalWith(A, B) is YES: nothing between them.",
    "verticalWith(A, B) is NO: not on one row or column, or a tile between.",
    "C {0} is empty, so its answer is returned: YES.",
    "C {0} is empty, so its answer is returned: NO - D {1} is never tried.",
    "C {0} holds a tile; D {1} holds a tile too: NO.",
    "C {0} holds a tile; D {1} is empty and clear: YES.",
    "C {0} holds a tile; D {1} is empty but blocked: NO.",
    "Scanning {0}: dict[{1}] != 0, break.",
    "Scanning {0}, P = {1}: oneCorner(P, B) tries {2} {3}: {4}.",
    "Scanning {0} ends at the loop bound: {1} is outside 0..rows-1 / 0..cols-1 (the ring is on but never scanned).",
    "Scanning {0} ends at the loop bound: {1} is outside 0..rows-1 / 0..cols-1.",
    // bfs
    "Start from A {0} in each of {1} open directions.",
    "Layer {0}: {1} new cell reachable with {2} turn; {3}.",
    "Layer {0}: {1} new cell reachable with {2} turns; {3}.",
    "Layer {0}: {1} new cells reachable with {2} turn; {3}.",
    "Layer {0}: {1} new cells reachable with {2} turns; {3}.",
    "B reached with {0} steps",
    "B not reached yet",
    // rays
    "A's rays reach columns {0}..{1} and rows {2}..{3}.",
    "B's rays reach columns {0}..{1} and rows {2}..{3}.",
    "A's ray reaches B: a straight line.",
    "No ray of A reaches B directly.",
    "Band rows: {0}; band columns: {1}.",
    "Band rows: none",
    "band columns: none",
    "Row {0}: segment {1} - {2} is blocked at {3}.",
    "Row {0}: segment {1} - {2} is clear: a path.",
    "Row {0}: segment {1} - {2} is clear but needs too many turns.",
    "Column {0}: segment {1} - {2} is blocked at {3}.",
    "Column {0}: segment {1} - {2} is clear: a path.",
    "Column {0}: segment {1} - {2} is clear but needs too many turns.",
};

TEST(LinkChinese, EveryAlgorithmNarratesEveryBranchInChinese) {
  const std::vector<Query> queries = allQueries();
  std::vector<std::string> english;  // every English narration, to prove each branch was reached
  {
    LanguageScope en(Language::English);
    for (const Query& q : queries)
      for (Algo algo : algorithms())
        for (const Step& s : traceQuery(algo, q.board, q.a, q.b).trace.steps) english.push_back(s.narration);
  }
  LanguageScope zh(Language::Chinese);
  i18n::clearMissing();
  std::size_t steps = 0;
  for (std::size_t i = 0; i < queries.size(); ++i) {
    const Query& q = queries[i];
    for (Algo algo : algorithms()) {
      const TracedQuery t = traceQuery(algo, q.board, q.a, q.b);
      EXPECT_EQ(t.result, query(algo, q.board, q.a, q.b)) << "the language changes words, never answers";
      expectChineseTrace(t.trace, std::string(algoName(algo)) + " query " + std::to_string(i));
      for (const Step& s : t.trace.steps) {
        ++steps;
        for (const auto& watched : s.watch) {
          EXPECT_FALSE(hasCjk(watched.name)) << "watch names are identifiers: " << watched.name;
        }
      }
      if (!t.trace.steps.empty()) {
        EXPECT_EQ(t.trace.steps.back().event, Event::Verdict) << "event names stay identifiers";
      }
    }
  }
  EXPECT_EQ(steps, english.size()) << "Chinese and English traces have the same steps";

  for (const std::string& pattern : kNarrations) {
    bool reached = false;
    for (const std::string& n : english) reached = reached || containsTemplate(n, pattern);
    EXPECT_TRUE(reached) << "no query reaches the narration branch: " << pattern;
  }
  for (const std::string& key : i18n::missing()) ADD_FAILURE() << "no Chinese for: " << key;
}

TEST(LinkChinese, TheVerdictWithoutAHowPhraseTranslatesInBothNumbers) {
  // No algorithm links without saying how; verdictStep still handles it, so its sentence is checked here.
  LanguageScope zh(Language::Chinese);
  i18n::clearMissing();
  for (const std::vector<Cell>& path :
       {std::vector<Cell>{{0, 0}, {3, 0}, {3, 2}}, std::vector<Cell>{{0, 0}, {0, 2}, {2, 2}, {2, 0}}}) {
    Step s;
    verdictStep(s, linkedResult(path), path.front(), path.back(), 1, "");
    EXPECT_TRUE(hasCjk(s.narration)) << s.narration;
    EXPECT_NE(s.narration.find("个转角"), std::string::npos) << s.narration;
  }
  for (const std::string& key : i18n::missing()) ADD_FAILURE() << "no Chinese for: " << key;
}

TEST(LinkChinese, AChineseSentenceKeepsItsValuesAndItsOwnWordOrder) {
  const Board b = boardOf({"A...", "...B", "C..A"}, false);
  LanguageScope zh(Language::Chinese);
  const Trace t = traceQuery(&kCorners, b, {0, 0}, {3, 2}).trace;
  ASSERT_GE(t.steps.size(), 3u);
  EXPECT_EQ(t.steps[0].narration,
            "A " + cellName({0, 0}) + " 与 B " + cellName({3, 2}) + " 既不同行也不同列：无法直线连通。");
  EXPECT_EQ(t.steps[1].narration, "拐点 C（" + cellName({3, 0}) + "）为空，但路线在 " + cellName({3, 1}) + " 处受阻。");
  EXPECT_EQ(t.steps[2].narration, "拐点 D（" + cellName({0, 2}) + "）上有图案。");
}

TEST(LinkChinese, TheCapOnATraceDoesNotLeaveEnglishSteps) {
  const Board b = boardOf({"A.....", "......", ".....A"});
  LanguageScope zh(Language::Chinese);
  for (Algo algo : algorithms()) {
    const TracedQuery t = traceQuery(algo, b, {0, 0}, {5, 2}, 2);
    EXPECT_TRUE(t.trace.truncated) << algoName(algo);
    // The note itself is written by the recorder (engine/core), not by the link algorithms.
    for (const Step& s : t.trace.steps) EXPECT_TRUE(hasCjk(s.narration)) << algoName(algo) << ": " << s.narration;
  }
}

TEST(LinkChinese, EveryListingSummaryReasonAndShapeHasChinese) {
  i18n::testing::expectChineseListing(&cornersListing, "corners");
  i18n::testing::expectChineseListing(&cornersObjcListing, "corners:objc");
  i18n::testing::expectChineseListing(&bfsListing, "bfs");
  i18n::testing::expectChineseListing(&raysListing, "rays");

  LanguageScope zh(Language::Chinese);
  i18n::clearMissing();
  for (Algo algo : algorithms()) {
    const std::vector<std::string>& lines = algoListing(algo);
    int chinese = 0;
    for (const std::string& line : lines) chinese += hasCjk(line);
    // Lines of the article's own code may stay as published; every listing still explains itself in Chinese.
    EXPECT_GE(chinese * 2, static_cast<int>(lines.size())) << algoName(algo);
    EXPECT_TRUE(hasCjk(i18n::tr(algoSummary(algo)))) << algoName(algo);
    EXPECT_EQ(algoName(algo), std::string(algoName(algo))) << "names stay as they are";
  }
  for (Reason r : {Reason::OutsideBoard, Reason::EmptyCell, Reason::SameCell, Reason::DifferentFaces, Reason::NoPath,
                   Reason::NotApplicable, Reason::None}) {
    EXPECT_TRUE(hasCjk(i18n::tr(reasonText(r))));
    if (r != Reason::None) {
      EXPECT_TRUE(hasCjk(i18n::tr(reasonName(r))));
    }
  }
  for (Shape s : {Shape::I, Shape::L, Shape::Z, Shape::U, Shape::Bent}) EXPECT_TRUE(hasCjk(i18n::tr(shapeName(s))));
  for (const std::string& key : i18n::missing()) ADD_FAILURE() << "no Chinese for: " << key;
}

TEST(LinkChinese, SolverAndGeneratorMessagesFollowTheLanguage) {
  GenerateOptions g;
  g.cols = 6;
  g.rows = 4;
  g.faces = 3;
  const Board solvable = generateBoard(g).board;
  SolveOptions tiny;
  tiny.maxStates = 1;
  GenerateOptions badFaces;
  badFaces.faces = 0;
  GenerateOptions impossible;  // one turn allowed and a single attempt: this seed paints itself into a corner
  impossible.cols = 6;
  impossible.rows = 5;
  impossible.faces = 1;
  impossible.seed = 3;
  impossible.maxTurns = 1;
  impossible.attempts = 1;

  LanguageScope zh(Language::Chinese);
  i18n::clearMissing();
  const SolveResult solved = solve(solvable);
  ASSERT_EQ(solved.status, SolveStatus::Solved);
  EXPECT_EQ(solved.message, std::to_string(solved.moves.size()) + " 步消完");
  const SolveResult odd = solve(boardOf({"AAA", "..."}));
  EXPECT_EQ(odd.message, "图案 'A' 的数量为奇数");
  const SolveResult stuck = solve(boardOf({"ABAB", "BABA"}, false));
  ASSERT_EQ(stuck.status, SolveStatus::Unsolvable);
  EXPECT_TRUE(hasCjk(stuck.message)) << stuck.message;
  EXPECT_EQ(solve(solvable, tiny).message, "搜索 1 个局面后放弃");
  try {
    generateBoard(badFaces);
    ADD_FAILURE() << "0 faces must be refused";
  } catch (const std::invalid_argument& e) {
    EXPECT_TRUE(hasCjk(e.what())) << e.what();
  }
  try {
    generateBoard(impossible);
    ADD_FAILURE() << "seed 3 of a one-turn 6x5 board fails its single attempt";
  } catch (const std::runtime_error& e) {
    EXPECT_TRUE(hasCjk(e.what())) << e.what();
  }
  for (const std::string& key : i18n::missing()) ADD_FAILURE() << "no Chinese for: " << key;
}

}  // namespace
}  // namespace boardlab::link
