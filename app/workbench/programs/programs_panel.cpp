#include "app/workbench/programs/programs_panel.hpp"

#include <algorithm>
#include <cctype>
#include <cstdio>

#include <imgui.h>

#include "app/workbench/views/style.hpp"
#include "app/workbench/views/ui_text.hpp"
#include "engine/core/atomic_file.hpp"
#include "engine/core/board_text.hpp"
#include "engine/core/game_module.hpp"
#include "engine/ext/child_process.hpp"
#include "engine/ext/command_line.hpp"
#include "engine/ext/kits.hpp"
#include "engine/ext/outside.hpp"

namespace boardlab::ui {

// The programs' Chinese catalogue (zh_programs.cpp).
std::span<const i18n::Entry> programsChinese();

namespace {

bool sameBytes(const std::filesystem::path& a, const std::filesystem::path& b) {
  try {
    return readTextFile(a, ProgramEditor::kMaxFileBytes) == readTextFile(b, ProgramEditor::kMaxFileBytes);
  } catch (const BoardFileError&) {
    return false;
  }
}

// Listed before main() runs (as the shell's, shell/workbench.cpp): every workbench links this file.
const bool kProgramsCatalogueListed = (addUiCatalogueSource(40, programsChinese), true);

}  // namespace

ProgramsPanel::ProgramsPanel() {
  // A save in the editor restarts the program through the watch on its sources, as a save elsewhere does.
  editor_.setSaved([this](const std::filesystem::path&) { list_.lookNow(); });
}

void ProgramsPanel::load(const std::vector<ProgramEntry>& entries,
                         std::function<void(std::vector<ProgramEntry>)> changed) {
  changed_ = std::move(changed);
  list_.load(entries, [this] {
    if (changed_) changed_(list_.entries());
  });
}

void ProgramsPanel::tick() {
  runner_.poll();
  editor_.tick();
  // A source changed: its program is restarted (the trace is recorded again once it is up) and the
  // Code panel reads the file again.
  if (!list_.tick().empty()) source_.forget();
}

ProgramAnalysis* ProgramsPanel::analysisOf(std::string_view game) {
  for (const auto& a : analyses_)
    if (a->game() == game) return a.get();
  return nullptr;
}

void ProgramsPanel::drawAlgorithmChoices(std::string_view game, const std::string& current,
                                         const std::function<void(const std::string&)>& pick, bool runningOnly) {
  for (const ProgramState& p : list_.programs()) {
    if (p.entry.game != game || (runningOnly && !p.running)) continue;
    const std::string label = p.entry.name + "  -  " + text("your program: {0}", p.entry.command);
    if (ImGui::Selectable(label.c_str(), p.entry.name == current)) pick(p.entry.name);
  }
}

void ProgramsPanel::drawStatus(const std::string& algo, std::string_view game) {
  const ProgramState* p = list_.find(algo);
  if (!p) return;
  ProgramAnalysis* analysis = analysisOf(game);
  if (!analysis) return;  // a view that asks no program (it never called addAnalysis)
  if (runner_.busy()) runner_.drawProgress([&] { analysis->markCancelled(); });
  const std::string& problem = analysis->problem();
  if (!problem.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 0.6f, 0.3f, 1));
    wrappedText(problem);
    ImGui::PopStyleColor();
  }
}

std::string ProgramsPanel::addFromCommandLine(const std::string& spec, const std::string& folder) {
  ProgramEntry e;
  e.game = defaultProgramGame();
  std::string rest = spec;
  for (std::string_view game : ext::outsideGameNames())  // "GAME:" names the game, once
    if (rest.size() > game.size() && rest.compare(0, game.size(), game) == 0 && rest[game.size()] == ':') {
      e.game = std::string(game);
      rest = rest.substr(game.size() + 1);
      break;
    }
  const std::size_t eq = rest.find('=');
  if (eq == std::string::npos) return "wants NAME=COMMAND";
  e.name = rest.substr(0, eq);
  e.command = rest.substr(eq + 1);
  e.workDir = folder;
  return list_.add(e, /*remember=*/false);  // for this run only, as its help says
}

bool ProgramsPanel::addDraft() {
  const std::vector<std::string_view> games = ext::outsideGameNames();
  const auto game = static_cast<std::size_t>(std::max(draft_.game, 0));
  ProgramEntry e{draft_.name, draft_.command, draft_.folder, game < games.size() ? std::string(games[game]) : ""};
  message_ = list_.add(e);
  if (!message_.empty()) {
    startingSaid_.reset();  // the refusal stays until the next message
    return false;
  }
  sayStarting(text("Added {0}: it starts in the background.", e.name), e.name);
  draft_ = Draft{};
  return true;
}

ProgramEntry ProgramsPanel::addProgramFile(const std::filesystem::path& given, const std::string& gameOnScreen,
                                           std::string& said) {
  std::filesystem::path file = given;
  if (keepAddedSources_ && !programFolder_.empty() && given.parent_path() != programFolder_) {
    std::error_code ec;
    std::filesystem::create_directories(programFolder_, ec);
    // The same text again is the same program (restarted below); other text never replaces a kept file,
    // which may hold what the user wrote here: it is kept under a name of its own.
    std::filesystem::path kept = programFolder_ / given.filename();
    for (int n = 2; std::filesystem::exists(kept, ec) && !sameBytes(kept, given); ++n)
      kept = programFolder_ / (given.stem().string() + "-" + std::to_string(n) + given.extension().string());
    std::string error;
    try {
      if (writeFileAtomically(kept, readTextFile(given, ProgramEditor::kMaxFileBytes), error)) {
        std::filesystem::remove(given, ec);
        file = kept;
      }
    } catch (const BoardFileError&) {  // unreadable: said below, when the file itself is read
    }
  }
  std::string source;
  try {
    source = readTextFile(file);
  } catch (const BoardFileError& e) {
    said = text("{0} was not added: {1}", file.filename().string(), e.reason());
    return {};
  }
  ProgramEntry e;
  e.game = isProgramGame(gameOnScreen) ? gameOnScreen : defaultProgramGame();
  // The kit's entry point names the game: runLink( in JavaScript, run_link( in Python. A source that calls
  // both (the kit itself) keeps the game on screen.
  std::vector<std::string> called;
  for (std::string_view game : ext::outsideGameNames()) {
    std::string camel = "run" + std::string(game) + "(";
    camel[3] = static_cast<char>(std::toupper(static_cast<unsigned char>(camel[3])));
    if (source.find(camel) != std::string::npos || source.find("run_" + std::string(game) + "(") != std::string::npos)
      called.emplace_back(game);
  }
  if (called.size() == 1) e.game = called.front();
  e.command = programSourceCommand(file);
  e.workDir = file.parent_path().string();
  for (const ProgramState& p : list_.programs())  // opened again (edited): the same program, started afresh
    if (p.entry.command == e.command && p.entry.workDir == e.workDir) {
      if (p.waitsForApproval) {
        list_.approve(p.entry.name);  // the user ran this very file: their say
      } else {
        list_.restart(p.entry.name);
        source_.forget();
      }
      sayStarting(text("Restarting {0}.", p.entry.name), p.entry.name);
      said = text("Restarting {0}.", p.entry.name);
      return p.entry;
    }
  const std::string stem = file.stem().string();
  e.name = stem;
  if (std::string problem = programEntryProblem(e, false); !problem.empty()) {
    said = text("{0} was not added: {1}", file.filename().string(), problem);
    return {};
  }
  // A name of its own: not another program's, nor a built-in algorithm's (a student's scan.py is "scan-2").
  const GameModule* module = findGame(e.game);
  for (int n = 2; list_.find(e.name) || (module && isBuiltInAlgorithm(*module, e.name)); ++n)
    e.name = stem + "-" + std::to_string(n);
  message_ = list_.add(e);
  if (!message_.empty()) {
    startingSaid_.reset();
    said = text("{0} was not added: {1}", file.filename().string(), message_);
    return {};
  }
  sayStarting(text("Added {0}: it starts in the background.", e.name), e.name);
  said = text("Added {0} ({1}) from {2}.", e.name, tr(e.game), file.filename().string());
  return e;
}

void ProgramsPanel::sayStarting(std::string message, const std::string& name) {
  message_ = std::move(message);
  startingSaid_ = {name, list_.generation(name)};
}

void ProgramsPanel::drawSection(std::string_view game, const std::function<void(const std::string&)>& use,
                                const std::function<void(const std::string&)>& forget) {
  if (startingSaid_ && list_.generation(startingSaid_->first) != startingSaid_->second) {
    message_.clear();  // the start ended: the program's row says how
    startingSaid_.reset();
  }
  if (!section(trId("Your programs").c_str(), false)) return;
  if (!ext::programsCanStart()) {
    ImGui::TextWrapped("%s",
                       tr("A web page cannot run programs: your own checks run in the desktop build (docs/web.md)."));
    return;
  }
  wrappedHint(tr("Your own win or link check, in any language (docs/protocol.md, kits/)."));
  const std::string* restart = nullptr;
  const std::string* remove = nullptr;
  const std::string* approve = nullptr;
  const std::string* edit = nullptr;
  for (const ProgramState& p : list_.programs()) {
    ImGui::PushID(p.entry.name.c_str());
    const ImVec4 colour = p.running            ? ImVec4(0.35f, 0.85f, 0.45f, 1)
                          : !p.problem.empty() ? ImVec4(1, 0.45f, 0.35f, 1)
                                               : ImVec4(0.7f, 0.7f, 0.7f, 1);
    ImGui::TextColored(colour, "%s", p.entry.name.c_str());
    ImGui::SameLine();
    ImGui::TextDisabled("(%s) %s", tr(p.entry.game).c_str(), p.entry.command.c_str());
    if (p.entry.game == game && p.running) {
      if (ImGui::SmallButton(tr("Use"))) use(p.entry.name);
      ImGui::SameLine();
    }
    if (p.waitsForApproval) {
      if (ImGui::SmallButton(tr("Run it"))) approve = &p.entry.name;
    } else if (ImGui::SmallButton(tr("Restart"))) {
      restart = &p.entry.name;
    }
    if (!editableSource(p.entry).empty()) {
      ImGui::SameLine();
      if (ImGui::SmallButton(tr("Edit"))) edit = &p.entry.name;
    }
    ImGui::SameLine();
    if (ImGui::SmallButton(tr("Remove"))) remove = &p.entry.name;
    if (p.waitsForApproval) {
      ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 0.6f, 0.3f, 1));
      wrappedText(
          text("Not started: it comes from the settings file, and you have not run it from here. It runs "
               "this command in {0}. Run it only if you trust it.",
               p.entry.workDir.empty() ? std::string(tr("the workbench's folder")) : p.entry.workDir));
      ImGui::PopStyleColor();
    } else if (!p.problem.empty()) {
      ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 0.6f, 0.3f, 1));
      wrappedText(p.problem);
      ImGui::PopStyleColor();
    } else if (!p.running) {
      ImGui::TextDisabled("%s", tr("starting..."));
    }
    ImGui::PopID();
  }
  if (approve) {
    const std::string name = *approve;
    list_.approve(name);
    sayStarting(text("Starting {0}.", name), name);
  }
  if (restart) {
    const std::string name = *restart;
    list_.restart(name);
    source_.forget();
    sayStarting(text("Restarting {0}.", name), name);
  }
  if (edit) {
    const std::string name = *edit;
    this->edit(name);
  }
  if (remove) {
    const std::string name = *remove;
    forget(name);
    if (editor_.program() == name) editor_.close();  // what was typed and not saved is kept as its draft
    list_.remove(name);
    message_ = text("Removed {0}.", name);
    startingSaid_.reset();
  }
  ImGui::Separator();
  if (pickProgramFile_) {  // the page: a file, since there is no folder of the user's to run a command in
    if (ImGui::Button(tr("Open a program file..."))) pickProgramFile_();
    wrappedHint(
        tr("JavaScript (.js) and Python (.py) programs run here in a sandbox: they reach nothing of yours. "
           "Java, C# and C++ need a compiler: they run in the desktop build."));
  }
  if (!programFolder_.empty()) {  // a check written here, from its kit's template
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(tr("Write a new check in"));
    for (const auto& [language, label] : {std::pair{"js", "JavaScript##new"}, std::pair{"python", "Python##new"}}) {
      ImGui::SameLine();
      if (ImGui::Button(tr(label))) newProgram(game, language);
    }
  }
  ImGui::TextUnformatted(tr("Add a program"));
  const float w = ImGui::GetContentRegionAvail().x * 0.7f;
  ImGui::SetNextItemWidth(w);
  ImGui::InputText(trId("Name").c_str(), draft_.name, sizeof draft_.name);
  ImGui::SetNextItemWidth(w);
  ImGui::InputText(trId("Command").c_str(), draft_.command, sizeof draft_.command);
  // The folder's row also holds Browse: its field gives up the room the button needs (at 100% the
  // button ran past the panel's edge).
  const std::string folderLabel = trId("Working folder");
  const char* browse = tr("Browse...##program folder");
  const ImGuiStyle& style = ImGui::GetStyle();
  const float rowRest =
      ImGui::CalcTextSize(folderLabel.c_str(), nullptr, true).x + style.ItemInnerSpacing.x +
      (pickFolder_ ? style.ItemSpacing.x + ImGui::CalcTextSize(browse, nullptr, true).x + style.FramePadding.x * 2.0f
                   : 0.0f);
  ImGui::SetNextItemWidth(
      std::max(ImGui::GetFontSize() * 4.0f, std::min(w, ImGui::GetContentRegionAvail().x - rowRest - 1.0f)));
  ImGui::InputText(folderLabel.c_str(), draft_.folder, sizeof draft_.folder);
  if (pickFolder_) {
    ImGui::SameLine();
    if (ImGui::SmallButton(browse)) browseForFolder();
  }
  ImGui::PushID("program game");
  const std::vector<std::string_view> games = ext::outsideGameNames();
  for (std::size_t i = 0; i < games.size(); ++i) {
    if (i > 0) ImGui::SameLine();
    ImGui::RadioButton(tr(std::string(games[i])).c_str(), &draft_.game, static_cast<int>(i));
  }
  ImGui::PopID();
  if (ImGui::Button(tr("Add##program"))) addDraft();
  if (!message_.empty()) wrappedText(message_);
}

void ProgramsPanel::useEditorFolders(std::filesystem::path programs, std::filesystem::path drafts) {
  programFolder_ = std::move(programs);
  editor_.useDraftFolder(std::move(drafts));
}

std::filesystem::path ProgramsPanel::editableSource(const ProgramEntry& entry) const {
  std::string error;
  const auto words = ext::splitCommand(entry.command, error);
  if (!words || words->size() != 2 || !isProgramSource((*words)[1])) return {};
  const std::string& runtime = (*words)[0];
  if (runtime != "node" && runtime != "python3" && runtime != "python") return {};
  const std::filesystem::path file((*words)[1]);
  return file.is_absolute() || entry.workDir.empty() ? file : std::filesystem::path(entry.workDir) / file;
}

bool ProgramsPanel::edit(const std::string& name) {
  const ProgramState* p = list_.find(name);
  const std::filesystem::path file = p ? editableSource(p->entry) : std::filesystem::path();
  std::string error = file.empty() ? text("{0} runs no single .js or .py file to edit.", name) : "";
  if (!file.empty() && editor_.open(file, name, error)) return true;
  message_ = text("{0} cannot be edited: {1}", name, error);
  startingSaid_.reset();
  return false;
}

std::string ProgramsPanel::newProgram(std::string_view game, std::string_view language) {
  const std::string extension = language == "python" ? ".py" : ".js";
  const std::filesystem::path templateFile =
      ext::kitFolder(language) / "new" / ("check_" + std::string(game) + extension);
  std::string source;
  try {
    source = readTextFile(templateFile);
  } catch (const BoardFileError& e) {
    message_ = text("No new program: {0}", e.what());
    startingSaid_.reset();
    return "";
  }
  // The template's line about the kit folder's grade.sh names a file this program has not: grading is under
  // Run here.
  for (std::size_t at = source.find("./grade.sh"); at != std::string::npos; at = source.find("./grade.sh")) {
    const std::size_t start = source.rfind('\n', at) + 1;  // npos + 1 = 0: the first line
    const std::size_t end = source.find('\n', at);
    source.erase(start, end == std::string::npos ? std::string::npos : end - start + 1);
  }
  // A name no program, built-in algorithm or file of the folder has: check_gomoku, check_gomoku-2, ...
  const std::string stem = "check_" + std::string(game);
  const GameModule* module = findGame(game);
  std::error_code ec;
  std::filesystem::create_directories(programFolder_, ec);
  std::string name = stem;
  for (int n = 2; list_.find(name) || (module && isBuiltInAlgorithm(*module, name)) ||
                  std::filesystem::exists(programFolder_ / (name + extension), ec);
       ++n)
    name = stem + "-" + std::to_string(n);
  const std::filesystem::path file = programFolder_ / (name + extension);
  std::string error;
  if (!writeFileAtomically(file, source, error)) {
    message_ = text("No new program: {0}", error);
    startingSaid_.reset();
    return "";
  }
  std::string said;
  const ProgramEntry added = addProgramFile(file, std::string(game), said);
  if (added.name.empty()) {
    message_ = said;
    return "";
  }
  edit(added.name);
  written_ = added.name;
  return added.name;
}

void ProgramsPanel::drawEditor(const TraceCursor& cursor, const std::string& algo) {
  std::filesystem::path traced;
  int line = 0;
  if (algo == editor_.program())
    if (const Step* step = cursor.current(); step && !step->file.empty()) {
      const std::filesystem::path named(step->file);
      traced = named.is_absolute() ? named : list_.folderOf(algo) / named;
      line = step->codeLine;
    }
  // A program that failed before any step (a syntax error, an exception on load) names the line on stderr.
  // Only for its own answer on screen (no step of it names a line: it failed before its first) or a start that
  // failed, never while another algorithm is shown.
  ProgramEditor::Fault fault;
  const ProgramState* p = list_.find(editor_.program());
  if (p && line == 0 && (!p->problem.empty() || algo == p->entry.name))
    fault = ProgramEditor::faultIn(p->stderrLines, editor_.file());
  editor_.draw(traced, line, fault);
}

void ProgramsPanel::browseForFolder() {
  if (!pickFolder_) return;
  pickFolder_(draft_.folder, [this](const std::filesystem::path& folder) {
    std::snprintf(draft_.folder, sizeof draft_.folder, "%s", folder.c_str());
  });
}

bool ProgramsPanel::drawCode(const TraceCursor& cursor, const std::string& algo) {
  if (!list_.find(algo)) return false;
  return source_.draw(cursor, list_.folderOf(algo));
}

void ProgramsPanel::drawLog(const std::string& algo) {
  const ProgramState* p = list_.find(algo);
  if (!p || !section(trId("Program log (stderr)").c_str(), false)) return;
  if (p->stderrLines.empty()) {
    wrappedHint(tr("Nothing on stderr."));
    return;
  }
  ImGui::PushFont(fonts().mono);
  ImGui::BeginChild("stderr", ImVec2(0, ImGui::GetTextLineHeightWithSpacing() * 8), true,
                    ImGuiWindowFlags_HorizontalScrollbar);
  for (const std::string& line : p->stderrLines) ImGui::TextUnformatted(line.c_str());
  ImGui::EndChild();
  ImGui::PopFont();
}

bool ProgramsPanel::settling() const {
  if (runner_.busy()) return true;
  for (const auto& a : analyses_)
    if (a->waiting()) return true;
  for (const ProgramState& p : list_.programs())
    if (!p.running && p.problem.empty() && !p.waitsForApproval) return true;  // its start is on its way
  return false;
}

}  // namespace boardlab::ui
