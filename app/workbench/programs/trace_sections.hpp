#pragma once
// The trace sections every game's view draws the same way: Code (with the article of an as-published
// variant above it, or the source of a user's program at its step), Watch and Log, and presenter mode's
// panel. Here, beside the user's programs, because Code shows a program's own file when its step names one.

#include <string>
#include <vector>

#include "engine/core/trace.hpp"
#include "engine/core/trace_cursor.hpp"

namespace boardlab::ui {

class ProgramsPanel;

// The line above the Code panel of an as-published variant: "As published: Article 000: ..." (the article
// it reproduces, docs/articles.md); "" for our own algorithms and the user's programs.
std::string articleLine(const std::string& algorithm);

// Code, Watch and Log of the trace on screen, each a collapsible section of the side panel. When
// `algorithm` is one of the user's `programs` and its step names a file, Code shows that file, and the
// program's stderr follows in its own section.
void drawTraceSections(const std::vector<std::string>& listing, TraceCursor& cursor, ProgramsPanel& programs,
                       const std::string& algorithm);
// Presenter mode: the algorithm's name, its listing at the current line, and the legend of `trace`.
void drawPresenterTrace(const std::string& algorithm, const std::vector<std::string>& listing, TraceCursor& cursor,
                        const Trace& trace);

}  // namespace boardlab::ui
