#include "app/cli/game_commands.hpp"

#include <algorithm>
#include <deque>

#include "engine/core/game_module.hpp"
#include "engine/ext/outside.hpp"

namespace boardlab::cli {

namespace {

// A deque: commandsFor's pointers stay valid while later games register.
std::deque<GameCommands>& registered() {
  static std::deque<GameCommands> all;
  return all;
}

}  // namespace

bool registerGameCommands(const GameCommands& commands) {
  for (GameCommands& c : registered())
    if (c.game == commands.game) {
      if (commands.addCommand) c.addCommand = commands.addCommand;
      if (commands.trace) c.trace = commands.trace;
      if (commands.convert) c.convert = commands.convert;
      if (commands.diffFile) c.diffFile = commands.diffFile;
      if (commands.diffRandom) c.diffRandom = commands.diffRandom;
      c.rules = c.rules || commands.rules;
      return true;
    }
  registered().push_back(commands);
  return true;
}

const GameCommands* commandsFor(std::string_view game) {
  for (const GameCommands& c : registered())
    if (c.game == game) return &c;
  return nullptr;
}

void addGameCommands(CLI::App& app, int& exitCode) {
  for (const GameModule* g : games())
    if (const GameCommands* c = commandsFor(g->name); c && c->addCommand) c->addCommand(app, exitCode);
}

std::vector<std::string> randomDiffGames() {
  std::vector<std::string> names;
  for (const GameModule* g : games())
    if (const GameCommands* c = commandsFor(g->name); c && c->diffRandom) names.emplace_back(g->name);
  return names;
}

}  // namespace boardlab::cli
