#pragma once
// Gomoku's one-line verdict for people, for `diff` and `grade` (the CLI's and the workbench's).

#include <string>

#include "engine/gomoku/win.hpp"

namespace boardlab::gomoku {

// "black wins: a1 b2 ...", "fault: ...", or "nothing".
std::string verdictText(const WinResult& r, int rows);

}  // namespace boardlab::gomoku
