// Your gomoku win check. BoardLab calls it after each stone is placed:
//   board  the rows, top first: 'x' black, 'o' white, '.' empty (board[y].charAt(x))
//   x, y   the stone just placed (0-based from the top-left)
//   t      the tracer: t.say(text), t.mark(x, y, "counted"), t.watch("count", n) show your steps on the board;
//          t.rule() is the rule of the game ("freestyle": five or more win; otherwise exactly five)
// Return null when the stone does not win, else BoardLab.win("black" or "white", the points of the line).
// ./grade.sh builds it with the kit (BoardLab.java) and grades it as your teacher will (README.md).
public class Check {
  public static void main(String[] args) {
    BoardLab.runGomoku((board, x, y, t) -> {
      char me = board[y].charAt(x);
      t.say("the stone at " + x + "," + y);
      t.mark(x, y, "origin");
      // Your check: count the stones of `me` in a row through (x, y), in each of the four directions.
      return null;
    });
  }
}
