// Move strings (engine/gomoku/move_string.cpp), read with rows from the bottom and from the top: an
// accepted string is moves from an empty square board, and saving it the same way reads back equal.

#include "engine/gomoku/formats.hpp"
#include "tests/fuzz/fuzz_check.hpp"
#include "tests/fuzz/gomoku_checks.hpp"

using namespace boardlab;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text = fuzz::asText(data, size);
  for (const bool topOrigin : {false, true}) {
    std::vector<std::string> notes;
    gomoku::GameRecord record;
    try {
      record = gomoku::loadMoveString(text, "fuzz.txt", notes, topOrigin);
    } catch (const BoardFileError&) {
      continue;
    }
    fuzz::checkGomokuRecord(record);
    FUZZ_CHECK(record.start.cols() == record.start.rows(), "a move string gave a board that is not square");
    FUZZ_CHECK(record.start.count(gomoku::Stone::Black) + record.start.count(gomoku::Stone::White) == 0,
               "a starting grid");
    std::vector<std::string> saveNotes, reloadNotes;
    const std::string saved = gomoku::saveMoveString(record, saveNotes, topOrigin);
    try {
      FUZZ_CHECK(gomoku::loadMoveString(saved, "saved.txt", reloadNotes, topOrigin) == record,
                 "move string round trip differs:\n" + saved);
    } catch (const BoardFileError& e) {
      FUZZ_CHECK(false, std::string("saved move string is refused: ") + e.what() + "\n" + saved);
    }
    FUZZ_CHECK(saveNotes.empty(), "a move string it read cannot be saved without loss:\n" + saved);
  }
  return 0;
}
