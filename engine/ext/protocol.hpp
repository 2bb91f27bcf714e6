#pragma once
// The JSON-lines protocol of outside programs (docs/protocol.md): the requests BoardLab writes
// and the answer lines it reads. Coordinates are 0-based, x the column from the left, y the row from the
// top. This file knows the wire format only; program.hpp runs the exchange, the game adapters turn the
// results into the engine's WinResult / LinkResult.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/trace.hpp"

namespace boardlab::ext {

// {"id":1,"game":"gomoku","cols":..,"rows":..,"rule":"freestyle","board":[rows top first],
//  "move":{"x","y","name"},"trace":bool}. `board` rows use '.' empty, 'x' black, 'o' white.
std::string gomokuRequest(int id, int cols, int rows, std::string_view rule, const std::vector<std::string>& board,
                          Cell move, std::string_view moveName, bool trace);
// {"id":1,"game":"link","cols","rows","ring":bool,"turns":N|"any","board":[...],"from":{x,y},"to":{x,y},"trace"}.
std::string linkRequest(int id, int cols, int rows, bool ring, int turns /* -1: "any" */,
                        const std::vector<std::string>& board, Cell from, Cell to, bool trace);

// The result object of an answer, both games' keys (a game reads its own; unknown keys are ignored).
struct ResultFields {
  bool hasWinner = false;      // gomoku: "winner" present
  std::string winner;          // "black", "white" or "" for null
  std::vector<Cell> cells;     // gomoku "line" / link "path" ([x,y] pairs), in the order given
  std::optional<bool> linked;  // link: "linked"
};

// One line of an answer, decoded.
struct AnswerLine {
  enum class Kind : unsigned char { Step, Result, Error } kind = Kind::Step;
  Step step;            // Kind::Step
  ResultFields result;  // Kind::Result
  std::string error;    // Kind::Error: the program's own message
  // Kind::Error: where in the program's own code it happened, when its kit knows ("file", "line").
  std::string errorFile;
  int errorLine = 0;
};

// The deepest nesting of lists and objects a line may have, the line's own object included (a step's
// "say" is at level 3). Turning a value back into text (a "say" or "watch" that is no string) recurses
// once per level, so a deeper line is refused before it is parsed.
constexpr int kMaxNesting = 64;

// Decodes one line that must carry `expectedId`. Marks and arrows may lie on the board or its ring
// (x in -1..cols, y in -1..rows), the cells of a gomoku "line" only on the board. nullopt with `problem`
// set for anything else: nested deeper than kMaxNesting, not JSON, not an object, another id, none of
// step/result/error, an unknown mark role, a coordinate off the board, a number past +-1,000,000, a wrong
// type. Every text it keeps (say, file, label, watch, error, winner) is printableText().
std::optional<AnswerLine> decodeLine(std::string_view line, int expectedId, int cols, int rows, std::string& problem);

// The mark role of a protocol role name ("counted", "stopped-opponent", ... as markRoleName gives them).
std::optional<MarkRole> parseMarkRole(std::string_view name);
// Every role name, comma-separated, for messages and docs.
std::string markRoleNames();

// `text` as printableText() of at most `max` bytes, with "..." when it was cut: for quoting a program's
// output in a message.
std::string cutShort(std::string_view text, std::size_t max = 160);

}  // namespace boardlab::ext
