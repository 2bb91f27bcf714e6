#include "engine/gomoku/algorithms.hpp"

#include <stdexcept>

#include "engine/gomoku/bitboard.hpp"
#include "engine/gomoku/detector.hpp"
#include "engine/gomoku/lines.hpp"
#include "engine/gomoku/lines_js.hpp"
#include "engine/gomoku/scan.hpp"
#include "engine/gomoku/scan_java.hpp"
#include "engine/gomoku/scan_objc.hpp"
#include "engine/gomoku/windows.hpp"
#include "engine/gomoku/windows_csharp.hpp"

namespace boardlab::gomoku {

namespace {

// THE list of built-in gomoku algorithms: adding one is its descriptor beside its code plus one line here.
// An explicit list rather than self-registering static objects, because the engine is a static library:
// the linker drops an object file nothing refers to, and its registration with it. Naming each
// descriptor here refers to its file, so it is always linked.
AlgorithmRegistry<DetectorRunner>& registry() {
  static AlgorithmRegistry<DetectorRunner> r{{
      &kScan,
      &kLines,
      &kWindows,
      &kBitboard,
      &kScanObjc,
      &kScanJava,
      &kLinesJs,
      &kWindowsCsharp,
  }};
  return r;
}

}  // namespace

std::vector<const AlgorithmInfo*> algorithms(bool withOutside) { return registry().list(withOutside); }

const AlgorithmInfo* findAlgorithm(std::string_view name) { return registry().find(name); }

void addOutsideAlgorithm(std::string name, std::string title, DetectorFactory make) {
  auto factory = std::make_shared<const DetectorFactory>(std::move(make));
  registry().add(std::move(name), std::move(title), DetectorRunner{false, nullptr, factory.get()}, factory);
}

void removeOutsideAlgorithm(std::string_view name) { registry().remove(name); }

std::unique_ptr<Detector> makeDetector(std::string_view name, const Game& start) {
  if (const AlgorithmInfo* info = findAlgorithm(name)) {
    if (info->run.make) return info->run.make(start);
    if (info->run.outside) return (*info->run.outside)(start);
  }
  throw std::invalid_argument("unknown gomoku algorithm '" + std::string(name) + "'");
}

}  // namespace boardlab::gomoku
