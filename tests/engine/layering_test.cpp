// The layers of docs/architecture.md, checked on the sources: each engine folder includes only the
// folders below it, the engine never includes the apps or a UI library, each folder of the workbench includes
// only what its row of the table allows (the shell no game, a game not the other), only the platform folder
// includes GLFW, and the workbench never includes the command line's files. The libraries' links enforce the same order for calls (engine/CMakeLists.txt);
// this catches an include of a header-only part, which no link would notice.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <string>
#include <vector>
#include "tests/test_paths.hpp"

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
  const fs::path root = testpaths::source;
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
  const fs::path root = testpaths::source;
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

// The workbench's folders (docs/architecture.md, "The workbench's folders"). An include's folder below
// app/workbench: "views", "shell", ..., "games" for the list of games, "games/gomoku" for a game's own.
std::string workbenchFolderOf(const std::string& include) {
  const std::string prefix = "app/workbench/";
  if (include.rfind(prefix, 0) != 0) return folderOf(include);
  const std::string rest = include.substr(prefix.size());
  const auto first = rest.find('/');
  if (first == std::string::npos) return "app/workbench";  // main.cpp's folder
  const std::string top = rest.substr(0, first);
  if (top != "games") return top;
  const auto second = rest.find('/', first + 1);
  return second == std::string::npos ? "games" : rest.substr(0, second);
}

TEST(Layering, EachWorkbenchFolderIncludesOnlyWhatItMay) {
  const std::set<std::string> engineBase = {"engine/core", "engine/i18n", "engine/diff", "engine/ext"};
  const auto with = [&](std::set<std::string> own) {
    own.insert(engineBase.begin(), engineBase.end());
    return own;
  };
  // The shell never names a game: not a game's folder, not engine/gomoku or engine/link (it knows the
  // games through GameView and the list in games/game_views.hpp). One game's view never includes the other.
  const std::map<std::string, std::set<std::string>> mayInclude = {
      {"views", with({"views"})},
      {"image", with({"image"})},
      {"programs", with({"programs", "views", "engine/gomoku", "engine/link"})},
      {"shell", with({"shell", "views", "programs", "image", "platform", "games"})},
      {"games", with({"games", "games/gomoku", "games/link", "views"})},
      {"games/gomoku", with({"games/gomoku", "views", "programs", "shell", "platform", "image", "engine/gomoku"})},
      {"games/link", with({"games/link", "views", "programs", "shell", "platform", "image", "engine/link"})},
      // A platform (the desktop window, platform_glfw; the web page, platform_web) runs a PlatformClient and writes its screenshots
      // (image/); it knows no Workbench: the shell adapts it (shell/workbench_client.hpp).
      {"platform", with({"platform", "views", "image"})},
  };
  const fs::path root = fs::path(testpaths::source) / "app" / "workbench";
  int checked = 0;
  for (const auto& [folder, allowed] : mayInclude)
    for (const fs::path& file : sourcesBelow(root / folder)) {
      const std::string name = fs::relative(file, root).string();
      if (folder == "games" && name.find('/', 6) != std::string::npos) continue;  // games/gomoku/... on their own
      for (const std::string& include : quotedIncludes(file)) {
        ++checked;
        EXPECT_TRUE(allowed.count(workbenchFolderOf(include)))
            << "app/workbench/" << name << " (" << folder << ") includes " << include;
      }
    }
  EXPECT_GT(checked, 250);  // the walk found the sources (295 includes when this was written)
}

TEST(Layering, OnlyThePlatformFolderIncludesOrNamesGlfw) {
  const fs::path root = testpaths::source;
  int files = 0;
  for (const char* part : {"app", "tests"})  // (bench/ui/first_frame_floor.cpp opens a GLFW window of its own)
    for (const fs::path& file : sourcesBelow(root / part)) {
      ++files;
      const std::string name = fs::relative(file, root).string();
      if (name.rfind("app/workbench/platform/", 0) == 0) continue;  // the window, and the check of keys.hpp
      if (name == "tests/engine/layering_test.cpp") continue;       // names what it looks for
      std::ifstream in(file);
      std::string line;
      // GLFW's header, its macros (GLFW_KEY_ESCAPE) and its functions (glfwGetTime); a comment may speak of it.
      static const std::regex glfwName(R"(<GLFW/|\bGLFW_|\bglfw[A-Z])");
      for (int number = 1; std::getline(in, line); ++number)
        EXPECT_FALSE(std::regex_search(line.substr(0, line.find("//")), glfwName))
            << name << ":" << number << ": " << line << " (a key is key::Name, app/workbench/platform/keys.hpp)";
    }
  EXPECT_GT(files, 150);
}

// One source tree for the desktop and the page (docs/architecture.md, "One source tree, two platforms"):
// outside the platform folder no file compiles one way or the other (no #if, #ifdef, #ifndef) or sees
// emscripten; where a platform needs its own code, CMake picks one file of a pair, and these are the pairs.
TEST(Layering, OnlyThePlatformFolderCompilesPerPlatformAndThePairsAreTheNamedOnes) {
  const fs::path root = testpaths::source;
  const std::set<std::string> pairs = {
      "app/workbench/main.cpp",
      "app/workbench/main_web.cpp",
      "app/workbench/views/system_fonts.cpp",
      "app/workbench/views/system_fonts_web.cpp",
      "engine/ext/child_process.cpp",
      "engine/ext/child_process_web.cpp",
  };
  int files = 0;
  for (const char* part : {"app", "engine"})
    for (const fs::path& file : sourcesBelow(root / part)) {
      ++files;
      const std::string name = fs::relative(file, root).string();
      if (name.rfind("app/workbench/platform/", 0) == 0) continue;
      if (name.ends_with("_web.cpp")) {
        EXPECT_TRUE(pairs.count(name)) << name << ": a web file of a pair the architecture does not name";
      }
      std::ifstream in(file);
      std::string line;
      while (std::getline(in, line)) {
        const std::size_t hash = line.find_first_not_of(" \t");
        if (hash == std::string::npos || line[hash] != '#') continue;
        const std::string directive = line.substr(line.find_first_not_of(" \t#", hash));
        EXPECT_FALSE(directive.rfind("if", 0) == 0 || directive.rfind("elif", 0) == 0)
            << name << ": " << line << " (a platform's own code goes into a file of its own: docs/architecture.md)";
        EXPECT_EQ(line.find("emscripten"), std::string::npos) << name << ": " << line;
      }
    }
  for (const std::string& name : pairs) EXPECT_TRUE(fs::exists(root / name)) << name;
  EXPECT_GT(files, 250);  // the walk found the sources (288 when this was written)
}

TEST(Layering, TheWorkbenchNeverIncludesTheCommandLine) {
  const fs::path root = testpaths::source;
  for (const fs::path& file : sourcesBelow(root / "app" / "workbench"))
    for (const std::string& include : quotedIncludes(file))
      EXPECT_NE(folderOf(include), "app/cli") << fs::relative(file, root).string() << " includes " << include;
}

}  // namespace
