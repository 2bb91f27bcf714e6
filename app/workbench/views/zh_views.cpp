// Chinese for what every view shares: commands, background searches, the trace panels, the legend and the
// marks' names, the counterexample finder and the file browser (each game's own words are in its folder).
#include "app/workbench/views/ui_text.hpp"

namespace boardlab::ui {

namespace {
constexpr i18n::Entry kViews[] = {
    {"BoardLab", "BoardLab"},

    // Commands: menu items, buttons and tooltips (commands.cpp draws every command's title through tr()).
    {"{0} ({1})", "{0}（{1}）"},

    // The Compare table.
    {"algorithm", "算法"},
    {"answer", "结果"},
    {"{0}  (differs from {1})", "{0}（与 {1} 不同）"},
    {"first difference", "第一处差异"},
    {"{0} departs from {1} at step {2}.", "{0} 在第 {2} 步与 {1} 分道。"},

    // The fonts (style.cpp): what the font texture cannot hold at a large scale.
    {"{0} of {1} Chinese characters do not fit in the font texture at this scale and show as � (a smaller "
     "scale shows them).",
     "{1} 个汉字中有 {0} 个超出此缩放下字体纹理的容量，显示为 �（缩小界面即可显示）。"},

    // Searches run in the background (background_job.cpp).
    {"{0}: {1} states, {2} s", "{0}：{1} 个局面，{2} 秒"},
    {"The share of the search's budget spent: it stops when the bar is full, or earlier with an answer.",
     "搜索预算已用去的比例：进度条满时搜索停止，得到答案则更早停止。"},
    {"Cancel##background job", "取消##background job"},

    // Trace panels: timeline, code, watch, breakpoints.
    {"%.1f steps/s", "%.1f 步/秒"},
    {"no trace: choose an algorithm and a move or a pair to analyse",
     "没有轨迹：请选择算法，以及要分析的一步棋或一对图案"},
    {"step {0} of {1}", "第 {0} 步，共 {1} 步"},
    {"No step recorded.", "没有记录任何步骤。"},
    {"No variables at this step.", "这一步没有变量。"},
    {"Breakpoint on {0} (F5 runs to it).", "已在 {0} 设置断点（F5 运行到此处）。"},
    {"Breakpoint removed from {0}.", "已移除 {0} 的断点。"},

    // The legend: what each mark colour means.
    {"the placed stone / the start tile", "刚落下的棋子 / 起点图案"},
    {"the tile to reach", "要到达的图案"},
    {"same colour, counted", "同色，已计数"},
    {"walk stopped: opponent stone or tile in the way", "停止：遇到对方棋子或挡路的图案"},
    {"walk stopped: empty point", "停止：遇到空点"},
    {"walk stopped: board edge or loop bound", "停止：到达棋盘边缘或循环边界"},
    {"the window or line being checked", "正在检查的窗口或线"},
    {"skipped by a guard", "被条件判断跳过"},
    {"the published code would index out of its array", "原文代码在此处会越界访问数组"},
    {"the winning run / the path found", "连成的五子 / 找到的路径"},
    {"candidate being tried", "正在尝试的候选"},
    {"tried: occupied or unreachable", "已尝试：被占或不可达"},
    {"tried: reachable", "已尝试：可达"},
    {"reached by the search", "搜索已到达"},
    {"reached with no turn", "不拐弯即可到达"},
    {"reached with 1 turn", "拐 1 次弯到达"},
    {"reached with {0} turns", "拐 {0} 次弯到达"},
    {"reached with 3 turns or more", "拐 3 次或更多次弯到达"},
    {"A, the tile the search starts from", "A，搜索的起点图案"},
    {"B, the tile to reach", "B，要到达的图案"},
    {"walk stopped: a tile in the way", "停止：有图案挡路"},
    {"the path found", "找到的路径"},
    {"the stone analysed", "所分析的棋子"},
    {"walk stopped: opponent stone", "停止：遇到对方棋子"},
    {"the winning run", "连成的五子"},
    {"empty ray from A or B", "从 A 或 B 出发的空射线"},
    {"overlap band of the rays", "射线的重叠带"},
    {"line marked dead (the published 6)", "标记为死线的线（原文中的 6）"},

    // The mark roles' names, shown in the board's hover tooltip.
    {"origin", "起点"},
    {"target", "终点"},
    {"counted", "已计数"},
    {"stopped-opponent", "遇对方停止"},
    {"stopped-empty", "遇空点停止"},
    {"stopped-bound", "遇边界停止"},
    {"window", "窗口"},
    {"skipped", "已跳过"},
    {"winning", "获胜"},
    {"candidate", "候选"},
    {"blocked", "受阻"},
    {"reachable", "可达"},
    {"frontier", "前沿"},
    {"ray", "射线"},
    {"band", "重叠带"},
    {"dead", "死线"},

    // The counterexample finder.
    {"Find a counterexample", "寻找反例"},
    {"Searches seeded random {0} for one where the two algorithms answer differently, then makes it as small as it can "
     "while they still differ.",
     "在按种子随机生成的{0}中，寻找两个算法答案不同的例子，然后在答案仍然不同的前提下把它缩到最小。"},
    {"games", "对局"},
    {"boards and pairs of tiles", "棋盘和图案对"},
    {"Algorithm A", "算法 A"},
    {"Algorithm B", "算法 B"},
    {"Seed", "种子"},
    {"Tries", "尝试次数"},
    {"Largest side", "最大边长"},
    {"Search", "搜索"},
    {"{0}: {1} tried, {2} shrink steps ({3} tested)", "{0}：已尝试 {1} 个，缩小 {2} 步（检验 {3} 个）"},
    {"searching", "搜索中"},
    {"shrinking", "缩小中"},
    {"found", "已找到"},
    {"not-found", "未找到"},
    {"cancelled", "已取消"},
    {"out-of-time", "超时"},
    {"faulted", "程序出错"},
    {"intermittent", "时有时无"},
    {"{0} failed on input {1}, and again after a fresh start: a failure of the program, not a difference. {2}",
     "{0} 在第 {1} 个输入上出错，重新启动后再次出错：这是程序的故障，不是答案的差异。{2}"},
    {"A difference was found but did not come back the same on a fresh start: intermittent, not a verdict (a program "
     "answering at random, or depending on what it was asked before).",
     "找到了一个差异，但重新启动程序后没有同样地再现：时有时无，不算结论（程序的回答是随机的，或取决于之前问过什么）。"},
    {"{0} program failure(s) did not happen again on a fresh start; the first: {1}",
     "{0} 次程序故障在重新启动后没有再出现；第一次：{1}"},
    {"Open it at the first difference", "打开并跳到第一处差异"},
    {"They agreed on all %d inputs tried.", "尝试的 %d 个输入上，两者答案全部一致。"},

    // The file browser.
    {"Open a file", "打开文件"},
    {"Save as", "另存为"},
    {"Choose a folder", "选择文件夹"},
    {"Choose this folder", "选择此文件夹"},
    {"Up", "上一级"},
    {"[folder] {0}", "[文件夹] {0}"},
    {"File name", "文件名"},
    {"Show all files", "显示所有文件"},
    {"Open", "打开"},
    {"Cannot read {0}: {1}", "无法读取 {0}：{1}"},
    {"Stopped reading {0}: {1}", "读取 {0} 时中断：{1}"},
};
}  // namespace

std::span<const i18n::Entry> viewsChinese() { return kViews; }

}  // namespace boardlab::ui
