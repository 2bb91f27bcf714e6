#pragma once
// The English keys the workbench's sources hand to the translation functions, read from the sources
// themselves, so the tests can require a Chinese entry for each even in branches no test reaches.
// (A plain scanner: GCC 12's std::regex trips -Wmaybe-uninitialized in the sanitizer build.)

#include <cctype>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include "tests/test_paths.hpp"

namespace boardlab::ui {

// app/workbench/PATH ("shell/workbench.cpp"), as text ("" when it cannot be read).
inline std::string readSource(const std::string& name) {
  std::ifstream in(std::filesystem::path(testpaths::source) / "app/workbench" / name);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// Reads the string literal starting at source[i] == '"', escapes undone; i ends past it.
inline std::string readLiteral(const std::string& source, std::size_t& i) {
  std::string text;
  for (++i; i < source.size() && source[i] != '"'; ++i) {
    if (source[i] == '\\' && i + 1 < source.size()) {
      const char e = source[++i];
      text += e == 'n' ? '\n' : e == 't' ? '\t' : e == '0' ? '\0' : e;
    } else {
      text += source[i];
    }
  }
  ++i;
  return text;
}

inline std::size_t skipSpace(const std::string& source, std::size_t i) {
  while (i < source.size() && std::isspace(static_cast<unsigned char>(source[i]))) ++i;
  return i;
}

// The literal keys of the calls named in `calls` (each written with its '(' and an optional prefix of
// `skip` leading arguments made of one literal, as in button("id", "label")): the literal that opens the
// argument (adjacent literals joined), or both literals of `condition ? "a" : "b"`.
inline std::set<std::string> literalKeys(const std::string& source, std::initializer_list<const char*> calls,
                                         int skip = 0) {
  std::set<std::string> keys;
  for (const std::string call : calls) {
    for (std::size_t at = source.find(call); at != std::string::npos; at = source.find(call, at + 1)) {
      if (at > 0 && (std::isalnum(static_cast<unsigned char>(source[at - 1])) || source[at - 1] == '_')) continue;
      std::size_t i = skipSpace(source, at + call.size());
      for (int k = 0; k < skip; ++k) {  // leading literal arguments (a command's id)
        if (i >= source.size() || source[i] != '"') break;
        readLiteral(source, i);
        i = skipSpace(source, i);
        if (i < source.size() && source[i] == ',') i = skipSpace(source, i + 1);
      }
      if (i < source.size() && source[i] == '"') {
        std::string key;
        while (i < source.size() && source[i] == '"') {
          key += readLiteral(source, i);
          i = skipSpace(source, i);
        }
        keys.insert(key);
        continue;
      }
      const std::size_t stop = source.find_first_of(";\",", i);
      if (stop == std::string::npos || source[stop] != '"' || source.substr(i, stop - i).find('?') == std::string::npos)
        continue;
      i = stop;
      const std::string first = readLiteral(source, i);
      i = skipSpace(source, i);
      if (i >= source.size() || source[i] != ':') continue;
      i = skipSpace(source, i + 1);
      if (i >= source.size() || source[i] != '"') continue;
      keys.insert(first);
      keys.insert(readLiteral(source, i));
    }
  }
  return keys;
}

// The keys of the translation calls: tr(, text( and trId(.
inline std::set<std::string> translatedKeys(const std::string& source) {
  return literalKeys(source, {"tr(", "text(", "trId("});
}

}  // namespace boardlab::ui
