#pragma once
// The trace sections every game's view draws the same way: Code (with the article of an as-published
// variant above it, or the source of a user's program at its step), Watch and Log. Here, beside the user's
// programs, because Code shows a program's own file when its step names one.

#include <string>
#include <vector>

#include "engine/core/trace.hpp"
#include "engine/core/trace_cursor.hpp"

namespace boardlab::ui {

class ProgramsPanel;

// Code, Watch and Log of the trace on screen, each a collapsible section of the side panel. When
// `algorithm` is one of the user's `programs` and its step names a file, Code shows that file, and the
// program's stderr follows in its own section.
void drawTraceSections(const std::vector<std::string>& listing, TraceCursor& cursor, ProgramsPanel& programs,
                       const std::string& algorithm);
}  // namespace boardlab::ui
