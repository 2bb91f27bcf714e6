#pragma once
// A link board as share-link fields and back (engine/core/share_link.hpp, docs/share-links.md).

#include <string>
#include <string_view>
#include <vector>

#include "engine/core/share_link.hpp"

namespace boardlab::link {

// The fields of the board in `boardText` (a link board file): size, border, turns, and its tiles.
// Throws BoardFileError when the text does not read.
std::vector<ShareField> shareFields(std::string_view boardText);
// The board file of such fields; throws ShareLinkError naming the field and the character.
std::string boardOfShare(const std::vector<ShareField>& fields);
// The scene's fields against that board: no move or point, both tiles of the pair or neither, each on it.
void checkShareScene(std::string_view boardText, const std::vector<ShareField>& sceneFields);

}  // namespace boardlab::link
