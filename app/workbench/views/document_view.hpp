#pragma once
// A game's view over a document of any type (a gomoku game record, a link board, any game's own): the
// saved state and the edit history every view keeps the same way, so that a view implements two functions
// for them instead of eight. The view tells what its document is now (current()) and shows one the history
// puts back (restore()); it calls recordEdit() before each change the user can undo, and markOpened() when
// it opens or makes a document that counts as saved.

#include <string>
#include <utility>

#include "app/workbench/views/game_view.hpp"
#include "app/workbench/views/ui_text.hpp"
#include "engine/core/undo_stack.hpp"

namespace boardlab::ui {

template <class Document>
class DocumentView : public GameView {
 public:
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
  // Shows `document`, which undo or redo put back; `status` says which, for the status line.
  virtual void restore(Document document, std::string status) = 0;
  // Before a change the user can undo.
  void recordEdit() { edits_.record(current()); }
  // The document on screen is what a file holds now (opened, new, generated): saved, no edit history.
  void markOpened() {
    saved_ = current();
    edits_.clear();
  }

 private:
  Document saved_{};
  UndoStack<Document> edits_;
  bool editing_ = false;
};

}  // namespace boardlab::ui
