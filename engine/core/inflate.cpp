#include "engine/core/inflate.hpp"

#include <array>
#include <cstdint>
#include <vector>

namespace boardlab {

namespace {

constexpr int kMaxBits = 15;              // the longest Huffman code DEFLATE allows
constexpr int kLiteralLengthCodes = 288;  // 0-255 bytes, 256 end of block, 257-285 lengths (286, 287 unused)
constexpr int kDistanceCodes = 30;

// Bits from the stream, the first bit of each byte its lowest (RFC 1951, 3.1.1).
class Bits {
 public:
  explicit Bits(std::string_view in) : in_(in) {}
  std::uint32_t take(int n) {
    while (count_ < n) {
      if (next_ >= in_.size()) throw InflateError("it ends in the middle of a block");
      buffer_ |= static_cast<std::uint32_t>(static_cast<unsigned char>(in_[next_++])) << count_;
      count_ += 8;
    }
    const std::uint32_t v = buffer_ & ((1u << n) - 1);
    buffer_ >>= n;
    count_ -= n;
    return v;
  }
  // A stored block starts at a byte: the bits left of this one are dropped.
  void toByte() {
    buffer_ = 0;
    count_ = 0;
  }
  std::string_view bytes(std::size_t n) {
    if (n > in_.size() - next_) throw InflateError("a stored block runs past its end");
    const std::string_view out = in_.substr(next_, n);
    next_ += n;
    return out;
  }

 private:
  std::string_view in_;
  std::size_t next_ = 0;
  std::uint32_t buffer_ = 0;
  int count_ = 0;
};

// A canonical Huffman code given by its symbols' code lengths (0: unused): how many codes each length has,
// and the symbols in code order. Decoding walks the lengths, one bit more each time (codes are sent from their
// first bit on), until the code read falls among that length's.
struct Code {
  std::array<int, kMaxBits + 1> count{};
  std::vector<int> symbol;

  Code(const int* lengths, int n) : symbol(static_cast<std::size_t>(n)) {
    for (int s = 0; s < n; ++s) ++count[static_cast<std::size_t>(lengths[s])];
    // A set of lengths that asks for more codes than there are is no code.
    int left = 1;
    for (int len = 1; len <= kMaxBits; ++len) {
      left = left * 2 - count[static_cast<std::size_t>(len)];
      if (left < 0) throw InflateError("a Huffman table with too many codes");
    }
    std::array<int, kMaxBits + 1> offset{};
    for (int len = 1; len < kMaxBits; ++len)
      offset[static_cast<std::size_t>(len + 1)] =
          offset[static_cast<std::size_t>(len)] + count[static_cast<std::size_t>(len)];
    for (int s = 0; s < n; ++s)
      if (lengths[s] != 0) symbol[static_cast<std::size_t>(offset[static_cast<std::size_t>(lengths[s])]++)] = s;
  }

  // An incomplete table (allowed) has codes that stand for nothing: reading one is damage.
  int decode(Bits& bits) const {
    int code = 0, first = 0, index = 0;
    for (int len = 1; len <= kMaxBits; ++len) {
      code |= static_cast<int>(bits.take(1));
      const int here = count[static_cast<std::size_t>(len)];
      if (code - first < here) return symbol[static_cast<std::size_t>(index + code - first)];
      index += here;
      first = (first + here) << 1;
      code <<= 1;
    }
    throw InflateError("a code its table does not have");
  }
};

constexpr std::array<int, 29> kLengthBase{3,  4,  5,  6,  7,  8,  9,  10, 11,  13,  15,  17,  19,  23, 27,
                                          31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
constexpr std::array<int, 29> kLengthExtra{0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2,
                                           2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
constexpr std::array<int, kDistanceCodes> kDistanceBase{1,    2,    3,    4,    5,    7,    9,    13,    17,    25,
                                                        33,   49,   65,   97,   129,  193,  257,  385,   513,   769,
                                                        1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577};
constexpr std::array<int, kDistanceCodes> kDistanceExtra{0, 0, 0, 0, 1, 1, 2, 2,  3,  3,  4,  4,  5,  5,  6,
                                                         6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};

class Inflater {
 public:
  Inflater(std::string_view in, std::size_t maxBytes) : bits_(in), max_(maxBytes) {}

  std::string run() {
    bool last = false;
    while (!last) {
      last = bits_.take(1) == 1;
      switch (bits_.take(2)) {
        case 0:
          stored();
          break;
        case 1:
          fixed();
          break;
        case 2:
          dynamic();
          break;
        default:
          throw InflateError("a block of the reserved type 3");
      }
    }
    return std::move(out_);
  }

 private:
  void grow(std::size_t n) {
    if (n > max_ - out_.size()) throw InflateError("it unpacks to more than " + std::to_string(max_) + " bytes");
  }

  void stored() {
    bits_.toByte();
    const std::string_view header = bits_.bytes(4);
    const auto at = [&](std::size_t i) { return static_cast<unsigned>(static_cast<unsigned char>(header[i])); };
    const unsigned length = at(0) | at(1) << 8, check = at(2) | at(3) << 8;
    if (length != (~check & 0xffffu)) throw InflateError("a stored block's length fails its check");
    grow(length);
    out_.append(bits_.bytes(length));
  }

  void fixed() {
    std::array<int, kLiteralLengthCodes + kDistanceCodes> lengths{};
    for (int s = 0; s < kLiteralLengthCodes; ++s)
      lengths[static_cast<std::size_t>(s)] = s < 144 ? 8 : s < 256 ? 9 : s < 280 ? 7 : 8;
    for (int s = 0; s < kDistanceCodes; ++s) lengths[static_cast<std::size_t>(kLiteralLengthCodes + s)] = 5;
    static const Code literals(lengths.data(), kLiteralLengthCodes);
    static const Code distances(lengths.data() + kLiteralLengthCodes, kDistanceCodes);
    codes(literals, distances);
  }

  void dynamic() {
    const int literalCount = static_cast<int>(bits_.take(5)) + 257;
    const int distanceCount = static_cast<int>(bits_.take(5)) + 1;
    const int lengthCodeCount = static_cast<int>(bits_.take(4)) + 4;
    if (literalCount > 286 || distanceCount > kDistanceCodes) throw InflateError("too many codes in a table");
    // The code lengths' own code, its lengths sent in this order (the likeliest first).
    static constexpr std::array<int, 19> kOrder{16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};
    std::array<int, 19> lengthLengths{};
    for (int i = 0; i < lengthCodeCount; ++i)
      lengthLengths[static_cast<std::size_t>(kOrder[static_cast<std::size_t>(i)])] = static_cast<int>(bits_.take(3));
    const Code lengthCode(lengthLengths.data(), 19);
    std::array<int, kLiteralLengthCodes + kDistanceCodes> lengths{};
    const int total = literalCount + distanceCount;
    for (int i = 0; i < total;) {
      const int symbol = lengthCode.decode(bits_);
      if (symbol < 16) {
        lengths[static_cast<std::size_t>(i++)] = symbol;
        continue;
      }
      int repeated = 0, times = 0;
      if (symbol == 16) {
        if (i == 0) throw InflateError("a length repeated before any length");
        repeated = lengths[static_cast<std::size_t>(i - 1)];
        times = 3 + static_cast<int>(bits_.take(2));
      } else {
        times = symbol == 17 ? 3 + static_cast<int>(bits_.take(3)) : 11 + static_cast<int>(bits_.take(7));
      }
      if (i + times > total) throw InflateError("code lengths past the table's end");
      while (times-- > 0) lengths[static_cast<std::size_t>(i++)] = repeated;
    }
    if (lengths[256] == 0) throw InflateError("a block with no end code");
    // The literal/length lengths, then the distances', both read in one run (a repeat may cross from one to the other).
    std::array<int, kDistanceCodes> distanceLengths{};
    for (int i = 0; i < distanceCount; ++i)
      distanceLengths[static_cast<std::size_t>(i)] = lengths[static_cast<std::size_t>(literalCount + i)];
    std::array<int, kLiteralLengthCodes> literalLengths{};
    for (int i = 0; i < literalCount; ++i)
      literalLengths[static_cast<std::size_t>(i)] = lengths[static_cast<std::size_t>(i)];
    codes(Code(literalLengths.data(), kLiteralLengthCodes), Code(distanceLengths.data(), kDistanceCodes));
  }

  void codes(const Code& literals, const Code& distances) {
    for (;;) {
      const int symbol = literals.decode(bits_);
      if (symbol < 256) {
        grow(1);
        out_ += static_cast<char>(symbol);
        continue;
      }
      if (symbol == 256) return;
      const int l = symbol - 257;
      if (l >= static_cast<int>(kLengthBase.size())) throw InflateError("a length code past 285");
      const std::size_t length = static_cast<std::size_t>(kLengthBase[static_cast<std::size_t>(l)]) +
                                 bits_.take(kLengthExtra[static_cast<std::size_t>(l)]);
      const int d = distances.decode(bits_);
      if (d >= kDistanceCodes) throw InflateError("a distance code past 29");
      const std::size_t distance = static_cast<std::size_t>(kDistanceBase[static_cast<std::size_t>(d)]) +
                                   bits_.take(kDistanceExtra[static_cast<std::size_t>(d)]);
      if (distance > out_.size()) throw InflateError("a copy from before the start");
      grow(length);
      // Byte by byte: the copy may overlap what it writes (a distance shorter than its length repeats).
      const std::size_t from = out_.size() - distance;
      for (std::size_t k = 0; k < length; ++k) out_ += out_[from + k];
    }
  }

  Bits bits_;
  std::size_t max_;
  std::string out_;
};

}  // namespace

std::string inflateRaw(std::string_view packed, std::size_t maxBytes) { return Inflater(packed, maxBytes).run(); }

}  // namespace boardlab
