#pragma once
// One algorithm registry shape for every game.
//
// An algorithm is described once, beside its code and its listing, by an `Algorithm<Runner>`: the facts
// every game shares (name, title, article, as published or corrected, its corrected peer, its listing,
// built-in or outside) plus a game's own `Runner` (gomoku: how to make a detector; link: how to run a
// query untraced and traced). Each game keeps one `AlgorithmRegistry<Runner>`: its built-in algorithms
// in a stable order, and the outside programs added and removed while BoardLab runs.
//
//   // scan.cpp, beside scanWin and scanListing:
//   constinit const AlgorithmInfo kScan{"scan", "Direction scan ...", "", false, "", &scanListing, false, {...}};
//   // algorithms.cpp, the game's one list (adding an algorithm is one line here):
//   static AlgorithmRegistry<DetectorRunner> registry{{&kScan, &kLines, ...}};
//
// Built-in descriptors hold only string_views, bools and pointers, so they are
// constant-initialised (`constinit`): safe to read from other static initialisers (the benchmarks
// register one benchmark per algorithm at start-up).

#include <list>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace boardlab {

// The pseudo-code lines that Step::codeLine points into (1-based); empty for an outside program.
using Listing = const std::vector<std::string>& (*)();

// An empty listing, for outside programs (their steps name their own source file and line).
const std::vector<std::string>& noListing();

// What every game knows about one algorithm; `Runner` is the game's way to run it.
template <class Runner>
struct Algorithm {
  std::string_view name{};           // fixed: board files, traces, lessons and scripts refer to it
  std::string_view title{};          // one line for a menu or --help
  std::string_view article{};        // the source article ("000 (Objective-C)"), "" for our own
  bool asPublished = false;          // reproduces the article's code, defects included
  std::string_view correctedPeer{};  // the corrected algorithm this one is compared with ("" for none)
  Listing listing = &noListing;      // the pseudo-code that Step::codeLine points into
  bool outside = false;              // an outside program, added at run time
  Runner run{};                      // the game's way to run it
};

// A game's algorithms: the built-in ones in a stable order, then outside programs by the time they
// were added. Entries never change once added, and pointers handed out stay valid for the life of the
// program, even after remove() (a removed entry is only no longer found), so a worker thread may run an
// algorithm while another removes it. Outside runners should therefore not own their program: engine/ext
// captures it weakly, and removing the program stops it.
template <class Runner>
class AlgorithmRegistry {
 public:
  using Entry = Algorithm<Runner>;

  // `builtIns` in the order every listing shows them.
  explicit AlgorithmRegistry(std::vector<const Entry*> builtIns) : builtIns_(std::move(builtIns)) {}

  // Adds (or replaces) the outside algorithm `name`. The registry owns its strings and `state`, the object
  // `run` points into (an outside program's closure), and keeps them for the life of the program.
  const Entry* add(std::string name, std::string title, Runner run, std::shared_ptr<const void> state) {
    const std::lock_guard lock(mutex_);
    retireLocked(name);
    Owned& o = outside_.emplace_back(Owned{std::move(name), std::move(title), {}, std::move(state)});
    o.entry.name = o.name;
    o.entry.title = o.title;
    o.entry.outside = true;
    o.entry.run = run;
    return &o.entry;
  }

  // Removes the outside algorithm `name` (built-ins stay). Its descriptor lives on, no longer found.
  void remove(std::string_view name) {
    const std::lock_guard lock(mutex_);
    retireLocked(name);
  }

  // The algorithm called `name` (built-in or outside), nullptr when there is none.
  const Entry* find(std::string_view name) const {
    for (const Entry* e : builtIns_)
      if (e->name == name) return e;
    const std::lock_guard lock(mutex_);
    for (const Owned& o : outside_)
      if (o.entry.name == name) return &o.entry;
    return nullptr;
  }

  // The built-in algorithms, then (when asked) the outside ones, in a stable order.
  std::vector<const Entry*> list(bool withOutside = false) const {
    std::vector<const Entry*> all = builtIns_;
    if (!withOutside) return all;
    const std::lock_guard lock(mutex_);
    for (const Owned& o : outside_) all.push_back(&o.entry);
    return all;
  }

 private:
  struct Owned {
    std::string name, title;
    Entry entry;
    std::shared_ptr<const void> state;
  };
  void retireLocked(std::string_view name) {
    for (auto it = outside_.begin(); it != outside_.end();)
      if (it->entry.name == name)
        retired_.splice(retired_.end(), outside_, it++);
      else
        ++it;
  }

  const std::vector<const Entry*> builtIns_;
  std::list<Owned> outside_;  // a list: entries never move, so handed-out pointers stay valid
  std::list<Owned> retired_;  // removed or replaced ones, kept so a handle held elsewhere never dangles
  mutable std::mutex mutex_;
};

// Whether two algorithms' traces can be compared step by step: the same algorithm, or an as-published
// variant and its corrected peer (written to take the same steps, so that the first step where they mark
// different cells is where the published code goes wrong). Any other two (scan and lines, a built-in
// and a user's program) take steps of their own: only their verdicts can be compared.
template <class Runner>
bool stepsComparable(const Algorithm<Runner>* a, const Algorithm<Runner>* b) {
  if (!a || !b) return false;
  return a->name == b->name || (!a->correctedPeer.empty() && a->correctedPeer == b->name) ||
         (!b->correctedPeer.empty() && b->correctedPeer == a->name);
}

}  // namespace boardlab
