#include "app/workbench/workbench.hpp"
#include "app/workbench/ui_text.hpp"

#include <algorithm>
#include <utility>
#include <cmath>

#include <GLFW/glfw3.h>  // key codes only: ImGui 1.86 takes the backend's native key codes
#include <imgui.h>

#include "app/workbench/style.hpp"
#include "app/workbench/trace_overlay.hpp"
#include "app/workbench/trace_panels.hpp"
#include "engine/core/atomic_file.hpp"
#include "engine/core/board_text.hpp"
#include "engine/gomoku/board_file.hpp"
#include "engine/gomoku/formats.hpp"
#include "engine/gomoku/notation.hpp"
#include "engine/gomoku/position_edit.hpp"
#include "engine/link/board_file.hpp"

namespace boardlab::ui {

Workbench::Workbench(Settings settings, std::filesystem::path settingsFile, float uiScale)
    : record_(gomoku::recordOf(gomoku::Game(gomoku::Board(settings.boardCols, settings.boardRows)))),
      game_(gomoku::replayGame(record_)),
      savedRecord_(record_),
      settings_(std::move(settings)),
      settingsFile_(std::move(settingsFile)),
      uiScale_(uiScale),
      customCols_(settings_.boardCols),
      customRows_(settings_.boardRows) {
  addUiCatalogue();
  registerCommands();
  link_.setPrograms(&programs_);  // issue 16: a link program's analysis runs off the UI thread too
  finder_.setMoreAlgorithms([this](bool gomoku) { return programs_.list().runningNames(gomoku ? ProgramGame::Gomoku : ProgramGame::Link); });
  // Issue 16: start the user's programs the settings remember; an add or remove is saved at once.
  programs_.load(settings_.programs, [this](std::vector<ProgramEntry> entries) {
    settings_.programs = std::move(entries);
    persistSettings();
  });
}

void Workbench::setGame(gomoku::Game game, std::string status) {
  setRecord(gomoku::recordOf(game));
  customCols_ = game_.board().cols();  // the size fields start from the board on screen
  customRows_ = game_.board().rows();
  savedRecord_ = record_;
  documentPath_.clear();
  edits_.clear();
  status_ = std::move(status);
}

void Workbench::setRecord(gomoku::GameRecord record) {
  game_ = gomoku::replayGame(record);
  record_ = std::move(record);
}

bool Workbench::unsaved() const {
  return restoredUnsaved_ || (kind_ == GameKind::Link ? link_.unsaved() : record_ != savedRecord_);
}

void Workbench::enableRecovery(std::filesystem::path folder) {
  recovery_ = Recovery(std::move(folder));
  const std::vector<Recovery::Found> found = recovery_.findLeftBehind();
  leftBehind_.assign(found.begin(), found.end());
  offerNextRecovery();
}

void Workbench::offerNextRecovery() {
  if (leftBehind_.empty()) return;
  const Recovery::Found found = leftBehind_.front();
  leftBehind_.pop_front();
  const std::string origin = found.originalPath.empty() ? std::string(tr("an unsaved board")) : found.originalPath;
  std::string detail = text("BoardLab did not close properly. A copy of {0} was kept at {1}.\n"
                            "Cancel leaves it where it is; it is offered again at the next start.", origin, found.when);
  if (!leftBehind_.empty()) detail += "\n" + text("Copies still to be offered after this one: {0}.", leftBehind_.size());
  ask(tr("Restore the board you were working on?"), detail,
      [this, found] {
        // One restored board at a time: the copies not yet offered stay for the next start.
        for (const Recovery::Found& rest : leftBehind_) recovery_.release(rest);
        leftBehind_.clear();
        if (!pasteBoard(found.boardText)) {
          recovery_.release(found);
          return;
        }
        documentPath_ = found.originalPath;
        restoredUnsaved_ = true;
        std::string error;
        if (!recovery_.restore(found, error))
          status_ = text("The recovery copy could not be written: {0}", error);
        else
          status_ = text("Restored the board kept at {0}: save it to keep it.", found.when);
      },
      [this, found] {
        recovery_.release(found);
        offerNextRecovery();
      });
}

// While there are unsaved changes, a copy is written every two seconds at most; once the work is safe
// the copy goes.
void Workbench::keepRecoveryCopy() {
  if (!recovery_.enabled() || openConfirm_ || ImGui::IsPopupOpen(trId("Please confirm").c_str())) return;
  sinceRecovery_ += ImGui::GetIO().DeltaTime;
  if (sinceRecovery_ < 2.0f) return;
  sinceRecovery_ = 0.0f;
  std::string error;
  if (!unsaved())
    recovery_.clear();
  else if (std::string board = boardText(); !recovery_.keep(board, documentPath_.string(), error))
    status_ = text("The recovery copy could not be written: {0}", error);
  else
    keptBoard_ = std::move(board);
}

bool Workbench::animating() {
  return activeCursor().playing() || link_.animating() || busy();  // busy: a background search shows its progress
}

std::optional<double> Workbench::wakeAfterSeconds() {
  std::optional<double> wake;
  // Unsaved work not yet in the recovery copy: wake when the copy is due (it is written on a frame).
  if (recovery_.enabled() && unsaved() && boardText() != keptBoard_) wake = std::max(0.0, 2.0 - sinceRecovery_);
  // A text field blinks its caret.
  if (ImGui::GetIO().WantTextInput) wake = std::min(wake.value_or(0.4), 0.4);
  // Issue 16: the user's programs' sources are watched (a change restarts the program) even while idle.
  if (!programs_.list().programs().empty()) {
    const double every = std::chrono::duration<double>(ProgramList::kWatchEvery).count();
    wake = std::min(wake.value_or(every), every);
  }
  return wake;
}

void Workbench::setLinkBoard(link::Board board, std::string status) {
  link_.setBoard(std::move(board));
  kind_ = GameKind::Link;
  documentPath_.clear();
  status_ = std::move(status);
}

TraceCursor& Workbench::activeCursor() {
  return kind_ == GameKind::Link ? link_.analysis().cursor() : analysis_.cursor();
}

void Workbench::setRule(gomoku::Rule rule) {
  record_.rule = rule;
  game_.setRule(rule);
}

bool Workbench::takeBack() {
  if (record_.actions.size() >= gomoku::GameRecord::kMaxActions || !game_.takeBack()) return false;
  record_.actions.push_back({gomoku::Action::Kind::Undo, {}});
  return true;
}

bool Workbench::redo() {
  if (record_.actions.size() >= gomoku::GameRecord::kMaxActions || !game_.redo()) return false;
  record_.actions.push_back({gomoku::Action::Kind::Redo, {}});
  return true;
}

std::optional<float> Workbench::takeScaleRequest() {
  auto r = scaleRequest_;
  scaleRequest_.reset();
  return r;
}

std::optional<bool> Workbench::takeFullscreenRequest() {
  auto r = fullscreenRequest_;
  fullscreenRequest_.reset();
  return r;
}

void Workbench::setPresenter(bool on) {
  if (on == presenter_) return;
  presenter_ = on;
  setHighContrast(on);
  setLargeBoardMarks(on);
  if (on) scaleBeforePresenter_ = uiScale_;
  scaleRequest_ = on ? scaleBeforePresenter_ * 1.5f : scaleBeforePresenter_;
  fullscreenRequest_ = on;
  status_ = tr(on ? "Presenter mode: F11 or Esc leaves it." : "Presenter mode off.");
}

// [SECTION] Commands: every menu item, button and key in one table.
void Workbench::registerCommands() {
  const auto gomokuShown = [this] { return kind_ == GameKind::Gomoku; };
  const auto playing = [this] { return kind_ == GameKind::Gomoku && mode_ == BoardMode::Play; };
  const auto tracing = [this] {
    return (kind_ == GameKind::Link ? link_.analysis().active() : analysis_.active()) && !activeCursor().empty();
  };

  commands_.add({"file.open", "Open...", "Ctrl+O", GLFW_KEY_O, true, false, nullptr, [this] {
                   browser_.open(FileBrowser::Mode::Open, documentPath_.parent_path(), {}, {".board", ".psq", ".sgf", ".txt", ".moves"});
                 }});
  commands_.add({"file.save", "Save", "Ctrl+S", GLFW_KEY_S, true, false, nullptr, [this] {
                   if (documentPath_.empty())
                     browseToSave(SavePurpose::Board, "position.board");
                   else
                     saveFile(documentPath_);
                 }});
  commands_.add({"file.saveas", "Save as...", "Ctrl+Shift+S", GLFW_KEY_S, true, true, nullptr, [this] {
                   browseToSave(SavePurpose::Board, documentPath_.empty() ? "position.board" : documentPath_.filename().string());
                 }});
  commands_.add({"view.presenter", "Presenter mode", "F11", GLFW_KEY_F11, false, false, nullptr, [this] { setPresenter(!presenter_); }});
  commands_.add({"view.presenter.leave", "Leave presenter mode", "Esc", GLFW_KEY_ESCAPE, false, false, [this] { return presenter_ && !ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId); },
                 [this] { setPresenter(false); }});
  commands_.add({"edit.copy", "Copy the board as text", "Ctrl+C", GLFW_KEY_C, true, false, nullptr, [this] {
                   ImGui::SetClipboardText(boardText().c_str());
                   status_ = tr("Copied the board to the clipboard (board-file text).");
                 }});
  commands_.add({"edit.paste", "Paste a board", "Ctrl+V", GLFW_KEY_V, true, false, nullptr, [this] {
                   const char* clip = ImGui::GetClipboardText();
                   const std::string text = clip ? clip : "";
                   confirmDiscard(tr("Replace the board with the one on the clipboard?"), [this, text] { pasteBoard(text); });
                 }});
  commands_.add({"app.quit", "Quit", "Ctrl+Q", GLFW_KEY_Q, true, false, nullptr, [this] { requestQuit(); }});
  commands_.add({"game.new", "New game", "Ctrl+N", GLFW_KEY_N, true, false, nullptr, [this] {
                   confirmDiscard(tr("Start a new game?"), [this] {
                     if (kind_ == GameKind::Link) {
                       link_.newBoard();
                       documentPath_.clear();
                       restoredUnsaved_ = false;
                     } else {
                       startNewGame(game_.board().cols(), game_.board().rows());
                     }
                   });
                 }});
  commands_.add({"game.newgomoku", "New gomoku game", "", -1, false, false, nullptr, [this] {
                   confirmDiscard(tr("Start a new gomoku game?"), [this] {
                     kind_ = GameKind::Gomoku;
                     startNewGame(settings_.boardCols, settings_.boardRows);
                   });
                 }});
  commands_.add({"game.newlink", "New link board", "Ctrl+L", GLFW_KEY_L, true, false, nullptr, [this] {
                   confirmDiscard(tr("Start a new link board?"), [this] {
                     kind_ = GameKind::Link;
                     link_.newBoard();
                     documentPath_.clear();
                     restoredUnsaved_ = false;
                   });
                 }});
  commands_.add({"game.takeback", "Take back", "Ctrl+Z", GLFW_KEY_Z, true, false,
                 [this, playing] { return playing() && game_.canTakeBack(); },
                 [this] { status_ = tr(takeBack() ? "Took back a move." : "Nothing taken back: the record is full (save, then edit)."); },
                 true});
  commands_.add({"game.redo", "Redo", "Ctrl+Y", GLFW_KEY_Y, true, false,
                 [this, playing] { return playing() && game_.canRedo(); },
                 [this] { status_ = tr(redo() ? "Replayed a move." : "Nothing replayed: the record is full (save, then edit)."); },
                 true});
  // Edits: the same keys for both games; each game keeps its own edit history.
  commands_.add({"edit.undo", "Undo edit", "Ctrl+Z", GLFW_KEY_Z, true, false,
                 [this] { return kind_ == GameKind::Link ? link_.editing() && link_.canUndoEdit() : mode_ == BoardMode::Edit && edits_.canUndo(); },
                 [this] { kind_ == GameKind::Link ? link_.undoEdit() : undoEdit(); }, true});
  commands_.add({"edit.redo", "Redo edit", "Ctrl+Y", GLFW_KEY_Y, true, false,
                 [this] { return kind_ == GameKind::Link ? link_.editing() && link_.canRedoEdit() : mode_ == BoardMode::Edit && edits_.canRedo(); },
                 [this] { kind_ == GameKind::Link ? link_.redoEdit() : redoEdit(); }, true});
  commands_.add({"mode.toggle", "Play / edit mode", "E", GLFW_KEY_E, false, false, nullptr, [this] {
                   const bool edit = kind_ == GameKind::Link ? !link_.editing() : mode_ == BoardMode::Play;
                   if (kind_ == GameKind::Link) link_.setEditing(edit);
                   else mode_ = edit ? BoardMode::Edit : BoardMode::Play;
                   status_ = tr(edit ? "Edit mode: click or drag to paint, Ctrl+Z undoes an edit." : "Play mode.");
                 }});
  commands_.add({"edit.clear", "Clear the board", "", -1, false, false,
                 [this, gomokuShown] { return gomokuShown() && mode_ == BoardMode::Edit; },
                 [this] { edit(gomoku::cleared(game_), tr("Cleared the board.")); }});
  link_.registerCommands(commands_, [this] { return kind_ == GameKind::Link; });

  // Stepping works on the trace on screen, whichever game it belongs to.
  commands_.add({"trace.first", "First step", "Home", GLFW_KEY_HOME, false, false, tracing, [this] { activeCursor().first(); }});
  commands_.add({"trace.prev", "Previous step", "Left", GLFW_KEY_LEFT, false, false, tracing, [this] { activeCursor().previous(); }, true});
  commands_.add({"trace.play", "Play / pause", "Space", GLFW_KEY_SPACE, false, false, tracing, [this] {
                   TraceCursor& cur = activeCursor();
                   cur.playing() ? cur.pause() : cur.play();
                 }});
  commands_.add({"trace.next", "Next step", "Right", GLFW_KEY_RIGHT, false, false, tracing, [this] { activeCursor().next(); }, true});
  commands_.add({"trace.last", "Last step", "End", GLFW_KEY_END, false, false, tracing, [this] { activeCursor().last(); }});
  // Presentation clickers send Page Up / Page Down: they step like the arrows.
  commands_.add({"trace.clicker.prev", "Previous step (clicker)", "PgUp", GLFW_KEY_PAGE_UP, false, false, tracing,
                 [this] { activeCursor().previous(); }, true});
  commands_.add({"trace.clicker.next", "Next step (clicker)", "PgDn", GLFW_KEY_PAGE_DOWN, false, false, tracing,
                 [this] { activeCursor().next(); }, true});
  commands_.add({"trace.nextevent", "Next event", "Ctrl+Right", GLFW_KEY_RIGHT, true, false, tracing, [this] {
                   if (!activeCursor().nextEvent(pickedEvent_))
                     status_ = pickedEvent_.empty() ? std::string(tr("No later event.")) : text("No later event '{0}'.", tr(pickedEvent_));
                 }});
  commands_.add({"trace.prevevent", "Previous event", "Ctrl+Left", GLFW_KEY_LEFT, true, false, tracing, [this] {
                   if (!activeCursor().previousEvent(pickedEvent_)) status_ = tr("No earlier event.");
                 }});
  commands_.add({"trace.breakpoint", "Run to breakpoint", "F5", GLFW_KEY_F5, false, false, tracing, [this] {
                   TraceCursor& cur = activeCursor();
                   if (cur.breakpoints().empty())
                     status_ = tr("No breakpoint: Ctrl+click a point to set one.");
                   else if (!cur.nextBreakpoint())
                     status_ = tr("No later step touches a breakpoint.");
                 }});
}

void Workbench::confirmDiscard(std::string question, std::function<void()> action) {
  if (!unsaved()) {
    action();
    return;
  }
  ask(std::move(question),
      text("The changes to {0} are not saved and will be lost.",
           documentPath_.empty() ? std::string(tr("this board")) : documentPath_.filename().string()),
      std::move(action));
  confirmOffersSave_ = true;  // unsaved work: the dialog offers to save it first
}

void Workbench::ask(std::string question, std::string detail, std::function<void()> action, std::function<void()> onCancel) {
  confirmQuestion_ = std::move(question);
  confirmDetail_ = std::move(detail);
  confirmAction_ = std::move(action);
  confirmCancel_ = std::move(onCancel);
  confirmOffersSave_ = false;
  openConfirm_ = true;
}

void Workbench::requestQuit() {
  confirmDiscard(tr("Quit BoardLab?"), [this] {
    recovery_.clear();  // the user chose to leave without the changes
    quit_ = true;
  });
}

// [SECTION] Game and edits
void Workbench::startNewGame(int cols, int rows) {
  try {
    game_.newGame(cols, rows);
    record_ = gomoku::recordOf(game_);
    savedRecord_ = record_;
    documentPath_.clear();
    restoredUnsaved_ = false;
    edits_.clear();
    analysis_.cursor().clearBreakpoints();
    settings_.boardCols = cols;
    settings_.boardRows = rows;
    persistSettings();
    status_ = text("New {0}x{1} game: black to move.", cols, rows);
  } catch (const std::invalid_argument& e) {
    status_ = text("Board not changed: {0}.", e.what());
  }
}

void Workbench::jumpToMove(std::size_t count) {
  while (game_.moves().size() > count && takeBack()) {
  }
  while (game_.moves().size() < count && redo()) {
  }
}

void Workbench::edit(const gomoku::Game& next, std::string status) {
  edits_.record(record_);
  setRecord(gomoku::recordOf(next));
  status_ = std::move(status);
}

void Workbench::undoEdit() {
  gomoku::GameRecord r = record_;
  if (edits_.undo(r)) {
    setRecord(std::move(r));
    status_ = tr("Undid an edit.");
  }
}

void Workbench::redoEdit() {
  gomoku::GameRecord r = record_;
  if (edits_.redo(r)) {
    setRecord(std::move(r));
    status_ = tr("Redid an edit.");
  }
}

void Workbench::onBoardInput(const BoardInput& input) {
  const ImGuiIO& io = ImGui::GetIO();
  const int rows = game_.board().rows();
  if (mode_ == BoardMode::Edit) {
    if (const auto cell = stroke_.next(input)) {
      const gomoku::Stone paint = tool_ == EditTool::Black ? gomoku::Stone::Black
                                  : tool_ == EditTool::White ? gomoku::Stone::White
                                                             : gomoku::Stone::None;
      // A point already showing the paint is no change, unless the history must be flattened.
      if (game_.board().at(*cell) != paint || !game_.moves().empty()) {
        if (stroke_.firstChange()) edits_.record(record_);
        setRecord(gomoku::recordOf(gomoku::withStone(game_, *cell, paint)));
        status_ = text("Painted {0}.", gomoku::cellName(*cell, rows));
      }
    }
    return;
  }
  if (!input.clicked) return;
  const Cell c = *input.clicked;
  const std::string name = gomoku::cellName(c, rows);
  if (io.KeyCtrl && analysis_.active()) {
    status_ = toggleBreakpoint(analysis_.cursor(), c, name);
    return;
  }
  if (io.KeyShift && game_.rule() == gomoku::Rule::Renju && game_.board().at(c) == gomoku::Stone::None) {
    analysis_.setAlgorithm("forbidden");
    analysis_.setPoint(c);
    status_ = text("Checking {0} with forbidden: may black play there?", name);
    return;
  }
  if (io.KeyShift) {
    if (analysis_.algorithm() == "forbidden") analysis_.setAlgorithm("scan");
    // The action that put the stone there, or a painted stone as if it had just been placed (the engine decides).
    const auto stone = gomoku::stoneToAnalyse(record_, c);
    if (!stone) {
      status_ = text("{0} holds no stone: Shift+click a stone to analyse it.", name);
    } else {
      analysis_.setStone(c);
      if (!analysis_.active()) analysis_.setAlgorithm("scan");
      status_ = stone->painted ? text("Analysing the painted stone on {0} as if it had just been placed.", name)
                               : text("Analysing move {0} ({1}).", stone->ply, name);
    }
    return;
  }
  // Renju: a forbidden point loses for black, so the click asks first.
  if (game_.rule() == gomoku::Rule::Renju && game_.toMove() == gomoku::Stone::Black && !game_.over() &&
      game_.board().at(c) == gomoku::Stone::None) {
    if (const gomoku::Forbidden f = gomoku::forbiddenAt(game_.board(), c); f != gomoku::Forbidden::None) {
      ask(text("Play {0}? It is forbidden for black ({1}).", name, tr(std::string(gomoku::forbiddenName(f)))),
          tr("Under renju a forbidden move loses at once: white wins."), [this, c] { playAt(c); });
      return;
    }
  }
  playAt(c);
}

void Workbench::playAt(Cell c) {
  const std::string name = gomoku::cellName(c, game_.board().rows());
  if (record_.actions.size() >= gomoku::GameRecord::kMaxActions) {
    status_ = text("The record holds {0} actions, its limit: save it, then start a new game.", gomoku::GameRecord::kMaxActions);
    return;
  }
  switch (game_.play(c)) {
    case gomoku::PlayError::None:
      record_.actions.push_back({gomoku::Action::Kind::Place, c});
      status_ = game_.forbidden() != gomoku::Forbidden::None
                    ? text("Black played the forbidden point {0} ({1}): white wins.", name, tr(std::string(gomoku::forbiddenName(game_.forbidden()))))
                : game_.over() ? text("{0} wins with {1}.", tr(std::string(gomoku::stoneName(game_.result().winner))), name)
                             : text("{0} played {1}.", tr(std::string(gomoku::stoneName(game_.moves().back().stone))), name);
      break;
    case gomoku::PlayError::Occupied:
      status_ = text("{0} is already taken: the turn stays with {1}.", name, tr(std::string(gomoku::stoneName(game_.toMove()))));
      break;
    case gomoku::PlayError::GameOver:
      status_ = tr("The game is over: take back (Ctrl+Z) or start a new game (Ctrl+N).");
      break;
    case gomoku::PlayError::OffBoard:
      break;
  }
}

// [SECTION] Files
std::vector<std::string> Workbench::showBoardText(const std::string& text, const std::string& name) {
  // BoardLab's board files (either game), or a standard gomoku format: PSQ, SGF, a move string.
  std::vector<std::string> notes;
  const gomoku::Format format = gomoku::chooseFormat(text, name, notes);
  const std::string kind = format == gomoku::Format::Board ? gomoku::boardFileGame(text, name) : "gomoku";
  if (kind == "link") {
    link_.setBoard(link::parseBoardFile(text, name));
    kind_ = GameKind::Link;
  } else {
    setRecord(format == gomoku::Format::Board ? gomoku::loadBoardText(text, name) : gomoku::loadGomokuText(text, name, notes));
    savedRecord_ = record_;
    customCols_ = game_.board().cols();
    customRows_ = game_.board().rows();
    edits_.clear();
    analysis_.cursor().clearBreakpoints();
    kind_ = GameKind::Gomoku;
  }
  restoredUnsaved_ = false;  // only now: a refused file must leave restored work marked unsaved
  pickedEvent_.clear();
  return notes;
}

// Notes from a lenient reader, after the status sentence.
static std::string withNotes(std::string status, const std::vector<std::string>& notes) {
  for (const std::string& n : notes) status += text(" Note: {0}", n);
  return status;
}

bool Workbench::openFile(const std::filesystem::path& path) {
  try {
    const std::vector<std::string> notes = showBoardText(readTextFile(path), path.string());
    documentPath_ = path;
    rememberFile(path);
    status_ = withNotes(text("Opened {0}.", path.string()), notes);
    return true;
  } catch (const std::exception& e) {
    // The board on screen stays as it was: a bad file never costs the user their work.
    status_ = text("Not opened: {0}", e.what());
    return false;
  }
}

std::string Workbench::boardText() const {
  return kind_ == GameKind::Link ? link::saveBoardFile(link_.board()) : gomoku::saveBoardText(record_);
}

bool Workbench::pasteBoard(const std::string& text) {
  try {
    splitBoardLines(text, "clipboard");  // refuses binary or over-long text before anything changes
    const std::vector<std::string> notes = showBoardText(text, "clipboard");
    documentPath_.clear();
    status_ = withNotes(tr("Pasted a board from the clipboard."), notes);
    return true;
  } catch (const std::exception& e) {
    status_ = i18n::text("Not pasted: {0}", e.what());
    return false;
  }
}

bool Workbench::saveFile(const std::filesystem::path& path) {
  std::string error;
  std::string text;
  std::vector<std::string> notes;
  // A gomoku game saved as .psq, .sgf or a move string is written in that format.
  const auto format = kind_ == GameKind::Gomoku ? gomoku::formatOfExtension(path) : std::nullopt;
  try {
    text = format && *format != gomoku::Format::Board ? gomoku::saveGomokuFile(record_, *format, {}, notes) : boardText();
  } catch (const std::invalid_argument& e) {
    status_ = i18n::text("Not saved: {0}", e.what());
    return false;
  }
  if (!writeFileAtomically(path, text, error)) {
    status_ = i18n::text("Not saved: {0} (the old file, if any, is unchanged).", error);
    return false;
  }
  if (kind_ == GameKind::Link)
    link_.markSaved();
  else
    savedRecord_ = record_;
  restoredUnsaved_ = false;
  recovery_.clear();
  if (!notes.empty()) {
    documentPath_ = path;
    rememberFile(path);
    status_ = withNotes(i18n::text("Saved {0}.", path.string()), notes);
    return true;
  }
  documentPath_ = path;
  rememberFile(path);
  status_ = i18n::text("Saved {0}.", path.string());
  return true;
}

void Workbench::rememberFile(const std::filesystem::path& path) {
  std::error_code ec;
  const auto absolute = std::filesystem::absolute(path, ec);
  settings_.rememberFile((ec ? path : absolute).string());
  persistSettings();
}

void Workbench::handlePendingOpens() {
  if (pendingOpens_.empty() || openConfirm_ || ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId)) return;
  const std::filesystem::path path = pendingOpens_.front();
  pendingOpens_.pop_front();
  confirmDiscard(text("Open {0}?", path.filename().string()), [this, path] { openFile(path); });
}

void Workbench::rememberWindow(int x, int y, int width, int height) {
  if (width <= 0 || height <= 0) return;
  settings_.windowX = x, settings_.windowY = y, settings_.windowWidth = width, settings_.windowHeight = height;
  persistSettings();
}

void Workbench::persistSettings() {
  if (settingsFile_.empty()) return;
  std::string error;
  if (!saveSettings(settingsFile_, settings_, error)) status_ = text("Settings not saved: {0}", error);
}

// [SECTION] Frame and layout
void Workbench::frame() {
  if (!ImGui::GetIO().WantCaptureKeyboard) commands_.handleKeys();
  closeMenuOnEscape();
  handlePendingOpens();
  keepRecoveryCopy();
  // Animations move by at most a tenth of a second a frame: the first frame after the loop slept for
  // seconds (nothing moved, see animating()) must not jump a trace that Play just started.
  const float animationStep = std::min(ImGui::GetIO().DeltaTime, 0.1f);
  programs_.tick();  // issue 16: a program's answer arrives, its sources are watched
  if (kind_ == GameKind::Link)
    link_.tick(animationStep);
  else
    programs_.update(analysis_, record_);  // a user's program is asked off the UI thread
  TraceCursor& cursor = activeCursor();
  if (cursor.advance(animationStep) && !cursor.playing() && !cursor.breakpoints().empty() &&
      cursor.position() + 1 < cursor.size())
    status_ = tr("Paused at a breakpoint.");

  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(vp->WorkPos);
  ImGui::SetNextWindowSize(vp->WorkSize);
  const ImGuiWindowFlags hostFlags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                     ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_MenuBar |
                                     ImGuiWindowFlags_NoBringToFrontOnFocus;
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(6 * uiScale_, 6 * uiScale_));
  ImGui::Begin("BoardLab", nullptr, hostFlags);
  ImGui::PopStyleVar();
  drawMenuBar();

  // Fixed proportions: the side panel takes a scaled width, the strip three rows.
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const ImGuiStyle& style = ImGui::GetStyle();
  const float sideWidth = std::clamp(avail.x * 0.4f, 300.0f * uiScale_, 640.0f * uiScale_);
  const float stripHeight = ImGui::GetFrameHeightWithSpacing() * 3.0f + historyScrollbarSize() + style.WindowPadding.y * 2.0f;
  const float topHeight = std::max(100.0f, avail.y - stripHeight - style.ItemSpacing.y);

  drawCanvas(avail.x - sideWidth - style.ItemSpacing.x, topHeight);
  programs_.update(analysis_, record_);  // a click on the canvas may have changed the game: panels show the new trace
  ImGui::SameLine();
  ImGui::BeginChild("side", ImVec2(sideWidth, topHeight), true);
  if (presenter_)
    drawPresenterPanel();
  else
    drawSidePanel();
  ImGui::EndChild();
  ImGui::BeginChild("timeline", ImVec2(0, 0), true, ImGuiWindowFlags_NoScrollbar);
  drawTimelineStrip();
  ImGui::EndChild();
  drawConfirmPopup();
  drawSaveLessonPopup();
  drawExportDialog();
  drawFinder();
  if (auto chosen = browser_.draw()) {
    const std::filesystem::path path = *chosen;
    std::error_code ec;
    const auto save = [this, path] {
      std::string error;
      switch (savePurpose_) {
        case SavePurpose::Board:
          if (saveFile(path) && afterSave_) std::exchange(afterSave_, nullptr)();  // Save first, then go on
          break;
        case SavePurpose::Png: requestExport({ExportJob::Kind::Png, path}); break;
        case SavePurpose::Gif:
          requestExport({ExportJob::Kind::Gif, path, exportDraft_.firstStep, exportDraft_.lastStep, exportDraft_.delayMs});
          break;
        case SavePurpose::Json:
          status_ = exportTraceJson(path, error) ? text("Exported the trace to {0}.", path.string()) : text("Not exported: {0}", error);
          break;
      }
    };
    if (browser_.mode() == FileBrowser::Mode::Open)
      postOpen(path);
    else if (std::filesystem::exists(path, ec) && path != documentPath_)
      ask(text("Replace {0}?", path.filename().string()), tr("A file with that name exists; saving replaces its content."), save);
    else
      save();
  }
  ImGui::End();

  drawHelpWindows();
}

void Workbench::drawCanvas(float width, float height) {
  ImGui::BeginChild("canvas", ImVec2(width, height), true, ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
  canvasRect_ = {ImGui::GetWindowPos(), ImVec2(ImGui::GetWindowPos().x + ImGui::GetWindowSize().x,
                                               ImGui::GetWindowPos().y + ImGui::GetWindowSize().y)};
  // The board gets its own region, so the legend and the caption beside or under it never cover it.
  const CanvasLayout layout = canvasLayout();
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
  ImGui::BeginChild("board", layout.boardSize, false,
                    ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse | ImGuiWindowFlags_NoBackground);
  ImGui::PopStyleVar();
  if (kind_ == GameKind::Link)
    link_.drawCanvas(geometry_, settings_.showCoordinates);
  else
    drawGomokuCanvas();
  ImGui::EndChild();
  drawCanvasLegend(layout);
  drawCanvasCaption(layout);
  ImGui::EndChild();
}

void Workbench::drawGomokuCanvas() {
  BoardViewOptions options;
  options.coordinates = settings_.showCoordinates;
  options.coordinateStyle = settings_.coordinateStyle;
  options.moveNumbers = settings_.showMoveNumbers;
  options.ghost = mode_ == BoardMode::Play;
  const Step* step = analysis_.active() ? analysis_.cursor().current() : nullptr;
  options.overlay = step;
  options.breakpoints = analysis_.active() ? &analysis_.cursor().breakpoints() : nullptr;
  // While a trace is shown, its own marks tell the verdict: the game's winning ring would give it away.
  static const std::vector<Cell> none;
  if (step) options.highlight = &none;
  const auto& lines = analysis_.linesAfter();
  if (step && lines && heatSide_ != 0) {
    const gomoku::Stone side = heatSide_ == 1 ? gomoku::Stone::Black : gomoku::Stone::White;
    const gomoku::Board& b = game_.board();
    heat_.assign(static_cast<std::size_t>(b.cols() * b.rows()), 0);
    for (int r = 0; r < b.rows(); ++r)
      for (int c = 0; c < b.cols(); ++c) heat_[static_cast<std::size_t>(r * b.cols() + c)] = lines->heat({c, r}, side);
    options.heat = &heat_;
    options.heatColour = heatSide_ == 1 ? IM_COL32(255, 110, 0, 255) : IM_COL32(0, 170, 255, 255);
  }
  forbidden_.clear();
  if (game_.rule() == gomoku::Rule::Renju && showForbidden_ && mode_ == BoardMode::Play && !game_.over()) {
    forbidden_ = gomoku::forbiddenPoints(game_.board());  // about 30 us on a mid-game 15x15 board
    options.forbidden = &forbidden_;
  }
  const BoardInput input = drawGomokuBoard(game_, options, geometry_);
  // The published JavaScript's dead lines of the stone's own colour through the analysed point: the lines
  // on which that stone can no longer win, whatever the board says.
  if (step && lines && game_.board().at(analysis_.result().verdict.at) != gomoku::Stone::None) {
    Step dead;
    const Cell p = analysis_.result().verdict.at;
    const gomoku::Stone own = game_.board().at(p);
    for (std::int16_t k : lines->index->through(p))
      if (lines->count(k, own) >= gomoku::LineState::kDead) {
        const gomoku::WinLine& l = lines->index->line(k);
        dead.arrows.push_back({l.cell(0), l.cell(4), MarkRole::Dead, ""});  // numbered in the Lines table
      }
    if (!dead.arrows.empty()) drawStepOverlay(dead, geometry_);
  }
  hovered_ = input.hovered;
  onBoardInput(input);
  if (hovered_) drawHoverTooltip();
}

void Workbench::drawHoverTooltip() {
  const Cell c = *hovered_;
  const Step* step = analysis_.active() ? analysis_.cursor().current() : nullptr;
  ImGui::BeginTooltip();
  ImGui::Text("%s", gomoku::pointName(c, game_.board().rows(), settings_.coordinateStyle).c_str());
  if (settings_.coordinateStyle != gomoku::CoordinateStyle::Renju) {
    ImGui::SameLine();  // narrations and files use renju names
    ImGui::TextDisabled("(%s)", gomoku::cellName(c, game_.board().rows()).c_str());
  }
  const gomoku::Stone s = game_.board().at(c);
  if (s != gomoku::Stone::None) {
    ImGui::SameLine();
    ImGui::TextDisabled("%s", text("{0} stone", tr(std::string(gomoku::stoneName(s)))).c_str());
  }
  if (step) {
    describeMarksAt(*step, c);
    if (analysis_.cursor().hasBreakpoint(c)) ImGui::BulletText("%s", tr("breakpoint"));
  }
  if (const auto& lines = analysis_.linesAfter(); step && lines) {
    ImGui::Separator();
    ImGui::TextDisabled(tr("counters of the %zu lines through it (black / white):"), lines->index->through(c).size());
    for (std::int16_t k : lines->index->through(c)) {
      const gomoku::WinLine& l = lines->index->line(k);
      const int rows = game_.board().rows();
      ImGui::Text("#%d %s-%s  %d / %d", k, gomoku::cellName(l.cell(0), rows).c_str(), gomoku::cellName(l.cell(4), rows).c_str(),
                  lines->black[static_cast<std::size_t>(k)], lines->white[static_cast<std::size_t>(k)]);
    }
  }
  ImGui::EndTooltip();
}

void Workbench::drawMenuBar() {
  if (!ImGui::BeginMenuBar()) return;
  if (ImGui::BeginMenu(tr("File"))) {
    commands_.menuItem("game.new");
    commands_.menuItem("game.newgomoku");
    commands_.menuItem("game.newlink");
    ImGui::Separator();
    commands_.menuItem("file.open");
    if (ImGui::BeginMenu(tr("Open recent"), !settings_.recentFiles.empty())) {
      for (const std::string& f : settings_.recentFiles)
        if (ImGui::MenuItem(f.c_str())) postOpen(f);
      ImGui::EndMenu();
    }
    commands_.menuItem("file.save");
    commands_.menuItem("file.saveas");
    ImGui::Separator();
    commands_.menuItem("app.quit");
    ImGui::EndMenu();
  }
  if (ImGui::BeginMenu(tr("Edit"))) {
    commands_.menuItem("game.takeback");
    commands_.menuItem("game.redo");
    ImGui::Separator();
    commands_.menuItem("edit.copy");
    commands_.menuItem("edit.paste");
    ImGui::Separator();
    commands_.menuItem("mode.toggle");
    commands_.menuItem("edit.undo");
    commands_.menuItem("edit.redo");
    commands_.menuItem("edit.clear");
    ImGui::EndMenu();
  }
  drawLessonMenu();
  drawExportMenu();
  if (kind_ == GameKind::Link && ImGui::BeginMenu(tr("Link"))) {
    for (const char* id : {"link.hint", "link.shuffle", "link.solvable", "link.autosolve"}) commands_.menuItem(id);
    ImGui::EndMenu();
  }
  if (ImGui::BeginMenu(tr("Run"))) {
    for (const char* id : {"trace.play", "trace.next", "trace.prev", "trace.first", "trace.last", "trace.nextevent",
                           "trace.prevevent", "trace.breakpoint"})
      commands_.menuItem(id);
    ImGui::Separator();
    if (ImGui::MenuItem(tr("Find a counterexample...")))
      finder_.show(kind_, kind_ == GameKind::Link ? std::string(link::algoName(link_.analysis().algorithm())) : analysis_.algorithm());
    ImGui::EndMenu();
  }
  drawViewMenu();
  drawHelpMenu();
  const std::string title = (documentPath_.empty() ? std::string(tr("untitled")) : documentPath_.filename().string()) +
                            (unsaved() ? " *" : "");
  ImGui::SameLine(ImGui::GetWindowWidth() - ImGui::CalcTextSize(title.c_str()).x - ImGui::GetStyle().ItemSpacing.x * 2);
  ImGui::TextDisabled("%s", title.c_str());
  ImGui::EndMenuBar();
}

void Workbench::drawConfirmPopup() {
  if (openConfirm_) {
    ImGui::OpenPopup(trId("Please confirm").c_str());  // the one confirmation dialog: discard, replace, ...
    openConfirm_ = false;
  }
  if (ImGui::BeginPopupModal(trId("Please confirm").c_str(), nullptr, ImGuiWindowFlags_AlwaysAutoResize)) {
    ImGui::TextUnformatted(confirmQuestion_.c_str());
    ImGui::TextUnformatted(confirmDetail_.c_str());
    // Keys count only once the dialog is up and only on a fresh press: a held Enter from the file
    // browser must not answer for the user.
    const bool fresh = !ImGui::IsWindowAppearing();
    if (ImGui::Button(tr("Yes (Enter)")) || (fresh && ImGui::IsKeyPressed(GLFW_KEY_ENTER, false))) {
      const std::function<void()> action = std::move(confirmAction_);
      confirmAction_ = nullptr;
      confirmCancel_ = nullptr;
      ImGui::CloseCurrentPopup();
      if (action) action();
    }
    if (confirmOffersSave_) {
      ImGui::SameLine();
      const bool saveFirst = ImGui::Button(tr("Save first"));
      saveFirstRect_ = {ImGui::GetItemRectMin(), ImGui::GetItemRectMax()};
      if (saveFirst) {
        std::function<void()> action = std::move(confirmAction_);
        confirmAction_ = nullptr;
        ImGui::CloseCurrentPopup();
        if (!documentPath_.empty()) {
          if (saveFile(documentPath_) && action) action();  // a failed save says why and loses nothing
        } else {
          browseToSave(SavePurpose::Board, "position.board");
          afterSave_ = std::move(action);
        }
      }
    }
    ImGui::SameLine();
    if (ImGui::Button(tr("Cancel (Esc)")) || (fresh && ImGui::IsKeyPressed(GLFW_KEY_ESCAPE, false))) {
      const std::function<void()> cancel = std::move(confirmCancel_);
      confirmAction_ = nullptr;
      confirmCancel_ = nullptr;
      ImGui::CloseCurrentPopup();
      if (cancel) cancel();  // may ask the next question
    }
    ImGui::EndPopup();
  }
}

}  // namespace boardlab::ui
