#pragma once
// What "translated" means in the tests: a Chinese text has at least one CJK ideograph, and no lookup in
// Chinese fell through to English.

#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

#include "engine/core/trace.hpp"
#include "engine/i18n/i18n.hpp"

namespace boardlab::i18n::testing {

// True when `text` (UTF-8) holds a code point of the CJK Unified Ideographs block or CJK punctuation.
inline bool hasCjk(std::string_view text) {
  for (std::size_t i = 0; i + 2 < text.size(); ++i) {
    const auto b0 = static_cast<unsigned char>(text[i]);
    if ((b0 & 0xF0) != 0xE0) continue;
    const unsigned cp = ((b0 & 0x0Fu) << 12) | ((static_cast<unsigned char>(text[i + 1]) & 0x3Fu) << 6) |
                        (static_cast<unsigned char>(text[i + 2]) & 0x3Fu);
    if ((cp >= 0x4E00 && cp <= 0x9FFF) || (cp >= 0x3000 && cp <= 0x303F) || (cp >= 0xFF00 && cp <= 0xFFEF)) return true;
  }
  return false;
}

// True when `text` holds the literal pieces of the Chinese template `pattern` in order (a hole "{n}"
// matches anything), so a fragment such as a stop reason is found inside the sentence that quotes it.
inline bool matchesTemplate(std::string_view text, std::string_view pattern) {
  std::size_t at = 0;
  std::size_t i = 0;
  while (i < pattern.size()) {
    std::size_t hole = pattern.find('{', i);
    while (hole != std::string_view::npos && !(hole + 2 < pattern.size() && pattern[hole + 1] >= '0' &&
                                               pattern[hole + 1] <= '9' && pattern[hole + 2] == '}'))
      hole = pattern.find('{', hole + 1);
    const std::string_view piece =
        pattern.substr(i, hole == std::string_view::npos ? std::string_view::npos : hole - i);
    if (!piece.empty()) {
      const std::size_t found = text.find(piece, at);
      if (found == std::string_view::npos) return false;
      at = found + piece.size();
    }
    if (hole == std::string_view::npos) break;
    i = hole + 3;
  }
  return true;
}

// Every step of a trace recorded in Chinese narrates in Chinese.
inline void expectChineseTrace(const Trace& trace, const std::string& where) {
  for (std::size_t i = 0; i < trace.steps.size(); ++i) {
    EXPECT_TRUE(hasCjk(trace.steps[i].narration)) << where << " step " << i << ": " << trace.steps[i].narration;
  }
  if (trace.truncated) {
    EXPECT_TRUE(hasCjk(trace.note)) << where << " note: " << trace.note;
  }
}

// Every line of a listing has a catalogue entry (lines of published code may translate to themselves, but
// someone decided so): fetching it in Chinese leaves nothing missing.
inline void expectChineseListing(const std::vector<std::string>& (*listingOf)(), const std::string& where) {
  LanguageScope chinese(Language::Chinese);
  clearMissing();
  const std::vector<std::string>& lines = listingOf();
  EXPECT_FALSE(lines.empty()) << where;
  for (const std::string& key : missing()) ADD_FAILURE() << where << " listing line without Chinese: " << key;
}

}  // namespace boardlab::i18n::testing
