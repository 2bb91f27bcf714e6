#include "app/workbench/views/ui_text.hpp"

namespace boardlab::ui {

std::string trId(const char* english) { return std::string(i18n::tr(english)) + "###" + english; }

void addUiCatalogue() {
  i18n::addCatalogue(workbenchChinese());
  i18n::addCatalogue(viewsChinese());
  i18n::addCatalogue(helpChinese());
  i18n::addCatalogue(programsChinese());
  i18n::addCatalogue(gomokuViewChinese());
  i18n::addCatalogue(linkViewChinese());
}

}  // namespace boardlab::ui
