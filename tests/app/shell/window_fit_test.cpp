// The floating windows (the program editor, Grade a class, Results) open inside a 1280x800
// screen at 100%, 150% and 200%, in English and Chinese: sized in font heights alone, the program editor at
// 200% ran past the screen's bottom and right edges, its close button out of reach.

#include <gtest/gtest.h>
#include <imgui.h>
#include <imgui_internal.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "app/workbench/platform/headless_imgui.hpp"
#include "app/workbench/shell/workbench.hpp"
#include "app/workbench/views/style.hpp"
#include "tests/app/workbench_fixture.hpp"
#include "tests/scratch_dir.hpp"

namespace boardlab::ui {
namespace {

namespace fs = std::filesystem;

// The top-level windows drawn in the last frame that reach past the screen: "" when none does.
std::string windowsPastTheScreen(ImVec2 screen) {
  std::string out;
  for (ImGuiWindow* w : ImGui::GetCurrentContext()->Windows) {
    if (!w->Active || (w->Flags & (ImGuiWindowFlags_ChildWindow | ImGuiWindowFlags_Tooltip))) continue;
    const ImRect r = w->Rect();
    if (r.Min.x < -0.5f || r.Min.y < -0.5f || r.Max.x > screen.x + 0.5f || r.Max.y > screen.y + 0.5f)
      out += std::string(" ") + w->Name + " (" + std::to_string(static_cast<int>(r.Max.x)) + "x" +
             std::to_string(static_cast<int>(r.Max.y)) + ")";
  }
  return out;
}

// Was a window whose name holds `namePart` drawn in the last frame?
bool shown(const char* namePart) {
  for (ImGuiWindow* w : ImGui::GetCurrentContext()->Windows)
    if (w->Active && std::string(w->Name).find(namePart) != std::string::npos) return true;
  return false;
}

TEST(WindowFit, EveryFloatingWindowOpensInsideTheScreenAtEveryScale) {
  const fs::path folder = testpaths::freshScratchDir("boardlab-window-fit", "windows");
  const fs::path check = folder / "check.py";
  std::ofstream(check) << "import boardlab\n\nboardlab.run_gomoku(lambda board, x, y, t: None)\n";
  const ImVec2 screen(1280, 800);
  for (const float scale : {1.0f, 1.5f, 2.0f})
    for (const i18n::Language language : {i18n::Language::English, i18n::Language::Chinese}) {
      if (language == i18n::Language::Chinese && !chineseFontAvailable()) continue;
      const i18n::LanguageScope inLanguage(language);
      const std::string what = std::to_string(scale) + " " + std::string(i18n::languageCode(language));
      HeadlessImGui imgui(screen.x, screen.y);
      Workbench bench{Settings{}, {}, scale};
      std::string notice;
      applyStyle(scale);
      loadFonts(scale, notice);  // as the platform does when the scale is chosen
      bench.setUiScale(scale);
      frameAsThePlatformDoes(imgui, bench);
      std::string error;
      ASSERT_TRUE(bench.programs().editor().open(check, "check", error)) << error;
      for (int k = 0; k < 3; ++k) frameAsThePlatformDoes(imgui, bench);
      EXPECT_TRUE(shown("program editor")) << what;
      EXPECT_EQ(windowsPastTheScreen(screen), "") << what << ": the program editor";
      bench.programs().editor().close();
      bench.gradeWindow().show("gomoku");
      for (int k = 0; k < 3; ++k) frameAsThePlatformDoes(imgui, bench);
      EXPECT_TRUE(shown("###Grade a class")) << what;
      EXPECT_EQ(windowsPastTheScreen(screen), "") << what << ": Grade a class";
      bench.showResults(true);
      for (int k = 0; k < 3; ++k) frameAsThePlatformDoes(imgui, bench);
      EXPECT_TRUE(shown("###results")) << what;
      EXPECT_EQ(windowsPastTheScreen(screen), "") << what << ": Results";
    }
}

}  // namespace
}  // namespace boardlab::ui
