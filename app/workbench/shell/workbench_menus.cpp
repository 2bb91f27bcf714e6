// The shell's commands and menus: every menu item, button and key of the shell in one table, the menu
// bar (with the items each game's view declares), and the one confirmation dialog.

#include <algorithm>
#include <string>
#include <vector>

#include <imgui.h>

#include "app/workbench/platform/keys.hpp"
#include "app/workbench/platform/test_events.hpp"
#include "app/workbench/shell/status_line.hpp"
#include "app/workbench/shell/workbench.hpp"
#include "app/workbench/views/ui_text.hpp"
#include "engine/core/share_link.hpp"
#include "engine/ext/child_process.hpp"

namespace boardlab::ui {

// [SECTION] Commands: every menu item, button and key of the shell in one table; each view adds its own.
void Workbench::registerCommands() {
  const auto tracing = [this] { return view_->analysing() && !activeCursor().empty(); };

  commands_.add({"file.open", "Open...", "Ctrl+O", key::O, true, false, nullptr, [this] {
                   std::vector<std::string> extensions{".board"};  // then each game's own formats
                   for (const auto& v : views_)
                     for (const std::string& e : v->fileExtensions())
                       if (std::find(extensions.begin(), extensions.end(), e) == extensions.end())
                         extensions.push_back(e);
                   if (systemFilePicker_) return systemFilePicker_(extensions, false);
                   // The folder of the board last opened or saved; the browser falls back to the current folder.
                   browser_.open(FileBrowser::Mode::Open,
                                 settings_.boardFolder.empty() ? documentPath_.parent_path()
                                                               : std::filesystem::path(settings_.boardFolder),
                                 {}, extensions);
                 }});
  commands_.add({"file.save", "Save", "Ctrl+S", key::S, true, false, nullptr, [this] {
                   if (documentPath_.empty())
                     browseToSave(SavePurpose::Board, "position.board");
                   else
                     saveFile(documentPath_);
                 }});
  commands_.add({"file.saveas", "Save as...", "Ctrl+Shift+S", key::S, true, true, nullptr, [this] {
                   browseToSave(SavePurpose::Board,
                                documentPath_.empty() ? "position.board" : documentPath_.filename().string());
                 }});
  commands_.add({"file.exportresults", "Export results...", "", -1, false, false, nullptr,
                 [this] { browseToSave(SavePurpose::Results, "results.csv"); }});
  commands_.add({"trace.results", "Results", "", -1, false, false, nullptr, [this] { showResults_ = !showResults_; },
                 false, [this] { return showResults_; }});
  // The Export menu's dialogs, as commands too (a test or a script opens them as the menu does).
  const auto traced = [this] { return !activeCursor().empty(); };
  commands_.add({"export.png", "Canvas as PNG...", "", -1, false, false, nullptr,
                 [this] { browseToSave(SavePurpose::Png, exportStem() + ".png"); }});
  commands_.add(
      {"export.gif", "Steps as an animated GIF...", "", -1, false, false, traced, [this] { openExportDialog(); }});
  commands_.add({"export.json", "Trace as JSON...", "", -1, false, false, traced,
                 [this] { browseToSave(SavePurpose::Json, exportStem() + "-trace.json"); }});
  commands_.add({"view.presenter", "Presenter mode", "F11", key::F11, false, false, nullptr,
                 [this] { setPresenter(!presenter_); }, false, [this] { return presenter_; }});
  commands_.add({"view.embed.leave", "Leave embed mode", "Esc", key::Escape, false, false,
                 // presenter mode first: one Esc leaves one mode
                 [this] { return embedded_ && !presenter_ && !ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId); },
                 [this] {
                   embedded_ = false;
                   status_ = tr("The whole workbench: menus and panels are back.");
                 }});
  commands_.add({"view.presenter.leave", "Leave presenter mode", "Esc", key::Escape, false, false,
                 [this] { return presenter_ && !ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId); },
                 [this] { setPresenter(false); }});
  commands_.add({"edit.copy", "Copy the board as text", "Ctrl+C", key::C, true, false, nullptr, [this] {
                   ImGui::SetClipboardText(boardText().c_str());
                   status_ = tr("Copied the board to the clipboard (board-file text).");
                 }});
  commands_.add({"edit.paste", "Paste a board", "Ctrl+V", key::V, true, false, nullptr, [this] {
                   // No text at all (null): the clipboard holds none, or the platform cannot read it from here
                   // (the page reads it only from the browser's paste event, which Ctrl+V brings and the menu
                   // does not): say how to paste rather than read nothing as a board.
                   const char* clip = ImGui::GetClipboardText();
                   if (!clip) {
                     status_ =
                         tr("Nothing pasted: no text came from the clipboard. Copy a board or a share link, then "
                            "press Ctrl+V (in the browser, only Ctrl+V hands BoardLab the clipboard).");
                     return;
                   }
                   const std::string text = clip;
                   // A share link pasted opens its scene; anything else is read as a board.
                   confirmDiscard(tr("Replace the board with the one on the clipboard?"), [this, text] {
                     if (looksLikeShareLink(text))
                       openShareLink(text);
                     else
                       pasteBoard(text);
                   });
                 }});
  commands_.add({"edit.copylink", "Copy share link", "Ctrl+Shift+C", key::C, true, true, nullptr, [this] {
                   std::string note;
                   std::string link;
                   try {
                     link = shareLink(&note);
                   } catch (const std::exception& e) {  // a board or scene no link can carry: said, not copied
                     status_ = text("No share link: {0}", e.what());
                     return;
                   }
                   ImGui::SetClipboardText(link.c_str());
                   status_ = shareBase().empty()
                                 ? text(
                                       "Copied the scene's share link ({0} characters), with no web address before "
                                       "it: it opens with File > Open share link. View > Share link address gives "
                                       "it one a click opens.",
                                       link.size())
                                 : text(
                                       "Copied the share link ({0} characters): paste it in a chat, or open it with "
                                       "File > Open share link.",
                                       link.size());
                   if (!note.empty()) status_ += " " + note;
                 }});
  commands_.add(
      {"view.sharebase", "Share link address...", "", -1, false, false, nullptr, [this] { shareBaseDialog_ = true; }});
  commands_.add({"file.openlink", "Open share link...", "", -1, false, false, nullptr, [this] {
                   openShareLinkDialog_ = true;
                   shareLinkDraft_[0] = '\0';
                 }});
  commands_.add(
      {"app.quit", "Quit", "Ctrl+Q", key::Q, true, false, [this] { return quitOffered_; }, [this] { requestQuit(); }});
  commands_.add({"game.new", "New game", "Ctrl+N", key::N, true, false, nullptr, [this] {
                   confirmDiscard(tr("Start a new game?"), [this] {
                     view_->newDocument();
                     forgetDocumentPath();  // a new game is no file's, and no restored copy's
                     forgetRestoredCopy();
                   });
                 }});
  // Edits: the same keys for every game; each game keeps its own edit history.
  commands_.add({"edit.undo", "Undo edit", "Ctrl+Z", key::Z, true, false,
                 [this] { return view_->editing() && view_->canUndoEdit(); }, [this] { view_->undoEdit(); }, true});
  commands_.add({"edit.redo", "Redo edit", "Ctrl+Y", key::Y, true, false,
                 [this] { return view_->editing() && view_->canRedoEdit(); }, [this] { view_->redoEdit(); }, true});
  commands_.add({"mode.toggle", "Play / edit mode", "E", key::E, false, false, nullptr, [this] {
                   const bool edit = !view_->editing();
                   view_->setEditing(edit);
                   status_ = tr(edit ? "Edit mode: click or drag to paint, Ctrl+Z undoes an edit." : "Play mode.");
                 }});
  for (const auto& v : views_) v->registerCommands(commands_, [this, shown = v.get()] { return view_ == shown; });

  // Stepping works on the trace on screen, whichever game it belongs to.
  commands_.add(
      {"trace.first", "First step", "Home", key::Home, false, false, tracing, [this] { activeCursor().first(); }});
  commands_.add({"trace.prev", "Previous step", "Left", key::Left, false, false, tracing,
                 [this] { activeCursor().previous(); }, true});
  commands_.add({"trace.play", "Play / pause", "Space", key::Space, false, false, tracing, [this] {
                   TraceCursor& cur = activeCursor();
                   cur.playing() ? cur.pause() : cur.play();
                 }});
  commands_.add(
      {"trace.next", "Next step", "Right", key::Right, false, false, tracing, [this] { activeCursor().next(); }, true});
  commands_.add({"trace.last", "Last step", "End", key::End, false, false, tracing, [this] { activeCursor().last(); }});
  // Presentation clickers send Page Up / Page Down: they step like the arrows.
  // Past a lecture's scene's last step (or before its first) they go on to the next scene (or back), on a
  // press of its own: a held key's repeats stop at the scene's end, and do not step on in the next scene.
  // (ImGui 1.86 indexes the keys by the platform's codes, as key:: names them.)
  static constexpr auto freshPress = [](int k) { return !ImGui::IsKeyDown(k) || ImGui::IsKeyPressed(k, false); };
  const auto clickable = [this, tracing] { return tracing() || (lesson_ && lesson_->sceneCount() > 1); };
  commands_.add({"trace.clicker.prev", "Previous step (clicker)", "PgUp", key::PageUp, false, false, clickable,
                 [this] {
                   // The press that crossed into another scene does not go on stepping in it as it repeats.
                   if (freshPress(key::PageUp)) clickerCrossed_ = false;
                   if (clickerCrossed_) return;
                   TraceCursor& cursor = activeCursor();
                   if (cursor.empty() || cursor.position() == 0) {
                     if (freshPress(key::PageUp)) clickerCrossed_ = stepLecture(-1) && ImGui::IsKeyDown(key::PageUp);
                     return;
                   }
                   cursor.previous();
                 },
                 true});
  commands_.add({"trace.clicker.next", "Next step (clicker)", "PgDn", key::PageDown, false, false, clickable,
                 [this] {
                   if (freshPress(key::PageDown)) clickerCrossed_ = false;
                   if (clickerCrossed_) return;
                   TraceCursor& cursor = activeCursor();
                   if (cursor.empty() || cursor.position() + 1 >= cursor.size()) {
                     if (freshPress(key::PageDown)) clickerCrossed_ = stepLecture(1) && ImGui::IsKeyDown(key::PageDown);
                     return;
                   }
                   cursor.next();
                 },
                 true});
  commands_.add({"trace.nextevent", "Next event", "Ctrl+Right", key::Right, true, false, tracing, [this] {
                   if (!activeCursor().nextEvent(pickedEvent_))
                     status_ = pickedEvent_.empty() ? std::string(tr("No later event."))
                                                    : text("No later event '{0}'.", tr(pickedEvent_));
                 }});
  commands_.add({"trace.prevevent", "Previous event", "Ctrl+Left", key::Left, true, false, tracing, [this] {
                   if (!activeCursor().previousEvent(pickedEvent_)) status_ = tr("No earlier event.");
                 }});
  commands_.add({"trace.predict", "Predict mode", "F6", key::F6, false, false, nullptr,
                 [this] { setPredict(!predict_.on); }, false, [this] { return predict_.on; }});
  commands_.add({"trace.simulate", "Simulate mode", "F7", key::F7, false, false, nullptr,
                 [this] { setSimulate(!simulate_.on); }, false, [this] { return simulate_.on; }});
  commands_.add({"trace.breakpoint", "Run to breakpoint", "F5", key::F5, false, false, tracing, [this] {
                   TraceCursor& cur = activeCursor();
                   if (cur.breakpoints().empty())
                     status_ = tr("No breakpoint: Ctrl+click a point to set one.");
                   else if (!cur.nextBreakpoint())
                     status_ = tr("No later step touches a breakpoint.");
                 }});
}

void Workbench::drawMenuBar() {
  if (!ImGui::BeginMenuBar()) return;
  if (ImGui::BeginMenu(tr("File"))) {
    commands_.menuItem("game.new");
    drawViewMenuItems("File");
    ImGui::Separator();
    commands_.menuItem("file.open");
    commands_.menuItem("file.openlink");
    if (ImGui::BeginMenu(tr("Open recent"), !settings_.recentFiles.empty())) {
      for (const std::string& f : settings_.recentFiles)  // the path after ## keeps two files of one name apart
        if (ImGui::MenuItem((shownPath(f) + "##" + f).c_str())) postOpen(f);
      ImGui::EndMenu();
    }
    commands_.menuItem("file.save");
    commands_.menuItem("file.saveas");
    commands_.menuItem("file.exportresults");
    if (quitOffered_) {
      ImGui::Separator();
      commands_.menuItem("app.quit");
    }
    ImGui::EndMenu();
  }
  if (ImGui::BeginMenu(tr("Edit"))) {
    drawViewMenuItems("Edit", true);
    ImGui::Separator();
    commands_.menuItem("edit.copy");
    commands_.menuItem("edit.copylink");
    commands_.menuItem("edit.paste");
    ImGui::Separator();
    commands_.menuItem("mode.toggle");
    commands_.menuItem("edit.undo");
    commands_.menuItem("edit.redo");
    drawViewMenuItems("Edit");
    ImGui::EndMenu();
  }
  drawLessonMenu();
  drawExportMenu();
  drawViewMenus();
  if (ImGui::BeginMenu(tr("Run"))) {
    for (const char* id : {"trace.play", "trace.next", "trace.prev", "trace.first", "trace.last", "trace.nextevent",
                           "trace.prevevent", "trace.breakpoint"})
      commands_.menuItem(id);
    ImGui::Separator();
    commands_.menuItem("trace.predict");
    commands_.menuItem("trace.simulate");
    commands_.menuItem("trace.results");
    ImGui::Separator();
    if (ImGui::MenuItem(tr("Find a counterexample..."))) view_->showInFinder(finder_, view_->algorithmName());
    if (ImGui::MenuItem(tr("Grade a class..."), nullptr, false, ext::programsCanStart())) grade_.show(view_->name());
    drawProgramEditorMenu();
    ImGui::EndMenu();
  }
  drawViewMenu();
  drawHelpMenu();
  const std::string title = (documentPath_.empty() ? std::string(tr("untitled")) : documentPath_.filename().string()) +
                            (unsaved() ? " *" : "");
  // The document's name at the right, in the room the menus leave: on a narrow window (presenter mode's large
  // type at 800 px) it is cut, or left out, never drawn over the Help menu.
  ImGui::SameLine();
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const float menusEnd = ImGui::GetCursorPosX(), right = ImGui::GetWindowWidth() - spacing * 2;
  const std::string shown = fitStatusText(title, right - menusEnd - spacing);
  menusEnd_ = ImGui::GetWindowPos().x + menusEnd;
  titleRect_ = {};
  if (shown.size() > 3 && shown != "...") {
    ImGui::SameLine(right - ImGui::CalcTextSize(shown.c_str()).x);
    ImGui::TextDisabled("%s", shown.c_str());
    titleRect_ = {ImGui::GetItemRectMin(), ImGui::GetItemRectMax()};
  }
  ImGui::EndMenuBar();
}

// Run > Program editor: a new check of the game on screen from its kit's template, or one of the programs to edit.
void Workbench::drawProgramEditorMenu() {
  if (!ImGui::BeginMenu(tr("Program editor"), ext::programsCanStart() && programs_.canWriteNew())) return;
  for (const auto& [language, label] :
       {std::pair{"js", "New JavaScript check"}, std::pair{"python", "New Python check"}})
    if (ImGui::MenuItem(tr(label), nullptr, false, isProgramGame(view_->name()))) {
      const std::string written = programs_.newProgram(view_->name(), language);
      status_ = written.empty() ? programs_.message()
                                : text(
                                      "New check {0}: it analyses the board once it runs. Write yours, then Save "
                                      "and run (Ctrl+S).",
                                      written);
    }
  bool listed = false;
  for (const ProgramState& p : programs_.list().programs()) {
    if (programs_.editableSource(p.entry).empty()) continue;
    if (!std::exchange(listed, true)) ImGui::Separator();
    if (ImGui::MenuItem(text("Edit {0}", p.entry.name).c_str()) && !programs_.edit(p.entry.name))
      status_ = programs_.message();
  }
  ImGui::EndMenu();
}

// The menus the shell draws itself; a view's entry naming another menu gets a menu of the view's own.
static bool isShellMenu(const std::string& menu) {
  return menu == "File" || menu == "Edit" || menu == "View" || menu == "Run";
}

void Workbench::drawViewMenuItems(const std::string& menu, bool first) {
  for (const auto& v : views_)
    for (const MenuEntry& e : v->menuEntries())
      if (e.menu == menu && e.first == first) commands_.menuItem(e.command);
}

void Workbench::drawViewMenus() {
  std::vector<std::string> menus;
  for (const MenuEntry& e : view_->menuEntries())
    if (!isShellMenu(e.menu) && std::find(menus.begin(), menus.end(), e.menu) == menus.end()) menus.push_back(e.menu);
  for (const std::string& menu : menus) {
    if (!ImGui::BeginMenu(tr(menu.c_str()))) continue;
    for (const MenuEntry& e : view_->menuEntries())
      if (e.menu == menu) commands_.menuItem(e.command);
    ImGui::EndMenu();
  }
}

void Workbench::drawConfirmPopup() {
  if (openConfirm_) {
    ImGui::OpenPopup(trId("Please confirm").c_str());  // the one confirmation dialog: discard, replace, ...
    openConfirm_ = false;
  }
  questionOnScreen_ =
      ImGui::BeginPopupModal(trId("Please confirm").c_str(), nullptr, ImGuiWindowFlags_AlwaysAutoResize);
  if (questionOnScreen_) {
    ImGui::TextUnformatted(confirmQuestion_.c_str());
    ImGui::TextUnformatted(confirmDetail_.c_str());
    // Keys count only once the dialog is up and only on a fresh press: a held Enter from the file
    // browser must not answer for the user.
    const bool fresh = !ImGui::IsWindowAppearing();
    if (fresh && !confirmShown_) testEvent("question shown: " + confirmQuestion_);  // keys count from now on
    confirmShown_ = fresh;
    if (ImGui::Button(tr("Yes (Enter)")) || (fresh && ImGui::IsKeyPressed(key::Enter, false))) {
      const std::function<void()> action = std::move(confirmAction_);
      confirmAction_ = nullptr;
      confirmCancel_ = nullptr;
      ImGui::CloseCurrentPopup();
      confirmShown_ = false;
      testEvent("question answered: yes");
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
        confirmShown_ = false;
        testEvent("question answered: save first");
        if (!documentPath_.empty()) {
          if (saveFile(documentPath_) && action) action();  // a failed save says why and loses nothing
        } else {
          browseToSave(SavePurpose::Board, "position.board", std::move(action));
        }
      }
    }
    ImGui::SameLine();
    if (ImGui::Button(tr("Cancel (Esc)")) || (fresh && ImGui::IsKeyPressed(key::Escape, false))) {
      const std::function<void()> cancel = std::move(confirmCancel_);
      confirmAction_ = nullptr;
      confirmCancel_ = nullptr;
      ImGui::CloseCurrentPopup();
      confirmShown_ = false;
      testEvent("question answered: cancel");
      if (cancel) cancel();  // may ask the next question
    }
    ImGui::EndPopup();
  }
}

}  // namespace boardlab::ui
