// Every string the workbench's code hands to the translation functions has a Chinese entry: the test
// reads the workbench sources, collects the literal keys of tr(), trId(), text() and the command titles,
// and looks each one up in Chinese. A menu nobody opens in a test is checked this way too.
#include <gtest/gtest.h>

#include <cctype>
#include <filesystem>
#include <set>
#include <string>
#include <vector>

#include "app/workbench/views/ui_text.hpp"
#include "tests/app/source_keys.hpp"
#include "tests/test_paths.hpp"

namespace boardlab::ui {
namespace {

bool hasLetters(const std::string& s) {
  for (char c : s)
    if (std::isalpha(static_cast<unsigned char>(c))) return true;
  return false;
}

// Every workbench source's keys: the translation calls, the command titles (CommandList translates them
// when drawn) and the short labels of command buttons.
std::set<std::string> workbenchKeys() {
  std::set<std::string> keys;
  const std::filesystem::path folder = std::filesystem::path(testpaths::source) / "app" / "workbench";
  for (const auto& entry : std::filesystem::recursive_directory_iterator(folder)) {
    const std::string name = entry.path().filename().string();
    if (entry.path().extension() != ".cpp" || name.rfind("zh_", 0) == 0) continue;
    const std::string code = readSource(std::filesystem::relative(entry.path(), folder).string());
    keys.merge(translatedKeys(code));
    keys.merge(literalKeys(code, {"commands_.add({", "commands.add({", "commands_.button(", "commands.button("}, 1));
  }
  std::erase_if(keys, [](const std::string& k) { return !hasLetters(k); });
  return keys;
}

TEST(WorkbenchCatalogue, FindsTheKeysItChecks) {
  const std::set<std::string> keys = workbenchKeys();
  // The scan must see what the code translates, or the next test would pass on nothing.
  EXPECT_GT(keys.size(), 150u);
  EXPECT_TRUE(keys.count("Restore the board you were working on?"));
  EXPECT_TRUE(
      keys.count("BoardLab did not close properly. A copy of {0} was kept at {1}.\n"
                 "Cancel leaves it where it is; it is offered again at the next start."));
  EXPECT_TRUE(keys.count("Presenter mode off."));  // inside tr(cond ? "..." : "...")
  EXPECT_TRUE(keys.count("New game"));             // a command title
}

TEST(WorkbenchCatalogue, EveryKeyHasChinese) {
  addUiCatalogue();
  i18n::LanguageScope chinese(i18n::Language::Chinese);
  for (const std::string& key : workbenchKeys()) EXPECT_NE(i18n::tr(key), key) << "no Chinese for \"" << key << "\"";
}

TEST(WorkbenchCatalogue, NoTwoCataloguesTranslateAKeyDifferently) {
  addUiCatalogue();
  EXPECT_EQ(i18n::conflictingKeys(), std::vector<std::string>{});
}

}  // namespace
}  // namespace boardlab::ui
