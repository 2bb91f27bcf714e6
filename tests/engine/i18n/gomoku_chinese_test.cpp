// Every gomoku algorithm speaks Chinese: each is traced in Chinese over boards chosen to reach every
// branch of its narration (wins, no wins, overlines, guards, faults, refusals, take-backs, redos, a cut
// trace), every step must narrate in Chinese, every listing line and menu title must have its entry, no
// lookup may fall through to English, and every sentence of the gomoku catalogue must actually have been
// heard. That last check is what makes the test fail when a branch is left unvisited: a narration branch
// nobody reaches could still be English.

#include <gtest/gtest.h>

#include <set>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "engine/gomoku/algorithms.hpp"
#include "engine/gomoku/analysis.hpp"
#include "engine/gomoku/bitboard.hpp"
#include "engine/gomoku/catalogue.hpp"
#include "engine/gomoku/lines.hpp"
#include "engine/gomoku/lines_js.hpp"
#include "engine/gomoku/replay.hpp"
#include "engine/gomoku/scan.hpp"
#include "engine/gomoku/scan_java.hpp"
#include "engine/gomoku/scan_objc.hpp"
#include "engine/gomoku/windows.hpp"
#include "engine/gomoku/windows_csharp.hpp"
#include "engine/i18n/catalogues.hpp"
#include "engine/link/catalogue.hpp"
#include "tests/engine/gomoku/test_util.hpp"
#include "tests/engine/i18n/chinese_check.hpp"

namespace boardlab::gomoku {
namespace {

using i18n::Language;
using i18n::LanguageScope;
using testing::pt;
using testing::pts;
using testing::put;

using i18n::testing::matchesTemplate;

// Everything the Chinese run said: narrations, watch values, truncation notes and refusals.
class Heard {
 public:
  void trace(const Trace& t, const std::string& where) {
    i18n::testing::expectChineseTrace(t, where);
    EXPECT_FALSE(t.steps.empty()) << where;
    for (const Step& s : t.steps) {
      texts_.push_back(s.narration);
      for (const Watch& w : s.watch) texts_.push_back(w.value);
    }
    if (t.truncated) texts_.push_back(t.note);
  }
  void sentence(const std::string& text, const std::string& where) {
    EXPECT_TRUE(i18n::testing::hasCjk(text)) << where << ": " << text;
    texts_.push_back(text);
  }
  bool heard(std::string_view pattern) const {
    for (const std::string& t : texts_)
      if (matchesTemplate(t, pattern)) return true;
    return false;
  }

 private:
  std::vector<std::string> texts_;
};

// Runs `run` with a Recorder and returns what it recorded.
template <class Run>
Trace traced(Run run, std::size_t maxSteps = Recorder::kDefaultMaxSteps) {
  Recorder rec{"test", maxSteps};
  run(rec);
  return rec.take();
}

Board chinesePosition(int size, const std::vector<std::string>& black, const std::vector<std::string>& white = {}) {
  Board b(size, size);
  put(b, black, Stone::Black);
  put(b, white, Stone::White);
  return b;
}

const std::vector<std::string> kFive{"d8", "e8", "f8", "g8", "h8"};

void scanBranches(Heard& h) {
  const Board five = chinesePosition(15, kFive, {"c8"});
  h.trace(traced([&](auto& r) { scanWin(five, pt("h8"), Rule::Freestyle, r); }),
          "scan five (opponent and empty stops)");
  h.trace(traced([&](auto& r) { scanWin(chinesePosition(15, {"a1"}), pt("a1"), Rule::Freestyle, r); }),
          "scan edge stop, no win");
  const Board six = chinesePosition(15, {"c8", "d8", "e8", "f8", "g8", "h8"});
  h.trace(traced([&](auto& r) { scanWin(six, pt("h8"), Rule::Standard, r); }), "scan overline");
  h.trace(traced([&](auto& r) { scanWin(five, pt("a1"), Rule::Freestyle, r); }), "scan on an empty point");
  h.trace(traced([&](auto& r) { scanWin(six, pt("h8"), Rule::Renju, r); }), "scan renju overline");
  h.trace(traced([&](auto& r) { scanWin(six, pt("h8"), Rule::Caro, r); }), "scan caro overline");
  const Board blocked = chinesePosition(15, kFive, {"c8", "i8"});
  h.trace(traced([&](auto& r) { scanWin(blocked, pt("h8"), Rule::Caro, r); }), "scan caro blocked five");
}

void scanObjcBranches(Heard& h) {
  const Board five = chinesePosition(15, kFive, {"c8"});
  h.trace(traced([&](auto& r) { scanObjcWin(five, pt("h8"), r); }), "scan:objc five (empty, other colour)");
  const Board edge = chinesePosition(15, {"a8", "b8", "c8", "d8", "e8"});
  h.trace(traced([&](auto& r) { scanObjcWin(edge, pt("e8"), r); }), "scan:objc edge five missed (loop condition)");
  h.trace(traced([&](auto& r) {
            scanObjcWin(chinesePosition(9, {"g5", "h5", "i5"}), pt("g5", 9, 9), r);
          }),
          "scan:objc 9x9 (off the board)");
  // Column 15 on 19x19: the diagonal walks reach column 16, on the board, where j > kGridCount breaks.
  Board wide(19, 19);
  wide.set({15, 5}, Stone::Black);
  h.trace(traced([&](auto& r) { scanObjcWin(wide, {15, 5}, r); }), "scan:objc 19x19 (column test)");
}

void scanJavaBranches(Heard& h) {
  h.trace(traced([&](auto& r) { scanJavaWin(chinesePosition(15, kFive), pt("h8"), r); }),
          "scan:java five (count reached)");
  h.trace(traced([&](auto& r) { scanJavaWin(chinesePosition(15, {"h8"}, {"g8"}), pt("h8"), r); }),
          "scan:java no win (stops)");
  h.trace(traced([&](auto& r) { scanJavaWin(chinesePosition(15, {"a15"}), pt("a15"), r); }),
          "scan:java corner (loop bound)");
  h.trace(traced([&](auto& r) {
            scanJavaWin(chinesePosition(9, {"g5", "h5", "i5"}), pt("g5", 9, 9), r);
          }),
          "scan:java 9x9 (off the board)");
}

void linesBranches(Heard& h) {
  LineCounters empty(Board(15, 15));
  h.trace(traced([&](auto& r) { empty.play(pt("h8"), Stone::Black, Rule::Freestyle, r); }),
          "lines first stone (1 stone)");
  LineCounters four(chinesePosition(15, {"d8", "e8", "f8", "g8"}));
  h.trace(traced([&](auto& r) { four.play(pt("h8"), Stone::Black, Rule::Freestyle, r); }), "lines five");
  h.trace(traced([&](auto& r) { four.takeBack(pt("h8"), r); }), "lines take-back");
  LineCounters six(chinesePosition(15, {"c8", "d8", "e8", "f8", "g8"}));
  h.trace(traced([&](auto& r) { six.play(pt("h8"), Stone::Black, Rule::Standard, r); }), "lines overline, no win");
  LineCounters sixRenju(chinesePosition(15, {"c8", "d8", "e8", "f8", "g8"}));
  h.trace(traced([&](auto& r) { sixRenju.play(pt("h8"), Stone::Black, Rule::Renju, r); }), "lines renju overline");
  LineCounters blocked(chinesePosition(15, {"d8", "e8", "f8", "g8"}, {"c8", "i8"}));
  h.trace(traced([&](auto& r) { blocked.play(pt("h8"), Stone::Black, Rule::Caro, r); }), "lines caro blocked five");
}

void linesJsBranches(Heard& h) {
  LinesJs js(Board(15, 15), Stone::Black);
  const auto act = [&](auto f, const std::string& where) { h.trace(traced(f), where); };
  act([&](auto& r) { js.revert(r); }, "lines:js take-back before any click");
  act([&](auto& r) { js.click(pt("h8"), r); }, "lines:js click, turn passes");
  act([&](auto& r) { js.revert(r); }, "lines:js take-back");
  act([&](auto& r) { js.revert(r); }, "lines:js second take-back refused");
  act([&](auto& r) { js.removeRevert(r); }, "lines:js redo");
  act([&](auto& r) { js.removeRevert(r); }, "lines:js redo refused");
  act([&](auto& r) { js.click(pt("h8"), r); }, "lines:js click on its own stone");
  act([&](auto& r) { js.revert(r); }, "lines:js take-back of the occupied click");
  act([&](auto& r) { js.click(pt("h8"), r); }, "lines:js click after the take-back");
  act([&](auto& r) { js.removeRevert(r); }, "lines:js redo on an occupied point");

  LinesJs win(chinesePosition(15, {"d8", "e8", "f8", "g8"}), Stone::Black);
  const auto end = [&](auto f, const std::string& where) { h.trace(traced(f), where); };
  end([&](auto& r) { win.click(pt("h8"), r); }, "lines:js five, game over");
  end([&](auto& r) { win.click(pt("a1"), r); }, "lines:js click after the end");
  end([&](auto& r) { win.revert(r); }, "lines:js take-back after the end");
  end([&](auto& r) { win.removeRevert(r); }, "lines:js redo after the end");
}

void windowsBranches(Heard& h) {
  h.trace(traced([&](auto& r) { windowsWin(chinesePosition(15, kFive, {"c8"}), pt("h8"), Rule::Freestyle, r); }),
          "windows five");
  const Board six = chinesePosition(15, {"c8", "d8", "e8", "f8", "g8", "h8"});
  h.trace(traced([&](auto& r) { windowsWin(six, pt("h8"), Rule::Standard, r); }), "windows overline");
  h.trace(traced([&](auto& r) { windowsWin(six, pt("h8"), Rule::Renju, r); }), "windows renju overline");
  h.trace(traced([&](auto& r) { windowsWin(six, pt("h8"), Rule::Caro, r); }), "windows caro overline");
  h.trace(traced([&](auto& r) {
            windowsWin(chinesePosition(15, kFive, {"c8", "i8"}), pt("h8"), Rule::Caro, r);
          }),
          "windows caro blocked five");
  Board elsewhere = chinesePosition(15, kFive);
  elsewhere.set(pt("a1"), Stone::Black);
  h.trace(traced([&](auto& r) { windowsWin(elsewhere, pt("a1"), Rule::Freestyle, r); }), "windows five elsewhere");
}

void windowsCsharpBranches(Heard& h) {
  const auto run = [&](const Board& b, const std::vector<Cell>& order, const std::string& where) {
    h.trace(traced([&](auto& r) { windowsCsharpWin(b, order, r); }), where);
  };
  run(chinesePosition(15, {"h8"}), pts({"h8"}), "windows:csharp guards");
  const std::vector<std::string> top{"a15", "b15", "c15", "d15", "e15"};
  run(chinesePosition(15, top), pts(top), "windows:csharp five");
  // b13 black before four white stones: Win_Row finds no nulls but the other colour.
  run(chinesePosition(15, {"b13"}, {"c13", "d13", "e13", "f13"}), pts({"b13", "c13", "d13", "e13", "f13"}),
      "windows:csharp other colour, nulls");
  // The example file windows-csharp-fault.board: Win_AntiDiangle reads a[3, -1].
  const std::vector<std::string> fault{"c15", "h8", "b14", "i8", "a13"};
  run(chinesePosition(15, {"c15", "b14", "a13"}, {"h8", "i8"}), pts(fault), "windows:csharp index fault");
  // A stone on row 20 of a 21x21 board does not fit QZ[20, 20].
  Board big(21, 21);
  big.set({0, 20}, Stone::Black);
  run(big, {{0, 20}}, "windows:csharp Convert2Array fault");
}

void bitboardBranches(Heard& h) {
  const Bitboard five(chinesePosition(15, kFive));
  h.trace(traced([&](auto& r) { five.check(pt("h8"), Rule::Freestyle, r); }), "bitboard five");
  const Bitboard one(chinesePosition(15, {"h8"}));
  h.trace(traced([&](auto& r) { one.check(pt("h8"), Rule::Freestyle, r); }), "bitboard no win");
  const Bitboard blocked(chinesePosition(15, kFive, {"c8", "i8"}));
  h.trace(traced([&](auto& r) { blocked.check(pt("h8"), Rule::Caro, r); }), "bitboard caro blocked five");
}

// Through the replay: every algorithm on a move and (stateful ones) on a take-back, which also reaches
// the bitboard detector's own "bit toggled" steps; then every refusal the workbench can show.
void replayBranches(Heard& h) {
  GameRecord record;
  for (const char* move : {"h8", "h9", "i8"}) record.actions.push_back({Action::Kind::Place, pt(move)});
  record.actions.push_back({Action::Kind::Undo, {}});
  for (const AlgorithmInfo* info : algorithms()) {
    h.trace(traceAt(record, info->name, 3).trace, std::string(info->name) + " through the replay");
    if (info->run.stateful)
      h.trace(traceAt(record, info->name, 4).trace, std::string(info->name) + " take-back through the replay");
  }
  const auto refusal = [&](const GameRecord& r, std::string_view algo, int ply, const std::string& where) {
    try {
      traceAt(r, algo, ply);
      ADD_FAILURE() << where << ": no refusal";
    } catch (const std::invalid_argument& e) {
      h.sentence(e.what(), where);
    }
  };
  refusal(record, "no-such-algorithm", 0, "unknown algorithm");
  refusal(GameRecord{}, "scan", 0, "no move");
  refusal(record, "scan", 99, "ply outside");
  refusal(record, "scan", 4, "stateless on an undo");
  GameRecord twice;
  twice.actions = {{Action::Kind::Place, pt("h8")}, {Action::Kind::Place, pt("h8")}};
  refusal(twice, "scan", 2, "unplayable action");
  Analysis analysis;
  analysis.setAlgorithm("scan");
  analysis.update(GameRecord{});
  h.sentence(analysis.problem(), "analysis without a move");
  GameRecord painted;
  painted.start.set(pt("h8"), Stone::Black);
  analysis.update(painted);
  h.sentence(analysis.problem(), "a painted position with no move");
  // A trace cut by the recorder's limit says why in Chinese.
  const Trace cut = traced([&](auto& r) { scanWin(chinesePosition(15, kFive), pt("h8"), Rule::Freestyle, r); }, 2);
  EXPECT_TRUE(cut.truncated);
  h.trace(cut, "truncated scan");
}

TEST(GomokuChinese, EveryAlgorithmNarratesEveryBranchInChinese) {
  LanguageScope chinese(Language::Chinese);
  i18n::clearMissing();
  Heard h;
  scanBranches(h);
  scanObjcBranches(h);
  scanJavaBranches(h);
  linesBranches(h);
  linesJsBranches(h);
  windowsBranches(h);
  windowsCsharpBranches(h);
  bitboardBranches(h);
  replayBranches(h);
  for (const std::string& key : i18n::missing()) ADD_FAILURE() << "looked up without Chinese: " << key;

  // Which catalogue entries are not narrations: listing lines, menu titles and article names.
  std::set<std::string, std::less<>> notSpoken;
  for (const AlgorithmInfo* info : algorithms()) {
    LanguageScope english(Language::English);
    for (const std::string& line : info->listing()) notSpoken.insert(line.substr(line.find_first_not_of(' ')));
    notSpoken.insert(std::string(info->title));
    notSpoken.insert(std::string(info->article));
  }
  // lines:js's take-back of a point already empty in its own board: every click and every redo leaves
  // (i, j) occupied, so the published program never gets there; the sentence is kept for safety.
  notSpoken.insert(
      "Take-back of {0} (already empty in the program's board): {1}'s counters through it go down by one; {2}'s lines set to "
      "6 stay dead.");
  int sentences = 0;
  for (const i18n::Entry& e : gomoku::gomokuChinese()) {
    if (notSpoken.count(e.english)) continue;
    ++sentences;
    EXPECT_TRUE(h.heard(e.chinese)) << "never heard, so its branch is untested: " << e.english;
  }
  EXPECT_GE(sentences, 80) << "the catalogue lost its narrations";
  // The shared words this game uses, and the recorder's note.
  for (const i18n::Entry& e : i18n::commonChinese()) {
    if (e.english == "linked") continue;  // link's word
    EXPECT_TRUE(h.heard(e.chinese)) << "common word never heard: " << e.english;
  }
}

TEST(GomokuChinese, EveryListingTitleAndArticleHasItsChinese) {
  for (const AlgorithmInfo* info : algorithms()) {
    i18n::testing::expectChineseListing(info->listing, std::string(info->name));
    LanguageScope chinese(Language::Chinese);
    i18n::clearMissing();
    EXPECT_TRUE(i18n::testing::hasCjk(i18n::tr(info->title))) << info->name;
    if (!info->article.empty()) {
      EXPECT_TRUE(i18n::testing::hasCjk(i18n::tr(info->article))) << info->name;
    }
    EXPECT_TRUE(i18n::missing().empty()) << info->name;
    // The listing keeps its shape: same number of lines, same indentation.
    const auto& zh = info->listing();
    LanguageScope english(Language::English);
    const auto& en = info->listing();
    ASSERT_EQ(zh.size(), en.size()) << info->name;
    for (std::size_t i = 0; i < en.size(); ++i)
      EXPECT_EQ(zh[i].find_first_not_of(' '), en[i].find_first_not_of(' ')) << info->name << " line " << i + 1;
  }
}

// Switching back gives the English sentences byte for byte (the goldens and the CLI depend on it).
TEST(GomokuChinese, EnglishStaysAsItWas) {
  LanguageScope english(Language::English);
  const Trace t = traced([&](auto& r) { scanJavaWin(chinesePosition(15, kFive), pt("h8"), r); });
  ASSERT_FALSE(t.steps.empty());
  EXPECT_EQ(t.steps.front().narration,
            "count = 1 for the stone at h8 (Java x = 8, y = 8); it is set once here and never reset.");
  EXPECT_EQ(t.steps.back().narration,
            "count >= 5: isWon2 returns true, black \"wins\" with the 5 stones counted so far (across directions).");
}

}  // namespace
}  // namespace boardlab::gomoku
