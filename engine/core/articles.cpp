#include "engine/core/articles.hpp"

#include <algorithm>

#include "engine/i18n/i18n.hpp"

namespace boardlab {

namespace {

constexpr std::string_view kScanObjc[] = {"scan:objc"};
constexpr std::string_view kLinesJs[] = {"lines:js"};
constexpr std::string_view kWindowsCsharp[] = {"windows:csharp"};
constexpr std::string_view kScanJava[] = {"scan:java"};
constexpr std::string_view kCornersObjc[] = {"corners:objc"};

// Article 000's copy starts after its title; the title, the author and the date are those of the copies
// on other sites (iter01.com, 2016-08-14), which link the author's code on GitHub.
constexpr Article kArticles[] = {
    {"000", "iOS-五子棋", "HelloYeah", "", "https://github.com/HelloYeah/Gomoku-Game", "2016", "Traditional Chinese",
     "Objective-C", kScanObjc},
    {"001", "CSS3实现五子棋Web小游戏，Canvas画布和DOM两种实现，并且具有悔棋和撤销悔棋功能，哈哈", "Yolanda-Lu", "cnblogs.com",
     "http://www.cnblogs.com/Yolanda-Lu/p/6913989.html", "", "Simplified Chinese", "JavaScript", kLinesJs},
    {"002", "Visual Studio五子棋开发案例（三）", "", "", "", "", "Simplified Chinese", "C#", kWindowsCsharp},
    {"003", "五子棋的判斷輸贏規則代碼 —— 完整優化版", "", "", "", "", "Traditional Chinese", "Java", kScanJava},
    {"004", "连连看核心算法", "xiaocai-ios", "cnblogs.com", "https://www.cnblogs.com/xiaocai-ios/p/5406515.html", "",
     "Simplified Chinese", "Objective-C", kCornersObjc},
};

}  // namespace

std::span<const Article> articles() { return kArticles; }

const Article* articleOf(std::string_view algorithm) {
  for (const Article& a : kArticles)
    if (std::find(a.variants.begin(), a.variants.end(), algorithm) != a.variants.end()) return &a;
  return nullptr;
}

std::string citation(const Article& a) {
  using i18n::tr;
  std::string line = i18n::text("Article {0}: \"{1}\"", std::string(a.number), std::string(a.title));
  line += ", " + (a.author.empty() ? std::string(tr("author not named")) : std::string(a.author));
  if (!a.site.empty()) line += ", " + std::string(a.site);
  line += ", " + (a.year.empty() ? std::string(tr("year not given")) : std::string(a.year));
  line += i18n::text(". In {0}; code in {1}.", std::string(tr(a.writing)), std::string(a.code));
  if (!a.address.empty()) line += " " + std::string(a.address);
  return line;
}

}  // namespace boardlab
