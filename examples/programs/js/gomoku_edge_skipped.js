// A classic bug with the JavaScript kit: the walk stops one short of the board's edge (cx > 0 instead of
// cx >= 0), so a five that reaches the first column or row is not seen.
const boardlab = require("boardlab"); // the kit: BoardLab starts every program with it on NODE_PATH (boardlab-cli kit)

boardlab.runGomoku((board, x, y, t) => {
  const rows = board.length, cols = board[0].length, me = board[y][x];
  const exact = t.rule !== "freestyle"; // exactly five needed
  t.mark(x, y, "origin");
  for (const [dx, dy] of [[1, 0], [0, 1], [1, 1], [1, -1]]) {
    const run = [[x, y]];
    for (const sign of [1, -1]) {
      let cx = x + sign * dx, cy = y + sign * dy;
      while (cx > 0 && cy > 0 && cx < cols && cy < rows && board[cy][cx] === me) { // BUG: > 0 skips index 0
        run.push([cx, cy]);
        cx += sign * dx; cy += sign * dy;
      }
    }
    t.say(`direction ${dx},${dy}: ${run.length} in a row`);
    t.watch({ count: run.length });
    if (run.length === 5 || (run.length > 5 && !exact)) return { winner: me === "x" ? "black" : "white", line: run };
  }
  return null;
});
