"""The page's address carries a scene (docs/share-links.md): a share link after '#' opens its board and
algorithm, and Edit > Copy share link gives the page's own address with an equivalent link."""
import json
import os
import subprocess
import unittest

from selenium.webdriver.common.keys import Keys

from page import (ROOT, browser, compare_with_golden, copied_with, press, screenshot, served, state, wait_settled,
                  wait_until)

# The desktop's command line, built by the test command before the web suite runs.
CLI = os.environ.get("BOARDLAB_CLI", os.path.join(ROOT, "build", "app", "boardlab-cli"))


def cli(*args):
    """What the desktop's boardlab-cli prints for `args` (it fails the test, naming the command, if it fails)."""
    if not os.path.exists(CLI):
        raise AssertionError(f"no {CLI}: build the desktop first (scripts/test.sh does), or set BOARDLAB_CLI")
    done = subprocess.run([CLI, *args], capture_output=True, text=True, timeout=60)
    if done.returncode != 0:
        raise AssertionError(f"boardlab-cli {' '.join(args)} failed: {done.stderr}")
    return done.stdout


def grid(board_text):
    """A board file's lines without its comments: what the scene is, whoever wrote it."""
    return [line for line in board_text.splitlines() if line.strip() and not line.startswith("#")]

# boardlab-cli convert examples/link/classic-12x8.board --to share --algo bfs --pair 0,0-3,0
LINK = ("v=1&g=link&size=12x8&border=on&turns=2&tiles=HCJJBKEJKFDBIDCCFKKKHDDAIEFFHDLFBDBACGLLCKLGBDIHCGEIBGJFJEG"
        "BGKGCEGAHIEKJHECLIIJAAJLHFFALHAILBEAD&algo=bfs&from=0,0&to=3,0")

# boardlab-cli convert examples/link/midgame-12x8.board --to share --algo bfs --pair 7,2-0,7 --step 3 (lesson 14)
BFS = ("v=1&g=link&size=12x8&border=on&turns=2&tiles=...............................FB.B..G.LCKLGBDIHCG.IBGJFJE"
       "GBGKGCEGAHIE....CLIIJAAJLHFFALHAILBEAD&algo=bfs&from=7,2&to=0,7&step=3")


class ShareLinks(unittest.TestCase):
    def test_the_address_opens_its_scene_and_copy_gives_the_page_with_the_same_link(self):
        with served() as address, browser() as driver:
            page = address + "index.html"
            driver.get(page + "#" + LINK)
            wait_settled(driver)
            shown = state(driver)
            self.assertTrue(shown["board"].startswith("game link"), shown["board"])
            self.assertGreater(shown["steps"], 0)  # bfs traced the pair 0,0 - 3,0
            copied = copied_with(driver, address, Keys.CONTROL, Keys.SHIFT, "c")
            self.assertTrue(copied.startswith(page + "#v=1&g=link&"), copied)
            # Equivalent: the copied address, opened in a fresh page, shows the same board and trace.
            driver.get("about:blank")
            driver.get(copied)
            wait_settled(driver)
            again = state(driver)
            self.assertEqual((again["board"], again["steps"]), (shown["board"], shown["steps"]))

    def test_a_link_made_on_the_desktop_opens_the_same_scene_in_the_page_and_back(self):
        made = cli("convert", os.path.join(ROOT, "examples", "link", "midgame-12x8.board"), "--to", "share",
                   "--algo", "bfs", "--pair", "7,2-0,7", "--step", "3").strip()
        desktop_steps = len(json.loads(cli("trace", made, "--json"))["steps"])
        with served() as address, browser() as driver:
            page = address + "index.html"
            driver.get(page + "#" + made)
            wait_settled(driver)
            shown = state(driver)
            self.assertEqual(grid(shown["board"]), grid(cli("convert", made, "--to", "board")))
            self.assertEqual((shown["step"], shown["steps"]), (3, desktop_steps))
            copied = copied_with(driver, address, Keys.CONTROL, Keys.SHIFT, "c")
        self.assertTrue(copied.startswith(page + "#"), copied)
        # Back on the desktop: the page's link names the same board, algorithm, pair and step.
        back = copied.split("#", 1)[1]
        self.assertEqual(grid(cli("convert", back, "--to", "board")), grid(shown["board"]))
        traced = json.loads(cli("trace", back, "--json"))
        self.assertEqual((traced["algo"], traced["from"], traced["to"], len(traced["steps"])),
                         ("bfs", [7, 2], [0, 7], desktop_steps))
        self.assertIn("&step=3", back)

    def test_a_broken_link_in_the_address_says_what_is_wrong_over_the_first_screen(self):
        with served() as address, browser() as driver:
            driver.get(address + "index.html#v=1&g=link&size=4x2&tiles=ABAB")
            wait_settled(driver)
            shown = state(driver)
            self.assertIn("share link", shown["status"])
            self.assertIn("tiles", shown["status"])
            self.assertTrue(shown["board"].startswith("game gomoku"))  # the first screen stays

    def test_embed_mode_shows_the_board_the_narration_and_the_timeline_and_esc_leaves_it(self):
        with served() as address, browser(width=900, height=700) as driver:
            driver.get(address + "index.html#" + BFS + "&embed")
            wait_settled(driver)
            shown = state(driver)
            self.assertTrue(shown["embedded"])
            self.assertEqual(shown["step"], 3)
            self.assertGreater(shown["steps"], 3)
            compare_with_golden(self, screenshot(driver), "embed-bfs.png")
            press(driver, Keys.RIGHT)  # the timeline still steps
            self.assertEqual(state(driver)["step"], shown["step"] + 1)
            press(driver, Keys.ESCAPE)
            self.assertFalse(state(driver)["embedded"])


if __name__ == "__main__":
    unittest.main()
