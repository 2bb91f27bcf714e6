"""BoardLab kit for Python (standard library only): makes a win check or a link check traceable.

    import boardlab
    def check(board, x, y, t):        # board[y][x] is '.', 'x' (black) or 'o' (white)
        t.say("looking at the stone"); t.mark(x, y, "origin")
        return "black" or "white" or None  (or (winner, [(x, y), ...]) with the winning cells)
    boardlab.run_gomoku(check)

t.rule is the request's gomoku rule, spelt as BoardLab sends it: "freestyle" (five or more win),
"standard" (exactly five), "renju" (black exactly five, white five or more) or "caro" (exactly five, not
blocked at both ends); "freestyle" when the request names none. Debug output goes to stderr
(print(..., file=sys.stderr)): stdout is the protocol, and a print() there is "a line that is not JSON".

For link: check(board, a, b, t) gets a = (x, y), b = (x, y) and the request (t.request: cols, rows,
ring, turns) and returns None / False (not linked) or the path [(x, y), ...]: A, each corner, B.
The tracer: say(text) starts a new step; mark(x, y, role, value), arrow((x, y), (x, y), role, label)
and watch(name=value, ...) add to the current step. Each step carries the file and line of the call that
started it, found from the caller's frame. An exception in check() is answered as an error with the file
and line where it was raised (BoardLab shows it there), and its traceback goes to stderr (BoardLab's Log).
Protocol: docs/protocol.md.
"""
import json
import os
import sys
import traceback

_write = sys.stdout.write
_STDLIB = os.path.dirname(os.__file__) + os.sep


class Tracer:
    """Collects the steps of one check; does nothing when BoardLab did not ask for a trace."""

    def __init__(self, rid, request):
        self.request = request
        self.rule = request.get("rule") or "freestyle"  # gomoku: what wins, see the module's docstring
        self._rid = rid
        self._on = bool(request.get("trace"))
        self._step = None

    def _open(self, new):
        if self._step is not None and not new:
            return self._step
        self.flush()
        frame = sys._getframe(2)
        self._step = {"file": frame.f_code.co_filename, "line": frame.f_lineno}
        return self._step

    def say(self, text):
        if self._on:
            self._open(True)["say"] = str(text)

    def mark(self, x, y, role="counted", value=None):
        if self._on:
            m = {"x": x, "y": y, "role": role}
            if value is not None:
                m["value"] = value
            self._open(False).setdefault("marks", []).append(m)

    def arrow(self, frm, to, role="window", label=None):
        if self._on:
            a = {"from": list(frm), "to": list(to), "role": role}
            if label is not None:
                a["label"] = str(label)
            self._open(False).setdefault("arrows", []).append(a)

    def watch(self, **values):
        if self._on:
            self._open(False).setdefault("watch", {}).update({k: str(v) for k, v in values.items()})

    def flush(self):
        if self._step is not None:
            _write(json.dumps({"id": self._rid, "step": self._step}) + "\n")
            self._step = None


def _serve(answer):
    for line in sys.stdin:
        if not line.strip():
            continue
        request = json.loads(line)
        rid = request.get("id")
        t = Tracer(rid, request)
        try:
            result = answer(request, t)
            t.flush()
            out = {"id": rid, "result": result}
        except Exception as e:  # the program's own failure: shown in BoardLab as a fault, at its line
            t.flush()
            out = {"id": rid, "error": "%s: %s" % (type(e).__name__, e)}
            # Where it happened in your code: the innermost frame outside this kit, the standard library and
            # the installed packages, in a file (in a web page, Pyodide adds its JavaScript's frames).
            yours = [f for f in traceback.extract_tb(e.__traceback__)
                     if f.filename != __file__ and not f.filename.startswith(_STDLIB)
                     and "-packages" + os.sep not in f.filename  # nor an installed package (site-, dist-)
                     and os.path.isfile(f.filename)]
            if yours:
                out["file"], out["line"] = yours[-1].filename, yours[-1].lineno
            traceback.print_exc(file=sys.stderr)  # the whole traceback, in BoardLab's Log
            sys.stderr.flush()
        _write(json.dumps(out) + "\n")
        sys.stdout.flush()


def run_gomoku(check):
    """Answers gomoku requests with check(board, x, y, tracer) until stdin ends."""

    def answer(r, t):
        got = check(r["board"], r["move"]["x"], r["move"]["y"], t)
        winner, line = (got if isinstance(got, tuple) else (got, None))
        return {"winner": winner or None, "line": [list(c) for c in line] if line else None}

    _serve(answer)


def run_link(check):
    """Answers link requests with check(board, (ax, ay), (bx, by), tracer) until stdin ends."""

    def answer(r, t):
        path = check(r["board"], (r["from"]["x"], r["from"]["y"]), (r["to"]["x"], r["to"]["y"]), t)
        if not path:
            return {"linked": False}
        return {"linked": True, "path": [list(c) for c in path]}

    _serve(answer)
