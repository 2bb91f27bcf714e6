// Chinese for the host window, the gomoku panels, the timeline, files and lessons.
#include "app/workbench/ui_text.hpp"

namespace boardlab::ui {

namespace {
constexpr i18n::Entry kChinese[] = {
    {"BoardLab", "BoardLab"},
};
}  // namespace

std::span<const i18n::Entry> workbenchChinese() { return kChinese; }

}  // namespace boardlab::ui
