#include "engine/core/quiz.hpp"

#include <algorithm>
#include <charconv>
#include <set>

#include "engine/i18n/i18n.hpp"

namespace boardlab {

std::string_view answerShapeName(AnswerShape shape) {
  switch (shape) {
    case AnswerShape::Cell:
      return "cell";
    case AnswerShape::Cells:
      return "cells";
    case AnswerShape::Number:
      return "number";
    case AnswerShape::Choice:
      return "choice";
  }
  return "choice";
}

std::string promptText(const Question& q) {
  const bool chinese = i18n::language() == i18n::Language::Chinese;
  if (chinese && !q.ownChinesePrompt.empty()) return q.ownChinesePrompt;
  if (!q.ownPrompt.empty()) return q.ownPrompt;
  if (!q.ownChinesePrompt.empty()) return q.ownChinesePrompt;
  std::vector<std::string> values;
  for (const PromptValue& v : q.values) values.push_back(v.word ? std::string(i18n::tr(v.text)) : v.text);
  return i18n::fill(i18n::tr(q.prompt), values);
}

namespace {

bool sameCell(Cell a, Cell b) { return a.col == b.col && a.row == b.row; }

std::set<std::pair<int, int>> cellSet(const std::vector<Cell>& cells) {
  std::set<std::pair<int, int>> out;
  for (Cell c : cells) out.emplace(c.col, c.row);
  return out;
}

}  // namespace

bool isRight(const Question& q, const Answer& a) {
  switch (q.shape) {
    case AnswerShape::Cell:
      return a.cells.size() == 1 &&
             std::any_of(q.cells.begin(), q.cells.end(), [&](Cell c) { return sameCell(c, a.cells.front()); }) &&
             (q.anyOf || sameCell(q.cells.front(), a.cells.front()));
    case AnswerShape::Cells:
      return cellSet(a.cells).size() == a.cells.size() && cellSet(a.cells) == cellSet(q.cells);
    case AnswerShape::Number:
      return a.number == q.number;
    case AnswerShape::Choice:
      return a.choice == q.choice;
  }
  return false;
}

Answer rightAnswer(const Question& q) {
  Answer a;
  if (q.shape == AnswerShape::Cell && !q.cells.empty()) a.cells = {q.cells.front()};
  if (q.shape == AnswerShape::Cells) a.cells = q.cells;
  a.number = q.number;
  a.choice = q.choice;
  return a;
}

namespace {

nlohmann::json bothLanguages(const std::function<std::string()>& say) {
  nlohmann::json out;
  for (i18n::Language l : {i18n::Language::English, i18n::Language::Chinese}) {
    const i18n::LanguageScope scope(l);
    out[std::string(i18n::languageCode(l))] = say();
  }
  return out;
}

nlohmann::json cellJson(Cell c) { return nlohmann::json::array({c.col, c.row}); }

// [c, r] with both whole numbers; nullopt otherwise.
// A whole number within ±`most`: a JSON integer (an unsigned one past the range is refused, never wrapped).
std::optional<long long> wholeWithin(const nlohmann::json& v, long long most) {
  if (v.is_number_unsigned()) {
    const auto u = v.get<unsigned long long>();
    if (u > static_cast<unsigned long long>(most)) return std::nullopt;
    return static_cast<long long>(u);
  }
  if (!v.is_number_integer()) return std::nullopt;
  const auto n = v.get<long long>();
  if (n < -most || n > most) return std::nullopt;
  return n;
}

std::optional<Cell> cellOf(const nlohmann::json& v) {
  if (!v.is_array() || v.size() != 2) return std::nullopt;
  const auto c = wholeWithin(v[0], 1000), r = wholeWithin(v[1], 1000);
  if (!c || !r) return std::nullopt;
  return Cell{static_cast<int>(*c), static_cast<int>(*r)};
}

}  // namespace

std::string answerText(const Question& q, const Answer& a, const CellName& name) {
  switch (q.shape) {
    case AnswerShape::Cell:
    case AnswerShape::Cells: {
      std::string out;
      for (Cell c : a.cells) out += (out.empty() ? "" : " ") + name(c);
      return out.empty() ? "-" : out;
    }
    case AnswerShape::Number:
      return std::to_string(a.number);
    case AnswerShape::Choice:
      return a.choice >= 0 && a.choice < static_cast<int>(q.choices.size())
                 ? std::string(i18n::tr(q.choices[static_cast<std::size_t>(a.choice)]))
                 : "-";
  }
  return "-";
}

nlohmann::json questionJson(const Question& q, const CellName& name) {
  nlohmann::json out{{"step", q.step + 1},
                     {"kind", q.kind},
                     {"shape", std::string(answerShapeName(q.shape))},
                     {"prompt", bothLanguages([&] { return promptText(q); })}};
  switch (q.shape) {
    case AnswerShape::Cell:
      out["answer"] = q.cells.empty() ? nlohmann::json() : cellJson(q.cells.front());
      if (q.anyOf) {
        out["anyOf"] = nlohmann::json::array();
        for (Cell c : q.cells) out["anyOf"].push_back(cellJson(c));
      }
      out["answerNames"] = nlohmann::json::array();
      for (Cell c : q.cells) out["answerNames"].push_back(name(c));
      break;
    case AnswerShape::Cells:
      out["answer"] = nlohmann::json::array();
      out["answerNames"] = nlohmann::json::array();
      for (Cell c : q.cells) {
        out["answer"].push_back(cellJson(c));
        out["answerNames"].push_back(name(c));
      }
      break;
    case AnswerShape::Number:
      out["answer"] = q.number;
      break;
    case AnswerShape::Choice:
      out["choices"] = nlohmann::json::array();
      for (const std::string& c : q.choices)
        out["choices"].push_back(bothLanguages([&] { return std::string(i18n::tr(c)); }));
      out["answer"] = q.choice >= 0 && q.choice < static_cast<int>(q.choices.size())
                          ? nlohmann::json(q.choices[static_cast<std::size_t>(q.choice)])
                          : nlohmann::json();
      break;
  }
  return out;
}

std::optional<Answer> readAnswer(const nlohmann::json& value, const Question& q, std::string& error) {
  error.clear();
  if (value.is_null()) return std::nullopt;
  Answer a;
  switch (q.shape) {
    case AnswerShape::Cell:
      if (const auto c = cellOf(value)) {
        a.cells = {*c};
        return a;
      }
      error = "wants one cell as [col, row]";
      return std::nullopt;
    case AnswerShape::Cells:
      if (!value.is_array() || value.size() > 4096) {
        error = "wants a list of cells, each [col, row]";
        return std::nullopt;
      }
      for (const nlohmann::json& v : value) {
        const auto c = cellOf(v);
        if (!c) {
          error = "wants a list of cells, each [col, row]";
          return std::nullopt;
        }
        a.cells.push_back(*c);
      }
      return a;
    case AnswerShape::Number:
      if (const auto n = wholeWithin(value, 1'000'000)) {
        a.number = static_cast<int>(*n);
        return a;
      }
      error = "wants a whole number";
      return std::nullopt;
    case AnswerShape::Choice:
      if (value.is_string()) {
        const auto& s = value.get_ref<const std::string&>();
        const auto it = std::find(q.choices.begin(), q.choices.end(), s);
        if (it != q.choices.end()) {
          a.choice = static_cast<int>(it - q.choices.begin());
          return a;
        }
      }
      std::string offered;
      for (const std::string& c : q.choices) offered += (offered.empty() ? "\"" : ", \"") + c + "\"";
      error = "wants one of " + offered;
      return std::nullopt;
  }
  return std::nullopt;
}

bool writtenAnswerIsRight(const Question& q, std::string_view written, const std::function<std::string(Cell)>& name) {
  std::vector<std::string> words;
  for (std::size_t at = 0; at < written.size();) {
    const std::size_t end = std::min(written.find(' ', at), written.size());
    if (end > at) words.emplace_back(written.substr(at, end - at));
    at = end + 1;
  }
  switch (q.shape) {
    case AnswerShape::Cell:
      if (words.size() != 1 || q.cells.empty()) return false;
      if (q.anyOf) return std::any_of(q.cells.begin(), q.cells.end(), [&](Cell c) { return name(c) == words[0]; });
      return name(q.cells[0]) == words[0];
    case AnswerShape::Cells: {
      std::set<std::string> want;
      for (Cell c : q.cells) want.insert(name(c));
      return std::set<std::string>(words.begin(), words.end()) == want && words.size() == want.size();
    }
    case AnswerShape::Number:
      return words.size() == 1 && wholeNumber(words[0]) == q.number;
    case AnswerShape::Choice:
      return q.choice >= 0 && q.choice < static_cast<int>(q.choices.size()) &&
             written == q.choices[static_cast<std::size_t>(q.choice)];
  }
  return false;
}

const std::string* watchValue(const Step& step, std::string_view name) {
  for (const Watch& w : step.watch)
    if (w.name == name) return &w.value;
  return nullptr;
}

std::optional<int> wholeNumber(std::string_view text) {
  int n = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
  if (text.empty() || ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return n;
}

std::optional<Cell> onlyMark(const Step& step, std::initializer_list<MarkRole> roles) {
  std::optional<Cell> found;
  for (const CellMark& m : step.marks)
    if (std::find(roles.begin(), roles.end(), m.role) != roles.end()) {
      if (found) return std::nullopt;
      found = m.cell;
    }
  return found;
}

std::vector<Cell> marksOf(const Step& step, MarkRole role) {
  std::vector<Cell> out;
  for (const CellMark& m : step.marks)
    if (m.role == role) out.push_back(m.cell);
  return out;
}

std::optional<Cell> columnRowCell(std::string_view text) {
  const std::size_t comma = text.find(',');
  if (comma == std::string_view::npos) return std::nullopt;
  const auto c = wholeNumber(text.substr(0, comma)), r = wholeNumber(text.substr(comma + 1));
  if (!c || !r) return std::nullopt;
  return Cell{*c, *r};
}

QuizRun::QuizRun(std::vector<Question> questions) : questions_(std::move(questions)), results_(questions_.size()) {}

std::size_t QuizRun::allowedStep(std::size_t shown, std::size_t wanted, double now) {
  if (pending_) return shown;
  for (std::size_t i = 0; i < questions_.size(); ++i) {
    const auto step = static_cast<std::size_t>(questions_[i].step);
    if (results_[i] || step <= shown || step > wanted) continue;
    pending_ = i;
    askedAt_ = now;
    return step - 1;
  }
  return wanted;
}

const Question* QuizRun::pending() const { return pending_ ? &questions_[*pending_] : nullptr; }

void QuizRun::finish(QuizResult result, double now) {
  const std::size_t i = *pending_;
  result.seconds = std::max(0.0, now - askedAt_);
  results_[i] = std::move(result);
  lastAnswered_ = i;
  pending_.reset();
  const int step = questions_[i].step;
  answeredStep_ = static_cast<std::size_t>(step);
  // The step's next question waits at once: its answer is not shown before it is asked.
  for (std::size_t j = i + 1; j < questions_.size() && questions_[j].step == step; ++j)
    if (!results_[j]) {
      pending_ = j;
      askedAt_ = now;
      return;
    }
}

bool QuizRun::answer(const Answer& given, double now) {
  if (!pending_) return false;
  const bool right = isRight(questions_[*pending_], given);
  finish({.right = right, .revealed = false, .given = given}, now);
  return right;
}

void QuizRun::reveal(double now) {
  if (pending_) finish({.right = false, .revealed = true, .given = {}}, now);
}

int QuizRun::answered() const {
  return static_cast<int>(std::count_if(results_.begin(), results_.end(), [](const auto& r) { return r.has_value(); }));
}

int QuizRun::right() const {
  return static_cast<int>(
      std::count_if(results_.begin(), results_.end(), [](const auto& r) { return r.has_value() && r->right; }));
}

double QuizRun::seconds() const {
  double total = 0;
  for (const auto& r : results_)
    if (r) total += r->seconds;
  return total;
}

}  // namespace boardlab
