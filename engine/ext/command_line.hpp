#pragma once
// Splitting a command line the way a POSIX shell splits words, without starting a shell: blanks separate
// words; '...' keeps everything literally; "..." keeps blanks and honours \" \\ \$ \`; a backslash outside
// quotes keeps the next character. No variables, globs or redirections: `ext:python3 check.py` runs
// python3 with one argument, and `ext:sh -c 'a | b'` is how to ask for a shell.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace boardlab::ext {

// The words of `command`; nullopt (and `error` says why) for an unterminated quote or an empty command.
std::optional<std::vector<std::string>> splitCommand(std::string_view command, std::string& error);

// `word` as one word of such a command line (and of a POSIX shell's): in single quotes unless it needs none.
std::string shellWord(const std::string& word);

// The name under which an outside algorithm is reported: "ext:" followed by the command as given.
constexpr std::string_view kPrefix = "ext:";
bool isOutsideName(std::string_view name);

}  // namespace boardlab::ext
