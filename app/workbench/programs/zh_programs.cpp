// Chinese for the user's own programs: the Your programs section, the progress of a program
// asked off the UI thread, the source view and the program's log.
#include "app/workbench/views/ui_text.hpp"

namespace boardlab::ui {

namespace {
constexpr i18n::Entry kPrograms[] = {
    {"Added {0}: it starts in the background.", "已添加 {0}：它在后台启动。"},
    {"Asking {0}", "正在询问 {0}"},
    {"Removed {0}.", "已移除 {0}。"},
    {"Restarting {0}.", "正在重启 {0}。"},
    {"Starting {0}", "正在启动 {0}"},
    {"Starting {0}.", "正在启动 {0}。"},
    {"Run it", "运行它"},
    {"the workbench's folder", "工作台所在的文件夹"},
    {"Not started: it comes from the settings file, and you have not run it from here. It runs this command in {0}. "
     "Run it only if you trust it.",
     "未启动：它来自设置文件，你还没有在这里运行过它。它会在 {0} 中运行这条命令。只有信任它时才运行。"},
    {"Starting {0}...", "正在启动 {0}……"},
    {"{0} has not been run on this computer: it starts only when you press Run it under Your programs.",
     "{0} 尚未在这台电脑上运行过：只有在“你的程序”中按“运行它”后才会启动。"},
    {"Stopping {0}", "正在停止 {0}"},
    {"The command does not split into words: {0}", "命令无法拆分成词：{0}"},
    {"The name {0} is taken: choose another.", "名称 {0} 已被占用：请另选一个。"},
    {"The source file cannot be shown: {0}", "无法显示源文件：{0}"},
    {"This file asks to run the command {0}: files never start programs. Add it under Your programs, give it a name, and name that in the file. Showing the board with {1}.",
     "此文件要求运行命令 {0}：文件从不启动程序。请在“你的程序”中添加它并为它命名，再在文件中使用该名称。现以 {1} 显示棋盘。"},
    {"This file names the algorithm {0}, which is neither built in nor one of your programs: add it under Your programs to run it. Showing the board with {1}.",
     "此文件指定的算法 {0} 既不是内置算法，也不是你的程序：请在“你的程序”中添加它才能运行。现以 {1} 显示棋盘。"},
    {"your program: {0}", "你的程序：{0}"},
    // The Compare panel's "first difference" of a program (program_walk.cpp).
    {"At {2}, {0} answered differently from {1} once ({0} said {4}, {1} says {3}), but not again after a fresh start: "
     "its answers change from run to run, so this is no verdict on it.",
     "在{2}，{0} 曾有一次与 {1} 的回答不同（{0} 说{4}，{1} 说{3}），但重新启动程序后没有再出现：它的回答每次运行都会变，所以这不能作为对它的结论。"},
    {"{0} {1}", "{0}{1}"},  // two sentences one after the other
    {"Comparing {0} with {1}, move by move", "正在逐步比较 {0} 与 {1}"},
    {"Comparing {0} with {1}, pair by pair", "正在逐对比较 {0} 与 {1}"},
    {"Comparing {0} with {1}, stone by stone", "正在逐子比较 {0} 与 {1}"},
    {"It showed again after a fresh start of the program.", "重新启动程序后，差异再次出现。"},
    {"Moves compared: {0} of {1} (nothing is checked after a win).", "已比较的步数：{0} / {1}（分出胜负后不再检查）。"},
    {"Moves compared: {0} of {1}.", "已比较的步数：{0} / {1}。"},
    {"No difference: {0} and {1} agree wherever they were compared.",
     "没有差异：在比较过的每一处，{0} 与 {1} 的结论都相同。"},
    {"Painted stones compared: {0} of {1}.", "已比较的摆放棋子：{0} / {1}。"},
    {"Pairs of equal tiles compared: {0} of {1}.", "已比较的相同牌对：{0} / {1}。"},
    {"Stopped ({0}) with no difference so far.", "已停止（{0}），到目前为止没有差异。"},
    {"{0} could not be compared with {1}: {2}", "无法将 {0} 与 {1} 比较：{2}"},
    {"{0} is not running: start it under Your programs to compare it move by move.",
     "{0} 没有在运行：请在“你的程序”中启动它，才能逐步比较。"},
    {"Stopped ({0}) while checking a difference again after a fresh start of {1}: no verdict.",
     "已停止（{0}）：重新启动 {1} 后再次检查一处差异时中止，没有结论。"},
    {"Find the first difference in this game", "查找本局的第一处差异"},
    {"Find the first difference on this board", "查找本盘面的第一处差异"},
    {"move {0} ({1})", "第 {0} 步（{1}）"},
    {"pair {0} in reading order", "按阅读顺序的第 {0} 对"},
    {"stone {0} in reading order", "按阅读顺序的第 {0} 颗棋子"},
    {"the pair {0} - {1}", "牌对 {0} - {1}"},
    {"the stone on {0}", "{0} 上的棋子"},
    {"time limit", "时间上限"},
    {"{0} and {1} first differ at {2}: {1} says {3}, {0} says {4}.",
     "{0} 与 {1} 的第一处差异在{2}：{1} 说{3}，{0} 说{4}。"},
    {"{0} failed at {1}, so it has no answer there: {2}", "{0} 在{1}出错，因此那里没有它的回答：{2}"},
    {"{0}: {1} of {2}, {3} s", "{0}：{1} / {2}，{3} 秒"},
    {"{0}, line {1}", "{0}，第 {1} 行"},
    {"A program's name must not start with ext: (that names a command).", "程序名不能以 ext: 开头（那表示一条命令）。"},
    {"Add a program", "添加程序"},
    {"Add##program", "添加##program"},
    {"Cancelled: change the move or restart the program to ask again.", "已取消：更换着法或重启程序即可再次询问。"},
    {"Give the command that starts the program.", "请填写启动该程序的命令。"},
    {"Give the program a name.", "请为程序命名。"},
    {"Nothing on stderr.", "stderr 上没有输出。"},
    {"Remove", "移除"},
    {"Restart", "重启"},
    {"Use", "使用"},
    {"Your own win or link check, in any language (docs/protocol.md, kits/).",
     "你自己用任何语言写的胜负判定或连线判定（见 docs/protocol.md、kits/）。"},
    {"gomoku", "五子棋"},
    {"link", "连连看"},
    {"starting...", "启动中……"},
    {"Command", "命令"},
    {"Name", "名称"},
    {"Program log (stderr)", "程序日志（stderr）"},
    {"Working folder", "工作文件夹"},
    {"Browse...##program folder", "浏览...##program folder"},
    {"Your programs", "你的程序"},
    {"Choose two algorithms.", "请选择两个算法。"},
    {"{0} wins (the program gave no winning line)", "{0}获胜（程序没有给出成五的连线）"},
};
}  // namespace

std::span<const i18n::Entry> programsChinese() { return kPrograms; }

}  // namespace boardlab::ui
