#pragma once
// Gomoku's Chinese catalogues, next to the words of its own algorithms. The gomoku game module adds them
// when it registers (engine/gomoku/module.cpp); tests read them to check each entry.

#include <span>

#include "engine/i18n/i18n.hpp"

namespace boardlab::gomoku {

std::span<const i18n::Entry> gomokuChinese();           // listings, narrations, menu titles, the replay's refusals
std::span<const i18n::Entry> renjuChinese();            // the `forbidden` check: listing, narrations, kinds
std::span<const i18n::Entry> gomokuQuestionsChinese();  // predict mode's questions (questions.cpp)

}  // namespace boardlab::gomoku
