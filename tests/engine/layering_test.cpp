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
      {"engine/grade",
       {"engine/grade", "engine/diff", "engine/ext", "engine/gomoku", "engine/link", "engine/core", "engine/i18n"}},
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

// What each workbench folder may include, and name. The shell never names a game: not a game's folder, not
// engine/gomoku or engine/link (it knows the games through GameView and the list in games/game_views.hpp).
// One game's view never includes the other, and no game includes the shell (the shell is above them).
std::map<std::string, std::set<std::string>> workbenchMayInclude() {
  const std::set<std::string> engineBase = {"engine/core", "engine/i18n", "engine/diff", "engine/ext", "engine/grade"};
  const auto with = [&](std::set<std::string> own) {
    own.insert(engineBase.begin(), engineBase.end());
    return own;
  };
  return {
      {"views", with({"views"})},
      {"image", with({"image"})},
      {"programs", with({"programs", "views", "engine/gomoku", "engine/link"})},
      {"shell", with({"shell", "views", "programs", "image", "platform", "games"})},
      {"games", with({"games", "games/gomoku", "games/link", "views", "programs"})},
      {"games/gomoku", with({"games/gomoku", "views", "programs", "platform", "image", "engine/gomoku"})},
      {"games/link", with({"games/link", "views", "programs", "platform", "image", "engine/link"})},
      // A platform (the desktop window, platform_glfw; the web page, platform_web) runs a PlatformClient and
      // writes its screenshots (image/); it knows no Workbench: the shell adapts it (shell/workbench_client.hpp).
      {"platform", with({"platform", "views", "image"})},
  };
}

// The workbench folder of a source file below app/workbench ("games/gomoku/gomoku_view.cpp": "games/gomoku").
std::string workbenchFolderOfFile(const fs::path& file) {
  return workbenchFolderOf("app/workbench/" +
                           fs::relative(file, fs::path(testpaths::source) / "app" / "workbench").string());
}

TEST(Layering, EachWorkbenchFolderIncludesOnlyWhatItMay) {
  const auto mayInclude = workbenchMayInclude();
  const fs::path root = fs::path(testpaths::source) / "app" / "workbench";
  int checked = 0;
  for (const auto& [folder, allowed] : mayInclude)
    for (const fs::path& file : sourcesBelow(root / folder)) {
      if (workbenchFolderOfFile(file) != folder) continue;  // games/gomoku/... on their own
      for (const std::string& include : quotedIncludes(file)) {
        ++checked;
        EXPECT_TRUE(allowed.count(workbenchFolderOf(include)))
            << "app/workbench/" << fs::relative(file, root).string() << " (" << folder << ") includes " << include;
      }
    }
  EXPECT_GT(checked, 250);  // the walk found the sources (295 includes when this was written)
}

// The words of a source's code: its identifiers, without comments and string literals (a message may say
// "Settings", a comment may name what a file is used by).
std::set<std::string> identifiersOf(const fs::path& file) {
  std::ifstream in(file);
  std::string line, code;
  bool inBlockComment = false;
  while (std::getline(in, line)) {
    for (std::size_t i = 0; i < line.size(); ++i) {
      if (inBlockComment) {
        if (line.compare(i, 2, "*/") == 0) inBlockComment = false, ++i;
        continue;
      }
      if (line.compare(i, 2, "//") == 0) break;
      if (line.compare(i, 2, "/*") == 0) {
        inBlockComment = true;
        ++i;
        continue;
      }
      if (line[i] == '"' || line[i] == '\'') {  // a literal, escapes included (raw strings hold no type names here)
        const char quote = line[i];
        for (++i; i < line.size() && line[i] != quote; ++i)
          if (line[i] == '\\') ++i;
        code += ' ';
        continue;
      }
      code += line[i];
    }
    code += '\n';
  }
  std::set<std::string> words;
  static const std::regex word(R"([A-Za-z_][A-Za-z0-9_]*)");
  for (auto it = std::sregex_iterator(code.begin(), code.end(), word); it != std::sregex_iterator(); ++it)
    words.insert(it->str());
  return words;
}

// A folder's types: the classes, structs, enums and aliases its headers define at namespace level.
std::map<std::string, std::set<std::string>> workbenchTypes() {
  static const std::regex definition(
      R"(^(?:class|struct|enum class|enum)\s+([A-Z][A-Za-z0-9_]*)\b[^;]*\{|^using\s+([A-Z][A-Za-z0-9_]*)\s*=)");
  std::map<std::string, std::set<std::string>> types;
  for (const fs::path& file : sourcesBelow(fs::path(testpaths::source) / "app" / "workbench")) {
    if (file.extension() != ".hpp") continue;
    std::ifstream in(file);
    std::string line;
    std::smatch m;
    while (std::getline(in, line))
      if (std::regex_search(line, m, definition)) types[workbenchFolderOfFile(file)].insert(m[1].matched ? m[1] : m[2]);
  }
  return types;
}

// A name reaches as far as an include: a lower folder that names a type of a higher one (a forward
// declaration, a reference to it) depends on it as surely as if it included its header.
TEST(Layering, NoWorkbenchFolderNamesATypeOfAFolderItMayNotInclude) {
  const auto mayInclude = workbenchMayInclude();
  const auto types = workbenchTypes();
  // A name defined in two folders says nothing about which one a file means.
  std::map<std::string, int> definedIn;
  for (const auto& [folder, names] : types)
    for (const std::string& name : names) ++definedIn[name];
  const fs::path root = fs::path(testpaths::source) / "app" / "workbench";
  int names = 0;
  for (const auto& [folder, allowed] : mayInclude)
    for (const fs::path& file : sourcesBelow(root / folder)) {
      if (workbenchFolderOfFile(file) != folder) continue;
      const std::set<std::string> words = identifiersOf(file);
      for (const auto& [other, defined] : types) {
        if (allowed.count(other) || other == "app/workbench") continue;
        for (const std::string& name : defined) {
          ++names;
          EXPECT_FALSE(definedIn[name] == 1 && words.count(name))
              << "app/workbench/" << fs::relative(file, root).string() << " (" << folder << ") names " << name
              << ", a type of " << other << "/, which " << folder << "/ may not include";
        }
      }
    }
  EXPECT_GT(types.at("views").size(), 20u);  // the walk found the types
  EXPECT_GT(types.at("shell").size(), 5u);
  EXPECT_GT(names, 1000);
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
