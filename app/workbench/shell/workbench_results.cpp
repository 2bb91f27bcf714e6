// Results (Run > Results, File > Export results...): each predict or simulate run's answers, one row per
// question or step (engine/core/results.hpp), kept in results.jsonl beside the settings when the run ends
// or is left with answers in it, shown in a window with the score of each run, and exported as CSV or JSON
// for a teacher to collect (in the page, a download).

#include <chrono>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <map>

#include <imgui.h>

#include "app/workbench/shell/workbench.hpp"
#include "app/workbench/views/style.hpp"
#include "app/workbench/views/ui_text.hpp"
#include "engine/core/atomic_file.hpp"
#include "engine/core/share_link.hpp"

namespace boardlab::ui {

namespace {

std::string utcNow() {
  const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
  std::tm utc{};
  gmtime_r(&now, &utc);
  char text[32];
  std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &utc);
  return text;
}

// One run of the history: its rows share when, mode and scene.
struct RunSummary {
  const ResultRow* first = nullptr;
  int rows = 0;
  int right = 0;
  double seconds = 0;
};

std::vector<RunSummary> runsOf(const std::vector<ResultRow>& rows) {
  std::vector<RunSummary> runs;
  for (const ResultRow& r : rows) {
    if (runs.empty() || runs.back().first->when != r.when || runs.back().first->mode != r.mode ||
        runs.back().first->scene != r.scene)
      runs.push_back({&r});
    RunSummary& run = runs.back();
    ++run.rows;
    run.right += r.right ? 1 : 0;
    run.seconds += r.seconds;
  }
  return runs;
}

// What a run was on, in a few words: its lecture, else the game and algorithm its link names.
std::string runPlace(const ResultRow& r) {
  if (!r.lecture.empty()) return r.lecture;
  try {
    const Scene scene = readShareLink(r.scene).scene;
    return scene.game + " " + scene.algo;
  } catch (const std::exception&) {
    return r.scene.substr(0, 40);
  }
}

// "2026-12-06 21:40" from "2026-12-06T21:40:00Z".
std::string shortTime(const std::string& when) {
  std::string out = when.substr(0, 16);
  if (out.size() > 10 && out[10] == 'T') out[10] = ' ';
  return out;
}

}  // namespace

CellName Workbench::cellNamer() const {
  if (CellName name = view_->traceExport().cellName) return name;
  return [](Cell c) { return std::to_string(c.col) + "," + std::to_string(c.row); };
}

std::filesystem::path Workbench::resultsFile() const {
  return settingsFile_.empty() ? std::filesystem::path() : settingsFile_.parent_path() / "results.jsonl";
}

std::string Workbench::runPlaceOnScreen() const {
  try {
    return shareLink(nullptr);
  } catch (const std::exception&) {  // a game too long for a link: its file, and what analysed it
    return documentPath_.filename().string() + " " + view_->algorithmName();
  }
}

std::string Workbench::lectureOnScreen() const {
  return !lesson_ ? std::string() : !lesson_->title.empty() ? lesson_->title : lesson_->chineseTitle;
}

void Workbench::notePredictRows() {
  if (predict_.cellName) predict_.rows = predictRows(predict_.run, predict_.cellName);
}

void Workbench::noteSimulateRows() {
  if (simulate_.cellName) simulate_.rows = simulateRows(simulate_.run, simulate_.cellName);
}

bool Workbench::recordPredictRun() {
  if (predict_.recorded || predict_.rows.empty()) return true;
  predict_.recorded = true;
  return recordResults(predict_.rows, predict_.sceneLink, predict_.lecture);
}

bool Workbench::recordSimulateRun() {
  if (simulate_.recorded || simulate_.rows.empty()) return true;
  simulate_.recorded = true;
  return recordResults(simulate_.rows, simulate_.sceneLink, simulate_.lecture);
}

bool Workbench::recordResults(std::vector<ResultRow> rows, const std::string& scene, const std::string& lecture) {
  if (rows.empty()) return true;
  const std::string when = utcNow();
  for (ResultRow& r : rows) {
    r.when = when;
    r.name = settings_.studentName;
    r.lecture = lecture;
    r.scene = scene;
  }
  sessionResults_.insert(sessionResults_.end(), rows.begin(), rows.end());
  resultsRead_ = false;  // the window reads the history again
  std::string error;
  if (resultsFile().empty() || appendResultHistory(resultsFile(), rows, error)) return true;
  // Not on disk: shown and exported from this session all the same, and said.
  unkeptResults_.insert(unkeptResults_.end(), rows.begin(), rows.end());
  status_ = text("The results were not kept: {0}", error);
  return false;
}

const std::vector<ResultRow>& Workbench::results() {
  if (resultsFile().empty()) return sessionResults_;
  if (!resultsRead_) {
    std::string error;
    ResultHistory history = readResultHistory(resultsFile(), error);
    resultsProblem_ = error.empty() ? std::string() : text("The results file cannot be read: {0}", error);
    if (error.empty() && !history.skipped.empty())
      resultsProblem_ = text("{0} lines of the results file were not read; the first: {1}", history.skipped.size(),
                             history.skipped.front());
    history_ = std::move(history.rows);
    history_.insert(history_.end(), unkeptResults_.begin(), unkeptResults_.end());
    resultsRead_ = true;
  }
  return history_;
}

bool Workbench::exportResults(const std::filesystem::path& path, std::string& error) {
  const std::vector<ResultRow>& rows = results();
  AtomicFile out(path);
  if (path.extension() == ".json")
    out.write(resultsJson(rows).dump(2) + "\n");
  else
    out.write(resultsCsv(rows));
  if (out.commit()) return true;
  error = out.error();
  return false;
}

void Workbench::clearResults() {
  sessionResults_.clear();
  unkeptResults_.clear();
  history_.clear();
  resultsRead_ = false;
  std::string error;
  if (!resultsFile().empty() && !clearResultHistory(resultsFile(), error))
    status_ = text("The results were not cleared: {0}", error);
}

void Workbench::drawResultsWindow() {
  if (!showResults_) return;
  ImGui::SetNextWindowSize(fittedWindowSize(40, 24), ImGuiCond_FirstUseEver);
  if (!ImGui::Begin(tr("Results###results"), &showResults_)) {
    ImGui::End();
    return;
  }
  if (ImGui::IsWindowAppearing())  // the name as kept, each time the window opens
    std::snprintf(nameDraft_, sizeof nameDraft_, "%s", settings_.studentName.c_str());
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 14);
  if (ImGui::InputTextWithHint("##student name", tr("Your name"), nameDraft_, sizeof nameDraft_,
                               ImGuiInputTextFlags_EnterReturnsTrue) ||
      ImGui::IsItemDeactivatedAfterEdit())
    changeSettings([&](Settings& s) { s.studentName = nameDraft_; });
  ImGui::SameLine();
  ImGui::TextDisabled("%s", tr("(written into exported results)"));
  if (ImGui::Button(tr("Export results..."))) browseToSave(SavePurpose::Results, "results.csv");
  ImGui::SameLine();
  if (ImGui::Button(tr("Clear the history...")))
    ask(tr("Clear the results history?"), tr("Every kept answer of every run is removed from this machine."),
        [this] { clearResults(); });
  const std::vector<ResultRow>& rows = results();
  if (!resultsProblem_.empty()) wrappedText(resultsProblem_);
  const std::vector<RunSummary> runs = runsOf(rows);
  if (runs.empty()) wrappedHint(tr("No results yet: answer in predict mode (F6) or simulate mode (F7)."));
  if (!runs.empty() &&
      ImGui::BeginTable("runs", 5, ImGuiTableFlags_RowBg | ImGuiTableFlags_ScrollY | ImGuiTableFlags_Borders)) {
    ImGui::TableSetupScrollFreeze(0, 1);
    const float em = ImGui::GetFontSize();
    ImGui::TableSetupColumn(tr("When"), ImGuiTableColumnFlags_WidthFixed, em * 8.5f);
    ImGui::TableSetupColumn(tr("Lecture or scene"), ImGuiTableColumnFlags_WidthStretch);
    ImGui::TableSetupColumn(tr("Mode"), ImGuiTableColumnFlags_WidthFixed, em * 4.5f);
    ImGui::TableSetupColumn(tr("Right"), ImGuiTableColumnFlags_WidthFixed, em * 3.5f);
    ImGui::TableSetupColumn(tr("Seconds"), ImGuiTableColumnFlags_WidthFixed, em * 3.5f);
    ImGui::TableHeadersRow();
    for (auto run = runs.rbegin(); run != runs.rend(); ++run) {  // the newest first
      const ResultRow& r = *run->first;
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(shortTime(r.when).c_str());
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(runPlace(r).c_str());
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(tr(r.mode == "simulate" ? "simulate" : "predict"));
      ImGui::TableNextColumn();
      ImGui::Text("%d / %d", run->right, run->rows);
      ImGui::TableNextColumn();
      ImGui::Text("%d", static_cast<int>(std::lround(run->seconds)));
    }
    ImGui::EndTable();
  }
  ImGui::End();
}

}  // namespace boardlab::ui
