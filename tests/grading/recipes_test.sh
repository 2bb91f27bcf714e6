#!/usr/bin/env bash
# The recipes of examples/grading run for real and give the report one run over the class gives (apart from
# timings): GNU parallel here and through --sshlogin (':' is this machine, so no ssh server is needed);
# Slurm's job array and its merge on a one-node Slurm this test starts and stops (its own munge socket,
# ports, state and logs in a scratch folder: nothing of the machine's is touched); the CI matrix's commands
# as its YAML says them. Exit 77 (skipped, with the reason) where a package is missing.
#   tests/grading/recipes_test.sh SOURCE_DIR BOARDLAB_CLI
set -euo pipefail
src=$1
export BOARDLAB_CLI=$2 REFERENCE=scan TRIES=8 SEED=1
for tool in parallel sbatch scancel slurmctld slurmd munged python3 node; do
  command -v "$tool" >/dev/null || [ -x "/usr/sbin/$tool" ] || {
    echo "skipped: $tool is missing (scripts/setup.sh installs parallel, slurm-wlm, munge and node)"
    exit 77
  }
done
python3 -c 'import yaml' 2>/dev/null || {
  echo "skipped: python3-yaml is missing (scripts/setup.sh installs it)"
  exit 77
}
if [ "$(id -u)" != 0 ]; then
  echo "skipped: the one-node Slurm runs its daemons as root (SlurmUser=root), and this is not root"
  exit 77
fi
scratch=$(mktemp -d /tmp/boardlab-recipes.XXXXXX)
slurm=$scratch/slurm
daemons=()  # this test's own, by their process ids, never by name: another Slurm may run on this machine
stop_slurm() {
  [ -n "${SLURM_CONF:-}" ] && scancel --quiet --user="$(id -un)" 2>/dev/null || true
  ((${#daemons[@]})) || return 0
  kill "${daemons[@]}" 2>/dev/null || true
  wait "${daemons[@]}" 2>/dev/null || true
}
trap 'stop_slurm; rm -rf "$scratch"' EXIT
cd "$scratch"

# Six programs: correct, buggy and misbehaving.
py="python3 $src/examples/programs/python" js="node $src/examples/programs/js" bad="python3 $src/tests/programs/misbehave.py"
cat >class.txt <<LIST
alice=$py/gomoku_check.py
bob=$py/gomoku_missed_diagonal.py
carol=$js/gomoku_check.js
dave=$js/gomoku_edge_skipped.js
erin=$bad garbage
frank=$bad exit-start
LIST

# The reports name their folder, so every run writes at out/ and is moved aside.
"$BOARDLAB_CLI" grade --reference scan --tries "$TRIES" --seed "$SEED" --programs class.txt --out out >/dev/null 2>&1
mv out single
untimed() {
  python3 - "$1" <<'PY'
import json, re, sys
d = sys.argv[1]
report = json.load(open(d + "/report.json"))
for p in report["programs"]:
    p.pop("seconds")
md = re.sub(r"\| [0-9]+\.[0-9]+ \|", "| T |", open(d + "/report.md").read())
print(json.dumps(report, sort_keys=True, indent=1))
print(md)
print(open(d + "/grades.csv").read())
PY
}
untimed single >single.txt
same_as_one_run() {
  untimed out >"$1.txt"
  if ! diff -u single.txt "$1.txt"; then
    echo "FAIL: $1's report differs from one run over the class"
    exit 1
  fi
  mv out "$1"
  echo "ok: $1"
}

# Runs a recipe with its output in NAME.log, shown if it fails.
logged() {
  local name=$1
  shift
  "$@" >"$name.log" 2>&1 || {
    echo "FAIL: $name exited with status $?:"
    cat "$name.log"
    exit 1
  }
}

examples=$src/examples/grading
logged parallel "$examples/parallel.sh" class.txt out 3
same_as_one_run parallel
logged parallel-sshlogin env SSHLOGIN=2/: "$examples/parallel.sh" class.txt out 3
same_as_one_run parallel-sshlogin

# The CI matrix: each shard job's grade step, its report passed on as the artifact part-N, then the merge
# job's step, all as the YAML writes them.
python3 - "$examples/ci-matrix.yml" "$TRIES" >ci.sh <<'PY'
import shlex, sys, yaml
ci = yaml.safe_load(open(sys.argv[1]))
shards = ci["jobs"]["shard"]["strategy"]["matrix"]["shard"]
assert shards == list(range(1, int(ci["env"]["SHARDS"]) + 1)), shards
print("set -euo pipefail")
for k, v in ci["env"].items():
    if k == "GRADE":  # this test's tries: the example's 500 would take minutes
        v = v.replace("--tries 500", "--tries " + sys.argv[2])
    print(f"{k}={shlex.quote(str(v))}")
def runs(job):  # the steps that grade or merge (not the checkout, the install or the artifacts)
    steps = [s.get("run", "") for s in ci["jobs"][job]["steps"]]
    return [r for r in steps if "boardlab-cli" in r or "$GRADE" in r]
for n in shards:
    for run in runs("shard"):
        print(run.replace("${{ matrix.shard }}", str(n)))
    print(f"mkdir -p parts/part-{n} && mv parts/{n}/report.json parts/part-{n}/ && rm -rf parts/{n}")
for run in runs("merge"):
    print(run)
PY
logged ci-matrix env PATH="$(dirname "$BOARDLAB_CLI"):$PATH" bash ci.sh
mv marks out
# The merge of the CI example writes at marks/, not out/: its board paths say so.
sed -i 's#marks/#out/#g' out/report.json out/report.md
same_as_one_run ci-matrix

# A one-node Slurm (docs/grading.md), started here.
mkdir -p "$slurm/state" "$slurm/spool"
head -c 1024 /dev/urandom >"$slurm/munge.key"
chmod 600 "$slurm/munge.key"
# Each daemon in the foreground, a job of this script under a `timeout`: the trap stops them, and a test killed
# by CTest's own timeout (no trap then) leaves none behind for long.
timeout 900 /usr/sbin/munged --foreground --force --socket="$slurm/munge.sock" --key-file="$slurm/munge.key" \
  --pid-file="$slurm/munged.pid" --log-file="$slurm/munged.log" --seed-file="$slurm/munged.seed" 2>/dev/null &
daemons+=($!)
for _ in $(seq 50); do
  [ -S "$slurm/munge.sock" ] && break
  sleep 0.1
done
read -r ctld_port d_port < <(python3 -c '
import socket
s = [socket.socket() for _ in range(2)]
for x in s: x.bind(("127.0.0.1", 0))
print(*[x.getsockname()[1] for x in s])')
cat >"$slurm/slurm.conf" <<CONF
ClusterName=boardlab
SlurmctldHost=localhost
SlurmctldPort=$ctld_port
SlurmdPort=$d_port
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=$slurm/munge.sock
CredType=cred/munge
NodeName=localhost CPUs=$(nproc) RealMemory=1000 State=UNKNOWN
PartitionName=debug Nodes=localhost Default=YES MaxTime=INFINITE State=UP
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
ReturnToService=2
MpiDefault=none
JobCompType=jobcomp/none
AccountingStorageType=accounting_storage/none
StateSaveLocation=$slurm/state
SlurmdSpoolDir=$slurm/spool
SlurmctldPidFile=$slurm/slurmctld.pid
SlurmdPidFile=$slurm/slurmd.pid
SlurmctldLogFile=$slurm/slurmctld.log
SlurmdLogFile=$slurm/slurmd.log
CONF
export SLURM_CONF=$slurm/slurm.conf
timeout 900 /usr/sbin/slurmctld -D -f "$SLURM_CONF" &
daemons+=($!)
timeout 900 /usr/sbin/slurmd -D -f "$SLURM_CONF" -N localhost &
daemons+=($!)
for _ in $(seq 60); do
  sinfo -h -o %T 2>/dev/null | grep -q idle && break
  sleep 0.5
done
"$examples/slurm-submit.sh" class.txt out 3 >submitted 2>slurm-submit.log || {
  echo "FAIL: slurm-submit.sh exited with status $?:"
  cat slurm-submit.log
  exit 1
}
read -r array merge <submitted
# Until both jobs have left the queue; a squeue that fails (slurmctld busy) is asked again.
for _ in $(seq 360); do
  if queued=$(squeue -h -j "$array,$merge" 2>/dev/null) && [ -z "$queued" ]; then break; fi
  sleep 0.5
done
if [ ! -f out/report.json ]; then
  echo "FAIL: Slurm's merge job $merge wrote no report; squeue:"
  squeue
  tail -n 20 out/slurm-*.out "$slurm/slurmctld.log" 2>/dev/null || true
  exit 1
fi
same_as_one_run slurm
