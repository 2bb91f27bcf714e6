// A grade's counterexample opens in the workbench from its share link (report.md, report.json and
// report.html carry it): the real boardlab-cli grades a buggy program of each game, and the real workbench
// opens each link: the reference's trace on that input, the link's step being the reference's verdict.

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>
#include <string>

#include "tests/scratch_dir.hpp"
#include "tests/test_paths.hpp"

namespace boardlab::test {
namespace {

namespace fs = std::filesystem;

nlohmann::json readJson(const fs::path& file) {
  std::ifstream in(file);
  return nlohmann::json::parse(std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>()),
                               nullptr, false);
}

void expectLinksOpenTheirScenes(const std::string& game, const std::string& reference, const std::string& program) {
  ASSERT_NE(std::getenv("DISPLAY"), nullptr) << "the workbench needs a display: run it under `xvfb-run -a`";
  const fs::path dir = testpaths::freshScratchDir("boardlab-grade-links", game);
  const std::string grade = std::string(testpaths::cli) + " grade --game " + game + " --reference " + reference +
                            " --tries 40 --out " + (dir / "marks").string() + " 'buggy=python3 " + testpaths::source +
                            "/examples/programs/python/" + program + "' > /dev/null 2>&1";
  ASSERT_EQ(std::system(grade.c_str()), 0) << grade;
  const nlohmann::json report = readJson(dir / "marks" / "report.json");
  ASSERT_FALSE(report.is_discarded());
  const nlohmann::json& p = report["programs"][0];
  ASSERT_EQ(p["verdict"], "failed") << p.dump(1);
  const std::string link = p["share"].get<std::string>();
  ASSERT_TRUE(link.starts_with("v=1&g=" + game + "&")) << link;
  const std::string html = [&] {
    std::ifstream in(dir / "marks" / "report.html");
    return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  }();
  std::string inHtml;  // as HTML writes it
  for (char c : link) inHtml += c == '&' ? std::string("&amp;") : std::string(1, c);
  EXPECT_NE(html.find(inHtml), std::string::npos) << "report.html gives the link";

  const fs::path trace = dir / "trace.json";
  const std::string open = "ASAN_OPTIONS=\"${ASAN_OPTIONS:-}:detect_leaks=0\" " + std::string(testpaths::app) +
                           " --scale 1 '" + link + "' --export-trace " + trace.string() + " > /dev/null 2>&1";
  ASSERT_EQ(std::system(open.c_str()), 0) << open;
  const nlohmann::json t = readJson(trace);
  ASSERT_FALSE(t.is_discarded());
  EXPECT_EQ(t["algo"], reference);
  const int step = std::stoi(link.substr(link.rfind("&step=") + 6));
  ASSERT_GE(step, 1);
  ASSERT_LE(step, static_cast<int>(t["steps"].size()));
  EXPECT_EQ(t["steps"][static_cast<std::size_t>(step - 1)]["event"], "verdict") << t["steps"].dump(1);
}

TEST(GradeLinks, AGomokuCounterexampleOpensAtTheReferencesVerdict) {
  expectLinksOpenTheirScenes("gomoku", "scan", "gomoku_missed_diagonal.py");
}

TEST(GradeLinks, ALinkCounterexampleOpensAtTheReferencesVerdict) {
  expectLinksOpenTheirScenes("link", "corners", "link_no_ring.py");
}

}  // namespace
}  // namespace boardlab::test
