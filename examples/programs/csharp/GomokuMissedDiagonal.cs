// A classic bug with the C# kit: the anti-diagonal (up-right / down-left) is never looked at.
// Build: mcs -out:gomoku_missed_diagonal.exe kits/csharp/BoardLab.cs examples/programs/csharp/GomokuMissedDiagonal.cs
using System.Collections.Generic;

class GomokuMissedDiagonal {
  static void Main() {
    BoardLab.Kit.RunGomoku((board, x, y, t) => {
      int rows = board.Length, cols = board[0].Length;
      char me = board[y][x];
      bool exact = t.Rule != "freestyle";  // exactly five needed
      t.Mark(x, y, "origin");
      int[][] dirs = {new[] {1, 0}, new[] {0, 1}, new[] {1, 1}};  // BUG: {1, -1} is missing
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
        t.Watch("count", run.Count);
        if (run.Count == 5 || (run.Count > 5 && !exact)) return new BoardLab.Win(me == 'x' ? "black" : "white", run);
      }
      return null;
    });
  }
}
