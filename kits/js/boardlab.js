// BoardLab kit for JavaScript (Node, standard library only): makes a win check or a link check traceable.
//
//   const boardlab = require("./boardlab.js");
//   boardlab.runGomoku((board, x, y, t) => {      // board[y][x] is '.', 'x' (black) or 'o' (white)
//     t.say("looking at the stone"); t.mark(x, y, "origin");
//     return null;                                  // or "black" / "white", or {winner, line: [[x, y], ...]}
//   });
//
// t.rule is the request's gomoku rule, spelt as BoardLab sends it: "freestyle" (five or more win),
// "standard" (exactly five), "renju" (black exactly five, white five or more) or "caro" (exactly five, not
// blocked at both ends); "freestyle" when the request names none. Debug output goes to stderr
// (console.error): stdout is the protocol, and a console.log() there is "a line that is not JSON".
//
// Link: runLink((board, a, b, t) => path or null), a and b as [x, y], the path as [[x, y], ...] (A, each
// corner, B). t.request holds cols, rows, rule, ring, turns. The tracer: say() starts a new step; mark(),
// arrow() and watch() add to the current one. Each step records the file and line of the call that
// started it, read from V8's CallSite objects (Error.prepareStackTrace). Protocol: docs/protocol.md.
"use strict";
const readline = require("readline");

function callSite() {
  const keep = Error.prepareStackTrace;
  Error.prepareStackTrace = (_, frames) => frames;
  const holder = {};
  Error.captureStackTrace(holder, callSite);
  const frames = holder.stack;
  Error.prepareStackTrace = keep;
  const f = frames[2]; // [0] open(), [1] the tracer method, [2] the user's call
  return f ? { file: f.getFileName(), line: f.getLineNumber() } : { file: "", line: 0 };
}

class Tracer {
  constructor(id, request, out) {
    this.request = request;
    this.rule = request.rule || "freestyle"; // gomoku: what wins, see the top of this file
    this.id = id;
    this.on = !!request.trace;
    this.step = null;
    this.out = out;
  }
  open(fresh) {
    if (this.step && !fresh) return this.step;
    this.flush();
    this.step = callSite();
    return this.step;
  }
  say(text) {
    if (this.on) this.open(true).say = String(text);
  }
  mark(x, y, role = "counted", value = undefined) {
    if (!this.on) return;
    const m = { x, y, role };
    if (value !== undefined) m.value = value;
    (this.open(false).marks ||= []).push(m);
  }
  arrow(from, to, role = "window", label = undefined) {
    if (!this.on) return;
    const a = { from, to, role };
    if (label !== undefined) a.label = String(label);
    (this.open(false).arrows ||= []).push(a);
  }
  watch(values) {
    if (!this.on) return;
    const w = (this.open(false).watch ||= {});
    for (const [k, v] of Object.entries(values)) w[k] = String(v);
  }
  flush() {
    if (this.step) this.out.push(JSON.stringify({ id: this.id, step: this.step }));
    this.step = null;
  }
}

function serve(answer) {
  const rl = readline.createInterface({ input: process.stdin, terminal: false });
  rl.on("line", (line) => {
    if (!line.trim()) return;
    const request = JSON.parse(line);
    const out = [];
    const t = new Tracer(request.id, request, out);
    let reply;
    try {
      reply = { id: request.id, result: answer(request, t) };
    } catch (e) {
      reply = { id: request.id, error: String(e && e.stack ? e.stack.split("\n")[0] : e) };
      // Where it happened in your code: the first frame of the stack outside this kit and Node's own
      // ("at f (file:12:5)").
      const frame = e && typeof e.stack === "string"
        ? e.stack.split("\n").slice(1).map((l) => /\(?([^\s()]+):(\d+):\d+\)?\s*$/.exec(l))
          .find((m) => m && m[1] !== __filename && !m[1].startsWith("node:"))
        : null;
      if (frame) {
        reply.file = frame[1];
        reply.line = Number(frame[2]);
      }
      console.error(e && e.stack ? e.stack : String(e)); // the whole stack, in BoardLab's Log
    }
    t.flush();
    out.push(JSON.stringify(reply));
    process.stdout.write(out.join("\n") + "\n");
  });
}

// Answers gomoku requests with check(board, x, y, tracer) until stdin ends.
function runGomoku(check) {
  serve((r, t) => {
    const got = check(r.board, r.move.x, r.move.y, t);
    if (got && typeof got === "object") return { winner: got.winner || null, line: got.line || null };
    return { winner: got || null };
  });
}

// Answers link requests with check(board, [ax, ay], [bx, by], tracer) until stdin ends.
function runLink(check) {
  serve((r, t) => {
    const path = check(r.board, [r.from.x, r.from.y], [r.to.x, r.to.y], t);
    return path ? { linked: true, path } : { linked: false };
  });
}

module.exports = { runGomoku, runLink, Tracer };
