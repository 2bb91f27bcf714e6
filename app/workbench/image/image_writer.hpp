#pragma once
// Image files for slides, written through the atomic path (engine/core/atomic_file.hpp): a PNG of one
// frame, and animated GIFs of a run, looping forever. A GIF is streamed: each frame goes to the temporary
// file as it comes, so a long range never sits in memory whole. After the first frame, each one holds
// only the rectangle that changed (the rest stays on screen, and pixels in it that did not change are
// transparent), with a colour table of its own: exact when that part has at most 255 colours (gif_palette.hpp).

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

namespace boardlab::ui {

struct RgbaImage {
  int width = 0;
  int height = 0;
  std::vector<unsigned char> pixels;  // width * height * 4, rows from the top
};

// Writes `image` as a PNG. False and a reason ("cannot write x.png: No space left on device") on failure;
// the old file, if any, is then unchanged.
bool writePng(const std::filesystem::path& path, const RgbaImage& image, std::string& error);

// An animated GIF written one frame at a time; nothing replaces the file until finish() succeeds.
class GifStream {
 public:
  GifStream(const std::filesystem::path& path, int delayMs);
  ~GifStream();
  GifStream(const GifStream&) = delete;
  GifStream& operator=(const GifStream&) = delete;
  // Adds a frame; the first one sets the size every later one must have. False (see error()) on failure.
  bool add(const RgbaImage& frame);
  // Ends the GIF and puts it in place. False (see error()) when it failed or no frame was added.
  bool finish();
  const std::string& error() const { return error_; }

 private:
  struct State;
  bool fail();  // takes the file's error (a full disk, say)
  std::unique_ptr<State> state_;
  std::string error_;
};

}  // namespace boardlab::ui
