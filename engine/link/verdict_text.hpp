#pragma once
// Link's one-line verdict for people, for `diff` and `grade` (the CLI's and the workbench's).

#include <string>

#include "engine/link/path.hpp"

namespace boardlab::link {

// "linked, 2 turns: 0,0 -> ...", "not linked (no-path)" or "fault: ...".
std::string verdictText(const LinkResult& r);

}  // namespace boardlab::link
