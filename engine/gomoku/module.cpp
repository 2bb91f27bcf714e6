#include "engine/gomoku/module.hpp"

#include "engine/gomoku/algorithms.hpp"
#include "engine/gomoku/catalogue.hpp"
#include "engine/gomoku/formats.hpp"
#include "engine/gomoku/questions.hpp"
#include "engine/gomoku/share_fields.hpp"
#include "engine/gomoku/win.hpp"

namespace boardlab::gomoku {

namespace {

// PSQ, SGF and move strings are gomoku's alone; chooseFormat refuses (BoardFileError, line 0) a text
// that is no format at all, which is the message the user should see.
bool ownsOtherFormat(std::string_view text, const std::string& fileName) {
  std::vector<std::string> notes;
  return chooseFormat(text, fileName, notes) != Format::Board;
}

std::vector<AlgorithmName> algorithmNames() {
  std::vector<AlgorithmName> names;
  for (const AlgorithmInfo* info : algorithms())
    names.push_back({std::string(info->name), std::string(info->title), std::string(info->correctedPeer)});
  return names;
}

// The menus' algorithms and the forbidden-point check, which analyses an empty point, not a move.
bool isBuiltIn(std::string_view name) {
  if (name == "forbidden") return true;
  for (const AlgorithmInfo* info : algorithms())  // never a program's: findAlgorithm knows those too
    if (info->name == name) return true;
  return false;
}

std::vector<std::span<const i18n::Entry>> chinese() {
  return {gomokuChinese(), renjuChinese(), gomokuQuestionsChinese()};
}

}  // namespace

const GameModule& gameModule() {
  static const GameModule module{
      .name = "gomoku",
      .ownsOtherFormat = ownsOtherFormat,
      .algorithms = algorithmNames,
      .chinese = chinese,
      .smallestSide = 5,
      .largestSide = 26,
      .defaultLargestSide = 15,
      .randomInputs = "games",
      .shareFields = shareFields,
      .boardOfShare = boardOfShare,
      .checkShareScene = checkShareScene,
      .isBuiltInAlgorithm = isBuiltIn,
      .sceneKeys = {{.key = "move",
                     .lessonKey = "ply",
                     .option = "--ply",
                     .help = "the action to analyse (1-based in the file's moves list; default: the last move)",
                     .number = true},
                    {.key = "point",
                     .lessonKey = "point",
                     .option = "--point",
                     .help = "with --algo forbidden: the empty point to check, like h8"},
                    {.key = "rule", .option = "--rule", .help = "freestyle, standard, renju or caro", .inLinks = false},
                    {.key = "heat",
                     .option = "--heat",
                     .help = "heat map of the line counters for lines and lines:js: black, white or off",
                     .inLinks = false,
                     .viewOnly = true}},
      .ruleNames = ruleNameList,
      .traceScene = traceScene,
      .questions = questions,
  };
  return module;
}

}  // namespace boardlab::gomoku
