// BoardLab kit for C# (mono's mcs or any C# 5+ compiler, standard library only): makes a win check or a
// link check traceable.
//
//   mcs -out:check.exe kits/csharp/BoardLab.cs MyCheck.cs && mono check.exe
//   class MyCheck {
//     static void Main() {
//       BoardLab.Kit.RunGomoku((board, x, y, t) => {   // board[y][x] is '.', 'x' or 'o'
//         t.Say("looking at the stone"); t.Mark(x, y, "origin");
//         return null;                                   // or new BoardLab.Win("black", line)
//       });
//     }
//   }
//
// t.Rule is the request's gomoku rule, spelt as BoardLab sends it: "freestyle" (five or more win),
// "standard" (exactly five), "renju" (black exactly five, white five or more) or "caro" (exactly five, not
// blocked at both ends); "freestyle" when the request names none. Debug output goes to stderr
// (Console.Error.WriteLine): stdout is the protocol, and a Console.WriteLine there is "a line that is not
// JSON".
//
// Link: Kit.RunLink((board, a, b, t) => path or null), a and b as int[]{x, y}, the path a List<int[]>
// (A, each corner, B). t.Request holds Cols, Rows, Rule, Ring, Turns. The tracer: Say() starts a new step;
// Mark(), Arrow() and Watch() add to the current one. Each step records the file and line of the call
// that started it, through [CallerFilePath] and [CallerLineNumber]. Protocol: docs/protocol.md.
using System;
using System.Collections.Generic;
using System.Runtime.CompilerServices;
using System.Text;

namespace BoardLab {

public class Win {
  public string Winner;
  public List<int[]> Line;
  public Win(string winner, List<int[]> line) { Winner = winner; Line = line; }
}

public class Request {
  public long Id;
  public string Game = "", Rule = "";
  public int Cols, Rows, Turns = 2;
  public bool Ring, Trace;
  public string[] Board = new string[0];
  public int[] Move = {0, 0}, From = {0, 0}, To = {0, 0};
}

public class Tracer {
  readonly StringBuilder output;
  StringBuilder marks, arrows;
  Dictionary<string, string> watch;
  string say, file;
  int line;
  bool open;
  public Request Request { get; private set; }
  // The gomoku rule: "freestyle", "standard", "renju" or "caro" ("freestyle" when the request has none).
  public string Rule { get { return string.IsNullOrEmpty(Request.Rule) ? "freestyle" : Request.Rule; } }
  internal Tracer(Request r, StringBuilder o) { Request = r; output = o; }

  void Open(bool fresh, string f, int l) {
    if (open && !fresh) return;
    Flush();
    file = f; line = l; say = null; open = true;
    marks = new StringBuilder(); arrows = new StringBuilder(); watch = new Dictionary<string, string>();
  }
  public void Say(string text, [CallerFilePath] string f = "", [CallerLineNumber] int l = 0) {
    if (!Request.Trace) return;
    Open(true, f, l);
    say = text;
  }
  public void Mark(int x, int y, string role = "counted", int value = -1,
                   [CallerFilePath] string f = "", [CallerLineNumber] int l = 0) {
    if (!Request.Trace) return;
    Open(false, f, l);
    if (marks.Length > 0) marks.Append(',');
    marks.Append("{\"x\":").Append(x).Append(",\"y\":").Append(y).Append(",\"role\":").Append(Kit.Quote(role));
    if (value >= 0) marks.Append(",\"value\":").Append(value);
    marks.Append('}');
  }
  public void Arrow(int[] from, int[] to, string role = "window", string label = "",
                    [CallerFilePath] string f = "", [CallerLineNumber] int l = 0) {
    if (!Request.Trace) return;
    Open(false, f, l);
    if (arrows.Length > 0) arrows.Append(',');
    arrows.Append("{\"from\":").Append(Kit.Cell(from)).Append(",\"to\":").Append(Kit.Cell(to))
          .Append(",\"role\":").Append(Kit.Quote(role)).Append(",\"label\":").Append(Kit.Quote(label)).Append('}');
  }
  public void Watch(string name, object value, [CallerFilePath] string f = "", [CallerLineNumber] int l = 0) {
    if (!Request.Trace) return;
    Open(false, f, l);
    watch[name] = Convert.ToString(value);
  }
  internal void Flush() {
    if (!open) return;
    var w = new StringBuilder();
    foreach (var e in watch) w.Append(w.Length > 0 ? "," : "").Append(Kit.Quote(e.Key)).Append(':').Append(Kit.Quote(e.Value));
    output.Append("{\"id\":").Append(Request.Id).Append(",\"step\":{\"file\":").Append(Kit.Quote(file))
          .Append(",\"line\":").Append(line);
    if (say != null) output.Append(",\"say\":").Append(Kit.Quote(say));
    output.Append(",\"marks\":[").Append(marks).Append("],\"arrows\":[").Append(arrows).Append("],\"watch\":{")
          .Append(w).Append("}}}\n");
    open = false;
  }
}

public static class Kit {
  public delegate Win GomokuCheck(string[] board, int x, int y, Tracer t);
  public delegate List<int[]> LinkCheck(string[] board, int[] a, int[] b, Tracer t);

  internal static string Quote(string s) {
    var b = new StringBuilder("\"");
    foreach (char c in s ?? "") {
      if (c == '"' || c == '\\') b.Append('\\').Append(c);
      else if (c < 0x20) b.Append(' ');
      else b.Append(c);
    }
    return b.Append('"').ToString();
  }
  internal static string Cell(int[] p) { return "[" + p[0] + "," + p[1] + "]"; }
  static string Cells(List<int[]> list) {
    var b = new StringBuilder("[");
    if (list != null) foreach (var p in list) b.Append(b.Length > 1 ? "," : "").Append(Cell(p));
    return b.Append(']').ToString();
  }

  // Just enough JSON for BoardLab's requests.
  class Reader {
    readonly string s; int i;
    public Reader(string text) { s = text; }
    char Peek() { while (i < s.Length && s[i] == ' ') i++; return i < s.Length ? s[i] : '\0'; }
    public object Value() {
      char c = Peek();
      if (c == '{') {
        var m = new Dictionary<string, object>(); i++;
        if (Peek() == '}') { i++; return m; }
        while (true) {
          var k = (string)Value(); Peek(); i++;
          m[k] = Value();
          if (Peek() == ',') { i++; continue; }
          i++; return m;
        }
      }
      if (c == '[') {
        var l = new List<object>(); i++;
        if (Peek() == ']') { i++; return l; }
        while (true) {
          l.Add(Value());
          if (Peek() == ',') { i++; continue; }
          i++; return l;
        }
      }
      if (c == '"') {
        var b = new StringBuilder(); i++;
        while (s[i] != '"') { if (s[i] == '\\') i++; b.Append(s[i++]); }
        i++; return b.ToString();
      }
      if (string.CompareOrdinal(s, i, "true", 0, 4) == 0) { i += 4; return true; }
      if (string.CompareOrdinal(s, i, "false", 0, 5) == 0) { i += 5; return false; }
      if (string.CompareOrdinal(s, i, "null", 0, 4) == 0) { i += 4; return null; }
      int start = i;
      while (i < s.Length && "+-.eE0123456789".IndexOf(s[i]) >= 0) i++;
      return double.Parse(s.Substring(start, i - start), System.Globalization.CultureInfo.InvariantCulture);
    }
  }

  static int Num(object o) { return o is double ? (int)(double)o : 0; }
  static int[] Point(Dictionary<string, object> m, string key) {
    object o;
    if (!m.TryGetValue(key, out o) || !(o is Dictionary<string, object>)) return new[] {0, 0};
    var p = (Dictionary<string, object>)o;
    return new[] {Num(p["x"]), Num(p["y"])};
  }
  static object Get(Dictionary<string, object> m, string key) { object o; return m.TryGetValue(key, out o) ? o : null; }

  static Request Parse(string line) {
    var m = (Dictionary<string, object>)new Reader(line).Value();
    var r = new Request();
    r.Id = (long)(double)m["id"];
    r.Game = Get(m, "game") as string ?? "";
    r.Rule = Get(m, "rule") as string ?? "";
    r.Cols = Num(Get(m, "cols"));
    r.Rows = Num(Get(m, "rows"));
    r.Ring = Get(m, "ring") is bool && (bool)Get(m, "ring");
    r.Trace = Get(m, "trace") is bool && (bool)Get(m, "trace");
    r.Turns = Get(m, "turns") is double ? Num(Get(m, "turns")) : -1;
    var rows = Get(m, "board") as List<object> ?? new List<object>();
    r.Board = rows.ConvertAll(o => (string)o).ToArray();
    r.Move = Point(m, "move"); r.From = Point(m, "from"); r.To = Point(m, "to");
    return r;
  }

  static void Serve(Func<Request, Tracer, string> answer) {
    var stdout = Console.OpenStandardOutput();
    string line;
    while ((line = Console.In.ReadLine()) != null) {
      if (line.Trim().Length == 0) continue;
      var r = Parse(line);
      var text = new StringBuilder();
      var t = new Tracer(r, text);
      string reply;
      try { reply = "\"result\":" + answer(r, t); }
      catch (Exception e) { reply = "\"error\":" + Quote(e.GetType().Name + ": " + e.Message); }
      t.Flush();
      text.Append("{\"id\":").Append(r.Id).Append(',').Append(reply).Append("}\n");
      var bytes = Encoding.UTF8.GetBytes(text.ToString());
      stdout.Write(bytes, 0, bytes.Length);
      stdout.Flush();
    }
  }

  /// Answers gomoku requests with check(board, x, y, tracer) until stdin ends.
  public static void RunGomoku(GomokuCheck check) {
    Serve((r, t) => {
      var w = check(r.Board, r.Move[0], r.Move[1], t);
      if (w == null || w.Winner == null) return "{\"winner\":null}";
      return "{\"winner\":" + Quote(w.Winner) + ",\"line\":" + Cells(w.Line) + "}";
    });
  }

  /// Answers link requests with check(board, a, b, tracer) until stdin ends.
  public static void RunLink(LinkCheck check) {
    Serve((r, t) => {
      var path = check(r.Board, r.From, r.To, t);
      return path == null ? "{\"linked\":false}" : "{\"linked\":true,\"path\":" + Cells(path) + "}";
    });
  }
}

}  // namespace BoardLab
