#include "app/workbench/image/gif_lzw.hpp"

#include <array>
#include <cstdint>
#include <memory>

namespace boardlab::ui {

int gifCodeSize(int colours) {
  int bits = 2;  // GIF allows no minimum code size below 2, even for a two-colour table
  while ((1 << bits) < colours) ++bits;
  return bits;
}

namespace {

constexpr int kMaxCodes = 4096;  // 12-bit codes

// Packs codes from the low bit up and cuts the bytes into counted sub-blocks as they fill.
class CodeWriter {
 public:
  explicit CodeWriter(std::string& out) : out_(out) {}
  void put(unsigned code, int width) {
    bits_ |= static_cast<std::uint64_t>(code) << used_;
    used_ += width;
    while (used_ >= 8) {
      byte(static_cast<char>(bits_ & 0xFF));
      bits_ >>= 8;
      used_ -= 8;
    }
  }
  void finish() {
    if (used_ > 0) byte(static_cast<char>(bits_ & 0xFF));
    if (!block_.empty()) flushBlock();
    out_.push_back('\0');  // the block terminator
  }

 private:
  void byte(char b) {
    block_.push_back(b);
    if (block_.size() == 255) flushBlock();
  }
  void flushBlock() {
    out_.push_back(static_cast<char>(block_.size()));
    out_ += block_;
    block_.clear();
  }
  std::string& out_;
  std::string block_;
  std::uint64_t bits_ = 0;
  int used_ = 0;
};

// The string table as an open-addressed hash from (prefix code, next index) to the code of that string.
// Twice the codes in slots keeps probes short; clearing it is one fill of 32 KiB.
class StringTable {
 public:
  void clear() { keys_.fill(kEmpty); }
  // The code of prefix+index, or -1.
  int find(unsigned prefix, unsigned char index) const {
    const std::uint32_t key = keyOf(prefix, index);
    for (std::size_t slot = hash(key);; slot = (slot + 1) & kMask) {
      if (keys_[slot] == key) return codes_[slot];
      if (keys_[slot] == kEmpty) return -1;
    }
  }
  void add(unsigned prefix, unsigned char index, int code) {
    const std::uint32_t key = keyOf(prefix, index);
    std::size_t slot = hash(key);
    while (keys_[slot] != kEmpty) slot = (slot + 1) & kMask;
    keys_[slot] = key;
    codes_[slot] = static_cast<std::uint16_t>(code);
  }

 private:
  static constexpr std::size_t kSlots = 8192, kMask = kSlots - 1;
  static constexpr std::uint32_t kEmpty = 0xFFFFFFFF;
  static std::uint32_t keyOf(unsigned prefix, unsigned char index) { return (prefix << 8) | index; }
  static std::size_t hash(std::uint32_t key) { return (key * 2654435761u) >> 19 & kMask; }
  std::array<std::uint32_t, kSlots> keys_{};
  std::array<std::uint16_t, kSlots> codes_{};
};

}  // namespace

void appendGifLzw(const unsigned char* indices, std::size_t count, int codeSize, std::string& out) {
  out.push_back(static_cast<char>(codeSize));
  const unsigned clearCode = 1u << codeSize, endCode = clearCode + 1;
  CodeWriter writer(out);
  auto table = std::make_unique<StringTable>();
  table->clear();
  int width = codeSize + 1;
  int next = static_cast<int>(endCode) + 1;
  // The decoder adds each string one code later than we do, so after every code it reads it widens when
  // the code it is about to assign, our `next` before adding, reaches the next power of two.
  const auto widen = [&] {
    if (next >= (1 << width) && width < 12) ++width;
  };
  writer.put(clearCode, width);
  if (count > 0) {
    unsigned prefix = indices[0];
    for (std::size_t i = 1; i < count; ++i) {
      const unsigned char index = indices[i];
      const int found = table->find(prefix, index);
      if (found >= 0) {
        prefix = static_cast<unsigned>(found);
        continue;
      }
      writer.put(prefix, width);
      widen();
      if (next < kMaxCodes - 1) {
        table->add(prefix, index, next++);
      } else {  // the table is full: start afresh, as every decoder expects after a clear code
        writer.put(clearCode, width);
        table->clear();
        width = codeSize + 1;
        next = static_cast<int>(endCode) + 1;
      }
      prefix = index;
    }
    writer.put(prefix, width);
    widen();
  }
  writer.put(endCode, width);
  writer.finish();
}

}  // namespace boardlab::ui
