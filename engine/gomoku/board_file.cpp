#include "engine/gomoku/board_file.hpp"

#include <map>
#include <optional>

#include "engine/core/game_module.hpp"
#include "engine/gomoku/notation.hpp"

namespace boardlab::gomoku {

namespace {

const char* const kKeys[] = {"game", "size", "rule", "to-move", "grid", "moves"};

bool isKey(std::string_view word) {
  for (const char* k : kKeys)
    if (word == k) return true;
  return false;
}

class Parser {
 public:
  Parser(std::string_view text, const std::string& file) : file_(file), lines_(splitBoardLines(text, file)) {}

  GameRecord run() {
    for (std::size_t i = 0; i < lines_.size(); ++i) {
      const TextLine& line = lines_[i];
      const auto words = splitWords(line.text);
      const std::string key(words[0]);
      if (!isKey(key)) fail(line, "unknown key '" + key + "' (expected game, size, rule, to-move, grid or moves)");
      if (auto seen = seen_.find(key); seen != seen_.end())
        fail(line, "duplicate key '" + key + "' (first given on line " + std::to_string(seen->second) + ")");
      seen_[key] = line.number;
      if (key == "grid") {
        if (words.size() != 1) fail(line, "'grid' takes no value: the rows follow on the next lines");
        i = readGrid(i);
        continue;
      }
      if (key == "moves") {
        readMoves(line, words, 1);  // skip the key itself
        // Continuation lines: everything up to the next line that starts with a key.
        while (i + 1 < lines_.size() && !isKey(splitWords(lines_[i + 1].text)[0])) {
          ++i;
          readMoves(lines_[i], splitWords(lines_[i].text), 0);
        }
        continue;
      }
      if (words.size() != 2) fail(line, "'" + key + "' takes exactly one value");
      const std::string_view value = words[1];
      if (key == "game") {
        if (value != "gomoku") fail(line, "this is a '" + std::string(value) + "' board, not a gomoku board");
      } else if (key == "size") {
        readSize(line, value);
      } else if (key == "rule") {
        const auto rule = parseRule(value);
        if (!rule) fail(line, "unknown rule '" + std::string(value) + "' (expected " + ruleNamesForMessages() + ")");
        record_.rule = *rule;
      } else {  // to-move
        if (value == "black")
          toMove_ = Stone::Black;
        else if (value == "white")
          toMove_ = Stone::White;
        else
          fail(line, "to-move must be black or white, not '" + std::string(value) + "'");
      }
    }
    if (!seen_.count("game")) throw BoardFileError(file_, 0, "missing 'game gomoku' line");
    finish();
    return record_;
  }

 private:
  [[noreturn]] void fail(const TextLine& line, const std::string& why) const {
    throw BoardFileError(file_, line.number, why);
  }

  void needSize(const TextLine& line, const char* what) {
    if (!sizeFixed_) {
      sizeFixed_ = true;  // 15x15 unless `size` came first
      sizeUser_ = what;
      sizeUserLine_ = line.number;
    }
  }

  void readSize(const TextLine& line, std::string_view value) {
    if (sizeFixed_)
      fail(line, "'size' must come before '" + sizeUser_ + "' (line " + std::to_string(sizeUserLine_) + ")");
    int cols = 0, rows = 0;
    const std::size_t x = value.find('x');
    const bool ok = x == std::string_view::npos ? parseCount(value, kLargestCount, cols) && (rows = cols, true)
                                                : parseCount(value.substr(0, x), kLargestCount, cols) &&
                                                      parseCount(value.substr(x + 1), kLargestCount, rows);
    if (!ok) fail(line, "'" + std::string(value) + "' is not a size like 15 or 20x15 (columns x rows)");
    if (cols < Board::kMinSize || cols > Board::kMaxSize || rows < Board::kMinSize || rows > Board::kMaxSize)
      fail(line, "size " + std::to_string(cols) + "x" + std::to_string(rows) + " is outside " +
                     std::to_string(Board::kMinSize) + ".." + std::to_string(Board::kMaxSize));
    record_.start = Board(cols, rows);
    sizeFixed_ = true;
  }

  // Reads the rows after the `grid` line at index i; returns the index of the last row.
  std::size_t readGrid(std::size_t i) {
    const TextLine& head = lines_[i];
    needSize(head, "grid");
    if (seen_.count("moves")) fail(head, "'grid' must come before 'moves' (the moves are played from the grid)");
    Board& b = record_.start;
    for (int r = 0; r < b.rows(); ++r) {
      if (i + 1 >= lines_.size() || isKey(splitWords(lines_[i + 1].text)[0]))
        fail(i + 1 < lines_.size() ? lines_[i + 1] : head, "the grid has " + std::to_string(r) + " row" +
                                                               (r == 1 ? "" : "s") + " but the board has " +
                                                               std::to_string(b.rows()));
      const TextLine& row = lines_[++i];
      std::string cells;
      const auto words = splitWords(row.text);
      if (words.size() == 1) {
        cells = std::string(words[0]);
      } else {
        for (std::string_view w : words) {
          if (w.size() != 1)
            fail(row, "grid row cells must be single characters separated by single spaces, or not separated at all");
          cells += w[0];
        }
      }
      if (static_cast<int>(cells.size()) != b.cols())
        fail(row, "grid row " + std::to_string(r + 1) + " has " + std::to_string(cells.size()) +
                      " cells but the board has " + std::to_string(b.cols()) + " columns");
      for (int c = 0; c < b.cols(); ++c) {
        const char ch = cells[static_cast<std::size_t>(c)];
        if (ch != '.' && ch != 'x' && ch != 'o')
          fail(row, "'" + std::string(1, ch) + "' in column " + std::to_string(c + 1) + " of grid row " +
                        std::to_string(r + 1) + ": use '.' (empty), 'x' (black) or 'o' (white)");
        b.set({c, r}, ch == 'x' ? Stone::Black : ch == 'o' ? Stone::White : Stone::None);
      }
    }
    if (i + 1 < lines_.size() && !isKey(splitWords(lines_[i + 1].text)[0]))
      fail(lines_[i + 1], "the grid has more rows than the board's " + std::to_string(b.rows()));
    return i;
  }

  void readMoves(const TextLine& line, const std::vector<std::string_view>& words, std::size_t first) {
    needSize(line, "moves");
    for (std::size_t w = first; w < words.size(); ++w) {
      const std::string_view word = words[w];
      if (static_cast<int>(record_.actions.size()) >= GameRecord::kMaxActions)
        fail(line, "more than " + std::to_string(GameRecord::kMaxActions) + " moves");
      if (word == "undo")
        record_.actions.push_back({Action::Kind::Undo, {}});
      else if (word == "redo")
        record_.actions.push_back({Action::Kind::Redo, {}});
      else {
        Cell c;
        std::string why;
        if (!parseCellName(word, record_.start.cols(), record_.start.rows(), c, why))
          fail(line, "move " + std::to_string(record_.actions.size() + 1) + ": " + why +
                         " (moves are points like h8, undo or redo)");
        record_.actions.push_back({Action::Kind::Place, c});
      }
      actionLines_.push_back(line.number);
    }
  }

  // Side to move from the grid, then every action played on a real game to refuse impossible ones.
  void finish() {
    const int black = record_.start.count(Stone::Black), white = record_.start.count(Stone::White);
    if (toMove_) {
      record_.toMove = *toMove_;
    } else if (black == white) {
      record_.toMove = Stone::Black;
    } else if (black == white + 1) {
      record_.toMove = Stone::White;
    } else {
      throw BoardFileError(file_, seen_.count("grid") ? seen_["grid"] : 0,
                           "the grid has " + std::to_string(black) + " black and " + std::to_string(white) +
                               " white stones: say who plays next with 'to-move black' or 'to-move white'");
    }
    Game game(record_.start, record_.toMove, record_.rule);
    for (std::size_t k = 0; k < record_.actions.size(); ++k) {
      const Action& a = record_.actions[k];
      if (apply(game, a)) continue;
      const int line = actionLines_[k];
      const std::string n = "move " + std::to_string(k + 1);
      switch (a.kind) {
        case Action::Kind::Place:
          throw BoardFileError(file_, line,
                               n + ": " + cellName(a.cell, record_.start.rows()) + " already holds a " +
                                   std::string(stoneName(game.board().at(a.cell))) + " stone");
        case Action::Kind::Undo:
          throw BoardFileError(file_, line,
                               n + ": 'undo' with nothing to undo (the grid's stones cannot be taken back)");
        case Action::Kind::Redo:
          throw BoardFileError(
              file_, line,
              n + ": 'redo' with nothing to redo (only a taken-back move can be replayed, and a new move drops them)");
      }
    }
  }

  std::string file_;
  std::vector<TextLine> lines_;
  GameRecord record_;
  std::map<std::string, int> seen_;  // key -> line number
  std::optional<Stone> toMove_;
  bool sizeFixed_ = false;
  std::string sizeUser_;
  int sizeUserLine_ = 0;
  std::vector<int> actionLines_;  // line number of each action
};

}  // namespace

GameRecord loadBoardText(std::string_view text, const std::string& fileName) { return Parser(text, fileName).run(); }

GameRecord loadBoardFile(const std::filesystem::path& path) { return loadBoardText(readTextFile(path), path.string()); }

std::string saveBoardText(const GameRecord& r) {
  const Board& b = r.start;
  std::string out = "game gomoku\n";
  out += "size " +
         (b.cols() == b.rows() ? std::to_string(b.cols()) : std::to_string(b.cols()) + "x" + std::to_string(b.rows())) +
         "\n";
  out += "rule " + std::string(ruleName(r.rule)) + "\n";
  const int black = b.count(Stone::Black), white = b.count(Stone::White);
  const Stone byDefault = black == white ? Stone::Black : black == white + 1 ? Stone::White : Stone::None;
  if (r.toMove != byDefault) out += "to-move " + std::string(stoneName(r.toMove)) + "\n";
  if (black + white > 0) {
    out += "grid\n";
    for (int row = 0; row < b.rows(); ++row) {
      for (int c = 0; c < b.cols(); ++c) {
        const Stone s = b.at({c, row});
        if (c > 0) out += ' ';
        out += s == Stone::Black ? 'x' : s == Stone::White ? 'o' : '.';
      }
      out += '\n';
    }
  }
  if (!r.actions.empty()) {
    out += "moves";
    for (std::size_t k = 0; k < r.actions.size(); ++k) {
      if (k > 0 && k % 20 == 0)
        out += '\n';  // continuation lines keep each line short
      else
        out += ' ';
      const Action& a = r.actions[k];
      out += a.kind == Action::Kind::Undo ? "undo" : a.kind == Action::Kind::Redo ? "redo" : cellName(a.cell, b.rows());
    }
    out += '\n';
  }
  return out;
}

std::string boardFileGame(std::string_view text, const std::string& fileName) {
  return boardlab::boardFileGame(text, fileName);
}

}  // namespace boardlab::gomoku
