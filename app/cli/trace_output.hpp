#pragma once
// Printing traces, shared by every game's commands: readable text or JSON.

#include <functional>
#include <iosfwd>
#include <string>

#include <nlohmann/json.hpp>

#include "engine/core/trace.hpp"

namespace boardlab::cli {

// How a game names a cell ("h8" for gomoku, "3,1" for link).
using CellNamer = std::function<std::string(Cell)>;

nlohmann::json traceToJson(const Trace& trace, const std::vector<std::string>& listing, const CellNamer& name);
void printTrace(std::ostream& out, const Trace& trace, const std::vector<std::string>& listing, const CellNamer& name);

}  // namespace boardlab::cli
