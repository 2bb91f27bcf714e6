#pragma once
// Included after <GLFW/glfw3.h> by each platform that feeds ImGui GLFW's key codes: the workbench's key
// names (keys.hpp) are those codes, or a binding would answer to another key.

#include "app/workbench/platform/keys.hpp"

namespace boardlab::ui::key {

static_assert(Space == GLFW_KEY_SPACE && Escape == GLFW_KEY_ESCAPE && Enter == GLFW_KEY_ENTER && Tab == GLFW_KEY_TAB);
static_assert(Backspace == GLFW_KEY_BACKSPACE && Insert == GLFW_KEY_INSERT && Delete == GLFW_KEY_DELETE);
static_assert(Right == GLFW_KEY_RIGHT && Left == GLFW_KEY_LEFT && Down == GLFW_KEY_DOWN && Up == GLFW_KEY_UP);
static_assert(PageUp == GLFW_KEY_PAGE_UP && PageDown == GLFW_KEY_PAGE_DOWN && Home == GLFW_KEY_HOME &&
              End == GLFW_KEY_END);
static_assert(F1 == GLFW_KEY_F1 && F5 == GLFW_KEY_F5 && F6 == GLFW_KEY_F6 && F7 == GLFW_KEY_F7 && F11 == GLFW_KEY_F11 &&
              F12 == GLFW_KEY_F12);
static_assert(KeypadEnter == GLFW_KEY_KP_ENTER);
static_assert(A == GLFW_KEY_A && C == GLFW_KEY_C && E == GLFW_KEY_E && H == GLFW_KEY_H && L == GLFW_KEY_L &&
              N == GLFW_KEY_N && O == GLFW_KEY_O && Q == GLFW_KEY_Q && S == GLFW_KEY_S && V == GLFW_KEY_V &&
              X == GLFW_KEY_X && Y == GLFW_KEY_Y && Z == GLFW_KEY_Z);

}  // namespace boardlab::ui::key
