// Robustness: every algorithm's traced run agrees with its untraced run on random records (so the trace
// shows what the fast path decides), traces of every action stay well formed, and the board-file loader
// either loads or refuses a mangled file with a BoardFileError, never anything else.

#include <gtest/gtest.h>

#include <random>

#include "engine/gomoku/algorithms.hpp"
#include "engine/gomoku/board_file.hpp"
#include "engine/gomoku/replay.hpp"

namespace boardlab::gomoku {
namespace {

// A random playable record: dense play in a corner-hugging region so edges, fives, overlines and the
// published faults all occur; some undo and redo.
GameRecord randomSizedRecord(std::mt19937& rng, int cols, int rows) {
  GameRecord r;
  r.start = Board(cols, rows);
  r.rule = rng() % 2 ? Rule::Standard : Rule::Freestyle;
  Game g(r.start, r.toMove, r.rule);
  const int w = std::min(cols, 8), h = std::min(rows, 8);
  const int c0 = rng() % 2 ? 0 : cols - w, r0 = rng() % 2 ? 0 : rows - h;
  for (int k = 0; k < 110; ++k) {
    Action a{Action::Kind::Place,
             {c0 + static_cast<int>(rng() % static_cast<unsigned>(w)),
              r0 + static_cast<int>(rng() % static_cast<unsigned>(h))}};
    const unsigned roll = rng() % 10;
    if (roll == 0) a = {Action::Kind::Undo, {}};
    if (roll == 1) a = {Action::Kind::Redo, {}};
    if (apply(g, a)) r.actions.push_back(a);
  }
  return r;
}

TEST(Robustness, TracedVerdictEqualsUntracedForEveryAlgorithmOnRandomRecords) {
  std::mt19937 rng(11);
  int detections = 0;
  for (int i = 0; i < 60; ++i) {
    const int size = i % 3 == 0 ? 22 : 15;  // 22x22 reaches windows:csharp's Convert2Array fault
    const GameRecord r = randomSizedRecord(rng, size, size);
    for (const AlgorithmInfo* info : algorithms()) {
      const Detection d = detect(r, info->name);
      if (d.detected()) {
        ++detections;
        const PlyTrace t = traceAt(r, info->name, d.ply);
        EXPECT_EQ(t.verdict.result, d.result) << info->name << " record " << i << "\n" << saveBoardText(r);
        EXPECT_EQ(t.verdict.at, d.at) << info->name;
        EXPECT_FALSE(t.trace.truncated) << info->name;
      }
      // Every action's trace is well formed: code lines inside the listing, a narration per step.
      const int ply = 1 + static_cast<int>(rng() % r.actions.size());
      if (!info->run.stateful && r.actions[static_cast<std::size_t>(ply - 1)].kind == Action::Kind::Undo) continue;
      const PlyTrace t = traceAt(r, info->name, ply);
      for (const Step& s : t.trace.steps) {
        ASSERT_GE(s.codeLine, 1) << info->name;
        ASSERT_LE(static_cast<std::size_t>(s.codeLine), info->listing().size()) << info->name << ": " << s.narration;
        ASSERT_FALSE(s.narration.empty()) << info->name;
        for (const CellMark& m : s.marks) ASSERT_TRUE(r.start.contains(m.cell)) << info->name << ": " << s.narration;
      }
    }
  }
  EXPECT_GT(detections, 100);
}

TEST(Robustness, MangledBoardFilesAreLoadedOrRefusedNeverCrash) {
  const std::string base =
      "game gomoku\nsize 7x6\nrule standard\nto-move white\ngrid\n. . . . . . .\n...x...\n.......\no......\n.......\n.......\n"
      "moves a1 b1 undo redo c1\n";
  ASSERT_NO_THROW(loadBoardText(base, "m"));
  const std::string alphabet = "xo. \n#gmsizerulvd1579aAhundo-\t\xc3\xa9";
  std::mt19937 rng(5);
  int refused = 0;
  for (int i = 0; i < 3000; ++i) {
    std::string text = base;
    for (int k = 1 + static_cast<int>(rng() % 4); k > 0; --k) {
      const std::size_t at = rng() % text.size();
      switch (rng() % 3) {
        case 0:
          text.erase(at, 1 + rng() % 3);
          break;
        case 1:
          text.insert(at, 1, alphabet[rng() % alphabet.size()]);
          break;
        default:
          text[at] = alphabet[rng() % alphabet.size()];
          break;
      }
    }
    try {
      const GameRecord r = loadBoardText(text, "m");
      EXPECT_EQ(loadBoardText(saveBoardText(r), "m"), r);  // whatever loads also round-trips
    } catch (const BoardFileError& e) {
      ++refused;
      EXPECT_EQ(std::string(e.what()).rfind("m:", 0), 0u) << e.what();
    }
  }
  EXPECT_GT(refused, 1000);
}

}  // namespace
}  // namespace boardlab::gomoku
