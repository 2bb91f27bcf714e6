// SGF for gomoku (engine/gomoku/sgf.cpp): an accepted game replays, and saving it as SGF reads back to the
// same record (setup stones, side to move and rule included).

#include "engine/gomoku/formats.hpp"
#include "tests/fuzz/fuzz_check.hpp"
#include "tests/fuzz/gomoku_checks.hpp"

using namespace boardlab;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::vector<std::string> notes;
  gomoku::GameRecord record;
  try {
    record = gomoku::loadSgfText(fuzz::asText(data, size), "fuzz.sgf", notes);
  } catch (const BoardFileError&) {
    return 0;
  }
  fuzz::checkGomokuRecord(record);
  for (const gomoku::Action& a : record.actions)
    FUZZ_CHECK(a.kind == gomoku::Action::Kind::Place, "SGF gave a take-back");
  std::vector<std::string> saveNotes, reloadNotes;
  const std::string saved = gomoku::saveSgfText(record, saveNotes);
  try {
    FUZZ_CHECK(gomoku::loadSgfText(saved, "saved.sgf", reloadNotes) == record, "SGF round trip differs:\n" + saved);
  } catch (const BoardFileError& e) {
    FUZZ_CHECK(false, std::string("saved SGF is refused: ") + e.what() + "\n" + saved);
  }
  FUZZ_CHECK(saveNotes.empty() && reloadNotes.empty(), "a saved SGF needs notes:\n" + saved);
  return 0;
}
