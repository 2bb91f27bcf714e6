# A classic bug: the two-corner search never leaves the tiles, so a path over the ring is never found.
# (The published Objective-C check of article 004 has the same defect.)
import boardlab  # the kit: BoardLab starts every program with it on PYTHONPATH (boardlab-cli kit)


def make_clear(board, ring):
    rows, cols = len(board), len(board[0])

    def free(x, y):
        if 0 <= x < cols and 0 <= y < rows:
            return board[y][x] == "."
        return ring and -1 <= x <= cols and -1 <= y <= rows

    def clear(p, q):  # every cell strictly between p and q, and q unless it is the end, is free
        dx = (q[0] > p[0]) - (q[0] < p[0])
        dy = (q[1] > p[1]) - (q[1] < p[1])
        x, y = p[0] + dx, p[1] + dy
        while (x, y) != tuple(q):
            if not free(x, y):
                return False
            x, y = x + dx, y + dy
        return True

    return free, clear


def check(board, a, b, t):
    r = t.request
    limit = 2 if r["turns"] == "any" else min(2, r["turns"])
    free, clear = make_clear(board, r["ring"])
    t.say("A %d,%d and B %d,%d" % (a + b))
    t.mark(a[0], a[1], "origin")
    t.mark(b[0], b[1], "target")
    if board[a[1]][a[0]] != board[b[1]][b[0]] or a == b:
        return None
    if (a[0] == b[0] or a[1] == b[1]) and clear(a, b):
        return [a, b]
    if limit >= 1:
        for c in ((a[0], b[1]), (b[0], a[1])):
            t.say("corner %d,%d" % c)
            t.mark(c[0], c[1], "candidate")
            if free(*c) and clear(a, c) and clear(c, b):
                return [a, c, b]
    if limit >= 2:
        cols, rows = len(board[0]), len(board)
        for x in range(0, cols):  # BUG: -1 and cols (the ring) are never tried
            p, q = (x, a[1]), (x, b[1])
            if x != a[0] and free(*p) and free(*q) and clear(a, p) and clear(p, q) and clear(q, b):
                return [a, p, q, b]
        for y in range(0, rows):  # BUG: the same for rows
            p, q = (a[0], y), (b[0], y)
            if y != a[1] and free(*p) and free(*q) and clear(a, p) and clear(p, q) and clear(q, b):
                return [a, p, q, b]
    t.say("no path within %d turns" % limit)
    return None


boardlab.run_link(check)
