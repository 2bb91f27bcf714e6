// The footer of `gomoku --help` and `link --help`: where each as-published variant comes from, so a
// teacher can cite the article from the command line too.

#include <string>

#include "app/cli/commands.hpp"
#include "engine/core/articles.hpp"

namespace boardlab::cli {

std::string articlesFooter(const std::vector<std::string_view>& algorithms) {
  std::string footer;
  for (std::string_view name : algorithms)
    if (const Article* article = articleOf(name)) footer += "  " + std::string(name) + ": " + citation(*article) + "\n";
  if (footer.empty()) return footer;
  return "The as-published variants reproduce these articles (docs/articles.md):\n" + footer;
}

}  // namespace boardlab::cli
