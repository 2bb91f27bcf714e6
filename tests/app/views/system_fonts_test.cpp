// The workbench's fonts come from fontconfig where it knows them, never from its nearest substitute, and
// from Debian's paths where it does not.

#include <gtest/gtest.h>

#include <filesystem>

#include "app/workbench/views/system_fonts.hpp"

namespace boardlab::ui {
namespace {

TEST(SystemFonts, FontconfigFindsDejaVuAndNeverPassesASubstituteForAMissingFamily) {
  const std::optional<FontFile> sans = systemFont("DejaVu Sans", "", {});
  ASSERT_TRUE(sans) << "fonts-dejavu-core is installed by scripts/setup.sh";
  EXPECT_TRUE(std::filesystem::is_regular_file(sans->path)) << sans->path;
  EXPECT_NE(sans->path.find("DejaVuSans"), std::string::npos) << sans->path;
  EXPECT_FALSE(systemFont("No Such Family For BoardLab", "", {})) << "fontconfig's substitute is not that font";
  // Unknown to fontconfig, the Debian path is taken when the file is there, and only then.
  const FontFile debian{sans->path, 0};
  const std::optional<FontFile> fallback = systemFont("No Such Family Either", "", debian);
  ASSERT_TRUE(fallback);
  EXPECT_EQ(fallback->path, sans->path);
  EXPECT_FALSE(systemFont("Nor This One", "", {"/nonexistent/font.ttf", 0}));
}

}  // namespace
}  // namespace boardlab::ui
