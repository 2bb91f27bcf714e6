#include "engine/link/module.hpp"

#include "engine/link/algorithms.hpp"
#include "engine/link/catalogue.hpp"
#include "engine/link/questions.hpp"
#include "engine/link/share_fields.hpp"

namespace boardlab::link {

namespace {

std::vector<AlgorithmName> algorithmNames() {
  std::vector<AlgorithmName> names;
  for (Algo a : algorithms())
    names.push_back({std::string(a->name), std::string(a->title), std::string(a->correctedPeer)});
  return names;
}

std::vector<std::span<const i18n::Entry>> chinese() { return {linkChinese(), linkQuestionsChinese()}; }

}  // namespace

const GameModule& gameModule() {
  static const GameModule module{
      .name = "link",
      .ownsOtherFormat = nullptr,
      .algorithms = algorithmNames,
      .chinese = chinese,
      .smallestSide = 2,
      .largestSide = 64,
      .defaultLargestSide = 8,
      .randomInputs = "boards and pairs of tiles",
      .shareFields = shareFields,
      .boardOfShare = boardOfShare,
      .checkShareScene = checkShareScene,
      .sceneKeys = {{.key = "from",
                     .lessonKey = "from",
                     .option = "--from",
                     .help = "link: tile A as C,R (0-based from the top-left)"},
                    {.key = "to", .lessonKey = "to", .option = "--to", .help = "link: tile B as C,R"}},
      .traceScene = traceScene,
      .questions = questions,
  };
  return module;
}

}  // namespace boardlab::link
