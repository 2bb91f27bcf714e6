#include "app/workbench/views/ui_text.hpp"

#include <algorithm>
#include <utility>
#include <vector>

namespace boardlab::ui {

namespace {

using CatalogueSource = std::pair<int, std::span<const i18n::Entry> (*)()>;

std::vector<CatalogueSource>& catalogueSources() {
  static std::vector<CatalogueSource> sources{{20, viewsChinese}};
  return sources;
}

}  // namespace

std::string trId(const char* english) { return std::string(i18n::tr(english)) + "###" + english; }

void addUiCatalogueSource(int order, std::span<const i18n::Entry> (*catalogue)()) {
  std::vector<CatalogueSource>& sources = catalogueSources();
  if (std::any_of(sources.begin(), sources.end(), [&](const CatalogueSource& s) { return s.second == catalogue; }))
    return;
  sources.emplace_back(order, catalogue);
  std::stable_sort(sources.begin(), sources.end(),
                   [](const CatalogueSource& a, const CatalogueSource& b) { return a.first < b.first; });
}

void addUiCatalogue() {
  for (const CatalogueSource& s : catalogueSources()) i18n::addCatalogue(s.second());
}

std::vector<std::span<const i18n::Entry>> uiCatalogues() {
  std::vector<std::span<const i18n::Entry>> all;
  for (const CatalogueSource& s : catalogueSources()) all.push_back(s.second());
  return all;
}

}  // namespace boardlab::ui
