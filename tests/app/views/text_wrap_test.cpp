// Wrapping text in the side panel: a citation that mixes a Chinese title with English never starts a line
// with its punctuation (", author not named") or leaves a quote alone on a line, in either language.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include <imgui.h>

#include "app/workbench/platform/headless_imgui.hpp"
#include "app/workbench/shell/workbench.hpp"
#include "app/workbench/views/style.hpp"
#include "engine/core/articles.hpp"
#include "engine/i18n/i18n.hpp"
#include "tests/test_paths.hpp"

namespace boardlab::ui {
namespace {

bool startsWithClosingPunctuation(std::string_view line) {
  return !line.empty() && std::string_view(",.;:)!?").find(line.front()) != std::string_view::npos;
}

bool onlyPunctuation(std::string_view line) {
  for (char c : line)
    if (c != '"' && c != '\'' && c != ',' && c != '.' && c != ' ') return false;
  return true;
}

TEST(TextWrap, ACitationNeverStartsALineWithPunctuationOrLeavesAQuoteAlone) {
  HeadlessImGui imgui;
  int wrapped = 0;
  imgui.frame([&] {
    for (const Article& article : articles()) {
      const std::string text = "Source: " + citation(article);
      for (float width = 60.0f; width <= 700.0f; width += 7.0f) {
        const std::vector<std::string_view> lines = wrapLines(text, width);
        if (lines.size() > 1) ++wrapped;
        std::string joined;
        for (std::string_view line : lines) {
          EXPECT_FALSE(startsWithClosingPunctuation(line)) << width << " px: '" << line << "' in " << text;
          EXPECT_FALSE(onlyPunctuation(line)) << width << " px: a line of '" << line << "' in " << text;
          joined += line;
        }
        // Nothing is lost but the spaces a line break took.
        std::string compact;
        for (char c : text)
          if (c != ' ') compact += c;
        std::string compactJoined;
        for (char c : joined)
          if (c != ' ') compactJoined += c;
        EXPECT_EQ(compactJoined, compact) << width;
      }
    }
  });
  EXPECT_GT(wrapped, 100);  // the widths tried do wrap
}

// A word that ends at the margin stays on its line (the space after it may run past the edge), and no
// line is empty: not the leading spaces of an indented line, not the trailing spaces of a paragraph.
TEST(TextWrap, AWordEndingAtTheMarginStaysAndNoLineIsEmpty) {
  HeadlessImGui imgui;
  imgui.frame([&] {
    const float word = ImGui::CalcTextSize("aaa").x;
    const std::vector<std::string_view> lines = wrapLines("aaa bbb ccc", ImGui::CalcTextSize("aaa bbb").x + 0.5f);
    ASSERT_EQ(lines.size(), 2u);
    EXPECT_EQ(lines[0], "aaa bbb");
    EXPECT_EQ(lines[1], "ccc");
    for (const char* text : {"    someVeryLongIdentifierThatDoesNotFit = 1", "trailing words   ", "  a b c d e f g  "})
      for (float width = word; width < word * 8; width += 3.0f)
        for (std::string_view line : wrapLines(text, width)) {
          bool blank = true;
          for (char c : line) blank = blank && c == ' ';
          EXPECT_FALSE(blank) << "an empty line wrapping '" << text << "' at " << width;
        }
  });
}

TEST(TextWrap, ChineseBreaksBetweenCharactersButNotBeforeItsClosingPunctuation) {
  HeadlessImGui imgui;
  imgui.frame([&] {
    const std::string text = "颜色表示层：青色表示不拐弯，橙色表示拐一次，粉色表示拐两次（图例中一一列出）。";
    for (float width = 60.0f; width <= 300.0f; width += 5.0f) {
      const std::vector<std::string_view> lines = wrapLines(text, width);
      for (std::string_view line : lines) {
        EXPECT_FALSE(line.starts_with("，") || line.starts_with("。") || line.starts_with("）") ||
                     line.starts_with("："))
            << width << ": " << line;
        EXPECT_FALSE(line.ends_with("（")) << width << ": " << line;
      }
    }
  });
}

// Every text item one frame of the workbench drew, through ImGui's own text log.
std::string textOfAFrame(HeadlessImGui& imgui, Workbench& bench) {
  const std::string path = (std::filesystem::temp_directory_path() / "boardlab-text-wrap-log.txt").string();
  imgui.frame([&] {
    ImGui::LogToFile(-1, path.c_str());
    bench.frame();
    ImGui::LogFinish();
  });
  std::ifstream in(path);
  std::stringstream all;
  all << in.rdbuf();
  std::filesystem::remove(path);
  return all.str();
}

std::size_t count(const std::string& text, std::string_view what) {
  std::size_t n = 0;
  for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

TEST(TextWrap, ALessonOnAnAsPublishedVariantCitesItsArticleOnceInEveryMode) {
  HeadlessImGui imgui(1600, 1000);
  Workbench bench{Settings{}, {}, 1.0f};
  imgui.frame([&] { bench.frame(); });
  ASSERT_TRUE(bench.openLesson(std::string(testpaths::source) + "/examples/lessons/13-corners-objc-no-ring.lesson"))
      << bench.status();
  for (int i = 0; i < 3; ++i) imgui.frame([&] { bench.frame(); });
  // Each mode drawn twice: a frame that lays out, then one that shows.
  std::string shown = textOfAFrame(imgui, bench);
  shown = textOfAFrame(imgui, bench);
  EXPECT_EQ(count(shown, "Article 004"), 1u) << "side panel:\n" << shown;
  bench.setPresenter(true);
  textOfAFrame(imgui, bench);
  shown = textOfAFrame(imgui, bench);
  EXPECT_EQ(count(shown, "Article 004"), 1u) << "presenter mode, the lesson folded:\n" << shown;
  bench.unfoldLesson(true);
  textOfAFrame(imgui, bench);
  shown = textOfAFrame(imgui, bench);
  EXPECT_EQ(count(shown, "Article 004"), 1u) << "presenter mode, the whole lesson:\n" << shown;
}

}  // namespace
}  // namespace boardlab::ui
