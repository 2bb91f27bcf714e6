#include "engine/core/scene.hpp"

#include <algorithm>
#include <charconv>

#include "engine/core/game_module.hpp"
#include "engine/core/trace_cursor.hpp"

namespace boardlab {

const std::string& Scene::parameter(std::string_view key) const {
  static const std::string kNone;
  const auto it = std::find_if(parameters.begin(), parameters.end(), [&](const auto& p) { return p.key == key; });
  return it == parameters.end() ? kNone : it->value;
}

int Scene::number(std::string_view key) const {
  const std::string& value = parameter(key);
  int n = 0;
  const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), n);
  return ec == std::errc{} && end == value.data() + value.size() && n > 0 ? n : 0;
}

void Scene::set(std::string_view key, std::string value) {
  const auto it = std::find_if(parameters.begin(), parameters.end(), [&](const auto& p) { return p.key == key; });
  if (value.empty()) {
    if (it != parameters.end()) parameters.erase(it);
  } else if (it != parameters.end()) {
    it->value = std::move(value);
  } else {
    parameters.push_back({std::string(key), std::move(value)});
  }
}

namespace {
std::vector<SceneParameter> sortedParameters(std::vector<SceneParameter> p) {
  std::sort(p.begin(), p.end(), [](const auto& a, const auto& b) { return a.key < b.key; });
  return p;
}
}  // namespace

bool Scene::operator==(const Scene& other) const {
  return game == other.game && boardFile == other.boardFile && boardText == other.boardText && step == other.step &&
         sameAnalysis(other);
}

bool Scene::sameAnalysis(const Scene& other) const {
  return algo == other.algo && sortedParameters(parameters) == sortedParameters(other.parameters);
}

const SceneKey* findSceneKey(std::string_view key, bool lessonName) {
  for (const GameModule* game : games())
    for (const SceneKey& k : game->sceneKeys)
      if ((lessonName ? k.lessonKey : k.key) == key && !key.empty()) return &k;
  return nullptr;
}

bool jumpToSceneStep(TraceCursor& cursor, int step, std::string& error) {
  if (step <= 0) return true;
  if (static_cast<std::size_t>(step) > cursor.size()) {
    error = "step " + std::to_string(step) + " is beyond the trace's " + std::to_string(cursor.size()) + " steps";
    return false;
  }
  cursor.jump(static_cast<std::size_t>(step - 1));
  return true;
}

}  // namespace boardlab
