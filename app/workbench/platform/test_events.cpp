#include "app/workbench/platform/test_events.hpp"

#include <atomic>
#include <cstdio>

namespace boardlab::ui {

namespace {
std::atomic<bool> enabled{false};
}

void enableTestEvents() { enabled = true; }

bool testEventsEnabled() { return enabled; }

void testEvent(const std::string& what) {
  if (!enabled) return;
  const std::string line = "boardlab: event: " + what + "\n";
  std::fwrite(line.data(), 1, line.size(), stderr);
  std::fflush(stderr);
}

}  // namespace boardlab::ui
