#include "app/workbench/image/image_writer.hpp"

#include <stb_image_write.h>

#include <algorithm>
#include <cstring>

#include "app/workbench/image/gif_lzw.hpp"
#include "app/workbench/image/gif_palette.hpp"
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
  if (file.ok() &&
      stbi_write_png_to_func(sink, &file, image.width, image.height, 4, image.pixels.data(), image.width * 4) == 0 &&
      file.ok()) {
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
  int width = 0, height = 0, delayMs = 0, frames = 0;
  std::vector<unsigned char> previous;  // the last frame added, to find what the next one changes
  IndexedPixels indexed;                // reused from frame to frame
  std::string bytes;                    // one frame's blocks, written to the file at once
};

namespace {

void put16(std::string& out, int value) {
  out.push_back(static_cast<char>(value & 0xFF));
  out.push_back(static_cast<char>((value >> 8) & 0xFF));
}

// The smallest rectangle holding every pixel of `now` that differs from `before` (same size); a 1x1
// rectangle at the origin when nothing changed, since a GIF image cannot be empty.
PixelRect changedRect(const std::vector<unsigned char>& before, const RgbaImage& now) {
  const std::size_t row = static_cast<std::size_t>(now.width) * 4;
  int top = -1, bottom = -1, left = now.width, right = -1;
  for (int y = 0; y < now.height; ++y) {
    const unsigned char* a = before.data() + row * static_cast<std::size_t>(y);
    const unsigned char* b = now.pixels.data() + row * static_cast<std::size_t>(y);
    if (std::memcmp(a, b, row) == 0) continue;
    if (top < 0) top = y;
    bottom = y;
    int x = 0;
    while (x < left && std::memcmp(a + x * 4, b + x * 4, 4) == 0) ++x;
    left = std::min(left, x);
    x = now.width - 1;
    while (x > right && std::memcmp(a + x * 4, b + x * 4, 4) == 0) --x;
    right = std::max(right, x);
  }
  if (top < 0) return {now.pixels.data(), now.width, 0, 0, 1, 1};
  return {now.pixels.data(), now.width, left, top, right - left + 1, bottom - top + 1};
}

}  // namespace

GifStream::GifStream(const std::filesystem::path& path, int delayMs) : state_(std::make_unique<State>(path)) {
  state_->delayMs = delayMs;
  if (!state_->file.ok()) error_ = state_->file.error();
}

GifStream::~GifStream() = default;  // an unfinished GIF's temporary file goes with the AtomicFile

bool GifStream::fail() {
  if (error_.empty()) error_ = state_->file.error();
  return false;
}

bool GifStream::add(const RgbaImage& frame) {
  if (!error_.empty()) return false;
  State& s = *state_;
  std::string& out = s.bytes;
  out.clear();
  PixelRect rect;
  if (s.frames == 0) {
    if (frame.width <= 0 || frame.height <= 0 || frame.width > 0xFFFF || frame.height > 0xFFFF) {
      error_ = "cannot write " + s.path.string() + ": a GIF frame is 1 to 65535 pixels wide and high, not " +
               std::to_string(frame.width) + "x" + std::to_string(frame.height);
      return false;
    }
    s.width = frame.width;
    s.height = frame.height;
    out += "GIF89a";  // 89a: frame delays and the loop extension
    put16(out, s.width);
    put16(out, s.height);
    out += std::string("\x70\0\0", 3);  // no global colour table (each frame has its own), 8-bit colour
    out += std::string("\x21\xFF\x0BNETSCAPE2.0\x03\x01\0\0\0", 19);  // loop forever
    rect = {frame.pixels.data(), frame.width, 0, 0, frame.width, frame.height};
  } else {
    if (frame.width != s.width || frame.height != s.height) {
      error_ = "every frame must be " + std::to_string(s.width) + "x" + std::to_string(s.height);
      return false;
    }
    // Only the part that changed is encoded; the rest of the previous frame stays on screen.
    rect = changedRect(s.previous, frame);
    rect.previous = s.previous.data();  // inside it, a pixel as it was is transparent: long runs, short codes
  }
  indexPixels(rect, s.indexed);
  const int bits = gifCodeSize(static_cast<int>(s.indexed.palette.size()));
  // Graphic control: "do not dispose" keeps the previous frame under this one; the delay in 1/100 s; the
  // transparent index, if any.
  out += std::string("\x21\xF9\x04", 3);
  out.push_back(static_cast<char>(s.indexed.transparent >= 0 ? 0x05 : 0x04));  // and the transparency flag
  put16(out, s.delayMs / 10);
  out.push_back(static_cast<char>(std::max(0, s.indexed.transparent)));
  out.push_back('\0');
  out.push_back('\x2C');  // the image: where it sits, then its local colour table of 2^bits entries
  put16(out, rect.left);
  put16(out, rect.top);
  put16(out, rect.width);
  put16(out, rect.height);
  out.push_back(static_cast<char>(0x80 | (bits - 1)));
  for (const auto& c : s.indexed.palette) out.append(reinterpret_cast<const char*>(c.data()), 3);
  out.append(static_cast<std::size_t>(3) * ((std::size_t{1} << bits) - s.indexed.palette.size()), '\0');
  appendGifLzw(s.indexed.indices.data(), s.indexed.indices.size(), bits, out);
  if (!s.file.write(out)) return fail();
  s.previous = frame.pixels;
  ++s.frames;
  return true;
}

bool GifStream::finish() {
  State& s = *state_;
  if (error_.empty() && s.frames == 0) error_ = "no frames to write";
  if (!error_.empty()) return false;
  if (!s.file.write(std::string_view("\x3B", 1))) return fail();  // the trailer
  if (s.file.commit()) return true;
  error_ = s.file.error();
  return false;
}

}  // namespace boardlab::ui
