#pragma once
// Test events: with `--test-events`, the workbench says on stderr what a test driving the real process from
// outside must wait for (the first frame drawn, the window idle and listening, a key or a click that a frame
// saw, a question on screen and its answer, a recovery check), one line each:
//
//   boardlab: event: question shown: Restore the board you were working on?
//
// Process tests (tests/app/gui_driver.sh) wait for these lines with a deadline instead of sleeping for a
// fixed time, so no key is pressed into a window that is not ready for it. Off unless asked: a user never
// sees them.

#include <string>

namespace boardlab::ui {

void enableTestEvents();
bool testEventsEnabled();
// One line on stderr, written in one call so that lines from two threads never mix; nothing when off.
void testEvent(const std::string& what);

}  // namespace boardlab::ui
