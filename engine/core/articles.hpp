#pragma once
// The five published articles the as-published algorithms reproduce, with what a teacher needs to cite
// them: the title as published, who wrote it, where it appeared, the year, the language it is written in
// and the language of its code. Only what the copies BoardLab was built from (and the pages they were
// found on) say is recorded; an unknown author, site or year stays empty and the citation says so.

#include <span>
#include <string>
#include <string_view>

namespace boardlab {

struct Article {
  std::string_view number;    // "000" .. "004": how lessons, docs and comments refer to it
  std::string_view title;     // as published, in its own script
  std::string_view author;    // "" when the copy does not say
  std::string_view site;      // where it appeared ("" when unknown)
  std::string_view address;   // its web address, when known
  std::string_view year;      // "" when the copy does not say
  std::string_view writing;   // the article's language: "Simplified Chinese" or "Traditional Chinese"
  std::string_view code;      // the language of its code
  std::span<const std::string_view> variants;  // the algorithms that reproduce it as published
};

std::span<const Article> articles();
// The article `algorithm` ("scan:objc") reproduces, nullptr for our own algorithms and outside programs.
const Article* articleOf(std::string_view algorithm);
// One line to cite it, in the current language: Article 000: "Title", author, site, year. In Traditional
// Chinese; code in Objective-C. Address.
std::string citation(const Article& article);

}  // namespace boardlab
