#pragma once
// The registry of gomoku win-detection algorithms: what the CLI's --algo, the workbench's menus and the
// benchmarks list. Each algorithm's descriptor sits beside its code and listing (kScan in scan.cpp, ...);
// algorithms.cpp holds the one list of them. Names are fixed (board files, traces and scripts refer to
// them). Outside programs (engine/ext) are added and removed here at run time.

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/algorithm.hpp"

namespace boardlab::gomoku {

class Detector;
class Game;

// Makes the detector of an outside algorithm for a game starting at `start`.
using DetectorFactory = std::function<std::unique_ptr<Detector>(const Game& start)>;

// How a gomoku algorithm runs: a Detector follows a game action by action (detector.hpp), fast without a
// Recorder and traced with one.
struct DetectorRunner {
  bool stateful = false;  // keeps state across actions (sees every place/undo/redo)
  std::unique_ptr<Detector> (*make)(const Game& start) = nullptr;  // a built-in's detector
  const DetectorFactory* outside = nullptr;                        // an outside program's (owned by the registry)
};

// One gomoku algorithm's descriptor (engine/core/algorithm.hpp).
using AlgorithmInfo = Algorithm<DetectorRunner>;

// The built-in eight, corrected ones first, in a stable order; with `withOutside`, then the outside ones.
std::vector<const AlgorithmInfo*> algorithms(bool withOutside = false);
// The algorithm called `name`, built-in or outside; nullptr when none has that name.
const AlgorithmInfo* findAlgorithm(std::string_view name);

// Adds (or replaces) the outside algorithm `name` (its listing is empty: its steps name their own file).
// Once added, findAlgorithm() and makeDetector() know it like a built-in one.
void addOutsideAlgorithm(std::string name, std::string title, DetectorFactory make);
// Removes the outside algorithm `name`; built-in names are left alone.
void removeOutsideAlgorithm(std::string_view name);

}  // namespace boardlab::gomoku
