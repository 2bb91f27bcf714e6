// Chinese for renju's `forbidden` check (engine/gomoku/forbidden.*): its listing, its narrations and the
// names of the forbidden kinds.
#include "engine/gomoku/catalogue.hpp"

namespace boardlab::gomoku {

using i18n::Entry;

namespace {
constexpr Entry kRenju[] = {
    // The kinds, as the trace's watch and verdict name them.
    {"overline", "长连"},
    {"double-four", "四四"},
    {"double-three", "三三"},
    {"allowed", "可以下"},

    // The workbench's analysis of a point (engine/gomoku/analysis.cpp).
    {"Shift+click an empty point to check whether black may play it.", "Shift+单击一个空点，检查黑棋能否下在那里。"},
    {"{0} holds a stone: the forbidden check looks at an empty point.", "{0} 上已有棋子：禁手检查针对的是空点。"},

    // Listing.
    {"forbidden(p, depth): put a black stone at p for the test", "forbidden(p, depth)：为检验在 p 放一枚黑棋"},
    {"read the line through p along d: the run through p, its fours (points that make exactly five) and, without a four, its three (points that make a straight four)",
     "读取沿 d 经过 p 的线：经过 p 的连子、它的四（能成恰好五连的点），没有四时还有它的三（能成活四的点）"},
    {"if some run is exactly five: return allowed (five wins)", "若某条连子恰好五枚：返回可以下（五连获胜）"},
    {"if some run is six or more: return overline", "若某条连子有六枚或更多：返回长连"},
    {"if the lines hold two fours or more: return double-four", "若各线合计有两个或更多的四：返回四四"},
    {"if fewer than two lines hold a three: return allowed", "若有三的线少于两条：返回可以下"},
    {"for each line with a three, for each point q that makes it a straight four:",
     "对每条有三的线，对每个能使它成为活四的点 q："},
    {"if depth + 1 > limit or forbidden(q, depth + 1) is allowed: the three is open; next line",
     "若 depth + 1 > 上限或 forbidden(q, depth + 1) 为可以下：这个三是活三；看下一条线"},
    {"if two threes are open: return double-three", "若有两个活三：返回三三"},
    {"return allowed", "返回可以下"},

    // Narrations.
    {"Depth {0}: is {1} forbidden for black? A black stone is put there for the test.",
     "第 {0} 层：{1} 是黑棋的禁手吗？为检验先在那里放一枚黑棋。"},
    {"Depth {0}, {1}: a run of {2} through {3}: an overline.", "第 {0} 层，{1}：经过 {3} 连成 {2} 子：长连。"},
    {"Depth {0}, {1}: exactly five through {3}.", "第 {0} 层，{1}：经过 {3} 恰好连成五子。"},
    {"Depth {0}, {1}: two fours through {3} in this one line; five at {4}.",
     "第 {0} 层，{1}：经过 {3} 的这一条线上有两个四；成五点 {4}。"},
    {"Depth {0}, {1}: a four through {3}; five at {4}.", "第 {0} 层，{1}：经过 {3} 有一个四；成五点 {4}。"},
    {"Depth {0}, {1}: a three through {3}; a straight four at {4}.",
     "第 {0} 层，{1}：经过 {3} 有一个三；成活四点 {4}。"},
    {"Depth {0}, {1}: a run of {2} through {3}, no four and no three.",
     "第 {0} 层，{1}：经过 {3} 连 {2} 子，没有四也没有三。"},
    {"Depth {0}: {1} makes exactly five, which wins: allowed whatever else it makes.",
     "第 {0} 层：{1} 恰好连成五子，直接获胜：无论还形成什么都可以下。"},
    {"Depth {0}: {1} has no overline, fewer than two fours and fewer than two threes: allowed.",
     "第 {0} 层：{1} 没有长连，四少于两个，三也少于两个：可以下。"},
    {"Depth {0}: fewer than two of the threes through {1} are open: allowed.",
     "第 {0} 层：经过 {1} 的三中活三少于两个：可以下。"},
    {"Depth {0}: {1} is forbidden for black: {2}.", "第 {0} 层：{1} 是黑棋的禁手：{2}。"},
    {"Depth {0}: the {1} three through {2} becomes a straight four at {3}; the depth limit is reached, so {3} is taken as allowed.",
     "第 {0} 层：经过 {2} 的{1}三在 {3} 成为活四；已到深度上限，{3} 按可以下处理。"},
    {"Depth {0}: the {1} three through {2} becomes a straight four at {3}. Is {3} itself forbidden? Looking at depth {4}.",
     "第 {0} 层：经过 {2} 的{1}三在 {3} 成为活四。{3} 本身是禁手吗？到第 {4} 层查看。"},
    {"Depth {0}: {1} is allowed, so the {2} three is open.", "第 {0} 层：{1} 可以下，所以{2}的三是活三。"},
    {"Depth {0}: {1} is forbidden ({2}), so it cannot make the {3} three a straight four.",
     "第 {0} 层：{1} 是禁手（{2}），所以不能用它把{3}的三变成活四。"},
};
}  // namespace

std::span<const Entry> renjuChinese() { return kRenju; }

}  // namespace boardlab::gomoku
