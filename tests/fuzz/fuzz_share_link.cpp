// Share links (engine/core/share_link.cpp): any text is read or refused with a ShareLinkError naming a field
// of the link (or the whole text) at a character inside it (never another exception, a crash, a hang or a
// huge allocation); an accepted link's board reads as its game's board file, and writing the scene again
// gives a link that reads back to the same scene. The scene's fields (algo, move, point, from, to, step,
// lesson) are judged against the board when the link is read, so the fuzzer reaches them too: the seeds in
// tests/fuzz/corpus/share_link/ carry each of them.

#include "engine/core/board_text.hpp"
#include "engine/core/share_link.hpp"
#include "tests/fuzz/fuzz_check.hpp"

using namespace boardlab;

namespace {

bool same(const SharedLink& a, const SharedLink& b) {
  return a.scene == b.scene && a.lesson == b.lesson && a.presenter == b.presenter && a.embed == b.embed;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(fuzz::asText(data, size));
  SharedLink shared;
  try {
    shared = readShareLink(text);
  } catch (const ShareLinkError& e) {
    FUZZ_CHECK(e.position() <= text.size() + 1, std::string("position past the end: ") + e.what());
    // The field named is one the link has (a scene field's check names the field it read, never an option).
    FUZZ_CHECK(e.field().empty() || text.find(e.field() + "=") != std::string::npos ||
                   text.find("&" + e.field()) != std::string::npos,
               std::string("a field the link does not have: ") + e.what() + "\n" + text);
    return 0;
  }
  FUZZ_CHECK(shared.scene.game == "gomoku" || shared.scene.game == "link",
             "an accepted link of the game '" + shared.scene.game + "'");
  std::string again;
  try {
    again = shareLink(shared);
  } catch (const std::exception& e) {
    // Only a scene field the grammar allowed but a link cannot carry may be refused on the way out.
    FUZZ_CHECK(false, std::string("an accepted scene is not written again: ") + e.what() + "\n" + text);
  }
  try {
    const SharedLink back = readShareLink(again);
    FUZZ_CHECK(same(back, shared), "the link written again reads otherwise:\n" + text + "\n" + again);
  } catch (const std::exception& e) {
    FUZZ_CHECK(false, std::string("the link written again is refused: ") + e.what() + "\n" + again);
  }
  return 0;
}
