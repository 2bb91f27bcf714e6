// The page's side of a user's program (emscripten JS library for child_process_web.cpp). Programs run in
// dedicated workers made by one hidden frame sandboxed without same-origin: its origin is opaque, so a
// program reaches none of the page's storage, cookies or DOM, and its content security policy allows no
// connection. The frame gives each worker one end of a MessageChannel and the page the other, so requests
// and answers go page <-> worker directly; the frame makes and ends workers, and keeps Pyodide's files and
// its snapshot for them. What a program writes waits here, per program, until the C++ side takes it; the
// page is asked to run its waiting searches at once (Module.boardlabWake) so an answer does not wait for the
// next frame.
mergeInto(LibraryManager.library, {
  $BoardLabPrograms: {
    frame: null,
    ready: false,
    queued: [],      // messages for the frame before it is up
    programs: {},    // handle -> {port, out: [strings], outBytes, err: [lines], errPartial, exited, why}
    kMaxWaiting: 64 << 20,  // bytes of stdout kept unread: past it the program is stopped (a runaway print)
    kErrLines: 20,
    kMostLoadingSeconds: 60,
    // The frame: its script makes a worker from the source it is given, with a channel to the page, and
    // ends one when told. The policy: scripts inline and from blob: (the worker), eval for the program's
    // modules, and nothing else: no connection, no frame, no image.
    frameHtml: '<!doctype html><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="' +
      "default-src 'none'; script-src 'unsafe-inline' 'unsafe-eval' 'wasm-unsafe-eval' blob:; worker-src blob:; " +
      "connect-src 'none'" +
      '"><script>"use strict";var workers={},kept={};' +
      'onmessage=function(e){if(e.source!==parent)return;var m=e.data||{};' +
      'if(m.op==="keep"){kept[m.name]=m.value;return;}' +
      'if(m.op==="start"){(m.kept||[]).forEach(function(k){m.init[k]=kept[k];});var url=URL.createObjectURL(new Blob([m.source],{type:"text/javascript"}));' +
      'var w=new Worker(url);URL.revokeObjectURL(url);workers[m.handle]=w;var c=new MessageChannel();' +
      'var h=m.handle;w.onerror=function(ev){ev.preventDefault();' +
      'parent.postMessage({boardlab:"error",handle:h,s:String(ev.message),line:ev.lineno|0},"*");};' +
      'w.postMessage({init:m.init,port:c.port1},[c.port1]);' +
      'parent.postMessage({boardlab:"port",handle:h},"*",[c.port2]);}' +
      'else if(m.op==="kill"&&workers[m.handle]){workers[m.handle].terminate();delete workers[m.handle];}};' +
      'parent.postMessage({boardlab:"ready"},"*");<\/script>',
    ensureFrame: function () {
      var P = BoardLabPrograms;
      if (P.frame) return;
      var frame = document.createElement("iframe");
      frame.setAttribute("sandbox", "allow-scripts");
      frame.setAttribute("aria-hidden", "true");
      frame.setAttribute("tabindex", "-1");
      frame.style.display = "none";
      frame.srcdoc = P.frameHtml;
      P.frame = frame;
      window.addEventListener("message", function (e) {
        if (!P.frame || e.source !== P.frame.contentWindow) return;
        var m = e.data || {};
        if (m.boardlab === "ready") {
          P.ready = true;
          // A frame that says it is ready keeps nothing yet (a reloaded one lost what it kept).
          P.pyodideInFrame = false;
          P.pyodideSnapshot = false;
          for (var i = 0; i < P.queued.length; ++i) P.frame.contentWindow.postMessage(P.queued[i], "*");
          P.queued = [];
        } else if (m.boardlab === "port" && e.ports && e.ports[0]) {
          var p = P.programs[m.handle];
          if (!p || p.exited) {  // ended before its worker was up: the worker goes too
            e.ports[0].close();
            P.toFrame({op: "kill", handle: m.handle});
            return;
          }
          p.port = e.ports[0];
          p.port.onmessage = function (ev) { P.arrived(m.handle, ev.data); };
          for (var j = 0; j < p.pending.length; ++j) p.port.postMessage(p.pending[j]);
          p.pending = [];
        } else if (m.boardlab === "error") {
          // An exception nothing caught, thrown after the program's load (a timer's callback, say).
          P.arrived(m.handle, {t: "err", s: String(m.s) + " (line " + (m.line | 0) + ")\n"});
          P.end(m.handle, "threw: " + String(m.s));
          if (Module.boardlabWake) Module.boardlabWake();
        }
      });
      document.body.appendChild(frame);
    },
    // `transfer`: buffers moved to the frame instead of copied (the page keeps no use of them).
    toFrame: function (message, transfer) {
      var P = BoardLabPrograms;
      P.ensureFrame();
      if (P.ready) P.frame.contentWindow.postMessage(message, "*", transfer || []);
      else P.queued.push(message);
    },
    // One message from a program's worker: {t: "out" | "err" | "exit", s: text}. Anything else a program
    // posts (it has no postMessage of its own, but a message may still be malformed) is output that is not
    // the protocol's, which the C++ side calls garbage.
    arrived: function (handle, data) {
      var P = BoardLabPrograms;
      var p = P.programs[handle];
      if (!p || p.exited) return;
      var kind = data && typeof data === "object" ? data.t : "out";
      var text = data && typeof data === "object" ? String(data.s) : String(data);
      if (kind === "err") {
        var lines = (p.errPartial + text).split("\n");
        p.errPartial = lines.pop().slice(0, 400);
        for (var i = 0; i < lines.length; ++i) p.err.push(lines[i].slice(0, 400));
        if (p.err.length > P.kErrLines) p.err.splice(0, p.err.length - P.kErrLines);
      } else if (kind === "exit") {
        // A worker given the snapshot that could not start Python: the next start goes without it (and
        // makes a new one), so a snapshot gone bad never stops every Python program of the page.
        if (p.loading && p.fromSnapshot) P.pyodideSnapshot = false;
        P.end(handle, text);
      } else if (kind === "ready") {
        p.loading = false;
      } else if (kind === "snapshot") {
        // Pyodide's memory just after its first start, before any program's line (python_worker.js): the
        // next Python program starts from it in about a second instead of starting CPython again. Taken
        // only while the worker loads, before the program runs: a program has no way to this channel, and
        // a snapshot is nothing a program could have changed.
        if (p.loading && !P.pyodideSnapshot && data.b instanceof ArrayBuffer) {
          P.toFrame({op: "keep", name: "snapshot", value: data.b}, [data.b]);
          P.pyodideSnapshot = true;
        }
        return;
      } else {
        p.out.push(text);
        p.outBytes += text.length;
        if (p.outBytes > P.kMaxWaiting) P.end(handle, "stopped: wrote more than " + (P.kMaxWaiting >> 20) + " MB unread");
      }
      if (Module.boardlabWake) Module.boardlabWake();
    },
    // Pyodide's files, by name, as ArrayBuffers (a promise, made once; a failure is forgotten, so a later
    // start tries again).
    pyodideFiles: ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"],
    pyodideLoading: null,
    // Pyodide's files (13.5 MB) and its snapshot (about 30 MB) cross into the frame's process once and are
    // kept there ("keep"): each start names them, and the frame hands its own copies to the new worker (sent
    // with every start, they took 2-3 s to cross).
    pyodideInFrame: false,
    pyodideSnapshot: false,  // the frame keeps a snapshot
    pyodide: function () {
      var P = BoardLabPrograms;
      if (P.pyodideLoading) return P.pyodideLoading;
      var base = new URL("pyodide/", document.baseURI);
      var where = "Python runs in the page from its folder build, which carries Pyodide beside index.html " +
        "(scripts/web.sh; docs/web.md): the single file BoardLab.html runs JavaScript programs only";
      P.pyodideLoading = Promise.all(P.pyodideFiles.map(function (name) {
        return fetch(new URL(name, base)).then(function (response) {
          if (!response.ok) throw new Error(name + ": HTTP " + response.status);
          return response.arrayBuffer();
        });
      })).then(function (buffers) {
        var files = {};
        for (var i = 0; i < buffers.length; ++i) files[P.pyodideFiles[i]] = buffers[i];
        return files;
      }, function (error) {
        P.pyodideLoading = null;
        throw new Error(base.protocol === "file:" ? where : "Pyodide could not be loaded from " + base.href + " (" +
                        String(error && error.message || error) + "): " + where);
      });
      return P.pyodideLoading;
    },
    end: function (handle, why) {
      var P = BoardLabPrograms;
      var p = P.programs[handle];
      if (!p || p.exited) return;
      p.exited = true;
      p.why = why;
      if (p.port) p.port.close();
      if (p.wakeTimer) clearTimeout(p.wakeTimer);
      P.toFrame({op: "kill", handle: handle});
    },
  },

  // Starts a program's worker: `source` is the worker's runtime (program_worker.js, or python_worker.js
  // when `python`), `init` the JSON of its files, main file and search path. A Python program's worker is
  // given Pyodide's files too: fetched once from the folder beside the page (scripts/web.sh puts them in
  // out/web/pyodide/), when the first Python program starts, and kept for the next.
  boardlab_program_start__deps: ["$BoardLabPrograms"],
  boardlab_program_start: function (handle, source, init, python) {
    var P = BoardLabPrograms;
    P.programs[handle] = {port: null, pending: [], out: [], outBytes: 0, err: [], errPartial: "", exited: false,
                          why: "", loading: !!python};
    var message = {op: "start", handle: handle, source: UTF8ToString(source), init: JSON.parse(UTF8ToString(init))};
    if (!python) {
      P.toFrame(message);
      return;
    }
    var ended = function (why) {
      P.end(handle, why);
      if (Module.boardlabWake) Module.boardlabWake();
    };
    // Before 13.5 MB come for nothing: the worker's sys.stdin waits for each request through JavaScript
    // Promise Integration (python_worker.js).
    if (typeof WebAssembly.Suspending !== "function") {
      ended("this browser has no JavaScript Promise Integration (WebAssembly.Suspending), which a Python program " +
            "in the page needs to wait for its requests: Chromium 137 or later has it; or run it in the desktop build");
      return;
    }
    // Loading Pyodide is the page's time, not the program's (boardlab_program_loading): bounded here.
    setTimeout(function () {
      var p = P.programs[handle];
      if (p && p.loading && !p.exited) ended("Python (Pyodide) did not load in " + P.kMostLoadingSeconds + " s");
    }, P.kMostLoadingSeconds * 1000);
    P.ensureFrame();  // the frame starts while Pyodide's files come (its own process, in Chromium: about a second)
    P.pyodide().then(function (files) {
      var p = P.programs[handle];
      if (!p || p.exited) return;  // stopped while the files came: no worker is made for it
      if (!P.pyodideInFrame) {
        P.toFrame({op: "keep", name: "pyodide", value: files});
        P.pyodideInFrame = true;
      }
      message.kept = P.pyodideSnapshot ? ["pyodide", "snapshot"] : ["pyodide"];
      p.fromSnapshot = P.pyodideSnapshot;
      P.toFrame(message);
    }, function (why) {
      ended(String(why && why.message || why));
    });
  },
  boardlab_program_write__deps: ["$BoardLabPrograms"],
  boardlab_program_write: function (handle, line) {
    var p = BoardLabPrograms.programs[handle];
    if (!p || p.exited) return 0;
    var message = {op: "in", s: UTF8ToString(line)};
    if (p.port) p.port.postMessage(message);
    else p.pending.push(message);
    return 1;
  },
  // What the program wrote since the last take (0: nothing).
  boardlab_program_take__deps: ["$BoardLabPrograms"],
  boardlab_program_take: function (handle) {
    var p = BoardLabPrograms.programs[handle];
    if (!p || !p.out.length) return 0;
    var text = p.out.join("");
    p.out = [];
    p.outBytes = 0;
    return allocateUTF8(text);
  },
  // Wakes the page's waiting fibers in `ms` (one timer a program: the last asked): a program that answers
  // nothing still reaches its time limit while the page has nothing else to draw.
  boardlab_program_wake_after__deps: ["$BoardLabPrograms"],
  boardlab_program_wake_after: function (handle, ms) {
    var p = BoardLabPrograms.programs[handle];
    if (!p || p.exited) return;
    if (p.wakeTimer) clearTimeout(p.wakeTimer);
    p.wakeTimer = setTimeout(function () {
      p.wakeTimer = 0;
      if (Module.boardlabWake) Module.boardlabWake();
    }, ms);
  },
  // 1 while a Python program's worker is still loading Pyodide (its time limit waits for it).
  boardlab_program_loading__deps: ["$BoardLabPrograms"],
  boardlab_program_loading: function (handle) {
    var p = BoardLabPrograms.programs[handle];
    return p && p.loading && !p.exited ? 1 : 0;
  },
  // 1 once the program has ended (it exited, threw on load, or was stopped); then _why says how.
  boardlab_program_ended__deps: ["$BoardLabPrograms"],
  boardlab_program_ended: function (handle) {
    var p = BoardLabPrograms.programs[handle];
    return !p || p.exited ? 1 : 0;
  },
  boardlab_program_why__deps: ["$BoardLabPrograms"],
  boardlab_program_why: function (handle) {
    var p = BoardLabPrograms.programs[handle];
    return allocateUTF8(p ? p.why : "never started");
  },
  // Its last stderr lines, joined by newlines (0: none).
  boardlab_program_stderr__deps: ["$BoardLabPrograms"],
  boardlab_program_stderr: function (handle) {
    var p = BoardLabPrograms.programs[handle];
    if (!p) return 0;
    var lines = p.errPartial ? p.err.concat([p.errPartial]) : p.err;
    return lines.length ? allocateUTF8(lines.join("\n")) : 0;
  },
  boardlab_program_kill__deps: ["$BoardLabPrograms"],
  boardlab_program_kill: function (handle) {
    BoardLabPrograms.end(handle, "killed");
  },
  // Forgets an ended program's state.
  boardlab_program_forget__deps: ["$BoardLabPrograms"],
  boardlab_program_forget: function (handle) {
    BoardLabPrograms.end(handle, "killed");
    delete BoardLabPrograms.programs[handle];
  },
});
