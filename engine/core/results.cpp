#include "engine/core/results.hpp"

#include <sstream>

#include "engine/core/atomic_file.hpp"
#include "engine/core/board_text.hpp"
#include "engine/core/file_lock.hpp"
#include "engine/i18n/i18n.hpp"

namespace boardlab {

namespace {

std::string cellsText(const std::vector<Cell>& cells, const CellName& name) {
  std::string out;
  for (Cell c : cells) out += (out.empty() ? "" : " ") + name(c);
  return out;
}

// A CSV field: quoted when it holds a comma, a quote or a line break (RFC 4180), its quotes doubled.
std::string csvField(const std::string& value) {
  if (value.find_first_of(",\"\r\n") == std::string::npos) return value;
  std::string out = "\"";
  for (char c : value) out += c == '"' ? std::string("\"\"") : std::string(1, c);
  return out + "\"";
}

std::string secondsText(double seconds) {
  std::ostringstream out;
  out.precision(1);
  out << std::fixed << seconds;
  return out.str();
}

}  // namespace

std::vector<ResultRow> predictRows(const QuizRun& run, const CellName& name) {
  const i18n::LanguageScope english(i18n::Language::English);  // one language for every student's file
  std::vector<ResultRow> rows;
  for (std::size_t i = 0; i < run.questions().size(); ++i) {
    const auto& result = run.result(i);
    if (!result) continue;
    const Question& q = run.questions()[i];
    rows.push_back({.mode = "predict",
                    .question = static_cast<int>(i) + 1,
                    .kind = q.kind,
                    .prompt = promptText(q),
                    .answer = result->revealed ? "-" : answerText(q, result->given, name),
                    .rightAnswer = answerText(q, rightAnswer(q), name),
                    .right = result->right,
                    .tries = result->revealed ? 0 : 1,
                    .seconds = result->seconds});
  }
  return rows;
}

std::vector<ResultRow> simulateRows(const SimulationRun& run, const CellName& name) {
  std::vector<ResultRow> rows;
  for (std::size_t i = 0; i < run.steps().size(); ++i) {
    const auto& result = run.result(i);
    if (!result) continue;
    const SimulationStep& s = run.steps()[i];
    rows.push_back({.mode = "simulate",
                    .question = static_cast<int>(i) + 1,
                    .kind = "step",
                    .prompt = "Click the cells step " + std::to_string(s.step + 1) + " visits",
                    .answer = result->revealed ? "-"
                              : result->right  ? cellsText(s.cells, name)
                                               : "wrong: " + cellsText(result->wrong, name),
                    .rightAnswer = cellsText(s.cells, name),
                    .right = result->right,
                    .tries = result->clicks,
                    .seconds = result->seconds});
  }
  return rows;
}

const std::vector<std::string>& resultColumns() {
  static const std::vector<std::string> columns{"when",     "name",  "lecture", "scene",  "mode",
                                                "question", "kind",  "prompt",  "answer", "right answer",
                                                "right",    "tries", "seconds"};
  return columns;
}

nlohmann::json resultJson(const ResultRow& r) {
  return {{"when", r.when},       {"name", r.name},
          {"lecture", r.lecture}, {"scene", r.scene},
          {"mode", r.mode},       {"question", r.question},
          {"kind", r.kind},       {"prompt", r.prompt},
          {"answer", r.answer},   {"right answer", r.rightAnswer},
          {"right", r.right},     {"tries", r.tries},
          {"seconds", r.seconds}};
}

nlohmann::json resultsJson(const std::vector<ResultRow>& rows) {
  nlohmann::json out = {{"results", nlohmann::json::array()}};
  for (const ResultRow& r : rows) out["results"].push_back(resultJson(r));
  return out;
}

std::string resultsCsv(const std::vector<ResultRow>& rows) {
  std::string out;
  for (const std::string& c : resultColumns()) out += (out.empty() ? "" : ",") + csvField(c);
  out += "\r\n";
  for (const ResultRow& r : rows) {
    const std::vector<std::string> fields{r.when,
                                          r.name,
                                          r.lecture,
                                          r.scene,
                                          r.mode,
                                          std::to_string(r.question),
                                          r.kind,
                                          r.prompt,
                                          r.answer,
                                          r.rightAnswer,
                                          r.right ? "yes" : "no",
                                          std::to_string(r.tries),
                                          secondsText(r.seconds)};
    std::string line;
    for (const std::string& f : fields) line += (line.empty() ? "" : ",") + csvField(f);
    out += line + "\r\n";
  }
  return out;
}

bool readResult(const nlohmann::json& v, ResultRow& r, std::string& error) {
  if (!v.is_object()) {
    error = "not an object";
    return false;
  }
  const auto text = [&](const char* key, std::string& into) {
    const auto it = v.find(key);
    if (it == v.end() || !it->is_string()) {
      error = std::string("\"") + key + "\" is not text";
      return false;
    }
    into = it->get<std::string>();
    return true;
  };
  const auto whole = [&](const char* key, int& into) {
    const auto it = v.find(key);
    if (it == v.end() || !it->is_number_integer() || it->get<long long>() < 0 || it->get<long long>() > 1'000'000) {
      error = std::string("\"") + key + "\" is not a whole number";
      return false;
    }
    into = static_cast<int>(it->get<long long>());
    return true;
  };
  const auto right = v.find("right");
  const auto seconds = v.find("seconds");
  if (!text("when", r.when) || !text("name", r.name) || !text("lecture", r.lecture) || !text("scene", r.scene) ||
      !text("mode", r.mode) || !whole("question", r.question) || !text("kind", r.kind) || !text("prompt", r.prompt) ||
      !text("answer", r.answer) || !text("right answer", r.rightAnswer) || !whole("tries", r.tries))
    return false;
  if (right == v.end() || !right->is_boolean()) {
    error = "\"right\" is not true or false";
    return false;
  }
  if (seconds == v.end() || !seconds->is_number() || seconds->get<double>() < 0) {
    error = "\"seconds\" is not a number of seconds";
    return false;
  }
  r.right = right->get<bool>();
  r.seconds = seconds->get<double>();
  return true;
}

namespace {

ResultHistory readHistory(const std::filesystem::path& file, std::string& error) {
  ResultHistory history;
  std::error_code ec;
  if (!std::filesystem::exists(file, ec)) return history;
  std::string text;
  try {
    text = readTextFile(file, kMaxHistoryBytes);
  } catch (const std::exception& e) {
    error = e.what();
    return history;
  }
  std::istringstream lines(text);
  std::string line;
  for (int n = 1; std::getline(lines, line); ++n) {
    if (line.empty()) continue;
    ResultRow row;
    std::string why;
    const nlohmann::json value = nlohmann::json::parse(line, nullptr, false);
    if (value.is_discarded())
      why = "not JSON";
    else
      readResult(value, row, why);
    if (why.empty())
      history.rows.push_back(std::move(row));
    else
      history.skipped.push_back(file.filename().string() + ":" + std::to_string(n) + ": " + why);
  }
  return history;
}

}  // namespace

ResultHistory readResultHistory(const std::filesystem::path& file, std::string& error) {
  error.clear();
  return readHistory(file, error);
}

bool appendResultHistory(const std::filesystem::path& file, const std::vector<ResultRow>& rows, std::string& error) {
  error.clear();
  if (rows.empty()) return true;
  std::error_code made;
  std::filesystem::create_directories(file.parent_path(), made);  // the first results on a new account
  const FileLock lock(file);  // another instance's rows, written in between, are kept
  // The lines as they are, a line this version cannot read included: appending never drops anything but
  // the oldest lines beyond the limit.
  std::vector<std::string> lines;
  std::error_code ec;
  if (std::filesystem::exists(file, ec)) {
    try {
      std::istringstream text(readTextFile(file, kMaxHistoryBytes));
      for (std::string line; std::getline(text, line);)
        if (!line.empty()) lines.push_back(std::move(line));
    } catch (const std::exception& e) {  // a history that cannot be read is not written over
      error = e.what();
      return false;
    }
  }
  for (const ResultRow& r : rows) lines.push_back(resultJson(r).dump());
  // The newest lines that fit both limits: so many rows, and half the size a history may be read at (a
  // class's scene links on large boards reach the bytes first), so it always reads back.
  std::size_t first = lines.size() > kMaxKeptResults ? lines.size() - kMaxKeptResults : 0;
  std::size_t bytes = 0;
  for (std::size_t i = lines.size(); i > first; --i) {
    bytes += lines[i - 1].size() + 1;
    if (bytes > kMaxHistoryBytes / 2) {
      first = i;
      break;
    }
  }
  AtomicFile out(file);
  for (std::size_t i = first; i < lines.size(); ++i) out.write(lines[i] + "\n");
  if (out.commit()) return true;
  error = out.error();
  return false;
}

bool clearResultHistory(const std::filesystem::path& file, std::string& error) {
  error.clear();
  const FileLock lock(file);  // not between another instance's read and its write
  AtomicFile out(file);
  if (out.commit()) return true;
  error = out.error();
  return false;
}

}  // namespace boardlab
