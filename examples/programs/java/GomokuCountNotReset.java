// A classic bug with the Java kit (the published Java of article 003): the count is set once and never
// reset between directions, so stones of two directions add up to a "five".
// Run: javac -d kit kits/java/BoardLab.java && java -cp kit examples/programs/java/GomokuCountNotReset.java
public class GomokuCountNotReset {
  public static void main(String[] args) {
    BoardLab.runGomoku((board, x, y, t) -> {
      int rows = board.length, cols = board[0].length();
      char me = board[y].charAt(x);
      t.mark(x, y, "origin");
      int count = 1; // BUG: should be 1 again for every direction
      int[][] dirs = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
      for (int[] d : dirs) {
        for (int sign : new int[] {1, -1}) {
          int cx = x + sign * d[0], cy = y + sign * d[1];
          while (cx >= 0 && cy >= 0 && cx < cols && cy < rows && board[cy].charAt(cx) == me) {
            count++;
            t.mark(cx, cy, "counted");
            cx += sign * d[0];
            cy += sign * d[1];
          }
        }
        t.say("after direction " + d[0] + "," + d[1] + " the count is " + count);
        t.watch("count", count);
        if (count >= 5) return BoardLab.win(me == 'x' ? "black" : "white", null);
      }
      return null;
    });
  }
}
