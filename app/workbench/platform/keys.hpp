#pragma once
// The key codes the workbench binds (GLFW_KEY_*): ImGui 1.86 indexes its keys by the backend's own codes,
// and every platform layer of ours (the desktop window, the headless backend of the tests) is GLFW's or
// speaks its codes. The one header outside the platform layer's own files that brings GLFW in, and only
// for these constants (GLFW_INCLUDE_NONE: no OpenGL header).

#include <GLFW/glfw3.h>
