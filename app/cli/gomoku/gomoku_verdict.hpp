#pragma once
// Gomoku's one-line verdict for people, for `diff` and `grade`.

#include <string>

#include "engine/gomoku/win.hpp"

namespace boardlab::cli {

// "black wins: a1 b2 ...", "fault: ...", or "nothing".
std::string gomokuVerdictText(const gomoku::WinResult& r, int rows);

}  // namespace boardlab::cli
