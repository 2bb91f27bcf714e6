// Chinese for gomoku's questions in predict mode and `boardlab-cli quiz` (questions.cpp): prompts and
// choices, apart from the narrations of zh_gomoku.cpp ("no win" is the shared words' own).
#include "engine/gomoku/catalogue.hpp"

namespace boardlab::gomoku {

namespace {
constexpr i18n::Entry kGomokuQuestions[] = {
    {"The next walk goes along the {0} line: on which point does it stop?", "下一次沿{0}走：停在哪个点上？"},
    {"The next walk goes along the {0} line: what is count after it?", "下一次沿{0}走：走完后 count 是多少？"},
    {"What is the check's verdict on this move?", "这一步的判定结果是什么？"},
    {"a win", "获胜"},
    {"the published code faults", "原文代码出错"},
    {"Depth {0}: what does the forbidden check say of {1}?", "第 {0} 层：禁手检查对 {1} 的结论是什么？"},
    {"Along which line is the five?", "五连在哪条线上？"},
    {"The next walk of the published Java: on which point does it stop?", "原文 Java 的下一次行走：停在哪个点上？"},
    {"The next walk of the published Java: what is its count after it?",
     "原文 Java 的下一次行走：走完后它的 count 是多少？"},
    {"The {0} line {1}-{2}: how many {3} stones does its counter hold now?",
     "{0}的线 {1}-{2}：它的{3}计数器现在是几？"},
    {"Which stone is tried next as the start of a five?", "下一个被当作五连起点来试的是哪颗棋子？"},
    {"Which stone does Win() examine next?", "Win() 下一个检查的是哪颗棋子？"},
    {"Along the {0} line: how long is the run through {1}?", "沿{0}：经过 {1} 的连子有多长？"},
};
}  // namespace

std::span<const i18n::Entry> gomokuQuestionsChinese() { return kGomokuQuestions; }

}  // namespace boardlab::gomoku
