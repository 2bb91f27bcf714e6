#!/usr/bin/env bash
#SBATCH --job-name=boardlab-merge
# The merge job slurm-submit.sh submits after the array: the report of the whole class from its shards.
#   examples/grading/slurm-merge.sh OUT SHARDS   (OUT/parts/1..SHARDS, written by slurm-array.sh)
set -euo pipefail
out=$1 shards=$2
parts=()
for i in $(seq 1 "$shards"); do parts+=("$out/parts/$i"); done
exec "${BOARDLAB_CLI:-boardlab-cli}" grade --merge "${parts[@]}" --out "$out"
