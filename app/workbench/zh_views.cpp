// Chinese for the link workbench, the counterexample finder, the file browser, the trace panels and the legend.
// Terms follow the Chinese lianliankan articles: 图案 (a tile), 转角 (a turn), 连通 (link), 消除 (remove a pair).
#include "app/workbench/ui_text.hpp"

namespace boardlab::ui {

namespace {
constexpr i18n::Entry kChinese[] = {
    {"BoardLab", "BoardLab"},

    // Commands: menu items, buttons and tooltips (commands.cpp draws every command's title through tr()).
    {"{0} ({1})", "{0}（{1}）"},
    {"Hint", "提示"},
    {"Shuffle", "重排"},
    {"Is it still solvable?", "还能消完吗？"},
    {"Auto-solve (animated)", "动画自动消除"},

    // The link board section.
    {"Link board", "连连看棋盘"},
    {"{0} tiles left, ring {1}, {2} turns", "剩余 {0} 个图案，外圈{1}，转角上限 {2}"},
    {"on", "可用"},
    {"any", "不限"},
    {"Play##link mode", "游戏##link mode"},
    {"Gravity", "重力"},
    {"List every linkable pair", "列出所有可连通的图案对"},
    {"Deadlock: no pair links.", "死局：没有可连通的图案对。"},
    {"Shuffle now", "立即重排"},
    {"%zu pairs link; click one to analyse it.", "%zu 对可连通；点击一对即可分析。"},
    {"tile %c", "图案 %c"},

    // Editing and the generator.
    {"Edit the board", "编辑棋盘"},
    {"Paint:", "绘制："},
    {"erase", "擦除"},
    {"Ring usable by paths", "路径可经过外圈"},
    {"Paths may use the ring.", "路径可以经过外圈。"},
    {"Paths stay inside the board.", "路径只能在棋盘内。"},
    {"Turn limit", "转角上限"},
    {"Turn limit changed.", "已修改转角上限。"},
    {"Generator (solvable boards)", "生成器（生成可消完的棋盘）"},
    {"cols", "列数"},
    {"rows", "行数"},
    {"faces", "图案种类"},
    {"seed", "种子"},
    {"Resize to cols x rows", "改为列数×行数"},
    {"Resized to {0}x{1}, keeping the tiles that fit.", "已改为 {0}x{1}，保留放得下的图案。"},
    {"Fill from the generator", "用生成器填满"},
    {"Filled from the generator (seed {0}).", "已用生成器填满（种子 {0}）。"},
    {"Not generated: {0}", "未能生成：{0}"},

    // Analysis and comparison.
    {"Shift+click A then B to analyse a pair; Ctrl+click a cell for a breakpoint.",
     "Shift+点击 A，再 Shift+点击 B，分析这一对；Ctrl+点击格子设置断点。"},
    {"Show all {0} best paths", "显示全部 {0} 条最优路径"},
    {"no: {0}", "不连通：{0}"},
    {"yes: {0}, 1 turn, {1} cells", "连通：{0}，1 个转角，{1} 格"},
    {"yes: {0}, {1} turns, {2} cells", "连通：{0}，{1} 个转角，{2} 格"},
    {"{0}, 1 turn", "{0}，1 个转角"},
    {"{0}, {1} turns", "{0}，{1} 个转角"},
    {"algorithm", "算法"},
    {"answer", "结果"},
    {"{0}  (differs from {1})", "{0}（与 {1} 不同）"},
    {"first difference", "第一处差异"},
    {"corners:objc departs from corners at step {0}.", "corners:objc 在第 {0} 步与 corners 分道。"},
    {"Analysing {0} - {1}.", "正在分析 {0} - {1}。"},
    {"A = {0}: Shift+click B.", "A = {0}：请 Shift+点击 B。"},

    // The status line while playing.
    {"New {0}x{1} board, {2} faces, seed {3}: solvable by construction.", "新的 {0}x{1} 棋盘，{2} 种图案，种子 {3}：按生成方式保证可以消完。"},
    {"No board generated: {0}", "未能生成棋盘：{0}"},
    {"Hint: {0} link.", "提示：{0} 可以连通。"},
    {"The board is clear.", "棋盘已经清空。"},
    {"No pair links: shuffle (S).", "没有可连通的图案对：请重排（S）。"},
    {"Shuffled: a pair links now.", "已重排：现在有可连通的图案对。"},
    {"Shuffled, but no order of these tiles has a move.", "已重排，但这些图案无论怎样排列都无法消除。"},
    {"Still solvable: {0} removals clear it ({1} states searched).", "仍可消完：消除 {0} 次即可清空（搜索了 {1} 个状态）。"},
    {"Not solvable any more ({0} states searched): shuffle (S).", "已无法消完（搜索了 {0} 个状态）：请重排（S）。"},
    {"Undecided: {0}.", "无法判定：{0}。"},
    {"Auto-solve: this board cannot be cleared.", "自动消除：这个棋盘无法清空。"},
    {"Auto-solve: {0}.", "自动消除：{0}。"},
    {"Auto-solving: {0} removals.", "正在自动消除：共 {0} 次。"},
    {"Auto-solve cleared the board.", "自动消除已清空棋盘。"},
    {"{0} and {1} do not link: {2}", "{0} 与 {1} 不能连通：{2}"},
    {"Removed the {0} tiles at {1} and {2}.", "已消除 {1} 和 {2} 处的图案 {0}。"},
    {"Cleared the board!", "棋盘清空了！"},
    {"Deadlock: no pair links. Shuffle (S) to go on.", "死局：没有可连通的图案对。重排（S）后继续。"},

    // Trace panels: timeline, code, watch, breakpoints.
    {"%.1f steps/s", "%.1f 步/秒"},
    {"no trace: choose an algorithm and a move or a pair to analyse", "没有轨迹：请选择算法，以及要分析的一步棋或一对图案"},
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
    {"search frontier; number and colour = turns (0 green, 1 blue, 2 purple, 3 orange)",
     "搜索前沿；数字和颜色表示转角数（0 绿，1 蓝，2 紫，3 橙）"},
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
    {"Smallest found: %dx%d, %d actions; they part at action %d, step %d.",
     "找到的最小例子：%dx%d，%d 个操作；两者在第 %d 个操作的第 %d 步分歧。"},
    {"Smallest found: %dx%d with %d tiles, pair %s - %s; they part at step %d.",
     "找到的最小例子：%dx%d，%d 个图案，图案对 %s - %s；两者在第 %d 步分歧。"},
    {"Open it at the first difference", "打开并跳到第一处差异"},
    {"They agreed on all %d inputs tried.", "尝试的 %d 个输入上，两者答案全部一致。"},

    // The file browser.
    {"Open a file", "打开文件"},
    {"Save as", "另存为"},
    {"Up", "上一级"},
    {"[folder] {0}", "[文件夹] {0}"},
    {"File name", "文件名"},
    {"Show all files", "显示所有文件"},
    {"Open", "打开"},
    {"Cannot read {0}: {1}", "无法读取 {0}：{1}"},
    {"Stopped reading {0}: {1}", "读取 {0} 时中断：{1}"},
};
}  // namespace

std::span<const i18n::Entry> viewsChinese() { return kChinese; }

}  // namespace boardlab::ui
