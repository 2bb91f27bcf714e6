// boardlab-cli kit [LANGUAGE]: where the protocol's kits are, and the line that runs or builds a program
// with each, from any folder. `kit python` prints the folder alone, for $(boardlab-cli kit cpp).

#include <CLI/CLI.hpp>

#include <filesystem>
#include <iostream>
#include <memory>
#include <string>

#include "app/cli/commands.hpp"
#include "engine/ext/kits.hpp"

namespace boardlab::cli {

namespace {

// How a user runs (or builds) their program with the kit in `folder`, outside BoardLab's own starts.
std::string howToUse(std::string_view language, const std::string& folder) {
  if (language == "python") return "PYTHONPATH=" + folder + " python3 check.py   (import boardlab)";
  if (language == "js") return "NODE_PATH=" + folder + " node check.js   (require(\"boardlab\"))";
  if (language == "java") return "javac -d kit " + folder + "/BoardLab.java && java -cp kit Check.java";
  if (language == "csharp") return "mcs -out:check.exe " + folder + "/BoardLab.cs Check.cs && mono check.exe";
  return "g++ -std=c++20 -I" + folder + " check.cpp -o check   (#include \"boardlab.hpp\")";
}

int runKit(const std::string& language) {
  const std::filesystem::path all = ext::kitsFolder();
  if (const std::string problem = ext::kitsFolderProblem(); !problem.empty()) {
    std::cerr << "error: " << problem << '\n';
    return kExitBadInput;
  }
  if (!language.empty()) {
    std::cout << ext::kitFolder(language).string() << '\n';
    return kExitOk;
  }
  std::cout << "The kits are in " << all.string() << ".\n"
            << "Programs that BoardLab starts find the Python and JavaScript kits from any folder (import boardlab,\n"
            << "require(\"boardlab\")). To run or build one yourself:\n";
  for (std::string_view l : ext::kitLanguages())
    std::cout << "  " << l << std::string(8 - l.size(), ' ') << howToUse(l, ext::kitFolder(l).string()) << '\n';
  return kExitOk;
}

}  // namespace

void addKitCommand(CLI::App& app, int& exitCode) {
  auto language = std::make_shared<std::string>();
  CLI::App* cmd = app.add_subcommand("kit",
                                     "Where the kits for your own programs are, and how to use each from any folder.\n"
                                     "Examples:\n"
                                     "  boardlab-cli kit\n"
                                     "  g++ -std=c++20 -I\"$(boardlab-cli kit cpp)\" check.cpp -o check");
  std::vector<std::string> languages(ext::kitLanguages().begin(), ext::kitLanguages().end());
  cmd->add_option("LANGUAGE", *language, "print only this kit's folder: python, js, java, csharp or cpp")
      ->check(CLI::IsMember(languages));
  addKitNewCommand(*cmd, exitCode);
  cmd->callback([cmd, language, &exitCode] {
    if (!cmd->got_subcommand("new")) exitCode = runKit(*language);
  });
}

}  // namespace boardlab::cli
