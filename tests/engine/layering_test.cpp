// The layers of docs/architecture.md, checked on the sources: each engine folder includes only the
// folders below it, the engine never includes the apps or a UI library, and the workbench never includes
// the command line's files. The libraries' links enforce the same order for calls (engine/CMakeLists.txt);
// this catches an include of a header-only part, which no link would notice.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace {

namespace fs = std::filesystem;

// The quoted includes of a source file, as written ("engine/core/trace.hpp").
std::vector<std::string> quotedIncludes(const fs::path& file) {
  std::vector<std::string> found;
  std::ifstream in(file);
  std::string line;
  while (std::getline(in, line)) {
    const auto at = line.find("#include \"");
    if (at != 0) continue;
    const auto start = at + 10, end = line.find('"', start);
    if (end != std::string::npos) found.push_back(line.substr(start, end - start));
  }
  return found;
}

// The first folder of an include below the repository ("engine/gomoku/x.hpp" -> "engine/gomoku").
std::string folderOf(const std::string& include) {
  const auto first = include.find('/');
  if (first == std::string::npos) return "";
  const auto second = include.find('/', first + 1);
  return second == std::string::npos ? include.substr(0, first) : include.substr(0, second);
}

// Every C++ source below `root`.
std::vector<fs::path> sourcesBelow(const fs::path& root) {
  std::vector<fs::path> files;
  for (const auto& entry : fs::recursive_directory_iterator(root)) {
    const auto ext = entry.path().extension();
    if (entry.is_regular_file() && (ext == ".cpp" || ext == ".hpp")) files.push_back(entry.path());
  }
  return files;
}

TEST(Layering, EachEngineFolderIncludesOnlyTheLayersBelowIt) {
  const std::map<std::string, std::set<std::string>> mayInclude = {
      {"engine/i18n", {"engine/i18n"}},
      {"engine/core", {"engine/core", "engine/i18n"}},
      {"engine/gomoku", {"engine/gomoku", "engine/core", "engine/i18n"}},
      {"engine/link", {"engine/link", "engine/core", "engine/i18n"}},
      {"engine/diff", {"engine/diff", "engine/gomoku", "engine/link", "engine/core", "engine/i18n"}},
      {"engine/ext", {"engine/ext", "engine/gomoku", "engine/link", "engine/core", "engine/i18n"}},
  };
  const fs::path root = BOARDLAB_SOURCE_DIR;
  int checked = 0;
  for (const auto& [folder, allowed] : mayInclude)
    for (const fs::path& file : sourcesBelow(root / folder)) {
      for (const std::string& include : quotedIncludes(file)) {
        ++checked;
        EXPECT_TRUE(allowed.count(folderOf(include)))
            << fs::relative(file, root).string() << " (" << folder << ") includes " << include;
      }
    }
  EXPECT_GT(checked, 200);  // the walk found the sources (272 includes when this was written)
}

TEST(Layering, TheEngineNeverIncludesTheAppsOrAUiLibrary) {
  const fs::path root = BOARDLAB_SOURCE_DIR;
  for (const fs::path& file : sourcesBelow(root / "engine")) {
    std::ifstream in(file);
    std::string line;
    while (std::getline(in, line)) {
      if (line.rfind("#include", 0) != 0) continue;
      for (const char* banned : {"\"app/", "\"tests/", "imgui", "GLFW", "glad"})
        EXPECT_EQ(line.find(banned), std::string::npos) << fs::relative(file, root).string() << ": " << line;
    }
  }
}

TEST(Layering, TheWorkbenchNeverIncludesTheCommandLine) {
  const fs::path root = BOARDLAB_SOURCE_DIR;
  for (const fs::path& file : sourcesBelow(root / "app" / "workbench"))
    for (const std::string& include : quotedIncludes(file))
      EXPECT_NE(folderOf(include), "app/cli") << fs::relative(file, root).string() << " includes " << include;
}

}  // namespace
