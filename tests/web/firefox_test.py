"""The page in Firefox ESR (docs/web.md, Tests), each check of tests/web/firefox/checks.mjs in a Firefox of
its own on a display (this one's, else Xvfb's: headless Firefox has no WebGL2): the first screen, a share link
with the step spoken and followed by the address, the browser's keys, an embed's wheel on a course page, the
single file's copied link, and a Chinese browser."""
import json
import os
import shutil
import signal
import subprocess
import tempfile
import unittest

from PIL import Image

from page import OUT, ROOT, served
from web_citizen_test import course_page

CHECKS = os.path.join(ROOT, "tests", "web", "firefox", "checks.mjs")


def run_check(test, name, **given):
    """Runs one check; fails `test` with the check's own line (what it saw, and the page's message line)."""
    command = ["node", CHECKS, name, json.dumps(given)]
    if not os.environ.get("DISPLAY"):
        command = ["xvfb-run", "-a", "-s", "-screen 0 1920x1200x24"] + command
    # A session of its own: past the time limit the whole group goes (xvfb-run, Xvfb, node and Firefox).
    check = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                             start_new_session=True)
    try:
        stdout, stderr = check.communicate(timeout=300)
    except subprocess.TimeoutExpired:
        os.killpg(check.pid, signal.SIGKILL)
        check.communicate()
        test.fail(f"the Firefox check {name} ran past 300 s")
    ran = subprocess.CompletedProcess(command, check.returncode, stdout, stderr)
    lines = ran.stdout.strip().splitlines()
    last = lines[-1] if lines else ""
    test.assertEqual(ran.returncode, 0, f"{last}\n{ran.stderr[-2000:]}")
    test.assertTrue(last.startswith("ok: "), last)
    print(f"  firefox {name}: {last[4:]}")
    return last[4:]


class Firefox(unittest.TestCase):
    def test_the_first_screen_draws_the_board(self):
        folder = tempfile.mkdtemp(prefix="boardlab-firefox-")
        try:
            with served() as address:
                run_check(self, "first_screen", page=address + "index.html",
                          screenshot=os.path.join(folder, "first.png"))
            # The board's wood fills a large part of the window: WebGL2 drew, not a message on a blank page.
            image = Image.open(os.path.join(folder, "first.png")).convert("RGB").resize((128, 80))
            wood = sum(1 for r, g, b in image.getdata() if r > 200 and 150 < g < 200 and 80 < b < 140)
            self.assertGreater(wood / (128 * 80), 0.15, "the board is not on the screenshot")
        finally:
            shutil.rmtree(folder, ignore_errors=True)

    def test_a_share_link_opens_its_scene_and_the_step_is_spoken_and_kept_in_the_address(self):
        with served() as address:
            run_check(self, "share_link", page=address + "index.html")

    def test_the_browsers_keys_stay_the_browsers(self):
        with served() as address:
            run_check(self, "keys", page=address + "index.html")

    def test_an_embed_lets_the_wheel_scroll_its_course_page_until_clicked(self):
        from share_link_test import BFS
        with served() as address, course_page(address + "index.html#" + BFS + "&embed") as course:
            run_check(self, "embed", course=course)

    def test_the_single_files_copied_link_is_the_scene_alone(self):
        run_check(self, "single_file", single_file=os.path.join(OUT, "BoardLab.html"))

    def test_a_chinese_browser_gets_the_page_in_chinese(self):
        with served() as address:
            run_check(self, "chinese", page=address + "index.html")


if __name__ == "__main__":
    unittest.main()
