// The web build's stb_image_write (third_party/web.cmake): Debian's header, its implementation compiled here
// because emscripten cannot link the desktop's libstb.
#define STB_IMAGE_WRITE_IMPLEMENTATION
#include <stb_image_write.h>
