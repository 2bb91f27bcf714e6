#pragma once
// Share links: a scene (a board, the algorithm, the move or pair analysed, the step, a lesson) as one short
// text, URL-safe without escaping, so it can be pasted in a chat or follow the `#` of a web address.
//
//   v=1&g=gomoku&size=15&rule=freestyle&moves=h8.i9.h9&algo=scan:java&move=3&step=7
//
// Grammar (docs/share-links.md): fields separated by `&`; a field is `key=value` or a bare `key` (a flag);
// keys are lower-case letters, digits and `-`; values use letters, digits and `-._~,:!`. The version comes
// first, the game second. The scene's fields are the same for every game; the board's fields are the
// game's own (GameModule::shareFields / boardOfShare), so each game keeps one board format: its board file.
// A link is untrusted input: anything wrong is a ShareLinkError naming the field and its position.

#include <cstddef>
#include <filesystem>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/scene.hpp"

namespace boardlab {

// The version this BoardLab writes and the newest it reads.
constexpr int kShareLinkVersion = 1;
// Longer texts are refused before anything is read: a 64x64 link board with its scene fits in it.
constexpr std::size_t kMaxShareLinkLength = 8192;

struct ShareField {
  std::string key;
  std::string value;
  bool flag = false;         // a bare key (`present`), no `=`
  std::size_t position = 0;  // 1-based character of the key in the link, for messages
};

// What is wrong with a link: the field (or "" for the whole text) and where it starts.
class ShareLinkError : public std::runtime_error {
 public:
  ShareLinkError(std::string field, std::size_t position, const std::string& reason);
  const std::string& field() const { return field_; }
  std::size_t position() const { return position_; }

 private:
  std::string field_;
  std::size_t position_;
};

// What a share link carries: a scene (its board as board-file text, its game always named), and how to show
// it: a shipped lesson's text beside it, presenter or embed mode.
struct SharedLink {
  Scene scene{};
  std::string lesson{};  // a shipped lesson's file stem ("14-bfs"); "" for none
  int lessonScene = 0;   // `scene=`: the lecture's scene, 1-based (0: its first)
  bool presenter = false;
  bool embed = false;                // the web page's embed mode (board, timeline and narration only)
  std::vector<std::string> notes{};  // what reading the link left out, said to the user (a program dropped)
  // The scene's fields as the link had them, so that what is checked later (the lesson against the lessons
  // folder, the step against the trace's length) is refused naming the field and its character too.
  std::vector<ShareField> sceneFields{};
};

// The largest `step` a link carries: a trace is never that long (the lessons' own limit, kMaxLessonNumber).
constexpr int kMaxShareStep = 1'000'000;
// The largest number a game's scene parameter carries (gomoku's move: no game is that long).
constexpr int kMaxShareParameter = 100'000;

// The link of a scene (the fragment, without `#`). Throws BoardFileError when the board text does not
// read, std::invalid_argument for a field no link can carry.
std::string shareLink(const SharedLink& link);
// The scene of a link: the fragment, a whole address ending in `#...`, or either with spaces around it.
// Throws ShareLinkError naming the field and its position.
SharedLink readShareLink(std::string_view text);
// Whether `text` is meant as a share link (it starts with `v=`, or an address's fragment does) rather than
// a file name or a board: the CLI and the workbench try it as a link only then.
bool looksLikeShareLink(std::string_view text);
// A ShareLinkError about the scene field `key` of a link already read, at that field's character (at the
// whole link when the link had no such field): for what only a later reader can judge.
ShareLinkError sceneFieldError(const SharedLink& link, std::string_view key, const std::string& reason);
// The folder of the shipped lessons a link may name: BOARDLAB_LESSONS, else the examples' lessons folder.
std::filesystem::path shippedLessonFolder();
// Whether the scene's lesson (none: true) is a lesson of `folder` about the scene's game. A lesson of
// another game is a ShareLinkError naming the field; `found` says whether the folder has the lesson at all
// (a link from a newer BoardLab may name one this one lacks: its scene still opens).
void checkSharedLesson(const SharedLink& link, const std::filesystem::path& folder, bool& found);
// Whether the scene's board is the board of the lesson file `lessonBoard` names (both as their game's share
// fields write them): a link may pair a lesson with another board, and the lesson's text is then not about it.
bool isLessonsBoard(const SharedLink& link, const std::filesystem::path& lessonBoard);
// The characters a value may hold, and a value written with them (anything else refused).
bool isShareValueChar(char c);

// For the games' board fields: the field of that key (nullptr for none), and the check that every field
// is one of `keys` (else a ShareLinkError naming the field and the game's fields).
const ShareField* findShareField(const std::vector<ShareField>& fields, std::string_view key);
void requireShareFields(const std::vector<ShareField>& fields, const std::vector<std::string_view>& keys,
                        std::string_view game, std::string_view sceneKeys);

}  // namespace boardlab
