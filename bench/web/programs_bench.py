"""A user's program in the page against the same program on the desktop (docs/web.md, "Speed"), one run of
each beside the other: the counterexample finder asks the kits' correct example about every move of the same
seeded random games, in headless Chromium (the page's finder, JavaScript in a worker, Python under Pyodide)
and in boardlab-cli diff (node, python3). Both searches are the same (same seed: the same inputs, the same
requests), so their times compare as checks per second. Also Pyodide's first and second start in the page.
Usage: /usr/bin/python3 bench/web/programs_bench.py BOARDLAB_CLI [TRIES]   (prints a Markdown table)"""
import json
import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "tests", "web"))

from selenium.webdriver.common.actions.action_builder import ActionBuilder  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402

from page import browser, click_at, press, served, state, wait_settled, wait_until  # noqa: E402

CLI = sys.argv[1]
TRIES = int(sys.argv[2]) if len(sys.argv) > 2 else 200
PROGRAMS = {
    "JavaScript": (os.path.join(ROOT, "examples", "programs", "js", "gomoku_check.js"), "node"),
    "Python": (os.path.join(ROOT, "examples", "programs", "python", "gomoku_check.py"), "python3"),
}


def desktop_search(command):
    """The desktop's search: its seconds and how many requests the program answered (counted by a second run
    through tee, so the timed run has nothing between BoardLab and the program)."""
    arguments = [CLI, "diff", "--random", "gomoku", "--algo", "scan", "--seed", "1", "--tries", str(TRIES),
                 "--size", "15", "--time-limit", "3600", "--json"]
    started = time.monotonic()
    found = json.loads(subprocess.run(arguments + ["--algo", "ext:" + command], check=True, capture_output=True,
                                      text=True, cwd=ROOT).stdout)
    seconds = time.monotonic() - started
    with tempfile.NamedTemporaryFile(prefix="boardlab-requests-") as log:
        subprocess.run(arguments + ["--algo", f"ext:sh -c 'tee -a {log.name} | {command}'"], check=True,
                       capture_output=True, cwd=ROOT)
        requests = sum(1 for _ in open(log.name))
    return seconds, requests, found


def add_program(driver, path):
    """Adds the program as a user does (File > Open, yes to running it); seconds until its trace is shown."""
    name = os.path.splitext(os.path.basename(path))[0]
    started = time.monotonic()
    press(driver, Keys.CONTROL, "o")
    driver.find_element("id", "boardlab-open").send_keys(path)
    wait_settled(driver)
    press(driver, Keys.ENTER)
    wait_until(driver, "const s = window.boardlab.state(); return s.algorithm == " + repr(name) +
               " && s.source && !s.busy", name + " traced the board", 120)
    return time.monotonic() - started


def page_search(driver):
    """The page's finder on the program on screen, with the desktop's seed, tries and sides: its seconds."""
    click_at(driver, 240, 12)   # Run
    click_at(driver, 300, 294)  # Find a counterexample...
    click_at(driver, 100, 260)  # Tries
    press(driver, Keys.CONTROL, "a")
    driver.find_element("tag name", "body").send_keys(str(TRIES))
    press(driver, Keys.ENTER)
    started = time.monotonic()
    builder = ActionBuilder(driver)  # Search, without waiting for the page to settle: it searches
    builder.pointer_action.move_to_location(97, 320).pointer_down().pause(0.1).pointer_up()
    builder.perform()
    # Polled five times a second: each look builds the page's whole state on its only thread.
    while True:
        found = state(driver).get("finder")
        if found and found["state"] not in ("searching", "shrinking"):
            return time.monotonic() - started, found
        if time.monotonic() - started > 3600:
            sys.exit("the page's search did not end in an hour")
        time.sleep(0.2)


def main():
    rows = []
    with served() as address:
        for language, (path, runner) in PROGRAMS.items():
            desktop_seconds, requests, desktop = desktop_search(f"{runner} {path}")
            with browser() as driver:
                driver.get(address + "index.html")
                wait_settled(driver)
                first_start = add_program(driver, path)
                page_seconds, found = page_search(driver)
                # The correct example never differs, so this only shows both tried every game; that the page's
                # games are the desktop's is programs_test.py's (the buggy example's counterexample).
                if found["state"] != desktop["state"] or found["tried"] != desktop["tried"]:
                    sys.exit(f"{language}: the page's search ({found}) is not the desktop's ({desktop['state']}, "
                             f"{desktop['tried']} tried)")
                second_start = None
                if language == "Python":  # a second program starts from the first one's snapshot
                    copy = os.path.join(tempfile.mkdtemp(prefix="boardlab-bench-"), "second_check.py")
                    with open(copy, "w") as f:
                        f.write(open(path).read())
                    second_start = add_program(driver, copy)
            rows.append((language, runner, requests, desktop_seconds, page_seconds, first_start, second_start))
    goals = {"JavaScript": 2, "Python": 3}
    print(f"| program ({TRIES} random games, {rows[0][2]:,} requests) | desktop | checks/s | page | checks/s | "
          "page / desktop | goal |")
    print("|---|---:|---:|---:|---:|---:|---|")
    for language, runner, requests, desktop_seconds, page_seconds, _, _ in rows:
        ratio = page_seconds / desktop_seconds
        print(f"| {language} ({runner} / the page) | {desktop_seconds:.2f} s | {requests / desktop_seconds:,.0f} | "
              f"{page_seconds:.2f} s | {requests / page_seconds:,.0f} | {ratio:.1f}x | "
              f"{'met' if ratio <= goals[language] else 'over'} (at most {goals[language]}x) |")
    for language, _, _, _, _, first_start, second_start in rows:
        print(f"\n{language}: added to traced on the board in {first_start:.1f} s" +
              (f" (Pyodide's first start); a second program {second_start:.1f} s (from its snapshot)"
               if second_start else ""))


if __name__ == "__main__":
    main()
