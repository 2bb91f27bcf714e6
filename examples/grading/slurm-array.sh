#!/usr/bin/env bash
#SBATCH --job-name=boardlab-grade
#SBATCH --cpus-per-task=1
# One shard of a class per task of a Slurm job array (docs/grading.md). slurm-submit.sh submits it with the
# merge that waits for it; by hand:
#   sbatch --array=1-SHARDS examples/grading/slurm-array.sh CLASS OUT
# Settings (environment, which sbatch passes on): REFERENCE (scan), TRIES (500), SEED (1), BOARDLAB_CLI.
set -euo pipefail
class=$1 out=$2
# The task's shard counts from 1 whatever the array's first index (--array=0-9 works too).
shard=$((SLURM_ARRAY_TASK_ID - SLURM_ARRAY_TASK_MIN + 1))
exec "${BOARDLAB_CLI:-boardlab-cli}" grade --reference "${REFERENCE:-scan}" --programs "$class" \
  --tries "${TRIES:-500}" --seed "${SEED:-1}" --jobs "${SLURM_CPUS_PER_TASK:-1}" \
  --shard "$shard/$SLURM_ARRAY_TASK_COUNT" --out "$out/parts/$shard"
