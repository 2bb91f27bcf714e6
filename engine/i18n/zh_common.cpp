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
    {"a point off the board", "棋盘外的点"},
    {"fault", "越界"},
    // The recorder's note when a trace hits its limits (engine/core/trace.cpp).
    {"trace cut after {0} steps: the limit is {1} steps and {2} overlay marks; analyse a smaller board to see the whole run",
     "追踪在 {0} 步后截断：上限为 {1} 步和 {2} 个叠加标记；分析更小的棋盘即可看到完整过程"},
};
}  // namespace

std::span<const Entry> commonChinese() { return kCommon; }

}  // namespace boardlab::i18n
