// A correct gomoku win check with the Java kit: count both ways along each of the four directions.
// Five or more win under freestyle, exactly five under the other rules (an overline of six or more does not).
// Run: javac -d kit kits/java/BoardLab.java && java -cp kit examples/programs/java/GomokuCheck.java
import java.util.ArrayList;
import java.util.List;

public class GomokuCheck {
  public static void main(String[] args) {
    BoardLab.runGomoku((board, x, y, t) -> {
      int rows = board.length, cols = board[0].length();
      char me = board[y].charAt(x);
      boolean exact = !"freestyle".equals(t.rule()); // exactly five needed
      t.say("the stone at " + x + "," + y);
      t.mark(x, y, "origin");
      int[][] dirs = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
      for (int[] d : dirs) {
        List<int[]> run = new ArrayList<>();
        run.add(new int[] {x, y});
        for (int sign : new int[] {1, -1}) {
          int cx = x + sign * d[0], cy = y + sign * d[1];
          while (cx >= 0 && cy >= 0 && cx < cols && cy < rows && board[cy].charAt(cx) == me) {
            run.add(new int[] {cx, cy});
            cx += sign * d[0];
            cy += sign * d[1];
          }
        }
        t.say("direction " + d[0] + "," + d[1] + ": " + run.size() + " in a row");
        for (int[] p : run) t.mark(p[0], p[1], "counted");
        t.watch("count", run.size());
        t.watch("rule", t.rule());
        if (run.size() == 5 || (run.size() > 5 && !exact)) return BoardLab.win(me == 'x' ? "black" : "white", run);
      }
      return null;
    });
  }
}
