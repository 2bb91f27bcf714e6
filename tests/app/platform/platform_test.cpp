// The platform layer's own parts (the scripted input of --at, frame pacing, window placement) and what it
// draws of the workbench on the first frames: the menus, the first screen, the board's marks.

#include <gtest/gtest.h>

#include "app/workbench/platform/frame_pacer.hpp"
#include "app/workbench/platform/keys.hpp"

#include "app/workbench/games/gomoku/builtin_example.hpp"
#include "app/workbench/games/gomoku/gomoku_view.hpp"
#include "app/workbench/games/link/link_view.hpp"
#include "app/workbench/platform/headless_imgui.hpp"
#include "app/workbench/platform/input_script.hpp"
#include "app/workbench/platform/window_placement.hpp"
#include "app/workbench/shell/settings.hpp"
#include "app/workbench/shell/workbench.hpp"
#include "app/workbench/views/style.hpp"

namespace boardlab::ui {
namespace {

TEST(InputScript, ReadsKeysClicksScalesAndLanguages) {
  std::string error;
  const auto f11 = parseScriptedAction("3:key:F11", error);
  ASSERT_TRUE(f11) << error;
  EXPECT_EQ(f11->frame, 3);
  EXPECT_EQ(f11->kind, ScriptedAction::Kind::Key);
  EXPECT_EQ(f11->key, key::F11);
  EXPECT_EQ(parseScriptedAction("0:key:Escape", error)->key, key::Escape);
  EXPECT_EQ(parseScriptedAction("0:key:q", error)->key, key::Q);
  const auto click = parseScriptedAction("12:click:30.5,40", error);
  ASSERT_TRUE(click) << error;
  EXPECT_EQ(click->kind, ScriptedAction::Kind::Click);
  EXPECT_FLOAT_EQ(click->x, 30.5f);
  EXPECT_FLOAT_EQ(click->y, 40.0f);
  EXPECT_FLOAT_EQ(parseScriptedAction("5:scale:1.5", error)->scale, 1.5f);
  EXPECT_EQ(parseScriptedAction("5:lang:zh-CN", error)->language, i18n::Language::Chinese);
}

TEST(InputScript, RefusesWhatItCannotPlayAndSaysWhy) {
  for (const char* bad : {"F11", "x:key:F11", "-1:key:F11", "3:key:F13", "3:key:Tab2", "3:click:10", "3:scale:9",
                          "3:scale:big", "3:lang:fr", "3:jump:4"}) {
    std::string error;
    EXPECT_FALSE(parseScriptedAction(bad, error)) << bad;
    EXPECT_NE(error.find(bad), std::string::npos) << error;
  }
}

// A search that ends between frames, or a trace played to its end: the frames drawn while it moved are followed
// by the settle frames, as an event is (the finder's window grows to show its result a frame after drawing it),
// then the window waits.
TEST(FramePacer, AfterTheMovementStopsItDrawsTheSettleFramesThenWaits) {
  FramePacer pacer;
  for (int i = 0; i < FramePacer::kSettleFrames; ++i) pacer.frameDrawn(false);  // the first frames' layout
  EXPECT_FALSE(pacer.drawWithoutWaiting(false));
  pacer.frameDrawn(true);  // drawn while a search ran; it ended meanwhile
  for (int i = 0; i < FramePacer::kSettleFrames; ++i) {
    EXPECT_TRUE(pacer.drawWithoutWaiting(false)) << "settle frame " << i;
    pacer.frameDrawn(false);
  }
  EXPECT_FALSE(pacer.drawWithoutWaiting(false));
  EXPECT_TRUE(pacer.drawWithoutWaiting(true));
}

TEST(WindowPlacement, AWindowLargerThanTheScreenShrinksIntoTheWorkArea) {
  const WindowRect work{0, 30, 1600, 970};  // a 1600x1000 screen under a 30 px panel
  const WindowRect minimum = minimumWindow(1.5f, work);
  const WindowRect r = fitWindow({-10, 0, 2160, 1350}, work, minimum);  // 150% of 1440x900
  EXPECT_EQ(r.x, 0);
  EXPECT_EQ(r.y, 30);
  EXPECT_EQ(r.width, 1600);
  EXPECT_EQ(r.height, 970);
}

TEST(WindowPlacement, AWindowIsNeverSmallerThanTheLayoutNeedsNorLeftOffTheScreen) {
  const WindowRect work{0, 0, 1920, 1200};
  EXPECT_EQ(minimumWindow(1.0f, work).width, 800);
  EXPECT_EQ(minimumWindow(2.0f, work).height, 1120);
  EXPECT_EQ(minimumWindow(4.0f, work).width, 1920);  // never beyond the screen
  const WindowRect r = fitWindow({1800, 1150, 200, 70}, work, minimumWindow(1.0f, work));
  EXPECT_EQ(r.width, 800);
  EXPECT_EQ(r.height, 560);
  EXPECT_EQ(r.x, 1120);  // moved back so that all of it shows
  EXPECT_EQ(r.y, 640);
  const WindowRect unknown = fitWindow({5, 6, 200, 70}, WindowRect{}, minimumWindow(1.0f, WindowRect{}));
  EXPECT_EQ(unknown.width, 800);  // no monitor known: the minimum still holds
  EXPECT_EQ(unknown.x, 5);
}

TEST(WindowPlacement, TheSettingsKeepTheWindowAndRefuseNonsense) {
  Settings s;
  s.windowX = -20, s.windowY = 40, s.windowWidth = 1500, s.windowHeight = 950;
  std::string notice;
  const Settings back = parseSettings(settingsText(s), "settings.ini", notice);
  EXPECT_TRUE(notice.empty()) << notice;
  EXPECT_EQ(back.windowX, -20);
  EXPECT_EQ(back.windowY, 40);
  EXPECT_EQ(back.windowWidth, 1500);
  EXPECT_EQ(back.windowHeight, 950);
  EXPECT_EQ(settingsText(Settings{}).find("window_"), std::string::npos);  // never saved: nothing written
  parseSettings("window_width=-5\n", "settings.ini", notice);
  EXPECT_NE(notice.find("settings.ini:1"), std::string::npos) << notice;
  EXPECT_NE(notice.find("window_width takes 0 to 32768"), std::string::npos) << notice;
}

// Esc closes an open menu (ImGui 1.86 does so only under keyboard navigation).
TEST(Menus, EscClosesTheOpenMenu) {
  HeadlessImGui imgui;
  Workbench bench{Settings{}, {}, 1.0f};
  const auto body = [&] { bench.frame(); };
  for (int i = 0; i < 3; ++i) imgui.frame(body);
  imgui.click(ImVec2(20, 10), body);  // "File", the menu bar's first menu
  imgui.frame(body);
  ASSERT_TRUE(ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId)) << "the File menu did not open";
  imgui.key(key::Escape, false, body);
  imgui.frame(body);
  EXPECT_FALSE(ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId)) << "Esc left the menu open";
  EXPECT_FALSE(bench.quitRequested());
}

TEST(Menus, EscInPresenterModeClosesTheMenuButStaysInPresenterMode) {
  HeadlessImGui imgui;
  Workbench bench{Settings{}, {}, 1.0f};
  bench.setPresenter(true);
  const auto body = [&] { bench.frame(); };
  for (int i = 0; i < 3; ++i) imgui.frame(body);
  imgui.click(ImVec2(20, 10), body);
  imgui.frame(body);
  ASSERT_TRUE(ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId));
  imgui.key(key::Escape, false, body);
  imgui.frame(body);
  EXPECT_FALSE(ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId));
  EXPECT_TRUE(bench.presenter()) << "the Esc that closed a menu also left presenter mode";
  imgui.key(key::Escape, false, body);  // a second Esc, no menu open: leaves presenter mode
  EXPECT_FALSE(bench.presenter());
}

// The first screen shows an algorithm at work: scan on the built-in example's last move, mid-trace.
TEST(FirstScreen, ShowsScanAnalysingTheLastMoveMidTrace) {
  HeadlessImGui imgui;
  Workbench bench{Settings{}, {}, 1.0f};
  openFirstScreen(bench.viewOf<GomokuView>());
  imgui.frame([&] { bench.frame(); });
  EXPECT_EQ(bench.viewOf<GomokuView>().analysis().algorithm(), "scan");
  EXPECT_TRUE(bench.viewOf<GomokuView>().analysis().active());
  ASSERT_GT(bench.viewOf<GomokuView>().analysis().cursor().size(), 5u);
  EXPECT_EQ(bench.viewOf<GomokuView>().analysis().cursor().position(), 5u);
  EXPECT_FALSE(bench.unsaved());
  EXPECT_NE(bench.status().find("Help > First steps"), std::string::npos) << bench.status();
}

// Step numbers, A/B tags and breakpoint dots follow the UI's type size and grow in presenter mode, within the cell.
TEST(BoardMarks, GrowWithTheScaleAndInPresenterModeButStayInTheirCell) {
  HeadlessImGui imgui;
  float normal = 0, scaled = 0, presenter = 0, dot = 0, bigDot = 0, tiny = 0, uiText = 0;
  imgui.frame([&] {
    ImGui::GetIO().FontGlobalScale = 1.5f;  // as 150%: the UI font 1.5 times as large
  });
  imgui.frame([&] {
    uiText = ImGui::GetFontSize();
    normal = boardTagSize(60.0f);
    dot = boardDotRadius(60.0f);
    ImGui::GetIO().FontGlobalScale = 3.0f;
  });
  imgui.frame([&] {
    scaled = boardTagSize(60.0f);
    ImGui::GetIO().FontGlobalScale = 1.5f;
  });
  imgui.frame([&] {
    setLargeBoardMarks(true);
    presenter = boardTagSize(60.0f);
    bigDot = boardDotRadius(60.0f);
    tiny = boardTagSize(10.0f);
    setLargeBoardMarks(false);
    ImGui::GetIO().FontGlobalScale = 1.0f;
  });
  EXPECT_GE(normal, uiText * 0.85f - 0.01f);  // never much below the UI's own text
  EXPECT_GT(scaled, normal);
  EXPECT_GT(presenter, normal);
  EXPECT_GT(bigDot, dot);
  EXPECT_LE(scaled, 60.0f * 0.55f);  // within the cell
  EXPECT_LE(tiny, 10.0f * 0.55f);
}

}  // namespace
}  // namespace boardlab::ui
