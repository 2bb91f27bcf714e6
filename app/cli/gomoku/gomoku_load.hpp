#pragma once
// Gomoku's commands read a game the same way: any gomoku format, its notes and refusal on stderr.

#include <string>

#include "engine/gomoku/record.hpp"

namespace boardlab::cli {

// Reads any gomoku format (board file, PSQ, SGF, move string); notes and the refusal go to stderr.
bool loadGomokuRecord(const std::string& file, bool topOrigin, gomoku::GameRecord& record);

}  // namespace boardlab::cli
