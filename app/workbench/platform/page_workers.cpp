#include "app/workbench/platform/page_workers.hpp"

#include <emscripten/emscripten.h>
#include <emscripten/fiber.h>

#include <algorithm>
#include <functional>
#include <memory>
#include <new>
#include <utility>
#include <vector>

#include "app/workbench/views/worker.hpp"
#include "engine/core/budget.hpp"

namespace boardlab::ui {
namespace {

// A fiber's own stacks: the C stack its code runs on, and Asyncify's, which holds its call stack while it
// is paused. Both are generous (the link solver keeps its path on the heap, but a finder's try on a 64x64 board
// nests deeply enough); the heap grows for them and they are freed when the run ends.
constexpr std::size_t kFiberStack = 4u << 20;
constexpr std::size_t kAsyncifyStack = 4u << 20;
// The C stack's top must be 16-byte aligned, as wasm32's stack pointer always is: the compiler relies on it
// (it turns frame offsets into bitwise ors: an 8-aligned stack puts a frame's objects at wrong addresses). The
// heap aligns only to 8, so the stack's vector has room to start on a multiple of 16.
constexpr std::size_t kStackAlignment = 16;

struct Fiber {
  emscripten_fiber_t context{};
  std::vector<char> stack = std::vector<char>(kFiberStack + kStackAlignment);
  std::vector<char> asyncifyStack = std::vector<char>(kAsyncifyStack);
  std::function<void()> body;
  bool finished = false;
  bool dropped = false;       // its run let it go unfinished: never resumed again
  bool waitsOutside = false;  // paused in waitOutside until a program's answer
};

struct Scheduler {
  emscripten_fiber_t mainContext{};
  std::vector<char> mainAsyncifyStack = std::vector<char>(64u << 10);  // the tick's frames only
  std::vector<std::shared_ptr<Fiber>> fibers;
  Fiber* running = nullptr;  // the fiber on the thread now; nullptr: the main loop
  double sliceEnd = 0.0;     // emscripten_get_now() at which the running fiber gives the thread back
};

Scheduler& scheduler() {
  static Scheduler s;
  return s;
}

void fiberEntry(void* argument) {
  Fiber& fiber = *static_cast<Fiber*>(argument);
  try {
    fiber.body();
  } catch (...) {
    // A body reports its own errors; anything else must not end the page.
  }
  fiber.finished = true;
  // A fiber's entry must never return: it goes back to the main loop for good, and is freed there.
  emscripten_fiber_swap(&fiber.context, &scheduler().mainContext);
}

// SearchBudget::check's pause point: inside a fiber whose slice is over, back to the main loop until the
// next tick resumes it here.
void pauseIfSliceOver() {
  Scheduler& s = scheduler();
  if (!s.running || emscripten_get_now() < s.sliceEnd) return;
  emscripten_fiber_swap(&s.running->context, &s.mainContext);
}

// The outside wait point (budget.hpp): a fiber waiting for a program's answer gives the thread back at once,
// whatever is left of its slice; the answer's arrival runs the fibers again (runPageWorkers). Outside a fiber
// nothing can wait.
bool waitOutside() {
  Scheduler& s = scheduler();
  if (!s.running) return false;
  Fiber& fiber = *s.running;
  fiber.waitsOutside = true;
  emscripten_fiber_swap(&fiber.context, &s.mainContext);
  fiber.waitsOutside = false;
  return true;
}

class FiberRun final : public WorkerRun {
 public:
  explicit FiberRun(std::shared_ptr<Fiber> fiber) : fiber_(std::move(fiber)) {}
  ~FiberRun() override { join(); }
  bool finished() const override { return fiber_->finished; }
  // The page cannot wait: an unfinished fiber is dropped where it paused (its owner cancelled it first). Its
  // stacks are freed; what its frames had allocated is not (their destructors never run): owners go only
  // with the page, so this costs nothing a user keeps.
  void join() override {
    if (!fiber_->finished) fiber_->dropped = true;
  }

 private:
  std::shared_ptr<Fiber> fiber_;
};

std::unique_ptr<WorkerRun> startFiber(std::function<void()> body) {
  std::shared_ptr<Fiber> fiber;
  try {
    fiber = std::make_shared<Fiber>();
  } catch (const std::bad_alloc&) {
    return nullptr;  // no room for its stacks: the caller runs the work itself, cut short
  }
  fiber->body = std::move(body);
  void* cStack = fiber->stack.data();
  std::size_t room = fiber->stack.size();
  std::align(kStackAlignment, kFiberStack, cStack, room);  // always fits: the vector has kStackAlignment spare
  emscripten_fiber_init(&fiber->context, fiberEntry, fiber.get(), cStack, kFiberStack, fiber->asyncifyStack.data(),
                        fiber->asyncifyStack.size());
  scheduler().fibers.push_back(fiber);
  return std::make_unique<FiberRun>(std::move(fiber));
}

}  // namespace

void installPageWorkers() {
  Scheduler& s = scheduler();
  emscripten_fiber_init_from_current_context(&s.mainContext, s.mainAsyncifyStack.data(), s.mainAsyncifyStack.size());
  setWorkerStarter(startFiber);
  setSearchPausePoint(pauseIfSliceOver);
  setOutsideWaitPoint(waitOutside);
}

bool runPageWorkers(double sliceMs) {
  Scheduler& s = scheduler();
  std::erase_if(s.fibers, [](const auto& f) { return f->finished || f->dropped; });
  if (s.fibers.empty()) return false;
  // Each fiber with work gets an equal share of the slice (two at most in practice: a view's job and the
  // finder). A fiber that makes no check within its share runs on to its next one.
  const double share = sliceMs / static_cast<double>(s.fibers.size());
  // A copy: a fiber's body may start another run, which joins the list for the next tick.
  const std::vector<std::shared_ptr<Fiber>> now = s.fibers;
  for (const auto& fiber : now) {
    if (fiber->dropped) continue;
    s.running = fiber.get();
    s.sliceEnd = emscripten_get_now() + share;
    emscripten_fiber_swap(&s.mainContext, &fiber->context);
    s.running = nullptr;
  }
  const bool finished = std::any_of(now.begin(), now.end(), [](const auto& f) { return f->finished; });
  std::erase_if(s.fibers, [](const auto& f) { return f->finished || f->dropped; });
  return finished;
}

bool pageWorkerWaitsForProgram() {
  const Scheduler& s = scheduler();
  return std::any_of(s.fibers.begin(), s.fibers.end(),
                     [](const auto& f) { return f->waitsOutside && !f->finished && !f->dropped; });
}

}  // namespace boardlab::ui
