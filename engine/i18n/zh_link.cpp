// Chinese for the link (lianliankan) algorithms: their pseudo-code listings and narrations.
#include "engine/i18n/catalogues.hpp"

namespace boardlab::i18n {

namespace {
constexpr Entry kLink[] = {
    {"linked", "已连通"},
};
}  // namespace

std::span<const Entry> linkChinese() { return kLink; }

}  // namespace boardlab::i18n
