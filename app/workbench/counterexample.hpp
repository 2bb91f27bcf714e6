#pragma once
// The counterexample finder's window: pick two algorithms of the game on screen, search seeded random
// boards for one where their answers differ, watch the progress, cancel, and open the smallest board
// found at the first step where the two traces part. The search itself is the engine's (engine/diff);
// this only drives it a few milliseconds per frame and draws where it stands.

#include <functional>
#include <memory>
#include <string>

#include "engine/diff/diff.hpp"

namespace boardlab::ui {

enum class GameKind;

class CounterexampleFinder {
 public:
  // What the finder hands back to the workbench when the user opens a result.
  struct Open {
    std::function<void(const diff::GomokuDiff&, const std::string& algo)> gomoku;
    std::function<void(const diff::LinkDiff&, link::Algo algo)> link;
  };

  void show(GameKind kind, const std::string& variant);  // opens the window, B preset to `variant`
  // Draws the window when shown and advances a running search by at most `budgetMs` of work.
  void draw(const Open& open, double budgetMs = 8.0);
  bool visible() const { return visible_; }
  bool running() const { return search_ && !search_->done(); }
  // For tests: run the current search to the end.
  diff::Search* search() { return search_.get(); }
  void start();

 private:
  void drawOptions();
  void drawProgress(const Open& open);

  bool visible_ = false;
  bool gomokuGame_ = true;
  int algoA_ = 0, algoB_ = 0;  // indices into the game's algorithm list
  int seed_ = 1;
  int maxTries_ = 2000;
  int maxSize_ = 15;
  std::unique_ptr<diff::Search> search_;
  diff::GomokuSearch* gomokuSearch_ = nullptr;  // search_ as its concrete type
  diff::LinkSearch* linkSearch_ = nullptr;
  std::string error_;
};

}  // namespace boardlab::ui
