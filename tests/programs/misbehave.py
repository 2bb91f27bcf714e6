# A gomoku "win check" that misbehaves on purpose, for the tests of outside programs.
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
#   half-hang    writes the start of an answer without its newline, then never finishes it
#   reply FILE   answers every request with the bytes of FILE (any number of lines), ID replaced by its id
#   bad-bytes    writes bytes that are not UTF-8, escape sequences and characters cut by the quote limits
#                to stderr, then exits with status 1 before answering
#   random       answers winner "black" or null at random (a program whose verdicts do not reproduce)
#   crash-every N  exits with status 3 at the Nth request of each start (a game of N moves always fails)
#   steps-then-crash  sends two steps about the move, then exits with status 3, at every request
#   slow-once FILE S  sleeps S seconds before its first answer, the first time only (FILE marks that it
#                happened): an interpreter that started slowly once
#   slow S       sleeps S seconds before every answer (a program that takes its time, within the limit)
#   wrong-once FILE  never sees a win in its first start (FILE marks that it happened), then answers right:
#                a difference that does not show again after a fresh start
#   wrong-starts DIR N  never sees a win in the first N starts of every program given the same DIR, then
#                answers right: a difference that comes back on some fresh starts, not on all
#   hang-starts DIR N  the first N starts of every program given the same DIR never answer (a machine
#                too loaded for any answer in time); later starts answer
#   crowd DIR    answers, and keeps in DIR/most-PID the largest number of crowd programs of that DIR it
#                saw running at once (at each request)
#   phantom FILE  says white wins at every move, with a five on the top row in its first start (FILE marks
#                that it happened) and on the second row after: the same wrong verdict, another line
# The answers that are not the misbehaviour say "no win", or, with the word "correct" anywhere after the
# mode, the right freestyle verdict (five or more in a row through the move): a correct program that
# misbehaves only as its mode says.
import json
import sys
import time

mode = sys.argv[1]
arg = sys.argv[2] if len(sys.argv) > 2 else ""
n = int(arg) if arg.isdigit() else 0
if mode == "exit-start":
    sys.stderr.write("misbehave: cannot load my tables\n")
    sys.exit(4)
if mode == "bad-bytes":
    # Latin-1, a byte UTF-8 never uses, an ANSI colour and a terminal title, then an "é" straddling the
    # 200 bytes a message quotes of a stderr line and one straddling the 400 bytes BoardLab keeps of it.
    sys.stderr.buffer.write(b"caf\xe9 \xff\n\x1b[31mred\x1b[0m \x1b]0;title\x07\n")
    sys.stderr.buffer.write(b"a" * 199 + "\u00e9".encode() + b"\n" + b"b" * 399 + "\u00e9".encode() + b"c\n")
    sys.stderr.flush()
    sys.exit(1)
reply = open(arg, "rb").read() if mode == "reply" else b""
if mode == "slow-once":
    import os
    if not os.path.exists(arg):
        open(arg, "w").close()
        time.sleep(float(sys.argv[3]))
wrong_once = False
if mode == "wrong-once":
    import os
    wrong_once = not os.path.exists(arg)
    open(arg, "a").close()
phantom_row = 0
if mode == "phantom":
    import os
    phantom_row = 1 if os.path.exists(arg) else 0
    open(arg, "a").close()
hang_start = False
if mode in ("hang-starts", "wrong-starts"):
    import os
    # Starts are numbered by the file each one creates first (O_EXCL: two at once never share a number).
    for k in range(1, int(sys.argv[3]) + 1):
        try:
            os.close(os.open(os.path.join(arg, "start-%d" % k), os.O_CREAT | os.O_EXCL | os.O_WRONLY))
            hang_start = True
            break
        except FileExistsError:
            pass
def crowd_running():
    import os
    running = 0
    for name in os.listdir(arg):
        if name.startswith("alive-"):
            try:
                with open("/proc/%s/stat" % name[6:]) as stat:
                    running += stat.read().rsplit(")", 1)[1].split()[0] not in ("Z", "X")
            except OSError:
                pass  # gone
    return running


crowd_most = 0
if mode == "crowd":
    import os
    open(os.path.join(arg, "alive-%d" % os.getpid()), "w").close()
if mode == "random":
    import random
    random.seed()
asked = 0


def answer(rid, result):
    print(json.dumps({"id": rid, "result": result}), flush=True)


def freestyle(request):
    board, move = request["board"], request["move"]
    x, y = move["x"], move["y"]
    me = board[y][x]
    for dx, dy in ((1, 0), (0, 1), (1, 1), (1, -1)):
        run = 1
        for sign in (1, -1):
            cx, cy = x + sign * dx, y + sign * dy
            while 0 <= cy < len(board) and 0 <= cx < len(board[0]) and board[cy][cx] == me:
                run, cx, cy = run + 1, cx + sign * dx, cy + sign * dy
        if run >= 5:
            return {"winner": "black" if me == "x" else "white"}
    return {"winner": None}


correct = "correct" in sys.argv[2:] or (mode == "wrong-once" and not wrong_once)
if mode == "wrong-starts":  # one of the first N starts: "no win" whatever the board (never the right verdict)
    correct, hang_start = not hang_start, False


for line in sys.stdin:
    r = json.loads(line)
    rid = r["id"]
    asked += 1
    if mode == "crash-every" and asked == n:
        sys.stderr.write("misbehave: request %d of this start, boom\n" % asked)
        sys.exit(3)
    if mode == "slow":
        time.sleep(float(arg))
    if mode == "crowd":
        crowd_most = max(crowd_most, crowd_running())
        with open(os.path.join(arg, "most-%d" % os.getpid()), "w") as most:
            most.write(str(crowd_most))
    if mode == "random":
        answer(rid, {"winner": random.choice(["black", None])})
        continue
    if mode == "always-sleep" or (mode == "sleep" and rid == n) or hang_start:
        sys.stderr.write("misbehave: thinking about request %d\n" % rid)
        sys.stderr.flush()
        time.sleep(60)
    if mode == "steps-then-crash":
        move = r["move"]
        for what in ("looking at %d,%d" % (move["x"], move["y"]), "counting to the right"):
            print(json.dumps({"id": rid, "step": {"say": what}}), flush=True)
        sys.stderr.write("misbehave: lost my count\n")
        sys.exit(3)
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
    if mode == "reply":
        sys.stdout.buffer.write(reply.replace(b"ID", str(rid).encode()))
        sys.stdout.flush()
        continue
    if mode == "phantom":
        answer(rid, {"winner": "white", "line": [[x, phantom_row] for x in range(5)]})
        continue
    if mode == "half-hang":
        sys.stdout.write(json.dumps({"id": rid})[:-1])
        sys.stdout.flush()
        time.sleep(60)
    if mode == "bad-winner":
        answer(rid, {"winner": "purple"})
        continue
    answer(rid, freestyle(r) if correct else {"winner": None})
