#pragma once
// Inflating a raw DEFLATE stream (RFC 1951): the zip's method 8, for the .zip a teacher downloads from a
// course site (zip_archive.hpp reads it). Written here because neither platform has a reliable one to link:
// the page has no zlib, and stb_image's inflate refuses valid streams that zip tools write. Every input is
// untrusted: a stream that is damaged, cut short or would unpack past `maxBytes` throws InflateError, never
// reads or writes out of bounds.

#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>

namespace boardlab {

class InflateError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// The bytes `packed` unpacks to; InflateError saying what is wrong ("a code its table does not have", "it
// unpacks to more than N bytes").
std::string inflateRaw(std::string_view packed, std::size_t maxBytes);

}  // namespace boardlab
