#pragma once
// What every fuzz target shares: the input as text, and a check that stops the run loudly. A reader may
// refuse input only with a BoardFileError (the "FILE:LINE: reason" every user sees); any other exception
// escapes the target on purpose, and libFuzzer reports it as a crash with the input that caused it.

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

// An invariant that must hold for every input the reader accepts. On failure prints what broke and the
// values involved, then aborts so libFuzzer saves the input.
#define FUZZ_CHECK(condition, detail)                                                                \
  do {                                                                                               \
    if (!(condition)) {                                                                              \
      std::fprintf(stderr, "\nFUZZ_CHECK failed at %s:%d: %s\n%s\n", __FILE__, __LINE__, #condition, \
                   std::string(detail).c_str());                                                     \
      std::abort();                                                                                  \
    }                                                                                                \
  } while (false)

namespace boardlab::fuzz {

inline std::string_view asText(const std::uint8_t* data, std::size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

}  // namespace boardlab::fuzz
