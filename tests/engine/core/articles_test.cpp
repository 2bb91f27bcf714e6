// The published articles: every as-published algorithm cites one, the table agrees with the algorithms'
// own `article` field, and the docs' table names every article by its title.

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "engine/core/articles.hpp"
#include "engine/gomoku/algorithms.hpp"
#include "engine/i18n/i18n.hpp"
#include "engine/link/algorithms.hpp"
#include "tests/test_paths.hpp"

namespace boardlab {
namespace articles_test {

template <class Info>
void expectCited(const Info& info) {
  const Article* article = articleOf(info.name);
  if (!info.asPublished) {
    EXPECT_EQ(article, nullptr) << info.name << " is our own algorithm";
    return;
  }
  ASSERT_NE(article, nullptr) << info.name << " reproduces an article but cites none";
  // The algorithm's own field ("000 (Objective-C)") names the same article and code language.
  EXPECT_EQ(info.article, std::string(article->number) + " (" + std::string(article->code) + ")") << info.name;
}

TEST(Articles, EveryAsPublishedAlgorithmCitesItsArticle) {
  int published = 0;
  for (const gomoku::AlgorithmInfo* info : gomoku::algorithms()) {
    expectCited(*info);
    published += info->asPublished;
  }
  for (const link::AlgorithmInfo* info : link::algorithms()) {
    expectCited(*info);
    published += info->asPublished;
  }
  EXPECT_EQ(published, 5);
  EXPECT_EQ(articles().size(), 5u);
}

TEST(Articles, ACitationSaysWhatIsKnownAndWhatIsNot) {
  const i18n::LanguageScope english(i18n::Language::English);
  const std::string known = citation(*articleOf("lines:js"));
  EXPECT_NE(known.find("Article 001: \"CSS3实现五子棋"), std::string::npos) << known;
  EXPECT_NE(
      known.find(
          "Yolanda-Lu, cnblogs.com, year not given. In Chinese (Simplified characters in this copy); code in JavaScript."),
      std::string::npos)
      << known;
  EXPECT_NE(known.find("http://www.cnblogs.com/Yolanda-Lu/p/6913989.html"), std::string::npos) << known;
  const std::string unknown = citation(*articleOf("windows:csharp"));
  EXPECT_NE(unknown.find("author not named, year not given"), std::string::npos) << unknown;
  const i18n::LanguageScope chinese(i18n::Language::Chinese);
  i18n::clearMissing();
  const std::string zh = citation(*articleOf("scan:objc"));
  EXPECT_NE(zh.find("文章 000：《IOS游戲開辟之五子棋OC版》，未署名，未注明年份。中文（此副本为繁体字）"),
            std::string::npos)
      << zh;
  EXPECT_NE(zh.find("相同内容见：https://github.com/HelloYeah/Gomoku-Game"), std::string::npos)
      << "found apart, as found: " << zh;
  EXPECT_TRUE(i18n::missing().empty());
}

TEST(Articles, TheDocsTableNamesEveryArticle) {
  std::ifstream in(std::string(testpaths::source) + "/docs/articles.md");
  ASSERT_TRUE(in) << "docs/articles.md is missing";
  std::stringstream text;
  text << in.rdbuf();
  for (const Article& a : articles()) {
    EXPECT_NE(text.str().find(std::string(a.title)), std::string::npos) << a.number;
    for (std::string_view v : a.variants)
      EXPECT_NE(text.str().find("`" + std::string(v) + "`"), std::string::npos) << v;
  }
}

}  // namespace articles_test
}  // namespace boardlab
