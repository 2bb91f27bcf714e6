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
#include "engine/diff/game_search.hpp"

namespace boardlab::ui {

class CounterexampleFinder {
 public:
  // A search of one game's random inputs, made by that game's view (GameView::makeFinderSearch) with what
  // the view does once it is done: the line saying what it found ("" when it found nothing), and opening
  // that at the first difference. The view keeps the search's own type, so the finder knows no game's
  // results and nobody casts.
  struct GameSearch {
    std::unique_ptr<diff::Search> search;
    std::function<std::string()> summary;
    std::function<void()> open;
  };
  // Makes the search of `game` (empty when the game has none); throws std::invalid_argument for an
  // unknown algorithm or bad options.
  using SearchMaker = std::function<GameSearch(std::string_view game, const diff::RandomSearchRequest&)>;

  CounterexampleFinder() = default;
  CounterexampleFinder(const CounterexampleFinder&) = delete;
  CounterexampleFinder& operator=(const CounterexampleFinder&) = delete;
  ~CounterexampleFinder();

  // Opens the window for `game` (a registered GameModule's name), B preset to `variant`.
  void show(std::string_view game, const std::string& variant);
  // Who makes the searches: the workbench asks the view of the game.
  void setSearchMaker(SearchMaker make) { makeSearch_ = std::move(make); }
  // More algorithms to offer besides the built-in ones (the user's programs), per game.
  void setMoreAlgorithms(std::function<std::vector<std::string>(std::string_view game)> more) {
    moreAlgorithms_ = std::move(more);
  }
  // Closes the window (the search, if any, goes on).
  void hide() { visible_ = false; }
  // Draws the window when shown; lets the worker go once it has finished.
  void draw();
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
  void drawProgress();
  SearchMaker makeSearch_;

  bool visible_ = false;
  const GameModule* game_ = nullptr;  // the game shown; nullptr until show()
  int algoA_ = 0, algoB_ = 0;         // indices into the game's algorithm list
  int seed_ = 1;
  int maxTries_ = 2000;
  int maxSize_ = 15;
  std::unique_ptr<diff::Search> search_;
  std::function<std::string()> summary_;  // the view's words for search_'s result
  std::function<void()> open_;            // and its opening of it
  std::unique_ptr<WorkerRun> worker_;     // runs search_ to its end
  void letWorkerGo();                     // joins the worker (at once once it is done) and forgets it
  void forgetSearch();                    // the search, and the view's functions that read it
  std::pair<ImVec2, ImVec2> openRect_;
  std::string searchGame_;  // the game of search_ (the window may show another one since)
  std::string error_;
};

}  // namespace boardlab::ui
