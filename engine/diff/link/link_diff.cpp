// Link's counterexample finder: comparing two algorithms on pairs of equal tiles, random boards, and the
// shrinking of a board that shows a difference.

#include "engine/diff/link/link_diff.hpp"

#include <algorithm>
#include <stdexcept>

#include "engine/core/random.hpp"
#include "engine/link/game.hpp"
#include "engine/link/generator.hpp"

namespace boardlab::diff {

namespace {

void fillLinkTraces(LinkDiff& d, link::Algo algoA, link::Algo algoB) {
  link::TracedQuery ta = traceQuery(algoA, d.board, d.from, d.to);
  link::TracedQuery tb = traceQuery(algoB, d.board, d.from, d.to);
  d.a = std::move(ta.result);
  d.b = std::move(tb.result);
  d.traceA = std::move(ta.trace);
  d.traceB = std::move(tb.trace);
  d.stepsCompared = stepsComparable(algoA, algoB);
  d.divergence = d.stepsCompared ? firstDivergence(d.traceA, d.traceB) : -1;
}

// Calls visit(from, to) for every pair of equal tiles, from before to in row-major order, until it
// returns false.
template <class Visit>
void forEachEqualPair(const link::Board& board, Visit&& visit) {
  const std::vector<Cell> tiles = board.tiles();
  for (std::size_t i = 0; i < tiles.size(); ++i)
    for (std::size_t j = i + 1; j < tiles.size(); ++j)
      if (board.at(tiles[i]) == board.at(tiles[j]) && !visit(tiles[i], tiles[j])) return;
}

bool sameAnswer(const link::Board& board, link::Algo algoA, link::Algo algoB, Cell from, Cell to) {
  return link::sameLinkAnswer(algoA, algoB, query(algoA, board, from, to), query(algoB, board, from, to));
}

// One query of both, as the search sees it: an outside program's fault (a timeout, a crash, a path that
// does not hold) is its failure, not an answer; it sets `fault`.
enum class PairOutcome : unsigned char { Same, Differs, Fault };
PairOutcome compareForSearch(const link::Board& board, link::Algo algoA, link::Algo algoB, Cell from, Cell to,
                             ProgramFault& fault, link::LinkResult& a, link::LinkResult& b) {
  a = query(algoA, board, from, to);
  b = query(algoB, board, from, to);
  for (const auto& [algo, r] : {std::pair{algoA, &a}, std::pair{algoB, &b}})
    if (algo->outside && !r->fault.empty()) {
      fault.algo = std::string(algo->name);
      fault.message = r->fault;
      return PairOutcome::Fault;
    }
  return link::sameLinkAnswer(algoA, algoB, a, b) ? PairOutcome::Same : PairOutcome::Differs;
}

std::uint64_t linkTrySeed(std::uint64_t seed, int index) {
  Rng mix(seed ^ (0xd1b54a32d192ed03ULL * (static_cast<std::uint64_t>(index) + 1)));
  return mix.next();
}

// `board`'s tiles moved by (-dc, -dr) onto a cols x rows board with the same settings; tiles that fall
// outside are dropped.
link::Board reframed(const link::Board& board, int dc, int dr, int cols, int rows) {
  link::Board out(cols, rows, board.border(), board.maxTurns());
  for (Cell c : board.tiles()) {
    const Cell n{c.col - dc, c.row - dr};
    if (out.contains(n)) out.set(n, board.at(c));
  }
  return out;
}

}  // namespace

LinkSize sizeOf(const link::Board& board) { return {board.tileCount(), board.cols(), board.rows()}; }

LinkDiff compareLinkPair(const link::Board& board, link::Algo algoA, link::Algo algoB, Cell from, Cell to,
                         bool withTraces) {
  LinkDiff d{board, from, to, query(algoA, board, from, to), query(algoB, board, from, to), {}, {}, -1};
  d.linkedOnly = algoA->outside || algoB->outside;
  if (withTraces) fillLinkTraces(d, algoA, algoB);
  return d;
}

std::vector<LinkDiff> compareLinkBoard(const link::Board& board, link::Algo algoA, link::Algo algoB, bool withTraces) {
  std::vector<LinkDiff> out;
  forEachEqualPair(board, [&](Cell from, Cell to) {
    if (!sameAnswer(board, algoA, algoB, from, to))
      out.push_back(compareLinkPair(board, algoA, algoB, from, to, withTraces));
    return true;
  });
  return out;
}

int equalPairCount(const link::Board& board) {
  int n = 0;
  forEachEqualPair(board, [&](Cell, Cell) { return ++n, true; });
  return n;
}

LinkSearch::LinkSearch(LinkSearchOptions options)
    : ShrinkingSearch(options.maxTries, options.maxShrinkTests), options_(std::move(options)) {
  if (options_.minSize < link::Board::kMinSize || options_.maxSize > link::Board::kMaxSize ||
      options_.minSize > options_.maxSize)
    throw std::invalid_argument("link board sides must be within " + std::to_string(link::Board::kMinSize) + ".." +
                                std::to_string(link::Board::kMaxSize) + ", the smallest first");
  if (options_.maxFaces < 1 || options_.maxFaces > 62)
    throw std::invalid_argument("the number of faces must be within 1..62");
  if (options_.maxTries < 1 || options_.maxShrinkTests < 0 || options_.maxTurns < link::Board::kAnyTurns)
    throw std::invalid_argument("tries must be at least 1, shrink tests at least 0, turns a count or any");
}

// A random board: each side drawn from minSize..maxSize, 30-90% of the cells filled with one of 1..maxFaces
// faces, the ring on or off; then every pair of equal tiles is queried until the two algorithms differ.
Search::Outcome LinkSearch::tryInput(int index, ProgramFault& fault) {
  forgetAll();
  Rng rng(linkTrySeed(options_.seed, index));
  const int cols = options_.minSize + rng.below(options_.maxSize - options_.minSize + 1);
  const int rows = options_.minSize + rng.below(options_.maxSize - options_.minSize + 1);
  const bool border = options_.border ? *options_.border : rng.below(2) == 0;
  link::Board board(cols, rows, border, options_.maxTurns);
  const int density = 30 + rng.below(61);
  const int faces = 1 + rng.below(options_.maxFaces);
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c)
      if (rng.below(100) < density) board.set({c, r}, link::faceNumber(rng.below(faces)));
  std::optional<std::pair<Cell, Cell>> hit;
  PairOutcome outcome = PairOutcome::Same;
  link::LinkResult a, b;
  int sinceCheck = 0;
  bool cut = false;
  forEachEqualPair(board, [&](Cell from, Cell to) {
    // A 64x64 board has millions of equal pairs (0.1 s and more): the budget is looked at every 64.
    if (++sinceCheck % 64 == 0 && outOfBudget()) return cut = true, false;
    outcome = compareForSearch(board, options_.algoA, options_.algoB, from, to, fault, a, b);
    if (outcome == PairOutcome::Same) return true;
    hit.emplace(from, to);
    return false;
  });
  if (!hit || cut) return Outcome::Same;
  LinkDiff d{board, hit->first, hit->second, {}, {}, {}, {}, -1};
  d.linkedOnly = options_.algoA->outside || options_.algoB->outside;
  // The answers as they came, for the report: the failure is one of them, or they are the difference that
  // may not come back on a fresh start (an intermittent one is reported with these).
  d.a = std::move(a);
  d.b = std::move(b);
  return found(std::move(d), outcome == PairOutcome::Fault ? Outcome::Fault : Outcome::Differs);
}

bool LinkSearch::involvesOutside() const { return options_.algoA->outside || options_.algoB->outside; }

bool LinkSearch::reproduces(int times) {
  const LinkDiff& d = *best_;
  const auto failed = [](link::Algo algo, const link::LinkResult& r) { return algo->outside && !r.fault.empty(); };
  // The difference shows in the two answers, and neither is a program's failure.
  bool same = d.differs() && !failed(options_.algoA, d.a) && !failed(options_.algoB, d.b);
  for (int k = 0; k < times && same; ++k) {
    if (cancelled()) return forgetResult(), false;
    freshStart();
    const link::LinkResult a = query(options_.algoA, d.board, d.from, d.to),
                           b = query(options_.algoB, d.board, d.from, d.to);
    same = !failed(options_.algoA, a) && !failed(options_.algoB, b) &&
           link::sameLinkAnswer(options_.algoA, options_.algoA, a, d.a) &&
           link::sameLinkAnswer(options_.algoB, options_.algoB, b, d.b);
  }
  if (!same) best_.reset();  // never reported as a difference: first() is the board as found
  return same;
}

// The candidates for the current smallest board: each other tile removed, then smaller boards (the tiles'
// bounding box moved to the top-left corner, one column or row off either side) that keep both queried
// tiles, dropping the tiles that no longer fit.
std::vector<LinkShrink> LinkSearch::planShrinks(const LinkDiff& best) const {
  using Shrink = LinkShrink;
  std::vector<Shrink> plan;
  const link::Board& b = best.board;
  for (Cell t : b.tiles())
    if (t != best.from && t != best.to) plan.push_back({Shrink::RemoveTile, t});
  int minC = b.cols(), minR = b.rows(), maxC = -1, maxR = -1;
  for (Cell t : b.tiles()) {
    minC = std::min(minC, t.col), maxC = std::max(maxC, t.col);
    minR = std::min(minR, t.row), maxR = std::max(maxR, t.row);
  }
  const auto reframe = [&](int dc, int dr, int c, int r) {
    c = std::max(c, link::Board::kMinSize);
    r = std::max(r, link::Board::kMinSize);
    if (c * r >= b.cols() * b.rows()) return;
    for (Cell keep : {best.from, best.to})
      if (keep.col - dc < 0 || keep.row - dr < 0 || keep.col - dc >= c || keep.row - dr >= r) return;
    plan.push_back({Shrink::Reframe, {}, dc, dr, c, r});
  };
  reframe(minC, minR, maxC - minC + 1, maxR - minR + 1);
  reframe(0, 0, b.cols() - 1, b.rows());
  reframe(0, 0, b.cols(), b.rows() - 1);
  reframe(1, 0, b.cols() - 1, b.rows());
  reframe(0, 1, b.cols(), b.rows() - 1);
  return plan;
}

Search::Outcome LinkSearch::tryShrink(const LinkShrink& s) {
  link::Board c = best_->board;
  Cell from = best_->from, to = best_->to;
  if (s.kind == LinkShrink::RemoveTile) {
    c.set(s.tile, link::kEmpty);
  } else {
    c = reframed(c, s.dc, s.dr, s.cols, s.rows);
    from = {from.col - s.dc, from.row - s.dr};
    to = {to.col - s.dc, to.row - s.dr};
  }
  ProgramFault fault;
  link::LinkResult a, b;
  const PairOutcome outcome = compareForSearch(c, options_.algoA, options_.algoB, from, to, fault, a, b);
  if (outcome == PairOutcome::Same) return Outcome::Same;    // the difference is gone
  if (outcome == PairOutcome::Fault) return Outcome::Fault;  // a program failed: no answer to keep it for
  best_->board = std::move(c);
  best_->from = from;
  best_->to = to;
  return Outcome::Differs;
}

void LinkSearch::fillTraces(LinkDiff& d) const { fillLinkTraces(d, options_.algoA, options_.algoB); }

LinkWalk walkLink(const link::Board& board, std::string_view algoA, std::string_view algoB, SearchBudget& budget,
                  const std::function<void()>& freshStart) {
  const auto named = [](std::string_view name) {
    const auto algo = link::parseAlgo(name);
    if (!algo) throw std::invalid_argument("unknown link algorithm '" + std::string(name) + "'");
    return *algo;
  };
  link::Algo a = named(algoA), b = named(algoB);
  const bool outside = a->outside || b->outside;
  LinkWalk walk;
  walk.coverage.total = equalPairCount(board);
  forEachEqualPair(board, [&](Cell from, Cell to) {
    if (!budget.check()) {
      walk.coverage.limit = budget.limit();
      return false;
    }
    ProgramFault fault;
    link::LinkResult ra, rb;
    const PairOutcome outcome = compareForSearch(board, a, b, from, to, fault, ra, rb);
    budget.setProgress(static_cast<std::size_t>(++walk.coverage.compared),
                       static_cast<std::size_t>(walk.coverage.total));
    if (outcome == PairOutcome::Same) return true;
    if (outcome == PairOutcome::Fault) {
      walk.coverage.faultAlgo = fault.algo;
      walk.coverage.fault = fault.message;
      return false;
    }
    LinkDiff d{board, from, to, std::move(ra), std::move(rb), {}, {}, -1};
    d.linkedOnly = outside;
    if (outside && freshStart) {
      freshStart();
      walk.coverage.rechecked = true;
      if (!budget.check()) {  // Cancel during the fresh start: no verdict either way
        walk.coverage.limit = budget.limit();
        return false;
      }
      a = named(algoA);  // a restarted program is registered under a new handle
      b = named(algoB);
      ProgramFault again;
      link::LinkResult ra2, rb2;
      walk.coverage.reproduced = compareForSearch(board, a, b, from, to, again, ra2, rb2) == PairOutcome::Differs &&
                                 link::sameLinkAnswer(a, a, d.a, ra2) && link::sameLinkAnswer(b, b, d.b, rb2);
      if (!walk.coverage.reproduced) {
        walk.intermittent = std::move(d);
        return false;
      }
    }
    walk.diff = std::move(d);
    return false;
  });
  return walk;
}

namespace {

link::Algo linkAlgo(const std::string& name) {
  const auto a = link::parseAlgo(name);
  if (!a) throw std::invalid_argument("unknown link algorithm '" + name + "'");
  return *a;
}

}  // namespace

std::unique_ptr<LinkSearch> makeLinkSearch(const RandomSearchRequest& r) {
  LinkSearchOptions o;
  o.algoA = linkAlgo(r.algoA);
  o.algoB = linkAlgo(r.algoB);
  o.seed = r.seed;
  o.maxTries = r.maxTries;
  if (r.maxSize > 0) o.maxSize = r.maxSize;
  return std::make_unique<LinkSearch>(o);
}

GameSearchMaker linkSearchMaker() {
  return {"link", [](const RandomSearchRequest& r) -> std::unique_ptr<Search> { return makeLinkSearch(r); }};
}

}  // namespace boardlab::diff
