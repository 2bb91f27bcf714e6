#pragma once
// Gomoku's part of grading, registered by engine/builtin_games.cpp.

#include "engine/grade/grade.hpp"

namespace boardlab::grade {

GameGrading gomokuGrading();

}  // namespace boardlab::grade
