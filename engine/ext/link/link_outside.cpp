// Link's part of outside programs: a program asked as a link algorithm, one request per pair of tiles, its
// path checked by BoardLab (link_path.hpp; docs/protocol.md, "link").

#include "engine/ext/link/link_outside.hpp"

#include "engine/ext/link/link_path.hpp"
#include "engine/link/algorithms.hpp"

namespace boardlab::ext {

namespace {

std::vector<std::string> linkRows(const link::Board& b) {
  std::vector<std::string> rows(static_cast<std::size_t>(b.rows()),
                                std::string(static_cast<std::size_t>(b.cols()), '.'));
  for (int y = 0; y < b.rows(); ++y)
    for (int x = 0; x < b.cols(); ++x) rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)] = b.at({x, y});
  return rows;
}

link::LinkResult askLink(Program& program, const link::Board& board, Cell a, Cell b, Recorder* rec) {
  const int id = program.nextId();
  const std::string request =
      linkRequest(id, board.cols(), board.rows(), board.border(), board.anyTurns() ? -1 : board.maxTurns(),
                  linkRows(board), a, b, rec != nullptr);
  Answer answer = program.ask(request, id, board.cols(), board.rows(), rec != nullptr);
  recordSteps(rec, answer);
  link::LinkResult out = link::notLinked(link::Reason::NoPath);
  if (!answer.ok) {
    out.fault = answer.failure;
    return out;
  }
  if (!answer.result.linked) {
    program.noteFailure();
    out.fault = program.name() + ": protocol error: the result has no \"linked\": true or false";
    return out;
  }
  if (!*answer.result.linked) {
    if (auto refused = link::refuse(board, a, b)) out.reason = *refused;
    return out;
  }
  if (auto bad = checkLinkPath(board, a, b, answer.result.cells)) {
    // The program answered, well formed, and its answer is wrong: a verdict (the search finds it as a
    // difference and shrinks it), not a failure of the program.
    out.linked = true;
    out.path = answer.result.cells;
    out.brokenRule = *bad;
    if (rec) {
      // The claimed path on the board, so the user sees where it goes wrong.
      rec->step([&](Step& s) {
        s.event = Event::BadPath;
        s.narration = program.name() + ": its path breaks the rules: " + *bad;
        for (std::size_t i = 0; i + 1 < answer.result.cells.size(); ++i)
          s.arrows.push_back({answer.result.cells[i], answer.result.cells[i + 1], MarkRole::Fault, ""});
      });
    }
    return out;
  }
  std::vector<Cell> path = answer.result.cells;
  link::normalizePath(path);
  return link::linkedResult(std::move(path));
}

void addLinkProgram(const std::string& name, const std::string& title, std::weak_ptr<Program> weak) {
  link::addOutsideAlgorithm(name, title, [weak](const link::Board& b, Cell p, Cell q, Recorder* rec) {
    const auto program = weak.lock();
    return program ? askLink(*program, b, p, q, rec)
                   : link::notLinked(link::Reason::NotApplicable);  // removed meanwhile
  });
}

}  // namespace

OutsideGame linkOutside() { return {"link", addLinkProgram, link::removeOutsideAlgorithm}; }

}  // namespace boardlab::ext
