// The "by extension or content" dispatcher (engine/gomoku/formats.cpp), driven the way the workbench's
// open and paste do it (Workbench::showBoardText): chooseFormat, then a link board or a gomoku reader.
// The clipboard has no extension, so it is read by content; the other names make the extension decide.
// Whatever is accepted must save in each format that can hold it and be recognised again by content.

#include <stdexcept>

#include "engine/gomoku/board_file.hpp"
#include "engine/gomoku/formats.hpp"
#include "engine/link/board_file.hpp"
#include "tests/fuzz/fuzz_check.hpp"
#include "tests/fuzz/gomoku_checks.hpp"

using namespace boardlab;
using gomoku::Format;

namespace {

void checkRecognised(const gomoku::GameRecord& record) {
  const bool noMovesOnBoard = gomoku::replayGame(record).moves().empty();
  for (const Format f : {Format::Board, Format::Psq, Format::Sgf, Format::Moves}) {
    std::vector<std::string> notes;
    std::string saved;
    try {
      saved = gomoku::saveGomokuFile(record, f, {}, notes);
    } catch (const std::invalid_argument&) {
      continue;  // PSQ and move strings cannot hold a starting grid or white first
    }
    if (f == Format::Moves && noMovesOnBoard) continue;  // an empty move string is no format at all
    const auto found = gomoku::formatOfContent(saved);
    FUZZ_CHECK(found && *found == f,
               "a saved " + std::string(gomoku::formatName(f)) + " file is not recognised by content:\n" + saved);
  }
}

void openAs(std::string_view text, const std::string& name) {
  std::vector<std::string> notes;
  try {
    if (name == "clipboard") splitBoardLines(text, name);  // the paste gate
    const Format format = gomoku::chooseFormat(text, name, notes);
    const std::string kind = format == Format::Board ? gomoku::boardFileGame(text, name) : "gomoku";
    if (kind == "link") {
      link::parseBoardFile(text, name);  // fuzz_link_board checks what it accepts
      return;
    }
    Format used = Format::Board;
    const gomoku::GameRecord record = format == Format::Board ? gomoku::loadBoardText(text, name)
                                                              : gomoku::loadGomokuText(text, name, notes, {}, &used);
    FUZZ_CHECK(format == Format::Board || used == format, name + ": chooseFormat and loadGomokuText disagree");
    fuzz::checkGomokuRecord(record);
    checkRecognised(record);
  } catch (const BoardFileError&) {}
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text = fuzz::asText(data, size);
  for (const char* name : {"clipboard", "fuzz.board", "fuzz.psq", "fuzz.sgf", "fuzz.txt"}) openAs(text, name);
  return 0;
}
