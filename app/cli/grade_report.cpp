#include "app/cli/grade_report.hpp"

#include <iostream>

#include "engine/core/atomic_file.hpp"

namespace boardlab::cli {

bool writeOutputFile(const std::filesystem::path& path, const std::string& text) {
  std::error_code ec;
  if (std::filesystem::is_symlink(std::filesystem::symlink_status(path, ec))) {
    std::cerr << "error: " << path.string() << " is a symbolic link; not written through it\n";
    return false;
  }
  std::string error;
  if (writeFileAtomically(path, text, error)) return true;
  std::cerr << "error: " << error << '\n';
  return false;
}

bool writeGradeBoard(const GradeRun& run, Grade& g) {
  g.boardFile.clear();
  g.openCommand.clear();
  if (g.board.empty()) return true;
  g.boardFile = (std::filesystem::path(run.out) / (g.entry.name + ".board")).string();
  std::error_code ec;
  const std::filesystem::path here = std::filesystem::current_path(ec);
  g.openCommand = grade::openCommand(run, g, ec ? std::string() : here.string());
  return writeOutputFile(g.boardFile, g.board);
}

bool writeReport(const GradeRun& o, const std::vector<Grade>& grades, std::size_t of, bool print, bool json,
                 const ShardPlace& shard) {
  const std::filesystem::path dir(o.out);
  // One refused, the others still written; report.json last, as before (the merge reads it).
  bool written = true;
  for (const auto& [name, text] : grade::reportFiles(o, grades, of, shard))
    written = writeOutputFile(dir / name, text) && written;
  if (!written) return false;
  if (print && json)
    std::cout << grade::reportJson(o, grades, of, shard).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace)
              << '\n';
  else if (print)
    std::cout << "wrote " << (dir / "report.html").string() << ", " << (dir / "report.md").string() << ", "
              << (dir / "report.json").string() << " and " << (dir / "grades.csv").string() << '\n';
  return true;
}

}  // namespace boardlab::cli
