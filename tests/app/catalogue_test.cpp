// Every string the workbench's code hands to the translation functions has a Chinese entry: the test
// reads the workbench sources, collects the literal keys of tr(), trId(), text() and the command titles,
// and looks each one up in Chinese. A menu nobody opens in a test is checked this way too.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "app/workbench/ui_text.hpp"

namespace boardlab::ui {
namespace {

std::string readAll(const std::filesystem::path& file) {
  std::ifstream in(file);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// The C++ string literals in `code`, with adjacent literals joined ("a" "b" is "ab") and escapes undone.
std::vector<std::string> literals(const std::string& code) {
  std::vector<std::string> out;
  std::string current;
  bool open = false;  // a literal group is being collected
  for (std::size_t i = 0; i < code.size(); ++i) {
    if (code[i] == '"') {
      std::string lit;
      for (++i; i < code.size() && code[i] != '"'; ++i) {
        if (code[i] == '\\' && i + 1 < code.size()) {
          const char e = code[++i];
          lit += e == 'n' ? '\n' : e == 't' ? '\t' : e == '0' ? '\0' : e;
        } else {
          lit += code[i];
        }
      }
      current += lit;
      open = true;
    } else if (open && !std::isspace(static_cast<unsigned char>(code[i]))) {
      out.push_back(current);
      current.clear();
      open = false;
    }
  }
  if (open) out.push_back(current);
  return out;
}

// The text of argument `index` (0-based, top-level commas) of the call whose '(' is at `paren`.
std::string argument(const std::string& code, std::size_t paren, int index) {
  int depth = 0;
  int arg = 0;
  std::size_t start = paren + 1;
  bool inString = false;
  for (std::size_t i = paren; i < code.size(); ++i) {
    const char c = code[i];
    if (inString) {
      if (c == '\\') ++i;
      else if (c == '"') inString = false;
      continue;
    }
    if (c == '"') inString = true;
    else if (c == '(' || c == '{' || c == '[') ++depth;
    else if (c == ')' || c == '}' || c == ']') {
      if (--depth == 0) return arg == index ? code.substr(start, i - start) : "";
    } else if (c == ',' && depth == 1) {
      if (arg == index) return code.substr(start, i - start);
      ++arg;
      start = i + 1;
    }
  }
  return "";
}

bool hasLetters(const std::string& s) {
  for (char c : s)
    if (std::isalpha(static_cast<unsigned char>(c))) return true;
  return false;
}

std::set<std::string> translatedKeys() {
  std::set<std::string> keys;
  const std::filesystem::path folder = std::filesystem::path(BOARDLAB_SOURCE_DIR) / "app" / "workbench";
  // tr("..."), trId("..."), text("...", ...) and i18n::text/tr: the first argument's literals are keys.
  const std::regex call(R"((?:^|[^A-Za-z_:.])(?:i18n::)?(tr|trId|trc|text)\()");
  // Command titles (CommandList translates them when drawn) and the short labels of command buttons.
  const std::regex command(R"(commands_\.add\(|commands\.add\()");
  const std::regex button(R"(commands_?\.button\()");
  for (const auto& entry : std::filesystem::directory_iterator(folder)) {
    const std::string name = entry.path().filename().string();
    if (entry.path().extension() != ".cpp" || name.rfind("zh_", 0) == 0) continue;
    const std::string code = readAll(entry.path());
    for (auto it = std::sregex_iterator(code.begin(), code.end(), call); it != std::sregex_iterator(); ++it) {
      const std::size_t paren = static_cast<std::size_t>(it->position(0) + it->length(0) - 1);
      for (const std::string& key : literals(argument(code, paren, 0)))
        if (hasLetters(key)) keys.insert(key);
    }
    for (auto it = std::sregex_iterator(code.begin(), code.end(), command); it != std::sregex_iterator(); ++it) {
      const std::size_t brace = code.find('{', static_cast<std::size_t>(it->position(0)));
      const std::vector<std::string> fields = literals(argument(code, brace, 1));
      if (!fields.empty() && hasLetters(fields[0])) keys.insert(fields[0]);
    }
    for (auto it = std::sregex_iterator(code.begin(), code.end(), button); it != std::sregex_iterator(); ++it) {
      const std::size_t paren = static_cast<std::size_t>(it->position(0) + it->length(0) - 1);
      for (const std::string& key : literals(argument(code, paren, 1)))
        if (hasLetters(key)) keys.insert(key);
    }
  }
  return keys;
}

TEST(WorkbenchCatalogue, FindsTheKeysItChecks) {
  const std::set<std::string> keys = translatedKeys();
  // The scan must see what the code translates, or the next test would pass on nothing.
  EXPECT_GT(keys.size(), 150u);
  EXPECT_TRUE(keys.count("Restore the board you were working on?"));
  EXPECT_TRUE(keys.count("BoardLab did not close properly. A copy of {0} was kept at {1}.\n"
                         "Cancel leaves it where it is; it is offered again at the next start."));
  EXPECT_TRUE(keys.count("Presenter mode off."));  // inside tr(cond ? "..." : "...")
  EXPECT_TRUE(keys.count("New game"));             // a command title
}

TEST(WorkbenchCatalogue, EveryKeyHasChinese) {
  addUiCatalogue();
  i18n::LanguageScope chinese(i18n::Language::Chinese);
  for (const std::string& key : translatedKeys())
    EXPECT_NE(i18n::tr(key), key) << "no Chinese for \"" << key << "\"";
}

}  // namespace
}  // namespace boardlab::ui
