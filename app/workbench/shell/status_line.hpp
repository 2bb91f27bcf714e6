#pragma once
// The status line: one line of the timeline strip, shared with the move chips. A message longer than its
// room is cut at a character with "..." (never run under the chips), and the whole message is shown,
// wrapped, in a tooltip while the mouse is over it.

#include <string>
#include <vector>

namespace boardlab::ui {

// Draws `text` (dimmed) in at most `width` pixels at the cursor. True when it had to be cut.
bool drawStatusLine(const std::string& text, float width);

// The longest prefix of `text` (whole UTF-8 characters) that, followed by "...", fits in `width` pixels
// in the current font; `text` itself when it fits.
std::string fitStatusText(const std::string& text, float width);
// Notes from a lenient reader (or a share link's), after the status sentence.
std::string withNotes(std::string status, const std::vector<std::string>& notes);

}  // namespace boardlab::ui
