// Your link check (lianliankan: at most two turns). BoardLab calls it for a pair of tiles:
//   board  the rows, top first: '.' empty, a letter or digit a tile (board[y][x])
//   a, b   the two tiles as int[]{x, y}, 0-based from the top-left
//   t      the tracer: t.Say(text), t.Mark(x, y, "corner") show your steps
// Return null when the tiles do not link, else the path as a List<int[]> from a to b, corners included.
// ./grade.sh builds it with the kit (BoardLab.cs) and grades it as your teacher will (README.md).
class Check {
  static void Main() {
    BoardLab.Kit.RunLink((board, a, b, t) => {
      t.Say("A " + a[0] + "," + a[1] + " and B " + b[0] + "," + b[1]);
      t.Mark(a[0], a[1], "origin");
      t.Mark(b[0], b[1], "target");
      // Your check: a straight line, then one corner, then two corners.
      return null;
    });
  }
}
