// SGF for gomoku (GM[4]): (;GM[4]SZ[15];B[hh];W[hi]...). A point is two letters, column then row, both
// counted from the TOP-left from 'a' (so "hh" is h8 on 15x15). SZ is "15" or "20:15" (columns:rows). AB/AW
// (and AE) before the first move give the starting grid, PL the side to move when no move says it, RU
// BoardLab's rule (freestyle, standard, renju or caro; other rules are noted and ignored).
// Lenient: only the main line is read (the first variation at each branch; the others are counted in a
// note), only the first game of a collection, GM and SZ may be missing (gomoku and 15x15 are assumed).
// Refused: another game, a size outside 5..26, a pass, two moves in a row by one colour, setup stones after
// the moves, malformed syntax; each with the line it is on.

#include <algorithm>
#include <cctype>
#include <optional>
#include <stdexcept>
#include <utility>

#include "engine/gomoku/format_util.hpp"
#include "engine/gomoku/formats.hpp"
#include "engine/gomoku/notation.hpp"

namespace boardlab::gomoku {

namespace {

using format_detail::noteAt;

struct Value {
  std::string text;
  int line = 0;
};

struct Property {
  std::string id;  // upper-case letters only (FF[3]'s lower-case letters dropped: "AddBlack" is AB)
  std::vector<Value> values;
  int line = 0;
};

using Node = std::vector<Property>;

struct MainLine {
  std::vector<Node> nodes;
  int variations = 0;  // other variations skipped
  int games = 1;       // game trees in the collection
  int junkLine = 0;    // first line with text before the first '(' (0: none)
};

class Reader {
 public:
  Reader(std::string_view text, const std::string& file) : s_(text), file_(file) {
    if (s_.substr(0, 3) == "\xEF\xBB\xBF") s_.remove_prefix(3);  // UTF-8 BOM
    for (std::size_t i = 0; i < s_.size(); ++i) {
      if (s_[i] == '\0') throw BoardFileError(file_, lineAt(i), "contains a NUL byte (a binary file?)");
    }
  }

  MainLine read() {
    MainLine out;
    while (pos_ < s_.size() && s_[pos_] != '(') {
      if (!blank(s_[pos_]) && !out.junkLine) out.junkLine = line_;
      advance();
    }
    if (pos_ >= s_.size()) throw BoardFileError(file_, 0, "no SGF game: an SGF file starts with '(;'");
    const int openLine = line_;
    advance();  // '('
    int depth = 1;
    bool ended = false;
    while (!ended) {
      skipBlanks();
      if (pos_ >= s_.size())
        throw BoardFileError(file_, line_,
                             "the file ends inside the game tree opened on line " + std::to_string(openLine));
      const char c = s_[pos_];
      if (c == ';') {
        advance();
        out.nodes.push_back(readNode());
      } else if ((c == '(' || c == ')') && out.nodes.empty()) {
        throw BoardFileError(file_, line_, "empty game tree: a game tree starts with ';' (a node)");
      } else if (c == '(') {  // the first variation is the main line: follow it
        advance();
        ++depth;
      } else if (c == ')') {
        advance();
        --depth;
        ended = true;
      } else {
        throw BoardFileError(file_, line_, "unexpected " + shownByte(c) + ": expected ';' (a node), '(' or ')'");
      }
    }
    skipRest(depth, out);
    return out;
  }

 private:
  static bool blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

  // A byte as a message shows it: quoted when it is printable ASCII, else its hex value (a stray byte of
  // a binary or Latin-1 file would make the message itself invalid UTF-8).
  static std::string shownByte(char c) {
    const auto b = static_cast<unsigned char>(c);
    if (b >= 0x20 && b < 0x7F) return "'" + std::string(1, c) + "'";
    constexpr char kHex[] = "0123456789ABCDEF";
    return std::string("byte 0x") + kHex[b >> 4] + kHex[b & 0xF];
  }

  int lineAt(std::size_t i) const {
    int n = 1;
    for (std::size_t k = 0; k < i; ++k) n += s_[k] == '\n';
    return n;
  }

  void advance() {
    if (s_[pos_] == '\n') ++line_;
    ++pos_;
  }

  void skipBlanks() {
    while (pos_ < s_.size() && blank(s_[pos_])) advance();
  }

  Node readNode() {
    Node node;
    while (true) {
      skipBlanks();
      if (pos_ >= s_.size() || !std::isalpha(static_cast<unsigned char>(s_[pos_]))) return node;
      Property p;
      p.line = line_;
      std::string raw;
      while (pos_ < s_.size() && std::isalpha(static_cast<unsigned char>(s_[pos_]))) {
        raw += s_[pos_];
        if (std::isupper(static_cast<unsigned char>(s_[pos_]))) p.id += s_[pos_];
        advance();
      }
      if (p.id.empty())
        throw BoardFileError(file_, p.line, "'" + raw + "' is not a property name (names are upper-case letters)");
      skipBlanks();
      if (pos_ >= s_.size() || s_[pos_] != '[')
        throw BoardFileError(file_, line_, "property " + p.id + " has no value: expected '[' after it");
      while (pos_ < s_.size() && s_[pos_] == '[') {
        p.values.push_back(readValue());
        skipBlanks();
      }
      node.push_back(std::move(p));
    }
  }

  // "[...]" with '\' escaping the next character.
  Value readValue() {
    Value v;
    v.line = line_;
    advance();  // '['
    while (true) {
      if (pos_ >= s_.size())
        throw BoardFileError(file_, v.line, "the value opened with '[' here is never closed with ']'");
      const char c = s_[pos_];
      if (c == ']') {
        advance();
        return v;
      }
      if (c == '\\' && pos_ + 1 < s_.size()) advance();
      v.text += s_[pos_];
      advance();
    }
  }

  // After the main line: the skipped variations and any further games, checked only for balance.
  void skipRest(int depth, MainLine& out) {
    while (pos_ < s_.size()) {
      const char c = s_[pos_];
      if (c == '[') {
        readValue();
        continue;
      }
      if (c == '(') {
        if (depth > 0)
          ++out.variations;
        else
          ++out.games;
        ++depth;
      } else if (c == ')') {
        if (depth == 0) throw BoardFileError(file_, line_, "')' without a matching '('");
        --depth;
      }
      advance();
    }
    if (depth > 0)
      throw BoardFileError(file_, line_,
                           "the file ends inside a game tree (" + std::to_string(depth) + " ')' missing)");
  }

  std::string_view s_;
  const std::string& file_;
  std::size_t pos_ = 0;
  int line_ = 1;
};

std::string gameName(int gm) {
  switch (gm) {
    case 1:
      return " (Go)";
    case 2:
      return " (Othello)";
    case 3:
      return " (chess)";
    case 5:
      return " (Nine Men's Morris)";
    case 6:
      return " (backgammon)";
    case 7:
      return " (Chinese chess)";
    case 8:
      return " (shogi)";
    default:
      return "";
  }
}

// The side to move a grid implies when nothing says it (as board files decide): black when both colours
// have as many stones, white when black has one more, otherwise black (with a note from the reader).
Stone defaultToMove(const Board& b, bool& clear) {
  const int black = b.count(Stone::Black), white = b.count(Stone::White);
  clear = black == white || black == white + 1;
  return black == white + 1 ? Stone::White : Stone::Black;
}

std::string pointText(Cell c) { return std::string{static_cast<char>('a' + c.col), static_cast<char>('a' + c.row)}; }

class Interpreter {
 public:
  Interpreter(const std::string& file, std::vector<std::string>& notes)
      : file_(file), notes_(notes), sink_(record_, file) {}

  GameRecord run(const MainLine& game) {
    readRoot(game.nodes.front());
    for (const Node& node : game.nodes) readNode(node);
    if (!started_) {  // no moves: PL, or what the grid implies
      bool clear = true;
      record_.toMove = defaultToMove(record_.start, clear);
      if (pl_) {
        record_.toMove = *pl_;
      } else if (!clear) {
        notes_.push_back(noteAt(file_, 0,
                                "the setup has " + std::to_string(record_.start.count(Stone::Black)) + " black and " +
                                    std::to_string(record_.start.count(Stone::White)) +
                                    " white stones and no PL: assumed black to move"));
      }
    }
    if (game.junkLine) notes_.push_back(noteAt(file_, game.junkLine, "ignored the text before the first '('"));
    if (game.variations)
      notes_.push_back(noteAt(file_, 0,
                              "read the main line only (the first variation at each branch); ignored " +
                                  std::to_string(game.variations) + " other variation" +
                                  (game.variations == 1 ? "" : "s")));
    if (game.games > 1)
      notes_.push_back(noteAt(file_, 0, "the file holds " + std::to_string(game.games) + " games: read the first"));
    return record_;
  }

 private:
  static const Property* find(const Node& node, std::string_view id) {
    for (const Property& p : node)
      if (p.id == id) return &p;
    return nullptr;
  }

  void readRoot(const Node& root) {
    if (const Property* gm = find(root, "GM")) {
      int n = 0;
      if (!parseCount(gm->values[0].text, 999, n))
        throw BoardFileError(file_, gm->values[0].line,
                             "GM[" + gm->values[0].text + "] is not a game number (gomoku is GM[4])");
      if (n != 4)
        throw BoardFileError(file_, gm->values[0].line,
                             "this SGF is for GM[" + std::to_string(n) + "]" + gameName(n) + ", not gomoku (GM[4])");
    } else {
      notes_.push_back(noteAt(file_, 0, "no GM property: assumed gomoku (GM[4])"));
    }
    if (const Property* sz = find(root, "SZ")) {
      const Value& v = sz->values[0];
      const std::string_view t = v.text;
      const std::size_t colon = t.find(':');
      int cols = 0, rows = 0;
      const bool ok = colon == std::string_view::npos ? parseCount(t, kLargestCount, cols) && (rows = cols, true)
                                                      : parseCount(t.substr(0, colon), kLargestCount, cols) &&
                                                            parseCount(t.substr(colon + 1), kLargestCount, rows);
      if (!ok)
        throw BoardFileError(file_, v.line, "SZ[" + v.text + "] is not a size like SZ[15] or SZ[20:15] (columns:rows)");
      if (cols < Board::kMinSize || cols > Board::kMaxSize || rows < Board::kMinSize || rows > Board::kMaxSize)
        throw BoardFileError(file_, v.line,
                             "SZ[" + v.text + "]: size " + std::to_string(cols) + "x" + std::to_string(rows) +
                                 " is outside " + std::to_string(Board::kMinSize) + ".." +
                                 std::to_string(Board::kMaxSize));
      record_.start = Board(cols, rows);
    } else {
      notes_.push_back(noteAt(file_, 0, "no SZ property: assumed 15x15"));
    }
    if (const Property* ru = find(root, "RU")) {
      std::string name;
      for (char c : ru->values[0].text) name += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      if (const auto rule = parseRule(name)) {
        record_.rule = *rule;
      } else {
        notes_.push_back(noteAt(file_, ru->values[0].line,
                                "RU[" + ru->values[0].text + "] is not a rule BoardLab knows (" +
                                    ruleNamesForMessages() + "): used freestyle"));
      }
    }
  }

  Cell point(const Value& v, const std::string& id) const {
    const int cols = record_.start.cols(), rows = record_.start.rows();
    const std::string shown = id + "[" + v.text + "]";
    if (v.text.size() != 2 || !std::islower(static_cast<unsigned char>(v.text[0])) ||
        !std::islower(static_cast<unsigned char>(v.text[1])))
      throw BoardFileError(file_, v.line,
                           shown + " is not a point like hh (two letters: column, then row from the top)");
    const Cell c{v.text[0] - 'a', v.text[1] - 'a'};
    if (c.col >= cols || c.row >= rows)
      throw BoardFileError(file_, v.line,
                           shown + " is off the " + std::to_string(cols) + "x" + std::to_string(rows) + " board");
    return c;
  }

  void setup(const Property& p, Stone stone) {
    if (started_)
      throw BoardFileError(
          file_, p.line,
          "setup stones (" + p.id + ") after the first move: a BoardLab record can only start from them");
    for (const Value& v : p.values) {
      // "aa:cc" is a rectangle of points (SGF FF[4] compressed lists).
      const std::size_t colon = v.text.find(':');
      const Cell a = point(colon == std::string::npos ? v : Value{v.text.substr(0, colon), v.line}, p.id);
      const Cell b = colon == std::string::npos ? a : point(Value{v.text.substr(colon + 1), v.line}, p.id);
      for (int r = std::min(a.row, b.row); r <= std::max(a.row, b.row); ++r)
        for (int c = std::min(a.col, b.col); c <= std::max(a.col, b.col); ++c) {
          const Cell cell{c, r};
          const Stone there = record_.start.at(cell);
          if (stone != Stone::None && there != Stone::None)
            throw BoardFileError(file_, v.line,
                                 p.id + "[" + pointText(cell) + "] (" + cellName(cell, record_.start.rows()) +
                                     ") already holds a " + std::string(stoneName(there)) + " stone");
          record_.start.set(cell, stone);
        }
    }
  }

  void readNode(const Node& node) {
    for (const Property& p : node) {
      if (p.id == "AB")
        setup(p, Stone::Black);
      else if (p.id == "AW")
        setup(p, Stone::White);
      else if (p.id == "AE")
        setup(p, Stone::None);
      else if (p.id == "PL")
        readPlayer(p);
    }
    const Property* b = find(node, "B");
    const Property* w = find(node, "W");
    if (b && w) throw BoardFileError(file_, w->line, "a node with both B and W: one move per node");
    if (b || w) move(b ? *b : *w, b ? Stone::Black : Stone::White);
  }

  void readPlayer(const Property& p) {
    const std::string& t = p.values[0].text;
    const Stone s = t == "B" || t == "b" ? Stone::Black : t == "W" || t == "w" ? Stone::White : Stone::None;
    if (s == Stone::None) throw BoardFileError(file_, p.values[0].line, "PL[" + t + "] must be PL[B] or PL[W]");
    if (started_) {
      notes_.push_back(noteAt(file_, p.line, "ignored PL after the first move (the moves say whose turn it is)"));
      return;
    }
    pl_ = s;
  }

  void move(const Property& p, Stone stone) {
    const Value& v = p.values[0];
    if (v.text.empty()) throw BoardFileError(file_, v.line, p.id + "[] is a pass: gomoku has no passes");
    const Cell c = point(v, p.id);
    if (!started_) {
      if (pl_ && *pl_ != stone)
        notes_.push_back(noteAt(file_, v.line,
                                "PL[" + std::string(*pl_ == Stone::Black ? "B" : "W") + "] but the first move is " +
                                    p.id + ": followed the moves"));
      record_.toMove = stone;
      sink_.begin();
      started_ = true;
    } else if (sink_.nextStone() != stone) {
      throw BoardFileError(file_, v.line,
                           "move " + std::to_string(sink_.count() + 1) + ": " + std::string(stoneName(stone)) +
                               " plays twice in a row (a BoardLab record alternates colours)");
    }
    sink_.place(c, v.line, p.id + "[" + v.text + "] (" + cellName(c, record_.start.rows()) + ")");
  }

  const std::string& file_;
  std::vector<std::string>& notes_;
  GameRecord record_;
  format_detail::MoveSink sink_;
  std::optional<Stone> pl_;
  bool started_ = false;
};

}  // namespace

GameRecord loadSgfText(std::string_view text, const std::string& file, std::vector<std::string>& notes) {
  const MainLine game = Reader(text, file).read();
  return Interpreter(file, notes).run(game);
}

std::string saveSgfText(const GameRecord& record, std::vector<std::string>& notes) {
  const std::vector<Cell> moves = format_detail::boardMoves(record, "SGF", notes);
  const Board& b = record.start;
  std::string out =
      "(;GM[4]FF[4]CA[UTF-8]AP[BoardLab]SZ[" +
      (b.cols() == b.rows() ? std::to_string(b.cols()) : std::to_string(b.cols()) + ":" + std::to_string(b.rows())) +
      "]";
  if (record.rule != Rule::Freestyle) out += "RU[" + std::string(ruleName(record.rule)) + "]";
  for (const auto& [id, stone] : {std::pair{"AB", Stone::Black}, std::pair{"AW", Stone::White}}) {
    if (b.count(stone) == 0) continue;
    out += id;
    for (int r = 0; r < b.rows(); ++r)
      for (int c = 0; c < b.cols(); ++c)
        if (b.at({c, r}) == stone) out += "[" + pointText({c, r}) + "]";
  }
  // With moves, the first move's colour says who starts. Without, PL does whenever the stone counts do not
  // (or say otherwise), so the reader need not assume and note anything.
  bool clear = true;
  const Stone implied = defaultToMove(b, clear);
  if (moves.empty() && (record.toMove != implied || !clear))
    out += std::string("PL[") + (record.toMove == Stone::Black ? "B" : "W") + "]";
  Stone s = record.toMove;
  for (std::size_t k = 0; k < moves.size(); ++k) {
    out += k % 10 == 0 ? "\n;" : ";";  // ten moves a line
    out += std::string(s == Stone::Black ? "B" : "W") + "[" + pointText(moves[k]) + "]";
    s = opponent(s);
  }
  out += ")\n";
  return out;
}

}  // namespace boardlab::gomoku
