#!/usr/bin/env python3
"""Time from process start to the first frame of the workbench, under the X display already running.

scripts/bench.sh runs this inside `xvfb-run -a`, so Xvfb's own start-up is not counted. Each run starts
`boardlab --screenshot FILE --frames 2` (the built-in example board, default settings) with the probe
library preloaded (bench/ui/first_frame_probe.cpp): the probe writes the CLOCK_MONOTONIC time from the
moment just before this script starts the process to the program's first glfwSwapBuffers call, i.e. the
first frame handed to the display. The whole run (two frames, the PNG written, exit) is timed too, as
context, and so is bench/ui/first_frame_floor.cpp (GLFW, a window, an OpenGL context and one cleared
frame: no BoardLab at all) with the same probe: the floor set by the display and the GL driver. The probe
also notes when glfwCreateWindow returns (window and OpenGL context made), splitting each start-up into
what comes before the window and what the program does between the window and its first frame. Runs of
the two programs alternate, so a busy moment on the machine weighs on both alike. The first run of each
is a warm-up (cold file cache) and is not counted.

Writes Google Benchmark-style JSON (one aggregate "median" per measure) to --out, so bench_table.py can
read it with the benchmark binaries' output.
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--boardlab", required=True, help="the boardlab executable")
    ap.add_argument("--probe", required=True, help="libboardlab_first_frame_probe.so")
    ap.add_argument("--floor", required=True, help="boardlab_first_frame_floor")
    ap.add_argument("--runs", type=int, default=7, help="timed runs (after one warm-up)")
    ap.add_argument("--out", required=True, help="JSON file to write")
    args = ap.parse_args()

    first, whole, floor, window, floor_window = [], [], [], [], []
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ)
        env["LD_PRELOAD"] = os.path.abspath(args.probe)
        env["XDG_CONFIG_HOME"] = tmp  # never read or write the user's settings
        stamp = os.path.join(tmp, "first-frame-ns")
        env["BOARDLAB_FIRST_FRAME_OUT"] = stamp

        def timed(command: list) -> tuple:
            """(ms to the first frame, ms for the whole run, ms to the window and GL context) of one run."""
            if os.path.exists(stamp):
                os.remove(stamp)
            t0 = time.clock_gettime_ns(time.CLOCK_MONOTONIC)
            env["BOARDLAB_FIRST_FRAME_T0"] = str(t0)
            proc = subprocess.run(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
            t1 = time.clock_gettime_ns(time.CLOCK_MONOTONIC)
            if proc.returncode != 0 or not os.path.exists(stamp):
                raise RuntimeError(f"{command[0]} failed (status {proc.returncode}): {proc.stderr}")
            with open(stamp) as f:
                window_ns, frame_ns = (int(x) for x in f.read().split())
            return frame_ns / 1e6, (t1 - t0) / 1e6, window_ns / 1e6

        boardlab = [args.boardlab, "--screenshot", os.path.join(tmp, "frame.png"), "--frames", "2"]
        try:
            for run in range(args.runs + 1):
                app = timed(boardlab)
                base = timed([args.floor])
                if run == 0:
                    continue
                first.append(app[0])
                whole.append(app[1])
                window.append(app[2])
                floor.append(base[0])
                floor_window.append(base[2])
        except RuntimeError as e:
            sys.stderr.write(f"first_frame: {e}\n")
            return 1

    def entry(name: str, values: list) -> dict:
        return {"name": name + "_median", "run_name": name, "run_type": "aggregate", "aggregate_name": "median",
                "real_time": statistics.median(values), "cpu_time": statistics.median(values),
                "time_unit": "ms", "repetitions": len(values),
                "min_ms": min(values), "max_ms": max(values)}

    with open(args.out, "w") as f:
        json.dump({"context": {"source": "scripts/first_frame.py"},
                   "benchmarks": [entry("Workbench_first_frame_xvfb", first),
                                  entry("Workbench_screenshot_run_xvfb", whole),
                                  entry("Workbench_first_frame_floor_xvfb", floor),
                                  entry("Workbench_window_and_context_xvfb", window),
                                  entry("Workbench_window_and_context_floor_xvfb", floor_window)]}, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
