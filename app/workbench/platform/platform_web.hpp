#pragma once
// The page's platform (the web build, docs/web.md): the canvas as emscripten's GLFW window, WebGL2 through
// ImGui's OpenGL3 backend, and the frame loop handed to the browser (emscripten_set_main_loop). It runs the
// same PlatformClient the desktop's window runs (platform_client.hpp) and knows nothing else of it. What the
// browser has instead of a desktop's files: a file picker and drag and drop to open, a download for every
// file the program writes for the user, the browser's clipboard, and the page's storage (IndexedDB, mounted
// on the home folder by the page before the program starts: app/web/index.html).

#include <functional>
#include <string>
#include <vector>

namespace boardlab::ui {

class PlatformClient;

// Opens the canvas and hands the loop to the browser: returns only when the canvas cannot be made (the
// exit code, 1), as the loop's ticks outlive main(). `make` builds the client once the UI scale is known;
// `uiScale` is the user's saved scale (0: the device pixel ratio).
int runWebPlatform(float uiScale, const std::function<PlatformClient&(float scale)>& make);

// The browser's file picker, for files with these extensions (".board", ...): the file chosen arrives in
// the page's file system and is given to the client as a dropped file (PlatformClient::openDropped); with
// `several`, any number of them, each in turn.
void pickFileToOpen(const std::vector<std::string>& extensions, bool several);

// `text` to the browser's downloads as a file named `name` (written through the atomic-write path outside
// the kept folders, handed over, then removed). False when it could not be written.
bool downloadText(const std::string& name, const std::string& text);

// Where the page keeps the files the user gives it (~/Opened/: a recent file or a recovery copy naming one
// finds it after a reload; a board saved there is also downloaded), and where it writes what only goes to the
// downloads (exports, outside the kept home folder).
std::filesystem::path pageOpenedFolder();
std::filesystem::path pageDownloadsFolder();

// The page's address without its fragment, and its fragment without the '#' ("" when none).
std::string pageAddress();
std::string pageFragment();
// The address a copied share link follows when the user set none: the public address the page was built
// with (scripts/web.sh --share-base), else the page's own when it is a web address; "" for a file opened from
// a disk (file://), whose address names a path on one computer.
std::string pageShareBase();

// The page keeps what is saved in its storage: false when the browser refused it (a private window), and
// then settings and recovery copies last only as long as the page.
bool pageStorageKept();
// This tab writes the page's storage back: false when another tab of the page holds it (one writes, or each
// would undo the other's files), and then what changes here lasts until the tab is closed.
bool pageStorageWritten();

}  // namespace boardlab::ui
