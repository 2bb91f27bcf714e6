#pragma once
// Link algorithms added while BoardLab runs: the outside programs of issue 16 (engine/ext). An outside
// algorithm gets an Algo value past the built-in four, so parseAlgo(), algoName(), query() and
// traceQuery() (and with them the CLI, the comparisons and the finder) take it like a built-in one;
// kAlgos still lists only the built-ins. The seam that the one-registry redesign (issue 15) replaces.

#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "engine/core/trace.hpp"
#include "engine/link/algorithms.hpp"

namespace boardlab::link {

// Runs one query; `rec` is null for an untraced run.
using OutsideQuery = std::function<LinkResult(const Board& board, Cell a, Cell b, Recorder* rec)>;

// Adds (or replaces) the algorithm `name` and returns its Algo value.
Algo addOutsideAlgorithm(std::string name, std::string summary, OutsideQuery run);
void removeOutsideAlgorithm(std::string_view name);
bool isOutside(Algo algo);
std::optional<Algo> findOutsideAlgorithm(std::string_view name);
// Name and summary of an outside Algo ("" for an unknown one).
std::string_view outsideName(Algo algo);
std::string_view outsideSummary(Algo algo);
// Runs an outside Algo. Precondition: isOutside(algo) and it was not removed.
LinkResult runOutside(Algo algo, const Board& board, Cell a, Cell b, Recorder* rec);

// Do two answers to the same query agree? Built-ins must give the same result to the last cell of the
// path; an outside program only the same yes or no (any valid path is a correct answer: BoardLab has
// checked it cell by cell already).
bool sameLinkAnswer(Algo algoA, Algo algoB, const LinkResult& a, const LinkResult& b);

}  // namespace boardlab::link
