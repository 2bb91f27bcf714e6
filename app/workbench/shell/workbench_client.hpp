#pragma once
// The Workbench as a platform's client (platform/platform_client.hpp): each call forwarded, so the
// platform knows no Workbench and the Workbench no platform.

#include <nlohmann/json.hpp>

#include "app/workbench/platform/platform_client.hpp"
#include "app/workbench/shell/workbench.hpp"
#include "app/workbench/views/background_job.hpp"
#include "engine/diff/search.hpp"

namespace boardlab::ui {

class WorkbenchClient final : public PlatformClient, public CanvasExports {
 public:
  explicit WorkbenchClient(Workbench& bench) : bench_(bench) {}

  void frame() override { bench_.frame(); }
  bool animating() override { return bench_.animating(); }
  std::optional<double> wakeAfterSeconds() override { return bench_.wakeAfterSeconds(); }
  bool settling() override { return bench_.programs().settling(); }
  bool quitRequested() const override { return bench_.quitRequested(); }
  void requestQuit() override { bench_.requestQuit(); }
  void endForSignal() override { bench_.endForSignal(); }
  void openDropped(const std::filesystem::path& path) override { bench_.postOpen(path); }
  bool hasUnsavedWork() const override { return bench_.unsaved() || bench_.programs().editor().dirty(); }
  void keepWorkNow() override { bench_.programs().editor().keepDraftNow(); }
  std::optional<float> takeScaleRequest() override { return bench_.takeScaleRequest(); }
  void scaleApplied(float scale) override { bench_.setUiScale(scale); }
  std::optional<bool> takeFullscreenRequest() override { return bench_.takeFullscreenRequest(); }
  void screenSize(float width, float height) override { bench_.setScreenSize(ImVec2(width, height)); }
  void say(const std::string& notice) override { bench_.setStatus(notice); }
  void windowLeft(int x, int y, int width, int height) override { bench_.rememberWindow(x, y, width, height); }
  CanvasExports* exports() override { return this; }
  std::optional<ExportJob> takeExport() override { return bench_.takeExport(); }
  std::pair<ImVec2, ImVec2> canvasRect() const override { return bench_.canvasRect(); }
  const std::string& canvasWindowName() const override { return bench_.canvasWindowName(); }
  TraceCursor& exportCursor() override { return bench_.exportCursor(); }
  bool exportTraceJson(const std::filesystem::path& path, std::string& error) override {
    return bench_.exportTraceJson(path, error);
  }
  void exportFinished(const ExportJob& job, bool written, const std::string& error) override {
    bench_.exportFinished(job, written, error);
  }
  void chooseScale(float scale) override { bench_.chooseScale(scale); }
  void setLanguage(i18n::Language language) override { bench_.setLanguage(language); }
  PageMirror pageMirror() override {
    PageMirror shown{std::string(i18n::languageCode(i18n::language())), bench_.spokenStep(), ""};
    try {
      shown.sceneLink = bench_.sceneLink();
    } catch (const std::exception&) {  // a scene no link carries (a board too large): the address names none
    }
    return shown;
  }
  std::string stateForTests() override {
    TraceCursor& cursor = bench_.activeCursor();
    nlohmann::json state{
        {"board", bench_.boardText()},   {"document", bench_.documentPath().string()},
        {"unsaved", bench_.unsaved()},   {"step", cursor.empty() ? 0 : cursor.position() + 1},
        {"steps", cursor.size()},        {"status", bench_.status()},
        {"embedded", bench_.embedded()}, {"language", std::string(i18n::languageCode(i18n::language()))},
        {"busy", bench_.busy()}};
    // A search's progress bar drawn in the last frame: what it shows, and where its Cancel button is (in the
    // canvas's pixels: CSS pixels at the tests' device pixel ratio of 1).
    // Predict and simulate mode, and where the board's cells are (CSS pixels): a test clicks a cell as an answer.
    const PredictState& predict = bench_.predict();
    const Question* waiting = predict.run.pending();
    state["predict"] = {{"on", predict.on},
                        {"questions", predict.run.questions().size()},
                        {"waiting", waiting ? waiting->kind : std::string()},
                        {"answered", predict.run.answered()},
                        {"right", predict.run.right()}};
    if (const auto& lesson = bench_.lesson())  // a lecture's scene shown, for the page's tests
      state["lesson"] = {{"title", lesson->title}, {"scene", lesson->sceneIndex + 1}, {"scenes", lesson->sceneCount()}};
    state["results"] = bench_.results().size();  // kept rows (results.jsonl)
    // The user's programs, the algorithm on screen and the step's own source line (a program's trace).
    nlohmann::json programs = nlohmann::json::array();
    for (const ProgramState& p : bench_.programs().list().programs())
      programs.push_back({{"name", p.entry.name},
                          {"game", p.entry.game},
                          {"running", p.running},
                          {"problem", p.problem},
                          {"stderr", p.stderrLines}});
    state["programs"] = std::move(programs);
    state["algorithm"] = bench_.view().algorithmName();
    if (ProgramAnalysis* asked = bench_.programs().analysisOf(bench_.view().name()))
      state["programProblem"] = asked->problem();  // why the program's answer is not on the board
    state["verdict"] = bench_.view().verdictLine();
    if (const Step* step = cursor.current())
      state["source"] = {{"file", step->file}, {"line", step->codeLine}, {"narration", step->narration}};
    const SimulationRun& performed = bench_.simulate().run;
    state["simulate"] = {{"on", bench_.simulate().on},
                         {"steps", performed.steps().size()},
                         {"done", performed.done()},
                         {"right", performed.right()},
                         {"wrongClicks", performed.wrongClicks()}};
    // The counterexample finder's search, once one ran: how far it went and why it ended (the page's tests
    // hold it against the desktop's for the same seed).
    if (const diff::Search* found = bench_.finder().search()) {
      const diff::SearchProgress p = found->progress();
      state["finder"] = {{"state", std::string(diff::searchStateName(p.state))},
                         {"tried", p.tried},
                         {"shrinkSteps", p.shrinkSteps},
                         {"shrinkTested", p.shrinkTested},
                         {"shrinkFaults", p.shrinkFaults},
                         {"intermittentFaults", p.intermittentFaults},
                         {"limit", std::string(budgetLimitName(p.limit))},
                         {"rechecked", found->rechecked()},
                         {"fault", found->fault().message}};
      const auto& [from, to] = bench_.finder().openRect();  // its Open button, once drawn (CSS pixels)
      if (found->done() && to.x > from.x) state["finder"]["open"] = {(from.x + to.x) / 2, (from.y + to.y) / 2};
    }
    // Grade a class, once opened: its list with each verdict, and where its buttons are (CSS pixels).
    if (const GradeWindow& grading = bench_.gradeWindow(); grading.visible()) {
      nlohmann::json rows = nlohmann::json::array();
      for (const GradeWindow::Row& r : grading.rows())
        rows.push_back({{"name", r.name}, {"command", r.command}, {"verdict", r.verdict}});
      const GradeWindow::Buttons& b = grading.buttons();
      state["grade"] = {{"rows", rows},
                        {"graded", grading.gradedCount()},
                        {"running", grading.running()},
                        {"seed", {b.seed.x, b.seed.y}},
                        {"tries", {b.tries.x, b.tries.y}},
                        {"add", {b.add.x, b.add.y}},
                        {"grade", {b.grade.x, b.grade.y}},
                        {"save", {b.save.x, b.save.y}}};
    }
    // The program editor, once open: its file and what it highlights, and where to click (CSS pixels).
    if (const ProgramEditor& editor = bench_.programs().editor(); editor.visible())
      state["editor"] = {{"file", editor.file().string()},
                         {"program", editor.program()},
                         {"code", editor.code()},
                         {"dirty", editor.dirty()},
                         {"message", editor.message()},
                         {"highlighted", editor.highlightedLine()},
                         {"fault", editor.faultLine()},
                         {"text", {editor.codePoint().x, editor.codePoint().y}},
                         {"lineHeight", editor.lineHeight()},
                         {"save", {editor.saveButton().x, editor.saveButton().y}}};
    // The layout: a phone's (the board and the panels in tabs) or not, and where a finger would go.
    const ImVec2 next = bench_.nextStepButton(), panels = bench_.narrowTabButton(Workbench::NarrowTab::Panels);
    state["layout"] = {{"narrow", bench_.narrowLayout()},
                       {"tab", bench_.narrowTab() == Workbench::NarrowTab::Board ? "board" : "panels"},
                       {"sideScroll", bench_.sidePanelScroll()},
                       {"next", {next.x, next.y}},
                       {"panelsTab", {panels.x, panels.y}}};
    const BoardGeometry& grid = bench_.boardGeometry();
    state["grid"] = {{"origin", {grid.origin.x, grid.origin.y}}, {"pitch", grid.pitch}};
    const BackgroundJob::Shown& shown = BackgroundJob::lastShown();
    if (bench_.busy() && shown.frame >= ImGui::GetFrameCount() - 1)
      state["search"] = {{"label", shown.label},
                         {"states", shown.states},
                         {"cancel", {shown.cancel.x, shown.cancel.y}},
                         {"bar", shown.bar}};
    return state.dump();
  }

 private:
  Workbench& bench_;
};

}  // namespace boardlab::ui
