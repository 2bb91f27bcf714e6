#pragma once
// Drawing a trace step over a board: each marked cell tinted by its role, arrows for directions and
// path segments, numbers on cells; and the legend that names every colour.

#include <span>
#include <string>
#include <vector>

#include <imgui.h>

#include "app/workbench/views/board_geometry.hpp"
#include "app/workbench/views/label_placement.hpp"
#include "engine/core/trace.hpp"

namespace boardlab::ui {

ImU32 roleColour(MarkRole role);
// What a role's colour means, for the legend: in the current language (callers must not translate it
// again), and its English original, the catalogue key.
const char* roleDescription(MarkRole role);
const char* roleKey(MarkRole role);

// The colour of a search's cells reached with `turns` turns (3 and more share one).
ImU32 layerColour(int turns);
// The colour a mark is drawn in: its role's, or its turn layer's for a search's numbered cells.
ImU32 markColour(const CellMark& mark);

// Draws the marks and arrows of `step` on the board laid out by `geometry` (in the current window's draw
// list); `bars` (the dead lines) are drawn with the arrows, under every label. The step's numbers and labels
// go where `labels` finds room: the board's own lines and labels are known to it first.
void drawStepOverlay(const Step& step, const BoardGeometry& geometry, LabelPlacer& labels,
                     std::span<const Arrow> bars = {});
// The same with a placer of its own over the board's cells.
void drawStepOverlay(const Step& step, const BoardGeometry& geometry, std::span<const Arrow> bars = {});
// A leader line from what a label moved off the board names to the label.
void drawLeader(ImDrawList* dl, ImVec2 from, const PlacedLabel& label);

// Tooltip lines: what `step` marks at cell c (role and value, one bullet each).
void describeMarksAt(const Step& step, Cell c);

// A legend line: a colour as the board draws it and what it means, in the current language.
struct LegendEntry {
  ImU32 colour;
  std::string text;
};
enum class LegendBoard { Stones, Tiles };  // roles read differently on a gomoku and on a link board
// One entry per colour `trace` draws, in legend order: its roles, then a search's turn layers one by one.
std::vector<LegendEntry> legendEntries(const Trace& trace, LegendBoard board);
void drawLegend(const std::vector<LegendEntry>& entries);
// One legend line for a colour that is not a trace role (heat map, breakpoints); `label` is already translated.
void drawLegendEntry(ImU32 colour, const char* label);

}  // namespace boardlab::ui
