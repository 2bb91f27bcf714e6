#pragma once
// A gomoku board as share-link fields and back (engine/core/share_link.hpp, docs/share-links.md).

#include <string>
#include <string_view>
#include <vector>

#include "engine/core/share_link.hpp"

namespace boardlab::gomoku {

// The fields of the board in `boardText` (a gomoku board file): size, rule, the start's stones, moves.
// Throws BoardFileError when the text does not read.
std::vector<ShareField> shareFields(std::string_view boardText);
// The board file of such fields; throws ShareLinkError naming the field and the character.
std::string boardOfShare(const std::vector<ShareField>& fields);
// The scene's fields against that board: no pair of tiles, a move among its moves, a point on it.
void checkShareScene(std::string_view boardText, const std::vector<ShareField>& sceneFields);

}  // namespace boardlab::gomoku
