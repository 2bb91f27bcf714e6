#pragma once
// The i18n layer's own catalogue: the words every algorithm's narration shares (stones, directions,
// verdicts). Each game keeps its own catalogue in its folder (engine/gomoku/catalogue.hpp, ...) and adds it
// through its game module; this layer knows no game.

#include <span>

#include "engine/i18n/i18n.hpp"

namespace boardlab::i18n {

std::span<const Entry> commonChinese();
std::span<const Entry> teachingChinese();  // lessons and the published articles' citations

}  // namespace boardlab::i18n
