// A user's Python program in the page (child_process_web.cpp): this runs in a dedicated Web Worker made
// by the sandbox frame (child_process_web.js) and runs the program under Pyodide, as `python3 FILE.py`
// runs it on the desktop: its folder's .py files and the kit's on sys.path, requests as lines on
// sys.stdin, its answers from sys.stdout, its messages from sys.stderr.
//
// The frame has an opaque origin and a policy that allows no connection, so Pyodide cannot fetch its
// own files: the page fetched them once, the frame keeps them and hands their bytes over here, and
// fetch() answers Pyodide's requests for them from memory. After Pyodide is up, fetch and every other
// reach of the worker (storage, messages, workers) is removed before the program's first line runs.
//
// A worker cannot wait for a message, and the protocol's `for line in sys.stdin` waits for each request.
// JavaScript Promise Integration (WebAssembly's stack switching; Chromium 137 and later) lets a read of
// sys.stdin suspend Python until the next line arrives: pyodide.ffi.run_sync over a promise the page's
// message resolves. So the program, the kit and the examples run unchanged.
// All of it in a function: nothing here (the channel to the page above all) is a global the program could
// reach through js.eval or pyodide.code.run_js.
(() => {
  "use strict";
  const kIndex = "https://pyodide.invalid/";  // a name for the bytes the page gave; nothing is fetched from it

  // Kept before boardlabRemoveReach() takes them from the program.
  const PageResponse = Response;
  const PageRequest = Request;

  let port = null;
  const say = (t, s) => port.postMessage({ t, s: String(s) });
  const closeSelf = self.close.bind(self);

  // Lines that arrived before the program asked for them, and the program's wait for the next one.
  const lines = [];
  let waiting = null;
  function nextLine() {
    if (lines.length) return Promise.resolve(lines.shift());
    return new Promise((resolve) => { waiting = resolve; });
  }
  function arrived(event) {
    const m = event.data || {};
    if (m.op !== "in") return;
    const line = String(m.s);
    if (waiting) {
      const resolve = waiting;
      waiting = null;
      resolve(line);
    } else {
      lines.push(line);
    }
  }

  function serveFromMemory(files) {
    const types = { wasm: "application/wasm", json: "application/json", zip: "application/zip" };
    return (url) => {
      const name = String(url instanceof PageRequest ? url.url : url).replace(kIndex, "");
      const bytes = files[name];
      if (!bytes) return Promise.reject(new TypeError("no connection from a program: " + String(url)));
      const type = types[name.slice(name.lastIndexOf(".") + 1)] || "application/octet-stream";
      return Promise.resolve(new PageResponse(bytes, { headers: { "Content-Type": type } }));
    };
  }

  async function importBytes(bytes) {
    const url = URL.createObjectURL(new Blob([bytes], { type: "text/javascript" }));
    try {
      return await import(url);
    } finally {
      URL.revokeObjectURL(url);
    }
  }

  // An error's last line: the whole of it goes to stderr.
  function failureText(error) {
    const text = String((error && error.message) || error);
    const last = text.trim().split("\n").pop();
    return last || text;
  }

  async function start(init) {
    const runtime = init.pyodide;  // file name -> bytes
    self.fetch = serveFromMemory(runtime);
    // A module worker does not start in the frame's opaque origin; this classic one imports Pyodide's modules
    // from blob: URLs, and Pyodide, which takes a worker with importScripts for a classic one it does not
    // support, finds none (boardlabRemoveReach() would take it anyway).
    self.importScripts = undefined;
    const { loadPyodide } = await importBytes(runtime["pyodide.mjs"]);
    const createPyodideModule = (await importBytes(runtime["pyodide.asm.mjs"])).default;
    const decoder = { out: new TextDecoder(), err: new TextDecoder() };
    const writer = (t) => ({
      write(bytes) {
        say(t, decoder[t].decode(bytes, { stream: true }));
        return bytes.length;
      },
    });
    // The frame's snapshot of Pyodide's memory, made by the first Python program's worker just after
    // loading (before any program ran), skips CPython's start: about 0.8 s instead of 4-8. Without one, this
    // worker makes it. A snapshot that does not load is reported as a failed start, after which the page
    // starts the next program without it.
    const snapshot = init.snapshot instanceof ArrayBuffer ? new Uint8Array(init.snapshot) : null;
    const py = await loadPyodide({
      ...(snapshot ? { _loadSnapshot: snapshot } : { _makeSnapshot: true }),
      indexURL: kIndex,
      lockFileContents: new TextDecoder().decode(runtime["pyodide-lock.json"]),
      packageBaseUrl: kIndex,
      createPyodideModule,
      env: { HOME: "/home/pyodide", PYTHONDONTWRITEBYTECODE: "1" },
      stdout: () => {},
      stderr: () => {},
    });
    if (!snapshot) {
      try {
        const made = py.makeMemorySnapshot();
        const whole = made.byteOffset === 0 && made.byteLength === made.buffer.byteLength;
        const bytes = whole ? made.buffer : made.slice().buffer;
        port.postMessage({ t: "snapshot", b: bytes }, [bytes]);
      } catch (error) {
        // Only slower: each later start loads CPython again.
        say("err", "Pyodide made no snapshot (" + failureText(error) + "): each Python start loads it whole\n");
      }
    }
    py.setStdout(writer("out"));
    py.setStderr(writer("err"));
    py.setStdin({ stdin: () => null });  // replaced below by the waiting reader
    for (const [file, text] of Object.entries(init.files || {})) {
      py.FS.mkdirTree(file.slice(0, file.lastIndexOf("/")) || "/");
      py.FS.writeFile(file, text);
    }
    py.registerJsModule("_boardlab_page", { next_line: nextLine });
    py.globals.set("_boardlab_main", init.main);
    py.globals.set("_boardlab_path", py.toPy(init.searchPath || []));
    boardlabRemoveReach();  // worker_reach.js
    say("ready", "");  // from here on the program's own time (child_process_web.cpp)
    await py.runPythonAsync(`
import io as _io, os as _os, runpy as _runpy, sys as _sys
from pyodide.ffi import run_sync as _run_sync
import _boardlab_page


class _PageLines:
    """sys.stdin.buffer: each line a request the page sent, read when the program asks for it. Line by line:
    read() gives the next line, not all of the input, whose end the page cannot know."""

    def __init__(self, next_line):
        self._next_line = next_line

    def readable(self):
        return True

    def readline(self, size=-1):
        return (_run_sync(self._next_line()) + "\\n").encode()

    read = readline

    def __iter__(self):
        return self

    def __next__(self):
        return self.readline()


class _PageStdin(_io.TextIOBase):
    """sys.stdin: the same lines as text."""

    def __init__(self, lines):
        self.buffer = lines

    def readable(self):
        return True

    def readline(self, size=-1):
        return self.buffer.readline().decode()

    read = readline

    def __next__(self):
        return self.readline()


_sys.stdin = _PageStdin(_PageLines(_boardlab_page.next_line))
# Every start from the snapshot would otherwise draw the same numbers as the last one, where each python3
# process draws its own: a program answering at random must look so on its fresh starts (the finder's
# rechecks) in the page too.
if "random" in _sys.modules:
    _sys.modules["random"].seed()
_sys.argv = [_boardlab_main]
_sys.path[:0] = [_os.path.dirname(_boardlab_main)] + list(_boardlab_path)
del _boardlab_page
# As python3 FILE.py ends: the exit status of sys.exit(), or 1 and the traceback (from the program's own
# first frame) for an exception nothing caught; what it wrote is flushed either way.
try:
    _runpy.run_path(_boardlab_main, run_name="__main__")
    _status = 0
except SystemExit as _exit:
    _status = _exit.code if isinstance(_exit.code, int) else (0 if _exit.code is None else 1)
    if not isinstance(_exit.code, (int, type(None))):
        print(_exit.code, file=_sys.stderr)
except BaseException as _error:
    import traceback as _traceback
    _tb = _error.__traceback__
    while _tb is not None and _tb.tb_frame.f_code.co_filename != _boardlab_main:
        _tb = _tb.tb_next
    _traceback.print_exception(type(_error), _error, _tb or _error.__traceback__)
    _status = 1
finally:
    _sys.stdout.flush()
    _sys.stderr.flush()
_status
`);
  }

  self.onmessage = (event) => {
    self.onmessage = null;
    port = event.data.port;
    port.onmessage = arrived;
    start(event.data.init || {}).then(
      (status) => { say("exit", "exited with status " + Number(status)); closeSelf(); },
      (error) => {  // Pyodide's own failure: the program's are its exit status
        say("err", String((error && error.message) || error));
        say("exit", "could not start Python: " + failureText(error));
        closeSelf();
      });
  };
})();
