// The platform layer's pure parts: the scripted input of --at, and window placement.

#include <gtest/gtest.h>

#include <GLFW/glfw3.h>

#include "app/workbench/input_script.hpp"

namespace boardlab::ui {
namespace {

TEST(InputScript, ReadsKeysClicksScalesAndLanguages) {
  std::string error;
  const auto f11 = parseScriptedAction("3:key:F11", error);
  ASSERT_TRUE(f11) << error;
  EXPECT_EQ(f11->frame, 3);
  EXPECT_EQ(f11->kind, ScriptedAction::Kind::Key);
  EXPECT_EQ(f11->key, GLFW_KEY_F11);
  EXPECT_EQ(parseScriptedAction("0:key:Escape", error)->key, GLFW_KEY_ESCAPE);
  EXPECT_EQ(parseScriptedAction("0:key:q", error)->key, GLFW_KEY_Q);
  const auto click = parseScriptedAction("12:click:30.5,40", error);
  ASSERT_TRUE(click) << error;
  EXPECT_EQ(click->kind, ScriptedAction::Kind::Click);
  EXPECT_FLOAT_EQ(click->x, 30.5f);
  EXPECT_FLOAT_EQ(click->y, 40.0f);
  EXPECT_FLOAT_EQ(parseScriptedAction("5:scale:1.5", error)->scale, 1.5f);
  EXPECT_EQ(parseScriptedAction("5:lang:zh-CN", error)->language, i18n::Language::Chinese);
}

TEST(InputScript, RefusesWhatItCannotPlayAndSaysWhy) {
  for (const char* bad : {"F11", "x:key:F11", "-1:key:F11", "3:key:F13", "3:key:Tab2", "3:click:10", "3:scale:9", "3:scale:big",
                          "3:lang:fr", "3:jump:4"}) {
    std::string error;
    EXPECT_FALSE(parseScriptedAction(bad, error)) << bad;
    EXPECT_NE(error.find(bad), std::string::npos) << error;
  }
}

}  // namespace
}  // namespace boardlab::ui
