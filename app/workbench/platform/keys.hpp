#pragma once
// The key codes the workbench binds. ImGui 1.86 indexes its keys by the backend's own codes, and every
// platform layer of ours (the desktop window, the page, the headless backend of the tests) is GLFW's or
// speaks its codes, so these are GLFW's values; keys_match_glfw.hpp, included by both platforms, checks each
// against GLFW's own name. Nothing outside platform/ needs GLFW for a key.

namespace boardlab::ui::key {

constexpr int Space = 32;
constexpr int A = 65, C = 67, E = 69, H = 72, L = 76, N = 78, O = 79, Q = 81, S = 83, V = 86, X = 88, Y = 89, Z = 90;
constexpr int Escape = 256, Enter = 257, Tab = 258, Backspace = 259, Insert = 260, Delete = 261;
constexpr int Right = 262, Left = 263, Down = 264, Up = 265, PageUp = 266, PageDown = 267, Home = 268, End = 269;
constexpr int F1 = 290, F5 = 294, F6 = 295, F7 = 296, F11 = 300, F12 = 301;
constexpr int KeypadEnter = 335;

}  // namespace boardlab::ui::key
