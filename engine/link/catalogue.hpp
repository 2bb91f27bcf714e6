#pragma once
// Link's Chinese catalogue, next to the words of its own algorithms. The link game module adds it when it
// registers (engine/link/module.cpp); tests read it to check each entry.

#include <span>

#include "engine/i18n/i18n.hpp"

namespace boardlab::link {

std::span<const i18n::Entry> linkChinese();           // listings, narrations and watch values of the link algorithms
std::span<const i18n::Entry> linkQuestionsChinese();  // predict mode's questions (questions.cpp)

}  // namespace boardlab::link
