// Simulate mode (engine/core/simulate.hpp): the cells a student clicks are the cells each step of the
// algorithm's own trace visits, checked another way for the scans (the stones counted are the count) and
// the BFS (a layer's cells carry that layer's number); every right click scores all, a wrong one is
// corrected and counted, on every algorithm and every shipped example.

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "engine/core/board_text.hpp"
#include "engine/core/game_module.hpp"
#include "engine/core/quiz.hpp"
#include "engine/core/simulate.hpp"
#include "engine/gomoku/module.hpp"
#include "engine/link/board_file.hpp"
#include "engine/link/module.hpp"
#include "tests/test_paths.hpp"

namespace boardlab {
namespace {

namespace fs = std::filesystem;

Trace englishTrace(const Scene& scene) {
  const i18n::LanguageScope english(i18n::Language::English);
  return findGame(scene.game)->traceScene(scene).trace;
}

Scene boardScene(const std::string& game, const std::string& file, const std::string& algo) {
  const fs::path path = fs::path(testpaths::source) / "examples" / game / file;
  return Scene{.game = game, .boardFile = path, .boardText = readTextFile(path), .algo = algo};
}

// What a step shows without looking at it: the two ends, the band between rays, a verdict's run.
bool notLookedAt(MarkRole role) {
  return role == MarkRole::Origin || role == MarkRole::Target || role == MarkRole::Band || role == MarkRole::Winning;
}

// Every scene the shipped examples make: each gomoku board with each algorithm, each link board with the
// first pairs of equal tiles.
std::vector<Scene> everyShippedScene() {
  std::vector<Scene> scenes;
  for (const std::string game : {"gomoku", "link"}) {
    std::vector<fs::path> files;
    for (const auto& e : fs::directory_iterator(fs::path(testpaths::source) / "examples" / game))
      if (e.path().extension() == ".board") files.push_back(e.path());
    std::sort(files.begin(), files.end());
    for (const fs::path& file : files) {
      const std::string text = readTextFile(file);
      for (const AlgorithmName& algo : findGame(game)->algorithms()) {
        if (algo.name == "forbidden") continue;  // asks for a point: the test below gives one
        Scene s{.game = game, .boardFile = file, .boardText = text, .algo = algo.name};
        if (game == "gomoku") {
          scenes.push_back(s);
          continue;
        }
        const link::Board board = link::parseBoardFile(text, file.string());
        const std::vector<Cell> tiles = board.tiles();
        int pairs = 0;
        for (std::size_t i = 0; i < tiles.size() && pairs < 3; ++i)
          for (std::size_t j = i + 1; j < tiles.size() && pairs < 3; ++j)
            if (board.at(tiles[i]) == board.at(tiles[j])) {
              s.set("from", link::cellName(tiles[i]));
              s.set("to", link::cellName(tiles[j]));
              scenes.push_back(s);
              ++pairs;
            }
      }
    }
  }
  return scenes;
}

TEST(Simulate, TheScanIsClickedWalkByWalkAndEachWalkIsTheStonesItCounts) {
  const Trace trace = englishTrace(boardScene("gomoku", "centre-five.board", "scan"));
  const std::vector<SimulationStep> steps = simulationSteps(trace);
  // h8 wins horizontally: the walk back counts g8..d8 and stops on c8; the walk forward stops on i8.
  ASSERT_EQ(steps.size(), 2u);
  EXPECT_EQ(steps[0].step, 1);
  EXPECT_EQ(steps[0].cells, (std::vector<Cell>{{6, 7}, {5, 7}, {4, 7}, {3, 7}, {2, 7}}));
  EXPECT_EQ(steps[1].step, 2);
  EXPECT_EQ(steps[1].cells, (std::vector<Cell>{{8, 7}}));
}

TEST(Simulate, EveryRightClickScoresAllAndAWrongOneIsCorrectedCountedAndTheRunGoesOn) {
  for (const Scene& scene : everyShippedScene()) {
    SCOPED_TRACE(scene.boardFile.filename().string() + " " + scene.algo + " " + scene.parameter("from"));
    const Trace trace = englishTrace(scene);
    const std::vector<SimulationStep> steps = simulationSteps(trace);
    // The published JavaScript's steps are its counters' updates, and the bitboard counts no stone beside a
    // lone one: no cell is visited.
    if (steps.empty()) {
      EXPECT_TRUE(scene.algo == "lines:js" || scene.algo == "bitboard") << "a lone stone's runs count nothing";
      continue;
    }
    for (const SimulationStep& s : steps) {
      // Each cell to click is one the step marks and the step before did not.
      const Step& now = trace.steps[static_cast<std::size_t>(s.step)];
      const Step& before = trace.steps[static_cast<std::size_t>(s.step - 1)];
      for (Cell c : s.cells) {
        EXPECT_TRUE(std::any_of(now.marks.begin(), now.marks.end(), [&](const CellMark& m) { return m.cell == c; }));
        EXPECT_TRUE(std::none_of(before.marks.begin(), before.marks.end(), [&](const CellMark& m) {
          return m.cell == c && !notLookedAt(m.role);
        })) << now.narration;
      }
      if (scene.algo == "scan") {  // the corrected scan: a walk clicks the stones it counts and its stop
        const std::string* count = watchValue(now, "count");
        const std::string* countBefore = watchValue(before, "count");
        const bool restarts = !countBefore || (watchValue(before, "direction") &&
                                               *watchValue(before, "direction") != *watchValue(now, "direction"));
        // Stopped at the edge, the walk's stop is off the board and not clicked.
        const bool stopOnBoard =
            !marksOf(now, MarkRole::StoppedEmpty).empty() || !marksOf(now, MarkRole::StoppedOpponent).empty();
        if (count && now.event != Event::Verdict) {
          EXPECT_EQ(*wholeNumber(*count) - (restarts ? 1 : *wholeNumber(*countBefore)) + (stopOnBoard ? 1 : 0),
                    static_cast<int>(s.cells.size()))
              << now.narration;
        }
      }
      if (scene.algo == "bfs") {  // a layer's cells are the cells that layer reached
        for (const CellMark& m : now.marks)
          if (m.role == MarkRole::Frontier && std::find(s.cells.begin(), s.cells.end(), m.cell) != s.cells.end()) {
            EXPECT_EQ(m.value, *wholeNumber(*watchValue(now, "t"))) << now.narration;
          }
      }
    }

    SimulationRun perfect(steps);
    std::size_t shown = perfect.shownStep();
    for (const SimulationStep& s : steps) {
      EXPECT_EQ(perfect.shownStep(), static_cast<std::size_t>(s.step - 1));
      for (auto c = s.cells.rbegin(); c != s.cells.rend(); ++c)  // any order within a step
        EXPECT_EQ(perfect.click(*c, 1.0), ClickVerdict::Right);
      EXPECT_GE(perfect.shownStep(), shown);
      shown = perfect.shownStep();
    }
    EXPECT_TRUE(perfect.finished());
    EXPECT_EQ(perfect.right(), static_cast<int>(steps.size()));
    EXPECT_EQ(perfect.wrongClicks(), 0);
    EXPECT_EQ(perfect.click(steps[0].cells[0], 2.0), ClickVerdict::Over);
    EXPECT_EQ(perfect.shownStep(), static_cast<std::size_t>(steps.back().step));

    // One wrong click in the middle: that step is shown whole and counted, the next one waits.
    SimulationRun once(steps);
    const std::size_t middle = steps.size() / 2;
    for (std::size_t i = 0; i < steps.size(); ++i) {
      if (i == middle) {
        EXPECT_EQ(once.click(Cell{-5, -5}, 1.0), ClickVerdict::Wrong);
        EXPECT_EQ(once.result(i)->wrong, (std::vector<Cell>{{-5, -5}}));
        continue;
      }
      for (Cell c : steps[i].cells) EXPECT_EQ(once.click(c, 1.0), ClickVerdict::Right);
    }
    EXPECT_TRUE(once.finished());
    EXPECT_EQ(once.right(), static_cast<int>(steps.size()) - 1);
    EXPECT_EQ(once.wrongClicks(), 1);
    EXPECT_FALSE(once.result(middle)->right);
  }
}

TEST(Simulate, AClickTwiceChangesNothingAndShowMeCountsAsNotRight) {
  const Trace trace = englishTrace(boardScene("gomoku", "centre-five.board", "scan"));
  SimulationRun run(simulationSteps(trace));
  run.start(10.0);
  EXPECT_EQ(run.click({6, 7}, 11.0), ClickVerdict::Right);
  EXPECT_EQ(run.click({6, 7}, 12.0), ClickVerdict::Again);
  EXPECT_EQ(run.clicked(), (std::vector<Cell>{{6, 7}}));
  EXPECT_EQ(run.current(), 0u);
  run.reveal(14.0);
  EXPECT_EQ(run.current(), 1u);
  EXPECT_TRUE(run.result(0)->revealed);
  EXPECT_FALSE(run.result(0)->right);
  EXPECT_DOUBLE_EQ(run.result(0)->seconds, 4.0);
  EXPECT_EQ(run.click({8, 7}, 20.0), ClickVerdict::Right);
  EXPECT_TRUE(run.finished());
  EXPECT_EQ(run.right(), 1);
  EXPECT_EQ(run.rightClicks(), 2);
  EXPECT_DOUBLE_EQ(run.seconds(), 10.0);
}

TEST(Simulate, ATraceThatVisitsNothingHasNothingToPerform) {
  Trace trace;
  trace.steps.resize(3);
  EXPECT_TRUE(simulationSteps(trace).empty());
  SimulationRun run(simulationSteps(trace));
  EXPECT_TRUE(run.finished());
  EXPECT_EQ(run.shownStep(), 0u);
  EXPECT_EQ(run.click({0, 0}, 0.0), ClickVerdict::Over);
}

}  // namespace
}  // namespace boardlab
