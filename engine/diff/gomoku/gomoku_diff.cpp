// Gomoku's counterexample finder: comparing two algorithms on a record, random records,
// and the shrinking of a record that shows a difference.

#include "engine/diff/gomoku/gomoku_diff.hpp"

#include <algorithm>
#include <stdexcept>

#include "engine/core/random.hpp"
#include "engine/gomoku/algorithms.hpp"
#include "engine/gomoku/detector.hpp"

namespace boardlab::diff {

namespace {

bool reports(const gomoku::WinResult& r) { return r.won() || !r.fault.empty(); }

struct FirstDifference {
  int ply = 0;           // 0: none; -1: the record cannot be played
  int compared = 0;      // actions compared (the walk stops at the first where either reports)
  bool stopped = false;  // the budget ran out first (Cancel, time): ply stays 0
  gomoku::WinResult a, b;
  Cell at{};           // the point of that action (for a take-back: the stone taken back)
  std::string failed;  // an outside program that failed at `ply` (its fault is in a or b): no verdict there
};

bool isOutside(std::string_view algo) {
  const gomoku::AlgorithmInfo* info = gomoku::findAlgorithm(algo);
  return info && info->outside;
}

// Both algorithms side by side, untraced, up to the first action where either reports something: detect()
// of each would stop there, so their answers differ exactly when their verdicts there do. An outside
// program's fault is its failure (a timeout, a crash, garbage), not a verdict: it ends the walk as such.
// With a budget, it is checked before each action and told the progress (a walk from the workbench).
FirstDifference firstDifference(const gomoku::GameRecord& record, std::string_view algoA, std::string_view algoB,
                                bool compareLines, SearchBudget* budget = nullptr, bool progress = true) {
  gomoku::Game game(record.start, record.toMove, record.rule);
  const auto da = gomoku::makeDetector(algoA, game);
  const auto db = gomoku::makeDetector(algoB, game);
  const bool outsideA = isOutside(algoA), outsideB = isOutside(algoB);
  FirstDifference out;
  for (std::size_t i = 0; i < record.actions.size(); ++i) {
    if (budget && !budget->check()) {
      out.stopped = true;
      return out;
    }
    if (!gomoku::apply(game, record.actions[i])) {
      out.ply = -1;
      return out;
    }
    out.compared = static_cast<int>(i) + 1;
    if (budget && progress) budget->setProgress(i + 1, record.actions.size());
    gomoku::WinResult ra = da->onAction(game, record.actions[i], nullptr);
    gomoku::WinResult rb = db->onAction(game, record.actions[i], nullptr);
    if (!reports(ra) && !reports(rb)) continue;
    const bool failedA = outsideA && !ra.fault.empty(), failedB = outsideB && !rb.fault.empty();
    if (failedA || failedB || !sameVerdict(ra, rb, compareLines)) {
      out.ply = static_cast<int>(i) + 1;
      out.at =
          record.actions[i].kind == gomoku::Action::Kind::Undo ? game.redoList().back().cell : game.moves().back().cell;
      out.a = std::move(ra);
      out.b = std::move(rb);
      if (failedA || failedB) out.failed = std::string(failedA ? algoA : algoB);
    }
    return out;
  }
  return out;
}

// The verdict and trace of one algorithm at `ply`. traceAt refuses a stateless algorithm at a take-back
// (it checks nothing there): its verdict is then "nothing" and its trace empty.
gomoku::PlyTrace tracedAt(const gomoku::GameRecord& record, std::string_view algo, int ply) {
  const gomoku::AlgorithmInfo* info = gomoku::findAlgorithm(algo);
  const gomoku::Action& action = record.actions[static_cast<std::size_t>(ply - 1)];
  if (info && !info->run.stateful && action.kind == gomoku::Action::Kind::Undo) {
    gomoku::PlyTrace t;
    t.verdict.algo = std::string(algo);
    t.verdict.ply = ply;
    const gomoku::Game game = [&] {
      gomoku::GameRecord upTo = record;
      upTo.actions.resize(static_cast<std::size_t>(ply));
      return gomoku::replayGame(upTo);
    }();
    t.verdict.at = game.redoList().back().cell;
    t.trace.algo = std::string(algo);
    return t;
  }
  return gomoku::traceAt(record, algo, ply);
}

void fillGomokuTraces(GomokuDiff& d, std::string_view algoA, std::string_view algoB) {
  gomoku::PlyTrace ta = tracedAt(d.record, algoA, d.ply);
  gomoku::PlyTrace tb = tracedAt(d.record, algoB, d.ply);
  d.a = std::move(ta.verdict);
  d.b = std::move(tb.verdict);
  d.traceA = std::move(ta.trace);
  d.traceB = std::move(tb.trace);
  d.stepsCompared = stepsComparable(gomoku::findAlgorithm(algoA), gomoku::findAlgorithm(algoB));
  d.divergence = d.stepsCompared ? firstDivergence(d.traceA, d.traceB) : -1;
}

std::uint64_t gomokuTrySeed(std::uint64_t seed, int index) {
  // Each try draws from its own generator, so try k is the same whatever came before it.
  Rng mix(seed ^ (0x9e3779b97f4a7c15ULL * (static_cast<std::uint64_t>(index) + 1)));
  return mix.next();
}

// A random game from an empty board: random points, two in three of them next to a stone of the side to
// move (so that fives happen on any board size), with take-backs and redos mixed in, until the real game
// is won, the board is full, or the record reaches four times the board's points.
gomoku::GameRecord randomRecord(Rng& rng, const GomokuSearchOptions& o, int undoPercent) {
  gomoku::GameRecord r;
  const int cols = o.minSize + rng.below(o.maxSize - o.minSize + 1);
  const int rows = o.minSize + rng.below(o.maxSize - o.minSize + 1);
  r.start = gomoku::Board(cols, rows);
  r.rule = o.rule ? *o.rule : (rng.below(2) == 0 ? gomoku::Rule::Freestyle : gomoku::Rule::Standard);
  r.toMove = gomoku::Stone::Black;
  gomoku::Game game(r.start, r.toMove, r.rule);
  const int cap = 4 * cols * rows;
  std::vector<Cell> empty, own;
  while (!game.over() && static_cast<int>(r.actions.size()) < cap) {
    gomoku::Action a;
    const int roll = rng.below(100);
    if (roll < undoPercent && game.canTakeBack()) {
      a.kind = gomoku::Action::Kind::Undo;
    } else if (roll < 2 * undoPercent && game.canRedo()) {
      a.kind = gomoku::Action::Kind::Redo;
    } else {
      empty.clear();
      own.clear();
      for (int row = 0; row < rows; ++row)
        for (int col = 0; col < cols; ++col) {
          const gomoku::Stone s = game.board().at({col, row});
          if (s == gomoku::Stone::None)
            empty.push_back({col, row});
          else if (s == game.toMove())
            own.push_back({col, row});
        }
      if (empty.empty()) break;
      a.cell = empty[static_cast<std::size_t>(rng.below(static_cast<int>(empty.size())))];
      if (!own.empty() && rng.below(3) != 0) {
        static constexpr Delta kAround[8]{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, -1}, {1, -1}, {-1, 1}};
        // Two draws, each in its own statement: within one expression their order is the compiler's (GCC
        // and Clang differ), and the page's search then found other boards than the desktop's for a seed.
        // The direction is drawn first, as GCC did on x86-64 (the desktop's), so every seed keeps its
        // board; programs_test.py holds the page's finder to boardlab-cli's for one seed.
        const Delta step = kAround[rng.below(8)];
        const Cell near = own[static_cast<std::size_t>(rng.below(static_cast<int>(own.size())))] + step;
        if (game.board().get(near) == gomoku::Stone::None && game.board().contains(near)) a.cell = near;
      }
    }
    if (!gomoku::apply(game, a)) break;  // cannot happen: every action above is possible
    r.actions.push_back(a);
  }
  return r;
}

}  // namespace

GomokuSize sizeOf(const gomoku::GameRecord& record) {
  return {static_cast<int>(record.actions.size()), record.start.cols(), record.start.rows()};
}

GomokuDiff compareGomoku(const gomoku::GameRecord& record, std::string_view algoA, std::string_view algoB,
                         bool withTraces, bool compareLines) {
  for (std::string_view n : {algoA, algoB})
    if (!gomoku::findAlgorithm(n)) throw std::invalid_argument("unknown gomoku algorithm '" + std::string(n) + "'");
  // A painted position (no actions): each of its stones, in reading order, as if it had just been placed
  // (stoneToAnalyse, as the workbench's analysis does); the first stone where the two differ is the answer.
  if (record.actions.empty()) {
    for (int row = 0; row < record.start.rows(); ++row)
      for (int col = 0; col < record.start.cols(); ++col)
        if (const auto s = stoneToAnalyse(record, {col, row}))
          if (GomokuDiff d = compareGomoku(s->record, algoA, algoB, withTraces, compareLines); d.differs()) return d;
    GomokuDiff none;
    none.record = record;
    none.a.algo = std::string(algoA);
    none.b.algo = std::string(algoB);
    return none;
  }
  GomokuDiff d;
  d.record = record;
  const FirstDifference f = firstDifference(record, algoA, algoB, compareLines);
  if (f.ply < 0) gomoku::replayGame(record);  // throws, naming the first action that cannot be played
  d.ply = f.ply;
  d.a.algo = std::string(algoA);
  d.b.algo = std::string(algoB);
  if (d.ply == 0) return d;
  if (withTraces) {
    fillGomokuTraces(d, algoA, algoB);
  } else {
    d.a.result = f.a;
    d.b.result = f.b;
    d.a.ply = d.b.ply = d.ply;
    d.a.at = d.b.at = f.at;
  }
  return d;
}

GomokuSearch::GomokuSearch(GomokuSearchOptions options)
    : ShrinkingSearch(options.maxTries, options.maxShrinkTests), options_(std::move(options)) {
  const gomoku::AlgorithmInfo* a = gomoku::findAlgorithm(options_.algoA);
  const gomoku::AlgorithmInfo* b = gomoku::findAlgorithm(options_.algoB);
  if (!a || !b) throw std::invalid_argument("unknown gomoku algorithm '" + (a ? options_.algoB : options_.algoA) + "'");
  if (options_.minSize < gomoku::Board::kMinSize || options_.maxSize > gomoku::Board::kMaxSize ||
      options_.minSize > options_.maxSize)
    throw std::invalid_argument("gomoku board sides must be within " + std::to_string(gomoku::Board::kMinSize) + ".." +
                                std::to_string(gomoku::Board::kMaxSize) + ", the smallest first");
  if (options_.maxTries < 1 || options_.maxShrinkTests < 0 || options_.undoPercent > 45)
    throw std::invalid_argument("tries must be at least 1, shrink tests at least 0, undo percent at most 45");
  undoPercent_ = options_.undoPercent >= 0 ? options_.undoPercent : (a->run.stateful || b->run.stateful) ? 12 : 0;
}

Search::Outcome GomokuSearch::tryInput(int index, ProgramFault& fault) {
  forgetAll();
  Rng rng(gomokuTrySeed(options_.seed, index));
  gomoku::GameRecord r = randomRecord(rng, options_, undoPercent_);
  const FirstDifference f = firstDifference(r, options_.algoA, options_.algoB, options_.compareLines);
  if (f.ply <= 0) return Outcome::Same;
  r.actions.resize(static_cast<std::size_t>(f.ply));  // what follows the difference shows nothing more
  GomokuDiff d;
  d.record = std::move(r);
  d.ply = f.ply;
  // Both verdicts as they came: a program's failure (one of them), or a difference that may not come back
  // on a fresh start (an intermittent one is reported with these, never with empty ones).
  d.a = {options_.algoA, f.a, f.ply, f.at};
  d.b = {options_.algoB, f.b, f.ply, f.at};
  if (!f.failed.empty()) {
    fault.algo = f.failed;
    fault.message = f.failed == options_.algoA ? f.a.fault : f.b.fault;
    return found(std::move(d), Outcome::Fault);
  }
  return found(std::move(d), Outcome::Differs);
}

bool GomokuSearch::involvesOutside() const { return isOutside(options_.algoA) || isOutside(options_.algoB); }

bool GomokuSearch::reproduces(int times) {
  const GomokuDiff& d = *best_;
  const auto failed = [](const std::string& algo, const gomoku::WinResult& r) {
    return isOutside(algo) && !r.fault.empty();
  };
  // The difference shows in the verdicts, and neither is a program's failure.
  bool same = !sameVerdict(d.a.result, d.b.result, options_.compareLines) && !failed(options_.algoA, d.a.result) &&
              !failed(options_.algoB, d.b.result);
  for (int k = 0; k < times && same; ++k) {
    if (cancelled()) return forgetResult(), false;
    freshStart();
    const FirstDifference f = firstDifference(d.record, options_.algoA, options_.algoB, options_.compareLines);
    same = f.ply == d.ply && f.failed.empty() && sameVerdict(f.a, d.a.result, options_.compareLines) &&
           sameVerdict(f.b, d.b.result, options_.compareLines);
  }
  if (!same) best_.reset();  // never reported as a difference: first() is the input as found
  return same;
}

// The candidates for the current smallest record, biggest cuts first: each pair of actions (neighbours
// first: a move and its reply keep the colours of the later moves), each action alone, then smaller boards
// (the stones' bounding box moved to the top-left corner; the same box left in place, for defects that
// need their distance from the left or top edge; one empty column or row off either side), and last the
// stones on the rim moved inwards so that a later crop can succeed.
std::vector<GomokuShrink> GomokuSearch::planShrinks(const GomokuDiff& best) const {
  using Shrink = GomokuShrink;
  std::vector<Shrink> plan;
  const gomoku::GameRecord& r = best.record;
  const int n = static_cast<int>(r.actions.size());
  for (int i = 0; i + 1 < n; ++i) plan.push_back({Shrink::RemoveTwo, i, i + 1});
  for (int i = 0; i < n; ++i) plan.push_back({Shrink::RemoveOne, i});
  for (int i = 0; i < n; ++i)
    for (int j = i + 2; j < n; ++j) plan.push_back({Shrink::RemoveTwo, i, j});
  // Start positions with stones are not produced by the search; their stones would need moving too.
  if (r.start.count(gomoku::Stone::None) != r.start.cols() * r.start.rows()) return plan;
  int minC = r.start.cols(), minR = r.start.rows(), maxC = -1, maxR = -1;
  for (const gomoku::Action& a : r.actions)
    if (a.kind == gomoku::Action::Kind::Place) {
      minC = std::min(minC, a.cell.col), maxC = std::max(maxC, a.cell.col);
      minR = std::min(minR, a.cell.row), maxR = std::max(maxR, a.cell.row);
    }
  if (maxC < 0) return plan;
  const int cols = r.start.cols(), rows = r.start.rows();
  const auto reframe = [&](int dc, int dr, int c, int rr) {
    c = std::max(c, gomoku::Board::kMinSize);
    rr = std::max(rr, gomoku::Board::kMinSize);
    // Only a smaller board, and only when every stone still fits.
    if (c * rr >= cols * rows || dc > minC || dr > minR || maxC - dc >= c || maxR - dr >= rr) return;
    plan.push_back({Shrink::Reframe, 0, 0, dc, dr, c, rr});
  };
  reframe(minC, minR, maxC - minC + 1, maxR - minR + 1);
  reframe(0, 0, maxC + 1, maxR + 1);
  reframe(minC, 0, maxC - minC + 1, maxR + 1);
  reframe(0, minR, maxC + 1, maxR - minR + 1);
  reframe(0, 0, cols - 1, rows);
  reframe(0, 0, cols, rows - 1);
  reframe(1, 0, cols - 1, rows);
  reframe(0, 1, cols, rows - 1);
  // A stone on the rim (the first or last column or row, on a side that could still be cut) keeps the board
  // from shrinking there: try it on an unused point off the rim, nearest the top-left first. Each accepted
  // move leaves one stone fewer on the rim, so the shrink still ends.
  const bool narrow = cols > gomoku::Board::kMinSize, low = rows > gomoku::Board::kMinSize;
  if (!narrow && !low) return plan;
  const auto onRim = [&](Cell c) {
    return (narrow && (c.col == 0 || c.col == cols - 1)) || (low && (c.row == 0 || c.row == rows - 1));
  };
  std::vector<bool> used(static_cast<std::size_t>(cols * rows), false);
  for (const gomoku::Action& a : r.actions)
    if (a.kind == gomoku::Action::Kind::Place) used[static_cast<std::size_t>(a.cell.row * cols + a.cell.col)] = true;
  constexpr int kTargets = 24;  // enough to reach a line-up near the corner; bounds the plan on big boards
  for (int i = 0; i < n; ++i) {
    const gomoku::Action& a = r.actions[static_cast<std::size_t>(i)];
    if (a.kind != gomoku::Action::Kind::Place || !onRim(a.cell)) continue;
    int targets = 0;
    for (int row = 0; row < rows && targets < kTargets; ++row)
      for (int col = 0; col < cols && targets < kTargets; ++col)
        if (!used[static_cast<std::size_t>(row * cols + col)] && !onRim({col, row})) {
          Shrink m{Shrink::Move, i};
          m.to = {col, row};
          plan.push_back(m);
          ++targets;
        }
  }
  return plan;
}

Search::Outcome GomokuSearch::tryShrink(const GomokuShrink& s) {
  using Shrink = GomokuShrink;
  gomoku::GameRecord c = best_->record;
  if (s.kind == Shrink::Reframe) {
    c.start = gomoku::Board(s.cols, s.rows);
    for (gomoku::Action& a : c.actions)
      if (a.kind == gomoku::Action::Kind::Place) a.cell = {a.cell.col - s.dc, a.cell.row - s.dr};
  } else if (s.kind == Shrink::Move) {
    c.actions[static_cast<std::size_t>(s.i)].cell = s.to;
  } else {
    if (s.kind == Shrink::RemoveTwo) c.actions.erase(c.actions.begin() + s.j);
    c.actions.erase(c.actions.begin() + s.i);
  }
  const FirstDifference f = firstDifference(c, options_.algoA, options_.algoB, options_.compareLines);
  if (f.ply <= 0) return Outcome::Same;          // the difference is gone (or the record cannot be played)
  if (!f.failed.empty()) return Outcome::Fault;  // a program failed: no verdict to keep it for
  c.actions.resize(static_cast<std::size_t>(f.ply));
  best_->record = std::move(c);
  best_->ply = f.ply;
  return Outcome::Differs;
}

void GomokuSearch::fillTraces(GomokuDiff& d) const { fillGomokuTraces(d, options_.algoA, options_.algoB); }

namespace {

// The verdicts of a difference as found by a walk (no traces).
GomokuDiff untracedDiff(const gomoku::GameRecord& record, std::string_view algoA, std::string_view algoB,
                        const FirstDifference& f) {
  GomokuDiff d;
  d.record = record;
  d.record.actions.resize(static_cast<std::size_t>(f.ply));  // as a search's result: it ends at `ply`
  d.ply = f.ply;
  d.a.algo = std::string(algoA);
  d.b.algo = std::string(algoB);
  d.a.result = f.a;
  d.b.result = f.b;
  d.a.ply = d.b.ply = f.ply;
  d.a.at = d.b.at = f.at;
  return d;
}

// One record of the walk (the whole game, or one painted stone's one-move record): keeps a difference
// only if it shows again after a fresh start. True when the walk goes on to the next record. `budget` is
// checked throughout (the recheck included); it is told the progress only with `progress` (a painted
// stone's record has one action: the walk counts the stones). `compared`: the record's actions compared.
bool walkRecord(const gomoku::GameRecord& record, std::string_view algoA, std::string_view algoB, SearchBudget& budget,
                const std::function<void()>& freshStart, bool outside, GomokuWalk& walk, int& compared, bool progress) {
  const FirstDifference f = firstDifference(record, algoA, algoB, false, &budget, progress);
  compared = f.compared;
  if (f.stopped) {
    walk.coverage.limit = budget.limit();
    return false;
  }
  if (f.ply < 0) gomoku::replayGame(record);  // throws, naming the first action that cannot be played
  if (f.ply == 0) return true;
  if (!f.failed.empty()) {
    walk.coverage.faultAlgo = f.failed;
    walk.coverage.fault = (f.failed == algoA ? f.a : f.b).fault;
    return false;
  }
  GomokuDiff d = untracedDiff(record, algoA, algoB, f);
  if (outside && freshStart) {
    freshStart();
    walk.coverage.rechecked = true;
    // The recheck compares as the walk did (winners, not which five), and Cancel reaches it too.
    const FirstDifference again = firstDifference(d.record, algoA, algoB, false, &budget, false);
    if (again.stopped || !budget.check()) {
      walk.coverage.limit = budget.limit();
      return false;
    }
    walk.coverage.reproduced = again.ply == f.ply && again.failed.empty() && sameVerdict(again.a, f.a, false) &&
                               sameVerdict(again.b, f.b, false);
    if (!walk.coverage.reproduced) {
      walk.intermittent = std::move(d);
      return false;
    }
  }
  walk.diff = std::move(d);
  return false;
}

}  // namespace

GomokuWalk walkGomoku(const gomoku::GameRecord& record, std::string_view algoA, std::string_view algoB,
                      SearchBudget& budget, const std::function<void()>& freshStart) {
  for (std::string_view n : {algoA, algoB})
    if (!gomoku::findAlgorithm(n)) throw std::invalid_argument("unknown gomoku algorithm '" + std::string(n) + "'");
  const bool outside = isOutside(algoA) || isOutside(algoB);
  GomokuWalk walk;
  if (!record.actions.empty()) {
    walk.coverage.total = static_cast<int>(record.actions.size());
    walkRecord(record, algoA, algoB, budget, freshStart, outside, walk, walk.coverage.compared, true);
    return walk;
  }
  // A painted position: each stone, in reading order, as if it had just been placed (as compareGomoku).
  std::vector<gomoku::StoneToAnalyse> stones;
  for (int row = 0; row < record.start.rows(); ++row)
    for (int col = 0; col < record.start.cols(); ++col)
      if (auto s = stoneToAnalyse(record, {col, row})) stones.push_back(std::move(*s));
  walk.coverage.total = static_cast<int>(stones.size());
  for (const gomoku::StoneToAnalyse& s : stones) {
    if (!budget.check()) {
      walk.coverage.limit = budget.limit();
      break;
    }
    // The stone's own record has one action: the budget's progress is the stones', set here.
    int compared = 0;
    const bool goOn = walkRecord(s.record, algoA, algoB, budget, freshStart, outside, walk, compared, false);
    walk.coverage.compared += compared;
    budget.setProgress(static_cast<std::size_t>(walk.coverage.compared), stones.size());
    if (!goOn) break;
  }
  return walk;
}

std::unique_ptr<GomokuSearch> makeGomokuSearch(const RandomSearchRequest& r) {
  GomokuSearchOptions o;
  o.algoA = r.algoA;
  o.algoB = r.algoB;
  o.seed = r.seed;
  o.maxTries = r.maxTries;
  if (r.maxSize > 0) o.maxSize = r.maxSize;
  return std::make_unique<GomokuSearch>(o);
}

GameSearchMaker gomokuSearchMaker() {
  return {"gomoku", [](const RandomSearchRequest& r) -> std::unique_ptr<Search> { return makeGomokuSearch(r); }};
}

}  // namespace boardlab::diff
