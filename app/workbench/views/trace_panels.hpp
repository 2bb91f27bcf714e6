#pragma once
// The views of a recorded run, shared by every game: the scrubber with event markers and the speed of
// the timeline strip, and the Code, Watch and Log sections of the side panel.

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <imgui.h>

#include "app/workbench/views/trace_overlay.hpp"
#include "engine/core/articles.hpp"
#include "engine/core/trace_cursor.hpp"

namespace boardlab::ui {

// The scrubber over the whole run, with a marker above and below it for every step that carries an
// event; dragging it jumps anywhere.
// Returns the scrubber's screen rectangle (min, max) so tests can click along it.
std::pair<ImVec2, ImVec2> drawScrubber(TraceCursor& cursor);
// The playback speed, in steps per second.
void drawSpeed(TraceCursor& cursor, float width);

// The band behind the current line of the listing (tests find it on screen by this colour).
constexpr ImU32 kCurrentCodeLine = IM_COL32(200, 140, 30, 110);
// The pseudo-code listing with the current line highlighted, then the step's narration.
void drawCodePanel(const std::vector<std::string>& listing, const TraceCursor& cursor);
// The algorithm's variables at the current step.
void drawWatchPanel(const TraceCursor& cursor);
// The Compare table: one row per algorithm and its answer on the same move or pair. A variant that
// disagrees with its corrected peer is flagged; where the traces part, a button opens that step.
struct CompareRow {
  std::string algo;
  std::string answer;
  std::string peer;  // the corrected algorithm it is held against ("" for a corrected one)
  bool disagrees = false;
  int divergence = -1;  // first step where its trace departs from the peer's, -1 for none
};
// Returns the index of the row whose "first difference" button was clicked.
std::optional<std::size_t> drawCompareTable(const std::vector<CompareRow>& rows);

// Sets or clears a breakpoint on c (named `name`) and says which, for the status line.
std::string toggleBreakpoint(TraceCursor& cursor, Cell c, const std::string& name);

// Every step as a line; clicking one jumps there. Follows the cursor.
void drawLogPanel(TraceCursor& cursor, float height);

// The line above the Code panel of an as-published variant: "As published: Article 000: ..." (the article
// it reproduces, docs/articles.md); "" for our own algorithms and the user's programs. drawArticleLine
// draws it (dimmed), nothing when it is "".
std::string articleLine(const std::string& algorithm);
void drawArticleLine(const std::string& algorithm);
// The article the lesson text on screen cites this frame (nullptr: none): drawArticleLine leaves it out.
void setArticleCitedAbove(const Article* article);
// Presenter mode: the algorithm's name, its listing at the current line, and the trace's legend.
void drawPresenterTrace(const std::string& algorithm, const std::vector<std::string>& listing, TraceCursor& cursor,
                        const std::vector<LegendEntry>& legend);

}  // namespace boardlab::ui
