// Chinese for the Help menu, its windows (Keys, First steps) and the first screen.
#include "app/workbench/views/ui_text.hpp"

namespace boardlab::ui {

namespace {
constexpr i18n::Entry kHelp[] = {
    {"Built-in example, scan analysing the last move: Space plays; see Help > First steps.",
     "内置示例，scan 正在分析最后一步：空格键播放；详见“帮助 > 入门”。"},
    {"First steps", "入门"},
    {"Keys", "按键"},
    {"1. The board shows a game in progress. The algorithm chosen under Analysis checks the last move for a five, "
     "one step at a time: the marks on the board, the code line and the watch panel follow each step.",
     "1. 棋盘上是一局进行中的对局。“分析”中选定的算法逐步检查最后一步是否连成五子：棋盘上的标记、代码行和监视面板随每一步更新。"},
    {"2. Step with the Left and Right arrow keys or the buttons under the board; Space plays the steps, "
     "Home and End jump to the first and the last.",
     "2. 用左右方向键或棋盘下方的按钮单步；空格键连续播放，Home 和 End 跳到第一步和最后一步。"},
    {"3. Shift+click a stone to analyse its move; choose another algorithm to see how it differs "
     "(Compare lists where two disagree).",
     "3. Shift+单击一枚棋子来分析它那一步；换一个算法看看有何不同（“对比”列出两者的分歧）。"},
    {"4. Click a point to play a move; Ctrl+Z takes it back. File > Open reads a board, PSQ or SGF file.",
     "4. 单击一个点落子；Ctrl+Z 悔棋。“文件 > 打开”可读取棋盘文件、PSQ 或 SGF 文件。"},
    {"5. Lessons opens ready-made scenes about the published defects, with their text beside the board. "
     "F11 (presenter mode) makes everything large for a class.",
     "5. “课程”打开关于已发表代码缺陷的现成场景，讲解文字显示在棋盘旁。F11（演示模式）把一切放大，便于上课。"},
    {"Click", "单击"},
    {"Shift+click", "Shift+单击"},
    {"Ctrl+click", "Ctrl+单击"},
    {"Play a move (edit mode: paint)", "落子（编辑模式：摆放）"},
    {"Analyse the move of that stone (link: choose tiles A and B)", "分析该棋子的那一步（连连看：选择方块 A 和 B）"},
    {"Set or clear a breakpoint on that point", "在该点设置或清除断点"},
    {"Close the open menu", "关闭打开的菜单"},
};
}  // namespace

std::span<const i18n::Entry> helpChinese() { return kHelp; }

}  // namespace boardlab::ui
