#include "app/workbench/programs/program_editor.hpp"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <string_view>
#include <utility>

#include <imgui.h>
#include <imgui_internal.h>  // ClearActiveID: text replaced under a widget being typed in

#include "app/workbench/programs/program_entry.hpp"
#include "app/workbench/views/style.hpp"
#include "app/workbench/views/ui_text.hpp"
#include "engine/core/atomic_file.hpp"
#include "engine/core/board_text.hpp"
#include "engine/core/zip_archive.hpp"

namespace boardlab::ui {

namespace fs = std::filesystem;

namespace {

fs::path normalised(const fs::path& path) {
  std::error_code ec;
  const fs::path absolute = fs::absolute(path, ec);
  return (ec ? path : absolute).lexically_normal();
}

// The file's text when the editor can hold it: UTF-8 without NUL bytes (ImGui's text ends at a NUL, and
// would turn broken bytes into others on the first edit). Throws BoardFileError naming the file.
std::string readEditable(const fs::path& file) {
  std::string text = readTextFile(file, ProgramEditor::kMaxFileBytes);
  if (text.find('\0') != std::string::npos || !isValidUtf8(text))
    throw BoardFileError(file.string(), 0, "not UTF-8 text: edit it in an editor of your own");
  // ImGui here holds 16-bit characters: one past U+FFFF (an emoji, a rare Han character) would be saved back as
  // U+FFFD. Its UTF-8 starts with a byte of 0xF0 or more.
  if constexpr (sizeof(ImWchar) < 4)
    if (std::any_of(text.begin(), text.end(), [](char c) { return static_cast<unsigned char>(c) >= 0xF0; }))
      throw BoardFileError(file.string(), 0,
                           "holds a character past U+FFFF (an emoji, a rare Han character), which this editor "
                           "cannot keep: edit it in an editor of your own");
  return text;
}

// "check.py: not UTF-8 text: ...": the file by its name (the editor's title shows which), and the reason.
std::string unreadable(const fs::path& file, const BoardFileError& e) {
  return file.filename().string() + ": " + e.reason();
}

fs::file_time_type modified(const fs::path& file) {
  std::error_code ec;
  const fs::file_time_type t = fs::last_write_time(file, ec);
  return ec ? fs::file_time_type{} : t;
}

int lineCount(const std::string& text) { return 1 + static_cast<int>(std::count(text.begin(), text.end(), '\n')); }

// The number after `at` in `line` ("16" of `line 16, in check` or of `:16:5)`); 0 when none.
int numberAt(std::string_view line, std::size_t at) {
  int n = 0;
  while (at < line.size() && n < 10'000'000 && std::isdigit(static_cast<unsigned char>(line[at])))
    n = n * 10 + (line[at++] - '0');
  return n;
}

}  // namespace

ProgramEditor::Fault ProgramEditor::faultIn(const std::vector<std::string>& stderrLines, const fs::path& file) {
  Fault fault;
  const std::string name = file.filename().string();
  if (name.empty()) return fault;
  const bool python = isPythonSource(file);
  for (const std::string& line : stderrLines) {
    // Python: `  File "/x/check.py", line 16, in check` (the last frame of the file is where it failed).
    // Node: `/x/check.js:16` above the line shown, or `    at check (/x/check.js:16:5)` (the first is where).
    const std::string pythonMark = name + "\", line ";
    const std::size_t p = line.find(pythonMark);
    const std::size_t n = line.find(name + ":");
    int number = 0;
    if (python && p != std::string::npos && (p == 0 || line[p - 1] == '/' || line[p - 1] == '"'))
      number = numberAt(line, p + pythonMark.size());
    else if (!python && n != std::string::npos && (n == 0 || line[n - 1] == '/' || line[n - 1] == '('))
      number = numberAt(line, n + name.size() + 1);
    if (number > 0 && (python || fault.line == 0)) fault.line = number;
    // What went wrong: the last line that names an error ("IndentationError: ...", "TypeError: ...").
    const std::size_t colon = line.find(": ");
    const std::string_view head = std::string_view(line).substr(0, colon);
    if (colon != std::string::npos && !head.empty() && head.find(' ') == std::string_view::npos &&
        (head.ends_with("Error") || head.ends_with("Exception")))
      fault.what = line;
  }
  if (fault.line == 0) fault.what.clear();
  return fault;
}

ProgramEditor::~ProgramEditor() {
  if (visible_ && !draftKept_) keepDraft();
}

fs::path ProgramEditor::draftFile() const {
  if (draftFolder_.empty() || file_.empty()) return {};
  // Named after the source, with the CRC of its full path: two check.py of two folders keep two drafts.
  char crc[16];
  std::snprintf(crc, sizeof crc, "%08x", static_cast<unsigned>(crc32(file_.string())));
  return draftFolder_ / (file_.stem().string() + "-" + crc + file_.extension().string());
}

bool ProgramEditor::open(const fs::path& file, const std::string& program, std::string& error) {
  const fs::path path = normalised(file);
  if (path == file_ && (visible_ || dirty())) {  // open, or closed with text not saved: the text as typed stays
    program_ = program;
    visible_ = true;
    return true;
  }
  std::string saved;
  try {
    saved = readEditable(path);
  } catch (const BoardFileError& e) {
    error = unreadable(path, e);
    return false;
  }
  // The file open before keeps what was typed in it, as its draft; where that cannot be written, it stays open.
  if (dirty() && !keepDraft()) {
    error = text("{0} has text not saved, which could not be kept: save it first", file_.filename().string());
    return false;
  }
  file_ = path;
  program_ = program;
  savedText_ = saved;
  text_ = saved;
  savedMtime_ = modified(path);
  changedOnDisk_ = false;
  draftKept_ = true;
  message_.clear();
  scrolledFile_.clear();
  cursorLineFollowed_ = -1;
  replaced_ = true;
  if (const fs::path draft = draftFile(); !draft.empty()) {
    try {
      std::string kept = readEditable(draft);
      if (kept != saved) {
        text_ = std::move(kept);
        message_ = tr("The changes you had not saved are back: Save and run keeps them, Revert drops them.");
      } else {
        forgetDraft();
      }
    } catch (const BoardFileError&) {  // no draft (the usual case), or one that cannot be read: the file
    }
  }
  visible_ = true;
  return true;
}

void ProgramEditor::close() {
  if (!visible_) return;
  if (!draftKept_) keepDraft();
  visible_ = false;
}

void ProgramEditor::setCode(std::string code, Clock::time_point now) {
  text_ = std::move(code);
  replaced_ = true;
  edited(now);
}

void ProgramEditor::edited(Clock::time_point now) {
  lastEdit_ = now;
  draftKept_ = false;
}

bool ProgramEditor::keepDraft() {
  const fs::path draft = draftFile();
  if (!dirty()) {
    forgetDraft();
    draftKept_ = true;
    return true;
  }
  if (draft.empty()) return false;  // nowhere to keep it: it lives in memory only
  std::string error = text_.size() > kMaxFileBytes ? "it is larger than 1 MiB" : "";
  std::error_code ec;
  fs::create_directories(draftFolder_, ec);
  if (error.empty() && writeFileAtomically(draft, text_, error)) {
    draftKept_ = true;
    return true;
  }
  draftKept_ = true;  // said once; the next keystroke tries again
  message_ = text("Your unsaved text could not be kept: {0}. Save and run to keep it.", error);
  return false;
}

void ProgramEditor::keepDraftNow() {
  if (visible_ && !draftKept_) keepDraft();
}

void ProgramEditor::forgetDraft() {
  std::error_code ec;
  if (const fs::path draft = draftFile(); !draft.empty()) fs::remove(draft, ec);
}

void ProgramEditor::tick(Clock::time_point now) {
  if (!visible_) return;
  if (!draftKept_ && now - lastEdit_ >= kDraftAfter) keepDraft();
  if (now < nextLook_) return;
  nextLook_ = now + kLookEvery;
  const fs::file_time_type onDisk = modified(file_);
  if (onDisk == savedMtime_ || onDisk == fs::file_time_type{}) return;  // unchanged, or gone for a moment
  readAgain(changedOnDisk_);
}

// The file was written by someone else (the user's own editor, another workbench).
void ProgramEditor::readAgain(bool haveSaid) {
  std::string onDisk;
  try {
    onDisk = readEditable(file_);
  } catch (const BoardFileError& e) {
    message_ = unreadable(file_, e);
    savedMtime_ = modified(file_);
    return;
  }
  savedMtime_ = modified(file_);
  if (onDisk == savedText_) return;
  if (!dirty()) {
    text_ = savedText_ = onDisk;
    replaced_ = true;
    message_ = tr("The file changed on disk: this is its new text.");
    return;
  }
  savedText_ = onDisk;
  changedOnDisk_ = true;
  if (!haveSaid)
    message_ =
        tr("The file changed on disk while you had unsaved changes: Save and run writes yours over it, "
           "Revert takes its new text.");
}

bool ProgramEditor::save() {
  std::string error = text_.size() > kMaxFileBytes ? "it is larger than 1 MiB, which the editor cannot open again" : "";
  if (!error.empty() || !writeFileAtomically(file_, text_, error)) {
    message_ = text("Not saved: {0}", error);
    return false;
  }
  savedText_ = text_;
  savedMtime_ = modified(file_);
  changedOnDisk_ = false;
  draftKept_ = true;
  forgetDraft();
  message_ = text("Saved. {0} starts again with it and checks the board on screen.", program_);
  if (saved_) saved_(file_);
  return true;
}

void ProgramEditor::revert() {
  try {
    savedText_ = readEditable(file_);
    savedMtime_ = modified(file_);
  } catch (const BoardFileError& e) {
    message_ = unreadable(file_, e);
    return;
  }
  text_ = savedText_;
  replaced_ = true;
  changedOnDisk_ = false;
  draftKept_ = true;
  forgetDraft();
  message_ = tr("Back to the file as saved.");
}

std::string ProgramEditor::indentUnit() const {
  return isPythonSource(file_) ? "    " : "  ";  // as the kits' templates indent
}

int ProgramEditor::inputCallback(ImGuiInputTextCallbackData* data) {
  auto& editor = *static_cast<ProgramEditor*>(data->UserData);
  switch (data->EventFlag) {
    case ImGuiInputTextFlags_CallbackResize:  // the text grows: the string holds it (ImGui's std::string recipe)
      editor.text_.resize(static_cast<std::size_t>(data->BufTextLen));
      data->Buf = editor.text_.data();
      break;
    case ImGuiInputTextFlags_CallbackCharFilter: {
      // Only a key's own Tab or Enter: a pasted text's tabs and newlines go in as they are.
      const ImGuiIO& io = ImGui::GetIO();
      const auto pressed = [&](ImGuiKey key) { return io.KeyMap[key] >= 0 && ImGui::IsKeyPressed(io.KeyMap[key]); };
      // Over a selection the key does what ImGui's own does, undoably: the indent added after it would leave
      // Ctrl+Z unable to bring the selection back (its undo record no longer matches the text). So Tab, whose
      // blanks would replace a whole selected file, does nothing there, and Enter adds no indent.
      const ImGuiInputTextState* state = ImGui::GetInputTextState(ImGui::GetActiveID());
      const bool selection = state && state->HasSelection();
      if (data->EventChar == '\t' && pressed(ImGuiKey_Tab)) {
        if (selection) return 1;
        // Tab indents with blanks (Python refuses a mix of tabs and blanks): the first goes in as the key's
        // character, the rest of the indent after it.
        data->EventChar = ' ';
        editor.indentOwed_ = editor.indentUnit().substr(1);
      } else if (data->EventChar == '\n' && !selection && (pressed(ImGuiKey_Enter) || pressed(ImGuiKey_KeyPadEnter))) {
        editor.newLineOwed_ = true;  // the newline goes in as ImGui puts it; its indent follows
      }
      break;
    }
    case ImGuiInputTextFlags_CallbackAlways:
      if (!editor.indentOwed_.empty()) {
        data->InsertChars(data->CursorPos, editor.indentOwed_.c_str());
        editor.indentOwed_.clear();
      }
      if (editor.newLineOwed_) {  // Enter: the new line starts where the text of the line before does
        editor.newLineOwed_ = false;
        std::string_view before(data->Buf, static_cast<std::size_t>(data->CursorPos));
        if (!before.empty() && before.back() == '\n') before.remove_suffix(1);  // the newline just put in
        const std::size_t start = before.rfind('\n');
        const std::string_view line = start == std::string_view::npos ? before : before.substr(start + 1);
        std::string indent(line.substr(0, std::min(line.size(), line.find_first_not_of(' '))));
        // ... one step further in after a line that opens a block (Python's ':', JavaScript's '{').
        const std::size_t last = line.find_last_not_of(' ');
        if (last != std::string_view::npos && (line[last] == ':' || line[last] == '{')) indent += editor.indentUnit();
        if (!indent.empty()) data->InsertChars(data->CursorPos, indent.c_str());
      }
      editor.cursorLine_ = static_cast<int>(std::count(data->Buf, data->Buf + data->CursorPos, '\n'));
      break;
    default:
      break;
  }
  return 0;
}

void ProgramEditor::draw(const fs::path& tracedFile, int tracedLine, const Fault& fault) {
  highlightedLine_ = 0;
  faultLine_ = 0;
  if (!visible_) return;
  const float em = ImGui::GetFontSize();
  ImGui::SetNextWindowSize(fittedWindowSize(40, 34), ImGuiCond_FirstUseEver);
  bool open = true;
  const std::string title = text("{0} - program editor", file_.filename().string()) + "###program editor";
  if (!ImGui::Begin(title.c_str(), &open)) {
    ImGui::End();
    if (!open) close();
    return;
  }
  if (ImGui::Button(tr("Save and run"))) save();
  saveButton_ = middleOfLastItem();
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("Ctrl+S while typing"));
  ImGui::SameLine();
  ImGui::BeginDisabled(!dirty() && !changedOnDisk_);
  // Revert drops what was typed since the last save, draft and all: asked first.
  if (ImGui::Button(tr("Revert"))) ImGui::OpenPopup("revert?");
  revertButton_ = middleOfLastItem();
  if (ImGui::BeginPopup("revert?")) {
    ImGui::TextUnformatted(tr("Go back to the file as saved? What you typed since is dropped."));
    if (ImGui::Button(tr("Revert##confirm"))) {
      revert();
      ImGui::CloseCurrentPopup();
    }
    confirmRevert_ = middleOfLastItem();
    ImGui::SameLine();
    if (ImGui::Button(tr("Keep my text"))) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
  }
  ImGui::EndDisabled();
  if (download_) {
    ImGui::SameLine();
    if (ImGui::Button(tr("Download")) && !download_(file_.filename().string(), text_))
      message_ = tr("The download could not be written: the page's memory may be full.");
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("A copy of the text as it is now, to your downloads"));
  }
  ImGui::SameLine();
  ImGui::TextDisabled("%s", dirty() ? tr("unsaved changes") : tr("saved"));
  ImGui::TextDisabled("%s", text("{0} runs this file.", program_).c_str());
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", file_.string().c_str());
  if (!message_.empty()) wrappedText(message_);
  if (fault.line > 0) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 0.45f, 0.35f, 1));
    wrappedText(fault.what.empty() ? text("It failed at line {0}.", fault.line)
                                   : text("It failed at line {0}: {1}", fault.line, fault.what));
    ImGui::PopStyleColor();
  }

  // The code: line numbers in a gutter, the text widget as tall as the text (it never scrolls itself), and
  // this child scrolls both together.
  ImGui::PushFont(fonts().mono);
  const float lineHeight = lineHeight_ = ImGui::GetFontSize();  // the text widget's line pitch
  const ImGuiStyle& style = ImGui::GetStyle();
  ImGui::BeginChild("code", ImVec2(0, 0), true, ImGuiWindowFlags_NoNav);
  const int lines = lineCount(text_);
  char number[16];
  const int digits = std::snprintf(number, sizeof number, "%d", lines);
  const float gutter = ImGui::CalcTextSize("0").x * static_cast<float>(digits + 1);
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  const float top = origin.y + style.FramePadding.y;
  bool traced = tracedLine > 0 && tracedLine <= lines && normalised(tracedFile) == file_;
  if (!traced && fault.line > 0 && fault.line <= lines) {  // no step to show: the line it failed at
    faultLine_ = fault.line;
    tracedLine = fault.line;
    traced = true;
  } else if (traced) {
    highlightedLine_ = tracedLine;
  }
  if (traced) {
    if (file_ != scrolledFile_ || tracedLine != scrolledLine_) {  // once per new line: the user may scroll away
      // A child seen for the first time has no scroll range yet (ImGui measures it during the frame): once it
      // has one, a line near the end scrolls as far as it goes, and the user may then scroll away.
      const float target = std::max(0.0f, (tracedLine - 1) * lineHeight - ImGui::GetWindowHeight() * 0.4f);
      const float most = ImGui::GetScrollMaxY();
      ImGui::SetScrollY(most > 0 ? std::min(target, most) : target);
      if (most > 0 || target == 0 || ++scrollTries_ > 2) {  // a text that fits has no range at all
        scrolledFile_ = file_;
        scrolledLine_ = tracedLine;
        scrollTries_ = 0;
      }
    }
  }
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float scroll = ImGui::GetScrollY();
  const int first = std::max(0, static_cast<int>((scroll - style.FramePadding.y) / lineHeight));
  const int last = std::min(lines, first + static_cast<int>(ImGui::GetWindowHeight() / lineHeight) + 2);
  for (int i = first; i < last; ++i) {
    std::snprintf(number, sizeof number, "%*d", digits, i + 1);
    const bool here = traced && i + 1 == tracedLine;
    draw->AddText(ImVec2(origin.x, top + static_cast<float>(i) * lineHeight),
                  !here            ? ImGui::GetColorU32(ImGuiCol_TextDisabled)
                  : faultLine_ > 0 ? IM_COL32(255, 110, 90, 255)
                                   : IM_COL32(255, 200, 90, 255),
                  number);
  }
  ImGui::SetCursorScreenPos(ImVec2(origin.x + gutter, origin.y));
  const float height =
      std::max(static_cast<float>(lines + 2) * lineHeight + style.FramePadding.y * 2, ImGui::GetContentRegionAvail().y);
  // ImGui edits a copy of its own while the widget is active, and would write it back over text replaced here.
  // Its undo history is of the old text too: dropped, or Ctrl+Z would apply the old edits to the new text.
  if (std::exchange(replaced_, false)) {
    const ImGuiID id = ImGui::GetID("##code");
    if (ImGui::GetActiveID() == id) ImGui::ClearActiveID();
    if (ImGuiInputTextState* state = ImGui::GetInputTextState(id)) state->ID = 0;
  }
  const ImGuiInputTextFlags flags = ImGuiInputTextFlags_AllowTabInput | ImGuiInputTextFlags_CallbackResize |
                                    ImGuiInputTextFlags_CallbackCharFilter | ImGuiInputTextFlags_CallbackAlways;
  // Escape leaves the text as it is: ImGui 1.86 would put back the text of when the widget was clicked, and
  // minutes of typing would go with one key. Its key is hidden from the widget, which is then let go here.
  ImGuiIO& io = ImGui::GetIO();
  const int escapeKey = std::exchange(io.KeyMap[ImGuiKey_Escape], -1);
  ImGui::PushStyleColor(ImGuiCol_FrameBg, ImGui::GetStyleColorVec4(ImGuiCol_ChildBg));  // a page, not a field
  const bool changed = ImGui::InputTextMultiline("##code", text_.data(), text_.capacity() + 1,
                                                 ImVec2(std::max(em * 8, ImGui::GetContentRegionAvail().x), height),
                                                 flags, &ProgramEditor::inputCallback, this);
  io.KeyMap[ImGuiKey_Escape] = escapeKey;
  ImGui::PopStyleColor();
  if (changed) edited(Clock::now());
  bool typing = ImGui::IsItemActive();
  if (typing && escapeKey >= 0 && ImGui::IsKeyPressed(escapeKey, false)) {
    ImGui::ClearActiveID();  // the keys go back to the workbench: the arrows step the trace again
    typing = false;
  }
  codePoint_ = ImVec2(ImGui::GetItemRectMin().x + style.FramePadding.x + 1,
                      ImGui::GetItemRectMin().y + lineHeight * 0.5f + style.FramePadding.y);
  if (traced) {
    const float y = top + static_cast<float>(tracedLine - 1) * lineHeight;
    draw->AddRectFilled(ImVec2(origin.x + gutter, y),
                        ImVec2(origin.x + gutter + ImGui::GetItemRectSize().x, y + lineHeight),
                        faultLine_ > 0 ? IM_COL32(220, 60, 40, 80) : IM_COL32(200, 140, 30, 70));
  }
  // The widget keeps its cursor in view only inside itself: this child follows the cursor's line as it moves.
  if (typing && cursorLine_ != cursorLineFollowed_) {
    cursorLineFollowed_ = cursorLine_;
    const float y = static_cast<float>(cursorLine_) * lineHeight + style.FramePadding.y;
    if (y < ImGui::GetScrollY())
      ImGui::SetScrollY(y);
    else if (y + lineHeight * 2 > ImGui::GetScrollY() + ImGui::GetWindowHeight())
      ImGui::SetScrollY(y + lineHeight * 2 - ImGui::GetWindowHeight());
  }
  ImGui::EndChild();
  ImGui::PopFont();
  // Ctrl+S: every platform of ours speaks GLFW's key codes (platform/keys.hpp), which name a letter by its capital.
  if (typing && ImGui::GetIO().KeyCtrl && ImGui::IsKeyPressed('S', false)) save();
  ImGui::End();
  if (!open) close();
}

}  // namespace boardlab::ui
