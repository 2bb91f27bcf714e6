#include "engine/grade/grade.hpp"

#include <algorithm>
#include <chrono>
#include <deque>
#include <exception>

#include "engine/core/game_module.hpp"
#include "engine/core/share_link.hpp"
#include "engine/diff/search.hpp"
#include "engine/ext/outside.hpp"

namespace boardlab::grade {

namespace {

// A deque: gradingFor's pointers stay valid while later games register.
std::deque<GameGrading>& registered() {
  static std::deque<GameGrading> all;
  return all;
}

}  // namespace

void registerGameGrading(const GameGrading& grading) {
  if (!gradingFor(grading.game)) registered().push_back(grading);
}

const GameGrading* gradingFor(std::string_view game) {
  for (const GameGrading& g : registered())
    if (g.game == game) return &g;
  return nullptr;
}

std::vector<std::string> gradeGames() {
  std::vector<std::string> names;
  const std::vector<std::string_view> programGames = ext::outsideGameNames();
  for (const GameModule* g : games())
    if (gradingFor(g->name) && std::find(programGames.begin(), programGames.end(), g->name) != programGames.end())
      names.emplace_back(g->name);
  return names;
}

Grade gradeProgram(std::string_view game, const GradeEntry& entry, const GradeRequest& request,
                   const std::string& workDir, const ext::Limits& limits) {
  Grade g;
  g.entry = entry;
  g.maxTries = request.tries;
  const auto t0 = std::chrono::steady_clock::now();
  std::string error;
  const GameGrading* grading = gradingFor(game);
  if (!grading) {
    g.verdict = "not started";
    g.message = std::string(game) + " cannot be graded";
  } else if (ext::findOutside(entry.name)) {  // another's program (the workbench's Your programs): left alone
    g.verdict = "not started";
    g.message = "a program named " + entry.name + " is running already: grade it under another name";
    g.seconds = 0;
    return g;
  } else if (!ext::addOutside(game, entry.name, entry.command, workDir, limits, error)) {
    g.verdict = "not started";
    g.message = error;
  } else {
    GradeRequest r = request;
    r.program = entry.name;
    try {
      grading->grade(r, g);
    } catch (const std::exception& e) {  // the program gone from under its search, say: no verdict but this
      g.message = e.what();
      g.cancelled = false;
    }
    g.verdict = g.cancelled          ? ""
                : !g.message.empty() ? "stopped"
                : !g.fault.empty()   ? "fault"
                : g.intermittent     ? "intermittent"
                : g.differs          ? "failed"
                                     : "passed";
  }
  ext::removeOutside(entry.name);  // stops it
  g.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return g;
}

void runGradeSearch(diff::Search& search, const GradeRequest& request, GradeFinding& f) {
  const std::string& program = request.program;
  search.setFreshStart([program] { ext::restartOutside({program}); });
  search.run([&](const diff::SearchProgress& p) {
    return ext::gaveUpMessage({program}).empty() && (!request.goOn || request.goOn(p));
  });
  const diff::SearchProgress p = search.progress();
  f.tried = p.tried;
  f.maxTries = p.maxTries;
  f.message = ext::gaveUpMessage({program});
  const diff::ProgramFault& fault = search.fault();
  f.timedOut = p.state == diff::SearchState::Faulted && ext::isTimeoutFailure(fault.message);
  if (p.state == diff::SearchState::Faulted)
    f.fault =
        "failed on input " + std::to_string(fault.tryIndex + 1) + ", and again after a fresh start: " + fault.message;
  f.intermittent = p.state == diff::SearchState::Intermittent;
  f.intermittentFaults = diff::intermittentFaultsText(search);
  f.cancelled = p.state == diff::SearchState::Cancelled && f.message.empty();
}

std::string gradeStepText(const Trace& t, int k) {
  if (k < 0 || static_cast<std::size_t>(k) >= t.steps.size()) return "(no step " + std::to_string(k) + ")";
  const Step& s = t.steps[static_cast<std::size_t>(k)];
  std::string text = s.narration.empty() ? "(no narration)" : s.narration;
  if (!s.file.empty() || s.codeLine > 0)
    text += " [" + (s.file.empty() ? std::string("line ") : s.file + ":") + std::to_string(s.codeLine) + "]";
  return text;
}

void fillArrivedSteps(GradeFinding& f, const Trace& program) {
  f.arrivedTotal = static_cast<int>(program.steps.size());
  for (int k = std::max(0, f.arrivedTotal - kArrivedSteps); k < f.arrivedTotal; ++k) {
    std::string text = gradeStepText(program, k);
    std::replace(text.begin(), text.end(), '\n', ' ');  // one line each: the report shows them as a block
    f.arrivedSteps.push_back(std::to_string(k + 1) + ". " + text);
  }
}

std::string gradeShare(Scene scene, const Trace& reference) {
  const auto verdict = std::find_if(reference.steps.begin(), reference.steps.end(),
                                    [](const Step& s) { return s.event == Event::Verdict; });
  scene.step = verdict != reference.steps.end() ? static_cast<int>(verdict - reference.steps.begin()) + 1
                                                : static_cast<int>(reference.steps.size());
  SharedLink link;
  link.scene = std::move(scene);
  try {
    const std::string text = shareLink(link);
    return text.size() <= kMaxShareLinkLength ? text : std::string();
  } catch (const std::exception&) {
    return {};  // a board no link carries: the report gives the board file alone
  }
}

}  // namespace boardlab::grade
