#include "engine/gomoku/replay.hpp"

#include <stdexcept>

#include "engine/gomoku/algorithms.hpp"
#include "engine/gomoku/detector.hpp"
#include "engine/i18n/i18n.hpp"

namespace boardlab::gomoku {

namespace {

// The point an action concerns, read from the real game after it was applied.
Cell actionPoint(const Game& game, const Action& a) {
  return a.kind == Action::Kind::Undo ? game.redoList().back().cell : game.moves().back().cell;
}

void applyOrThrow(Game& game, const GameRecord& record, std::size_t i) {
  if (!apply(game, record.actions[i]))
    throw std::invalid_argument(i18n::text("action {0} of the record cannot be played", i + 1));
}

// Renju: the forbidden kind of black's move just placed, when `algo` follows the rule and did not see black
// win there (a move that makes exactly five is never forbidden, so a correct detector's win stands).
Forbidden forbiddenVerdict(const Game& game, const Action& a, std::string_view algo, const WinResult& r) {
  if (a.kind == Action::Kind::Undo || r.won() || game.rule() != Rule::Renju) return Forbidden::None;
  const AlgorithmInfo* info = findAlgorithm(algo);
  return info && !info->asPublished ? game.forbidden() : Forbidden::None;
}

}  // namespace

Detection detect(const GameRecord& record, std::string_view algo) {
  Game game(record.start, record.toMove, record.rule);
  const auto detector = makeDetector(algo, game);
  Detection d{std::string(algo), {}, 0, {}};
  for (std::size_t i = 0; i < record.actions.size(); ++i) {
    applyOrThrow(game, record, i);
    WinResult r = detector->onAction(game, record.actions[i], nullptr);
    const Forbidden lost = forbiddenVerdict(game, record.actions[i], algo, r);
    if (lost != Forbidden::None) {
      d.result = {Stone::White, {}, {}};
      d.forbidden = lost;
    }
    if (d.forbidden != Forbidden::None || r.won() || !r.fault.empty()) {
      if (d.forbidden == Forbidden::None) d.result = std::move(r);
      d.ply = static_cast<int>(i) + 1;
      d.at = actionPoint(game, record.actions[i]);
      break;
    }
  }
  return d;
}

std::vector<Detection> detectAll(const GameRecord& record, const std::vector<std::string>& algos) {
  for (const std::string& a : algos)
    if (!findAlgorithm(a)) throw std::invalid_argument("unknown gomoku algorithm '" + a + "'");
  std::vector<Detection> out;
  for (const std::string& a : algos) out.push_back(detect(record, a));
  return out;
}

namespace {

// The record replayed, with the 1-based action that placed each move still on the board (parallel to
// game.moves()); nullopt when an action cannot be played.
struct Standing {
  Game game;
  std::vector<int> plyOfMove;
};

std::optional<Standing> standing(const GameRecord& record) {
  Standing s{Game(record.start, record.toMove, record.rule), {}};
  for (std::size_t i = 0; i < record.actions.size(); ++i) {
    if (!apply(s.game, record.actions[i])) return std::nullopt;
    if (record.actions[i].kind == Action::Kind::Undo)
      s.plyOfMove.pop_back();
    else
      s.plyOfMove.push_back(static_cast<int>(i) + 1);
  }
  return s;
}

}  // namespace

int lastPlacePly(const GameRecord& record) {
  const auto s = standing(record);
  return s && !s->plyOfMove.empty() ? s->plyOfMove.back() : 0;
}

std::vector<ActionEntry> listActions(const GameRecord& record) {
  std::vector<ActionEntry> out;
  Game game(record.start, record.toMove, record.rule);
  std::vector<std::size_t> entryOfMove;  // parallel to game.moves(): which entry placed it
  for (std::size_t i = 0; i < record.actions.size(); ++i) {
    const Action& a = record.actions[i];
    if (!apply(game, a)) return {};
    ActionEntry e;
    e.ply = static_cast<int>(i) + 1;
    e.kind = a.kind;
    if (a.kind == Action::Kind::Undo) {
      e.cell = game.redoList().back().cell;
      e.stone = game.redoList().back().stone;
      entryOfMove.pop_back();
    } else {
      e.cell = game.moves().back().cell;
      e.stone = game.moves().back().stone;
      entryOfMove.push_back(out.size());
    }
    out.push_back(e);
  }
  for (std::size_t m = 0; m < entryOfMove.size(); ++m) {
    out[entryOfMove[m]].standing = true;
    out[entryOfMove[m]].moveIndex = static_cast<int>(m) + 1;
  }
  return out;
}

std::optional<StoneToAnalyse> stoneToAnalyse(const GameRecord& record, Cell c) {
  const auto s = standing(record);
  if (!s || !s->game.board().contains(c)) return std::nullopt;
  const Stone stone = s->game.board().at(c);
  if (stone == Stone::None) return std::nullopt;
  const auto& moves = s->game.moves();
  for (std::size_t i = 0; i < moves.size(); ++i)
    if (moves[i].cell == c) return StoneToAnalyse{record, s->plyOfMove[i], false};
  StoneToAnalyse out;
  out.record.start = s->game.board();
  out.record.start.set(c, Stone::None);
  out.record.rule = record.rule;
  out.record.toMove = stone;
  out.record.actions = {{Action::Kind::Place, c}};
  out.ply = 1;
  out.painted = true;
  return out;
}

PlyTrace traceAt(const GameRecord& record, std::string_view algo, int ply, std::size_t maxSteps) {
  const AlgorithmInfo* info = findAlgorithm(algo);
  // The workbench shows these refusals as they are: they speak the current language.
  if (!info) throw std::invalid_argument(i18n::text("unknown gomoku algorithm '{0}'", algo));
  if (ply == 0) ply = lastPlacePly(record);
  if (ply == 0) throw std::invalid_argument(std::string(i18n::tr("the record has no move to trace")));
  const int n = static_cast<int>(record.actions.size());
  if (ply < 1 || ply > n) throw std::invalid_argument(i18n::text("ply {0} is outside 1..{1}", ply, n));
  const Action& target = record.actions[static_cast<std::size_t>(ply - 1)];
  if (!info->run.stateful && target.kind == Action::Kind::Undo)
    throw std::invalid_argument(
        i18n::text("ply {0} is an undo: {1} checks the board only after a move or a redo", ply, algo));

  Game game(record.start, record.toMove, record.rule);
  const auto detector = makeDetector(algo, game);
  // A stateless algorithm's verdict depends on the board after the traced action only, so the earlier
  // actions are applied to the game without being checked: for windows:csharp (O(stones x 400) per check)
  // checking them made the workbench's analysis of a full 20x20 board quadratic in the moves.
  for (int i = 0; i < ply - 1; ++i) {
    applyOrThrow(game, record, static_cast<std::size_t>(i));
    if (info->run.stateful) detector->onAction(game, record.actions[static_cast<std::size_t>(i)], nullptr);
  }
  applyOrThrow(game, record, static_cast<std::size_t>(ply - 1));
  Recorder rec{std::string(algo), maxSteps};
  PlyTrace out;
  out.verdict.algo = std::string(algo);
  out.verdict.result = detector->onAction(game, target, &rec);
  out.verdict.forbidden = forbiddenVerdict(game, target, algo, out.verdict.result);
  if (out.verdict.forbidden != Forbidden::None) out.verdict.result = {Stone::White, {}, {}};
  out.verdict.ply = ply;
  out.verdict.at = actionPoint(game, target);
  out.trace = rec.take();
  return out;
}

}  // namespace boardlab::gomoku
