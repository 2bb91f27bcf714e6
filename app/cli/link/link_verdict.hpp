#pragma once
// Link's one-line verdict for people, for `diff` and `grade`.

#include <string>

#include "engine/link/path.hpp"

namespace boardlab::cli {

// "linked, 2 turns: 0,0 -> ...", "not linked (no-path)" or "fault: ...".
std::string linkVerdictText(const link::LinkResult& r);

}  // namespace boardlab::cli
