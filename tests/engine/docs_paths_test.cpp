// Every file or folder of the tree that the docs name exists: a doc naming a file that moved sends a reader
// (or a new developer) to nothing. The walkthroughs under an "Adding ..." heading name the files the reader
// is about to write, and a path with a word in capitals stands for a family of files
// (`tests/fuzz/dict/NAME.dict`, one per fuzz target): those are not looked for.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <string>
#include <vector>

#include "tests/test_paths.hpp"

namespace {

namespace fs = std::filesystem;

struct NamedPath {
  std::string doc;
  int line = 0;
  std::string path;
};

// The paths below the tree's top folders that `doc` names in backquotes, outside "Adding ..." sections.
std::vector<NamedPath> pathsNamedIn(const fs::path& doc, const std::string& name) {
  static const std::regex quoted(
      R"(`((?:app|engine|tests|scripts|examples|kits|bench|docs|third_party)/[A-Za-z0-9_./-]*[A-Za-z0-9_/])`)");
  static const std::regex standsForMany("[A-Z]{3,}");  // NAME, LANG, ...
  std::vector<NamedPath> found;
  std::ifstream in(doc);
  std::string line;
  bool walkthrough = false;
  for (int number = 1; std::getline(in, line); ++number) {
    if (line.rfind("#", 0) == 0) walkthrough = line.find("# Adding ") != std::string::npos;
    if (walkthrough) continue;
    for (std::sregex_iterator it(line.begin(), line.end(), quoted), end; it != end; ++it) {
      const std::string path = (*it)[1];
      if (!std::regex_search(path, standsForMany)) found.push_back({name, number, path});
    }
  }
  return found;
}

TEST(Docs, EveryPathTheDocsNameExists) {
  const fs::path source = testpaths::source;
  std::vector<fs::path> docs{source / "README.md"};
  for (const auto& entry : fs::directory_iterator(source / "docs"))
    if (entry.path().extension() == ".md") docs.push_back(entry.path());
  std::size_t checked = 0;
  for (const fs::path& doc : docs)
    for (const NamedPath& named : pathsNamedIn(doc, fs::relative(doc, source).string())) {
      ++checked;
      EXPECT_TRUE(fs::exists(source / named.path)) << named.doc << ":" << named.line << " names " << named.path;
    }
  EXPECT_GT(checked, 100u) << "the docs name the tree's files in backquotes";
}

}  // namespace
