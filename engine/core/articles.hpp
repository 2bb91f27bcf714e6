#pragma once
// The five published articles the as-published algorithms reproduce, with what a teacher needs to cite
// them. BoardLab was built from copies of them (reposts, some machine-converted to Traditional
// characters), so the title, author, site, address and year are the ones the copy itself gives, and an
// unknown one stays empty and the citation says so. Where a page with the same text was found that names
// more, it is given apart, as found, never as the copy's own claim.

#include <span>
#include <string>
#include <string_view>

namespace boardlab {

struct Article {
  std::string_view number;   // "000" .. "004": how lessons, docs and comments refer to it
  std::string_view title;    // as the copy gives it, in the copy's script
  std::string_view author;   // "" when the copy does not say
  std::string_view site;     // where it appeared, when the copy says
  std::string_view address;  // its web address, when the copy gives it
  std::string_view year;     // "" when the copy does not say
  std::string_view script;   // the copy's characters: "Simplified" or "Traditional" (a repost may convert)
  std::string_view code;     // the language of its code
  std::string_view foundAt;  // a page with the same text and what it names ("" when none was found)
  std::span<const std::string_view> variants;  // the algorithms that reproduce it as published
};

std::span<const Article> articles();
// The article `algorithm` ("scan:objc") reproduces, nullptr for our own algorithms and outside programs.
const Article* articleOf(std::string_view algorithm);
// One line to cite it, in the current language: Article 001: "Title", author, site, year not given. In
// Chinese (Simplified characters in this copy); code in JavaScript. Address. Same text found at: ...
std::string citation(const Article& article);

}  // namespace boardlab
