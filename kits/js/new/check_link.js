// Your link check (lianliankan: at most two turns). BoardLab calls it for a pair of tiles:
//   board  the rows, top first, as strings: "." empty, a letter or digit a tile (board[y][x])
//   a, b   the two tiles as [x, y], 0-based from the top-left
//   t      the tracer: t.say(text), t.mark(x, y, "corner") show your steps; t.request.ring is whether paths
//          may run in the ring around the board, t.request.turns the most turns allowed
// Return null when the tiles do not link, else the path as [[x, y], ...] from a to b, corners included.
// ./grade.sh grades it as your teacher will (README.md).
const boardlab = require("./boardlab"); // the kit beside it (BoardLab also finds it on NODE_PATH)

boardlab.runLink((board, a, b, t) => {
  t.say(`A ${a[0]},${a[1]} and B ${b[0]},${b[1]}`);
  t.mark(a[0], a[1], "origin");
  t.mark(b[0], b[1], "target");
  // Your check: a straight line, then one corner, then two corners.
  return null;
});
