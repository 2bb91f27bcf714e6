// A correct gomoku win check with the C# kit: count both ways along each of the four directions.
// Five or more win under freestyle, exactly five under the other rules (an overline of six or more does not).
// Build: mcs -out:gomoku_check.exe kits/csharp/BoardLab.cs examples/programs/csharp/GomokuCheck.cs
using System.Collections.Generic;

class GomokuCheck {
  static void Main() {
    BoardLab.Kit.RunGomoku((board, x, y, t) => {
      int rows = board.Length, cols = board[0].Length;
      char me = board[y][x];
      bool exact = t.Rule != "freestyle";  // exactly five needed
      t.Say("the stone at " + x + "," + y);
      t.Mark(x, y, "origin");
      int[][] dirs = {new[] {1, 0}, new[] {0, 1}, new[] {1, 1}, new[] {1, -1}};
      foreach (var d in dirs) {
        var run = new List<int[]> {new[] {x, y}};
        foreach (int sign in new[] {1, -1}) {
          int cx = x + sign * d[0], cy = y + sign * d[1];
          while (cx >= 0 && cy >= 0 && cx < cols && cy < rows && board[cy][cx] == me) {
            run.Add(new[] {cx, cy});
            cx += sign * d[0];
            cy += sign * d[1];
          }
        }
        t.Say("direction " + d[0] + "," + d[1] + ": " + run.Count + " in a row");
        foreach (var p in run) t.Mark(p[0], p[1], "counted");
        t.Watch("count", run.Count);
        t.Watch("rule", t.Rule);
        if (run.Count == 5 || (run.Count > 5 && !exact)) return new BoardLab.Win(me == 'x' ? "black" : "white", run);
      }
      return null;
    });
  }
}
