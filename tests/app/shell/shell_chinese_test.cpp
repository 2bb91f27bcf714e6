// The gomoku workbench in Chinese: every panel drawn (all sections open, every algorithm, presenter
// mode, a lesson) must find all its words, and those of the engine it shows, in the catalogues.
#include <gtest/gtest.h>

#include <unistd.h>

#include <cstdlib>
#include <filesystem>

#include "app/workbench/games/gomoku/builtin_example.hpp"
#include "app/workbench/games/gomoku/gomoku_view.hpp"
#include "app/workbench/games/link/link_view.hpp"
#include "app/workbench/platform/headless_imgui.hpp"
#include "app/workbench/shell/workbench.hpp"
#include "app/workbench/views/style.hpp"
#include "engine/gomoku/algorithms.hpp"
#include "tests/engine/i18n/chinese_check.hpp"
#include "tests/test_paths.hpp"

namespace boardlab::ui {
namespace {

std::string joined(const std::vector<std::string>& keys) {
  std::string all;
  for (const std::string& k : keys) all += "\n  \"" + k + "\"";
  return all;
}

TEST(WorkbenchChinese, EveryGomokuPanelFindsItsChinese) {
  const i18n::LanguageScope chinese(i18n::Language::Chinese);
  HeadlessImGui imgui;
  Workbench bench{Settings{}, {}, 1.0f};
  const auto body = [&] { bench.frame(); };
  setExpandAllSections(true);
  bench.viewOf<GomokuView>().setGame(builtInExample(), "");
  i18n::clearMissing();
  for (const gomoku::AlgorithmInfo* info : gomoku::algorithms()) {
    bench.viewOf<GomokuView>().analysis().setAlgorithm(std::string(info->name));
    for (int heat : {0, 1}) {
      bench.viewOf<GomokuView>().setHeatMap(heat);
      imgui.frame(body);
      bench.viewOf<GomokuView>().analysis().cursor().last();
      imgui.frame(body);
    }
    i18n::testing::expectChineseTrace(bench.viewOf<GomokuView>().analysis().trace(), std::string(info->name));
    for (const Step& step :
         bench.viewOf<GomokuView>().analysis().trace().steps) {  // the timeline shows event kinds by name
      if (const std::string event(eventName(step.event)); !event.empty()) {
        EXPECT_NE(i18n::tr(event), event) << info->name << " event " << event;
      }
    }
  }
  bench.setPresenter(true);
  imgui.frame(body);
  bench.setPresenter(false);
  const auto lessons = findLessons(std::filesystem::path(testpaths::source) / "examples" / "lessons");
  ASSERT_FALSE(lessons.empty());
  ASSERT_TRUE(bench.openLesson(lessons.front())) << bench.status();
  imgui.frame(body);
  setExpandAllSections(false);
  EXPECT_TRUE(i18n::missing().empty()) << "untranslated:" << joined(i18n::missing());
  // The words on screen are Chinese: the status line of the lesson says so.
  EXPECT_NE(bench.status().find("课程"), std::string::npos) << bench.status();
}

TEST(WorkbenchChinese, TheFontsHoldEveryCatalogueGlyphAndOnlyInChinese) {
  if (!chineseFontAvailable()) GTEST_SKIP() << chineseFontMissingNote();
  {
    const i18n::LanguageScope chinese(i18n::Language::Chinese);
    HeadlessImGui imgui;  // builds the fonts for the language in force
    addFontGlyphs(Workbench::chineseLessonMenuText());
    std::string notice;
    loadFonts(1.0f, notice);
    EXPECT_TRUE(fontCovers(i18n::allChineseText()));
    EXPECT_TRUE(fontCovers(Workbench::chineseLessonMenuText()));
    EXPECT_TRUE(fontCovers("黑棋获胜"));
    // Only the glyphs in use: a few thousand at most, not the font's 20,000 and more.
    EXPECT_LT(fonts().ui->Glyphs.Size, 3000);
  }
  HeadlessImGui imgui;  // English: no CJK glyphs loaded at all
  EXPECT_FALSE(fontCovers("黑棋"));
}

// A lesson of 13,000 distinct characters at 400% filled an atlas larger than any texture: a black window.
TEST(WorkbenchChinese, TheFontAtlasStaysWithinTheTextureAndWhatDoesNotFitShowsAsAReplacementSign) {
  if (!chineseFontAvailable()) GTEST_SKIP() << chineseFontMissingNote();
  const i18n::LanguageScope chinese(i18n::Language::Chinese);
  HeadlessImGui imgui;
  std::string many;
  for (unsigned c = 0x4E00; c < 0x4E00 + 13000; ++c) {  // CJK ideographs, three UTF-8 bytes each
    many += static_cast<char>(0xE0 | (c >> 12));
    many += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    many += static_cast<char>(0x80 | (c & 0x3F));
  }
  addTypedGlyphs(many);
  addTypedGlyphs("黑棋获胜");  // shown last: kept first
  setFontTextureLimit(4096);
  std::string notice;
  loadFonts(4.0f, notice);
  const ImFontAtlas& atlas = *ImGui::GetIO().Fonts;
  EXPECT_LE(atlas.TexHeight, 4096);
  EXPECT_LE(atlas.TexWidth, 4096);
  EXPECT_NE(notice.find("个汉字中有"), std::string::npos) << notice;  // said in the UI's language
  EXPECT_NE(notice.find("超出此缩放下字体纹理的容量，显示为 �"), std::string::npos) << notice;
  EXPECT_TRUE(fontCovers(i18n::allChineseText())) << "the UI's own words come first";
  EXPECT_TRUE(fontCovers("黑棋获胜")) << "then the newest text shown";
  EXPECT_FALSE(fontCovers(many));
  EXPECT_EQ(fonts().ui->FallbackChar, 0xFFFD) << "a missing character is drawn as a sign, not as a blank or '?'";
  // At 100% they all fit, with nothing said.
  setFontTextureLimit(8192);
  notice.clear();
  loadFonts(1.0f, notice);
  EXPECT_TRUE(notice.empty()) << notice;
  EXPECT_TRUE(fontCovers(many));
}

// Text from outside the catalogues reaches the screen in its own characters: a board named in Chinese showed
// as "五连??" in the title and the status line. What is exported from it is offered an ASCII name.
TEST(WorkbenchChinese, AFileNamedInChineseGetsItsGlyphsAndItsExportsAnAsciiName) {
  if (!chineseFontAvailable()) GTEST_SKIP() << chineseFontMissingNote();
  const i18n::LanguageScope english(i18n::Language::English);
  HeadlessImGui imgui;
  Workbench bench{Settings{}, {}, 1.0f};
  const auto body = [&] { bench.frame(); };
  const std::filesystem::path dir =
      std::filesystem::temp_directory_path() / ("boardlab-chinese-name-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  const std::filesystem::path file = dir / "五连练习.board";
  std::filesystem::copy_file(std::string(testpaths::source) + "/examples/gomoku/centre-five.board", file,
                             std::filesystem::copy_options::overwrite_existing);
  EXPECT_FALSE(fontCovers("五连练习"));
  ASSERT_TRUE(bench.openFile(file)) << bench.status();
  imgui.frame(body);
  const auto scale = bench.takeScaleRequest();
  ASSERT_TRUE(scale) << "the fonts are rebuilt for the name";
  std::string notice;
  loadFonts(*scale, notice);
  imgui.frame(body);
  EXPECT_TRUE(fontCovers("五连练习"));
  EXPECT_FALSE(bench.takeScaleRequest()) << "once, not every frame";
  bench.commands().get("export.png").run();
  imgui.frame(body);
  imgui.frame(body);
  ASSERT_TRUE(bench.fileBrowser().isOpen());
  EXPECT_EQ(bench.fileBrowser().name(), "board.png");
  std::filesystem::remove_all(dir);
}

TEST(WorkbenchChinese, SwitchingLanguageRecordsTheTraceAgainInTheNewLanguage) {
  const i18n::LanguageScope english(i18n::Language::English);
  HeadlessImGui imgui;
  Workbench bench{Settings{}, {}, 1.0f};
  const auto body = [&] { bench.frame(); };
  bench.viewOf<GomokuView>().setGame(builtInExample(), "");
  bench.viewOf<GomokuView>().analysis().setAlgorithm("scan");
  imgui.frame(body);
  ASSERT_FALSE(bench.viewOf<GomokuView>().analysis().trace().steps.empty());
  bench.viewOf<GomokuView>().analysis().cursor().last();
  const std::size_t step = bench.viewOf<GomokuView>().analysis().cursor().position();
  const std::string before = bench.viewOf<GomokuView>().analysis().trace().steps.back().narration;
  bench.setLanguage(i18n::Language::Chinese);
  imgui.frame(body);
  EXPECT_EQ(bench.settings().language, i18n::Language::Chinese);
  const std::string after = bench.viewOf<GomokuView>().analysis().trace().steps.back().narration;
  EXPECT_NE(after, before);
  EXPECT_NE(after.find("。"), std::string::npos) << after;
  EXPECT_EQ(bench.viewOf<GomokuView>().analysis().cursor().position(), step);  // the step on screen stays
  bench.setLanguage(i18n::Language::English);
  imgui.frame(body);
  EXPECT_EQ(bench.viewOf<GomokuView>().analysis().trace().steps.back().narration, before);
}

TEST(WorkbenchChinese, ALessonWithAChineseTitleKeepsItInItsFileNameAndNeverReplacesAnother) {
  const auto data = std::filesystem::temp_directory_path() / ("boardlab-lesson-save-" + std::to_string(::getpid()));
  std::filesystem::remove_all(data);
  const char* old = std::getenv("XDG_DATA_HOME");
  const std::string saved = old ? old : "";
  setenv("XDG_DATA_HOME", data.c_str(), 1);
  HeadlessImGui imgui;
  Workbench bench{Settings{}, {}, 1.0f};
  bench.viewOf<GomokuView>().setGame(builtInExample(), "");
  ASSERT_TRUE(bench.saveLesson("边界 五连", "第一段")) << bench.status();
  ASSERT_TRUE(bench.saveLesson("边界 五连", "第二段")) << bench.status();
  const auto folder = Workbench::userLessonFolder();
  EXPECT_TRUE(std::filesystem::exists(folder / "边界-五连.lesson"));
  EXPECT_TRUE(std::filesystem::exists(folder / "边界-五连-2.lesson"));
  EXPECT_EQ(loadLesson(folder / "边界-五连.lesson").paragraphs, std::vector<std::string>{"第一段"});
  EXPECT_EQ(loadLesson(folder / "边界-五连-2.lesson").paragraphs, std::vector<std::string>{"第二段"});
  if (old)
    setenv("XDG_DATA_HOME", saved.c_str(), 1);
  else
    unsetenv("XDG_DATA_HOME");
  std::filesystem::remove_all(data);
}

}  // namespace
}  // namespace boardlab::ui
