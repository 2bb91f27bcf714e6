#include "app/cli/share_argument.hpp"

#include <stdlib.h>
#include <cerrno>
#include <cstring>

#include <iostream>

#include "engine/core/atomic_file.hpp"
#include "engine/core/board_text.hpp"

namespace boardlab::cli {

ShareArgument::~ShareArgument() {
  if (folder_.empty()) return;
  std::error_code ec;
  std::filesystem::remove_all(folder_, ec);
}

bool ShareArgument::resolve(std::string& fileArgument, const char* game) {
  std::error_code ec;
  if (!looksLikeShareLink(fileArgument) || std::filesystem::exists(fileArgument, ec)) return true;
  try {
    scene_ = readShareLink(fileArgument);
  } catch (const ShareLinkError& e) {
    std::cerr << "error: " << e.what() << '\n';
    return false;
  } catch (const BoardFileError& e) {
    std::cerr << "error: share link: " << e.what() << '\n';
    return false;
  }
  for (const std::string& note : scene_->notes) std::cerr << "note: " << note << '\n';
  if (game && scene_->game != game) {
    std::cerr << "error: the share link is of a " << scene_->game << " board, not a " << game << " one\n";
    return false;
  }
  // A folder of our own (mkdtemp: an unguessable name, mode 0700): in a shared /tmp nobody else can put a
  // file or a symbolic link where the board is written, nor read it.
  // TMPDIR naming no folder: /tmp, where mkdtemp's own error then says what is wrong.
  std::filesystem::path temporary = std::filesystem::temp_directory_path(ec);
  if (ec) temporary = "/tmp";
  // The six X are mkdtemp's template, which it replaces in place with the folder's random name.
  std::string pattern = (temporary / "boardlab-share-link-XXXXXX").string();
  if (!::mkdtemp(pattern.data())) {
    std::cerr << "error: no private temporary folder for the share link's board in " << temporary.string() << ": "
              << std::strerror(errno) << '\n';
    return false;
  }
  folder_ = pattern;
  const std::filesystem::path board = folder_ / "share-link.board";
  std::string error;
  if (!writeFileAtomically(board, scene_->boardText, error)) {
    std::cerr << "error: the share link's board could not be written for reading: " << error << '\n';
    return false;
  }
  fileArgument = board.string();
  return true;
}

}  // namespace boardlab::cli
