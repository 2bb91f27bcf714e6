#pragma once
// The LZW compression of GIF image data (GIF89a, section 22 and appendix F): variable-width codes of 3 to
// 12 bits packed from the least significant bit, a clear code when the 4096-entry table is full, and the
// result cut into sub-blocks of at most 255 bytes ending with an empty one, ready to follow the minimum
// code size byte of an image.

#include <cstddef>
#include <string>

namespace boardlab::ui {

// The smallest LZW minimum code size (2..8) whose colour table holds `colours` entries (1..256).
int gifCodeSize(int colours);

// Appends to `out` the minimum code size byte and the sub-blocks of the LZW data of `count` colour
// indices, each below 2^codeSize.
void appendGifLzw(const unsigned char* indices, std::size_t count, int codeSize, std::string& out);

}  // namespace boardlab::ui
