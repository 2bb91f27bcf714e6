#include "tests/third_game/tictactoe.hpp"

#include <stdexcept>

#include "engine/core/board_text.hpp"
#include "engine/core/share_link.hpp"

namespace boardlab::tictactoe {

int Board::count(Mark m) const {
  int n = 0;
  for (Mark c : cells_) n += c == m ? 1 : 0;
  return n;
}

bool isBoardText(std::string_view text) {
  try {
    const std::vector<TextLine> lines = splitBoardLines(text, "");
    if (lines.empty()) return false;
    const auto words = splitWords(lines.front().text);
    return words.size() == 2 && words[0] == "game" && words[1] == "tictactoe";
  } catch (const BoardFileError&) {
    return false;
  }
}

Board parseBoard(std::string_view text, const std::string& fileName) {
  const std::vector<TextLine> lines = splitBoardLines(text, fileName);
  if (!isBoardText(text))
    throw BoardFileError(fileName, lines.empty() ? 0 : lines.front().number, "the first line must be 'game tictactoe'");
  if (lines.size() != 1 + kSize)
    throw BoardFileError(fileName, lines.back().number,
                         "a tic-tac-toe board has exactly 3 rows (found " + std::to_string(lines.size() - 1) + ")");
  Board board;
  for (int r = 0; r < kSize; ++r) {
    const TextLine& line = lines[static_cast<std::size_t>(r + 1)];
    const auto words = splitWords(line.text);
    if (words.size() != kSize) throw BoardFileError(fileName, line.number, "a row has 3 cells: X, O or .");
    for (int c = 0; c < kSize; ++c) {
      const std::string_view w = words[static_cast<std::size_t>(c)];
      if (w != "X" && w != "O" && w != ".")
        throw BoardFileError(fileName, line.number, "'" + std::string(w) + "' is not X, O or .");
      board.set({c, r}, static_cast<Mark>(w[0]));
    }
  }
  const int x = board.count(Mark::X), o = board.count(Mark::O);
  if (x != o && x != o + 1) throw BoardFileError(fileName, 0, "X moves first: X has as many marks as O, or one more");
  return board;
}

std::string saveBoard(const Board& board) {
  std::string out = "game tictactoe\n";
  for (int r = 0; r < kSize; ++r) {
    for (int c = 0; c < kSize; ++c) {
      out += static_cast<char>(board.at({c, r}));
      out += c + 1 < kSize ? ' ' : '\n';
    }
  }
  return out;
}

std::string cellName(Cell c) { return std::string(1, static_cast<char>('a' + c.col)) + std::to_string(kSize - c.row); }

const std::array<Line, 8>& lines() {
  static const std::array<Line, 8> all{{{{0, 0}, 1, 0},
                                        {{0, 1}, 1, 0},
                                        {{0, 2}, 1, 0},  // rows
                                        {{0, 0}, 0, 1},
                                        {{1, 0}, 0, 1},
                                        {{2, 0}, 0, 1},  // columns
                                        {{0, 0}, 1, 1},
                                        {{2, 0}, -1, 1}}};  // diagonals
  return all;
}

const std::vector<std::string>& winCheckListing() {
  static const std::vector<std::string> listing{
      "for each of the 8 lines (3 rows, 3 columns, 2 diagonals):",
      "  if its three cells hold the same mark:",
      "    return that mark wins",
      "return nobody wins",
  };
  return listing;
}

Mark winner(const Board& board) {
  NullTracer fast;
  return winner(board, fast);
}

namespace {
Mark tracedWinner(const Board& board, Recorder& recorder) { return winner(board, recorder); }
Mark fastWinner(const Board& board) { return winner(board); }
std::vector<AlgorithmName> algorithmNames() {
  std::vector<AlgorithmName> names;
  for (const AlgorithmInfo* a : algorithms().list())
    names.push_back({std::string(a->name), std::string(a->title), std::string(a->correctedPeer)});
  return names;
}

// Share links: the nine cells, top row first, as one field ("cells=XO..X...."), read back through the
// board-file reader so that a link holds only what a board file may.
std::vector<ShareField> boardShareFields(std::string_view boardText) {
  const Board b = parseBoard(boardText, "(board)");
  std::string cells;
  for (int r = 0; r < kSize; ++r)
    for (int c = 0; c < kSize; ++c) cells += static_cast<char>(b.at({c, r}));
  return {{"cells", cells}};
}

std::string boardOfShareFields(const std::vector<ShareField>& fields) {
  requireShareFields(fields, {"cells"}, "a tic-tac-toe board's link", "algo, step, lesson, present");
  const ShareField* cells = findShareField(fields, "cells");
  if (!cells) throw ShareLinkError("", 0, "a tic-tac-toe board's link needs its cells ('cells=X.O......')");
  if (cells->value.size() != kSize * kSize)
    throw ShareLinkError(cells->key, cells->position,
                         "a tic-tac-toe board has 9 cells, not " + std::to_string(cells->value.size()));
  std::string text = "game tictactoe\n";
  for (int r = 0; r < kSize; ++r)
    for (int c = 0; c < kSize; ++c) {
      text += cells->value[static_cast<std::size_t>(r * kSize + c)];
      text += c + 1 < kSize ? ' ' : '\n';
    }
  try {
    return saveBoard(parseBoard(text, "(link)"));
  } catch (const BoardFileError& e) {
    throw ShareLinkError(cells->key, cells->position, e.reason());
  }
}

// The CLI's `trace` of a scene: the win check traced, and its verdict.
SceneTrace traceWinCheck(const Scene& scene) {
  if (!scene.parameters.empty())
    throw std::invalid_argument("a tic-tac-toe scene has no parameter '" + scene.parameters.front().key + "'");
  const AlgorithmInfo* algo = algorithms().find(scene.algo);
  if (!algo) throw std::invalid_argument("unknown tictactoe algorithm '" + scene.algo + "' (expected win)");
  const Board board = parseBoard(scene.boardText, scene.boardFile.string());
  Recorder recorder(std::string(algo->name));
  const Mark won = algo->run.traced(board, recorder);
  return {recorder.take(), algo->listing(),
          "tictactoe, " + std::string(1, static_cast<char>(board.toMove())) + " to move; " + std::string(algo->name) +
              ": " +
              (won == Mark::None ? std::string("nobody wins") : std::string(1, static_cast<char>(won)) + " wins"),
          [](Cell c) { return cellName(c); }};
}
}  // namespace

constinit const AlgorithmInfo kWin{.name = "win",
                                   .title = "Every line of three, rows, columns and diagonals",
                                   .listing = &winCheckListing,
                                   .run = {.untraced = &fastWinner, .traced = &tracedWinner}};

const AlgorithmRegistry<CheckRunner>& algorithms() {
  static const AlgorithmRegistry<CheckRunner> registry{{&kWin}};
  return registry;
}

const GameModule& gameModule() {
  // Board files only (no other format), no Chinese catalogue, no random counterexample search; share
  // links and the CLI's `trace` through the module (no CLI command of its own).
  static const GameModule module{.name = "tictactoe",
                                 .ownsOtherFormat = nullptr,
                                 .algorithms = &algorithmNames,
                                 .chinese = nullptr,
                                 .smallestSide = 0,
                                 .largestSide = 0,
                                 .defaultLargestSide = 0,
                                 .randomInputs = {},
                                 .shareFields = &boardShareFields,
                                 .boardOfShare = &boardOfShareFields,
                                 .traceScene = &traceWinCheck};
  return module;
}

}  // namespace boardlab::tictactoe
