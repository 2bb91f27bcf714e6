#pragma once
// Where the user's own files live, for dialogs that should not open in the program's folder.

#include <filesystem>
#include <string>

namespace boardlab::ui {

// The folder exported pictures are offered in: the XDG pictures folder named in
// `configHome`/user-dirs.dirs (XDG_PICTURES_DIR, "$HOME/..." expanded) when it exists, else `home`,
// else the current folder. `home` or `configHome` may be empty (not set).
std::filesystem::path picturesFolderFor(const std::string& home, const std::filesystem::path& configHome);

// Where the user's own files that BoardLab keeps live (their lessons, the programs written in the editor):
// $XDG_DATA_HOME/boardlab, else ~/.local/share/boardlab, else a folder in the temporary folder.
std::filesystem::path userDataFolder();

// picturesFolderFor() with $HOME and $XDG_CONFIG_HOME (default $HOME/.config) of this process.
std::filesystem::path picturesFolder();

}  // namespace boardlab::ui
