#include "app/workbench/gif_writer.hpp"

#include <gif_lib.h>
#include <stb_image_write.h>

#include "engine/core/atomic_file.hpp"

namespace boardlab::ui {

bool writePng(const std::filesystem::path& path, const RgbaImage& image, std::string& error) {
  if (image.width <= 0 || image.height <= 0) {
    error = "cannot write " + path.string() + ": the image is empty";
    return false;
  }
  AtomicFile file(path);
  const auto sink = [](void* context, void* data, int size) {
    static_cast<AtomicFile*>(context)->write(data, static_cast<std::size_t>(size));
  };
  if (file.ok() && stbi_write_png_to_func(sink, &file, image.width, image.height, 4, image.pixels.data(), image.width * 4) == 0 && file.ok()) {
    error = "cannot write " + path.string() + ": the PNG encoder failed";
    return false;
  }
  if (file.commit()) return true;
  error = file.error();
  return false;
}

struct GifStream::State {
  explicit State(const std::filesystem::path& p) : path(p), file(p) {}
  std::filesystem::path path;
  AtomicFile file;
  GifFileType* gif = nullptr;
  int width = 0, height = 0, delayMs = 0, frames = 0;
  std::vector<GifByteType> r, g, b, indices;
};

namespace {

// giflib's output callback: every byte goes to the atomic file, whose checked writes see a full disk.
int writeToAtomicFile(GifFileType* gif, const GifByteType* data, int size) {
  return static_cast<AtomicFile*>(gif->UserData)->write(data, static_cast<std::size_t>(size)) ? size : 0;
}

}  // namespace

GifStream::GifStream(const std::filesystem::path& path, int delayMs) : state_(std::make_unique<State>(path)) {
  state_->delayMs = delayMs;
  if (!state_->file.ok()) error_ = state_->file.error();
}

GifStream::~GifStream() {
  if (state_->gif) {
    int code = 0;
    EGifCloseFile(state_->gif, &code);  // the temporary file goes with the AtomicFile
  }
}

bool GifStream::fail(const std::string& what) {
  if (!error_.empty()) return false;
  // A failed write says why (a full disk, say); giflib itself only knows "write failed".
  error_ = !state_->file.ok() ? state_->file.error()
                              : what + " failed for " + state_->path.string() + ": " + GifErrorString(state_->gif ? state_->gif->Error : 0);
  return false;
}

bool GifStream::add(const RgbaImage& frame) {
  if (!error_.empty()) return false;
  State& s = *state_;
  if (!s.gif) {
    if (frame.width <= 0 || frame.height <= 0) return fail("the first frame");
    int code = 0;
    s.gif = EGifOpen(&s.file, writeToAtomicFile, &code);
    if (!s.gif) {
      error_ = "cannot write " + s.path.string() + ": " + GifErrorString(code);
      return false;
    }
    s.width = frame.width;
    s.height = frame.height;
    EGifSetGifVersion(s.gif, true);  // GIF89a: delays and looping
    if (EGifPutScreenDesc(s.gif, s.width, s.height, 8, 0, nullptr) == GIF_ERROR) return fail("the screen description");
    // NETSCAPE2.0 application extension: loop forever.
    const unsigned char loop[] = {1, 0, 0};
    if (EGifPutExtensionLeader(s.gif, APPLICATION_EXT_FUNC_CODE) == GIF_ERROR || EGifPutExtensionBlock(s.gif, 11, "NETSCAPE2.0") == GIF_ERROR ||
        EGifPutExtensionBlock(s.gif, sizeof loop, loop) == GIF_ERROR || EGifPutExtensionTrailer(s.gif) == GIF_ERROR)
      return fail("the loop extension");
    const std::size_t n = static_cast<std::size_t>(s.width) * static_cast<std::size_t>(s.height);
    s.r.resize(n);
    s.g.resize(n);
    s.b.resize(n);
    s.indices.resize(n);
  }
  if (frame.width != s.width || frame.height != s.height) {
    error_ = "every frame must be " + std::to_string(s.width) + "x" + std::to_string(s.height);
    return false;
  }
  const std::size_t n = s.r.size();
  for (std::size_t i = 0; i < n; ++i) {
    s.r[i] = frame.pixels[i * 4];
    s.g[i] = frame.pixels[i * 4 + 1];
    s.b[i] = frame.pixels[i * 4 + 2];
  }
  int colours = 256;
  GifColorType palette[256] = {};
  if (GifQuantizeBuffer(static_cast<unsigned>(s.width), static_cast<unsigned>(s.height), &colours, s.r.data(), s.g.data(), s.b.data(),
                        s.indices.data(), palette) == GIF_ERROR)
    return fail("colour quantisation");
  std::unique_ptr<ColorMapObject, void (*)(ColorMapObject*)> map(GifMakeMapObject(256, palette), GifFreeMapObject);
  GraphicsControlBlock gcb{DISPOSE_DO_NOT, false, s.delayMs / 10, NO_TRANSPARENT_COLOR};
  GifByteType extension[4];
  const std::size_t length = EGifGCBToExtension(&gcb, extension);
  if (EGifPutExtension(s.gif, GRAPHICS_EXT_FUNC_CODE, static_cast<int>(length), extension) == GIF_ERROR) return fail("the frame delay");
  if (EGifPutImageDesc(s.gif, 0, 0, s.width, s.height, false, map.get()) == GIF_ERROR) return fail("a frame description");
  for (int y = 0; y < s.height; ++y)
    if (EGifPutLine(s.gif, s.indices.data() + static_cast<std::size_t>(y) * s.width, s.width) == GIF_ERROR) return fail("a frame row");
  ++s.frames;
  return true;
}

bool GifStream::finish() {
  State& s = *state_;
  if (error_.empty() && s.frames == 0) error_ = "no frames to write";
  if (s.gif) {
    int code = 0;
    const bool closed = EGifCloseFile(s.gif, &code) != GIF_ERROR;
    s.gif = nullptr;
    if (!closed && error_.empty())
      error_ = !s.file.ok() ? s.file.error() : "cannot finish " + s.path.string() + ": " + GifErrorString(code);
  }
  if (!error_.empty()) return false;
  if (s.file.commit()) return true;
  error_ = s.file.error();
  return false;
}

}  // namespace boardlab::ui
