// Your gomoku win check. BoardLab calls it after each stone is placed:
//   board  the rows, top first, as strings: "x" black, "o" white, "." empty (board[y][x])
//   x, y   the stone just placed (0-based from the top-left)
//   t      the tracer: t.say(text), t.mark(x, y, "counted"), t.watch({count: n}) show your steps on the board;
//          t.rule is the rule of the game ("freestyle": five or more win; otherwise exactly five)
// Return null when the stone does not win, else {winner: "black" or "white", line: [[x, y], ...]}.
// ./grade.sh grades it as your teacher will (README.md).
const boardlab = require("./boardlab"); // the kit beside it (BoardLab also finds it on NODE_PATH)

boardlab.runGomoku((board, x, y, t) => {
  const me = board[y][x];
  t.say(`the stone at ${x},${y}`);
  t.mark(x, y, "origin");
  // Your check: count the stones of `me` in a row through (x, y), in each of the four directions.
  return null;
});
