// Your gomoku win check. BoardLab calls it after each stone is placed:
//   board  the rows, top first: 'x' black, 'o' white, '.' empty (board[y][x])
//   x, y   the stone just placed (0-based from the top-left)
//   t      the tracer: t.Say(text), t.Mark(x, y, "counted"), t.Watch("count", n) show your steps on the board;
//          t.Rule is the rule of the game ("freestyle": five or more win; otherwise exactly five)
// Return null when the stone does not win, else new BoardLab.Win("black" or "white", the points of the line).
// ./grade.sh builds it with the kit (BoardLab.cs) and grades it as your teacher will (README.md).
class Check {
  static void Main() {
    BoardLab.Kit.RunGomoku((board, x, y, t) => {
      char me = board[y][x];
      t.Say("the stone at " + x + "," + y);
      t.Mark(x, y, "origin");
      // Your check: count the stones of `me` in a row through (x, y), in each of the four directions.
      return null;
    });
  }
}
