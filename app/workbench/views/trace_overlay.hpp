#pragma once
// Drawing a trace step over a board: each marked cell tinted by its role, arrows for directions and
// path segments, numbers on cells; and the legend that names every colour.

#include <vector>

#include <imgui.h>

#include "app/workbench/views/board_geometry.hpp"
#include "engine/core/trace.hpp"

namespace boardlab::ui {

ImU32 roleColour(MarkRole role);
// What a role's colour means, for the legend: in the current language (callers must not translate it
// again), and its English original, the catalogue key.
const char* roleDescription(MarkRole role);
const char* roleKey(MarkRole role);

// Draws the marks and arrows of `step` on the board laid out by `geometry` (in the current window's draw list).
void drawStepOverlay(const Step& step, const BoardGeometry& geometry);

// Tooltip lines: what `step` marks at cell c (role and value, one bullet each).
void describeMarksAt(const Step& step, Cell c);

// The roles a trace uses, in legend order.
std::vector<MarkRole> rolesUsed(const Trace& trace);
// A legend: one swatch and sentence per role.
void drawLegend(const std::vector<MarkRole>& roles);
// One legend line for a colour that is not a trace role (heat map, breakpoints); `text` is already translated.
void drawLegendEntry(ImU32 colour, const char* text);

}  // namespace boardlab::ui
