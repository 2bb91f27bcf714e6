"""The page's own speed beside the desktop's (docs/web.md, "Speed"), one run: the first frame after the page is
asked for (served folder, headless Chromium), and "is it still solvable?" on a hopeless 64x64 link board (the
board of tests/web/searches_test.py): states searched per second of wall time in the page against
`boardlab-cli link --solve` on the same board, and the frames per second the page draws meanwhile at 1920x1080.
Usage: /usr/bin/python3 bench/web/page_bench.py BOARDLAB_CLI [SEARCH_SECONDS]   (prints a Markdown table)"""
import json
import os
import statistics
import subprocess
import sys
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "tests", "web"))

from page import browser, served, state, wait_settled, wait_until  # noqa: E402
from searches_test import hold_key, hopeless_board_link  # noqa: E402

CLI = sys.argv[1]
SEARCH_SECONDS = float(sys.argv[2]) if len(sys.argv) > 2 else 20.0

# Noted by the page itself at its first frame drawn (ms since the navigation started), so the time of the
# WebDriver's round trips is not in it.
FIRST_FRAME = """
(function look() {
  if (window.boardlab && window.boardlab.framesDrawn() >= 1) window.boardlabFirstFrame = performance.now();
  else requestAnimationFrame(look);
})();
"""


def first_frame_seconds(address, runs=3):
    """The median over `runs` fresh browsers of the first frame's time after the request."""
    times = []
    for _ in range(runs):
        with browser() as driver:
            driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": FIRST_FRAME})
            driver.get(address + "index.html")
            times.append(wait_until(driver, "return window.boardlabFirstFrame", "drew its first frame") / 1000.0)
    return statistics.median(times)


def page_search(address):
    """States per second of wall time and frames per second of "still solvable?" in the page at 1920x1080."""
    with browser(width=1920, height=1080) as driver:
        driver.get(address + "index.html#" + hopeless_board_link())
        wait_settled(driver)
        hold_key(driver, "v")  # Link > Still solvable?
        wait_until(driver, "const s = window.boardlab.state(); return s.search && s.search.states > 0",
                   "started the search", 30)
        frames, started = driver.execute_script("return window.boardlab.framesDrawn()"), time.monotonic()
        states = state(driver)["search"]["states"]
        time.sleep(SEARCH_SECONDS)
        shown = state(driver)
        seconds = time.monotonic() - started
        drawn = driver.execute_script("return window.boardlab.framesDrawn()") - frames
        searched = shown["search"]["states"] - states
        return searched / seconds, drawn / seconds


def desktop_search():
    """States per second of the desktop's search on the same board (its time limit, 5 s)."""
    started = time.monotonic()
    answer = json.loads(subprocess.run([CLI, "link", hopeless_board_link(), "--solve", "--json"], check=True,
                                       capture_output=True, text=True).stdout)
    return answer["states"] / (time.monotonic() - started)


def main():
    with served() as address:
        first = first_frame_seconds(address)
        page_states, fps = page_search(address)
    native_states = desktop_search()
    ratio = native_states / page_states
    print("| the page's own speed | desktop | page | desktop / page | goal |")
    print("|---|---:|---:|---:|---|")
    print(f"| first frame after the request (served folder) | | {first:.2f} s | | {'met' if first < 2 else 'over'}"
          " (under 2 s) |")
    print(f"| still solvable? on 64x64: states per second | {native_states:,.0f} | {page_states:,.0f} | {ratio:.1f}x |"
          f" {'met' if ratio <= 3 else 'over'} (at most 3x) |")
    print(f"| frames per second at 1920x1080 during that search | | {fps:.1f} | | {'met' if fps >= 30 else 'under'}"
          " (30) |")


if __name__ == "__main__":
    main()
