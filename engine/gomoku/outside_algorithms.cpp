#include "engine/gomoku/outside_algorithms.hpp"

#include <list>
#include <mutex>
#include <vector>

#include "engine/gomoku/detector.hpp"

namespace boardlab::gomoku {

namespace {

struct Entry {
  std::string name, title;
  AlgorithmInfo info;
  DetectorFactory make;
};

const std::vector<std::string>& noListing() {
  static const std::vector<std::string> empty;
  return empty;
}

// A list: entries never move, so the AlgorithmInfo pointers handed out stay valid while they exist.
std::list<Entry>& entries() {
  static std::list<Entry> list;
  return list;
}
std::mutex& guard() {
  static std::mutex m;
  return m;
}

}  // namespace

void addOutsideAlgorithm(std::string name, std::string title, DetectorFactory make) {
  const std::lock_guard lock(guard());
  entries().remove_if([&](const Entry& e) { return e.name == name; });
  Entry& e = entries().emplace_back(Entry{std::move(name), std::move(title), {}, std::move(make)});
  e.info = AlgorithmInfo{e.name, e.title, "", false, false, &noListing};
}

void removeOutsideAlgorithm(std::string_view name) {
  const std::lock_guard lock(guard());
  entries().remove_if([&](const Entry& e) { return e.name == name; });
}

const AlgorithmInfo* findOutsideAlgorithm(std::string_view name) {
  const std::lock_guard lock(guard());
  for (const Entry& e : entries())
    if (e.name == name) return &e.info;
  return nullptr;
}

std::unique_ptr<Detector> makeOutsideDetector(std::string_view name, const Game& start) {
  DetectorFactory make;
  {
    const std::lock_guard lock(guard());
    for (const Entry& e : entries())
      if (e.name == name) make = e.make;
  }
  return make ? make(start) : nullptr;
}

}  // namespace boardlab::gomoku
