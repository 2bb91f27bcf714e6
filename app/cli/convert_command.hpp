#pragma once
// `boardlab-cli convert FILE --to ...`: the shared command reads FILE (a share link resolved to its board),
// finds its game and hands the request to the conversion that game registered (game_commands.hpp), which
// prints the board in the form asked for; for `--to share` it comes back to printShareLink here.

#include <optional>
#include <string>
#include <vector>

#include "engine/core/share_link.hpp"

namespace boardlab::cli {

struct ConvertRequest {
  std::string file;  // as given; a share link has been resolved to a board file of that name
  std::string to;
  bool topOrigin = false;
  // --to share: the scene (a share link given as FILE brings its own; these replace its fields)
  std::string algo, point, pair, lesson;
  int move = -1, step = -1;
  bool present = false;
  std::string text;                    // FILE's text
  std::optional<SharedLink> fromLink;  // the share link FILE was, if it was one
};

// --to share: prints the share link of `boardText`, a board file of `game`, with the request's scene, and
// returns the exit code. The link is written only if it opens again as it is.
int printShareLink(const ConvertRequest& request, const std::string& game, const std::string& boardText);
// What a reader assumed and a writer could not keep, on stderr.
void printNotes(const std::vector<std::string>& notes);

}  // namespace boardlab::cli
