// A correct gomoku win check with the JavaScript kit: count both ways along each of the four directions.
// Five or more win under freestyle, exactly five under the other rules (an overline of six or more does not).
const boardlab = require("boardlab"); // the kit: BoardLab starts every program with it on NODE_PATH (boardlab-cli kit)

boardlab.runGomoku((board, x, y, t) => {
  const rows = board.length, cols = board[0].length, me = board[y][x];
  const exact = t.rule !== "freestyle"; // exactly five needed
  t.say(`the stone at ${x},${y}`);
  t.mark(x, y, "origin");
  for (const [dx, dy] of [[1, 0], [0, 1], [1, 1], [1, -1]]) {
    const run = [[x, y]];
    for (const sign of [1, -1]) {
      let cx = x + sign * dx, cy = y + sign * dy;
      while (cx >= 0 && cy >= 0 && cx < cols && cy < rows && board[cy][cx] === me) {
        run.push([cx, cy]);
        cx += sign * dx; cy += sign * dy;
      }
    }
    t.say(`direction ${dx},${dy}: ${run.length} in a row`);
    for (const [cx, cy] of run) t.mark(cx, cy, "counted");
    t.watch({ count: run.length, rule: t.rule });
    if (run.length === 5 || (run.length > 5 && !exact)) return { winner: me === "x" ? "black" : "white", line: run };
  }
  return null;
});
