// Chinese for the gomoku algorithms: their pseudo-code listings and narrations.
#include "engine/i18n/catalogues.hpp"

namespace boardlab::i18n {

namespace {
constexpr Entry kGomoku[] = {
    // scan
    {"stone <- colour at p", "stone <- p 处棋子的颜色"},
    {"for each direction d in horizontal, vertical, diagonal, anti-diagonal:", "对横向、纵向、斜向、反斜向中的每个方向 d："},
    {"count <- 1", "count <- 1"},
    {"q <- p - d; while q on board and q holds stone: count++, q <- q - d",
     "q <- p - d；当 q 在棋盘内且是 stone 时：count++，q <- q - d"},
    {"q <- p + d; while q on board and q holds stone: count++, q <- q + d",
     "q <- p + d；当 q 在棋盘内且是 stone 时：count++，q <- q + d"},
    {"if count wins under the rule: return stone wins with the run", "若按规则 count 构成胜利：返回 stone 以此连线获胜"},
    {"return no win", "返回未胜"},
    {"The stone at {0} is {1}.", "{0} 处是{1}。"},
    {"Walking {0} backwards: {1}; count = {2}.", "沿{0}向后走：{1}；count = {2}。"},
    {"Walking {0} forwards: {1}; count = {2}.", "沿{0}向前走：{1}；count = {2}。"},
    {"{0} wins: {1} in a row {2}.", "{0}获胜：{2}连成 {1} 子。"},
    {"A run of {0} is an overline: no win under the standard rule.", "{0} 子连线是长连：标准规则下不算胜。"},
    {"No direction has a winning run: no win.", "没有哪个方向连成胜利：未胜。"},
};
}  // namespace

std::span<const Entry> gomokuChinese() { return kGomoku; }

}  // namespace boardlab::i18n
