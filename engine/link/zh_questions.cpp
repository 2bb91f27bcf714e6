// Chinese for link's questions in predict mode and `boardlab-cli quiz` (questions.cpp): prompts and choices.
#include "engine/link/catalogue.hpp"

namespace boardlab::link {

namespace {
constexpr i18n::Entry kLinkQuestions[] = {
    {"The scan from A going {0}: where does it stop?", "从 A {0}扫描：停在哪里？"},
    {"The segment {0} is blocked: by which cell?", "线段 {0} 被挡住：挡在哪一格？"},
    {"Which cells does layer {0} of the search add? Click them all.", "搜索的第 {0} 层新增了哪些格？请全部点出。"},
    {"Do A and B link, and with how many turns?", "A 和 B 能否连通？拐几次弯？"},
    {"not linked", "不能连通"},
    {"linked, 0 turns", "连通，不拐弯"},
    {"linked, 1 turn", "连通，拐 1 次弯"},
    {"linked, 2 turns", "连通，拐 2 次弯"},
    {"linked, 3 or more turns", "连通，拐 3 次或更多"},
    {"The path found: click a cell where it turns.", "找到的路径：点出它拐弯的一格。"},
};
}  // namespace

std::span<const i18n::Entry> linkQuestionsChinese() { return kLinkQuestions; }

}  // namespace boardlab::link
