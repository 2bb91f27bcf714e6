#pragma once
// `grade --merge PART... --out DIR` (grade_merge.cpp): the report of a whole class from the reports of its
// shards (`grade --shard I/N`, graded anywhere: a lab's machines, a Slurm array, a CI matrix). The merged
// report.md, report.json and grades.csv are those one run over the whole class writes for the same seed and
// tries, apart from timings; a shard missing or given twice, or one graded otherwise, is refused naming it.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace boardlab::cli {

struct GradeMerge {
  std::vector<std::string> parts;  // each a shard's --out folder, or its report.json
  std::string out;
  bool json = false;
  std::string shareBase, lang = "en";  // the report's presentation (grade_report.hpp's GradeRun)
  // What the command line said besides, if it did: each must be what the shards were graded with.
  std::optional<std::string> game, reference, rule;
  std::optional<std::uint64_t> seed;
  std::optional<int> tries;
};

// The process exit code (commands.hpp), after saying on stderr what was refused and why.
int runGradeMerge(const GradeMerge& merge);

}  // namespace boardlab::cli
