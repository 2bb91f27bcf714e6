#pragma once
// What a student did in predict and simulate mode, one row per question or step, as a teacher collects it:
// kept in a history on the student's machine (the workbench's results.jsonl) and exported as CSV or JSON
// (File > Export results). The rows are made from the engine's runs (quiz.hpp, simulate.hpp); the
// workbench adds who, when and where.

#include <filesystem>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/core/quiz.hpp"
#include "engine/core/simulate.hpp"

namespace boardlab {

struct ResultRow {
  std::string when{};         // when the run ended, UTC, ISO 8601 ("2026-12-06T21:40:00Z")
  std::string name{};         // the student's name as they gave it (may be empty)
  std::string lecture{};      // the lesson's title, or empty outside a lesson
  std::string scene{};        // the scene as a share link (opens it again), or the file and algorithm
  std::string mode{};         // "predict" or "simulate"
  int question = 0;           // 1-based: the question, or the step performed
  std::string kind{};         // the question's kind ("stop", "layer"), or "step" in simulate mode
  std::string prompt{};       // English, its values filled in
  std::string answer{};       // what the student gave ("-": shown instead)
  std::string rightAnswer{};  // what the trace says
  bool right = false;         // right at the first try
  int tries = 0;              // predict: 1 (0 when shown); simulate: the clicks the step took
  double seconds = 0;
};

// The rows of a predict run's questions asked so far, in order; `name` names the cells.
std::vector<ResultRow> predictRows(const QuizRun& run, const CellName& name);
// The rows of a simulate run's steps performed so far.
std::vector<ResultRow> simulateRows(const SimulationRun& run, const CellName& name);

// The columns, in the order CSV and JSON write them.
const std::vector<std::string>& resultColumns();
// CSV (RFC 4180: a header line, fields with a comma, quote or line break quoted, CRLF line ends).
std::string resultsCsv(const std::vector<ResultRow>& rows);
// {"results": [{column: value, ...}, ...]}.
nlohmann::json resultsJson(const std::vector<ResultRow>& rows);
nlohmann::json resultJson(const ResultRow& row);
// A row from its JSON (a history line); false with `error` naming what is missing or wrong.
bool readResult(const nlohmann::json& value, ResultRow& row, std::string& error);

// The history kept on this machine: one JSON row per line, the newest last, at most kMaxKeptResults rows
// and half kMaxHistoryBytes (so that it always reads back).
constexpr std::size_t kMaxKeptResults = 20000;
constexpr std::size_t kMaxHistoryBytes = 64u << 20;
struct ResultHistory {
  std::vector<ResultRow> rows;
  std::vector<std::string> skipped;  // "results.jsonl:7: not JSON", for lines that could not be read
};
// An absent file is an empty history; a file too large or unreadable is refused (`error`), never a crash.
ResultHistory readResultHistory(const std::filesystem::path& file, std::string& error);
// Appends `rows` and writes the whole file atomically, under a lock (two instances both keep theirs); the
// lines already there are kept as they are, apart from the oldest beyond the limit.
bool appendResultHistory(const std::filesystem::path& file, const std::vector<ResultRow>& rows, std::string& error);
// Empties the history (under the same lock).
bool clearResultHistory(const std::filesystem::path& file, std::string& error);

}  // namespace boardlab
