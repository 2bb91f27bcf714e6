#include "engine/link/outside_algorithms.hpp"

#include <deque>
#include <mutex>

namespace boardlab::link {

namespace {

struct Entry {
  std::string name, summary;
  OutsideQuery run;
  bool removed = false;
};

// A deque indexed by Algo value minus the built-ins: values stay stable; a removed entry keeps its slot.
std::deque<Entry>& entries() {
  static std::deque<Entry> list;
  return list;
}
std::mutex& guard() {
  static std::mutex m;
  return m;
}

const Entry* entry(Algo algo) {
  const std::size_t i = static_cast<std::size_t>(algo);
  if (i < kAlgos.size() || i - kAlgos.size() >= entries().size()) return nullptr;
  const Entry& e = entries()[i - kAlgos.size()];
  return e.removed ? nullptr : &e;
}

}  // namespace

Algo addOutsideAlgorithm(std::string name, std::string summary, OutsideQuery run) {
  const std::lock_guard lock(guard());
  for (Entry& e : entries())
    if (e.name == name) e.removed = true;
  if (kAlgos.size() + entries().size() > 255) {  // Algo is one byte: reuse the oldest removed slot
    for (std::size_t i = 0; i < entries().size(); ++i)
      if (entries()[i].removed) {
        entries()[i] = Entry{std::move(name), std::move(summary), std::move(run)};
        return static_cast<Algo>(kAlgos.size() + i);
      }
    throw std::length_error("too many outside link algorithms");
  }
  entries().push_back(Entry{std::move(name), std::move(summary), std::move(run)});
  return static_cast<Algo>(kAlgos.size() + entries().size() - 1);
}

void removeOutsideAlgorithm(std::string_view name) {
  const std::lock_guard lock(guard());
  for (Entry& e : entries())
    if (e.name == name) e.removed = true;
}

bool isOutside(Algo algo) { return static_cast<std::size_t>(algo) >= kAlgos.size(); }

std::optional<Algo> findOutsideAlgorithm(std::string_view name) {
  const std::lock_guard lock(guard());
  for (std::size_t i = 0; i < entries().size(); ++i)
    if (!entries()[i].removed && entries()[i].name == name) return static_cast<Algo>(kAlgos.size() + i);
  return std::nullopt;
}

std::string_view outsideName(Algo algo) {
  const std::lock_guard lock(guard());
  const Entry* e = entry(algo);
  return e ? std::string_view(e->name) : std::string_view();
}

std::string_view outsideSummary(Algo algo) {
  const std::lock_guard lock(guard());
  const Entry* e = entry(algo);
  return e ? std::string_view(e->summary) : std::string_view();
}

LinkResult runOutside(Algo algo, const Board& board, Cell a, Cell b, Recorder* rec) {
  OutsideQuery run;
  {
    const std::lock_guard lock(guard());
    if (const Entry* e = entry(algo)) run = e->run;
  }
  if (!run) return notLinked(Reason::NotApplicable);
  return run(board, a, b, rec);
}

bool sameLinkAnswer(Algo algoA, Algo algoB, const LinkResult& a, const LinkResult& b) {
  if (isOutside(algoA) || isOutside(algoB)) return a.linked == b.linked && a.fault.empty() == b.fault.empty();
  return a == b;
}

}  // namespace boardlab::link
