#include "app/cli/share_argument.hpp"

#include <signal.h>
#include <stdlib.h>
#include <unistd.h>
#include <cerrno>
#include <cstring>

#include <iostream>

#include "engine/core/atomic_file.hpp"
#include "engine/core/board_text.hpp"

namespace boardlab::cli {

namespace {

constexpr const char* kBoardName = "share-link.board";
// What a ShareLinkError about the whole text (no field) starts with.
constexpr std::string_view kLinkPrefix = "share link: ";

// The folder and the board of the link being read, for the signal handler: static buffers, since a handler
// may neither allocate nor touch a std::filesystem::path. Empty when there is nothing to remove.
char removedFolder[4096];
char removedBoard[4096 + 32];

constexpr int kEndingSignals[] = {SIGINT, SIGTERM, SIGHUP};

// Async-signal-safe (unlink, rmdir, sigaction, raise): removes the board and its folder, then dies of the
// signal at its default, so the exit status still names it. The board's atomic write is so short that a
// half-written temporary beside it is left to its next reader (removeStaleTemporaries).
void removeLinkFolderThenDie(int sig) {
  if (removedBoard[0]) ::unlink(removedBoard);
  if (removedFolder[0]) ::rmdir(removedFolder);
  struct sigaction fallback {};
  fallback.sa_handler = SIG_DFL;
  sigemptyset(&fallback.sa_mask);
  sigaction(sig, &fallback, nullptr);
  raise(sig);
}

// Installed as soon as the folder is made; a handler installed later (an outside program's, which kills its
// children) passes the signal on to this one. A signal ignored (nohup) stays ignored: the command goes on
// and its destructor removes the folder.
void removeOnEndingSignals(const std::filesystem::path& folder, const std::filesystem::path& board) {
  const std::string f = folder.string(), b = board.string();
  if (f.size() >= sizeof removedFolder || b.size() >= sizeof removedBoard) return;  // the destructor still removes it
  std::memcpy(removedFolder, f.c_str(), f.size() + 1);
  std::memcpy(removedBoard, b.c_str(), b.size() + 1);
  for (int sig : kEndingSignals) {
    struct sigaction before {};
    if (sigaction(sig, nullptr, &before) != 0 || (!(before.sa_flags & SA_SIGINFO) && before.sa_handler == SIG_IGN))
      continue;
    struct sigaction mine {};
    mine.sa_handler = removeLinkFolderThenDie;
    sigemptyset(&mine.sa_mask);
    mine.sa_flags = SA_RESTART;
    sigaction(sig, &mine, nullptr);
  }
}

void forgetLinkFolder() {
  removedBoard[0] = '\0';
  removedFolder[0] = '\0';
}

// A text that names no file but was surely meant as a share link gone wrong: empty, fields joined by `&`,
// or a web address. Anything else is a file name the command's own "cannot open" message fits.
bool looksLikeAttemptAtLink(const std::string& text) {
  const bool blank = text.find_first_not_of(" \t\r\n") == std::string::npos;
  const bool fields = text.find('=') != std::string::npos && text.find('&') != std::string::npos;
  const std::size_t scheme = text.find("://");
  const bool address =
      scheme != std::string::npos && scheme > 0 &&
      text.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+.-") == scheme;
  return blank || fields || address;
}

}  // namespace

ShareArgument::~ShareArgument() {
  if (folder_.empty()) return;
  forgetLinkFolder();
  std::error_code ec;
  std::filesystem::remove_all(folder_, ec);
}

bool ShareArgument::resolve(std::string& fileArgument, const char* game) {
  std::error_code ec;
  if (!fileArgument.empty() && std::filesystem::exists(fileArgument, ec)) return true;
  const bool link = looksLikeShareLink(fileArgument);
  if (!link && !looksLikeAttemptAtLink(fileArgument)) return true;
  try {
    shared_ = readShareLink(fileArgument);
    bool lessonFound = true;
    checkSharedLesson(*shared_, shippedLessonFolder(), lessonFound);
    if (!lessonFound)
      shared_->notes.push_back("the lesson '" + shared_->lesson + "' is not one of this BoardLab's lessons");
  } catch (const ShareLinkError& e) {
    // Text not even starting as a link is said to be no link (as the workbench says it), then why.
    std::string_view why = e.what();
    if (!link && why.starts_with(kLinkPrefix))
      std::cerr << "error: '" << printableText(fileArgument, 200)
                << "' is no file, and no share link: " << why.substr(kLinkPrefix.size()) << '\n';
    else
      std::cerr << "error: " << e.what() << '\n';
    shared_.reset();
    return false;
  } catch (const BoardFileError& e) {  // the game's own reader refused the link's board
    std::cerr << "error: share link: " << e.what() << '\n';
    shared_.reset();
    return false;
  }
  for (const std::string& note : shared_->notes) std::cerr << "note: " << note << '\n';
  if (game && shared_->scene.game != game) {
    std::cerr << "error: the share link is of a " << shared_->scene.game << " board, not a " << game << " one\n";
    return false;
  }
  return writeBoard(fileArgument);
}

bool ShareArgument::writeBoard(std::string& fileArgument) {
  // A folder of our own (mkdtemp: an unguessable name, mode 0700): in a shared /tmp nobody else can put a
  // file or a symbolic link where the board is written, nor read it.
  // TMPDIR naming no folder: /tmp, where mkdtemp's own error then says what is wrong.
  std::error_code ec;
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
  const std::filesystem::path board = folder_ / kBoardName;
  removeOnEndingSignals(folder_, board);
  std::string error;
  if (!writeFileAtomically(board, shared_->scene.boardText, error)) {
    std::cerr << "error: the share link's board could not be written for reading: " << error << '\n';
    return false;
  }
  fileArgument = board.string();
  return true;
}

bool stepWithinTrace(const std::optional<SharedLink>& link, std::size_t steps) {
  const int step = link ? link->scene.step : 0;
  if (step <= 0 || static_cast<std::size_t>(step) <= steps) return true;
  std::cerr << "error: "
            << sceneFieldError(*link, "step",
                               "step " + std::to_string(step) + " is past the trace's end: it has " +
                                   std::to_string(steps) + (steps == 1 ? " step" : " steps"))
                   .what()
            << '\n';
  return false;
}

}  // namespace boardlab::cli
