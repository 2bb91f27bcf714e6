# A gomoku "win check" that misbehaves on purpose, for the tests of outside programs (issue 16).
# Usage: misbehave.py MODE [N]. Requests are numbered by their id, which counts across restarts, so
# "at request N" means exactly one request however often BoardLab restarted the program.
#   sleep N      never answers request N (sleeps), answers the others
#   crash N      writes to stderr and exits with status 3 at request N
#   garbage      prints a line that is not JSON
#   wrong-id     answers with the id plus one
#   flood        sends steps without end
#   big          sends one line of 3 MB
#   exit-start   writes to stderr and exits before reading anything
#   error        answers {"error": ...}
#   always-sleep never answers
#   bad-winner   answers winner "purple"
import json
import sys
import time

mode = sys.argv[1]
n = int(sys.argv[2]) if len(sys.argv) > 2 else 0
if mode == "exit-start":
    sys.stderr.write("misbehave: cannot load my tables\n")
    sys.exit(4)


def answer(rid, result):
    print(json.dumps({"id": rid, "result": result}), flush=True)


for line in sys.stdin:
    r = json.loads(line)
    rid = r["id"]
    if mode == "always-sleep" or (mode == "sleep" and rid == n):
        sys.stderr.write("misbehave: thinking about request %d\n" % rid)
        sys.stderr.flush()
        time.sleep(60)
    if mode == "crash" and rid == n:
        sys.stderr.write("misbehave: boom at request %d\n" % rid)
        sys.exit(3)
    if mode == "garbage":
        print("hello, this is not json", flush=True)
        continue
    if mode == "wrong-id":
        answer(rid + 1, {"winner": None})
        continue
    if mode == "flood":
        while True:
            print(json.dumps({"id": rid, "step": {"say": "again"}}), flush=True)
    if mode == "big":
        print(json.dumps({"id": rid, "step": {"say": "x" * 3000000}}), flush=True)
        continue
    if mode == "error":
        print(json.dumps({"id": rid, "error": "my table is empty"}), flush=True)
        continue
    if mode == "bad-winner":
        answer(rid, {"winner": "purple"})
        continue
    answer(rid, {"winner": None})
