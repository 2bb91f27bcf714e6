#pragma once
// Comparing a rendered PNG with a stored one within a tolerance.

#include <string>

namespace boardlab::test {

struct PngDiff {
  bool loaded = false;  // both images could be read
  bool sameSize = false;
  double differentFraction = 1.0;  // share of pixels whose largest channel difference exceeds the threshold
  std::string message;
};

// Pixels count as different when a channel differs by more than `threshold` (0..255).
PngDiff comparePngs(const std::string& actual, const std::string& expected, int threshold = 24);

}  // namespace boardlab::test
