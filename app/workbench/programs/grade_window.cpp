#include "app/workbench/programs/grade_window.hpp"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <exception>

#include <imgui.h>

#include "app/workbench/programs/program_entry.hpp"
#include "app/workbench/views/style.hpp"
#include "app/workbench/views/ui_text.hpp"
#include "engine/core/atomic_file.hpp"
#include "engine/core/board_text.hpp"
#include "engine/core/game_module.hpp"
#include "engine/core/zip_archive.hpp"
#include "engine/ext/outside.hpp"
#include "engine/grade/report_html.hpp"

namespace boardlab::ui {

namespace {

// A class of more would be graded for hours: the command line (with --jobs and --shard) is for that.
constexpr std::size_t kMostPrograms = 200;
// A class's .zip: its sources are small, but a course site's download may hold more than them.
constexpr std::size_t kMostZipBytes = 64u << 20;

std::vector<std::string> algorithmNamesOf(std::string_view game) {
  const GameModule* g = findGame(game);
  return g ? algorithmNames(*g) : std::vector<std::string>{};
}

std::vector<std::string> ruleNamesOf(std::string_view game) {
  const GameModule* g = findGame(game);
  return g && g->ruleNames ? g->ruleNames() : std::vector<std::string>{};
}

// A grade's verdict with how much was tried, in the language on screen (report.html's words).
std::string shownVerdict(const grade::Grade& g) {
  grade::GradeRun run;
  run.lang = i18n::language() == i18n::Language::Chinese ? "zh-CN" : "en";
  return grade::verdictText(run, g);
}

// The file's name without its extension, as a program's name in a class (grade::validProgramName):
// anything else becomes '_', and a name the class or the game already has gets -2, -3, ...
std::string programName(const std::filesystem::path& file, const std::function<bool(const std::string&)>& taken) {
  std::string name = file.stem().string();
  for (char& c : name)
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-' || c == '.')) c = '_';
  if (name.empty() || name[0] == '.') name = "program" + name;
  name = name.substr(0, 60);
  std::string unique = name;
  for (int k = 2; taken(unique); ++k) unique = name + "-" + std::to_string(k);
  return unique;
}

}  // namespace

GradeWindow::~GradeWindow() {
  cancelled_ = true;
  // The program being asked answers at once (its answer is thrown away with the window), so the worker
  // ends without waiting for its time limit.
  if (const int at = current_; at >= 0) {
    const std::lock_guard lock(mutex_);
    if (static_cast<std::size_t>(at) < graded_.size())
      if (const auto program = ext::findOutside(graded_[static_cast<std::size_t>(at)].entry.name)) program->interrupt();
  }
  letWorkerGo();
  std::error_code ec;
  if (!scratch_.empty()) std::filesystem::remove_all(scratch_, ec);  // the added files' copies
}

void GradeWindow::show(std::string_view game) {
  const std::vector<std::string> games = grade::gradeGames();
  if (games.empty()) return;
  visible_ = true;
  const auto at = std::find(games.begin(), games.end(), game);
  if (!running() && at != games.end() && at - games.begin() != gameIndex_) {
    gameIndex_ = static_cast<int>(at - games.begin());
    referenceIndex_ = ruleIndex_ = 0;
  }
}

bool GradeWindow::running() const { return !runDone_; }

void GradeWindow::letWorkerGo() {
  if (!worker_) return;
  worker_->join();
  // A run the page could not wait for was dropped where it paused: it is over, with what it had graded.
  runDone_ = true;
  current_ = -1;
  worker_.reset();
}

void GradeWindow::wait() { letWorkerGo(); }

bool GradeWindow::takes(const std::filesystem::path& file) {
  std::string extension = file.extension().string();
  std::transform(extension.begin(), extension.end(), extension.begin(),
                 [](unsigned char c) { return std::tolower(c); });
  return isProgramSource(file) || extension == ".zip";
}

std::string GradeWindow::addFile(const std::filesystem::path& file) {
  if (running()) return said_ = tr("Wait for the grading to end, or cancel it, before adding programs.");
  if (!takes(file))
    return said_ = text(
               "{0} was not added: only JavaScript (.js) and Python (.py) programs, or a .zip of them, are graded "
               "here.",
               file.filename().string());
  if (!isProgramSource(file)) return said_ = addZip(file);
  std::string content;
  try {
    content = readTextFile(file);
  } catch (const BoardFileError& e) {
    return said_ = text("{0} was not added: {1}", file.filename().string(), e.reason());
  }
  if (std::string problem = addSource(file, file.filename().string(), file, std::move(content)); !problem.empty())
    return said_ = problem;
  return said_ = text("Added {0} ({1}).", programs_.back().entry.name, programs_.back().entry.command);
}

std::string GradeWindow::addZip(const std::filesystem::path& zip) {
  std::vector<ZipEntry> entries;
  try {
    // The sources only, and none of the folders an archiver adds of its own (__MACOSX/, .git/, hidden files).
    entries = readZip(readTextFile(zip, kMostZipBytes), [](const std::string& path) {
      if (!isProgramSource(path)) return false;
      for (const auto& part : std::filesystem::path(path))
        if (part.string().empty() || part.string()[0] == '.' || part == "__MACOSX" || part == "node_modules")
          return false;
      return true;
    });
  } catch (const BoardFileError& e) {
    return text("{0} was not added: {1}", zip.filename().string(), e.reason());
  } catch (const ZipError& e) {
    return text("{0} was not added: {1}", zip.filename().string(), e.what());
  }
  if (entries.empty()) return text("{0} holds no .js or .py file to grade.", zip.filename().string());
  int added = 0;
  std::string refused;
  for (ZipEntry& e : entries) {
    const std::filesystem::path inside(e.path);
    // alice/check.py is alice's; a file at the top is named after itself.
    const std::filesystem::path namedAs =
        inside.has_parent_path()
            ? std::filesystem::path(inside.parent_path().filename().string() + inside.extension().string())
            : inside;
    const std::size_t before = programs_.size();
    const std::string problem = addSource(zip / inside, inside.filename().string(), namedAs, std::move(e.content));
    if (programs_.size() > before)
      ++added;
    else if (refused.empty())
      refused = problem;
  }
  return refused.empty() ? text("Added {0} programs from {1}.", added, zip.filename().string())
                         : text("Added {0} programs from {1}; {2}", added, zip.filename().string(), refused);
}

std::string GradeWindow::addSource(const std::filesystem::path& source, const std::string& fileName,
                                   const std::filesystem::path& namedAs, std::string content) {
  if (programs_.size() >= kMostPrograms)
    return text(
        "{0} was not added: at most {1} programs are graded here; boardlab-cli grade takes a class of any size.",
        fileName, kMostPrograms);
  // The same file twice is one program; a file of the same name with other content (the page keeps one copy
  // per name, so two students' main.py arrive at one path) is another.
  for (const Program& p : programs_)
    if (p.source == source && p.content == content) return text("{0} is on the list already.", p.entry.name);
  // Its copy, as it is now, alone in a folder of its own.
  std::error_code ec;
  if (scratch_.empty())
    scratch_ = std::filesystem::temp_directory_path(ec) /
               ("boardlab-grade-" + std::to_string(std::chrono::system_clock::now().time_since_epoch().count()));
  const std::filesystem::path folder = scratch_ / std::to_string(++copies_);
  std::filesystem::create_directories(folder, ec);
  std::string error;
  if (ec || !writeFileAtomically(folder / fileName, content, error))
    return text("{0} was not added: {1}", fileName, ec ? ec.message() : error);
  const std::string command = programSourceCommand(folder / fileName);
  const auto taken = [&](const std::string& name) {
    if (ext::findOutside(name) || (nameTaken_ && nameTaken_(name))) return true;  // one of Your programs
    for (const Program& p : programs_)
      if (p.entry.name == name) return true;
    for (const GameModule* g : games())
      if (isBuiltInAlgorithm(*g, name)) return true;
    return false;
  };
  programs_.push_back(Program{{programName(namedAs, taken), command}, folder.string(), source, std::move(content)});
  listChanged_ = true;
  return "";
}

void GradeWindow::start() {
  if (running()) return;
  letWorkerGo();  // a run that is over: returns at once
  if (programs_.empty()) {
    said_ = tr("Add the programs to grade first: open or drop their files.");
    return;
  }
  const std::vector<std::string> games = grade::gradeGames();
  gameIndex_ = std::clamp(gameIndex_, 0, static_cast<int>(games.size()) - 1);
  grade::GradeRun r = run_;
  r.game = games[static_cast<std::size_t>(gameIndex_)];
  const std::vector<std::string> references = algorithmNamesOf(r.game);
  const std::vector<std::string> rules = ruleNamesOf(r.game);
  referenceIndex_ = std::clamp(referenceIndex_, 0, static_cast<int>(references.size()) - 1);
  r.reference = references[static_cast<std::size_t>(referenceIndex_)];
  r.rule = rules.empty() ? "" : rules[static_cast<std::size_t>(std::clamp(ruleIndex_, 0, int(rules.size()) - 1))];
  r.lang = i18n::language() == i18n::Language::Chinese ? "zh-CN" : "en";
  r.out.clear();
  said_.clear();
  {
    const std::lock_guard lock(mutex_);
    graded_ = programs_;
    grades_.assign(programs_.size(), std::nullopt);
    gradedRun_ = r;
  }
  listChanged_ = false;
  cancelled_ = false;
  runDone_ = false;
  current_ = 0;
  currentTried_ = 0;
  const ext::Limits limits = limits_ ? limits_() : ext::Limits{};
  worker_ = startWorker([this, r, limits, programs = programs_] {
    for (std::size_t i = 0; i < programs.size() && !cancelled_; ++i) {
      current_ = static_cast<int>(i);
      currentTried_ = 0;
      grade::GradeRequest request;
      request.reference = r.reference;
      request.seed = r.seed;
      request.tries = r.tries;
      request.rule = r.rule;
      request.goOn = [this](const diff::SearchProgress& p) {
        currentTried_ = p.tried;
        return !cancelled_.load();
      };
      grade::Grade g;
      try {
        g = grade::gradeProgram(r.game, programs[i].entry, request, programs[i].workDir, limits);
      } catch (const std::exception& e) {  // never a run that looks busy for ever: this program is stopped
        g.entry = programs[i].entry;
        g.maxTries = r.tries;
        g.verdict = "stopped";
        g.message = e.what();
      }
      if (g.cancelled) break;
      // As the command line's report names it: the board beside the report, opened by the program's command.
      if (!g.board.empty()) {
        g.boardFile = g.entry.name + ".board";
        g.openCommand = grade::openCommand(r, g, "");
      }
      const std::lock_guard lock(mutex_);
      grades_[i] = std::move(g);
    }
    current_ = -1;
    runDone_ = true;
  });
  if (!worker_) {
    runDone_ = true;
    current_ = -1;
    said_ = tr("No worker could start: nothing was graded.");
  }
}

std::vector<std::pair<std::string, std::string>> GradeWindow::reportFiles() const {
  const std::lock_guard lock(mutex_);
  std::vector<grade::Grade> done;
  for (const auto& g : grades_)
    if (g) done.push_back(*g);
  if (done.empty()) return {};
  std::vector<std::pair<std::string, std::string>> files = grade::reportFiles(gradedRun_, done, graded_.size());
  for (const grade::Grade& g : done)
    if (!g.board.empty()) files.emplace_back(g.boardFile, g.board);
  return files;
}

std::string GradeWindow::reportZip() const {
  const auto files = reportFiles();
  return files.empty() ? std::string() : storedZip(files);
}

std::vector<GradeWindow::Row> GradeWindow::rows() const {
  std::vector<Row> out;
  const std::lock_guard lock(mutex_);
  // The run's programs while it is under way or has results; before that, the list being made.
  const bool anyGraded = std::any_of(grades_.begin(), grades_.end(), [](const auto& g) { return g.has_value(); });
  const bool showRun = !graded_.empty() && (running() || (!listChanged_ && anyGraded));
  const std::vector<Program>& list = showRun ? graded_ : programs_;
  for (std::size_t i = 0; i < list.size(); ++i) {
    Row r;
    r.name = list[i].entry.name;
    r.command = list[i].entry.command;
    if (showRun && grades_[i]) {
      r.verdict = shownVerdict(*grades_[i]);
      if (!grades_[i]->message.empty()) r.verdict += ": " + grades_[i]->message;
      if (!grades_[i]->fault.empty()) r.verdict += ": " + grades_[i]->fault;
      r.failedToGrade = grades_[i]->verdict != "passed";
      r.share = grades_[i]->share;
    }
    out.push_back(std::move(r));
  }
  return out;
}

int GradeWindow::gradedCount() const {
  const std::lock_guard lock(mutex_);
  return static_cast<int>(std::count_if(grades_.begin(), grades_.end(), [](const auto& g) { return g.has_value(); }));
}

void GradeWindow::draw() {
  if (worker_ && runDone_ && worker_->finished()) letWorkerGo();
  if (!visible_) return;
  ImGui::SetNextWindowSize(fittedWindowSize(36, 30), ImGuiCond_Appearing);
  if (ImGui::Begin(trId("Grade a class").c_str(), &visible_)) {
    drawOptions();
    drawPrograms();
  }
  ImGui::End();
}

void GradeWindow::drawOptions() {
  const std::vector<std::string> games = grade::gradeGames();
  if (games.empty()) return;
  gameIndex_ = std::clamp(gameIndex_, 0, static_cast<int>(games.size()) - 1);
  const std::string game = games[static_cast<std::size_t>(gameIndex_)];
  wrappedText(
      tr("Each program is searched for a counterexample against the reference: seeded random inputs, the "
         "first difference made as small as it can be, rechecked on a fresh start. The same seed gives the "
         "verdicts and boards of boardlab-cli grade."));
  ImGui::BeginDisabled(running());
  const float width = ImGui::GetFontSize() * 10;
  buttons_ = {};
  ImGui::SetNextItemWidth(width);
  std::vector<std::string> gameTitles;
  for (const std::string& g : games) gameTitles.push_back(tr(g));
  if (combo(tr("Game##grade"), gameIndex_, gameTitles)) referenceIndex_ = ruleIndex_ = 0;
  const std::vector<std::string> references = algorithmNamesOf(game);
  if (!references.empty()) {
    referenceIndex_ = std::clamp(referenceIndex_, 0, static_cast<int>(references.size()) - 1);
    ImGui::SetNextItemWidth(width);
    combo(tr("Reference"), referenceIndex_, references);
  }
  const std::vector<std::string> rules = ruleNamesOf(game);
  if (!rules.empty()) {
    ruleIndex_ = std::clamp(ruleIndex_, 0, static_cast<int>(rules.size()) - 1);
    ImGui::SetNextItemWidth(width);
    combo(tr("Rule"), ruleIndex_, rules);
  }
  int seed = static_cast<int>(std::min<std::uint64_t>(run_.seed, 2'000'000'000));
  ImGui::SetNextItemWidth(width);
  if (ImGui::InputInt(tr("Seed"), &seed)) run_.seed = static_cast<std::uint64_t>(std::max(seed, 0));
  buttons_.seed = middleOfLastItem();
  ImGui::SetNextItemWidth(width);
  ImGui::InputInt(tr("Tries"), &run_.tries, 100, 1000);
  buttons_.tries = middleOfLastItem();
  run_.tries = std::clamp(run_.tries, 1, 100'000);
  if (ImGui::Button(tr("Add programs...")) && addFiles_) addFiles_();
  buttons_.add = middleOfLastItem();
  ImGui::SameLine();
  if (ImGui::Button(tr("Clear the list"))) {
    programs_.clear();
    said_.clear();
    listChanged_ = true;
  }
  ImGui::SameLine();
  if (ImGui::Button(tr("Grade"))) start();
  buttons_.grade = middleOfLastItem();
  ImGui::EndDisabled();
  if (running()) {
    ImGui::SameLine();
    if (ImGui::Button(tr("Cancel"))) cancel();
  }
  if (!running() && gradedCount() > 0) {
    ImGui::SameLine();
    if (ImGui::Button(tr("Save the report...")) && saveReport_) saveReport_("grade-report.zip");
    buttons_.save = middleOfLastItem();
  }
  wrappedHint(
      tr("Open or drop .js and .py files, or a .zip of them, while this window is open: they are added to the "
         "list, not run, until you press Grade."));
  if (!said_.empty()) wrappedText(said_);
}

void GradeWindow::drawPrograms() {
  const std::vector<Row> list = rows();
  const int graded = gradedCount();
  if (running()) {
    const int at = current_;
    const float fraction = static_cast<float>(graded) / static_cast<float>(std::max<std::size_t>(list.size(), 1));
    const std::string label =
        at >= 0 && static_cast<std::size_t>(at) < list.size()
            ? text("{0} of {1} graded; {2}: {3} of {4} inputs tried", graded, list.size(),
                   list[static_cast<std::size_t>(at)].name, currentTried_.load(), gradedRun_.tries)
            : text("{0} of {1} graded", graded, list.size());
    ImGui::ProgressBar(fraction, ImVec2(-1, 0), label.c_str());
  } else if (graded > 0) {
    int passed = 0;
    for (const Row& r : list) passed += !r.verdict.empty() && !r.failedToGrade ? 1 : 0;
    wrappedText(text("{0} of {1} programs passed; {2} graded.", passed, list.size(), graded));
  }
  if (list.empty()) return;
  if (ImGui::BeginTable("programs", 3, ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_ScrollY)) {
    ImGui::TableSetupColumn(tr("program"), ImGuiTableColumnFlags_WidthStretch, 1.0f);
    ImGui::TableSetupColumn(tr("command"), ImGuiTableColumnFlags_WidthStretch, 1.3f);
    ImGui::TableSetupColumn(tr("verdict"), ImGuiTableColumnFlags_WidthStretch, 1.7f);
    ImGui::TableHeadersRow();
    for (const Row& r : list) {
      ImGui::PushID(r.name.c_str());
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(r.name.c_str());
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(r.command.c_str());
      ImGui::TableNextColumn();
      if (!r.verdict.empty()) {
        // The counterexample on the board, as report.html's link opens it (the reference at its verdict).
        if (!r.share.empty() && openLink_) {
          if (ImGui::SmallButton(tr("Open"))) openLink_(r.share);
          ImGui::SameLine();
        }
        const ImVec4 colour = r.failedToGrade ? ImVec4(1, 0.45f, 0.35f, 1) : ImVec4(0.45f, 0.85f, 0.45f, 1);
        ImGui::PushStyleColor(ImGuiCol_Text, colour);
        ImGui::TextWrapped("%s", r.verdict.c_str());
        ImGui::PopStyleColor();
      }
      ImGui::PopID();
    }
    ImGui::EndTable();
  }
}

}  // namespace boardlab::ui
