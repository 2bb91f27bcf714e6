#include "engine/grade/report_html.hpp"

#include <iomanip>
#include <map>
#include <sstream>

#include "engine/core/share_link.hpp"
#include "engine/i18n/i18n.hpp"

namespace boardlab::grade {
namespace {

// The report's own words in Chinese. A table of its own rather than the process's language: the grade's
// workers record traces while the report is written, in the language the verdicts are compared in.
constexpr i18n::Entry kChinese[] = {
    {"Grade: {0} against {1}", "评分：{0}，参照 {1}"},
    {"{0} of {1} programs passed (seed {2}, up to {3} random inputs each{4}).",
     "{1} 个程序中 {0} 个通过（种子 {2}，每个最多 {3} 个随机输入{4}）。"},
    {", {0} rule", "，{0} 规则"},
    {"Graded so far: {0} of {1}.", "已评：{0} / {1}。"},
    {"program", "程序"},
    {"verdict", "结论"},
    {"inputs tried", "已试输入"},
    {"seconds", "秒"},
    {"counterexample", "反例"},
    {"passed {0} of {1} inputs", "通过 {0} / {1} 个输入"},
    {"failed on input {0} of {1}", "在第 {0} / {1} 个输入上不符"},
    {"fault after {0} of {1} inputs", "{0} / {1} 个输入后出错"},
    {"intermittent after {0} of {1} inputs", "{0} / {1} 个输入后时有时无"},
    {"stopped after {0} of {1} inputs", "{0} / {1} 个输入后停止"},
    {"not started", "未能启动"},
    {"fault", "出错"},
    {"intermittent", "时有时无"},
    {"stopped", "停止"},
    {"{0} of {1}", "{0} / {1}"},
    {"Differs at {0} on a board of {1}.", "在 {1} 的棋盘上于 {0} 不同。"},
    {"At {0} on a board of {1}.", "在 {1} 的棋盘上，{0}。"},
    {"A failure of the program, not a verdict: it {0}", "程序自身的故障，不是结论：{0}"},
    {"Stopped: {0}", "停止：{0}"},
    {"Graded again alone: {0}", "单独重评：{0}"},
    {"Intermittent, not a verdict: the difference found did not come back when the program was started afresh.",
     "时有时无，不是结论：程序重新启动后，找到的不同没有再现。"},
    {"Intermittent failures (not counted against it): {0}", "时有时无的故障（不计）：{0}"},
    {"Its last steps on that input:", "它在该输入上的最后几步："},
    {"Open the counterexample (the reference at its verdict)", "打开反例（参照算法的结论一步）"},
    {"Share link, for the workbench (boardlab LINK) or the page:", "分享链接，用于工作台（boardlab 链接）或网页："},
    {"In the workbench with the program:", "在工作台中连同该程序打开："},
    {"The board file", "棋盘文件"},
    {"Click a column's title to sort by it.", "点击列标题按该列排序。"},
    {"No program failed.", "没有程序失败。"},
};

std::string say(const GradeRun& run, std::string_view english, std::initializer_list<std::string> values = {}) {
  std::string_view pattern = english;
  if (run.lang == "zh-CN")
    for (const i18n::Entry& e : kChinese)
      if (e.english == english) pattern = e.chinese;
  const std::vector<std::string> list(values);
  return i18n::fill(pattern, list);
}

std::string escaped(std::string_view text) {
  std::string out;
  for (char c : text) switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      default:
        out += c;
    }
  return out;
}

// The counterexample's picture, drawn by its game from the share link's scene ("" when there is none).
std::string boardPicture(const GradeRun& run, const Grade& g) {
  if (g.share.empty()) return {};
  try {
    const SharedLink link = readShareLink(g.share);
    const GameGrading* game = gradingFor(link.scene.game.empty() ? run.game : link.scene.game);
    return game && game->boardSvg ? game->boardSvg(link.scene) : std::string();
  } catch (const std::exception&) {
    return {};  // the board file below still shows it
  }
}

constexpr std::string_view kStyle = R"(
body { font: 15px/1.45 "DejaVu Sans", "Noto Sans CJK SC", sans-serif; margin: 2em auto; max-width: 60em; color: #222; }
h1 { font-size: 1.5em; } h2 { font-size: 1.2em; margin: 0 0 .4em; }
table { border-collapse: collapse; width: 100%; }
th, td { border-bottom: 1px solid #ccc; padding: .3em .6em; text-align: left; }
th { cursor: pointer; user-select: none; background: #f3f3f3; }
th[aria-sort=ascending]::after { content: " \25B2"; } th[aria-sort=descending]::after { content: " \25BC"; }
td.n { text-align: right; font-variant-numeric: tabular-nums; }
tr.passed td:nth-child(2) { color: #176b2c; } tr.failed td:nth-child(2), tr.fault td:nth-child(2) { color: #b01818; }
section.finding { border: 1px solid #ccc; border-radius: 6px; padding: 1em; margin: 1.2em 0; break-inside: avoid; }
.pair { display: flex; gap: 1.5em; align-items: flex-start; flex-wrap: wrap; }
.verdicts dt { font-weight: bold; } .verdicts dd { margin: 0 0 .5em 0; }
code, pre { font-family: "DejaVu Sans Mono", monospace; font-size: .85em; overflow-wrap: anywhere; }
pre { background: #f6f6f6; padding: .5em; white-space: pre-wrap; }
.hint { color: #666; font-size: .9em; }
@media print { .hint, details { display: none; } body { margin: 0; max-width: none; } th { cursor: auto; } }
)";

// Sorting by a column's title, ascending then descending: numbers by their value, words by their text.
constexpr std::string_view kScript = R"(
document.querySelectorAll("#grades th").forEach(function (th, column) {
  th.addEventListener("click", function () {
    var body = document.querySelector("#grades tbody");
    var up = th.getAttribute("aria-sort") !== "ascending";
    document.querySelectorAll("#grades th").forEach(function (h) { h.removeAttribute("aria-sort"); });
    th.setAttribute("aria-sort", up ? "ascending" : "descending");
    var key = function (row) {
      var cell = row.children[column];
      var v = cell.getAttribute("data-v");
      return v !== null ? parseFloat(v) : cell.textContent.toLowerCase();
    };
    Array.from(body.rows).sort(function (a, b) {
      var x = key(a), y = key(b);
      return (x < y ? -1 : x > y ? 1 : 0) * (up ? 1 : -1);
    }).forEach(function (row) { body.appendChild(row); });
  });
});
)";

}  // namespace

std::string verdictText(const GradeRun& run, const Grade& g) {
  const std::string tried = std::to_string(g.tried), of = std::to_string(g.maxTries);
  if (g.verdict == "passed") return say(run, "passed {0} of {1} inputs", {tried, of});
  if (g.verdict == "failed") return say(run, "failed on input {0} of {1}", {tried, of});
  if (g.verdict == "not started" || g.tried == 0) return say(run, g.verdict);
  return say(run, g.verdict + " after {0} of {1} inputs", {tried, of});
}

std::string reportHtml(const GradeRun& run, const std::vector<Grade>& grades, std::size_t of) {
  int passed = 0;
  for (const Grade& g : grades) passed += g.verdict == "passed" ? 1 : 0;
  const std::string rule =
      grades.empty() || grades.front().rule.empty() ? "" : say(run, ", {0} rule", {grades.front().rule});
  std::ostringstream html;
  html << "<!DOCTYPE html>\n<html lang=\"" << (run.lang == "zh-CN" ? "zh-CN" : "en")
       << "\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
       << "<title>" << escaped(say(run, "Grade: {0} against {1}", {run.game, run.reference})) << "</title><style>"
       << kStyle << "</style></head><body>\n<h1>"
       << escaped(say(run, "Grade: {0} against {1}", {run.game, run.reference})) << "</h1>\n<p>"
       << escaped(say(run, "{0} of {1} programs passed (seed {2}, up to {3} random inputs each{4}).",
                      {std::to_string(passed), std::to_string(grades.size()), std::to_string(run.seed),
                       std::to_string(run.tries), rule}));
  if (grades.size() < of)
    html << ' ' << escaped(say(run, "Graded so far: {0} of {1}.", {std::to_string(grades.size()), std::to_string(of)}));
  html << "</p>\n<p class=\"hint\">" << escaped(say(run, "Click a column's title to sort by it.")) << "</p>\n"
       << "<table id=\"grades\"><thead><tr>";
  for (const char* title : {"program", "verdict", "inputs tried", "seconds", "counterexample"})
    html << "<th>" << escaped(say(run, title)) << "</th>";
  html << "</tr></thead><tbody>\n";
  for (const Grade& g : grades) {
    const std::string anchor = "p-" + g.entry.name;  // names are letters, digits, '_', '-' and '.'
    const bool detailed = !(g.verdict == "passed" && g.intermittentFaults.empty() && g.recheck.empty());
    std::ostringstream seconds;
    seconds << std::fixed << std::setprecision(2) << g.seconds;
    html << "<tr class=\"" << (g.verdict == "not started" ? "not-started" : g.verdict) << "\"><td>"
         << (detailed ? "<a href=\"#" + anchor + "\">" + escaped(g.entry.name) + "</a>" : escaped(g.entry.name))
         << "</td><td>" << escaped(verdictText(run, g)) << "</td><td class=\"n\" data-v=\"" << g.tried << "\">"
         << escaped(say(run, "{0} of {1}", {std::to_string(g.tried), std::to_string(g.maxTries)}))
         << "</td><td class=\"n\" data-v=\"" << seconds.str() << "\">" << seconds.str() << "</td><td>"
         << (g.board.empty() ? "" : "<a href=\"#" + anchor + "\">" + escaped(g.size) + "</a>") << "</td></tr>\n";
  }
  html << "</tbody></table>\n";
  bool any = false;
  for (const Grade& g : grades) {
    if (g.verdict == "passed" && g.intermittentFaults.empty() && g.recheck.empty()) continue;
    any = true;
    html << "<section class=\"finding\" id=\"p-" << g.entry.name << "\"><h2>" << escaped(g.entry.name)
         << "</h2>\n<p><code>" << escaped(g.entry.command) << "</code>: " << escaped(verdictText(run, g)) << "</p>\n";
    if (!g.message.empty()) html << "<p>" << escaped(say(run, "Stopped: {0}", {g.message})) << "</p>\n";
    if (!g.fault.empty())
      html << "<p>" << escaped(say(run, "A failure of the program, not a verdict: it {0}", {g.fault})) << "</p>\n";
    if (!g.recheck.empty()) html << "<p>" << escaped(say(run, "Graded again alone: {0}", {g.recheck})) << "</p>\n";
    if (g.intermittent)
      html << "<p>"
           << escaped(say(run,
                          "Intermittent, not a verdict: the difference found did not come back when the program was "
                          "started afresh."))
           << "</p>\n";
    if (!g.intermittentFaults.empty())
      html << "<p>" << escaped(say(run, "Intermittent failures (not counted against it): {0}", {g.intermittentFaults}))
           << "</p>\n";
    if (g.board.empty()) {
      html << "</section>\n";
      continue;
    }
    html << "<div class=\"pair\">" << boardPicture(run, g) << "<div><p>"
         << escaped(say(run, g.differs ? "Differs at {0} on a board of {1}." : "At {0} on a board of {1}.",
                        {g.where, g.size + (g.rule.empty() ? "" : ", " + g.rule)}))
         << "</p><dl class=\"verdicts\"><dt>" << escaped(run.reference) << "</dt><dd>" << escaped(g.reference)
         << "</dd><dt>" << escaped(g.entry.name) << "</dt><dd>" << escaped(g.program) << "</dd></dl></div></div>\n";
    if (!g.fault.empty() && !g.arrivedSteps.empty()) {
      html << "<p>" << escaped(say(run, "Its last steps on that input:")) << "</p><pre>";
      for (const std::string& step : g.arrivedSteps) html << escaped(step) << '\n';
      html << "</pre>\n";
    }
    if (!g.share.empty()) {
      const std::string address = shareAddress(run, g);
      html << "<p>" << escaped(say(run, "Share link, for the workbench (boardlab LINK) or the page:")) << "<br>"
           << (run.shareBase.empty() ? "<code>" + escaped(address) + "</code>"
                                     : "<a href=\"" + escaped(address) + "\">" +
                                           escaped(say(run, "Open the counterexample (the reference at its verdict)")) +
                                           "</a> <code>" + escaped(address) + "</code>")
           << "</p>\n";
    }
    html << "<p>" << escaped(say(run, "In the workbench with the program:")) << "<br><code>" << escaped(g.openCommand)
         << "</code></p>\n<details><summary>" << escaped(say(run, "The board file")) << "</summary><pre>"
         << escaped(g.board) << "</pre></details></section>\n";
  }
  if (!any) html << "<p>" << escaped(say(run, "No program failed.")) << "</p>\n";
  html << "<script>" << kScript << "</script>\n</body></html>\n";
  return html.str();
}

}  // namespace boardlab::grade
