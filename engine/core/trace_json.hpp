#pragma once
// Printing traces as readable text or JSON: the CLI's `trace` and the workbench's trace export write
// the same document through these.

#include <functional>
#include <iosfwd>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/core/trace.hpp"

namespace boardlab {

// How a game names a cell ("h8" for gomoku, "3,1" for link).
using CellNamer = std::function<std::string(Cell)>;

// The whole trace as one JSON value (for small traces and tests).
nlohmann::json traceToJson(const Trace& trace, const std::vector<std::string>& listing, const CellNamer& name);
// The same document written step by step, so that only one step's JSON is in memory at a time.
void streamTraceJson(std::ostream& out, const Trace& trace, const std::vector<std::string>& listing,
                     const CellNamer& name);
// Writes what `traceToJson(trace, ...)` with `extra`'s fields merged in would dump, byte for byte, but one
// step at a time: a 64x64 maze's JSON document held whole took 250 MB where its text takes 10 MB. Ends
// with a newline. `extra` must be an object and must not hold algo, truncated, note or steps.
void writeTraceJson(std::ostream& out, const Trace& trace, const std::vector<std::string>& listing,
                    const CellNamer& name, const nlohmann::json& extra);
// The steps as readable text.
void printTrace(std::ostream& out, const Trace& trace, const std::vector<std::string>& listing, const CellNamer& name);

}  // namespace boardlab
