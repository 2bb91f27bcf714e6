// A class graded in shards (grade --shard I/N, anywhere) and merged (grade --merge) gets the report one run
// over the whole class writes, whatever the number of shards; a merge refuses, naming it, a shard missing or
// twice, one graded otherwise, cut short, or not a shard's report at all. The class holds correct, buggy and
// misbehaving programs, all real processes.

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <functional>
#include <nlohmann/json.hpp>
#include <regex>
#include <set>
#include <sstream>
#include <string>

#include "cli_runner.hpp"
#include "tests/scratch_dir.hpp"
#include "tests/test_paths.hpp"

// Its own namespace: the unity build compiles this file beside the other grade tests.
namespace boardlab::test::grade_shards {
namespace {

namespace fs = std::filesystem;
const std::string kSource = testpaths::source;
constexpr int kTries = 8;

std::string readFile(const fs::path& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

void writeFile(const fs::path& path, const std::string& text) { std::ofstream(path) << text; }

// Twelve programs: correct ones in two languages, two buggy ones, and misbehaving ones (bytes that are not
// UTF-8, garbage, an error, a wrong answer, a program that never starts, a wrong id).
std::string classList() {
  const std::string py = "python3 " + kSource + "/examples/programs/python/";
  const std::string js = "node " + kSource + "/examples/programs/js/";
  const std::string bad = "python3 " + kSource + "/tests/programs/misbehave.py ";
  return "alice=" + py + "gomoku_check.py\nbob=" + py + "gomoku_missed_diagonal.py\ncarol=" + js +
         "gomoku_check.js\ndave=" + js + "gomoku_edge_skipped.js\nerin=" + bad + "bad-bytes\nfrank=" + bad +
         "garbage\ngrace=" + bad + "error\nheidi=" + bad + "bad-winner\nivan=" + bad + "exit-start\njudy=" + bad +
         "wrong-id\nmallory=" + py + "gomoku_check.py\noscar=" + js + "gomoku_check.js\n";
}

std::string grade(const std::string& arguments) {
  return "grade --reference scan --tries " + std::to_string(kTries) + " --jobs 2 " + arguments;
}

// What must match between two reports of one class: everything but the seconds each program took.
std::string untimedMarkdown(const fs::path& dir) {
  return std::regex_replace(readFile(dir / "report.md"), std::regex(R"(\| [0-9]+\.[0-9]+ \|)"), "| T |");
}
std::string untimedHtml(const fs::path& dir) {
  return std::regex_replace(readFile(dir / "report.html"), std::regex(R"(data-v="[0-9]+\.[0-9]+">[0-9]+\.[0-9]+<)"),
                            "T<");
}
nlohmann::json untimedJson(const fs::path& dir) {
  nlohmann::json j = nlohmann::json::parse(readFile(dir / "report.json"));
  for (nlohmann::json& p : j["programs"]) p.erase("seconds");
  return j;
}

// A quick class for the tests of what a merge refuses: programs that fail at their first input.
std::string quickClassList() {
  const std::string bad = "python3 " + kSource + "/tests/programs/misbehave.py ";
  std::string list;
  for (const char* name : {"ann", "ben", "cat", "dan", "eve", "fay", "gus", "hal"})
    list += std::string(name) + "=" + bad + (name[0] < 'e' ? "garbage\n" : "error\n");
  return list;
}

class GradeShards : public ::testing::Test {
 protected:
  // A class graded in three shards, for each test here (each test runs in a process of its own).
  static void SetUpTestSuite() {
    base_ = testpaths::freshScratchDir("boardlab-grade-shards", "quick");
    writeFile(base_ / "class.txt", quickClassList());
    for (int i = 1; i <= 3; ++i) {
      const CliRun part = cli(grade("--programs " + (base_ / "class.txt").string() + " --shard " + std::to_string(i) +
                                    "/3 --out " + shard(3, i).string()));
      ASSERT_EQ(part.code, 0) << part.err;
    }
  }
  static fs::path shard(int count, int index) {
    return base_ / ("of-" + std::to_string(count)) / ("part-" + std::to_string(index));
  }
  static std::string shards(int count) {
    std::string list;
    for (int i = 1; i <= count; ++i) list += " " + shard(count, i).string();
    return list;
  }
  static fs::path base_;
};
fs::path GradeShards::base_;

TEST(GradeShardsMerged, GiveTheReportOfOneRunOverTheClassForAnyNumberOfShards) {
  const fs::path base = testpaths::freshScratchDir("boardlab-grade-shards", "class");
  const fs::path run = base / "run", single = base / "single";  // every whole report is written at run: it names it
  const auto shard = [&](int count, int index) {
    return base / ("of-" + std::to_string(count)) / ("part-" + std::to_string(index));
  };
  writeFile(base / "class.txt", classList());
  const CliRun once = cli(grade("--programs " + (base / "class.txt").string() + " --out " + run.string()));
  ASSERT_EQ(once.code, 0) << once.err;
  fs::rename(run, single);
  const nlohmann::json whole = untimedJson(single);
  ASSERT_EQ(whole["programs"].size(), 12u);
  std::set<std::string> verdicts;
  for (const nlohmann::json& p : whole["programs"]) verdicts.insert(p["verdict"].get<std::string>());
  EXPECT_EQ(verdicts, (std::set<std::string>{"passed", "failed", "fault"})) << whole.dump(1);
  for (int count : {1, 2, 3, 7}) {
    SCOPED_TRACE("shards: " + std::to_string(count));
    std::string parts;
    for (int i = 1; i <= count; ++i) {
      const CliRun part = cli(grade("--programs " + (base / "class.txt").string() + " --shard " + std::to_string(i) +
                                    "/" + std::to_string(count) + " --out " + shard(count, i).string()));
      ASSERT_EQ(part.code, 0) << part.err;
      parts += " " + shard(count, i).string();
    }
    fs::remove_all(run);
    const CliRun merged = cli("grade --merge" + parts + " --out " + run.string());
    ASSERT_EQ(merged.code, 0) << merged.err;
    EXPECT_EQ(untimedMarkdown(run), untimedMarkdown(single));
    EXPECT_EQ(untimedJson(run), whole);
    EXPECT_EQ(readFile(run / "grades.csv"), readFile(single / "grades.csv"));
    EXPECT_EQ(untimedHtml(run), untimedHtml(single));
    for (const nlohmann::json& p : whole["programs"])
      if (!p["boardFile"].is_null()) {
        const std::string board = fs::path(p["boardFile"].get<std::string>()).filename().string();
        EXPECT_EQ(readFile(run / board), readFile(single / board)) << board;
      }
  }
}

TEST_F(GradeShards, AShardIsChosenByNameWhateverTheListsOrderAndTheShardsShareOutTheClass) {
  std::string reversed;
  std::istringstream lines(quickClassList());
  for (std::string line; std::getline(lines, line);) reversed = line + "\n" + reversed;
  writeFile(base_ / "reversed.txt", reversed);
  const fs::path out = base_ / "reversed-part-2";
  const CliRun part =
      cli(grade("--programs " + (base_ / "reversed.txt").string() + " --shard 2/3 --out " + out.string()));
  ASSERT_EQ(part.code, 0) << part.err;
  const auto names = [](const fs::path& dir) {
    std::set<std::string> n;
    const nlohmann::json report = untimedJson(dir);  // kept: a loop over a temporary's member would dangle
    for (const nlohmann::json& p : report["programs"]) n.insert(p["name"].get<std::string>());
    return n;
  };
  EXPECT_EQ(names(out), names(shard(3, 2)));
  std::size_t all = 0;
  for (int i = 1; i <= 3; ++i) {
    EXPECT_FALSE(names(shard(3, i)).empty()) << "shard " << i;
    all += names(shard(3, i)).size();
  }
  EXPECT_EQ(all, 8u);
  const nlohmann::json report = nlohmann::json::parse(readFile(shard(3, 1) / "report.json"));
  EXPECT_EQ(report["shard"]["index"], 1);
  EXPECT_EQ(report["shard"]["count"], 3);
  EXPECT_EQ(report["shard"]["class"].size(), 8u);
}

TEST_F(GradeShards, AMissingOrRepeatedShardIsRefusedByNameAndNothingIsWritten) {
  const fs::path out = base_ / "refused";
  fs::remove_all(out);
  const CliRun missing =
      cli("grade --merge " + shard(3, 1).string() + " " + shard(3, 3).string() + " --out " + out.string());
  EXPECT_EQ(missing.code, 3);
  EXPECT_NE(missing.err.find("shard 2 of 3 is missing"), std::string::npos) << missing.err;
  const CliRun twice = cli("grade --merge" + shards(3) + " " + shard(3, 2).string() + " --out " + out.string());
  EXPECT_EQ(twice.code, 3);
  EXPECT_NE(twice.err.find("shard 2 of 3 is given twice: " + (shard(3, 2) / "report.json").string()), std::string::npos)
      << twice.err;
  EXPECT_FALSE(fs::exists(out / "report.json"));
}

TEST_F(GradeShards, AShardGradedOtherwiseCutShortOrNotAShardIsRefusedNamingItsFile) {
  const fs::path changed = base_ / "changed";
  const fs::path file = changed / "report.json";
  const auto refusal = [&](const std::string& key, const nlohmann::json& value) {
    fs::remove_all(changed);
    fs::copy(shard(3, 3), changed);
    nlohmann::json j = nlohmann::json::parse(readFile(shard(3, 3) / "report.json"));
    j[key] = value;
    writeFile(file, j.dump(2));
    const CliRun r = cli("grade --merge " + shard(3, 1).string() + " " + shard(3, 2).string() + " " + changed.string() +
                         " --out " + (base_ / "refused").string());
    EXPECT_EQ(r.code, 3) << key;
    EXPECT_NE(r.err.find(file.string()), std::string::npos) << r.err;
    return r.err;
  };
  EXPECT_NE(refusal("seed", 2).find("graded with seed 2"), std::string::npos);
  EXPECT_NE(refusal("reference", "lines").find("reference \"lines\""), std::string::npos);
  EXPECT_NE(refusal("rule", "renju").find("rule \"renju\""), std::string::npos);
  EXPECT_NE(refusal("tries", 99).find("tries 99"), std::string::npos);
  EXPECT_NE(refusal("boardlab", "0.0.1").find("graded by BoardLab \"0.0.1\""), std::string::npos);
  EXPECT_NE(refusal("of", 99).find("its run was cut short"), std::string::npos);
  EXPECT_NE(refusal("shard", nullptr).find("not a report of boardlab-cli grade"), std::string::npos);

  // The report of a whole class is not a shard's; a file that is not JSON is named with its line.
  const fs::path single = base_ / "whole";
  ASSERT_EQ(cli(grade("--programs " + (base_ / "class.txt").string() + " --out " + single.string())).code, 0);
  const CliRun whole = cli("grade --merge " + single.string() + " --out " + (base_ / "refused").string());
  EXPECT_EQ(whole.code, 3);
  EXPECT_NE(whole.err.find("not of a shard"), std::string::npos) << whole.err;
  writeFile(file, "{\n  \"programs\": [\n");
  const CliRun broken = cli("grade --merge " + changed.string() + " --out " + (base_ / "refused").string());
  EXPECT_EQ(broken.code, 3);
  EXPECT_NE(broken.err.find(file.string() + ": not JSON"), std::string::npos) << broken.err;
  EXPECT_NE(broken.err.find("line 3"), std::string::npos) << broken.err;

  // A name or a verdict grade would never write is refused: a name becomes a file name in --out.
  const auto edited = [&](const std::function<void(nlohmann::json&)>& change) {
    fs::remove_all(changed);
    fs::copy(shard(3, 1), changed);
    nlohmann::json j = nlohmann::json::parse(readFile(shard(3, 1) / "report.json"));
    change(j);
    writeFile(file, j.dump(2));
    const CliRun r = cli("grade --merge " + changed.string() + " " + shard(3, 2).string() + " " + shard(3, 3).string() +
                         " --out " + (base_ / "refused").string());
    EXPECT_EQ(r.code, 3);
    return r.err;
  };
  EXPECT_NE(edited([](nlohmann::json& j) {
              j["shard"]["class"][0] = "../../escaped";
            }).find("'../../escaped' is not a program's name grade gives"),
            std::string::npos);
  EXPECT_NE(
      edited([](nlohmann::json& j) { j["programs"][0]["verdict"] = "<b>passed</b>"; }).find("which grade never gives"),
      std::string::npos);
  EXPECT_FALSE(fs::exists(base_ / "escaped.board"));

  // What the command line says besides must be what the shards were graded with; the rule is the one used.
  EXPECT_EQ(cli("grade --merge" + shards(3) + " --rule freestyle --out " + (base_ / "ruled").string()).code, 0);
  const CliRun seed = cli("grade --merge" + shards(3) + " --seed 5 --out " + (base_ / "refused").string());
  EXPECT_EQ(seed.code, 3);
  EXPECT_NE(seed.err.find("--seed 5, but the shards were graded with seed 1"), std::string::npos) << seed.err;
  const CliRun intoAShard = cli("grade --merge" + shards(3) + " --out " + shard(3, 2).string());
  EXPECT_EQ(intoAShard.code, 2);
  EXPECT_NE(intoAShard.err.find("is the folder of the shard"), std::string::npos) << intoAShard.err;
  EXPECT_TRUE(nlohmann::json::parse(readFile(shard(3, 2) / "report.json")).contains("shard"));
  const CliRun programs = cli("grade x='python3 x.py' --merge" + shards(3) + " --out " + (base_ / "refused").string());
  EXPECT_EQ(programs.code, 2);
  EXPECT_FALSE(fs::exists(base_ / "refused" / "report.json"));
}

TEST_F(GradeShards, EachCounterexampleHasItsShareLinkAndReportHtmlDrawsItsBoard) {
  const fs::path out = base_ / "linked";
  fs::remove_all(out);
  const CliRun r = cli("grade --merge" + shards(3) + " --out " + out.string() +
                       " --share-base https://school.example/boardlab/ --lang zh-CN");
  ASSERT_EQ(r.code, 0) << r.err;
  const nlohmann::json report = untimedJson(out);
  const std::string md = readFile(out / "report.md"), html = readFile(out / "report.html");
  EXPECT_NE(html.find("<html lang=\"zh-CN\">"), std::string::npos);
  EXPECT_NE(html.find("评分"), std::string::npos);
  std::size_t boards = 0;
  for (std::size_t at = html.find("<svg"); at != std::string::npos; at = html.find("<svg", at + 1)) ++boards;
  EXPECT_EQ(boards, 8u) << "a board for each program's counterexample";
  for (const nlohmann::json& p : report["programs"]) {
    const std::string link = p["share"].get<std::string>();
    EXPECT_TRUE(link.starts_with("v=1&g=gomoku&")) << link;
    EXPECT_NE(link.find("&algo=scan&move="), std::string::npos) << link;
    EXPECT_NE(md.find("Share link (the reference at its verdict): https://school.example/boardlab/#" + link),
              std::string::npos);
    EXPECT_NE(html.find("<code>" + std::regex_replace(p["command"].get<std::string>(), std::regex("&"), "&amp;")),
              std::string::npos);
  }
  // Whatever a command holds is shown as text, never as markup.
  const fs::path markup = base_ / "markup";
  writeFile(base_ / "markup.txt",
            "ann=python3 " + kSource + "/tests/programs/misbehave.py garbage '</code><script>alert(1)</script>'\n");
  ASSERT_EQ(cli(grade("--programs " + (base_ / "markup.txt").string() + " --out " + markup.string())).code, 0);
  const std::string page = readFile(markup / "report.html");
  EXPECT_EQ(page.find("<script>alert"), std::string::npos);
  EXPECT_NE(page.find("&lt;/code&gt;&lt;script&gt;alert(1)&lt;/script&gt;"), std::string::npos);
}

TEST(GradeShardOption, ABadShardIsRefusedBeforeAnyProgramStarts) {
  for (const std::string bad : {"0/3", "4/3", "3", "a/b", "1/0", "1/99999", "2/3/4"}) {
    const CliRun r = cli("grade --reference scan --shard " + bad + " x='python3 never-run.py'");
    EXPECT_EQ(r.code, 2) << bad;
    EXPECT_NE(r.err.find("--shard " + bad + ": give I/N"), std::string::npos) << r.err;
  }
  const CliRun noReference = cli("grade x='python3 never-run.py'");
  EXPECT_EQ(noReference.code, 2);
  EXPECT_NE(noReference.err.find("--reference is required"), std::string::npos) << noReference.err;
}

}  // namespace
}  // namespace boardlab::test::grade_shards
