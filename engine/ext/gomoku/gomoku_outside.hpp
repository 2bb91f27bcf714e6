#pragma once
// Gomoku's part of outside programs (outside.hpp): registered by engine/builtin_games.cpp.

#include "engine/ext/outside.hpp"

namespace boardlab::ext {

OutsideGame gomokuOutside();

}  // namespace boardlab::ext
