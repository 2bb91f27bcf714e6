// The counterexample finder's results opened in the workbench: the smallest board, the variant's
// analysis, at the first step where its trace departs from the other algorithm's.

#include "app/workbench/shell/workbench.hpp"
#include "app/workbench/views/ui_text.hpp"

namespace boardlab::ui {

void Workbench::drawFinder() {
  finder_.draw();
  grade_.draw();
}

}  // namespace boardlab::ui
