#pragma once
// Applying a scene (engine/core/scene.hpp) to the workbench: the command line, a lesson or a share link
// opens its board, then the game shown applies the rest. It is how scripted screenshots, pixel tests and
// lesson handouts open the workbench on a given moment.

#include <string>

#include "engine/core/scene.hpp"

namespace boardlab::ui {

class Workbench;

// Applies the scene; false with a message naming what is wrong (the workbench stays usable).
bool applyScene(Workbench& bench, const Scene& scene, std::string& error);

}  // namespace boardlab::ui
