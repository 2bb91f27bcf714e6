#include "engine/link/algorithms.hpp"

#include "engine/link/bfs.hpp"
#include "engine/link/corners.hpp"
#include "engine/link/corners_objc.hpp"
#include "engine/link/rays.hpp"

namespace boardlab::link {

namespace {

// THE list of built-in link algorithms: adding one is its descriptor beside its code plus one line here.
// An explicit list rather than self-registering static objects, because the engine is a static library:
// the linker drops an object file nothing refers to, and its registration with it. Naming each
// descriptor here refers to its file, so it is always linked.
AlgorithmRegistry<QueryRunner>& registry() {
  static AlgorithmRegistry<QueryRunner> r{{
      &kCorners,
      &kCornersObjc,
      &kBfs,
      &kRays,
  }};
  return r;
}

// Is `algo` a built-in or a registered outside algorithm (not removed since)?
bool registered(Algo algo) { return !algo->outside || registry().find(algo->name) == algo; }

}  // namespace

std::vector<Algo> algorithms(bool withOutside) { return registry().list(withOutside); }

std::optional<Algo> parseAlgo(std::string_view name) {
  if (Algo a = registry().find(name)) return a;
  return std::nullopt;
}

Algo correctedPeer(Algo algo) { return algo->correctedPeer.empty() ? nullptr : registry().find(algo->correctedPeer); }

LinkResult query(Algo algo, const Board& board, Cell a, Cell b) {
  if (algo->run.outside)
    return registered(algo) ? (*algo->run.outside)(board, a, b, nullptr) : notLinked(Reason::NotApplicable);
  return algo->run.untraced(board, a, b);
}

TracedQuery traceQuery(Algo algo, const Board& board, Cell a, Cell b, std::size_t maxSteps, std::size_t maxMarks) {
  Recorder recorder(std::string(algoName(algo)), maxSteps, maxMarks);
  LinkResult result = !algo->run.outside ? algo->run.traced(board, a, b, recorder)
                      : registered(algo) ? (*algo->run.outside)(board, a, b, &recorder)
                                         : notLinked(Reason::NotApplicable);
  return {std::move(result), recorder.take()};
}

std::vector<std::vector<Cell>> bestPaths(const Board& board, Cell a, Cell b, std::size_t cap) {
  if (refuse(board, a, b) || cap == 0) return {};
  NullTracer untraced;
  int turns = 0, cells = 0;
  if (!bfsSearch(board, a, b, board.maxTurns(), turns, cells, untraced)) return {};
  return bfs_detail::bestPaths(board, a, b, turns, cells, cap);
}

Algo fastestAlgo(const Board& board) { return algoApplies(&kCorners, board.maxTurns()) ? &kCorners : &kBfs; }

Algo addOutsideAlgorithm(std::string name, std::string summary, OutsideQuery run) {
  auto owned = std::make_shared<const OutsideQuery>(std::move(run));
  return registry().add(std::move(name), std::move(summary), QueryRunner{nullptr, nullptr, true, owned.get()}, owned);
}

void removeOutsideAlgorithm(std::string_view name) { registry().remove(name); }

bool sameLinkAnswer(Algo algoA, Algo algoB, const LinkResult& a, const LinkResult& b) {
  // A user's program is held to the verdict, not the path it chose; a path that breaks the rules is a verdict
  // of its own (which rule it breaks may change with the path a program picks: any broken one is the same).
  if (algoA->outside || algoB->outside)
    return a.linked == b.linked && a.fault.empty() == b.fault.empty() && a.brokenRule.empty() == b.brokenRule.empty();
  return a == b;
}

}  // namespace boardlab::link
