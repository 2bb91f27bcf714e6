#include "engine/ext/kits.hpp"

#include <algorithm>
#include <cstdlib>

#include "engine/core/shipped_files.hpp"

namespace boardlab::ext {

const std::vector<std::string_view>& kitLanguages() {
  static const std::vector<std::string_view> languages{"python", "js", "java", "csharp", "cpp"};
  return languages;
}

std::filesystem::path kitsFolder() {
  // Absolute: programs started in folders of their own resolve PYTHONPATH and NODE_PATH there.
  return shippedFolder("kits", "BOARDLAB_KITS");
}

std::string kitsFolderProblem() {
  const std::filesystem::path all = kitsFolder();
  std::error_code ec;
  if (std::filesystem::is_directory(all, ec)) return "";
  return "the kits are not at " + all.string() + " (moved? set BOARDLAB_KITS to their folder)";
}

std::filesystem::path kitFolder(std::string_view language) {
  const auto& all = kitLanguages();
  if (std::find(all.begin(), all.end(), language) == all.end()) return {};
  return kitsFolder() / language;
}

std::vector<std::string> kitEnvironment() {
  std::vector<std::string> out;
  for (const auto& [name, language] : {std::pair{"PYTHONPATH", "python"}, std::pair{"NODE_PATH", "js"}}) {
    const char* before = std::getenv(name);
    // After the user's own entries: a kit of their own, or a newer one, comes first.
    out.push_back(std::string(name) + "=" + (before && *before ? std::string(before) + ":" : "") +
                  kitFolder(language).string());
  }
  return out;
}

}  // namespace boardlab::ext
