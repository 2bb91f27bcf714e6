#pragma once
// The page's workers (docs/web.md, "Searches in the page"). A page has one thread, so what runs on a thread
// of its own on the desktop (views/worker.hpp: the solver, hints on big boards, the generator, the finder)
// runs here on a fiber: emscripten's fibers, built on Asyncify (-sASYNCIFY, app/web/web.cmake). The main
// loop hands the fibers a slice of each tick before it draws; a running search gives the thread back at
// its next look at its budget (SearchBudget::check, every few hundred small units of work) once its slice is
// over. So no slice of work holds the page's thread much past its share, progress and Cancel are drawn
// between slices, and no SharedArrayBuffer is needed.
//
// Asyncify can only pause code compiled into the wasm: a pause is reached directly from a fiber's body, and
// the main loop's side of a swap is a call from the page itself (runPageWorkers, never from inside a frame).

namespace boardlab::ui {

// Makes views/worker.hpp start fibers and searches pause at their checks. Once, before anything starts.
void installPageWorkers();
// Runs the fibers that have work, one after the other, for about `sliceMs` in all; from a call the page
// makes into the program only (the main loop's tick, or the wake of a program's answer), never from inside a
// frame. Finished fibers are freed here. True when one of them finished.
bool runPageWorkers(double sliceMs);
// Whether a fiber is waiting for a user's program to answer: its answers then come between the page's
// tasks, and each frame drawn meanwhile delays the next request by the frame's time.
bool pageWorkerWaitsForProgram();

}  // namespace boardlab::ui
