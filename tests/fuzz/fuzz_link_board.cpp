// Link board files (engine/link/board_file.cpp): a board that loads saves and loads back equal, and its
// tile count matches its cells.

#include "engine/core/board_text.hpp"
#include "engine/link/board_file.hpp"
#include "tests/fuzz/fuzz_check.hpp"

using namespace boardlab;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text = fuzz::asText(data, size);
  link::Board board;
  try {
    board = link::parseBoardFile(text, "fuzz.board");
  } catch (const BoardFileError&) {
    return 0;
  }
  FUZZ_CHECK(board.cols() >= link::Board::kMinSize && board.cols() <= link::Board::kMaxSize &&
                 board.rows() >= link::Board::kMinSize && board.rows() <= link::Board::kMaxSize,
             std::to_string(board.cols()) + "x" + std::to_string(board.rows()));
  int tiles = 0;
  for (int r = 0; r < board.rows(); ++r)
    for (int c = 0; c < board.cols(); ++c) {
      const link::Face f = board.at({c, r});
      FUZZ_CHECK(f == link::kEmpty || link::isFace(f), std::string("cell holds '") + f + "'");
      tiles += f != link::kEmpty;
    }
  FUZZ_CHECK(tiles == board.tileCount(),
             std::to_string(tiles) + " tiles, tileCount " + std::to_string(board.tileCount()));
  const std::string saved = link::saveBoardFile(board);
  try {
    FUZZ_CHECK(link::parseBoardFile(saved, "saved.board") == board, "link round trip differs:\n" + saved);
  } catch (const BoardFileError& e) {
    FUZZ_CHECK(false, std::string("saved link board is refused: ") + e.what() + "\n" + saved);
  }
  return 0;
}
