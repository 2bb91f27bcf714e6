#!/usr/bin/env bash
# A class graded in shards by GNU parallel (Debian's `parallel`), on this machine or over a lab's machines,
# then merged into one report (docs/grading.md). Run it from the folder the class list's commands are
# relative to.
#   examples/grading/parallel.sh CLASS OUT [SHARDS]
# CLASS: NAME=COMMAND lines; OUT: where parts/1..SHARDS and the merged report go; SHARDS: default 4.
# Settings (environment): REFERENCE (scan), TRIES (500), SEED (1), BOARDLAB_CLI (boardlab-cli), and
# SSHLOGIN, parallel's --sshlogin list ("2/lab1,2/lab2,:" runs two shards at once on lab1 and lab2, and
# some here): the machines need BoardLab, the programs and this folder at the same paths (a shared home).
set -euo pipefail
if (($# < 2)); then
  echo "usage: $0 CLASS OUT [SHARDS]" >&2
  exit 2
fi
class=$1 out=$2 shards=${3:-4}
cli=${BOARDLAB_CLI:-boardlab-cli}
where=()
if [ -n "${SSHLOGIN:-}" ]; then
  where=(--sshlogin "$SSHLOGIN" --workdir "$PWD")
else
  where=(-j "$(nproc)")
fi
mkdir -p "$out/parts"
# One program at a time in each shard: parallel already runs as many shards as there are cores.
# --halt: a shard that cannot grade (a wrong option, a report not written) stops the others. --quote: each
# word reaches the command as it is here (a folder with a space or a quote), {} replaced within it.
parallel --will-cite --quote --halt now,fail=1 "${where[@]}" \
  "$cli" grade --reference "${REFERENCE:-scan}" --programs "$class" --tries "${TRIES:-500}" --seed "${SEED:-1}" \
  --jobs 1 --shard "{}/$shards" --out "$out/parts/{}" ::: $(seq 1 "$shards")
parts=()
for i in $(seq 1 "$shards"); do parts+=("$out/parts/$i"); done
"$cli" grade --merge "${parts[@]}" --out "$out"
