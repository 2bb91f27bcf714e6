#pragma once
// A share link where a command takes a board file (`boardlab-cli trace 'v=1&g=link&...'`): the link is read
// (engine/core/share_link.hpp) and its board written to a board file in a private temporary folder that the
// command reads as any other, removed when the command ends, also when a signal (SIGINT, SIGTERM, SIGHUP)
// ends it. Its scene gives the options the user did not.

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>

#include "engine/core/share_link.hpp"

namespace boardlab::cli {

class ShareArgument {
 public:
  ShareArgument() = default;
  ShareArgument(const ShareArgument&) = delete;
  ShareArgument& operator=(const ShareArgument&) = delete;
  ~ShareArgument();

  // When `fileArgument` is a share link (and no file of that name exists): reads it and replaces the
  // argument with the board's temporary file. False, after printing the refusal (the field and the
  // character, or the game it is not of when `game` is given), when it does not read, and when it names no
  // file and looks like a link that went wrong (empty, `key=value&...`, a web address): it is said to be no
  // share link, and why, rather than "cannot open the file".
  bool resolve(std::string& fileArgument, const char* game = nullptr);
  // The link once resolved (none for a plain file).
  const std::optional<SharedLink>& shared() const { return shared_; }

 private:
  bool writeBoard(std::string& fileArgument);

  std::optional<SharedLink> shared_;
  std::filesystem::path folder_;  // the private folder the board is written in, removed with it
};

// Whether the step a share link names (if `link` is one and names a step) lies within a trace of `steps`
// steps; if not, says so on stderr, naming the link's field and the trace's length.
bool stepWithinTrace(const std::optional<SharedLink>& link, std::size_t steps);

}  // namespace boardlab::cli
