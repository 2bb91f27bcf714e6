"""The page's address carries a scene (docs/share-links.md): a share link after '#' opens its board and
algorithm, and Edit > Copy share link gives the page's own address with an equivalent link."""
import unittest

from selenium.webdriver.common.keys import Keys

from page import browser, compare_with_golden, press, screenshot, served, state, wait_settled, wait_until

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
            driver.execute_cdp_cmd("Browser.grantPermissions", {
                "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"], "origin": address.rstrip("/")})
            press(driver, Keys.CONTROL, Keys.SHIFT, "c")
            copied = driver.execute_async_script(
                "navigator.clipboard.readText().then(arguments[0], (e) => arguments[0]('refused: ' + e))")
            self.assertTrue(copied.startswith(page + "#v=1&g=link&"), copied)
            # Equivalent: the copied address, opened in a fresh page, shows the same board and trace.
            driver.get("about:blank")
            driver.get(copied)
            wait_settled(driver)
            again = state(driver)
            self.assertEqual((again["board"], again["steps"]), (shown["board"], shown["steps"]))

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
