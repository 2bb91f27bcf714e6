#pragma once
// A game's view over a document of any type (a gomoku game record, a link board, any game's own): the
// GameDocument the shell handles, kept the same way for every view. The view tells what its document is now
// (current()) and shows one the history or a file puts in its place (restore()); it calls recordEdit()
// before each change the user can undo, and markOpened() when it opens or makes a document that counts as
// saved. A game whose board files read and write in one function each hands them over as a BoardCodec and
// implements nothing more of its document; a game with more to do on opening (other formats, notes) overrides
// those functions.

#include <stdexcept>
#include <string>
#include <utility>

#include "app/workbench/views/game_document.hpp"
#include "app/workbench/views/game_view.hpp"
#include "app/workbench/views/ui_text.hpp"
#include "engine/core/undo_stack.hpp"

namespace boardlab::ui {

// A game's board files, as a document type reads and writes them.
template <class Document>
struct BoardCodec {
  std::string_view game;                                                             // the files' `game` line
  bool (*owns)(const std::string& text) = nullptr;                                   // never throws
  Document (*read)(const std::string& text, const std::string& fileName) = nullptr;  // throws BoardFileError
  std::string (*write)(const Document& document) = nullptr;
};

template <class Document>
class DocumentView : public GameView, public GameDocument {
 public:
  explicit DocumentView(BoardCodec<Document> codec = {}) : codec_(codec) {}
  GameDocument& document() final { return *this; }
  using GameView::document;

  // Board text, by the codec (a view without one overrides these).
  std::string_view name() const override { return codec_.game; }
  bool ownsBoardText(const std::string& text, const std::string& /*fileName*/) const override {
    return codec().owns(text);
  }
  std::vector<std::string> loadBoardText(const std::string& text, const std::string& fileName) override {
    Document read = codec().read(text, fileName);  // throws before anything changes
    restore(std::move(read), "");
    markOpened();
    return {};
  }
  std::string boardText() const override { return codec().write(current()); }
  void newDocument() override {
    restore(Document{}, tr("New board."));
    markOpened();
  }

  bool unsaved() const override { return !(current() == saved_); }
  void markSaved() override { saved_ = current(); }
  bool editing() const override { return editing_; }
  void setEditing(bool on) override { editing_ = on; }
  bool canUndoEdit() const override { return edits_.canUndo(); }
  bool canRedoEdit() const override { return edits_.canRedo(); }
  void undoEdit() override {
    Document d = current();
    if (edits_.undo(d)) restore(std::move(d), tr("Undid an edit."));
  }
  void redoEdit() override {
    Document d = current();
    if (edits_.redo(d)) restore(std::move(d), tr("Redid an edit."));
  }

 protected:
  // The document as it is now.
  virtual const Document& current() const = 0;
  // Shows `document` in place of the one on screen (undo, redo, a file, a new one); `status` says why, for
  // the status line.
  virtual void restore(Document document, std::string status) = 0;
  // Before a change the user can undo.
  void recordEdit() { edits_.record(current()); }
  // The document on screen is what a file holds now (opened, new, generated): saved, no edit history.
  void markOpened() {
    saved_ = current();
    edits_.clear();
  }

 private:
  const BoardCodec<Document>& codec() const {
    if (!codec_.owns || !codec_.read || !codec_.write)
      throw std::logic_error("a view without a BoardCodec reads and writes its board text itself");
    return codec_;
  }
  BoardCodec<Document> codec_;
  Document saved_{};
  UndoStack<Document> edits_;
  bool editing_ = false;
};

}  // namespace boardlab::ui
