#pragma once
// The registry of gomoku win-detection algorithms: what the CLI's --algo, the workbench's menus and the
// benchmarks list. Names are fixed (board files, traces and scripts refer to them).

#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace boardlab::gomoku {

struct AlgorithmInfo {
  std::string_view name;     // "scan", "lines", "windows", "bitboard", "scan:objc", "scan:java", "lines:js", "windows:csharp"
  std::string_view title;    // one line for a menu
  std::string_view article;  // the source article ("000 (Objective-C)") or "" for our own
  bool asPublished;          // reproduces the article's code, defects included (ignores the rule)
  bool stateful;             // keeps state across actions (sees every place/undo/redo)
  const std::vector<std::string>& (*listing)();  // the pseudo-code that Step::codeLine points into
};

// All eight, corrected ones first, in a stable order.
std::span<const AlgorithmInfo> algorithms();
// nullptr when no algorithm has that name.
const AlgorithmInfo* findAlgorithm(std::string_view name);

}  // namespace boardlab::gomoku
