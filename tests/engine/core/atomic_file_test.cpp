// Atomic saves: the new content replaces the old in one step, and a failed save keeps the old file.

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "engine/core/atomic_file.hpp"

namespace boardlab {
namespace {

std::string slurp(const std::filesystem::path& p) {
  std::ifstream in(p);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

TEST(AtomicFile, ReplacesTheContentAndLeavesNoTemporaryFile) {
  const auto dir = std::filesystem::temp_directory_path() / "boardlab-atomic-test";
  std::filesystem::create_directories(dir);
  const auto file = dir / "a.board";
  std::string error;
  ASSERT_TRUE(writeFileAtomically(file, "first\n", error)) << error;
  ASSERT_TRUE(writeFileAtomically(file, "second\n", error)) << error;
  EXPECT_EQ(slurp(file), "second\n");
  EXPECT_FALSE(std::filesystem::exists(file.string() + ".saving"));
}

TEST(AtomicFile, AFailedSaveSaysWhyAndKeepsTheOldFile) {
  std::string error;
  EXPECT_FALSE(writeFileAtomically("/nonexistent-folder/x.board", "data", error));
  EXPECT_NE(error.find("/nonexistent-folder/x.board"), std::string::npos) << error;

  // A folder where the target should be: the rename fails, the folder stays.
  const auto dir = std::filesystem::temp_directory_path() / "boardlab-atomic-test" / "taken";
  std::filesystem::create_directories(dir / "inside");
  EXPECT_FALSE(writeFileAtomically(dir, "data", error));
  EXPECT_TRUE(std::filesystem::is_directory(dir / "inside"));
  EXPECT_FALSE(std::filesystem::exists(dir.string() + ".saving"));
}

}  // namespace
}  // namespace boardlab
