#pragma once
// The engine's Chinese catalogues, one per part of the engine so that each stays next to the words of
// its own algorithms: common words (stones, directions, verdicts), gomoku narrations and listings, link
// narrations and listings.

#include <span>

#include "engine/i18n/i18n.hpp"

namespace boardlab::i18n {

std::span<const Entry> commonChinese();
std::span<const Entry> gomokuChinese();
std::span<const Entry> linkChinese();
std::span<const Entry> renjuChinese();  // the `forbidden` check: listing, narrations, kinds

}  // namespace boardlab::i18n
