#pragma once
// The program editor: one of the user's programs (a JavaScript or Python source) written in the workbench
// itself, which is all a student has in the page. Monospace, line numbers, the line the step on screen names
// highlighted (a traceback's line too); Save and run (Ctrl+S) writes the file through the atomic-write path,
// and the program list's watch restarts the program with it. Nothing typed is lost: text not yet saved is
// kept as a draft a moment after the last keystroke (and when the window closes or the workbench quits), and
// opening the file again brings it back, saying so. A file changed on disk meanwhile is read again when
// nothing is unsaved, and said otherwise.

#include <chrono>
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include <imgui.h>

namespace boardlab::ui {

class ProgramEditor {
 public:
  using Clock = std::chrono::steady_clock;
  static constexpr std::size_t kMaxFileBytes = 1u << 20;        // as the Code panel shows (source_view.hpp)
  static constexpr std::chrono::milliseconds kDraftAfter{800};  // a pause in typing, then the draft is kept
  static constexpr std::chrono::milliseconds kLookEvery{500};   // at the file on disk, changed elsewhere

  ProgramEditor() = default;
  ProgramEditor(const ProgramEditor&) = delete;
  ProgramEditor& operator=(const ProgramEditor&) = delete;
  ~ProgramEditor();  // keeps unsaved text as a draft

  // Where drafts are kept (one file per source, named after it); none: unsaved text lives only in memory.
  void useDraftFolder(std::filesystem::path folder) { draftFolder_ = std::move(folder); }
  // Called after a save with the file written (the panel looks at the programs' sources at once).
  void setSaved(std::function<void(const std::filesystem::path&)> saved) { saved_ = std::move(saved); }
  // The page's Download button: hands the text to the browser under the file's name (false: it could not).
  // None: no button.
  void setDownload(std::function<bool(const std::string& name, const std::string& text)> download) {
    download_ = std::move(download);
  }

  // Opens `file`, the source of program `program` (its draft when one was left unsaved). False, and why in
  // `error`, when it cannot be read; the text already open stays then.
  bool open(const std::filesystem::path& file, const std::string& program, std::string& error);
  // Closes the window; unsaved text is kept as a draft.
  void close();
  bool visible() const { return visible_; }

  // Where a program's stderr says it failed in `file`: the line of a Python traceback's last frame in it, or
  // of the first place Node names in it; and the line naming the error. Line 0: none.
  struct Fault {
    int line = 0;
    std::string what;
  };
  static Fault faultIn(const std::vector<std::string>& stderrLines, const std::filesystem::path& file);

  // Draws the window. `tracedFile` and `tracedLine`: what the step on screen names (the line is highlighted
  // when it is this file's; 0 = none); `fault`: where the program failed in this file (shown in red).
  void draw(const std::filesystem::path& tracedFile, int tracedLine, const Fault& fault);
  // Once a frame: keeps the draft after a pause, looks at the file on disk.
  void tick(Clock::time_point now = Clock::now());

  // The page is leaving or hidden: the draft is written now, not after the pause.
  void keepDraftNow();
  // Writes the text to the file; false with the reason in message().
  bool save();
  // Back to the file as saved; the draft goes.
  void revert();

  const std::filesystem::path& file() const { return file_; }
  const std::string& program() const { return program_; }
  const std::string& code() const { return text_; }
  bool dirty() const { return text_ != savedText_; }
  const std::string& message() const { return message_; }
  // The draft of the file open (whether or not one exists).
  std::filesystem::path draftFile() const;
  // Tests: what the last draw highlighted (1-based, 0 = none), and the text as typed.
  int highlightedLine() const { return highlightedLine_; }
  int faultLine() const { return faultLine_; }
  void setCode(std::string code, Clock::time_point now = Clock::now());
  // Tests: a point inside the text as last drawn (a click there puts the cursor in it), and the Save button.
  ImVec2 codePoint() const { return codePoint_; }
  ImVec2 saveButton() const { return saveButton_; }
  ImVec2 revertButton() const { return revertButton_; }
  ImVec2 confirmRevertButton() const { return confirmRevert_; }  // in the question Revert asks
  float lineHeight() const { return lineHeight_; }               // the text's line pitch

 private:
  static int inputCallback(ImGuiInputTextCallbackData* data);
  void edited(Clock::time_point now);
  std::string indentUnit() const;  // what Tab inserts
  bool keepDraft();                // false (and said) when it could not be written
  void forgetDraft();
  void readAgain(bool haveSaid);

  std::filesystem::path draftFolder_;
  std::function<void(const std::filesystem::path&)> saved_;
  std::function<bool(const std::string&, const std::string&)> download_;

  bool visible_ = false;
  std::filesystem::path file_;
  std::string program_;
  std::string text_;
  std::string savedText_;                         // the file's text as last read or written
  std::filesystem::file_time_type savedMtime_{};  // its time then: a later one was written elsewhere
  bool changedOnDisk_ = false;                    // ... while text was unsaved: said, and Save overwrites it
  std::string message_;
  bool draftKept_ = true;  // the draft matches the text (or none is needed)
  Clock::time_point lastEdit_{};
  Clock::time_point nextLook_{};

  // The text widget: its cursor's line (followed by the scroll as it moves), an indent owed for a Tab.
  int cursorLine_ = 0;
  int cursorLineFollowed_ = -1;
  std::string indentOwed_;  // the rest of a Tab's indent, after the blank its key put in
  bool newLineOwed_ = false;
  bool replaced_ = false;               // the text was replaced from outside the widget: it lets go of its own copy
  std::filesystem::path scrolledFile_;  // the traced line last scrolled to: only a new one scrolls
  int scrolledLine_ = -1;
  int scrollTries_ = 0;
  int highlightedLine_ = 0;
  int faultLine_ = 0;
  ImVec2 codePoint_{}, saveButton_{}, revertButton_{}, confirmRevert_{};
  float lineHeight_ = 0;
};

}  // namespace boardlab::ui
