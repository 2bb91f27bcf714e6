#pragma once
// The fonts the workbench draws with, found where the system keeps them: through fontconfig (any
// distribution, any prefix, a font the user installed in ~/.fonts), else at Debian's own paths.

#include <optional>
#include <string>

namespace boardlab::ui {

struct FontFile {
  std::string path;
  int index = 0;  // the face in a collection (.ttc)
};

// The file of `family` (for `language`, "" for any) as fontconfig finds it: a font of that family, never
// fontconfig's nearest substitute. Else `debian` when that file exists; else none. Asked once per family.
std::optional<FontFile> systemFont(const std::string& family, const std::string& language, const FontFile& debian);

}  // namespace boardlab::ui
