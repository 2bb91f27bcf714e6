#include "engine/core/trace_json.hpp"

#include <ostream>

#include "engine/i18n/i18n.hpp"

namespace boardlab {

namespace {

// One step as JSON: what both the whole document and the stream are made of.
nlohmann::json stepToJson(const Step& s, const std::vector<std::string>& listing, const CellNamer& name) {
  nlohmann::json marks = nlohmann::json::array();
  for (const CellMark& m : s.marks) {
    nlohmann::json mark{{"cell", name(m.cell)}, {"role", markRoleName(m.role)}};
    if (m.value >= 0) mark["value"] = m.value;
    marks.push_back(mark);
  }
  nlohmann::json arrows = nlohmann::json::array();
  for (const Arrow& a : s.arrows)
    arrows.push_back({{"from", name(a.from)}, {"to", name(a.to)}, {"role", markRoleName(a.role)}, {"label", a.label}});
  nlohmann::json watch = nlohmann::json::object();
  for (const Watch& w : s.watch) watch[w.name] = w.value;
  const bool inListing = s.codeLine >= 1 && static_cast<std::size_t>(s.codeLine) <= listing.size();
  nlohmann::json step{{"line", s.codeLine},
                      {"code", inListing ? listing[static_cast<std::size_t>(s.codeLine - 1)] : ""},
                      {"event", eventName(s.event)},
                      {"narration", s.narration},
                      {"marks", marks},
                      {"arrows", arrows},
                      {"watch", watch}};
  if (!s.file.empty()) step["file"] = s.file;  // an outside program's own source file
  return step;
}

}  // namespace

nlohmann::json traceToJson(const Trace& trace, const std::vector<std::string>& listing, const CellNamer& name) {
  nlohmann::json steps = nlohmann::json::array();
  for (const Step& s : trace.steps) steps.push_back(stepToJson(s, listing, name));
  return {{"algo", trace.algo}, {"truncated", trace.truncated}, {"note", trace.note}, {"steps", steps}};
}

void streamTraceJson(std::ostream& out, const Trace& trace, const std::vector<std::string>& listing,
                     const CellNamer& name) {
  out << "{\n  \"algo\": " << nlohmann::json(trace.algo).dump()
      << ",\n  \"note\": " << nlohmann::json(trace.note).dump()
      << ",\n  \"truncated\": " << (trace.truncated ? "true" : "false") << ",\n  \"steps\": [";
  bool first = true;
  for (const Step& s : trace.steps) {
    std::string step = stepToJson(s, listing, name).dump(2);
    std::string indented = "\n    ";
    for (char c : step) indented += c == '\n' ? std::string("\n    ") : std::string(1, c);
    out << (first ? "" : ",") << indented;
    first = false;
  }
  out << (first ? "]\n}\n" : "\n  ]\n}\n");
}

void writeTraceJson(std::ostream& out, const Trace& trace, const std::vector<std::string>& listing,
                    const CellNamer& name, const nlohmann::json& extra) {
  // The same fields as traceToJson's, without the steps; an object dumps its keys in sorted order, so
  // the steps are written where "steps" falls among them, each dumped alone.
  nlohmann::json head = extra;
  head["algo"] = trace.algo;
  head["truncated"] = trace.truncated;
  head["note"] = trace.note;
  out << '{';
  bool first = true, stepsWritten = false;
  const auto writeSteps = [&] {
    out << (first ? "" : ",") << "\"steps\":[";
    for (std::size_t i = 0; i < trace.steps.size(); ++i)
      out << (i ? "," : "") << stepToJson(trace.steps[i], listing, name).dump();
    out << ']';
    first = false;
    stepsWritten = true;
  };
  for (auto it = head.begin(); it != head.end(); ++it) {
    if (!stepsWritten && it.key() > "steps") writeSteps();
    out << (first ? "" : ",") << nlohmann::json(it.key()).dump() << ':' << it.value().dump();
    first = false;
  }
  if (!stepsWritten) writeSteps();
  out << "}\n";
}

void printTrace(std::ostream& out, const Trace& trace, const std::vector<std::string>& listing, const CellNamer& name) {
  out << "trace of " << trace.algo << ": " << i18n::counted(static_cast<long long>(trace.steps.size()), "step") << "\n";
  int index = 0;
  for (const Step& s : trace.steps) {
    out << ++index << ". [" << (s.file.empty() ? "" : s.file + " ") << "line " << s.codeLine << "] " << s.narration;
    if (s.event != Event::None) out << "  <" << eventName(s.event) << ">";
    out << '\n';
    const bool inListing = s.codeLine >= 1 && static_cast<std::size_t>(s.codeLine) <= listing.size();
    if (inListing) out << "     | " << listing[static_cast<std::size_t>(s.codeLine - 1)] << '\n';
    if (!s.watch.empty()) {
      out << "     watch:";
      for (const Watch& w : s.watch) out << ' ' << w.name << '=' << w.value;
      out << '\n';
    }
    if (!s.marks.empty()) {
      out << "     cells:";
      for (const CellMark& m : s.marks) out << ' ' << name(m.cell) << '(' << markRoleName(m.role) << ')';
      out << '\n';
    }
  }
  if (trace.truncated) out << "note: " << trace.note << '\n';
}

}  // namespace boardlab
