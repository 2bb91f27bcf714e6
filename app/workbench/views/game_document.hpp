#pragma once
// The document a game's view shows, as the shell handles it without knowing its type: read from and written
// to board-file text, made new, saved or not, and its edit history. DocumentView (document_view.hpp)
// implements it for any document type; GameView::document() hands it to the shell.

#include <string>
#include <string_view>
#include <vector>

namespace boardlab::ui {

class GameDocument {
 public:
  // The game's name as board files write it ("gomoku", "link").
  virtual std::string_view name() const = 0;
  // Whether `text` (named `fileName`) is a board of this game; never throws.
  virtual bool ownsBoardText(const std::string& text, const std::string& fileName) const = 0;
  // Reads `text` and shows it as a saved document; returns the reader's notes (what it assumed). Throws
  // BoardFileError naming `fileName` and the line, leaving the document as it was.
  virtual std::vector<std::string> loadBoardText(const std::string& text, const std::string& fileName) = 0;
  // The document as board-file text (what Save writes, Ctrl+C copies and recovery keeps).
  virtual std::string boardText() const = 0;
  // File > New game while this view is shown.
  virtual void newDocument() = 0;
  // Saved or not, and the edit history (Ctrl+Z / Ctrl+Y while editing).
  virtual bool unsaved() const = 0;
  virtual void markSaved() = 0;
  virtual bool editing() const = 0;
  virtual void setEditing(bool on) = 0;
  virtual bool canUndoEdit() const = 0;
  virtual bool canRedoEdit() const = 0;
  virtual void undoEdit() = 0;
  virtual void redoEdit() = 0;

 protected:
  ~GameDocument() = default;
};

}  // namespace boardlab::ui
