#include "tests/app/image/png_compare.hpp"

#include <cstdlib>
#include <memory>

#include <stb_image.h>

namespace boardlab::test {

PngDiff comparePngs(const std::string& actual, const std::string& expected, int threshold) {
  PngDiff d;
  int aw = 0, ah = 0, ew = 0, eh = 0, n = 0;
  std::unique_ptr<unsigned char, void (*)(void*)> a(stbi_load(actual.c_str(), &aw, &ah, &n, 4), stbi_image_free);
  std::unique_ptr<unsigned char, void (*)(void*)> e(stbi_load(expected.c_str(), &ew, &eh, &n, 4), stbi_image_free);
  if (!a || !e) {
    d.message = std::string("cannot read ") + (!a ? actual : expected);
    return d;
  }
  d.loaded = true;
  d.sameSize = aw == ew && ah == eh;
  if (!d.sameSize) {
    d.message = "size " + std::to_string(aw) + "x" + std::to_string(ah) + " differs from the stored " +
                std::to_string(ew) + "x" + std::to_string(eh);
    return d;
  }
  long differing = 0;
  const long pixels = static_cast<long>(aw) * ah;
  for (long i = 0; i < pixels; ++i)
    for (int ch = 0; ch < 3; ++ch)
      if (std::abs(int(a.get()[i * 4 + ch]) - int(e.get()[i * 4 + ch])) > threshold) {
        ++differing;
        break;
      }
  d.differentFraction = static_cast<double>(differing) / static_cast<double>(pixels);
  d.message = std::to_string(differing) + " of " + std::to_string(pixels) + " pixels differ";
  return d;
}

}  // namespace boardlab::test
