#pragma once
// The project's random numbers: splitmix64, chosen because its output is the same on every platform
// (std::shuffle and the std distributions are not specified bit for bit). Link's shuffle and generator and
// every game's counterexample search draw from it, so a seed means the same input everywhere.

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace boardlab {

class Rng {
 public:
  explicit Rng(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  int below(int n) { return static_cast<int>(next() % static_cast<std::uint64_t>(n)); }  // 0..n-1, n > 0
  template <class T>
  void shuffle(std::vector<T>& v) {
    for (std::size_t i = v.size(); i > 1; --i)
      std::swap(v[i - 1], v[static_cast<std::size_t>(below(static_cast<int>(i)))]);
  }

 private:
  std::uint64_t state_;
};

}  // namespace boardlab
