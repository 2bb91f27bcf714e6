// BoardLab kit for Java 17 (standard library only): makes a win check or a link check traceable.
//
//   javac -d kit kits/java/BoardLab.java; java -cp kit MyCheck.java
//   public class MyCheck {
//     public static void main(String[] a) {
//       BoardLab.runGomoku((board, x, y, t) -> {      // board[y].charAt(x) is '.', 'x' or 'o'
//         t.say("looking at the stone"); t.mark(x, y, "origin");
//         return null;                                 // or BoardLab.win("black", line)
//       });
//     }
//   }
//
// t.rule() is the request's gomoku rule, spelt as BoardLab sends it: "freestyle" (five or more win),
// "standard" (exactly five), "renju" (black exactly five, white five or more) or "caro" (exactly five, not
// blocked at both ends); "freestyle" when the request names none. Debug output goes to stderr
// (System.err.println): stdout is the protocol, and a System.out.println there is "a line that is not JSON".
//
// Link: BoardLab.runLink((board, a, b, t) -> path or null), a and b as int[]{x, y}, the path a list of
// int[]{x, y} (A, each corner, B). t.request() holds cols, rows, rule, ring, turns. The tracer: say()
// starts a new step; mark(), arrow() and watch() add to the current one. Each step records the file and
// line of the call that started it, found with StackWalker. Protocol: docs/protocol.md.

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.BufferedOutputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public final class BoardLab {
  private BoardLab() {}

  /** A gomoku verdict: the winner ("black" or "white") and its cells. */
  public record Win(String winner, List<int[]> line) {}

  public static Win win(String winner, List<int[]> line) { return new Win(winner, line); }

  /** The request's fields, as BoardLab sent them. */
  public record Request(long id, String game, String rule, int cols, int rows, boolean ring, int turns,
                        boolean trace, String[] board, int[] move, int[] from, int[] to) {}

  public interface GomokuCheck { Win check(String[] board, int x, int y, Tracer t) throws Exception; }
  public interface LinkCheck { List<int[]> check(String[] board, int[] a, int[] b, Tracer t) throws Exception; }

  /** Fills the current step; does nothing when BoardLab did not ask for a trace. */
  public static final class Tracer {
    private final Request request;
    private final StringBuilder out;
    private StringBuilder marks, arrows;
    private Map<String, String> watch;
    private String say, file;
    private int line;
    private boolean open;
    private static final StackWalker WALKER = StackWalker.getInstance();

    Tracer(Request r, StringBuilder out) { this.request = r; this.out = out; }
    public Request request() { return request; }
    /** The gomoku rule: "freestyle", "standard", "renju" or "caro" ("freestyle" when the request has none). */
    public String rule() { return request.rule() == null || request.rule().isEmpty() ? "freestyle" : request.rule(); }

    private void open(boolean fresh) {
      if (open && !fresh) return;
      flush();
      // [0] open, [1] the tracer method, [2] the user's call
      StackWalker.StackFrame f = WALKER.walk(s -> s.skip(2).findFirst()).orElse(null);
      file = f == null ? "" : f.getFileName();
      line = f == null ? 0 : f.getLineNumber();
      marks = new StringBuilder();
      arrows = new StringBuilder();
      watch = new LinkedHashMap<>();
      say = null;
      open = true;
    }
    public void say(String text) { if (request.trace()) { open(true); say = text; } }
    public void mark(int x, int y, String role) { mark(x, y, role, -1); }
    public void mark(int x, int y, String role, int value) {
      if (!request.trace()) return;
      open(false);
      if (marks.length() > 0) marks.append(',');
      marks.append("{\"x\":").append(x).append(",\"y\":").append(y).append(",\"role\":").append(quote(role));
      if (value >= 0) marks.append(",\"value\":").append(value);
      marks.append('}');
    }
    public void arrow(int[] from, int[] to, String role, String label) {
      if (!request.trace()) return;
      open(false);
      if (arrows.length() > 0) arrows.append(',');
      arrows.append("{\"from\":").append(cell(from)).append(",\"to\":").append(cell(to)).append(",\"role\":")
          .append(quote(role)).append(",\"label\":").append(quote(label == null ? "" : label)).append('}');
    }
    public void watch(String name, Object value) {
      if (!request.trace()) return;
      open(false);
      watch.put(name, String.valueOf(value));
    }
    void flush() {
      if (!open) return;
      StringBuilder w = new StringBuilder();
      for (Map.Entry<String, String> e : watch.entrySet())
        w.append(w.length() > 0 ? "," : "").append(quote(e.getKey())).append(':').append(quote(e.getValue()));
      out.append("{\"id\":").append(request.id()).append(",\"step\":{\"file\":").append(quote(file))
          .append(",\"line\":").append(line);
      if (say != null) out.append(",\"say\":").append(quote(say));
      out.append(",\"marks\":[").append(marks).append("],\"arrows\":[").append(arrows).append("],\"watch\":{")
          .append(w).append("}}}\n");
      open = false;
    }
  }

  static String quote(String s) {
    StringBuilder b = new StringBuilder("\"");
    for (char c : s.toCharArray()) {
      if (c == '"' || c == '\\') b.append('\\').append(c);
      else if (c < 0x20) b.append(' ');
      else b.append(c);
    }
    return b.append('"').toString();
  }

  static String cell(int[] p) { return "[" + p[0] + "," + p[1] + "]"; }

  static String cells(List<int[]> list) {
    StringBuilder b = new StringBuilder("[");
    for (int[] p : list) b.append(b.length() > 1 ? "," : "").append(cell(p));
    return b.append(']').toString();
  }

  // ---- just enough JSON for BoardLab's requests ------------------------------------------------------
  private static final class Reader {
    private final String s;
    private int i;
    Reader(String s) { this.s = s; }
    char peek() { while (i < s.length() && s.charAt(i) == ' ') i++; return i < s.length() ? s.charAt(i) : 0; }
    Object value() {
      char c = peek();
      if (c == '{') {
        Map<String, Object> m = new LinkedHashMap<>();
        i++;
        if (peek() == '}') { i++; return m; }
        while (true) {
          String k = (String) value();
          peek(); i++; // ':'
          m.put(k, value());
          if (peek() == ',') { i++; continue; }
          i++;
          return m;
        }
      }
      if (c == '[') {
        List<Object> l = new ArrayList<>();
        i++;
        if (peek() == ']') { i++; return l; }
        while (true) {
          l.add(value());
          if (peek() == ',') { i++; continue; }
          i++;
          return l;
        }
      }
      if (c == '"') {
        StringBuilder b = new StringBuilder();
        i++;
        while (s.charAt(i) != '"') { if (s.charAt(i) == '\\') i++; b.append(s.charAt(i++)); }
        i++;
        return b.toString();
      }
      if (s.startsWith("true", i)) { i += 4; return Boolean.TRUE; }
      if (s.startsWith("false", i)) { i += 5; return Boolean.FALSE; }
      if (s.startsWith("null", i)) { i += 4; return null; }
      int start = i;
      while (i < s.length() && "+-.eE0123456789".indexOf(s.charAt(i)) >= 0) i++;
      return Double.parseDouble(s.substring(start, i));
    }
  }

  @SuppressWarnings("unchecked")
  static Request parse(String line) {
    Map<String, Object> m = (Map<String, Object>) new Reader(line).value();
    List<Object> rows = (List<Object>) m.getOrDefault("board", List.of());
    String[] board = rows.stream().map(o -> (String) o).toArray(String[]::new);
    Object turns = m.get("turns");
    return new Request(((Double) m.get("id")).longValue(), (String) m.get("game"), (String) m.get("rule"),
        num(m.get("cols")), num(m.get("rows")), Boolean.TRUE.equals(m.get("ring")),
        turns instanceof Double d ? d.intValue() : -1, Boolean.TRUE.equals(m.get("trace")), board,
        point(m.get("move")), point(m.get("from")), point(m.get("to")));
  }

  static int num(Object o) { return o instanceof Double d ? d.intValue() : 0; }

  @SuppressWarnings("unchecked")
  static int[] point(Object o) {
    if (!(o instanceof Map)) return new int[] {0, 0};
    Map<String, Object> m = (Map<String, Object>) o;
    return new int[] {num(m.get("x")), num(m.get("y"))};
  }

  interface Answer { String answer(Request r, Tracer t) throws Exception; }

  static void serve(Answer answer) throws Exception {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
    PrintStream out = new PrintStream(new BufferedOutputStream(System.out), false);
    String line;
    while ((line = in.readLine()) != null) {
      if (line.isBlank()) continue;
      Request r = parse(line);
      StringBuilder text = new StringBuilder();
      Tracer t = new Tracer(r, text);
      String reply;
      try {
        reply = "\"result\":" + answer.answer(r, t);
      } catch (Exception e) {
        reply = "\"error\":" + quote(e.toString());
        // Where it happened in your code: the innermost frame outside this kit and the JDK.
        for (StackTraceElement f : e.getStackTrace())
          if (!f.getClassName().equals(BoardLab.class.getName())
              && !f.getClassName().startsWith(BoardLab.class.getName() + "$") && f.getFileName() != null
              && f.getLineNumber() > 0
              && !f.getClassName().matches("(java|javax|jdk|sun|com\\.sun)\\..*")) {
            reply += ",\"file\":" + quote(f.getFileName()) + ",\"line\":" + f.getLineNumber();
            break;
          }
        e.printStackTrace(System.err);  // the whole stack trace, in BoardLab's Log
      }
      t.flush();
      text.append("{\"id\":").append(r.id()).append(',').append(reply).append("}\n");
      out.print(text);
      out.flush();
    }
  }

  /** Answers gomoku requests with check(board, x, y, tracer) until stdin ends. */
  public static void runGomoku(GomokuCheck check) {
    try {
      serve((r, t) -> {
        Win w = check.check(r.board(), r.move()[0], r.move()[1], t);
        if (w == null || w.winner() == null) return "{\"winner\":null}";
        return "{\"winner\":" + quote(w.winner()) + ",\"line\":" + cells(w.line() == null ? List.of() : w.line()) + "}";
      });
    } catch (Exception e) {
      System.err.println("BoardLab kit: " + e);
      System.exit(1);
    }
  }

  /** Answers link requests with check(board, a, b, tracer) until stdin ends. */
  public static void runLink(LinkCheck check) {
    try {
      serve((r, t) -> {
        List<int[]> path = check.check(r.board(), r.from(), r.to(), t);
        return path == null ? "{\"linked\":false}" : "{\"linked\":true,\"path\":" + cells(path) + "}";
      });
    } catch (Exception e) {
      System.err.println("BoardLab kit: " + e);
      System.exit(1);
    }
  }
}
