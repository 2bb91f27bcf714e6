# A user's gomoku check for the workbench's pixel test: it walks the four directions from the stone,
# marking what it counts and drawing an arrow along each direction, so its overlay has marks, arrows and
# labels. Kept here, not in examples/, so that editing an example never changes the golden.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "../../../kits/python"))
import boardlab  # noqa: E402


def check(board, x, y, t):
    rows, cols, me = len(board), len(board[0]), board[y][x]
    for dx, dy in ((1, 0), (0, 1), (1, 1), (1, -1)):
        run = [(x, y)]
        for sign in (1, -1):
            cx, cy = x + sign * dx, y + sign * dy
            while 0 <= cx < cols and 0 <= cy < rows and board[cy][cx] == me:
                run.append((cx, cy))
                cx, cy = cx + sign * dx, cy + sign * dy
        t.say("direction %d,%d: %d in a row" % (dx, dy, len(run)))
        t.mark(x, y, "origin")
        for cx, cy in run[1:]:
            t.mark(cx, cy, "counted")
        ends = sorted(run)
        t.arrow(ends[0], ends[-1], "counted", str(len(run)))
        t.watch(count=len(run))
        if len(run) >= 5:
            return ("black" if me == "x" else "white"), run
    return None


boardlab.run_gomoku(check)
