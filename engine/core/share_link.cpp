#include "engine/core/share_link.hpp"

#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <set>

#include "engine/core/board_text.hpp"
#include "engine/core/game_module.hpp"
#include "engine/core/lesson.hpp"
#include "engine/core/shipped_files.hpp"

namespace boardlab {

ShareLinkError::ShareLinkError(std::string field, std::size_t position, const std::string& reason)
    : std::runtime_error(field.empty() ? "share link: " + reason
                                       : "share link, field '" + field + "' (character " + std::to_string(position) +
                                             "): " + reason),
      field_(std::move(field)),
      position_(position) {}

bool isShareValueChar(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
         std::string_view("-._~,:!").find(c) != std::string_view::npos;
}

namespace {

bool isKeyChar(char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-'; }

// The fields every game's links share, and the games' scene parameters that links carry; the rest belong to
// the game's board.
const std::set<std::string_view> kSceneKeys{"v", "g", "algo", "step", "lesson", "scene", "present", "embed"};

const SceneKey* linkParameter(std::string_view key) {
  const SceneKey* k = findSceneKey(key);
  return k && k->inLinks ? k : nullptr;
}

bool isSceneKey(std::string_view key) { return kSceneKeys.contains(key) || linkParameter(key); }

// A scene field's printable value (the characters the grammar allows), or invalid_argument.
std::string checkedValue(std::string_view key, const std::string& value) {
  for (char c : value)
    if (!isShareValueChar(c))
      throw std::invalid_argument("a share link cannot carry '" + std::string(1, c) + "' in its " + std::string(key));
  return value;
}

std::string_view trimmed(std::string_view text) {
  const auto space = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; };
  while (!text.empty() && space(text.front())) text.remove_prefix(1);
  while (!text.empty() && space(text.back())) text.remove_suffix(1);
  return text;
}

// The fragment of an address (after its `#`), or the text itself.
std::string_view fragment(std::string_view text) {
  text = trimmed(text);
  if (const std::size_t hash = text.find('#'); hash != std::string_view::npos) return text.substr(hash + 1);
  return text;
}

// A number is written one way only (no sign, no leading zero): `v=01` is not `v=1`, so that one scene has
// one link and a link that reads is the link written again.
int number(const ShareField& f, int smallest, int largest) {
  int n = -1;
  const char* end = f.value.data() + f.value.size();
  const auto [ptr, ec] = std::from_chars(f.value.data(), end, n);
  const bool leadingZero = f.value.size() > 1 && f.value[0] == '0';
  if (f.value.empty() || ec != std::errc() || ptr != end || leadingZero || n < smallest || n > largest)
    throw ShareLinkError(f.key, f.position,
                         "'" + f.value + "' is not a number from " + std::to_string(smallest) + " to " +
                             std::to_string(largest) + " (digits, no leading zero)");
  return n;
}

// Why a text that does not start with `v=` is no link, for the usual near misses: an upper-case key, or a
// web address whose link is in its query (`?v=1&...`) instead of after its `#`.
std::string noVersionReason(std::string_view link) {
  std::string reason = "it does not start with its version ('v=1')";
  if (link.find("://") != std::string_view::npos)
    reason += ": a web address carries its link after a '#' (https://.../BoardLab.html#v=1&g=...)";
  else if (link.starts_with("V="))
    reason += ": field names are lower-case";
  return reason;
}

// The game (another registered one) whose built-in algorithm `algo` is, or nullptr.
const GameModule* gameOfAlgorithm(std::string_view algo) {
  for (const GameModule* g : games())
    if (isBuiltInAlgorithm(*g, algo)) return g;
  return nullptr;
}

}  // namespace

bool isBuiltInAlgorithm(const GameModule& game, std::string_view name) {
  if (game.isBuiltInAlgorithm) return game.isBuiltInAlgorithm(name);
  const std::vector<AlgorithmName> known = game.algorithms ? game.algorithms() : std::vector<AlgorithmName>{};
  return std::any_of(known.begin(), known.end(), [&](const AlgorithmName& a) { return a.name == name; });
}

const ShareField* findShareField(const std::vector<ShareField>& fields, std::string_view key) {
  for (const ShareField& f : fields)
    if (f.key == key) return &f;
  return nullptr;
}

void requireShareFields(const std::vector<ShareField>& fields, const std::vector<std::string_view>& keys,
                        std::string_view game, std::string_view sceneKeys) {
  for (const ShareField& f : fields)
    if (std::find(keys.begin(), keys.end(), f.key) == keys.end()) {
      std::string known;
      for (std::string_view k : keys) known += std::string(k) + ", ";
      throw ShareLinkError(
          f.key, f.position,
          "no field of " + std::string(game) + " (" + known + "and the scene's " + std::string(sceneKeys) + ")");
    }
}

bool looksLikeShareLink(std::string_view text) { return fragment(text).starts_with("v="); }

std::string shareLink(const SharedLink& link) {
  const GameModule* game = findGame(link.scene.game);
  if (!game || !game->shareFields) throw std::invalid_argument("no share links for the game '" + link.scene.game + "'");
  std::string out = "v=" + std::to_string(kShareLinkVersion) + "&g=" + std::string(game->name);
  for (const ShareField& f : game->shareFields(link.scene.boardText)) out += "&" + f.key + "=" + f.value;
  const auto add = [&](std::string_view key, const std::string& value) {
    if (!value.empty()) out += "&" + std::string(key) + "=" + checkedValue(key, value);
  };
  add("algo", link.scene.algo);
  for (const GameModule* g : games())  // the parameters in the games' order, whichever game declares them
    for (const SceneKey& k : g->sceneKeys)
      if (k.inLinks) add(k.key, link.scene.parameter(k.key));
  if (link.scene.step > 0) add("step", std::to_string(link.scene.step));
  add("lesson", link.lesson);
  if (!link.lesson.empty() && link.lessonScene > 1) add("scene", std::to_string(link.lessonScene));
  if (link.presenter) out += "&present";
  if (link.embed) out += "&embed";
  // Never a link BoardLab would refuse to read: a game of thousands of moves is shared as a file.
  if (out.size() > kMaxShareLinkLength)
    throw std::invalid_argument("the scene needs " + std::to_string(out.size()) +
                                " characters, more than a share link holds (" + std::to_string(kMaxShareLinkLength) +
                                "): share the board file instead");
  return out;
}

namespace {

// One field of the scene into `scene`; what it must agree with (the board, the game) is checked later.
void readSceneField(const ShareField& f, SharedLink& link) {
  const bool flagKey = f.key == "present" || f.key == "embed";
  if (flagKey != f.flag)
    throw ShareLinkError(f.key, f.position, flagKey ? "takes no value" : "needs a value ('" + f.key + "=...')");
  if (f.key == "v" || f.key == "g") throw ShareLinkError(f.key, f.position, "given twice");
  if (f.key == "algo") link.scene.algo = f.value;
  // 1-based both, as the writer writes them: the last move and the first step are said by leaving them out.
  if (f.key == "step") link.scene.step = number(f, 1, kMaxShareStep);
  if (const SceneKey* k = linkParameter(f.key))
    link.scene.set(k->key, k->number ? std::to_string(number(f, 1, kMaxShareParameter)) : f.value);
  if (f.key == "lesson") link.lesson = f.value;
  if (f.key == "scene") link.lessonScene = number(f, 1, static_cast<int>(kMaxLessonScenes));
  if (f.key == "present") link.presenter = true;
  if (f.key == "embed") link.embed = true;
  link.sceneFields.push_back(f);
}

// A link never names or starts an outside program: only the game's own algorithms are kept. Another
// game's algorithm is a mistake in the link, said as such (it is no program either).
void keepBuiltInAlgorithm(const GameModule& game, SharedLink& link) {
  Scene& scene = link.scene;
  if (isBuiltInAlgorithm(game, scene.algo)) return;
  if (const GameModule* other = gameOfAlgorithm(scene.algo))
    throw sceneFieldError(link, "algo",
                          "'" + scene.algo + "' is an algorithm of " + std::string(other->name) + " boards (g=" +
                              std::string(other->name) + "), not of " + std::string(game.name) + " ones");
  link.notes.push_back("the link names the algorithm '" + scene.algo +
                       "', which is not built into BoardLab; a link never starts a program, so the board is "
                       "shown without it");
  scene.algo.clear();
  scene.step = 0;
}

}  // namespace

SharedLink readShareLink(std::string_view text) {
  const std::string_view link = fragment(text);
  const std::size_t offset = static_cast<std::size_t>(link.data() - text.data());  // positions count in `text`
  if (link.size() > kMaxShareLinkLength)
    throw ShareLinkError("", 0,
                         "it is " + std::to_string(link.size()) + " characters long; the longest BoardLab reads is " +
                             std::to_string(kMaxShareLinkLength));
  if (link.empty()) throw ShareLinkError("", 0, "it is empty");
  if (!link.starts_with("v=")) throw ShareLinkError("", offset + 1, noVersionReason(link));
  // The fields, each checked character by character.
  std::vector<ShareField> fields;
  std::size_t start = 0;
  while (start <= link.size()) {
    const std::size_t end = std::min(link.find('&', start), link.size());
    const std::string_view field = link.substr(start, end - start);
    const std::size_t position = offset + start + 1;
    const std::size_t eq = field.find('=');
    ShareField f{std::string(field.substr(0, eq)),
                 eq == std::string_view::npos ? "" : std::string(field.substr(eq + 1)), eq == std::string_view::npos,
                 position};
    if (f.key.empty())
      throw ShareLinkError("", position,
                           "an empty field at character " + std::to_string(position) + " (two '&' in a row?)");
    for (std::size_t i = 0; i < f.key.size(); ++i)
      if (!isKeyChar(f.key[i]))
        throw ShareLinkError("", position + i,
                             quotedCharacter(f.key, i) + " at character " + std::to_string(position + i) +
                                 " cannot be in a field's name (lower-case letters, digits and '-')");
    for (std::size_t i = 0; i < f.value.size(); ++i)
      if (!isShareValueChar(f.value[i]))
        throw ShareLinkError(f.key, position + f.key.size() + 1 + i,
                             quotedCharacter(f.value, i) + " is no character of a share link's values");
    for (const ShareField& seen : fields)
      if (seen.key == f.key) throw ShareLinkError(f.key, position, "given twice");
    fields.push_back(std::move(f));
    start = end + 1;
  }
  // The version first, the game second.
  if (fields[0].key != "v" || fields[0].flag)
    throw ShareLinkError("", offset + 1, "it does not start with its version ('v=1')");
  const int version = number(fields[0], 0, 1'000'000);
  if (version != kShareLinkVersion)
    throw ShareLinkError("v", fields[0].position,
                         "this link needs share-link version " + std::to_string(version) +
                             "; this BoardLab reads version " + std::to_string(kShareLinkVersion) +
                             (version > kShareLinkVersion ? ": open it in a newer BoardLab" : ""));
  if (fields.size() < 2 || fields[1].key != "g" || fields[1].flag)
    throw ShareLinkError("", fields.size() < 2 ? offset + link.size() : fields[1].position,
                         "the game ('g=gomoku' or 'g=link') must follow the version");
  SharedLink shared;
  const GameModule* game = findGame(fields[1].value);
  if (!game || !game->boardOfShare)
    throw ShareLinkError("g", fields[1].position,
                         "'" + fields[1].value + "' is no game BoardLab knows (" + gameNames(", ") + ")");
  shared.scene.game = std::string(game->name);
  std::vector<ShareField> board;
  for (std::size_t i = 2; i < fields.size(); ++i) {
    const ShareField& f = fields[i];
    if (!isSceneKey(f.key)) {
      if (f.flag) throw ShareLinkError(f.key, f.position, "needs a value ('" + f.key + "=...')");
      board.push_back(f);
      continue;
    }
    readSceneField(f, shared);
  }
  shared.scene.boardText = game->boardOfShare(board);
  if (game->checkShareScene) game->checkShareScene(shared.scene.boardText, shared.sceneFields);
  if (!shared.scene.algo.empty()) keepBuiltInAlgorithm(*game, shared);
  return shared;
}

ShareLinkError sceneFieldError(const SharedLink& link, std::string_view key, const std::string& reason) {
  const ShareField* f = findShareField(link.sceneFields, key);
  return f ? ShareLinkError(f->key, f->position, reason) : ShareLinkError("", 0, reason);
}

std::filesystem::path shippedLessonFolder() {
  if (const char* env = std::getenv("BOARDLAB_LESSONS"); env && *env) return env;
  return shippedFolder("examples", "BOARDLAB_EXAMPLES") / "lessons";
}

bool isLessonsBoard(const SharedLink& link, const std::filesystem::path& lessonBoard) {
  const Scene& scene = link.scene;
  try {
    const std::string text = readTextFile(lessonBoard.string());
    const GameModule* game = gameOfText(text, lessonBoard.string()).game;
    if (!game || game->name != scene.game || !game->shareFields || !game->boardOfShare) return false;
    return game->boardOfShare(game->shareFields(text)) == scene.boardText;
  } catch (const std::exception&) {
    return false;  // a board that does not read is no board the link shows
  }
}

void checkSharedLesson(const SharedLink& link, const std::filesystem::path& folder, bool& found) {
  found = true;
  if (link.lesson.empty() && link.lessonScene > 0)
    throw sceneFieldError(link, "scene", "names a scene of a lecture, and the link names no lesson");
  if (link.lesson.empty()) return;
  const std::filesystem::path file = folder / (link.lesson + ".lesson");
  std::error_code ec;
  found = std::filesystem::is_regular_file(file, ec);
  if (!found) return;
  // The lesson's game is its board's: a lesson shown beside another game's board describes nothing on it.
  std::string lessonGame;
  std::size_t scenes = 1;
  try {
    const Lesson lesson = loadLesson(file);
    scenes = lesson.sceneCount();
    const std::string board =
        lesson.atScene(std::min<std::size_t>(std::max(link.lessonScene, 1), scenes) - 1).scene.boardFile.string();
    lessonGame = gameOfText(readTextFile(board), board).name;
  } catch (const std::exception&) {
    return;  // an unreadable lesson is the lesson's problem, said where it is opened
  }
  if (static_cast<std::size_t>(link.lessonScene) > scenes)
    throw sceneFieldError(link, "scene",
                          "'" + link.lesson + "' has " + std::to_string(scenes) + (scenes == 1 ? " scene" : " scenes") +
                              ", not " + std::to_string(link.lessonScene));
  if (lessonGame != link.scene.game)
    throw sceneFieldError(
        link, "lesson",
        "'" + link.lesson + "' is a lesson about " + lessonGame + " boards, not " + link.scene.game + " ones");
}

}  // namespace boardlab
