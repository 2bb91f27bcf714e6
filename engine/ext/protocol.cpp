#include "engine/ext/protocol.hpp"

#include <nlohmann/json.hpp>

#include "engine/core/board_text.hpp"

namespace boardlab::ext {

namespace {

using nlohmann::json;

constexpr MarkRole kRoles[] = {
    MarkRole::Origin,       MarkRole::Target,  MarkRole::Counted,   MarkRole::StoppedOpponent, MarkRole::StoppedEmpty,
    MarkRole::StoppedBound, MarkRole::Window,  MarkRole::Skipped,   MarkRole::Fault,           MarkRole::Winning,
    MarkRole::Candidate,    MarkRole::Blocked, MarkRole::Reachable, MarkRole::Frontier,        MarkRole::Ray,
    MarkRole::Band,         MarkRole::Dead,
};

// Board rows hold only '.', stone letters and tile faces (letters, digits): nothing to escape.
void appendRows(std::string& out, const std::vector<std::string>& board) {
  out += "\"board\":[";
  for (std::size_t i = 0; i < board.size(); ++i) {
    if (i) out += ',';
    out += '"';
    out += board[i];
    out += '"';
  }
  out += ']';
}

void appendXY(std::string& out, const char* key, Cell c) {
  out += '"';
  out += key;
  out += "\":{\"x\":" + std::to_string(c.col) + ",\"y\":" + std::to_string(c.row);
}

// Thrown inside decodeLine for a malformed field; caught there and turned into `problem`.
struct Bad {
  std::string what;
};

int integer(const json& v, const char* what) {
  if (!v.is_number_integer()) throw Bad{std::string(what) + " is not an integer"};
  // An unsigned number (nlohmann's type for 2^63 and past) read as a signed one wraps: 2^64-1 became -1.
  const bool inRange = v.is_number_unsigned() ? v.get<unsigned long long>() <= 1'000'000
                                              : v.get<long long>() >= -1'000'000 && v.get<long long>() <= 1'000'000;
  if (!inRange) throw Bad{std::string(what) + " is out of range"};
  return static_cast<int>(v.get<long long>());
}

Cell cellOf(const json& v, const char* what) {
  if (v.is_array() && v.size() == 2) return {integer(v[0], what), integer(v[1], what)};
  if (v.is_object() && v.contains("x") && v.contains("y")) return {integer(v["x"], what), integer(v["y"], what)};
  throw Bad{std::string(what) + " is not [x,y]"};
}

// "a mark [40,0] is off the 15x15 board" and `more`.
Bad offTheBoard(const char* what, Cell c, int cols, int rows, const char* more) {
  return Bad{std::string(what) + " [" + std::to_string(c.col) + "," + std::to_string(c.row) + "] is off the " +
             std::to_string(cols) + "x" + std::to_string(rows) + " board" + more};
}

Cell onFrame(Cell c, int cols, int rows, const char* what) {
  if (c.col < -1 || c.row < -1 || c.col > cols || c.row > rows) throw offTheBoard(what, c, cols, rows, " and its ring");
  return c;
}

// A gomoku board has no ring: the cells of a winning line lie on the board itself.
Cell onBoard(Cell c, int cols, int rows, const char* what) {
  if (c.col < 0 || c.row < 0 || c.col >= cols || c.row >= rows) throw offTheBoard(what, c, cols, rows, "");
  return c;
}

MarkRole roleOf(const json& v, MarkRole fallback) {
  if (v.is_null()) return fallback;
  if (!v.is_string()) throw Bad{"a role is not a string"};
  const auto r = parseMarkRole(v.get_ref<const std::string&>());
  if (!r)
    throw Bad{"unknown mark role '" + cutShort(v.get_ref<const std::string&>(), 40) + "' (known: " + markRoleNames() +
              ")"};
  return *r;
}

// Any value as the text BoardLab shows, made printable here, where it enters (a string may hold escape
// sequences written as \u001b).
std::string textOf(const json& v) { return printableText(v.is_string() ? v.get_ref<const std::string&>() : v.dump()); }

// True when the lists and objects of `line` nest more than `limit` deep: a scan of the brackets outside
// strings, cheap beside the parse it saves.
bool nestedDeeperThan(std::string_view line, int limit) {
  int depth = 0;
  bool inString = false, escaped = false;
  for (const char c : line) {
    if (inString) {
      if (escaped)
        escaped = false;
      else if (c == '\\')
        escaped = true;
      else if (c == '"')
        inString = false;
    } else if (c == '"') {
      inString = true;
    } else if (c == '[' || c == '{') {
      if (++depth > limit) return true;
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
  return false;
}

Step stepOf(const json& s, int cols, int rows) {
  if (!s.is_object()) throw Bad{"\"step\" is not an object"};
  Step step;
  if (auto it = s.find("say"); it != s.end() && !it->is_null()) step.narration = textOf(*it);
  if (auto it = s.find("line"); it != s.end() && !it->is_null()) step.codeLine = integer(*it, "\"line\"");
  if (auto it = s.find("file"); it != s.end() && !it->is_null()) step.file = textOf(*it);
  if (auto it = s.find("event"); it != s.end() && it->is_string())
    step.event = parseEvent(it->get_ref<const std::string&>());
  if (auto it = s.find("marks"); it != s.end() && !it->is_null()) {
    if (!it->is_array()) throw Bad{"\"marks\" is not a list"};
    for (const json& m : *it) {
      if (!m.is_object()) throw Bad{"a mark is not an object"};
      CellMark mark;
      mark.cell = onFrame(cellOf(m, "a mark"), cols, rows, "a mark");
      mark.role = roleOf(m.value("role", json()), MarkRole::Counted);
      if (auto v = m.find("value"); v != m.end() && !v->is_null()) mark.value = integer(*v, "a mark's value");
      step.marks.push_back(mark);
    }
  }
  if (auto it = s.find("arrows"); it != s.end() && !it->is_null()) {
    if (!it->is_array()) throw Bad{"\"arrows\" is not a list"};
    for (const json& a : *it) {
      if (!a.is_object() || !a.contains("from") || !a.contains("to")) throw Bad{"an arrow lacks \"from\" or \"to\""};
      Arrow arrow;
      arrow.from = onFrame(cellOf(a["from"], "an arrow's from"), cols, rows, "an arrow's from");
      arrow.to = onFrame(cellOf(a["to"], "an arrow's to"), cols, rows, "an arrow's to");
      arrow.role = roleOf(a.value("role", json()), MarkRole::Window);
      if (auto l = a.find("label"); l != a.end() && !l->is_null()) arrow.label = textOf(*l);
      step.arrows.push_back(std::move(arrow));
    }
  }
  if (auto it = s.find("watch"); it != s.end() && !it->is_null()) {
    if (!it->is_object()) throw Bad{"\"watch\" is not an object"};
    for (auto w = it->begin(); w != it->end(); ++w) step.watch.push_back({printableText(w.key()), textOf(w.value())});
  }
  return step;
}

ResultFields resultOf(const json& r, int cols, int rows) {
  if (!r.is_object()) throw Bad{"\"result\" is not an object"};
  ResultFields out;
  if (auto it = r.find("winner"); it != r.end()) {
    out.hasWinner = true;
    if (it->is_string())
      out.winner = textOf(*it);
    else if (!it->is_null())
      throw Bad{"\"winner\" is neither a string nor null"};
  }
  for (const char* key : {"line", "path"})
    if (auto it = r.find(key); it != r.end() && !it->is_null()) {
      if (!it->is_array()) throw Bad{std::string("\"") + key + "\" is not a list"};
      if (it->size() > 10'000) throw Bad{std::string("\"") + key + "\" is too long"};
      const std::string what = std::string("a cell of \"") + key + "\"";
      for (const json& c : *it) {
        const Cell cell = cellOf(c, what.c_str());
        // A path may use the ring, and checkLinkPath names its first wrong cell; a line is drawn and named
        // as it is, so it is checked here.
        out.cells.push_back(key == std::string_view("line") ? onBoard(cell, cols, rows, what.c_str()) : cell);
      }
    }
  if (auto it = r.find("linked"); it != r.end()) {
    if (!it->is_boolean()) throw Bad{"\"linked\" is not true or false"};
    out.linked = it->get<bool>();
  }
  return out;
}

}  // namespace

std::string gomokuRequest(int id, int cols, int rows, std::string_view rule, const std::vector<std::string>& board,
                          Cell move, std::string_view moveName, bool trace) {
  std::string out = "{\"id\":" + std::to_string(id) + ",\"game\":\"gomoku\",\"cols\":" + std::to_string(cols) +
                    ",\"rows\":" + std::to_string(rows) + ",\"rule\":\"" + std::string(rule) + "\",";
  appendRows(out, board);
  out += ',';
  appendXY(out, "move", move);
  out += ",\"name\":\"" + std::string(moveName) + "\"},\"trace\":" + (trace ? "true}" : "false}");
  return out;
}

std::string linkRequest(int id, int cols, int rows, bool ring, int turns, const std::vector<std::string>& board,
                        Cell from, Cell to, bool trace) {
  std::string out = "{\"id\":" + std::to_string(id) + ",\"game\":\"link\",\"cols\":" + std::to_string(cols) +
                    ",\"rows\":" + std::to_string(rows) + ",\"ring\":" + (ring ? "true" : "false") +
                    ",\"turns\":" + (turns < 0 ? std::string("\"any\"") : std::to_string(turns)) + ',';
  appendRows(out, board);
  out += ',';
  appendXY(out, "from", from);
  out += "},";
  appendXY(out, "to", to);
  out += std::string("},\"trace\":") + (trace ? "true}" : "false}");
  return out;
}

std::optional<AnswerLine> decodeLine(std::string_view line, int expectedId, int cols, int rows, std::string& problem) {
  if (nestedDeeperThan(line, kMaxNesting)) {
    problem =
        "a line nested deeper than " + std::to_string(kMaxNesting) + " levels of lists and objects: " + cutShort(line);
    return std::nullopt;
  }
  json j = json::parse(line.begin(), line.end(), nullptr, false);
  if (j.is_discarded()) {
    problem = "a line that is not JSON: " + cutShort(line);
    return std::nullopt;
  }
  if (!j.is_object()) {
    problem = "a line that is not a JSON object: " + cutShort(line);
    return std::nullopt;
  }
  const auto id = j.find("id");
  if (id == j.end() || !id->is_number_integer()) {
    problem = "a line without a numeric \"id\": " + cutShort(line);
    return std::nullopt;
  }
  if (id->get<long long>() != expectedId) {
    problem =
        "an answer to id " + id->dump() + " while id " + std::to_string(expectedId) + " was asked: " + cutShort(line);
    return std::nullopt;
  }
  try {
    AnswerLine out;
    if (auto e = j.find("error"); e != j.end()) {
      out.kind = AnswerLine::Kind::Error;
      out.error = cutShort(textOf(*e), 400);
      // Where it happened is a help, never a reason to lose the program's own message: a "file" or "line"
      // that does not read (a string, -1 for "unknown" from Java) is left out.
      if (auto f = j.find("file"); f != j.end() && f->is_string()) out.errorFile = cutShort(textOf(*f), 400);
      if (auto l = j.find("line");
          l != j.end() && l->is_number_integer() && l->get<long long>() > 0 && l->get<long long>() <= 1'000'000)
        out.errorLine = static_cast<int>(l->get<long long>());
    } else if (auto r = j.find("result"); r != j.end()) {
      out.kind = AnswerLine::Kind::Result;
      out.result = resultOf(*r, cols, rows);
    } else if (auto s = j.find("step"); s != j.end()) {
      out.kind = AnswerLine::Kind::Step;
      out.step = stepOf(*s, cols, rows);
    } else {
      problem = "a line with none of \"step\", \"result\" or \"error\": " + cutShort(line);
      return std::nullopt;
    }
    return out;
  } catch (const Bad& bad) {
    problem = bad.what + ": " + cutShort(line);
    return std::nullopt;
  } catch (const json::exception&) {
    problem = "a line of the wrong shape: " + cutShort(line);
    return std::nullopt;
  }
}

std::optional<MarkRole> parseMarkRole(std::string_view name) {
  for (MarkRole r : kRoles)
    if (markRoleName(r) == name) return r;
  return std::nullopt;
}

std::string markRoleNames() {
  std::string out;
  for (MarkRole r : kRoles) out += (out.empty() ? "" : ", ") + std::string(markRoleName(r));
  return out;
}

std::string cutShort(std::string_view text, std::size_t max) {
  bool cut = false;
  std::string out = printableText(text, max, &cut);
  if (cut) out += "...";
  return out;
}

}  // namespace boardlab::ext
