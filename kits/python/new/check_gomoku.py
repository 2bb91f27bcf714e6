# Your gomoku win check. BoardLab calls check() after each stone is placed:
#   board  the rows, top first, as strings: "x" black, "o" white, "." empty (board[y][x])
#   x, y   the stone just placed (0-based from the top-left)
#   t      the tracer: t.say(text), t.mark(x, y, "counted"), t.watch(count=n) show your steps on the board;
#          t.rule is the rule of the game ("freestyle": five or more win; otherwise exactly five)
# Return None when the stone does not win, else ("black" or "white", [the points of the line]).
# ./grade.sh grades it as your teacher will (README.md).
import boardlab


def check(board, x, y, t):
    me = board[y][x]
    t.say("the stone at %d,%d" % (x, y))
    t.mark(x, y, "origin")
    # Your check: count the stones of `me` in a row through (x, y), in each of the four directions.
    return None


boardlab.run_gomoku(check)
