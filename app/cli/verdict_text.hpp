#pragma once
// One-line verdicts for people, shared by `diff` and `grade`.

#include <string>

#include "engine/gomoku/win.hpp"
#include "engine/link/path.hpp"

namespace boardlab::cli {

// "black wins: a1 b2 ...", "fault: ...", or "nothing".
std::string gomokuVerdictText(const gomoku::WinResult& r, int rows);
// "linked, 2 turns: 0,0 -> ...", "not linked (no-path)" or "fault: ...".
std::string linkVerdictText(const link::LinkResult& r);

}  // namespace boardlab::cli
