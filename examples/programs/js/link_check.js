// A correct link check (at most two turns) with the JavaScript kit: a straight line, one corner, or two
// corners anywhere on the rows and columns through A, the ring included when the board has one.
const boardlab = require("boardlab"); // the kit: BoardLab starts every program with it on NODE_PATH (boardlab-cli kit)

function linkCheck(board, a, b, t, useRing) {
  const r = t.request, rows = board.length, cols = board[0].length;
  const limit = r.turns === "any" ? 2 : Math.min(2, r.turns);
  const free = (x, y) =>
    x >= 0 && y >= 0 && x < cols && y < rows ? board[y][x] === "." : r.ring && x >= -1 && y >= -1 && x <= cols && y <= rows;
  const clear = (p, q) => {
    const dx = Math.sign(q[0] - p[0]), dy = Math.sign(q[1] - p[1]);
    for (let x = p[0] + dx, y = p[1] + dy; x !== q[0] || y !== q[1]; x += dx, y += dy) if (!free(x, y)) return false;
    return true;
  };
  t.say(`A ${a} and B ${b}`);
  t.mark(a[0], a[1], "origin");
  t.mark(b[0], b[1], "target");
  if (board[a[1]][a[0]] !== board[b[1]][b[0]] || (a[0] === b[0] && a[1] === b[1])) return null;
  if ((a[0] === b[0] || a[1] === b[1]) && clear(a, b)) return [a, b];
  if (limit >= 1)
    for (const c of [[a[0], b[1]], [b[0], a[1]]]) {
      t.say(`corner ${c}`);
      t.mark(c[0], c[1], "candidate");
      if (free(c[0], c[1]) && clear(a, c) && clear(c, b)) return [a, c, b];
    }
  if (limit >= 2) {
    const lo = useRing ? -1 : 0;
    for (let x = lo; x < cols - lo; x++) {
      const p = [x, a[1]], q = [x, b[1]];
      if (x !== a[0] && free(...p) && free(...q) && clear(a, p) && clear(p, q) && clear(q, b)) return [a, p, q, b];
    }
    for (let y = lo; y < rows - lo; y++) {
      const p = [a[0], y], q = [b[0], y];
      if (y !== a[1] && free(...p) && free(...q) && clear(a, p) && clear(p, q) && clear(q, b)) return [a, p, q, b];
    }
  }
  t.say(`no path within ${limit} turns`);
  return null;
}

module.exports = { linkCheck };
if (require.main === module) boardlab.runLink((board, a, b, t) => linkCheck(board, a, b, t, true));
