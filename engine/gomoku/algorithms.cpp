#include "engine/gomoku/algorithms.hpp"

#include <array>

#include "engine/gomoku/bitboard.hpp"
#include "engine/gomoku/lines.hpp"
#include "engine/gomoku/lines_js.hpp"
#include "engine/gomoku/outside_algorithms.hpp"
#include "engine/gomoku/scan.hpp"
#include "engine/gomoku/scan_java.hpp"
#include "engine/gomoku/scan_objc.hpp"
#include "engine/gomoku/windows.hpp"
#include "engine/gomoku/windows_csharp.hpp"
#include "engine/i18n/i18n.hpp"

namespace boardlab::gomoku {

const std::vector<std::string>& scanObjcListing() {
  static const std::vector<std::string> listing{
      "color <- colour of the stone at (col, row); for each direction: count <- 1 (the placed stone)",
      "directions: horizontal, vertical, oblique-down (down-right), oblique-up (up-right then down-left)",
      "    backward: for (i = col-1 (row-1); i > 0; i--): if key missing or other colour: break; count++   // index 0 never examined",
      "    forward:  for (i = col+1 (row+1); i < kGridCount; i++): same                                    // kGridCount = 15, fixed",
      "    diagonal backward: for (i = row-1, j = col-/+1; i >= 0; ...): break if missing, other colour, j < 0 (j > kGridCount)",
      "    diagonal forward:  for (i = row+1, j = col+/-1; i < kGridCount; ...): break if missing, other colour, j > kGridCount (j < 0)",
      "    if count >= 5: return YES",
      "return NO",
  };
  return i18n::listing(listing);
}

const std::vector<std::string>& scanJavaListing() {
  static const std::vector<std::string> listing{
      "count = 1   // set once, never reset between directions; x = col + 1, y = row + 1",
      "for (posX = x-1; posX > 0; posX--): if board[posX][y] == color { count++; if (count >= 5) return true } else break",
      "for (posX = x+1; posX <= 15; posX++): same",
      "for (posY = y-1; posY > 0; posY--): same on board[x][posY]",
      "for (posY = y+1; posY <= 15; posY++): same",
      "for (posX = x-1, posY = y-1; posX > 0 && posY > 0; ...): same",
      "for (posX = x+1, posY = y+1; posX <= 15 && posY <= 15; ...): same",
      "for (posX = x+1, posY = y-1; posX <= 15 && posY > 0; ...): same",
      "for (posX = x-1, posY = y+1; posX > 0 && posY <= 15; ...): same",
      "    return true   // count >= 5 with the stones of every direction so far",
      "return false",
  };
  return i18n::listing(listing);
}

const std::vector<std::string>& windowsCsharpListing() {
  static const std::vector<std::string> listing{
      "Win(): foreach (QZ qz in list)   // every stone, in placement order",
      "    a = Convert2Array()   // every Win_* call rebuilds QZ[20, 20] from the list (throws for an index >= 20)",
      "    Win_Row(qz): if (col > 5) return false; a[row, col+1..4] == null? false; same colour? true",
      "    Win_Col(qz): if (row > 5) return false; a[row+1..4, col] == null? false; same colour? true",
      "    Win_AntiDiangle(qz): if (row > 5) return false; a[row+1..4, col-1..4] == null? false (col-k < 0 throws)",
      "    Win_Diangle(qz): if (row > 5) return false; a[row+1..4, col+1..4] == null? false (col+k >= 20 throws)",
      "    if any returned true: return true   // the caller prints the LAST stone's colour",
      "return false",
  };
  return i18n::listing(listing);
}

namespace {

constexpr std::array<AlgorithmInfo, 8> kAlgorithms{{
    {"scan", "Direction scan from the placed stone (corrected)", "", false, false, &scanListing},
    {"lines", "Win-line counters, exact take-back (corrected)", "", false, true, &linesListing},
    {"windows", "Every stone as the start of a five (corrected)", "", false, false, &windowsListing},
    {"bitboard", "Bit rows, columns and diagonals with bit counts", "", false, true, &bitboardListing},
    {"scan:objc", "Direction scan as published: loop bounds i > 0 and i < 15", "000 (Objective-C)", true, false, &scanObjcListing},
    {"scan:java", "Bidirectional count as published: count never reset", "003 (Java)", true, false, &scanJavaListing},
    {"lines:js", "Win-line counters as published: dead lines, one-step take-back", "001 (JavaScript)", true, true, &linesJsListing},
    {"windows:csharp", "Every stone as a start as published: col/row > 5 guards, array faults", "002 (C#)", true, false, &windowsCsharpListing},
}};

}  // namespace

std::span<const AlgorithmInfo> algorithms() { return kAlgorithms; }

const AlgorithmInfo* findAlgorithm(std::string_view name) {
  for (const AlgorithmInfo& a : kAlgorithms)
    if (a.name == name) return &a;
  return findOutsideAlgorithm(name);
}

}  // namespace boardlab::gomoku
