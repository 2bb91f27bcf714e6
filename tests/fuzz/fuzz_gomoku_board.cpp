// Gomoku board files (engine/gomoku/board_file.cpp): a file that loads saves and loads back to the same
// record, and the dispatcher's boardFileGame agrees that it is a gomoku board.

#include "engine/gomoku/board_file.hpp"
#include "tests/fuzz/fuzz_check.hpp"
#include "tests/fuzz/gomoku_checks.hpp"

using namespace boardlab;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text = fuzz::asText(data, size);
  gomoku::GameRecord record;
  try {
    record = gomoku::loadBoardText(text, "fuzz.board");
  } catch (const BoardFileError&) {
    return 0;  // refused with FILE:LINE: reason, as it should be
  }
  fuzz::checkGomokuRecord(record);
  const std::string saved = gomoku::saveBoardText(record);
  FUZZ_CHECK(gomoku::saveBoardText(gomoku::loadBoardText(saved, "saved.board")) == saved,
             "saving is not stable:\n" + saved);
  FUZZ_CHECK(gomoku::boardFileGame(text, "fuzz.board") == "gomoku", std::string(text));
  return 0;
}
