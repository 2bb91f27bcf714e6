#pragma once
// Where a label goes on a board: on no line it could be read as part of (a path's legs, an arrow with its
// head), on no face it would hide and on no label placed before it. It takes the first free place its caller
// offers (beside what it names); where none is free it goes off the board, joined to what it names by a
// leader line. One placer serves every label of one board in one frame, so they also keep off each other.

#include <optional>
#include <span>
#include <vector>

#include <imgui.h>

namespace boardlab::ui {

// A line `halfWidth` thick on each side.
struct LabelLine {
  ImVec2 from, to;
  float halfWidth = 0.0f;
};

// Whether the box lo-hi touches `line`.
bool boxTouchesLine(ImVec2 lo, ImVec2 hi, const LabelLine& line);

struct PlacedLabel {
  ImVec2 lo, hi;
  std::optional<ImVec2> leaderFrom;  // off the board: the leader runs from here (what it names) to the box
};

class LabelPlacer {
 public:
  // `board`: the board's own area (a label beyond it is off the board); `canvas`: where labels may go at all.
  LabelPlacer(ImVec2 boardLo, ImVec2 boardHi, ImVec2 canvasLo, ImVec2 canvasHi);
  ~LabelPlacer();
  LabelPlacer(const LabelPlacer&) = delete;
  LabelPlacer& operator=(const LabelPlacer&) = delete;

  void avoidLine(const LabelLine& line) { lines_.push_back(line); }
  // An arrow as drawArrow draws it `width` wide: its shaft and its head.
  void avoidArrow(ImVec2 from, ImVec2 to, float width);
  void avoidBox(ImVec2 lo, ImVec2 hi) { boxes_.push_back({lo, hi}); }

  bool free(ImVec2 lo, ImVec2 hi) const;
  // Free but for the faces and stones to avoid: a tag on its own tile's corner.
  bool clearOfLinesAndLabels(ImVec2 lo, ImVec2 hi) const;
  // A box of `size` centred on the first free point of `centres`; else off the board beside `anchor`, with a
  // leader; else nothing (the caller leaves the label out or draws it where it must). A placed box is taken.
  std::optional<PlacedLabel> place(ImVec2 size, std::span<const ImVec2> centres, ImVec2 anchor);
  // The same without leaving the board: a label that may be left out (one of many lines through a point).
  std::optional<PlacedLabel> placeBeside(ImVec2 size, std::span<const ImVec2> centres);
  // Takes a box the caller chose itself (a number that stays in its cell, a label that shows whatever it covers).
  void take(ImVec2 lo, ImVec2 hi) { record(PlacedLabel{lo, hi, std::nullopt}); }

  // The labels placed and the lines avoided on the boards drawn in the last frame (tests check one against
  // the other).
  static const std::vector<PlacedLabel>& placedLastFrame();
  static const std::vector<LabelLine>& linesLastFrame();

 private:
  struct Box {
    ImVec2 lo, hi;
  };
  std::optional<PlacedLabel> offTheBoard(ImVec2 size, ImVec2 anchor) const;
  void record(const PlacedLabel& label);

  ImVec2 boardLo_, boardHi_, canvasLo_, canvasHi_;
  std::vector<LabelLine> lines_;
  std::vector<Box> boxes_;   // faces and stones a label may not cover
  std::vector<Box> labels_;  // the labels placed: no label covers one, no leader crosses one
};

}  // namespace boardlab::ui
