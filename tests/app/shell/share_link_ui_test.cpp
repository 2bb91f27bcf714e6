// Share links in the workbench: the link of a scene opens the same scene (every shipped lesson, drawn to
// the same canvas vertices as the lesson itself), a link pasted opens its scene, a broken one changes
// nothing and says where it is wrong, and a user's program is never put in a link.

#include <gtest/gtest.h>
#include <imgui.h>
#include <imgui_internal.h>

#include <filesystem>
#include <string>
#include <vector>

#include "app/workbench/games/gomoku/gomoku_view.hpp"
#include "app/workbench/platform/headless_imgui.hpp"
#include "app/workbench/platform/keys.hpp"
#include "app/workbench/shell/settings.hpp"
#include "app/workbench/shell/workbench.hpp"
#include "engine/core/lesson.hpp"
#include "tests/app/workbench_fixture.hpp"
#include "tests/scratch_dir.hpp"
#include "tests/test_paths.hpp"

namespace boardlab::ui {
namespace {

// What the canvas window and the windows inside it drew in the last frame (as an export takes it).
std::vector<ImDrawVert> canvasVertices(const Workbench& bench) {
  std::vector<ImDrawVert> out;
  const std::string& canvas = bench.canvasWindowName();
  const ImDrawData* data = ImGui::GetDrawData();
  for (int i = 0; i < data->CmdListsCount; ++i) {
    const std::string_view owner = data->CmdLists[i]->_OwnerName ? data->CmdLists[i]->_OwnerName : "";
    if (canvas.empty() || !owner.starts_with(canvas)) continue;
    out.insert(out.end(), data->CmdLists[i]->VtxBuffer.begin(), data->CmdLists[i]->VtxBuffer.end());
  }
  return out;
}

// Lesson 14's scene as `boardlab-cli convert examples/link/midgame-12x8.board --to share --algo bfs --pair
// 7,2-0,7 --step 3 --lesson 14-bfs` writes it.
constexpr const char* kLesson14Link =
    "v=1&g=link&size=12x8&border=on&turns=2&tiles=...............................FB.B..G.LCKLGBDIHCG."
    "IBGJFJEGBGKGCEGAHIE....CLIIJAAJLHFFALHAILBEAD&algo=bfs&from=7,2&to=0,7&step=3&lesson=14-bfs";

bool sameVertices(const std::vector<ImDrawVert>& a, const std::vector<ImDrawVert>& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (a[i].pos.x != b[i].pos.x || a[i].pos.y != b[i].pos.y || a[i].col != b[i].col) return false;
  return true;
}

TEST(ShareLinkUi, EveryLessonsLinkOpensTheSameSceneAndDrawsTheSameCanvas) {
  HeadlessImGui imgui(1600, 1000);
  const std::string lessons = std::string(testpaths::source) + "/examples/lessons";
  for (const auto& file : findLessons(lessons)) {
    Workbench fromFile{Settings{}, {}, 1.0f};
    ASSERT_TRUE(fromFile.openLesson(file)) << fromFile.status();
    for (int i = 0; i < 3; ++i) imgui.frame([&] { fromFile.frame(); });
    const std::vector<ImDrawVert> drawn = canvasVertices(fromFile);
    ASSERT_GT(drawn.size(), 1000u) << file.filename() << ": the canvas drew the board";
    const std::string link = fromFile.shareLink();
    EXPECT_NE(link.find("&lesson=" + file.stem().string()), std::string::npos) << link;

    Workbench fromLink{Settings{}, {}, 1.0f};
    ASSERT_TRUE(fromLink.openShareLink(link)) << fromLink.status();
    for (int i = 0; i < 3; ++i) imgui.frame([&] { fromLink.frame(); });
    ASSERT_TRUE(fromLink.lesson()) << file.filename() << ": the lesson's text opens with it";
    EXPECT_EQ(fromLink.lesson()->title, fromFile.lesson()->title);
    EXPECT_EQ(fromLink.view().algorithmName(), fromFile.view().algorithmName()) << link;
    EXPECT_EQ(fromLink.activeCursor().position(), fromFile.activeCursor().position()) << link;
    EXPECT_EQ(fromLink.shareLink(), link) << "a link opened gives itself back";
    EXPECT_TRUE(sameVertices(canvasVertices(fromLink), drawn)) << file.filename() << ": " << link;
    // The link the workbench copies is the one boardlab-cli writes and reads (tests/cli/share_cli_test.cpp).
    if (file.stem() == "14-bfs") {
      EXPECT_EQ(link, kLesson14Link);
    }
  }
}

// A link may pair a lesson with another board (written by hand, or by an older BoardLab): the lesson's text
// opens marked as about the lesson's board, and the link copied from it names no lesson.
TEST(ShareLinkUi, ALessonLinkedWithAnotherBoardSaysItsTextIsAboutItsOwnBoard) {
  HeadlessImGui imgui(1600, 1000);
  Workbench bench{Settings{}, {}, 1.0f};
  ASSERT_TRUE(bench.openShareLink("v=1&g=gomoku&size=15&moves=h8.a1.i8.a2.j8.a3.k8.a4&algo=scan&lesson=01-scan"))
      << bench.status();
  for (int i = 0; i < 3; ++i) imgui.frame([&] { bench.frame(); });
  ASSERT_TRUE(bench.lesson());
  EXPECT_TRUE(bench.lessonText().aboutAnotherBoard) << "lesson 1's text read as this board's";
  EXPECT_EQ(bench.shareLink().find("lesson="), std::string::npos) << bench.shareLink();
}

TEST(ShareLinkUi, CopyAndPasteALinkAndABrokenOneChangesNothing) {
  HeadlessImGui imgui(1600, 1000);
  Settings settings;
  settings.shareBase = "https://school.example/boardlab/BoardLab.html";
  Workbench bench{settings, {}, 1.0f};
  const std::function<void()> body = [&] { bench.frame(); };
  ASSERT_TRUE(bench.pasteBoard("game gomoku\nsize 15\nmoves h8 h9 i8 i9 j8 j9 k8 k9 l8\n"));
  bench.viewOf<GomokuView>().analysis().setAlgorithm("scan:java");
  imgui.frame(body);
  bench.commands().get("edit.copylink").run();
  imgui.frame(body);
  const std::string copied = ImGui::GetClipboardText() ? ImGui::GetClipboardText() : "";
  EXPECT_TRUE(copied.starts_with("https://school.example/boardlab/BoardLab.html#v=1&g=gomoku&")) << copied;
  EXPECT_NE(copied.find("&algo=scan:java"), std::string::npos) << copied;

  ASSERT_TRUE(bench.pasteBoard("game link\nsize 4x2\ngrid\nA.BA\n.B..\n"));
  ASSERT_EQ(bench.view().name(), "link");
  bench.commands().get("edit.paste").run();  // the clipboard holds the link: its scene opens
  imgui.frame(body);
  EXPECT_EQ(bench.view().name(), "gomoku") << bench.status();
  EXPECT_EQ(bench.view().algorithmName(), "scan:java");
  EXPECT_EQ(bench.viewOf<GomokuView>().record().actions.size(), 9u);

  const std::string before = bench.view().boardText();
  EXPECT_FALSE(bench.openShareLink("v=1&g=gomoku&size=15&moves=h8.h8"));
  EXPECT_NE(bench.status().find("field 'moves' (character 31)"), std::string::npos) << bench.status();
  EXPECT_EQ(bench.view().boardText(), before) << "a broken link changed the board";
}

// Edit > Paste a board where the platform gives no text (an empty clipboard; in the page, the menu, which brings
// no paste event): it says how to paste, asks nothing and changes nothing, rather than reading nothing as a board
// ("cannot tell the format"). With text, the same command opens a link as a link.
TEST(ShareLinkUi, PasteWithNoTextFromTheClipboardSaysToPressCtrlV) {
  HeadlessImGui imgui(1600, 1000);
  Workbench bench{Settings{}, {}, 1.0f};
  const std::function<void()> body = [&] { bench.frame(); };
  ASSERT_TRUE(bench.pasteBoard("game link\nsize 4x2\ngrid\nA.BA\n.B..\n"));
  imgui.frame(body);
  const std::string before = bench.view().boardText();
  ImGuiIO& io = ImGui::GetIO();
  const auto platformClipboard = io.GetClipboardTextFn;
  io.GetClipboardTextFn = [](void*) -> const char* { return nullptr; };
  bench.commands().get("edit.paste").run();
  imgui.frame(body);
  imgui.frame(body);
  EXPECT_NE(bench.status().find("press Ctrl+V"), std::string::npos) << bench.status();
  EXPECT_EQ(bench.status().find("cannot tell"), std::string::npos) << bench.status();
  EXPECT_FALSE(ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId)) << "asked before pasting nothing";
  EXPECT_EQ(bench.view().boardText(), before);

  io.GetClipboardTextFn = platformClipboard;
  ImGui::SetClipboardText("https://school.example/BoardLab.html#v=1&g=gomoku&size=15&moves=h8.h9.i8");
  bench.commands().get("edit.paste").run();
  imgui.frame(body);
  EXPECT_EQ(bench.view().name(), "gomoku") << bench.status();
  EXPECT_NE(bench.status().find("Opened the share link."), std::string::npos) << bench.status();
}

// File > Open share link...: a broken link is refused in the dialog, which keeps it and gives the field the
// keyboard back, so the two missing cells can be typed and the corrected link opened with Enter.
TEST(ShareLinkUi, TheOpenDialogKeepsABrokenLinkToCorrectAndOpensTheCorrectedOne) {
  HeadlessImGui imgui(1600, 1000);
  Workbench bench{Settings{}, {}, 1.0f};
  const std::function<void()> body = [&] { bench.frame(); };
  ImGui::GetIO().KeyMap[ImGuiKey_Enter] = key::Enter;  // the headless backend maps no keys of its own
  imgui.frame(body);
  bench.commands().get("file.openlink").run();
  imgui.frame(body);
  imgui.frame(body);
  ImGui::GetIO().AddInputCharactersUTF8("v=1&g=link&size=4x2&border=on&turns=2&tiles=A.BA.B");
  imgui.frame(body);
  imgui.key(key::Enter, false, body);
  imgui.frame(body);
  EXPECT_EQ(bench.view().name(), "gomoku") << "a broken link opened something";
  EXPECT_NE(ImGui::GetCurrentContext()->ActiveId, 0u) << "the field has the keyboard again";
  ImGui::GetIO().AddInputCharactersUTF8("..");
  imgui.frame(body);
  imgui.key(key::Enter, false, body);
  imgui.frame(body);
  EXPECT_EQ(bench.view().name(), "link") << bench.status();
}

TEST(ShareLinkUi, AUsersProgramIsLeftOutOfTheLinkAndSaidSo) {
  HeadlessImGui imgui(1600, 1000);
  Workbench bench{Settings{}, {}, 1.0f};
  ASSERT_TRUE(bench.pasteBoard("game gomoku\nsize 15\nmoves h8 h9\n"));
  // A running program: the gomoku registry then knows "my check" as an algorithm, but not as a built-in one.
  bench.programs().list().add(
      {"my check", "python3 " + std::string(testpaths::source) + "/tests/programs/misbehave.py plain correct", "",
       "gomoku"});
  ASSERT_TRUE(framesUntil(
      imgui, [&] { bench.frame(); }, [&] { return bench.programs().list().find("my check")->running; }, 30));
  bench.viewOf<GomokuView>().analysis().setAlgorithm("my check");
  std::string note;
  const std::string link = bench.shareLink(&note);
  EXPECT_EQ(link.find("algo="), std::string::npos) << link;
  EXPECT_EQ(link.find("check"), std::string::npos) << link;
  EXPECT_NE(note.find("my check"), std::string::npos) << note;
}

// View > Share link address: with none, a copied link is the scene alone and the status says how it opens; the
// page's own address is the default; an address the user keeps (blanks a paste brought trimmed, one with a blank
// inside refused in the dialog) is what a copied link follows, and it is kept in settings.ini.
TEST(ShareLinkUi, TheAddressALinkFollowsIsSetUnderViewAndKept) {
  const std::filesystem::path folder = testpaths::freshScratchDir("boardlab-share-base", "kept");
  const std::filesystem::path file = folder / "settings.ini";
  HeadlessImGui imgui(1600, 1000);
  Workbench bench{Settings{}, file, 1.0f};
  const std::function<void()> body = [&] { bench.frame(); };
  ImGui::GetIO().KeyMap[ImGuiKey_Enter] = key::Enter;  // the headless backend maps no keys of its own
  ImGui::GetIO().KeyMap[ImGuiKey_Escape] = key::Escape;
  ASSERT_TRUE(bench.pasteBoard("game gomoku\nsize 15\nmoves h8 h9\n"));
  imgui.frame(body);
  const auto copied = [&] {
    bench.commands().get("edit.copylink").run();
    imgui.frame(body);
    return std::string(ImGui::GetClipboardText() ? ImGui::GetClipboardText() : "");
  };
  EXPECT_TRUE(copied().starts_with("v=1&g=gomoku&"));
  EXPECT_NE(bench.status().find("with no web address before it"), std::string::npos) << bench.status();
  bench.setDefaultShareBase("http://127.0.0.1:8080/index.html");  // a served page's own address
  EXPECT_TRUE(copied().starts_with("http://127.0.0.1:8080/index.html#v=1&g=gomoku&"));
  EXPECT_NE(bench.status().find("paste it in a chat"), std::string::npos) << bench.status();

  const auto typeInTheDialog = [&](const char* typed) {
    bench.commands().get("view.sharebase").run();
    imgui.frame(body);
    imgui.frame(body);
    ImGui::GetIO().AddInputCharactersUTF8(typed);
    imgui.frame(body);
    imgui.key(key::Enter, false, body);
    imgui.frame(body);
  };
  typeInTheDialog("https://school.example/board lab/");
  EXPECT_TRUE(ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId)) << "an address with a blank was kept";
  EXPECT_TRUE(bench.settings().shareBase.empty());
  imgui.key(key::Escape, false, body);
  imgui.frame(body);
  typeInTheDialog(" https://school.example/boardlab/BoardLab.html ");
  EXPECT_FALSE(ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId)) << bench.status();
  EXPECT_TRUE(copied().starts_with("https://school.example/boardlab/BoardLab.html#v=1&g=gomoku&"));
  std::string notice;
  EXPECT_EQ(loadSettings(file, notice).shareBase, "https://school.example/boardlab/BoardLab.html") << notice;
}

}  // namespace
}  // namespace boardlab::ui
