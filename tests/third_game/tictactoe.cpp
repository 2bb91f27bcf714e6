#include "tests/third_game/tictactoe.hpp"

#include "engine/core/board_text.hpp"

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
  // Board files only (no other format), no Chinese catalogue, no random counterexample search.
  static const GameModule module{.name = "tictactoe",
                                 .ownsOtherFormat = nullptr,
                                 .algorithms = &algorithmNames,
                                 .chinese = nullptr,
                                 .smallestSide = 0,
                                 .largestSide = 0,
                                 .defaultLargestSide = 0,
                                 .randomInputs = {}};
  return module;
}

}  // namespace boardlab::tictactoe
