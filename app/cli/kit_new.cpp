// boardlab-cli kit new LANGUAGE DIR: what a student starts from. The check's template (kits/LANGUAGE/new/),
// the kit beside it (so the folder runs by hand too), three boards to try, a README in English and one in
// Chinese, and grade.sh: it builds the check where its language needs it and grades it exactly as the
// teacher's `grade` will (the reference, rule, seed and tries given here), so the student sees the verdict
// before handing in. Every file goes through the atomic-write path; a folder that is not empty is refused.

#include <CLI/CLI.hpp>

#include <cstdint>
#include <filesystem>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "app/cli/commands.hpp"
#include "app/cli/grade_report.hpp"
#include "engine/core/board_text.hpp"
#include "engine/core/shipped_files.hpp"
#include "engine/ext/command_line.hpp"
#include "engine/ext/kits.hpp"

namespace boardlab::cli {
namespace {

namespace fs = std::filesystem;

struct KitNewOptions {
  std::string language, dir;
  std::string game = "gomoku";
  std::string reference;  // default: the game's first algorithm
  std::string rule;
  std::uint64_t seed = 1;
  int tries = 2000;
};

// One language's files: the check's name in the folder, the kit's, and how grade.sh builds and runs it.
struct Language {
  std::string_view name, check, kit, build, run;
};

constexpr Language kLanguages[] = {
    {"python", "check.py", "boardlab.py", "", "python3 check.py"},
    {"js", "check.js", "boardlab.js", "", "node check.js"},
    {"java", "Check.java", "BoardLab.java", "javac -d build BoardLab.java Check.java", "java -cp build Check"},
    {"csharp", "Check.cs", "BoardLab.cs", "mcs -nologo -out:check.exe BoardLab.cs Check.cs", "mono check.exe"},
    {"cpp", "check.cpp", "boardlab.hpp", "g++ -std=c++20 -O2 -I. check.cpp -o check", "./check"},
};

// The boards of the pack, each with what it is good for, from the shipped examples.
struct PackBoard {
  std::string_view file, english, chinese;
};
const std::vector<PackBoard>& boardsOf(std::string_view game) {
  static const std::vector<PackBoard> gomoku{
      {"centre-five.board", "black has just made five in the centre: a win", "黑棋刚在中央连成五子：胜"},
      {"opening.board", "an opening: nobody wins yet", "开局：还没有人获胜"},
      {"scan-objc-edge.board", "a five along the edge of the board, which a published check missed",
       "沿棋盘边缘的五子，一篇已发表的检查漏掉了它"},
  };
  static const std::vector<PackBoard> link{
      {"classic-12x8.board", "a classic 12x8 board", "经典 12x8 棋盘"},
      {"corners-objc-no-ring.board", "a pair that links only through the ring around the board",
       "只能经过棋盘外圈连通的一对"},
      {"corners-objc-early-return-detour.board", "a pair whose link needs a detour, which a published check missed",
       "需要绕行才能连通的一对，一篇已发表的检查漏掉了它"},
  };
  return game == "link" ? link : gomoku;
}

std::string readShipped(const fs::path& path) {
  try {
    return readTextFile(path, std::size_t{1} << 20);
  } catch (const BoardFileError& e) {
    std::cerr << "error: " << e.what() << '\n';
    return {};
  }
}

// The grade command of the pack, the teacher's settings written out.
std::string gradeCommand(const KitNewOptions& o, const Language& l) {
  std::string command = "\"${BOARDLAB_CLI:-boardlab-cli}\" grade --game " + o.game + " --reference " +
                        ext::shellWord(o.reference) + (o.rule.empty() ? "" : " --rule " + o.rule) + " --seed " +
                        std::to_string(o.seed) + " --tries " + std::to_string(o.tries) + " --out my-grade \\\n  " +
                        ext::shellWord("me=" + std::string(l.run));
  return command;
}

std::string gradeScript(const KitNewOptions& o, const Language& l) {
  std::string s =
      "#!/bin/sh\n# Grades your check as your teacher's grade will: the same reference, rule, seed and tries.\n"
      "# The verdict is in my-grade/report.html (and report.md); a failure gives the board to look at.\n"
      "set -e\ncd \"$(dirname \"$0\")\"\n";
  if (!l.build.empty()) s += std::string(l.build) + "\n";
  s += gradeCommand(o, l) + "\n";  // it prints the verdict ("[1/1] me: passed 2000 of 2000 inputs")
  return s;
}

// The workbench's --program names the game of a program that is not gomoku's (docs/workbench.md).
std::string programName(const KitNewOptions& o) { return (o.game == "gomoku" ? "" : o.game + ":") + "me="; }

std::string readme(const KitNewOptions& o, const Language& l, bool chinese) {
  const bool gomoku = o.game == "gomoku";
  std::string r;
  if (!chinese) {
    r = "# Your " + std::string(gomoku ? "gomoku win check" : "link check") + " (" + std::string(l.name) + ")\n\n" +
        "Write your check in `" + std::string(l.check) + "`: its first lines say what it is given and what it " +
        "returns. `" + std::string(l.kit) + "` is BoardLab's kit for " + std::string(l.name) +
        " (the protocol, the tracer); leave it as it is.\n\n" +
        "## See your verdict before you hand it in\n\n```sh\n./grade.sh\n```\n\n" +
        "It grades your check exactly as your teacher will: against `" + o.reference + "`" +
        (o.rule.empty() ? "" : ", the " + o.rule + " rule") + ", seed " + std::to_string(o.seed) + ", " +
        std::to_string(o.tries) + " random inputs. The verdict is in `my-grade/report.html`; when your check " +
        "fails, the report shows the input where it differs from `" + o.reference +
        "`, and the command that opens it in the workbench with your check.\n\n" + "## Boards to try\n\n";
    for (const PackBoard& b : boardsOf(o.game))
      r += "- `boards/" + std::string(b.file) + "`: " + std::string(b.english) + "\n";
    r += "\nWatch your check's steps on a board (the workbench's Compare sets them beside the reference's):\n\n"
         "```sh\nboardlab --board boards/" +
         std::string(boardsOf(o.game).front().file) + " --program " +
         ext::shellWord(programName(o) + std::string(l.run)) + " --algo me\n```\n\n" + "Chinese: README.zh-CN.md.\n";
  } else {
    r = "# 你的" + std::string(gomoku ? "五子棋胜负检查" : "连连看连通检查") + "（" + std::string(l.name) + "）\n\n" +
        "在 `" + std::string(l.check) + "` 中编写你的检查：它开头的几行说明了它得到什么、返回什么。`" +
        std::string(l.kit) + "` 是 BoardLab 的 " + std::string(l.name) + " 工具包（协议与跟踪器），请不要修改。\n\n" +
        "## 交作业前先看结论\n\n```sh\n./grade.sh\n```\n\n" + "它完全按老师的方式评你的检查：参照 `" + o.reference +
        "`" + (o.rule.empty() ? "" : "，" + o.rule + " 规则") + "，种子 " + std::to_string(o.seed) + "，" +
        std::to_string(o.tries) + " 个随机输入。结论在 `my-grade/report.html` 中；若检查失败，报告会给出它与 `" +
        o.reference + "` 不同的输入，以及在工作台中连同你的检查打开它的命令。\n\n## 可以试的棋盘\n\n";
    for (const PackBoard& b : boardsOf(o.game))
      r += "- `boards/" + std::string(b.file) + "`：" + std::string(b.chinese) + "\n";
    r += "\n在棋盘上观看你的检查的每一步（工作台的“对比”把它们与参照算法并排）：\n\n```sh\nboardlab --board boards/" +
         std::string(boardsOf(o.game).front().file) + " --program " +
         ext::shellWord(programName(o) + std::string(l.run)) + " --algo me\n```\n\nEnglish: README.md.\n";
  }
  return r;
}

int runKitNew(KitNewOptions o) {
  const Language* language = nullptr;
  for (const Language& l : kLanguages)
    if (l.name == o.language) language = &l;
  if (!language) {
    std::cerr << "error: kit new: no kit for '" << o.language << "' (python, js, java, csharp or cpp)\n";
    return kExitUsage;
  }
  if (const std::string problem = ext::kitsFolderProblem(); !problem.empty()) {
    std::cerr << "error: " << problem << '\n';
    return kExitBadInput;
  }
  if (!o.rule.empty() && o.game != "gomoku") {
    std::cerr << "error: kit new: --rule is gomoku's: the random inputs of " << o.game << " follow no rule\n";
    return kExitUsage;
  }
  if (o.reference.empty()) o.reference = o.game == "link" ? "corners" : "scan";
  std::error_code ec;
  const fs::path dir = o.dir;
  if (fs::exists(dir, ec) && (!fs::is_directory(dir, ec) || !fs::is_empty(dir, ec))) {
    std::cerr << "error: " << dir.string()
              << (fs::is_directory(dir, ec) ? " is not empty: kit new writes into a new or empty folder only, so "
                                              "nothing of yours is overwritten"
                                            : " is not a folder")
              << '\n';
    return kExitUsage;
  }
  fs::create_directories(dir / "boards", ec);
  if (ec) {
    std::cerr << "error: cannot make the folder " << dir.string() << ": " << ec.message() << '\n';
    return kExitNotWritten;
  }
  const fs::path kit = ext::kitFolder(language->name);
  const std::string ext = fs::path(language->check).extension().string();
  const std::string check = readShipped(kit / "new" / ("check_" + o.game + ext));
  const std::string kitText = readShipped(kit / language->kit);
  if (check.empty() || kitText.empty()) return kExitBadInput;
  bool written = writeOutputFile(dir / language->check, check) && writeOutputFile(dir / language->kit, kitText);
  const fs::path examples = shippedFolder("examples", "BOARDLAB_EXAMPLES") / o.game;
  for (const PackBoard& b : boardsOf(o.game)) {
    const std::string board = readShipped(examples / b.file);
    written = !board.empty() && writeOutputFile(dir / "boards" / b.file, board) && written;
  }
  written = writeOutputFile(dir / "README.md", readme(o, *language, false)) && written;
  written = writeOutputFile(dir / "README.zh-CN.md", readme(o, *language, true)) && written;
  // Executable only once written by us: a symbolic link refused there is not followed to mark its target.
  if (writeOutputFile(dir / "grade.sh", gradeScript(o, *language)))
    fs::permissions(dir / "grade.sh", fs::perms::owner_exec | fs::perms::group_exec | fs::perms::others_exec,
                    fs::perm_options::add | fs::perm_options::nofollow, ec);
  else
    written = false;
  if (!written || ec) return kExitNotWritten;
  std::cout << "wrote " << dir.string() << ": " << language->check << " to write your check in, " << language->kit
            << ", boards/, README.md, README.zh-CN.md and grade.sh (it grades " << language->check
            << " as your teacher will)\n";
  return kExitOk;
}

}  // namespace

void addKitNewCommand(CLI::App& kit, int& exitCode) {
  auto o = std::make_shared<KitNewOptions>();
  CLI::App* cmd = kit.add_subcommand(
      "new",
      "Write what a student starts from into a new folder: the check's template, the kit, three boards,\n"
      "a README in English and Chinese, and grade.sh, which grades the check as the teacher's grade will.\n"
      "Examples:\n"
      "  boardlab-cli kit new python alice\n"
      "  boardlab-cli kit new java bob --game link --reference corners --seed 7 --tries 500");
  std::vector<std::string> languages(ext::kitLanguages().begin(), ext::kitLanguages().end());
  cmd->add_option("LANGUAGE", o->language, "python, js, java, csharp or cpp")
      ->required()
      ->check(CLI::IsMember(languages));
  cmd->add_option("DIR", o->dir, "the new (or empty) folder")->required();
  cmd->add_option("--game", o->game, "gomoku (default: a win check) or link (a link check)")
      ->check(CLI::IsMember({"gomoku", "link"}));
  cmd->add_option("--reference", o->reference, "what grade.sh compares with (default: scan, or corners for link)");
  cmd->add_option("--rule", o->rule, "gomoku: the rule of the random games, as the teacher grades them")
      ->check(CLI::IsMember({"freestyle", "standard", "renju", "caro"}));
  cmd->add_option("--seed", o->seed, "the seed the teacher grades with (default 1)");
  cmd->add_option("--tries", o->tries, "the random inputs the teacher tries (default 2000)")
      ->check(CLI::PositiveNumber);
  cmd->callback([o, &exitCode] { exitCode = runKitNew(*o); });
}

}  // namespace boardlab::cli
