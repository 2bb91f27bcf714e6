// Chinese for the words every algorithm's narration shares: stones, directions, rules, verdicts.
#include "engine/i18n/catalogues.hpp"

namespace boardlab::i18n {

namespace {
constexpr Entry kCommon[] = {
    {"black", "黑棋"},
    {"white", "白棋"},
    {"none", "无"},
    {"horizontal", "横向"},
    {"vertical", "纵向"},
    {"diagonal", "斜向"},
    {"anti-diagonal", "反斜向"},
    {"win", "胜"},
    {"no win", "未胜"},
    {"off board", "棋盘外"},
    {"stopped at the board edge", "停在棋盘边缘"},
    {"stopped on the empty point {0}", "停在空点 {0}"},
    {"stopped on the opponent stone at {0}", "停在 {0} 的对方棋子上"},
};
}  // namespace

std::span<const Entry> commonChinese() { return kCommon; }

}  // namespace boardlab::i18n
