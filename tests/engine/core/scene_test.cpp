// One scene type (engine/core/scene.hpp): the games declare their parameters once, and a lesson, a share
// link and the scene itself agree on them, in any order a lesson file gives them.
#include <gtest/gtest.h>

#include "engine/core/game_module.hpp"
#include "engine/core/lesson.hpp"
#include "engine/core/scene.hpp"
#include "engine/core/share_link.hpp"

namespace boardlab {
namespace {

TEST(Scene, AParameterIsSetReplacedAndRemovedInPlace) {
  Scene scene;
  scene.set("from", "1,2");
  scene.set("to", "3,4");
  scene.set("from", "0,0");
  ASSERT_EQ(scene.parameters.size(), 2u);
  EXPECT_EQ(scene.parameters[0].key, "from") << "a key set again keeps its place";
  EXPECT_EQ(scene.parameter("from"), "0,0");
  scene.set("from", "");
  EXPECT_FALSE(scene.has("from"));
  EXPECT_EQ(scene.parameter("none"), "");
  scene.set("move", "12");
  EXPECT_EQ(scene.number("move"), 12);
  scene.set("move", "12x");
  EXPECT_EQ(scene.number("move"), 0) << "no number is the game's default, never a part of one";
}

TEST(Scene, EveryGameDeclaresItsOwnKeysAndNoOtherGameTheSame) {
  std::vector<std::string_view> keys, lessonKeys;
  for (const GameModule* game : games())
    for (const SceneKey& k : game->sceneKeys) {
      EXPECT_FALSE(k.key.empty()) << game->name;
      EXPECT_TRUE(k.option.starts_with("--")) << game->name << " " << k.key;
      EXPECT_EQ(std::count(keys.begin(), keys.end(), k.key), 0) << k.key << " is declared twice";
      keys.push_back(k.key);
      if (!k.lessonKey.empty()) {
        EXPECT_EQ(std::count(lessonKeys.begin(), lessonKeys.end(), k.lessonKey), 0) << k.lessonKey;
        lessonKeys.push_back(k.lessonKey);
      }
      EXPECT_EQ(findSceneKey(k.key), &k);
    }
  EXPECT_NE(findSceneKey("ply", true), nullptr) << "gomoku's move is `ply` in a lesson";
  EXPECT_EQ(findSceneKey("ply"), nullptr) << "and `move` in a share link";
}

TEST(Scene, ALessonsParametersInAnyOrderAreTheSameSceneAsALinksAndWriteBackInTheGamesOrder) {
  const Lesson lesson = parseLesson("title T\nboard b.board\nalgo bfs\nto 3,0\nfrom 0,0\nstep 4\n", "/tmp/l.lesson");
  const std::string saved = saveLesson(lesson, "b.board");
  EXPECT_NE(saved.find("from 0,0\nto 3,0\nstep 4\n"), std::string::npos) << saved;
  Scene scene = parseLesson(saved, "/tmp/l.lesson").scene;
  EXPECT_EQ(scene, lesson.scene);
  const SharedLink read =
      readShareLink("v=1&g=link&size=4x2&border=on&turns=2&tiles=AB.AB...&algo=bfs&to=3,0&from=0,0");
  scene.boardFile.clear();
  scene.step = 0;
  scene.game = "link";
  scene.boardText = read.scene.boardText;
  EXPECT_EQ(read.scene, scene);
}

}  // namespace
}  // namespace boardlab
