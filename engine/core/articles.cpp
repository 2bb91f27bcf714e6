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

// 000's copy names itself in its closing lines; the page found with the same text is a repost dated
// 2016-08-14 naming HelloYeah and his code on GitHub. 003's copy closes naming a repost site only. 004's
// text is the same as a cnblogs.com post by xiaocai-ios.
constexpr Article kArticles[] = {
    {"000", "IOS游戲開辟之五子棋OC版", "", "", "", "", "Traditional", "Objective-C",
     "https://github.com/HelloYeah/Gomoku-Game (HelloYeah, 2016)", kScanObjc},
    {"001", "CSS3实现五子棋Web小游戏，Canvas画布和DOM两种实现，并且具有悔棋和撤销悔棋功能，哈哈", "Yolanda-Lu",
     "cnblogs.com", "http://www.cnblogs.com/Yolanda-Lu/p/6913989.html", "", "Simplified", "JavaScript", "", kLinesJs},
    {"002", "Visual Studio五子棋开发案例（三）", "", "", "", "", "Simplified", "C#", "", kWindowsCsharp},
    {"003", "五子棋的判斷輸贏規則代碼 —— 完整優化版", "", "", "", "", "Traditional", "Java", "", kScanJava},
    {"004", "连连看核心算法", "", "", "", "", "Simplified", "Objective-C",
     "https://www.cnblogs.com/xiaocai-ios/p/5406515.html (xiaocai-ios)", kCornersObjc},
};

}  // namespace

std::span<const Article> articles() { return kArticles; }

const Article* articleOf(std::string_view algorithm) {
  for (const Article& a : kArticles)
    if (std::find(a.variants.begin(), a.variants.end(), algorithm) != a.variants.end()) return &a;
  return nullptr;
}

std::string citation(const Article& a) {
  using i18n::text;
  using i18n::tr;
  std::string line = text("Article {0}: \"{1}\"", std::string(a.number), std::string(a.title));
  line = text("{0}, {1}", line, a.author.empty() ? std::string(tr("author not named")) : std::string(a.author));
  if (!a.site.empty()) line = text("{0}, {1}", line, std::string(a.site));
  line = text("{0}, {1}", line, a.year.empty() ? std::string(tr("year not given")) : std::string(a.year));
  line +=
      text(". In Chinese ({0} characters in this copy); code in {1}.", std::string(tr(a.script)), std::string(a.code));
  if (!a.address.empty()) line += " " + std::string(a.address);
  if (!a.foundAt.empty()) line += " " + text("Same text found at: {0}.", std::string(a.foundAt));
  return line;
}

}  // namespace boardlab
