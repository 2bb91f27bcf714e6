#include "engine/ext/command_line.hpp"

namespace boardlab::ext {

std::string shellWord(const std::string& word) {
  if (!word.empty() &&
      word.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-./=:,") ==
          std::string::npos)
    return word;
  std::string out = "'";
  for (char c : word) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

bool isOutsideName(std::string_view name) { return name.substr(0, kPrefix.size()) == kPrefix; }

std::optional<std::vector<std::string>> splitCommand(std::string_view command, std::string& error) {
  std::vector<std::string> words;
  std::string word;
  bool inWord = false;
  for (std::size_t i = 0; i < command.size(); ++i) {
    const char c = command[i];
    if (c == ' ' || c == '\t' || c == '\n') {
      if (inWord) words.push_back(std::move(word));
      word.clear();
      inWord = false;
    } else if (c == '\'') {
      const std::size_t end = command.find('\'', i + 1);
      if (end == std::string_view::npos) {
        error = "unterminated ' in the command";
        return std::nullopt;
      }
      word.append(command.substr(i + 1, end - i - 1));
      i = end;
      inWord = true;
    } else if (c == '"') {
      std::size_t j = i + 1;
      for (; j < command.size() && command[j] != '"'; ++j) {
        const char n = j + 1 < command.size() ? command[j + 1] : '\0';
        if (command[j] == '\\' && (n == '"' || n == '\\' || n == '$' || n == '`')) ++j;
        word += command[j];
      }
      if (j >= command.size()) {
        error = "unterminated \" in the command";
        return std::nullopt;
      }
      i = j;
      inWord = true;
    } else if (c == '\\') {
      if (i + 1 < command.size()) word += command[++i];
      inWord = true;
    } else {
      word += c;
      inWord = true;
    }
  }
  if (inWord) words.push_back(std::move(word));
  if (words.empty()) {
    error = "the command is empty";
    return std::nullopt;
  }
  return words;
}

}  // namespace boardlab::ext
