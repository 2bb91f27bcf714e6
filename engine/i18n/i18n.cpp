#include "engine/i18n/i18n.hpp"

#include <algorithm>
#include <cctype>
#include <map>
#include <mutex>
#include <set>
#include <unordered_map>

#include "engine/i18n/catalogues.hpp"

namespace boardlab::i18n {
namespace {

std::atomic<Language> current{Language::English};

// All lookups go through one table built from every catalogue. The mutex is uncontended in practice
// (the workbench is single-threaded); it keeps tests that switch languages honest.
struct Table {
  std::mutex mutex;
  std::vector<std::span<const Entry>> catalogues;
  std::unordered_map<std::string_view, std::string_view> chinese;
  std::set<std::string, std::less<>> missing;
  std::vector<std::string> conflicts;  // keys two catalogues translate differently
  // Chinese copies of the listings, keyed by the English listing, built once: the Code panel asks for its
  // listing every frame.
  struct Listing {
    std::vector<std::string> lines;
    std::vector<std::string> untranslated;  // reported as missing again at every request, as tr() would
  };
  std::map<const void*, Listing> listings;

  Table() {
    addLocked(commonChinese());
    addLocked(teachingChinese());  // the games add theirs when they register (engine/core/game_module.hpp)
  }
  std::string_view lookupLocked(std::string_view english) {
    if (auto it = chinese.find(english); it != chinese.end()) return it->second;
    if (missing.find(english) == missing.end()) missing.emplace(english);
    return english;
  }
  void addLocked(std::span<const Entry> entries) {
    for (auto c : catalogues)
      if (c.data() == entries.data()) return;
    catalogues.push_back(entries);
    for (const Entry& e : entries) {
      const auto [it, added] = chinese.emplace(e.english, e.chinese);
      if (!added && it->second != e.chinese) conflicts.emplace_back(e.english);
    }
  }
};

Table& table() {
  static Table t;
  return t;
}

}  // namespace

std::string_view languageCode(Language language) { return language == Language::Chinese ? "zh-CN" : "en"; }

std::optional<Language> parseLanguage(std::string_view code) {
  std::string lower;
  for (char c : code) lower += c == '_' ? '-' : static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (lower == "en" || lower == "english") return Language::English;
  if (lower == "zh" || lower == "zh-cn" || lower == "zh-hans" || lower == "chinese") return Language::Chinese;
  return std::nullopt;
}

std::string_view languageName(Language language) { return language == Language::Chinese ? "简体中文" : "English"; }

Language language() { return current.load(std::memory_order_relaxed); }
void setLanguage(Language language) { current.store(language, std::memory_order_relaxed); }

void addCatalogue(std::span<const Entry> entries) {
  Table& t = table();
  std::lock_guard lock(t.mutex);
  t.addLocked(entries);
}

std::string_view tr(std::string_view english) {
  if (language() == Language::English || english.empty()) return english;
  Table& t = table();
  std::lock_guard lock(t.mutex);
  return t.lookupLocked(english);
}

std::vector<std::string> missing() {
  Table& t = table();
  std::lock_guard lock(t.mutex);
  return {t.missing.begin(), t.missing.end()};
}

std::vector<std::string> conflictingKeys() {
  Table& t = table();
  std::lock_guard lock(t.mutex);
  return t.conflicts;
}

void clearMissing() {
  Table& t = table();
  std::lock_guard lock(t.mutex);
  t.missing.clear();
}

std::string allChineseText() {
  Table& t = table();
  std::lock_guard lock(t.mutex);
  std::string all;
  for (auto c : t.catalogues)
    for (const Entry& e : c) all += e.chinese;
  return all;
}

namespace {

// The code point of the UTF-8 character that starts at s[i] (0 when it is not a lead byte).
char32_t codePointAt(std::string_view s, std::size_t i) {
  const auto b = [&](std::size_t k) { return static_cast<unsigned char>(k < s.size() ? s[k] : 0); };
  const unsigned char c = b(i);
  if (c < 0x80) return c;
  if ((c >> 5) == 0x6) return ((c & 0x1Fu) << 6) | (b(i + 1) & 0x3Fu);
  if ((c >> 4) == 0xE) return ((c & 0x0Fu) << 12) | ((b(i + 1) & 0x3Fu) << 6) | (b(i + 2) & 0x3Fu);
  if ((c >> 3) == 0x1E)
    return ((c & 0x07u) << 18) | ((b(i + 1) & 0x3Fu) << 12) | ((b(i + 2) & 0x3Fu) << 6) | (b(i + 3) & 0x3Fu);
  return 0;
}

// The code point of the last UTF-8 character of `s` (0 for an empty string).
char32_t lastCodePoint(std::string_view s) {
  if (s.empty()) return 0;
  std::size_t i = s.size() - 1;
  while (i > 0 && (static_cast<unsigned char>(s[i]) & 0xC0) == 0x80) --i;
  return codePointAt(s, i);
}

}  // namespace

bool isCjk(char32_t c) {
  return (c >= 0x2E80 && c <= 0x9FFF) || (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFF00 && c <= 0xFFEF);
}

std::string fill(std::string_view pattern, std::span<const std::string> values) {
  std::string out;
  std::size_t next = 0;  // for "{}"
  for (std::size_t i = 0; i < pattern.size(); ++i) {
    if (pattern[i] == '{') {
      const std::size_t close = pattern.find('}', i);
      if (close != std::string_view::npos) {
        const std::string_view inside = pattern.substr(i + 1, close - i - 1);
        std::size_t index = next;
        bool ok = inside.empty();
        if (!ok && inside.size() <= 2 &&
            std::all_of(inside.begin(), inside.end(), [](char c) { return c >= '0' && c <= '9'; })) {
          index = std::stoul(std::string(inside));
          ok = true;
        }
        if (ok && index < values.size()) {
          // The spaces a Chinese template puts around a hole set off a number or a Latin name
          // ("第 {0} 步"); next to a Chinese word they are stray ("对 此棋盘 的修改"): drop them.
          const std::string& value = values[index];
          if (!value.empty() && isCjk(codePointAt(value, 0)) && out.size() >= 2 && out.back() == ' ' &&
              isCjk(lastCodePoint(std::string_view(out).substr(0, out.size() - 1))))
            out.pop_back();
          out += value;
          if (inside.empty()) ++next;
          i = close;
          if (!value.empty() && isCjk(lastCodePoint(value)) && i + 2 < pattern.size() && pattern[i + 1] == ' ' &&
              isCjk(codePointAt(pattern, i + 2)))
            ++i;
          continue;
        }
      }
    }
    out += pattern[i];
  }
  return out;
}

const std::vector<std::string>& listing(const std::vector<std::string>& english) {
  if (language() == Language::English) return english;
  Table& t = table();
  std::lock_guard lock(t.mutex);
  auto it = t.listings.find(&english);
  if (it == t.listings.end()) {
    Table::Listing translated;
    for (const std::string& line : english) {
      // Listings are indented by spaces: translate the text and keep the indentation.
      const std::size_t indent = line.find_first_not_of(' ');
      if (indent == std::string::npos) {
        translated.lines.push_back(line);
        continue;
      }
      const std::string_view key = std::string_view(line).substr(indent);
      if (t.chinese.find(key) == t.chinese.end()) translated.untranslated.emplace_back(key);
      translated.lines.push_back(line.substr(0, indent) + std::string(t.lookupLocked(key)));
    }
    it = t.listings.emplace(&english, std::move(translated)).first;
  }
  for (const std::string& key : it->second.untranslated) t.missing.emplace(key);
  return it->second.lines;
}

std::string counted(long long n, std::string_view one, std::string_view many) {
  if (n == 1 || n == -1) return std::to_string(n) + " " + std::string(one);
  return std::to_string(n) + " " + (many.empty() ? std::string(one) + "s" : std::string(many));
}

}  // namespace boardlab::i18n
