#include "app/cli/share_argument.hpp"

#include <unistd.h>

#include <atomic>
#include <iostream>

#include "engine/core/atomic_file.hpp"
#include "engine/core/board_text.hpp"

namespace boardlab::cli {

ShareArgument::~ShareArgument() {
  if (written_.empty()) return;
  std::error_code ec;
  std::filesystem::remove(written_, ec);
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
  static std::atomic<int> count{0};
  written_ = std::filesystem::temp_directory_path(ec) /
             ("boardlab-share-link-" + std::to_string(::getpid()) + "-" + std::to_string(count++) + ".board");
  std::string error;
  if (!writeFileAtomically(written_, scene_->boardText, error)) {
    std::cerr << "error: the share link's board could not be written for reading: " << error << '\n';
    written_.clear();
    return false;
  }
  fileArgument = written_.string();
  return true;
}

}  // namespace boardlab::cli
