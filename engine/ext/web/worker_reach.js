// Put before each program worker's runtime (program_worker.js, python_worker.js) by child_process_web.cpp.
// What a program must not reach: the network, other workers, storage, the page. The frame's policy already
// refuses connections; removing the APIs makes the refusal a plain error at the program's line. The runtime
// calls it once its own loading is done, before the program's first line.
function boardlabRemoveReach() {
  "use strict";
  const names = ["fetch", "XMLHttpRequest", "WebSocket", "WebSocketStream", "EventSource", "WebTransport", "importScripts",
    "Worker", "SharedWorker", "BroadcastChannel", "indexedDB", "caches", "localStorage", "sessionStorage",
    "cookieStore", "navigator", "postMessage", "close", "Request", "Response"];
  for (let o = self; o && o !== Object.prototype; o = Object.getPrototypeOf(o))
    for (const name of names)
      if (Object.prototype.hasOwnProperty.call(o, name))
        try { Object.defineProperty(o, name, { value: undefined, configurable: false, writable: false }); } catch (e) { }
}
