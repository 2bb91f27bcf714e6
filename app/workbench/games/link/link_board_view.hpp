#pragma once
// The link canvas: tiles drawn as distinct faces (a colour and the face's own letter or digit, so
// colour-blind users tell them apart by the glyph), the empty ring drawn faintly when paths may use it,
// the selection, a hint, a trace step and paths as polylines through the cell centres.

#include <optional>
#include <set>
#include <string>
#include <vector>

#include <imgui.h>

#include "app/workbench/views/board_geometry.hpp"
#include "engine/core/trace.hpp"
#include "engine/link/board.hpp"

namespace boardlab::ui {

// Pitches of room around the outer tile centres: the ring (one cell), then the coordinate labels.
constexpr float kLinkMarginCells = 2.0f;

// The room around the outer tile centres: two cells (the ring, then the numbers), or more where the numbers
// at their smallest readable size (large type on a small window) would otherwise be pushed onto the ring.
BoardMargin linkMargin(int cols, int rows, bool ring, bool coordinates);

struct LinkPathDrawing {
  std::vector<Cell> points;  // A, corners, B
  ImU32 colour = IM_COL32(0, 230, 60, 255);
  std::string label;  // e.g. "U, 2 turns"
};

// Where a path's label ("U, 2 turns") is centred: on the middle of its longest horizontal leg, which runs
// over empty cells or the ring, so the label covers no tile's face and no A/B tag (those sit above
// tiles); on the middle of its longest vertical leg when it has no horizontal one. `points` are the path's
// corners.
ImVec2 pathLabelCentre(const std::vector<ImVec2>& points);
// Where a path's label of `box` may be centred, best first: beside the legs in pathLabelCentre's order
// (above or below a horizontal leg, left or right of a vertical one), never on the leg it names.
std::vector<ImVec2> pathLabelPlaces(const std::vector<ImVec2>& points, ImVec2 box, float lineHalfWidth);

struct LinkViewOptions {
  std::vector<Cell> selected;                   // tiles ringed as selected (A, B)
  std::vector<Cell> hinted;                     // tiles ringed as a hint
  const Step* overlay = nullptr;                // a trace step over the tiles
  std::vector<LinkPathDrawing> paths;           // drawn on top
  const std::set<Cell>* breakpoints = nullptr;  // red dots
  bool coordinates = true;                      // column and row numbers outside the ring, as cells are named (C,R)
};

// The colour of a face (stable: the same face always gets the same colour).
ImU32 faceColour(link::Face face);

// Clicks report tile cells only (the ring is not clickable).
BoardInput drawLinkBoard(const link::Board& board, const LinkViewOptions& options, BoardGeometry& geometry);

}  // namespace boardlab::ui
