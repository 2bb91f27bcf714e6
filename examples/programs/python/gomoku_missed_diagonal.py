# A classic bug: the anti-diagonal (up-right / down-left) is never looked at.
import boardlab  # the kit: BoardLab starts every program with it on PYTHONPATH (boardlab-cli kit)


def check(board, x, y, t):
    rows, cols, me = len(board), len(board[0]), board[y][x]
    t.mark(x, y, "origin")
    for dx, dy in ((1, 0), (0, 1), (1, 1)):  # BUG: (1, -1) is missing
        run = [(x, y)]
        for sign in (1, -1):
            cx, cy = x + sign * dx, y + sign * dy
            while 0 <= cx < cols and 0 <= cy < rows and board[cy][cx] == me:
                run.append((cx, cy))
                cx, cy = cx + sign * dx, cy + sign * dy
        t.say("direction %d,%d: %d in a row" % (dx, dy, len(run)))
        for cx, cy in run:
            t.mark(cx, cy, "counted")
        if len(run) == 5 or (len(run) > 5 and t.rule == "freestyle"):
            return ("black" if me == "x" else "white"), run
    return None


boardlab.run_gomoku(check)
