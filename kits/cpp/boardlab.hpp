// BoardLab kit for C++20 (one header, standard library only): makes a win check or a link check traceable.
//
//   #include "boardlab.hpp"
//   std::optional<boardlab::Win> check(const boardlab::Board& board, int x, int y, boardlab::Tracer& t) {
//     t.say("looking at the stone");  t.mark(x, y, "origin");     // board[y][x] is '.', 'x' or 'o'
//     return std::nullopt;                                         // or boardlab::Win{"black", {{x, y}, ...}}
//   }
//   int main() { return boardlab::runGomoku(check); }
//
// t.rule is the request's gomoku rule, spelt as BoardLab sends it: "freestyle" (five or more win),
// "standard" (exactly five), "renju" (black exactly five, white five or more) or "caro" (exactly five, not
// blocked at both ends); "freestyle" when the request names none. Debug output goes to stderr (std::cerr):
// stdout is the protocol, and a std::cout << there is "a line that is not JSON".
//
// Link: check(board, a, b, t) with a, b as boardlab::Point returns std::nullopt (not linked) or the path
// (A, each corner, B). t.request() holds cols, rows, rule, ring, turns (-1 for "any"). The tracer: say()
// starts a new step; mark(), arrow() and watch() add to the current one. Each step records the file and
// line of the call that started it (CallSite below). Protocol: docs/protocol.md.
#pragma once

#include <cstdio>
#include <iostream>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace boardlab {

struct Point {
  int x = 0, y = 0;
  friend bool operator==(const Point&, const Point&) = default;
};
using Board = std::vector<std::string>;  // board[y][x]
struct Win {
  std::string winner;       // "black" or "white"
  std::vector<Point> line;  // the winning cells (may be empty)
};

struct Request {
  long long id = 0;
  std::string game, rule;
  int cols = 0, rows = 0, turns = 2;  // turns: -1 for "any"
  bool ring = false, trace = false;
  Board board;
  Point move, from, to;
};

namespace detail {

// Just enough JSON for BoardLab's requests: objects, arrays, strings, numbers, true/false/null. Values
// BoardLab does not send are skipped.
class Reader {
 public:
  explicit Reader(const std::string& s) : s_(s) {}
  Request request() {
    Request r;
    object([&](const std::string& key) {
      if (key == "id")
        r.id = number();
      else if (key == "game")
        r.game = string();
      else if (key == "rule")
        r.rule = string();
      else if (key == "cols")
        r.cols = static_cast<int>(number());
      else if (key == "rows")
        r.rows = static_cast<int>(number());
      else if (key == "ring")
        r.ring = boolean();
      else if (key == "trace")
        r.trace = boolean();
      else if (key == "turns")
        r.turns = peek() == '"' ? (string(), -1) : static_cast<int>(number());
      else if (key == "board")
        array([&] { r.board.push_back(string()); });
      else if (key == "move")
        r.move = point();
      else if (key == "from")
        r.from = point();
      else if (key == "to")
        r.to = point();
      else
        skip();
    });
    return r;
  }

 private:
  char peek() {
    while (i_ < s_.size() && (s_[i_] == ' ' || s_[i_] == '\t' || s_[i_] == '\r')) ++i_;
    return i_ < s_.size() ? s_[i_] : '\0';
  }
  void expect(char c) {
    if (peek() != c) throw std::runtime_error(std::string("bad request: expected ") + c);
    ++i_;
  }
  template <class F>
  void object(F&& each) {
    expect('{');
    if (peek() == '}') {
      ++i_;
      return;
    }
    for (;;) {
      const std::string key = string();
      expect(':');
      each(key);
      if (peek() == ',') {
        ++i_;
        continue;
      }
      expect('}');
      return;
    }
  }
  template <class F>
  void array(F&& each) {
    expect('[');
    if (peek() == ']') {
      ++i_;
      return;
    }
    for (;;) {
      each();
      if (peek() == ',') {
        ++i_;
        continue;
      }
      expect(']');
      return;
    }
  }
  std::string string() {
    expect('"');
    std::string out;
    while (i_ < s_.size() && s_[i_] != '"') {
      if (s_[i_] == '\\' && i_ + 1 < s_.size()) ++i_;
      out += s_[i_++];
    }
    expect('"');
    return out;
  }
  long long number() {
    peek();
    std::size_t used = 0;
    const long long v = std::stoll(s_.substr(i_, 24), &used);
    i_ += used;
    while (i_ < s_.size() && (s_[i_] == '.' || s_[i_] == 'e' || s_[i_] == 'E' || s_[i_] == '+' || s_[i_] == '-' ||
                              (s_[i_] >= '0' && s_[i_] <= '9')))
      ++i_;
    return v;
  }
  bool boolean() {
    const char c = peek();
    i_ += c == 't' ? 4 : c == 'f' ? 5 : 4;
    return c == 't';
  }
  Point point() {
    Point p;
    object([&](const std::string& key) {
      if (key == "x")
        p.x = static_cast<int>(number());
      else if (key == "y")
        p.y = static_cast<int>(number());
      else
        skip();
    });
    return p;
  }
  void skip() {
    const char c = peek();
    if (c == '{')
      object([&](const std::string&) { skip(); });
    else if (c == '[')
      array([&] { skip(); });
    else if (c == '"')
      string();
    else if (c == 't' || c == 'f' || c == 'n')
      i_ += c == 'f' ? 5 : 4;
    else
      number();
  }
  const std::string& s_;
  std::size_t i_ = 0;
};

inline std::string quote(const std::string& s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\')
      out += '\\', out += c;
    else if (static_cast<unsigned char>(c) < 0x20)
      out += ' ';
    else
      out += c;
  }
  return out + '"';
}

inline std::string cell(Point p) { return "[" + std::to_string(p.x) + "," + std::to_string(p.y) + "]"; }

}  // namespace detail

// Where a tracer call was made: the file and line its step records. Not std::source_location: clang before
// 15 (Debian 12 has 14) cannot compile libstdc++'s, while __builtin_FILE() and __builtin_LINE() as default
// arguments give the caller's file and line on GCC, clang and MSVC alike.
struct CallSite {
  const char* file = "";
  int line = 0;
  static constexpr CallSite current(const char* file = __builtin_FILE(), int line = __builtin_LINE()) {
    return {file, line};
  }
};

// Fills the current step; costs one branch per call when BoardLab did not ask for a trace.
class Tracer {
 public:
  explicit Tracer(const Request& r) : rule(r.rule.empty() ? "freestyle" : r.rule), request_(r) {}
  const Request& request() const { return request_; }
  bool enabled() const { return request_.trace; }

  // The gomoku rule: "freestyle", "standard", "renju" or "caro" ("freestyle" when the request has none).
  const std::string rule;

  void say(const std::string& text, CallSite at = CallSite::current()) {
    if (!enabled()) return;
    open(true, at);
    say_ = text;
  }
  void mark(int x, int y, const std::string& role = "counted", int value = -1, CallSite at = CallSite::current()) {
    if (!enabled()) return;
    open(false, at);
    marks_ += std::string(marks_.empty() ? "" : ",") + "{\"x\":" + std::to_string(x) + ",\"y\":" + std::to_string(y) +
              ",\"role\":" + detail::quote(role) + (value >= 0 ? ",\"value\":" + std::to_string(value) : "") + "}";
  }
  void arrow(Point from, Point to, const std::string& role = "window", const std::string& label = "",
             CallSite at = CallSite::current()) {
    if (!enabled()) return;
    open(false, at);
    arrows_ += std::string(arrows_.empty() ? "" : ",") + "{\"from\":" + detail::cell(from) +
               ",\"to\":" + detail::cell(to) + ",\"role\":" + detail::quote(role) +
               ",\"label\":" + detail::quote(label) + "}";
  }
  void watch(const std::string& name, const std::string& value, CallSite at = CallSite::current()) {
    if (!enabled()) return;
    open(false, at);
    watch_[name] = value;
  }
  void watch(const std::string& name, long long value, CallSite at = CallSite::current()) {
    watch(name, std::to_string(value), at);
  }
  // Writes the current step, if any (done by the kit before the result).
  void flush() {
    if (!open_) return;
    std::string w;
    for (const auto& [k, v] : watch_)
      w += std::string(w.empty() ? "" : ",") + detail::quote(k) + ":" + detail::quote(v);
    std::cout << "{\"id\":" << request_.id << ",\"step\":{\"file\":" << detail::quote(file_) << ",\"line\":" << line_
              << (say_.empty() ? "" : ",\"say\":" + detail::quote(say_)) << ",\"marks\":[" << marks_ << "],\"arrows\":["
              << arrows_ << "],\"watch\":{" << w << "}}}\n";
    open_ = false;
    say_.clear(), marks_.clear(), arrows_.clear(), watch_.clear();
  }

 private:
  void open(bool fresh, CallSite at) {
    if (open_ && !fresh) return;
    flush();
    open_ = true;
    file_ = at.file;
    line_ = at.line;
  }
  const Request& request_;
  bool open_ = false;
  std::string file_, say_, marks_, arrows_;
  int line_ = 0;
  std::map<std::string, std::string> watch_;
};

namespace detail {
template <class Answer>
int serve(Answer&& answer) {
  std::ios::sync_with_stdio(false);
  std::string line;
  while (std::getline(std::cin, line)) {
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    Request r;
    try {
      r = Reader(line).request();
    } catch (const std::exception& e) {
      std::cerr << "boardlab kit: cannot read a request: " << e.what() << '\n';
      return 1;
    }
    Tracer t(r);
    std::string result;
    try {
      result = "\"result\":" + answer(r, t);
    } catch (const std::exception& e) {
      result = "\"error\":" + quote(e.what());
    }
    t.flush();
    std::cout << "{\"id\":" << r.id << "," << result << "}\n" << std::flush;
  }
  return 0;
}
}  // namespace detail

// Answers gomoku requests with check(board, x, y, tracer) -> std::optional<Win> until stdin ends.
template <class Check>
int runGomoku(Check&& check) {
  return detail::serve([&](const Request& r, Tracer& t) {
    const std::optional<Win> w = check(r.board, r.move.x, r.move.y, t);
    if (!w || w->winner.empty()) return std::string("{\"winner\":null}");
    std::string line;
    for (Point p : w->line) line += (line.empty() ? "" : ",") + detail::cell(p);
    return "{\"winner\":" + detail::quote(w->winner) + ",\"line\":[" + line + "]}";
  });
}

// Answers link requests with check(board, a, b, tracer) -> std::optional<std::vector<Point>> until stdin ends.
template <class Check>
int runLink(Check&& check) {
  return detail::serve([&](const Request& r, Tracer& t) {
    const std::optional<std::vector<Point>> path = check(r.board, r.from, r.to, t);
    if (!path) return std::string("{\"linked\":false}");
    std::string cells;
    for (Point p : *path) cells += (cells.empty() ? "" : ",") + detail::cell(p);
    return "{\"linked\":true,\"path\":[" + cells + "]}";
  });
}

}  // namespace boardlab
