#!/usr/bin/env python3
"""Reads Google Benchmark JSON files (median aggregates) and prints one Markdown table: every measure's
median, its named peer from the same run with the ratio (this / peer), the issue's goal where one applies,
and what the benchmark reported besides time.

Times are CPU times (what the process itself spent, so a busy shared machine inflates them less than wall
time), except the first-frame measures, which are wall times by nature. Ratios below 1 mean "faster than
the peer". Usage: bench_table.py FILE.json... (see scripts/bench.sh).
"""

import json
import re
import sys

MiB = 1024 * 1024


def load(paths):
    runs = {}
    order = []
    for path in paths:
        with open(path) as f:
            data = json.load(f)
        for b in data.get("benchmarks", []):
            if b.get("run_type") == "aggregate" and b.get("aggregate_name") != "median":
                continue
            name = re.sub(r"/repeats:\d+$", "", b.get("run_name", b["name"]))
            if name not in runs:
                order.append(name)
            runs[name] = b
    return runs, order


SCALE = {"ns": 1.0, "us": 1e3, "ms": 1e6, "s": 1e9}


def ns(b):
    """The median in nanoseconds (CPU time; wall time for the first-frame timings and the grades, whose
    work is in other processes)."""
    t = b["real_time"] if b["name"].startswith(("Workbench_", "Grade_")) else b["cpu_time"]
    return t * SCALE[b.get("time_unit", "ns")]


def fmt_time(t):
    if t < 1e3:
        return f"{t:.1f} ns"
    if t < 1e6:
        return f"{t / 1e3:.2f} µs"
    if t < 1e9:
        return f"{t / 1e6:.2f} ms"
    return f"{t / 1e9:.2f} s"


def fmt_ratio(r):
    return f"{r:.3g}×"


GOMOKU_CORRECTED = {"scan_objc": "scan", "scan_java": "scan", "lines_js": "lines", "windows_csharp": "windows"}
LINK_ALGO = {"Corners": "corners", "CornersObjc": "corners:objc", "Bfs": "bfs", "Rays": "rays"}


def peer(name, runs):
    """The measure `name` is compared with, and why (the peer column's text)."""
    m = re.match(r"Gomoku_(\w+)/size:(\d+)/traced:([01])$", name)
    if m:
        algo, size, traced = m.groups()
        if traced == "1":
            return f"Gomoku_{algo}/size:{size}/traced:0"
        if algo == "scan":
            return f"Gomoku_scan_plain_loop/size:{size}"
        if algo in GOMOKU_CORRECTED:
            return f"Gomoku_{GOMOKU_CORRECTED[algo]}/size:{size}/traced:0"
        return f"Gomoku_scan/size:{size}/traced:0"
    m = re.match(r"Gomoku_scan_untraced_call/size:(\d+)$", name)
    if m:
        return f"Gomoku_scan_plain_loop/size:{m.group(1)}"
    m = re.match(r"Gomoku_call_floor/size:(\d+)$", name)
    if m:
        return f"Gomoku_bitboard/size:{m.group(1)}/traced:0"
    m = re.match(r"Gomoku_lines_update/size:(\d+)$", name)
    if m:
        return f"Gomoku_lines/size:{m.group(1)}/traced:0"
    m = re.match(r"Gomoku_lines_js_copy/size:(\d+)$", name)
    if m:
        return f"Gomoku_lines_js/size:{m.group(1)}/traced:0"
    if name == "Gomoku_windows_csharp_20x20_200":
        return "Gomoku_windows_20x20_200"
    m = re.match(r"Gomoku_replay/(.+)/(\d+)$", name)
    if m and m.group(1) != "game_only":
        return f"Gomoku_replay/game_only/{m.group(2)}"
    # link_bench.cpp: BM_<Algo>_<size>; link_suite_bench.cpp: Link_query/<algo>/<size>.
    m = re.match(r"BM_(Corners|CornersObjc|Bfs|Rays)_(\w+)$", name)
    if m and m.group(1) != "Corners":
        return f"BM_Corners_{m.group(2)}"
    m = re.match(r"Link_query/(.+)/(\w+)$", name)
    if m and m.group(1) != "corners":
        return f"Link_query/corners/{m.group(2)}"
    m = re.match(r"Link_query_traced/(.+)/(\d+)x(\d+)$", name)
    if m:
        camel = {v: k for k, v in LINK_ALGO.items()}[m.group(1)]
        return f"BM_{camel}_{m.group(2)}x{m.group(3)}"
    m = re.match(r"BM_Hint_(\w+)$", name)
    if m:
        return f"BM_AllPairs_{m.group(1)}"
    m = re.match(r"Link_hint/(\w+)$", name)
    if m:
        return f"Link_all_pairs/{m.group(1)}"
    if name in ("Workbench_first_frame_xvfb", "Workbench_screenshot_run_xvfb"):
        return "Workbench_first_frame_floor_xvfb"
    if name == "Grade_class/jobs:2/iterations:1/real_time":
        return "Grade_class/jobs:1/iterations:1/real_time"
    if name == "Grade_scale_shards/shards:4/iterations:1/real_time":
        return "Grade_scale/jobs:2/iterations:1/real_time"
    if name == "Workbench_window_and_context_xvfb":
        return "Workbench_window_and_context_floor_xvfb"
    return None


# The benchmarks' goals: name -> list of (description, test(b, runs) -> (value text, met)).
def under(limit_ns, text):
    return (text, lambda b, runs: (fmt_time(ns(b)), ns(b) < limit_ns))


def ratio_at_most(peer_name, limit, text):
    def test(b, runs):
        if peer_name not in runs:
            return ("peer missing", False)
        r = ns(b) / ns(runs[peer_name])
        return (fmt_ratio(r), r <= limit)
    return (text, test)


def peer_over_this_at_least(peer_name, limit, text):
    def test(b, runs):
        if peer_name not in runs:
            return ("peer missing", False)
        r = ns(runs[peer_name]) / ns(b)
        return (f"{r:.3g}× faster", r >= limit)
    return (text, test)


def memory_under(limit_mib, text):
    def test(b, runs):
        peak = b.get("peak_MiB")
        if peak is None:
            return ("not measured", False)
        return (f"{peak:.1f} MiB peak", peak < limit_mib)
    return (text, test)


TRACE_GOALS = [under(50e6, "< 50 ms"), memory_under(64, "< 64 MiB")]
GOALS = {
    "Gomoku_bitboard/size:15/traced:0": [
        under(10, "< 10 ns"),
        peer_over_this_at_least("Gomoku_scan/size:15/traced:0", 5, "≥ 5× faster than scan")],
    "Gomoku_scan_untraced_call/size:15": [ratio_at_most("Gomoku_scan_plain_loop/size:15", 1.10, "≤ 1.10× plain loop")],
    "Gomoku_windows_20x20_200": [
        peer_over_this_at_least("Gomoku_windows_csharp_20x20_200", 100, "≥ 100× faster than windows:csharp")],
    "BM_Corners_32x20": [under(1e3, "< 1 µs")],
    "BM_Bfs_32x20": [under(10e3, "< 10 µs")],
    "BM_AllPairs_32x20": [under(1e6, "full hint search < 1 ms")],
    "BM_FrameGomoku20LinesHeatMapAllPanels": [under(1e6, "< 1 ms")],
    "BM_FrameLink64BfsFrontier": [under(4e6, "< 4 ms")],
    "Workbench_first_frame_xvfb": [under(300e6, "< 300 ms")],
    "Grade_class/jobs:2/iterations:1/real_time": [under(60e9, "40 programs < 60 s on 2 cores")],
    "Grade_scale_shards/shards:4/iterations:1/real_time": [
        ratio_at_most("Grade_scale/jobs:2/iterations:1/real_time", 1.05, "shards' sum ≤ 1.05× one run")],
    "Grade_merge/programs:1000/iterations:1/real_time": [under(1e9, "merge of 1,000 programs < 1 s")],
    "Trace_gomoku_analysis/size:20": TRACE_GOALS,
    "Trace_gomoku_analysis/size:26": TRACE_GOALS,
    "Trace_link_bfs_staircase/size:64": TRACE_GOALS,
    "Trace_recorder_caps": TRACE_GOALS,
}

# Frame builds are also compared with their budget, as the issue states them.
BUDGETS = {"BM_FrameGomoku20LinesHeatMapAllPanels": 1e6, "BM_FrameLink64BfsFrontier": 4e6}

SKIP = {"name", "run_name", "run_type", "aggregate_name", "repetitions", "repetition_index", "threads",
        "iterations", "real_time", "cpu_time", "time_unit", "family_index", "per_family_instance_index",
        "label", "error_occurred", "error_message", "aggregate_unit"}


def notes(name, b):
    out = []
    if "items_per_second" in b:
        what = "moves" if name.startswith("Gomoku_replay") else "boards" if name.startswith("Link_solve") else "items"
        out.append(f"{b['items_per_second']:,.0f} {what}/s")
    for k, v in b.items():
        if k in SKIP or k == "items_per_second" or not isinstance(v, (int, float)):
            continue
        if k in ("min_ms", "max_ms"):
            out.append(f"{k[:3]} {v:.0f} ms")
        elif k.endswith("_MiB"):
            out.append(f"{k[:-4]} {v:.1f} MiB")
        elif k == "bytes":
            out.append(f"trace {v / 1024:.1f} KiB")
        elif abs(v) >= 100:
            out.append(f"{k} {v:,.0f}")
        else:
            out.append(f"{k} {v:.3g}")
    if b.get("label"):
        out.append(b["label"])
    return "; ".join(out)


def main(paths):
    runs, order = load(paths)
    print("| measure | median | peer | ratio (this ÷ peer) | goal | notes |")
    print("|---|---:|---|---:|---|---|")
    met_all = True
    for name in order:
        b = runs[name]
        if b.get("error_occurred"):
            print(f"| {name} | error | | | | {b.get('error_message', '')} |")
            continue
        p = peer(name, runs)
        peer_text, ratio_text = "", ""
        if name in BUDGETS:
            peer_text, ratio_text = f"budget {fmt_time(BUDGETS[name])}", fmt_ratio(ns(b) / BUDGETS[name])
        elif p and p in runs:
            peer_text, ratio_text = p, fmt_ratio(ns(b) / ns(runs[p]))
        elif p:
            peer_text = f"{p} (not in this run)"
        goal_parts = []
        for text, test in GOALS.get(name, []):
            value, met = test(b, runs)
            met_all &= met
            goal_parts.append(f"{text}: {value}, {'met' if met else '**missed**'}")
        print(f"| {name} | {fmt_time(ns(b))} | {peer_text} | {ratio_text} | {'; '.join(goal_parts)} | {notes(name, b)} |")
    print()
    print("All goals met." if met_all else "Some goals missed: see docs/performance.md for what bounds each.")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
