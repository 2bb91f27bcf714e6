// The soak test: a seeded random user drives the real workbench through ImGui's null backend for
// thousands of actions (clicks and drags on both boards, the real shortcuts, edit-mode painting, undo and
// redo, algorithm switches, stepping, corrupt and valid files opened and dropped, pastes, saves, trace
// exports, confirm dialogs answered either way) and checks after every action what must always hold.
// Leaks are found by LeakSanitizer when the suite runs under ASan.
//
// A failure prints the seed and the last actions. Reproduce or run longer with
//   BOARDLAB_SOAK_SEED=1234 BOARDLAB_SOAK_ACTIONS=200000 ./soak_tests

#include <gtest/gtest.h>

#include <imgui.h>
#include <imgui_internal.h>  // the open popups' names: which dialog is up
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdlib>
#include <deque>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include <unistd.h>  // getpid

#include "app/workbench/games/gomoku/gomoku_view.hpp"
#include "app/workbench/games/link/link_view.hpp"
#include "app/workbench/platform/headless_imgui.hpp"
#include "app/workbench/platform/keys.hpp"
#include "app/workbench/shell/workbench.hpp"
#include "engine/gomoku/algorithms.hpp"
#include "engine/gomoku/board_file.hpp"
#include "engine/gomoku/replay.hpp"
#include "engine/link/algorithms.hpp"
#include "engine/link/board_file.hpp"
#include "engine/link/generator.hpp"

namespace boardlab::ui {
namespace {

namespace fs = std::filesystem;
using gomoku::Stone;

unsigned long envNumber(const char* name, unsigned long fallback) {
  const char* v = std::getenv(name);
  return v && *v ? std::strtoul(v, nullptr, 10) : fallback;
}

// What the GLFW backend does at start: ImGui's named keys read GLFW key codes (the file browser's Esc
// and the text fields' keys depend on it).
void mapKeysLikeGlfw() {
  ImGuiIO& io = ImGui::GetIO();
  const std::pair<ImGuiKey, int> map[] = {{ImGuiKey_Tab, key::Tab},
                                          {ImGuiKey_LeftArrow, key::Left},
                                          {ImGuiKey_RightArrow, key::Right},
                                          {ImGuiKey_UpArrow, key::Up},
                                          {ImGuiKey_DownArrow, key::Down},
                                          {ImGuiKey_PageUp, key::PageUp},
                                          {ImGuiKey_PageDown, key::PageDown},
                                          {ImGuiKey_Home, key::Home},
                                          {ImGuiKey_End, key::End},
                                          {ImGuiKey_Insert, key::Insert},
                                          {ImGuiKey_Delete, key::Delete},
                                          {ImGuiKey_Backspace, key::Backspace},
                                          {ImGuiKey_Space, key::Space},
                                          {ImGuiKey_Enter, key::Enter},
                                          {ImGuiKey_Escape, key::Escape},
                                          {ImGuiKey_KeyPadEnter, key::KeypadEnter},
                                          {ImGuiKey_A, key::A},
                                          {ImGuiKey_C, key::C},
                                          {ImGuiKey_V, key::V},
                                          {ImGuiKey_X, key::X},
                                          {ImGuiKey_Y, key::Y},
                                          {ImGuiKey_Z, key::Z}};
  for (const auto& [k, code] : map) io.KeyMap[k] = code;
}

// Which dialog is up, by the name of the innermost open popup ("" when none).
std::string openPopupName() {
  const ImGuiContext& g = *GImGui;
  for (int i = g.OpenPopupStack.Size - 1; i >= 0; --i)
    if (const ImGuiWindow* w = g.OpenPopupStack[i].Window) return w->Name;
  return g.OpenPopupStack.Size > 0 ? "(opening)" : "";
}

std::map<link::Face, int> faceCounts(const link::Board& b) {
  std::map<link::Face, int> n;
  for (Cell c : b.tiles()) ++n[b.at(c)];
  return n;
}

// A file that no reader may accept, and why it is bad.
struct BadFile {
  std::string name;
  std::string text;
};

std::vector<BadFile> badFiles() {
  std::string longLine(5000, 'x');
  return {
      {"size-out-of-range.board", "game gomoku\nsize 99\n"},
      {"occupied-twice.board", "game gomoku\nsize 15\nmoves h8 h8\n"},
      {"off-board-move.board", "game gomoku\nsize 15\nmoves h8 z99\n"},
      {"undo-nothing.board", "game gomoku\nsize 15\nmoves undo\n"},
      {"short-row.board", "game link\nsize 3x2\ngrid\nAB\nABA\n"},
      {"link-bad-face.board", "game link\nsize 2x2\ngrid\nA!\nAA\n"},
      {"unknown-game.board", "game chess\nsize 8\n"},
      {"nul-byte.board", std::string("game gomoku\nsize 15\0\nmoves h8\n", 29)},
      {"bad-utf8.board", "game gomoku\n\xff\xfe\xfd\nsize 15\n"},
      {"long-line.board", "game gomoku\n" + longLine + "\n"},
      {"bad-psq.psq", "Piskvorky 15x15, 11:11, 0\n99,99,0\n"},
  };
}

class Soak {
 public:
  Soak(unsigned long seed, fs::path dir) : rng_(seed), dir_(std::move(dir)) {
    mapKeysLikeGlfw();
    imgui_.frame(body_);
    writeValidFiles();
  }

  // Runs `count` actions, checking the invariants after each; returns the first problem ("" = none).
  std::string run(unsigned long count) {
    if (std::string p = restoreKeptWork(); !p.empty()) return p;
    for (actions_ = 0; actions_ < count; ++actions_) {
      before_ = snapshot();
      replacing_ = false;
      std::string problem = act();
      // Link searches run in the background: let each end and apply its answer here (a generated board
      // replaces the document), so that the checks below see a settled board and a seed replays the same.
      if (bench_.viewOf<LinkView>().busy()) {
        bench_.viewOf<LinkView>().waitForJob();
        replacing_ = true;
        frame();  // the frame after the answer: the analysis follows the new board
      }
      if (problem.empty()) problem = invariants();
      ++seen_[bench_.view().name() == "link" ? "link-view" : "gomoku-view"];
      if (bench_.view().name() == "gomoku" && !bench_.viewOf<GomokuView>().analysis().trace().steps.empty())
        ++seen_["gomoku-trace"];
      if (bench_.view().name() == "link" && bench_.viewOf<LinkView>().analysis().active()) ++seen_["link-trace"];
      if (bench_.unsaved()) ++seen_["unsaved"];
      if (!problem.empty()) return problem + "\n" + history();
    }
    return "";
  }
  unsigned long actions() const { return actions_; }
  unsigned long frames() const { return frames_; }
  const std::map<std::string, int>& tally() const { return tally_; }
  // After how many actions each state was seen: which view, a trace on screen, unsaved work.
  const std::map<std::string, int>& seen() const { return seen_; }

 private:
  struct Snapshot {
    std::string kind;  // the name of the game shown
    std::string text;
    fs::path path;
    bool unsaved;
    bool linkEditing;
    std::map<link::Face, int> faces;
  };
  Snapshot snapshot() {
    return {std::string(bench_.view().name()),
            bench_.boardText(),
            bench_.documentPath(),
            bench_.unsaved(),
            bench_.viewOf<LinkView>().editing(),
            faceCounts(bench_.viewOf<LinkView>().board())};
  }

  int pick(int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng_); }
  bool chance(double p) { return std::bernoulli_distribution(p)(rng_); }
  void note(std::string what) {
    ++tally_[what.substr(0, what.find(' '))];
    log_.push_back("#" + std::to_string(actions_) + " " + what);
    if (log_.size() > 40) log_.pop_front();
  }
  std::string history() const {
    std::string h = "last actions:";
    for (const std::string& l : log_) h += "\n  " + l;
    return h + "\nstatus: " + bench_.status();
  }

  // The start after a crash: recovery is on, as in the program, and a copy of unsaved work is offered.
  // The restored board has no saved version until it is saved or replaced.
  std::string restoreKeptWork() {
    const fs::path folder = dir_ / "recovery";
    fs::create_directories(folder);
    std::ofstream(folder / "recovery.board") << "game gomoku\nsize 15\nmoves h8 h9\n";
    bench_.enableRecovery(folder);
    frame();
    frame();
    key(key::Enter);
    if (bench_.viewOf<GomokuView>().game().moves().size() != 2 || !bench_.unsaved())
      return "the kept work was not restored as unsaved: " + bench_.status();
    cleanText_.clear();
    return "";
  }

  // [SECTION] Input, as a user makes it
  void frame() {
    imgui_.frame(body_);
    ++frames_;
    // The platform layer takes these after each frame; nobody else would.
    (void)bench_.takeScaleRequest();
    (void)bench_.takeFullscreenRequest();
    while (bench_.takeExport()) {}
  }
  void click(ImVec2 p, bool ctrl = false, bool shift = false) {
    ImGuiIO& io = ImGui::GetIO();
    io.KeyCtrl = ctrl;
    io.KeyShift = shift;
    io.MousePos = p;
    frame();  // hover first, as a real mouse arrives before it presses
    io.MouseDown[0] = true;
    frame();
    io.MouseDown[0] = false;
    frame();
    io.KeyCtrl = io.KeyShift = false;
    frame();  // what a click in the side panel changed reaches the trace on the next frame
  }
  void key(int k, bool ctrl = false) {
    ImGuiIO& io = ImGui::GetIO();
    io.KeyCtrl = ctrl;
    io.KeysDown[k] = true;
    frame();
    io.KeysDown[k] = false;
    io.KeyCtrl = false;
    frame();
  }
  Cell randomCell(bool ring) {
    const BoardGeometry& g = bench_.boardGeometry();
    const int lo = ring ? -1 : 0;
    return {lo + pick(g.cols - lo + (ring ? 1 : 0)), lo + pick(g.rows - lo + (ring ? 1 : 0))};
  }
  ImVec2 anywhere() {
    const ImVec2 size = ImGui::GetIO().DisplaySize;
    const float menuBar = ImGui::GetFrameHeight() + 4;  // the menus open the file browser and the lesson saver
    return {std::uniform_real_distribution<float>(0, size.x)(rng_),
            std::uniform_real_distribution<float>(menuBar, size.y)(rng_)};
  }

  // [SECTION] Actions
  std::string act() {
    const std::string popup = openPopupName();
    if (popup.find("###filebrowser") != std::string::npos) return closeBrowser();
    if (popup.find("###Please confirm") != std::string::npos) {
      if (chance(0.8)) return answerConfirm();
      replacing_ = true;  // any click may land on its Yes button
    }
    const int r = pick(100);
    if (r < 22) return boardClick();
    if (r < 30) return boardDrag();
    if (r < 58) return shortcut();
    if (r < 66) return sideClick();
    if (r < 68) return wheel();
    if (r < 71) return scrub();
    if (r < 76) return switchAlgorithm();
    if (r < 79) return pickPaint();
    if (r < 83) return openBad();
    if (r < 86) return openMangled();
    if (r < 90) return openValid();
    if (r < 92) return paste();
    if (r < 94) return save();
    if (r < 97) return exportTrace();
    if (r < 98) return switchLanguage();
    return idle();
  }

  std::string answerConfirm() {
    const bool yes = chance(0.5);
    note(yes ? "confirm yes" : "confirm no");
    replacing_ = yes;
    key(yes ? key::Enter : key::Escape);
    return openPopupName().find("###Please confirm") != std::string::npos ? "the confirm dialog stayed up after its key"
                                                                          : "";
  }

  std::string closeBrowser() {
    note("browser escape");
    key(key::Escape);
    return openPopupName().find("###filebrowser") != std::string::npos ? "Esc did not close the file browser" : "";
  }

  std::string boardClick() {
    const bool link = bench_.view().name() == "link";
    if (link && chance(0.15)) {
      // Shift+click A, then B: the link view analyses that pair.
      const Cell a = randomCell(false), b = randomCell(false);
      note("pair " + link::cellName(a) + " " + link::cellName(b));
      click(bench_.boardGeometry().center(a), false, true);
      click(bench_.boardGeometry().center(b), false, true);
      return "";
    }
    const Cell c = randomCell(link);
    const int m = pick(10);
    const bool ctrl = m == 0, shift = m == 1;
    note("click " + std::to_string(c.col) + "," + std::to_string(c.row) + (ctrl ? " ctrl" : "") +
         (shift ? " shift" : ""));
    // A little off the centre: the click snaps to the nearest point.
    const float off = bench_.boardGeometry().pitch * 0.3f;
    const ImVec2 p = bench_.boardGeometry().center(c);
    click(ImVec2(p.x + std::uniform_real_distribution<float>(-off, off)(rng_),
                 p.y + std::uniform_real_distribution<float>(-off, off)(rng_)),
          ctrl, shift);
    return "";
  }

  std::string boardDrag() {
    Cell c = randomCell(false);
    note("drag from " + std::to_string(c.col) + "," + std::to_string(c.row));
    ImGuiIO& io = ImGui::GetIO();
    io.MousePos = bench_.boardGeometry().center(c);
    frame();
    io.MouseDown[0] = true;
    const int steps = 1 + pick(6);
    for (int i = 0; i < steps; ++i) {
      io.MousePos = bench_.boardGeometry().center(c);
      frame();
      c.col = std::clamp(c.col + pick(3) - 1, 0, std::max(0, bench_.boardGeometry().cols - 1));
      c.row = std::clamp(c.row + pick(3) - 1, 0, std::max(0, bench_.boardGeometry().rows - 1));
    }
    io.MouseDown[0] = false;
    frame();
    frame();
    return "";
  }

  std::string shortcut() {
    struct Key {
      const char* name;
      int key;
      bool ctrl;
      bool replaces;  // may replace the document (after a question, or at once when nothing is unsaved)
    };
    static const Key keys[] = {{"Ctrl+Z", key::Z, true, false},       {"Ctrl+Z", key::Z, true, false},
                               {"Ctrl+Y", key::Y, true, false},       {"Ctrl+N", key::N, true, true},
                               {"Ctrl+L", key::L, true, true},        {"Ctrl+V", key::V, true, true},
                               {"Ctrl+C", key::C, true, false},       {"Ctrl+S", key::S, true, true},
                               {"Ctrl+O", key::O, true, false},       {"Ctrl+Q", key::Q, true, false},
                               {"Space", key::Space, false, false},   {"Left", key::Left, false, false},
                               {"Right", key::Right, false, false},   {"Right", key::Right, false, false},
                               {"Ctrl+Left", key::Left, true, false}, {"Ctrl+Right", key::Right, true, false},
                               {"Home", key::Home, false, false},     {"End", key::End, false, false},
                               {"PgUp", key::PageUp, false, false},   {"PgDn", key::PageDown, false, false},
                               {"H", key::H, false, false},           {"S", key::S, false, false},
                               {"V", key::V, false, false},           {"A", key::A, false, false},
                               {"E", key::E, false, false},           {"E", key::E, false, false},
                               {"F5", key::F5, false, false},         {"F11", key::F11, false, false},
                               {"Esc", key::Escape, false, false},    {"Enter", key::Enter, false, true}};
    const Key& k = keys[pick(static_cast<int>(std::size(keys)))];
    if (k.key == key::V && k.ctrl) setClipboard();
    note(std::string("key ") + k.name);
    replacing_ = k.replaces;
    key(k.key, k.ctrl);
    return "";
  }

  // The clipboard holds a board of either game, a refused text, or whatever was copied last.
  void setClipboard() {
    switch (pick(4)) {
      case 0:
        ImGui::SetClipboardText(
            validTexts_[static_cast<std::size_t>(pick(static_cast<int>(validTexts_.size())))].c_str());
        break;
      case 1:
        ImGui::SetClipboardText("game gomoku\nsize 99\n");
        break;
      case 2:
        ImGui::SetClipboardText(mangle(bench_.boardText()).c_str());
        break;
      default:
        break;
    }
  }

  std::string sideClick() {
    const ImVec2 p = anywhere();
    note("ui-click " + std::to_string(static_cast<int>(p.x)) + "," + std::to_string(static_cast<int>(p.y)));
    replacing_ = true;  // a size button starts a new game
    click(p);
    return "";
  }

  std::string wheel() {
    ImGuiIO& io = ImGui::GetIO();
    io.MousePos = anywhere();
    io.MouseWheel = static_cast<float>(pick(11) - 5);
    note("wheel " + std::to_string(static_cast<int>(io.MouseWheel)));
    frame();
    io.MouseWheel = 0;
    frame();
    return "";
  }

  std::string scrub() {
    const auto [lo, hi] = bench_.scrubberRect();
    if (hi.x <= lo.x) return idle();
    const float x = std::uniform_real_distribution<float>(lo.x, hi.x)(rng_);
    note("scrub " + std::to_string(static_cast<int>(x - lo.x)));
    click(ImVec2(x, (lo.y + hi.y) * 0.5f));
    return "";
  }

  std::string switchAlgorithm() {
    if (bench_.view().name() == "link") {
      const link::Algo a =
          link::algorithms()[static_cast<std::size_t>(pick(static_cast<int>(link::algorithms().size())))];
      note("algo link " + std::string(link::algoName(a)));
      bench_.viewOf<LinkView>().analysis().setAlgorithm(a);
    } else {
      const auto all = gomoku::algorithms();
      const int i = pick(static_cast<int>(all.size()) + 1);
      const std::string name =
          i == static_cast<int>(all.size()) ? "" : std::string(all[static_cast<std::size_t>(i)]->name);
      const int ply = chance(0.3) ? pick(static_cast<int>(bench_.viewOf<GomokuView>().record().actions.size()) + 3) : 0;
      note("algo gomoku '" + name + "' ply " + std::to_string(ply));
      bench_.viewOf<GomokuView>().analysis().setAlgorithm(name);
      bench_.viewOf<GomokuView>().analysis().setPly(ply);
    }
    frame();
    return "";
  }

  std::string pickPaint() {
    const int t = pick(3);
    bench_.viewOf<GomokuView>().setEditTool(static_cast<EditTool>(t));
    const link::Face f = chance(0.25) ? link::kEmpty : link::faceNumber(pick(6));
    bench_.viewOf<LinkView>().setPaintFace(f);
    bench_.viewOf<LinkView>().setGravity(chance(0.2));
    note("paint tool " + std::to_string(t) + " face " + std::string(1, f));
    frame();
    return "";
  }

  // A definitely corrupt file, opened directly or dropped: refused, the status names it, nothing changes.
  std::string openBad() {
    static const std::vector<BadFile> bad = badFiles();
    fs::path path;
    if (chance(0.1)) {
      path = dir_ / "does-not-exist.board";
    } else if (chance(0.05)) {
      path = dir_;  // a folder
    } else if (chance(0.2)) {
      path = dir_ / "random-bytes.board";
      std::string bytes(static_cast<std::size_t>(1 + pick(300)), '\0');
      for (char& b : bytes) b = static_cast<char>(pick(256));
      bytes[static_cast<std::size_t>(pick(static_cast<int>(bytes.size())))] = '\0';  // a NUL: never text
      std::ofstream(path, std::ios::binary) << bytes;
    } else {
      const BadFile& f = bad[static_cast<std::size_t>(pick(static_cast<int>(bad.size())))];
      path = dir_ / f.name;
      std::ofstream(path, std::ios::binary) << f.text;
    }
    finishAutoSolve();
    // A drop waits while any popup is up: drop only when it is handled on the next frame.
    const bool drop = openPopupName().empty() && chance(0.5);
    note(std::string(drop ? "drop-bad " : "open-bad ") + path.filename().string());
    bench_.setStatus("");
    bool asked = false, answeredYes = true;
    if (drop) {
      bench_.postOpen(path);
      frame();
      if (openPopupName().find("###Please confirm") != std::string::npos) {
        asked = true;
        answeredYes = chance(0.5);
        key(answeredYes ? key::Enter : key::Escape);
      }
    } else {
      if (bench_.openFile(path)) return "a corrupt file was opened: " + path.string();
      frame();
    }
    const Snapshot now = snapshot();
    if (now.kind != before_.kind || now.text != before_.text || now.path != before_.path ||
        now.unsaved != before_.unsaved)
      return "refusing " + path.string() + " changed the document";
    if (answeredYes && bench_.status().find(path.filename().string()) == std::string::npos)
      return "the refusal of " + path.string() + " does not name the file" + (asked ? " (after a confirm)" : "") +
             ": " + bench_.status();
    return "";
  }

  // The document's own text, damaged at random: either refused with nothing changed, or opened.
  std::string mangle(std::string text) {
    if (text.empty()) return "x";
    const std::size_t at = static_cast<std::size_t>(pick(static_cast<int>(text.size())));
    switch (pick(5)) {
      case 0:
        text.resize(at);
        break;
      case 1:
        text[at] = static_cast<char>(pick(256));
        break;
      case 2:
        text.insert(at, text.substr(at, static_cast<std::size_t>(pick(40))));
        break;
      case 3:
        text.erase(at, static_cast<std::size_t>(pick(20)));
        break;
      default:
        text.insert(at, " z0 undo redo 99x99 ");
        break;
    }
    return text;
  }
  // The auto-solver removes a pair every few frames: before a check that the document held still, let it end.
  void finishAutoSolve() {
    if (!bench_.viewOf<LinkView>().autoSolving()) return;
    ImGuiIO& io = ImGui::GetIO();
    const float dt = io.DeltaTime;
    io.DeltaTime = 1.0f;  // a move per frame instead of one every 36
    for (int i = 0; i < 1'000 && bench_.viewOf<LinkView>().autoSolving(); ++i) frame();
    io.DeltaTime = dt;
    before_ = snapshot();
  }

  std::string openMangled() {
    finishAutoSolve();
    const fs::path path = dir_ / (chance(0.5) ? "mangled.board" : "mangled.psq");
    std::ofstream(path, std::ios::binary) << mangle(bench_.boardText());
    note("open-mangled " + path.filename().string());
    replacing_ = true;
    const bool opened = bench_.openFile(path);
    frame();  // the panels catch up with a document changed from outside a frame
    if (opened) return bench_.unsaved() ? "a document just opened is unsaved" : "";
    const Snapshot now = snapshot();
    if (now.kind != before_.kind || now.text != before_.text || now.path != before_.path ||
        now.unsaved != before_.unsaved)
      return "refusing " + path.string() + " changed the document";
    if (bench_.status().find(path.filename().string()) == std::string::npos)
      return "the refusal does not name the file: " + bench_.status();
    return "";
  }

  void writeValidFiles() {
    const auto add = [this](const std::string& name, const std::string& text) {
      std::ofstream(dir_ / name, std::ios::binary) << text;
      validFiles_.push_back(dir_ / name);
      validTexts_.push_back(text);
    };
    add("g15.board", "game gomoku\nsize 15\nmoves h8 h9 j8 undo redo j9\n");
    add("g19.board", "game gomoku\nsize 19\nrule standard\nmoves k10 k11\n");
    add("g9x7.board",
        "game gomoku\nsize 9x7\ngrid\n.........\n....x....\n...o.....\n.........\n.........\n.........\n.........\n");
    add("g5.board", "game gomoku\nsize 5\n");
    link::GenerateOptions o;
    o.cols = 4;
    o.rows = 4;
    o.faces = 4;
    o.seed = 3;
    add("l4.board", link::saveBoardFile(link::generateBoard(o).board));
    o.cols = 6;
    o.rows = 5;
    o.faces = 5;
    o.border = false;
    add("l6x5.board", link::saveBoardFile(link::generateBoard(o).board));
    add("moves.txt", "h8h9i8i9j8\n");
  }
  std::string openValid() {
    const std::size_t i = static_cast<std::size_t>(pick(static_cast<int>(validFiles_.size())));
    // Saves overwrite the files, so write them afresh: every one of them must open.
    std::ofstream(validFiles_[i], std::ios::binary) << validTexts_[i];
    const bool drop = openPopupName().empty() && chance(0.5);
    note(std::string(drop ? "drop " : "open ") + validFiles_[i].filename().string());
    replacing_ = true;
    if (drop) {
      bench_.postOpen(validFiles_[i]);
      frame();
      if (openPopupName().empty() && bench_.documentPath() != validFiles_[i])
        return "a dropped file was neither opened nor asked about on the next frame: " + bench_.status();
      return bench_.unsaved() && openPopupName().empty() ? "a document just opened is unsaved"
                                                         : "";  // or a question is up
    }
    if (!bench_.openFile(validFiles_[i])) return "a valid file was refused: " + bench_.status();
    frame();
    if (bench_.unsaved()) return "a document just opened is unsaved";
    return "";
  }

  std::string paste() {
    const std::string text = chance(0.7)
                                 ? validTexts_[static_cast<std::size_t>(pick(static_cast<int>(validTexts_.size())))]
                                 : mangle(bench_.boardText());
    note("paste");
    replacing_ = true;
    const bool pasted = bench_.pasteBoard(text);
    frame();
    if (pasted) return bench_.unsaved() ? "a pasted board is unsaved" : "";
    const Snapshot now = snapshot();
    if (now.kind != before_.kind || now.text != before_.text || now.unsaved != before_.unsaved)
      return "a refused paste changed the document";
    return "";
  }

  std::string save() {
    const fs::path path = dir_ / "saved.board";
    note("save");
    replacing_ = true;
    if (!bench_.saveFile(path)) return "saving failed: " + bench_.status();
    frame();
    if (bench_.unsaved()) return "a document just saved is unsaved";
    std::ifstream in(path, std::ios::binary);
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (text != bench_.boardText()) return "the saved file is not the document's text";
    if (bench_.view().name() == "gomoku" &&
        gomoku::loadBoardText(text, path.string()) != bench_.viewOf<GomokuView>().record())
      return "the saved file does not load back as the record";
    return "";
  }

  std::string exportTrace() {
    const fs::path path = dir_ / "trace.json";
    std::error_code ec;
    fs::remove(path, ec);
    const bool link = bench_.view().name() == "link";
    const bool traced = link ? bench_.viewOf<LinkView>().analysis().active()
                             : bench_.viewOf<GomokuView>().analysis().active() &&
                                   bench_.viewOf<GomokuView>().analysis().problem().empty();
    note(std::string("export-json ") + (traced ? "traced" : "untraced"));
    std::string error;
    const bool ok = bench_.exportTraceJson(path, error);
    if (ok != traced)
      return std::string("the trace export ") + (ok ? "succeeded" : "failed") + " with" + (traced ? "" : "out") +
             " a trace: " + error;
    if (!ok) return error.empty() ? "a refused export gives no reason" : "";
    std::ifstream in(path);
    const nlohmann::json j = nlohmann::json::parse(in, nullptr, false);
    if (j.is_discarded() || !j.contains("steps")) return "the exported trace is not JSON with steps";
    if (j["steps"].size() != bench_.activeCursor().size())
      return "the exported trace has another step count than the one on screen";
    return "";
  }

  // View -> Language: every string and the trace on screen switch; the invariants must not notice.
  std::string switchLanguage() {
    const bool chinese = chance(0.5);
    note(chinese ? "language zh-CN" : "language en");
    bench_.setLanguage(chinese ? i18n::Language::Chinese : i18n::Language::English);
    frame();  // the traces are recorded again, in the new language, on the next frame
    return "";
  }

  std::string idle() {
    const int n = 1 + pick(20);
    note("idle " + std::to_string(n));
    ImGuiIO& io = ImGui::GetIO();
    io.DeltaTime = chance(0.5) ? 0.25f : 1.0f / 60.0f;  // plays traces and auto-solves along
    for (int i = 0; i < n; ++i) frame();
    io.DeltaTime = 1.0f / 60.0f;
    return "";
  }

  // [SECTION] What must hold after every action
  std::string invariants() {
    std::string p = gomokuInvariants();
    if (p.empty()) p = linkInvariants();
    if (p.empty()) p = cursorInvariants(bench_.viewOf<GomokuView>().analysis().cursor(), "gomoku");
    if (p.empty()) p = cursorInvariants(bench_.viewOf<LinkView>().analysis().cursor(), "link");
    if (p.empty()) p = dirtyInvariants();
    return p;
  }

  // The board is the record replayed from scratch, the turn alternates, and the trace on screen is the
  // selected algorithm's trace of the current record.
  std::string gomokuInvariants() {
    const gomoku::GameRecord& rec = bench_.viewOf<GomokuView>().record();
    const gomoku::Game& g = bench_.viewOf<GomokuView>().game();
    if (rec.actions.size() > gomoku::GameRecord::kMaxActions) return "the record is over its limit";
    gomoku::Game replay;
    try {
      replay = gomoku::replayGame(rec);
    } catch (const std::exception& e) {
      return std::string("the record does not replay: ") + e.what();
    }
    if (!(replay.board() == g.board())) return "the board is not the record replayed";
    if (replay.moves() != g.moves() || replay.redoList() != g.redoList())
      return "the moves or the redo list are not the record replayed";
    if (replay.toMove() != g.toMove() || replay.rule() != g.rule() || !(replay.result() == g.result()))
      return "side to move, rule or verdict differ from the record replayed";
    Stone expect = g.startToMove();
    for (const gomoku::Move& m : g.moves()) {
      if (m.stone != expect) return "the moves do not alternate";
      if (g.board().at(m.cell) != m.stone) return "a played move's point does not hold its stone";
      expect = gomoku::opponent(expect);
    }
    if (g.toMove() != expect) return "the side to move is not the one after the last move";
    const int stones = g.board().count(Stone::Black) + g.board().count(Stone::White);
    if (stones != g.start().count(Stone::Black) + g.start().count(Stone::White) + static_cast<int>(g.moves().size()))
      return "the stone count is not the start's plus the moves";

    const gomoku::Analysis& a = bench_.viewOf<GomokuView>().analysis();
    if (!a.active()) return a.trace().steps.empty() ? "" : "a trace is held with the analysis off";
    const int n = static_cast<int>(rec.actions.size());
    int ply = a.requestedPly() > 0 && a.requestedPly() <= n ? a.requestedPly() : 0;
    // A Shift+clicked stone: its action, or a painted stone as the one move of a record made for it; a stone
    // gone since falls back to the last move.
    gomoku::GameRecord analysed = rec;
    if (a.requestedStone())
      if (auto s = gomoku::stoneToAnalyse(rec, *a.requestedStone())) {
        analysed = std::move(s->record);
        ply = s->ply;
      }
    if (a.paintedStone() != (analysed.actions != rec.actions || !(analysed.start == rec.start)))
      return "the analysis says painted where the record says otherwise";
    gomoku::PlyTrace expected;
    try {
      expected = gomoku::traceAt(analysed, a.algorithm(), ply);
    } catch (const std::invalid_argument&) {
      return !a.problem().empty() && a.trace().steps.empty() ? ""
                                                             : "the analysis shows a trace the algorithm cannot record";
    }
    if (!a.problem().empty())
      return "the analysis reports a problem where the algorithm records a trace: " + a.problem();
    if (expected.verdict.ply != a.result().verdict.ply || !(expected.verdict.at == a.result().verdict.at) ||
        !(expected.verdict.result == a.result().verdict.result) ||
        expected.trace.steps.size() != a.trace().steps.size())
      return "the trace on screen is not " + a.algorithm() + "'s trace of the current record";
    return "";
  }

  // The board's counters agree with its cells; a pair removal takes two tiles of one face; the pair's
  // trace is the selected algorithm's on the current board.
  std::string linkInvariants() {
    const link::Board& b = bench_.viewOf<LinkView>().board();
    link::Board rebuilt(b.cols(), b.rows(), b.border(), b.maxTurns());
    int tiles = 0;
    for (int r = 0; r < b.rows(); ++r)
      for (int c = 0; c < b.cols(); ++c) {
        rebuilt.set({c, r}, b.at({c, r}));
        tiles += b.at({c, r}) != link::kEmpty;
      }
    if (tiles != b.tileCount() || !(rebuilt == b)) return "the link board's tile count disagrees with its cells";
    for (int r = 0; r < b.rows(); ++r)
      if (rebuilt.rowCount(r) != b.rowCount(r)) return "a row count of the link board is stale";
    for (int c = 0; c < b.cols(); ++c)
      if (rebuilt.colCount(c) != b.colCount(c)) return "a column count of the link board is stale";
    if (const auto& s = bench_.viewOf<LinkView>().selected(); s && (!b.contains(*s) || b.at(*s) == link::kEmpty))
      return "the selected link cell holds no tile";

    // Playing (no edit, same document) only ever removes pairs: each face loses an even number of tiles.
    if (!replacing_ && before_.kind == "link" && bench_.view().name() == "link" && !before_.linkEditing &&
        !bench_.viewOf<LinkView>().editing()) {
      const auto now = faceCounts(b);
      for (const auto& [face, n] : now) {
        const auto was = before_.faces.find(face);
        const int old = was == before_.faces.end() ? 0 : was->second;
        if (n > old || (old - n) % 2 != 0)
          return std::string("face ") + face + " went from " + std::to_string(old) + " to " + std::to_string(n) +
                 " tiles in play";
      }
      for (const auto& [face, old] : before_.faces)
        if (!now.count(face) && old % 2 != 0)
          return std::string("face ") + face + " lost an odd number of tiles in play";
    }

    link::Analysis& a = bench_.viewOf<LinkView>().analysis();
    if (!a.active()) return a.trace().steps.empty() ? "" : "a link trace is held with no pair";
    if (bench_.view().name() != "link") return "";  // the link view updates its analysis only while shown
    const link::TracedQuery q = link::traceQuery(a.algorithm(), b, *a.a(), *a.b());
    const link::LinkResult& got = a.result().result;
    if (q.result.linked != got.linked || q.result.turns != got.turns || q.result.cells != got.cells ||
        q.result.path != got.path || q.trace.steps.size() != a.trace().steps.size())
      return "the link trace on screen is not " + std::string(link::algoName(a.algorithm())) +
             "'s on the current board";
    return "";
  }

  static std::string cursorInvariants(const TraceCursor& c, const char* which) {
    if (c.empty())
      return c.position() == 0 && !c.playing() ? ""
                                               : std::string("the empty ") + which + " trace has a position or plays";
    if (c.position() >= c.size()) return std::string("the ") + which + " trace cursor is past the end";
    return "";
  }

  // A document differs from the last clean one exactly when it is marked unsaved. Only actions that may
  // start, open, paste or save a document may make a changed one clean.
  std::string dirtyInvariants() {
    const std::string text = bench_.boardText();
    if (bench_.unsaved()) {
      if (text == cleanText_) return "the document is marked unsaved but equals the saved one";
      return "";
    }
    if (!replacing_ && text != cleanText_)
      return "the document changed but is not marked unsaved:\n" + text + "\nthe last clean one:\n" + cleanText_;
    cleanText_ = text;
    return "";
  }

  HeadlessImGui imgui_;
  Workbench bench_{Settings{}, {}, 1.0f};
  std::function<void()> body_ = [this] { bench_.frame(); };
  std::mt19937 rng_;
  fs::path dir_;
  std::vector<fs::path> validFiles_;
  std::vector<std::string> validTexts_;
  std::string cleanText_;
  Snapshot before_;
  bool replacing_ = false;
  unsigned long actions_ = 0;
  unsigned long frames_ = 0;
  std::deque<std::string> log_;
  std::map<std::string, int> tally_;
  std::map<std::string, int> seen_;
};

TEST(Soak, TenThousandRandomActionsKeepEveryInvariant) {
  const i18n::LanguageScope english(i18n::Language::English);  // the soak switches language; others start in English
  const unsigned long seed = envNumber("BOARDLAB_SOAK_SEED", 20261130);
  const unsigned long count = envNumber("BOARDLAB_SOAK_ACTIONS", 10'000);
  // The process id keeps the Release and the ASan suite apart when both run at once.
  const fs::path dir =
      fs::temp_directory_path() / ("boardlab-soak-" + std::to_string(seed) + "-" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  // The file browser starts in the current folder: keep whatever it might do inside the scratch folder.
  const fs::path home = fs::current_path();
  fs::current_path(dir);
  std::string problem;
  unsigned long done = 0, frames = 0;
  {
    Soak soak(seed, dir);
    problem = soak.run(count);
    done = soak.actions();
    frames = soak.frames();
    std::ostringstream mix;
    for (const auto& [what, n] : soak.tally()) mix << " " << what << "=" << n;
    mix << "; states after the actions:";
    for (const auto& [what, n] : soak.seen()) mix << " " << what << "=" << n;
    std::cout << "soak: seed " << seed << ", " << done << " actions, " << frames << " frames;" << mix.str() << "\n";
  }
  fs::current_path(home);
  if (!problem.empty()) ADD_FAILURE() << "at action " << done << " with BOARDLAB_SOAK_SEED=" << seed << ": " << problem;
  EXPECT_EQ(done, count);
  fs::remove_all(dir);
}

}  // namespace
}  // namespace boardlab::ui
