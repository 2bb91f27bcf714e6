#!/usr/bin/env bash
# Submits a class's grading to Slurm: a job array of SHARDS tasks (slurm-array.sh), and the merge, which
# starts once every task has ended well (docs/grading.md). Run it from the folder the class list's commands
# are relative to, on a machine that shares it with the cluster's nodes.
#   examples/grading/slurm-submit.sh CLASS OUT [SHARDS]
# Prints the two job ids; the report is OUT/report.md once the merge has run (squeue shows them meanwhile).
set -euo pipefail
if (($# < 2)); then
  echo "usage: $0 CLASS OUT [SHARDS]" >&2
  exit 2
fi
class=$1 out=$2 shards=${3:-4}
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out/parts"
array=$(sbatch --parsable --array="1-$shards" --chdir "$PWD" --output "$out/slurm-%A_%a.out" \
  "$here/slurm-array.sh" "$class" "$out")
merge=$(sbatch --parsable --dependency="afterok:$array" --kill-on-invalid-dep=yes --chdir "$PWD" \
  --output "$out/slurm-merge-%j.out" "$here/slurm-merge.sh" "$out" "$shards")
echo "$array $merge"
