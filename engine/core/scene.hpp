#pragma once
// A scene: a board, the algorithm analysing it, the trace step shown, and the game's own parameters (gomoku:
// the move analysed, the point checked, the rule, the heat map; link: the pair of tiles). It is one type for
// every way a scene is named: the workbench's command line, share links (share_link.hpp) and lessons
// (lesson.hpp) read and write it, and the game shown applies it. Each game declares its parameters once
// (GameModule::sceneKeys); the readers check them by that declaration and the game's view parses them.

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace boardlab {

class TraceCursor;

// One of a game's scene parameters, as the game declares it for every reader.
struct SceneKey {
  std::string_view key{};        // the scene's and share links' name: "move", "point", "from"
  std::string_view lessonKey{};  // a lesson file's name ("ply"); "" when lessons do not carry it
  std::string_view option{};     // the workbench's command-line option ("--ply")
  std::string_view help{};       // its --help line
  bool inLinks = true;           // share links carry it
  bool number = false;           // a whole number: 1-based, 0 or absent for the game's default
  bool viewOnly = false;         // a way to look at the scene (a heat map), allowed beside a lesson or link
};

struct SceneParameter {
  std::string key, value;
  bool operator==(const SceneParameter&) const = default;
};

struct Scene {
  std::string game{};                        // the board's game as board files name it ("" when the board says it)
  std::filesystem::path boardFile{};         // a board file; empty: boardText, else the board shown stays
  std::string boardText{};                   // or the board itself, as its game's board-file text
  std::string algo{};                        // "" for no analysis
  int step = 0;                              // the trace step shown, 1-based; 0 = the first
  std::vector<SceneParameter> parameters{};  // the game's own, by SceneKey::key, in the order given

  // The value of `key` ("" when absent); as a whole number (0 when absent or no number).
  const std::string& parameter(std::string_view key) const;
  int number(std::string_view key) const;
  // Sets `key` (an empty value removes it), keeping the place of a key already set.
  void set(std::string_view key, std::string value);
  bool has(std::string_view key) const { return !parameter(key).empty(); }
  // The same scene: the parameters compared as a set (a lesson file may give them in any order).
  bool operator==(const Scene& other) const;
  // The same analysis: the algorithm and parameters, whatever board (file or text), game and step.
  bool sameAnalysis(const Scene& other) const;
};

// The key declared by any registered game under `key` (or, with `lessonName`, its lesson file's name);
// nullptr for none. Games declare disjoint keys.
const SceneKey* findSceneKey(std::string_view key, bool lessonName = false);

// Shows step `step` (1-based; 0 = leave the cursor where it is); false with a message past the trace's end.
bool jumpToSceneStep(TraceCursor& cursor, int step, std::string& error);

}  // namespace boardlab
