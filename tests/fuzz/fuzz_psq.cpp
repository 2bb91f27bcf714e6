// Piskvork PSQ games (engine/gomoku/psq.cpp): an accepted game is a list of moves from an empty board,
// black first, freestyle, and saving it as PSQ reads back to the same record.

#include "engine/gomoku/formats.hpp"
#include "tests/fuzz/fuzz_check.hpp"
#include "tests/fuzz/gomoku_checks.hpp"

using namespace boardlab;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::vector<std::string> notes;
  gomoku::GameRecord record;
  try {
    record = gomoku::loadPsqText(fuzz::asText(data, size), "fuzz.psq", notes);
  } catch (const BoardFileError&) {
    return 0;
  }
  fuzz::checkGomokuRecord(record);
  FUZZ_CHECK(record.start.count(gomoku::Stone::Black) + record.start.count(gomoku::Stone::White) == 0,
             "PSQ gave a starting grid");
  FUZZ_CHECK(record.toMove == gomoku::Stone::Black && record.rule == gomoku::Rule::Freestyle, "PSQ gave another start");
  for (const gomoku::Action& a : record.actions)
    FUZZ_CHECK(a.kind == gomoku::Action::Kind::Place, "PSQ gave a take-back");
  std::vector<std::string> saveNotes, reloadNotes;
  const std::string saved = gomoku::savePsqText(record, saveNotes);
  try {
    FUZZ_CHECK(gomoku::loadPsqText(saved, "saved.psq", reloadNotes) == record, "PSQ round trip differs:\n" + saved);
  } catch (const BoardFileError& e) {
    FUZZ_CHECK(false, std::string("saved PSQ is refused: ") + e.what() + "\n" + saved);
  }
  FUZZ_CHECK(saveNotes.empty() && reloadNotes.empty(), "a saved PSQ needs notes:\n" + saved);
  return 0;
}
