// A user's JavaScript program in the page (child_process_web.cpp): this runs in a dedicated Web Worker made
// by the sandbox frame (child_process_web.js), and gives the program what Node gives the kits and the
// examples: require() of its own files and of the kit on NODE_PATH, readline over stdin, process.stdout and
// console. Requests arrive on a channel from the page, one line a message; what the program writes goes
// back on it. The
// frame has an opaque origin and a policy that allows no connection, and the network APIs are removed from
// here before the program's first line runs, so it reaches nothing of the user's.
(() => {
  "use strict";  // inside: worker_reach.js comes first in the worker's script
  let port = null;  // the page's end of the channel (the first message brings it)
  const closeSelf = self.close.bind(self);
  const say = (t, s) => port.postMessage({ t, s: String(s) });
  const stdinListeners = { data: [], end: [] };

  // The kit reads each step's source line from V8's CallSites, and a module run through eval has no file
  // name there, only its sourceURL: the CallSites the program sees answer getFileName() with it.
  (() => {
    let chosen;
    const wrapSite = (site) => new Proxy(site, {
      get(target, key) {
        if (key === "getFileName") return () => target.getFileName() ?? target.getScriptNameOrSourceURL();
        const value = target[key];
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const prepare = (error, sites) => chosen(error, sites.map(wrapSite));
    Object.defineProperty(Error, "prepareStackTrace", {
      configurable: false,
      get() { return chosen ? prepare : undefined; },
      set(f) { if (f !== prepare) chosen = typeof f === "function" ? f : undefined; },
    });
  })();

  function format(args) {
    return args.map((a) => (typeof a === "string" ? a : a instanceof Error ? a.stack || String(a) : inspect(a)))
      .join(" ");
  }
  function inspect(value) {
    try {
      return JSON.stringify(value) ?? String(value);
    } catch (e) {
      return String(value);
    }
  }

  class EventEmitter {
    constructor() { this.listeners = {}; }
    on(name, f) { (this.listeners[name] ||= []).push(f); return this; }
    once(name, f) { const g = (...a) => { this.off(name, g); f(...a); }; return this.on(name, g); }
    off(name, f) { this.listeners[name] = (this.listeners[name] || []).filter((x) => x !== f); return this; }
    emit(name, ...args) { for (const f of [...(this.listeners[name] || [])]) f(...args); return true; }
  }
  EventEmitter.prototype.addListener = EventEmitter.prototype.on;
  EventEmitter.prototype.removeListener = EventEmitter.prototype.off;

  const stdin = new EventEmitter();
  stdin.setEncoding = () => stdin;
  stdin.resume = () => stdin;
  stdin.pause = () => stdin;
  const origOn = stdin.on.bind(stdin);
  stdin.on = (name, f) => {
    if (name === "data" || name === "end") stdinListeners[name].push(f);
    return origOn(name, f);
  };
  const writer = (t) => ({ write(s) { say(t, s); return true; } });
  const process = {
    argv: ["node"],
    env: {},
    platform: "browser",
    version: "v20",
    versions: {},
    exitCode: undefined,
    stdin,
    stdout: writer("out"),
    stderr: writer("err"),
    cwd: () => "/",
    exit(code) {
      say("exit", "exited with status " + Number(code ?? process.exitCode ?? 0));
      closeSelf();
      throw new Error("process.exit");  // nothing of the program runs after it
    },
    on() { return process; },
    nextTick: (f, ...a) => Promise.resolve().then(() => f(...a)),
    hrtime: Object.assign(() => [0, 0], { bigint: () => BigInt(Math.round(performance.now() * 1e6)) }),
    memoryUsage: () => ({ heapUsed: 0 }),
  };
  const console = {
    log: (...a) => say("out", format(a) + "\n"),
    info: (...a) => say("out", format(a) + "\n"),
    error: (...a) => say("err", format(a) + "\n"),
    warn: (...a) => say("err", format(a) + "\n"),
    debug: (...a) => say("err", format(a) + "\n"),
  };

  // readline.createInterface({input: process.stdin}): a 'line' for each request, 'close' at the end.
  const readline = {
    createInterface({ input } = {}) {
      const rl = new EventEmitter();
      if (input === stdin) lineReaders.push(rl);
      rl.close = () => rl.emit("close");
      rl.setPrompt = () => {};
      rl.prompt = () => {};
      rl[Symbol.asyncIterator] = () => {
        throw new Error("for await over readline lines cannot run in the page: use rl.on('line', ...)");
      };
      return rl;
    },
  };
  const lineReaders = [];
  const path = {
    sep: "/",
    dirname: (p) => (p.includes("/") ? p.slice(0, p.lastIndexOf("/")) || "/" : "."),
    basename: (p, ext) => {
      const b = p.slice(p.lastIndexOf("/") + 1);
      return ext && b.endsWith(ext) ? b.slice(0, -ext.length) : b;
    },
    extname: (p) => { const b = path.basename(p); const i = b.lastIndexOf("."); return i > 0 ? b.slice(i) : ""; },
    join: (...parts) => normalise(parts.join("/")),
    resolve: (...parts) => normalise(parts.join("/")),
  };
  function normalise(p) {
    const out = [];
    for (const part of p.split("/")) {
      if (part === "..") out.pop();
      else if (part && part !== ".") out.push(part);
    }
    return (p.startsWith("/") ? "/" : "") + out.join("/");
  }
  const builtins = { readline, events: EventEmitter, path, process };

  let files = {};
  let searchPath = [];
  const cache = {};
  function resolve(name, from) {
    const bases = name.startsWith("./") || name.startsWith("../") || name.startsWith("/")
      ? [normalise(name.startsWith("/") ? name : path.dirname(from) + "/" + name)]
      : searchPath.map((dir) => normalise(dir + "/" + name));
    for (const base of bases)
      for (const candidate of [base, base + ".js", base + "/index.js"])
        if (Object.prototype.hasOwnProperty.call(files, candidate)) return candidate;
    return null;
  }
  function load(file) {
    if (cache[file]) return cache[file].exports;
    const module = { exports: {}, filename: file, id: file, loaded: false };
    cache[file] = module;
    // The wrapper shares the file's first line, so the line numbers of stacks and steps are the file's own.
    const run = (0, eval)("(function (exports, require, module, __filename, __dirname, process, console) {" +
      files[file] + "\n})\n//# sourceURL=" + file);
    const require = (name) => {
      if (Object.prototype.hasOwnProperty.call(builtins, name)) return builtins[name];
      if (name.startsWith("node:") && builtins[name.slice(5)]) return builtins[name.slice(5)];
      const found = resolve(name, file);
      if (found === null) {
        const e = new Error("Cannot find module '" + name + "' (in the page a program has its own files, the kit, " +
          "and Node's readline, events and path)");
        e.code = "MODULE_NOT_FOUND";
        throw e;
      }
      return load(found);
    };
    require.main = cache[mainFile];
    run.call(module.exports, module.exports, require, module, file, path.dirname(file), process, console);
    module.loaded = true;
    return module.exports;
  }
  let mainFile = "";

  function deliver(line) {
    for (const rl of lineReaders) rl.emit("line", line);
    for (const f of stdinListeners.data) f(line + "\n");
  }

  self.onmessage = (event) => {
    self.onmessage = null;
    port = event.data.port;
    port.onmessage = request;
    const m = event.data.init || {};
    files = m.files || {};
    searchPath = m.searchPath || [];
    mainFile = m.main;
    process.argv = ["node", mainFile];
    boardlabRemoveReach();  // worker_reach.js
    try {
      load(mainFile);
    } catch (e) {
      if (e && e.message === "process.exit") return;
      say("err", (e && e.stack) || String(e));
      say("exit", "threw on load: " + String(e && e.message !== undefined ? e.message : e));
      closeSelf();
    }
  };
  function request(event) {
    const m = event.data || {};
    if (m.op === "in") {
      try {
        deliver(String(m.s));
      } catch (e) {
        if (e && e.message === "process.exit") return;
        say("err", (e && e.stack) || String(e));
        say("exit", "threw: " + String(e && e.message !== undefined ? e.message : e));
        closeSelf();
      }
    }
  }
})();
