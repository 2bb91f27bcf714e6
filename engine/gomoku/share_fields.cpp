// A gomoku board in a share link: its size, rule, the stones of its start position and its moves, each a
// field of the link (docs/share-links.md), with the same names and words as its board file.
//
//   size=15&rule=renju&moves=f8.a1.g8.undo.g8          black=h8.h9&white=a1&to-move=white
//
// Reading a link builds the game record and lets the board file's own rules judge it (replayGame names the
// first impossible move), so a link holds nothing a board file could not.

#include "engine/gomoku/share_fields.hpp"

#include <charconv>

#include "engine/gomoku/board_file.hpp"
#include "engine/gomoku/notation.hpp"

namespace boardlab::gomoku {

namespace {

std::string joined(const std::vector<std::string>& words) {
  std::string out;
  for (const std::string& w : words) out += (out.empty() ? "" : ".") + w;
  return out;
}

int side(const ShareField& f, std::string_view text) {
  int n = 0;
  const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
  if (text.empty() || ec != std::errc() || ptr != text.data() + text.size() || n < Board::kMinSize ||
      n > Board::kMaxSize)
    throw ShareLinkError(f.key, f.position,
                         "'" + f.value + "' is no board size: N or CxR, each " + std::to_string(Board::kMinSize) +
                             " to " + std::to_string(Board::kMaxSize));
  return n;
}

// The words of a list field ("h8.i9.undo"), each with the character it starts at.
std::vector<std::pair<std::string, std::size_t>> words(const ShareField& f) {
  std::vector<std::pair<std::string, std::size_t>> out;
  if (f.value.empty()) return out;  // "moves=": none
  std::size_t start = 0;
  while (start <= f.value.size()) {
    const std::size_t end = std::min(f.value.find('.', start), f.value.size());
    out.emplace_back(f.value.substr(start, end - start), f.position + f.key.size() + 1 + start);
    start = end + 1;
  }
  return out;
}

Cell point(const ShareField& f, const std::string& word, std::size_t at, const Board& board) {
  Cell c;
  std::string why;
  if (!parseCellName(word, board.cols(), board.rows(), c, why))
    throw ShareLinkError(f.key, at,
                         "'" + word + "' is no point of this " + std::to_string(board.cols()) + "x" +
                             std::to_string(board.rows()) + " board: " + why);
  return c;
}

}  // namespace

std::vector<ShareField> shareFields(std::string_view boardText) {
  const GameRecord record = loadBoardText(boardText, "(board)");
  const Board& b = record.start;
  std::vector<ShareField> out;
  out.push_back({"size", b.cols() == b.rows() ? std::to_string(b.cols())
                                              : std::to_string(b.cols()) + "x" + std::to_string(b.rows())});
  out.push_back({"rule", std::string(ruleName(record.rule))});
  std::vector<std::string> black, white;
  for (int r = 0; r < b.rows(); ++r)
    for (int c = 0; c < b.cols(); ++c) {
      const Stone s = b.at({c, r});
      if (s != Stone::None) (s == Stone::Black ? black : white).push_back(cellName({c, r}, b.rows()));
    }
  if (!black.empty()) out.push_back({"black", joined(black)});
  if (!white.empty()) out.push_back({"white", joined(white)});
  if (record.toMove == Stone::White) out.push_back({"to-move", "white"});
  std::vector<std::string> moves;
  for (const Action& a : record.actions)
    moves.push_back(a.kind == Action::Kind::Undo   ? "undo"
                    : a.kind == Action::Kind::Redo ? "redo"
                                                   : cellName(a.cell, b.rows()));
  if (!moves.empty()) out.push_back({"moves", joined(moves)});
  return out;
}

std::string boardOfShare(const std::vector<ShareField>& fields) {
  requireShareFields(fields, {"size", "rule", "black", "white", "to-move", "moves"}, "a gomoku link",
                     "algo, move, point, step, lesson, present");
  const ShareField* size = findShareField(fields, "size");
  if (!size) throw ShareLinkError("", 0, "a gomoku link needs its board's size ('size=15')");
  const std::size_t x = size->value.find('x');
  const int cols = side(*size, std::string_view(size->value).substr(0, x));
  const int rows = x == std::string::npos ? cols : side(*size, std::string_view(size->value).substr(x + 1));
  GameRecord record;
  record.start = Board(cols, rows);
  if (const ShareField* rule = findShareField(fields, "rule")) {
    const std::optional<Rule> r = parseRule(rule->value);
    if (!r) throw ShareLinkError("rule", rule->position, "'" + rule->value + "' is no rule: " + ruleNamesForMessages());
    record.rule = *r;
  }
  for (const auto& [key, stone] : {std::pair{"black", Stone::Black}, std::pair{"white", Stone::White}})
    if (const ShareField* f = findShareField(fields, key))
      for (const auto& [word, at] : words(*f)) {
        const Cell c = point(*f, word, at, record.start);
        if (record.start.at(c) != Stone::None) throw ShareLinkError(f->key, at, word + " holds a stone already");
        record.start.set(c, stone);
      }
  if (const ShareField* f = findShareField(fields, "to-move")) {
    if (f->value != "black" && f->value != "white")
      throw ShareLinkError(f->key, f->position, "'" + f->value + "' is neither black nor white");
    record.toMove = f->value == "white" ? Stone::White : Stone::Black;
  }
  if (const ShareField* f = findShareField(fields, "moves")) {
    const auto list = words(*f);
    if (list.size() > static_cast<std::size_t>(GameRecord::kMaxActions))
      throw ShareLinkError(f->key, f->position, "more than " + std::to_string(GameRecord::kMaxActions) + " moves");
    Game game(record.start, record.toMove, record.rule);
    for (const auto& [word, at] : list) {
      Action a;
      if (word == "undo")
        a.kind = Action::Kind::Undo;
      else if (word == "redo")
        a.kind = Action::Kind::Redo;
      else
        a.cell = point(*f, word, at, record.start);
      if (!apply(game, a))
        throw ShareLinkError(f->key, at,
                             "'" + word + "' cannot be played there (the point is taken, or nothing to undo or redo)");
      record.actions.push_back(a);
    }
  }
  return saveBoardText(record);
}

void checkShareScene(std::string_view boardText, const std::vector<ShareField>& sceneFields) {
  const GameRecord record = loadBoardText(boardText, "(share link)");
  for (const ShareField& f : sceneFields) {
    if (f.key == "from" || f.key == "to")
      throw ShareLinkError(f.key, f.position,
                           "no field of a gomoku link: it analyses a move ('move=N') or an empty point ('point=h8'); "
                           "pairs of tiles are a link board's");
    if (f.key == "move" && std::stoi(f.value) > static_cast<int>(record.actions.size()))
      throw ShareLinkError(f.key, f.position,
                           "move " + f.value + " of a game of " + std::to_string(record.actions.size()) +
                               (record.actions.size() == 1 ? " move" : " moves") + " (the 'moves' field)");
    if (f.key == "point") point(f, f.value, f.position + f.key.size() + 1, record.start);
  }
}

}  // namespace boardlab::gomoku
