#pragma once
// Languages: English and Simplified Chinese for every narration, pseudo-code listing and UI string.
//
// The English text is the key (as in gettext): code keeps reading in English, an untranslated string
// still shows something sensible, and a catalogue is a plain list of {english, chinese} pairs. The
// current language is process-wide; a trace records its narrations in the language current while it
// is recorded, so the workbench re-records its trace when the user switches.
//
// Sentences with values use templates with numbered holes, because Chinese puts them in another
// order: text("{0} wins: {1} in a row.", stone, count) -> "{0}胜：连成 {1} 子。". Each value is passed
// already in the current language (the caller translates words such as "black" with tr()).

#include <atomic>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace boardlab::i18n {

enum class Language : unsigned char { English, Chinese };

// "en" and "zh-CN", as stored in settings and given on command lines.
std::string_view languageCode(Language language);
// Accepts "en", "zh-CN", "zh_CN", "zh" (case-insensitive); nullopt for anything else.
std::optional<Language> parseLanguage(std::string_view code);
// The language's own name for itself, for the View -> Language menu.
std::string_view languageName(Language language);

Language language();
void setLanguage(Language language);

// Sets the language for a scope and puts the previous one back (tests, command-line traces).
class LanguageScope {
 public:
  explicit LanguageScope(Language language) : previous_(i18n::language()) { setLanguage(language); }
  ~LanguageScope() { setLanguage(previous_); }
  LanguageScope(const LanguageScope&) = delete;
  LanguageScope& operator=(const LanguageScope&) = delete;

 private:
  Language previous_;
};

struct Entry {
  std::string_view english;
  std::string_view chinese;
};

// Adds a catalogue (a static table that outlives every lookup). The shared words are always present and
// each game adds its own when it registers (engine/core/game_module.hpp); the workbench adds its UI strings
// at start. Adding the same table twice is harmless.
void addCatalogue(std::span<const Entry> entries);

// `english` in the current language. Untranslated keys come back unchanged (and are remembered, see
// missing()). The result points into a catalogue or into `english`, and is NUL-terminated whenever
// `english` is (catalogue strings are literals).
std::string_view tr(std::string_view english);
inline const char* trc(const char* english) { return tr(english).data(); }

// The English keys looked up in Chinese that no catalogue translates, since the last clear: the tests
// run every algorithm and panel in Chinese and require this to be empty.
std::vector<std::string> missing();
void clearMissing();
// Keys that two catalogues translate differently (the first one added wins): a word would change with
// the view it is in. The tests require none.
std::vector<std::string> conflictingKeys();

// Every Chinese string of every catalogue, concatenated: the glyphs a CJK font must provide.
std::string allChineseText();

// Is `c` a CJK ideograph or CJK/fullwidth punctuation (where Chinese text needs no spaces)?
bool isCjk(char32_t c);

// Fills a template's holes: "{0}", "{1}", ... by position, and "{}" by order. A space between a hole and
// a CJK character of the template is dropped when the value there is Chinese too: "对 {0} 的修改" gives
// "对此棋盘的修改" but "对 a.board 的修改".
std::string fill(std::string_view pattern, std::span<const std::string> values);

inline std::string toText(std::string_view s) { return std::string(s); }
inline std::string toText(const std::string& s) { return s; }
inline std::string toText(const char* s) { return s; }
template <class Number>
requires std::is_arithmetic_v<Number> std::string toText(Number n) { return std::to_string(n); }

// tr() of the template, then fill() with the values.
template <class... Values>
std::string text(std::string_view pattern, const Values&... values) {
  const std::string filled[] = {std::string(), toText(values)...};
  return fill(tr(pattern), std::span<const std::string>(filled + 1, sizeof...(Values)));
}

// "1 move", "2 moves": a count and its English noun, the noun in the singular for one (the command line's
// messages and reports; `many` defaults to `one` plus "s").
std::string counted(long long n, std::string_view one, std::string_view many = {});

// A pseudo-code listing in the current language: each line is a key. Returns a reference that stays
// valid for the program's life (one translated copy per listing and language).
const std::vector<std::string>& listing(const std::vector<std::string>& english);

}  // namespace boardlab::i18n
