#pragma once
// Gomoku algorithms added while BoardLab runs: the outside programs of issue 16 (engine/ext). Once added,
// findAlgorithm() and makeDetector() know the name like a built-in one, so replay, trace, diff and the
// finder work on it unchanged; algorithms() still lists only the built-in eight. This is the seam the
// one-registry redesign (issue 15) replaces: an entry here becomes a registry descriptor.

#include <functional>
#include <memory>
#include <string>
#include <string_view>

#include "engine/gomoku/algorithms.hpp"

namespace boardlab::gomoku {

class Detector;
class Game;

using DetectorFactory = std::function<std::unique_ptr<Detector>(const Game& start)>;

// Adds (or replaces) the algorithm `name`. Its listing is empty: its steps name their own source file.
void addOutsideAlgorithm(std::string name, std::string title, DetectorFactory make);
void removeOutsideAlgorithm(std::string_view name);
// nullptr when no outside algorithm has that name. The pointer lives until the name is removed.
const AlgorithmInfo* findOutsideAlgorithm(std::string_view name);
// A detector for an outside algorithm; nullptr when there is none of that name.
std::unique_ptr<Detector> makeOutsideDetector(std::string_view name, const Game& start);

}  // namespace boardlab::gomoku
