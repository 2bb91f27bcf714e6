#pragma once
// Link's part of outside programs (outside.hpp): registered by engine/builtin_games.cpp.

#include "engine/ext/outside.hpp"

namespace boardlab::ext {

OutsideGame linkOutside();

}  // namespace boardlab::ext
