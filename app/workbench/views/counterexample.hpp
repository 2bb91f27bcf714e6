#pragma once
// The counterexample finder's window: pick two algorithms of the game on screen, search seeded random
// boards for one where their answers differ, watch the progress, cancel, and open the smallest board
// found at the first step where the two traces part. The search itself is the engine's (engine/diff);
// it runs on a worker (a thread, or the page's fiber: views/worker.hpp; one try on a 64x64 board takes 0.1 s
// and more, too long for a frame), and this only draws where it stands. The frame never waits for the
// worker; destruction cancels and joins it.

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <imgui.h>

#include "app/workbench/views/worker.hpp"
#include "engine/core/game_module.hpp"
#include "engine/diff/diff.hpp"

namespace boardlab::ui {

class CounterexampleFinder {
 public:
  // What a game's view does with a finished search of its game: the line saying what it found ("" when
  // it found nothing), and opening that at the first difference. The workbench asks every view for its
  // part each frame (GameView::openCounterexamples), so the finder knows no game's results itself.
  struct Found {
    std::function<std::string(const diff::Search&)> summary;
    std::function<void(const diff::Search&)> open;
  };
  using Open = std::map<std::string, Found, std::less<>>;  // by the game's name

  CounterexampleFinder() = default;
  CounterexampleFinder(const CounterexampleFinder&) = delete;
  CounterexampleFinder& operator=(const CounterexampleFinder&) = delete;
  ~CounterexampleFinder();

  // Opens the window for `game` (a registered GameModule's name), B preset to `variant`.
  void show(std::string_view game, const std::string& variant);
  // More algorithms to offer besides the built-in ones (the user's programs), per game.
  void setMoreAlgorithms(std::function<std::vector<std::string>(std::string_view game)> more) {
    moreAlgorithms_ = std::move(more);
  }
  // Closes the window (the search, if any, goes on).
  void hide() { visible_ = false; }
  // Draws the window when shown; lets the worker go once it has finished.
  void draw(const Open& open);
  bool visible() const { return visible_; }
  bool running() const { return search_ && !search_->done(); }
  // Running, or done with its worker not yet let go: the frames go on until one has drawn the search's end
  // (a search ends between frames, and an idle window draws no frame of its own).
  bool busy() const { return running() || worker_ != nullptr; }
  // The current search: progress() and cancel() from any thread; its results once done().
  diff::Search* search() { return search_.get(); }
  // Starts a search on a worker (nothing while one runs).
  void start();
  // Blocks until the running search ends: tests only, never a frame.
  void wait();
  // Where "Open it at the first difference" was drawn last (screen coordinates; tests click it).
  const std::pair<ImVec2, ImVec2>& openRect() const { return openRect_; }

 private:
  void drawOptions();
  std::vector<std::string> algorithmNames() const;  // the built-in ones, then moreAlgorithms_
  std::function<std::vector<std::string>(std::string_view game)> moreAlgorithms_;
  void drawProgress(const Open& open);

  bool visible_ = false;
  const GameModule* game_ = nullptr;  // the game shown; nullptr until show()
  int algoA_ = 0, algoB_ = 0;         // indices into the game's algorithm list
  int seed_ = 1;
  int maxTries_ = 2000;
  int maxSize_ = 15;
  std::unique_ptr<diff::Search> search_;
  std::unique_ptr<WorkerRun> worker_;  // runs search_ to its end
  void letWorkerGo();                  // joins the worker (at once once it is done) and forgets it
  std::pair<ImVec2, ImVec2> openRect_;
  std::string searchGame_;  // the game of search_ (the window may show another one since)
  std::string error_;
};

}  // namespace boardlab::ui
