#include "engine/ext/outside.hpp"

#include <algorithm>
#include <map>
#include <mutex>

#include "engine/ext/command_line.hpp"

namespace boardlab::ext {

namespace {

std::map<std::string, std::shared_ptr<Program>, std::less<>>& programs() {
  static std::map<std::string, std::shared_ptr<Program>, std::less<>> map;
  return map;
}
std::mutex& guard() {
  static std::mutex m;
  return m;
}

std::vector<OutsideGame>& outsideGames() {
  static std::vector<OutsideGame> games;
  return games;
}

}  // namespace

std::shared_ptr<Program> addOutside(std::string_view game, const std::string& name, const std::string& command,
                                    const std::string& workDir, const Limits& limits, std::string& error) {
  const auto part =
      std::find_if(outsideGames().begin(), outsideGames().end(), [&](const OutsideGame& g) { return g.game == game; });
  if (part == outsideGames().end()) {  // never started: no game would ask it
    error = name + ": no game asks programs of this kind";
    return nullptr;
  }
  const std::string text = !command.empty() ? command : isOutsideName(name) ? name.substr(kPrefix.size()) : name;
  const auto argv = splitCommand(text, error);
  if (!argv) {
    error = name + ": " + error;
    return nullptr;
  }
  auto program = std::make_shared<Program>(name, *argv, workDir, limits);
  if (!program->start(error)) return nullptr;
  // The registry keeps an entry for the life of BoardLab (handles never dangle), so its runner holds the
  // program weakly: removeOutside() drops the last owner and stops the process.
  const std::weak_ptr<Program> weak = program;
  part->add(name, "outside program: " + text, weak);
  const std::lock_guard lock(guard());
  programs()[name] = program;
  return program;
}

void registerOutsideGame(const OutsideGame& game) {
  if (std::none_of(outsideGames().begin(), outsideGames().end(),
                   [&](const OutsideGame& g) { return g.game == game.game; }))
    outsideGames().push_back(game);
}

std::vector<std::string_view> outsideGameNames() {
  std::vector<std::string_view> names;
  for (const OutsideGame& g : outsideGames()) names.push_back(g.game);
  return names;
}

std::shared_ptr<Program> findOutside(std::string_view name) {
  const std::lock_guard lock(guard());
  const auto it = programs().find(name);
  return it == programs().end() ? nullptr : it->second;
}

void removeOutside(std::string_view name) {
  for (const OutsideGame& g : outsideGames()) g.remove(name);
  const std::lock_guard lock(guard());
  if (const auto it = programs().find(name); it != programs().end()) programs().erase(it);
}

std::string gaveUpMessage(const std::vector<std::string>& names) {
  for (const std::string& n : names)
    if (const auto p = findOutside(n); p && p->gaveUp()) return p->gaveUpMessage();
  return "";
}

void restartOutside(const std::vector<std::string>& names) {
  for (const std::string& name : names)
    if (const auto program = findOutside(name)) program->restart();
}

}  // namespace boardlab::ext
