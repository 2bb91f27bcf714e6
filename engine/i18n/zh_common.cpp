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

// The words of lessons and of the articles' citations (engine/core/lesson.cpp, engine/core/articles.cpp):
// not narration, so kept apart from the words every trace speaks.
constexpr Entry kTeaching[] = {
    // The Lessons menu's shelves (engine/core/lesson.cpp).
    {"Lesson {0}: {1}", "第 {0} 课：{1}"},
    {"Other lessons", "其他课程"},
    {"Your lessons", "你的课程"},
    {"Your lessons: {0}", "你的课程：{0}"},
    {" (unreadable)", "（无法读取）"},
    // A published article's citation (engine/core/articles.cpp).
    {"Article {0}: \"{1}\"", "文章 {0}：《{1}》"},
    {"author not named", "未署名"},
    {"year not given", "未注明年份"},
    {"{0}, {1}", "{0}，{1}"},
    {". In Chinese ({0} characters in this copy); code in {1}.", "。中文（此副本为{0}字）；代码为 {1}。"},
    {"Simplified", "简体"},
    {"Traditional", "繁体"},
    {"Same text found at: {0}.", "相同内容见：{0}。"},
};

std::span<const Entry> commonChinese() { return kCommon; }
std::span<const Entry> teachingChinese() { return kTeaching; }

}  // namespace boardlab::i18n
