#include "app/workbench/gif_writer.hpp"

#include <gif_lib.h>

#include <filesystem>
#include <memory>

namespace boardlab::ui {

namespace {

struct GifCloser {
  void operator()(GifFileType* gif) const {
    int error = 0;
    EGifCloseFile(gif, &error);
  }
};

}  // namespace

bool writeGif(const std::string& path, const std::vector<RgbaImage>& frames, int delayMs, std::string& error) {
  if (frames.empty() || frames.front().width <= 0 || frames.front().height <= 0) {
    error = "no frames to write";
    return false;
  }
  const int w = frames.front().width, h = frames.front().height;
  int code = 0;
  std::unique_ptr<GifFileType, GifCloser> gif(EGifOpenFileName(path.c_str(), false, &code));
  if (!gif) {
    error = "cannot write " + path + ": " + GifErrorString(code);
    return false;
  }
  EGifSetGifVersion(gif.get(), true);  // GIF89a: delays and looping
  const auto fail = [&](const char* what) {
    error = std::string(what) + " failed for " + path + ": " + GifErrorString(gif->Error);
    return false;
  };
  if (EGifPutScreenDesc(gif.get(), w, h, 8, 0, nullptr) == GIF_ERROR) return fail("the screen description");
  // NETSCAPE2.0 application extension: loop forever.
  const unsigned char loop[] = {1, 0, 0};
  if (EGifPutExtensionLeader(gif.get(), APPLICATION_EXT_FUNC_CODE) == GIF_ERROR ||
      EGifPutExtensionBlock(gif.get(), 11, "NETSCAPE2.0") == GIF_ERROR ||
      EGifPutExtensionBlock(gif.get(), sizeof loop, loop) == GIF_ERROR || EGifPutExtensionTrailer(gif.get()) == GIF_ERROR)
    return fail("the loop extension");

  const std::size_t n = static_cast<std::size_t>(w) * static_cast<std::size_t>(h);
  std::vector<GifByteType> r(n), g(n), b(n), indices(n);
  for (const RgbaImage& frame : frames) {
    if (frame.width != w || frame.height != h) {
      error = "every frame must be " + std::to_string(w) + "x" + std::to_string(h);
      return false;
    }
    for (std::size_t i = 0; i < n; ++i) {
      r[i] = frame.pixels[i * 4];
      g[i] = frame.pixels[i * 4 + 1];
      b[i] = frame.pixels[i * 4 + 2];
    }
    int colours = 256;
    GifColorType palette[256] = {};
    if (GifQuantizeBuffer(static_cast<unsigned>(w), static_cast<unsigned>(h), &colours, r.data(), g.data(), b.data(),
                          indices.data(), palette) == GIF_ERROR)
      return fail("colour quantisation");
    std::unique_ptr<ColorMapObject, void (*)(ColorMapObject*)> map(GifMakeMapObject(256, palette), GifFreeMapObject);
    GraphicsControlBlock gcb{DISPOSE_DO_NOT, false, delayMs / 10, NO_TRANSPARENT_COLOR};
    GifByteType extension[4];
    const std::size_t length = EGifGCBToExtension(&gcb, extension);
    if (EGifPutExtension(gif.get(), GRAPHICS_EXT_FUNC_CODE, static_cast<int>(length), extension) == GIF_ERROR)
      return fail("the frame delay");
    if (EGifPutImageDesc(gif.get(), 0, 0, w, h, false, map.get()) == GIF_ERROR) return fail("a frame description");
    for (int y = 0; y < h; ++y)
      if (EGifPutLine(gif.get(), indices.data() + static_cast<std::size_t>(y) * w, w) == GIF_ERROR) return fail("a frame row");
  }
  GifFileType* raw = gif.release();
  if (EGifCloseFile(raw, &code) == GIF_ERROR) {
    error = "cannot finish " + path + ": " + GifErrorString(code);
    return false;
  }
  // giflib creates the file readable by its owner only; a handout is for sharing.
  std::error_code ec;
  std::filesystem::permissions(path, std::filesystem::perms::group_read | std::filesystem::perms::others_read,
                               std::filesystem::perm_options::add, ec);
  return true;
}

}  // namespace boardlab::ui
