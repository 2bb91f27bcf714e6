#pragma once
// Chinese typography in the catalogues: no space between two Chinese characters, and no ASCII ? ! : ,
// next to one (Chinese takes the full-width ？！：，). Shared by the engine's and the workbench's tests.
// Spaces around a hole ("第 {0} 步") are the template's business: i18n::fill drops them next to Chinese values.

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/i18n/i18n.hpp"

namespace boardlab::i18n::testing {

// The code points of a UTF-8 string (an invalid byte counts as itself).
inline std::vector<char32_t> codePoints(std::string_view s) {
  std::vector<char32_t> out;
  for (std::size_t i = 0; i < s.size();) {
    const auto c = static_cast<unsigned char>(s[i]);
    const std::size_t n = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : (c >> 3) == 0x1E ? 4 : 1;
    char32_t cp = n == 1 ? c : c & (0xFF >> (n + 1));
    for (std::size_t k = 1; k < n && i + k < s.size(); ++k)
      cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
    out.push_back(cp);
    i += n;
  }
  return out;
}

inline bool isHan(char32_t c) { return (c >= 0x3400 && c <= 0x9FFF) || (c >= 0xF900 && c <= 0xFAFF); }
inline bool isAsciiPunctuation(char32_t c) { return c == '?' || c == '!' || c == ':' || c == ','; }

// One line per problem: the Chinese text and what is wrong with it.
inline std::vector<std::string> typographyProblems(std::span<const Entry> catalogue) {
  std::vector<std::string> problems;
  for (const Entry& e : catalogue) {
    const std::vector<char32_t> cp = codePoints(e.chinese);
    for (std::size_t i = 1; i < cp.size(); ++i) {
      if (i + 1 < cp.size() && cp[i] == ' ' && isHan(cp[i - 1]) && isHan(cp[i + 1]))
        problems.push_back(std::string(e.chinese) + "  <- a space between two Chinese characters");
      if ((isAsciiPunctuation(cp[i]) && isHan(cp[i - 1])) || (isAsciiPunctuation(cp[i - 1]) && isHan(cp[i])))
        problems.push_back(std::string(e.chinese) + "  <- ASCII punctuation next to a Chinese character");
    }
  }
  return problems;
}

}  // namespace boardlab::i18n::testing
