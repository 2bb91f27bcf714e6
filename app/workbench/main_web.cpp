// boardlab in a web page (scripts/web.sh, docs/web.md): the same workbench as the desktop's main.cpp opens,
// on the page's platform. No command line: the page's address carries the scene (a share link after '#').

#include <algorithm>
#include <memory>
#include <string>
#include <string_view>

#include "app/workbench/games/gomoku/builtin_example.hpp"
#include "app/workbench/games/gomoku/gomoku_view.hpp"
#include "app/workbench/platform/platform_web.hpp"
#include "app/workbench/shell/recovery.hpp"
#include "app/workbench/shell/settings.hpp"
#include "app/workbench/shell/user_folders.hpp"
#include "app/workbench/shell/workbench.hpp"
#include "app/workbench/shell/workbench_client.hpp"
#include "app/workbench/views/style.hpp"
#include "app/workbench/views/ui_text.hpp"

namespace {

// Whether the address's link has the `embed` flag, read or not (a broken link on a course page is still an embed).
bool asksEmbed(std::string_view link) {
  while (!link.empty()) {
    const std::size_t end = std::min(link.find('&'), link.size());
    const std::string_view field = link.substr(0, end);
    if (field == "embed" || field.starts_with("embed=")) return true;
    link.remove_prefix(std::min(end + 1, link.size()));
  }
  return false;
}

}  // namespace

int main() {
  using namespace boardlab::ui;
  // The settings, the recovery copies and the user's lessons are in the home folder, which the page keeps in
  // the browser's storage (app/web/index.html mounts it before the program starts).
  const auto settingsFile = configDir() / "settings.ini";
  std::string notice;
  Settings settings = loadSettings(settingsFile, notice);
  // A copied share link follows the address the user set under View > Share link address, else the page's
  // (pageShareBase). Earlier builds wrote the page's own address into the settings as if the user had set it:
  // such a value (this page's address, or a file:// one, which is never public) is dropped, so the single file
  // opened from a disk copies no path of it. (Another host's page has a storage of its own anyway.)
  if (settings.shareBase == pageAddress() || settings.shareBase.starts_with("file:")) settings.shareBase.clear();
  boardlab::i18n::Language start = startLanguage(settings);
  if (start == boardlab::i18n::Language::Chinese && !chineseFontAvailable()) {
    notice = chineseFontMissingNote();
    start = boardlab::i18n::Language::English;
  }
  boardlab::i18n::setLanguage(start);
  // The address's fragment is a share link (docs/share-links.md): its scene, else the first screen.
  const std::string link = pageFragment();
  // An embed writes nothing to the page's storage (app/web/index.html), and says nothing of it: a course
  // page's figure is no place for a note about tabs or private windows.
  const bool embed = asksEmbed(link);
  if (!embed && !pageStorageKept())
    notice =
        tr("This browser keeps nothing for the page (a private window?): settings and unsaved work last "
           "only until it is closed.");
  else if (!embed && !pageStorageWritten())
    notice =
        tr("BoardLab is open in another tab, which keeps the page's files: what changes here lasts only "
           "until this tab is closed.");
  if (start == boardlab::i18n::Language::Chinese) addFontGlyphs(Workbench::chineseLessonMenuText());

  // Alive as long as the page: the browser's frames call into them after main returns.
  static std::unique_ptr<Workbench> bench;
  static std::unique_ptr<WorkbenchClient> client;
  return runWebPlatform(settings.uiScale, [&](float scale) -> PlatformClient& {
    bench = std::make_unique<Workbench>(settings, settingsFile, scale);
    // File > Open asks the browser's picker; the file comes back as a dropped one.
    bench->useSystemFilePicker(pickFileToOpen);
    bench->offerQuit(false);  // a page is closed with its tab
    bench->setDefaultShareBase(pageShareBase());
    // Save as and exports go straight to the downloads, and files are named by their own names (no folder
    // browser over the page's storage, no /home/web_user/ in the status line).
    bench->saveStraightTo(pageOpenedFolder(), pageDownloadsFolder());
    // Programs written in the editor, and the files the user gives, are kept in the page's storage (a hidden
    // folder: a save there is no download); Download hands the text to the browser.
    bench->programs().useEditorFolders(userDataFolder() / "programs", Recovery::defaultFolder() / "program-drafts");
    bench->programs().keepAddedSources(true);
    bench->programs().editor().setDownload(
        [](const std::string& name, const std::string& text) { return downloadText(name, text); });
    openFirstScreen(bench->viewOf<GomokuView>());
    if (!notice.empty()) bench->setStatus(notice);
    if (!link.empty()) bench->openShareLink(link);
    // Recovery copies (docs/web.md, "Unsaved work"): a page has no process of its own to tell a live copy from a
    // dead one by (every tab is process 42 and flock does not reach across tabs), so only the tab that writes the
    // page's storage keeps and offers copies. It holds the storage's Web Lock for its life: every copy it finds
    // was left by a writer that is gone, and no other tab ever offers its copy. An embed keeps and offers none
    // (not even after Esc): a course page's figure is never replaced by a student's old board.
    if (pageStorageWritten() && !bench->embedded() && !embed) bench->enableRecovery(Recovery::defaultFolder());
    client = std::make_unique<WorkbenchClient>(*bench);
    return *client;
  });
}
