#include "engine/core/algorithm.hpp"

namespace boardlab {

const std::vector<std::string>& noListing() {
  static const std::vector<std::string> empty;
  return empty;
}

}  // namespace boardlab
