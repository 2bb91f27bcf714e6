#pragma once
// The coordinate labels along a board's edges (gomoku's letters and numbers outside the wood, link's numbers
// outside the ring), sized and placed by one rule: each label sits at its usual place, or, moved into the
// canvas by drawCentredText where the canvas is tight, still keeps its glyphs' ink clear of the frame. The
// room that needs is what the board's margin asks of the canvas (BoardMargin::labelRoom).

#include <string>
#include <vector>

#include <imgui.h>

namespace boardlab::ui {

struct EdgeLabelRule {
  float sizeOfPitch = 0.42f;  // the labels' size as a share of the pitch, between 0.7 and 1.6 of the font's
  float frameCells = 0.55f;   // from the outer cell centres to the frame's edge, in pitches
  // From the outer cell centres to a label's centre, at a pitch and a label size.
  float (*usualOffset)(float pitch, float size) = nullptr;
};

struct EdgeLabels {
  float size = 0.0f;
  float columnOffset = 0.0f, rowOffset = 0.0f;  // from the outer cell centres to the labels' centres
  ImVec2 room{0, 0};                            // from the outer cell centres to the canvas's edge (across, down)
  // Every how many columns (rows) a label is drawn: 1, or more where neighbours' labels would touch (a 64x64
  // board's two-digit numbers at a few pixels a cell ran together). Those at multiples of it are drawn.
  int columnEvery = 1, rowEvery = 1;
  bool drawsColumn(int index) const { return index % columnEvery == 0; }
  bool drawsRow(int index) const { return index % rowEvery == 0; }
};

// The labels `columns` (above and below the board) and `rows` (left and right) at `pitch`.
EdgeLabels edgeLabels(float pitch, const EdgeLabelRule& rule, const std::vector<std::string>& columns,
                      const std::vector<std::string>& rows);

}  // namespace boardlab::ui
