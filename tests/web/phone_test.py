"""Phones and narrow windows (docs/web.md "Phones and narrow windows"): the first screen at 420, 800, 1280 and
1920 px wide against goldens (below 700 px the board and the panels are tabs over the timeline, so the board
takes the whole width); on a phone's touch screen a tap places a stone where it lands, a tap on ">" steps, a
tap on the Panels tab shows them and a finger's drag over their room scrolls them; a window widened past the
threshold shows the board and the panels side by side again."""
import time
import unittest

from page import browser, compare_with_golden, screenshot, served, state, wait_settled, wait_until

# (width, height, a phone's touch screen)
LAYOUTS = [(420, 800, True), (800, 600, False), (1280, 800, False), (1920, 1080, False)]


def emulate(driver, width, height, touch):
    """The page as a screen of width x height CSS pixels at a pixel ratio of 1 shows it, with touch or not."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": touch})
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": touch, "maxTouchPoints": 5})


def touch(driver, kind, x=None, y=None):
    points = [] if x is None else [{"x": x, "y": y, "id": 1}]
    driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})


def frames(driver):
    return driver.execute_script("return window.boardlab.framesDrawn()")


def tap(driver, x, y):
    touch(driver, "touchStart", x, y)
    touch(driver, "touchEnd")
    wait_settled(driver)


def drag(driver, x, y, dx, dy, moves=10):
    """A finger put down, moved by (dx, dy) in `moves` steps about a frame apart (the page itself waits for the
    frame that shows what is under the finger before it decides), and lifted."""
    drawn = frames(driver)
    touch(driver, "touchStart", x, y)
    wait_until(driver, f"return window.boardlab.framesDrawn() > {drawn}", "drew a frame under the finger", 10)
    for k in range(1, moves + 1):
        touch(driver, "touchMove", x + dx * k / moves, y + dy * k / moves)
        time.sleep(0.05)
    touch(driver, "touchEnd")
    wait_settled(driver)


def first_screen_at(driver, address, width, height, phone):
    emulate(driver, width, height, phone)
    driver.get(address + "index.html")
    wait_until(driver, f"const c = document.getElementById('canvas'); return c.width === {width}",
               "took the emulated width")
    wait_settled(driver)
    time.sleep(0.3)
    wait_settled(driver)


class Phone(unittest.TestCase):
    def test_the_first_screen_at_four_widths(self):
        with served() as address, browser(width=1920, height=1200) as driver:
            for width, height, phone in LAYOUTS:
                first_screen_at(driver, address, width, height, phone)
                shown = state(driver)
                what = f"{width}x{height}"
                self.assertEqual(shown["layout"]["narrow"], width < 700, what)
                # The board's 15 columns: on a phone it is the largest thing on screen.
                board = shown["grid"]["pitch"] * 14
                if width < 700:
                    self.assertGreater(board, width * 0.7, f"{what}: the board is {board} px wide")
                compare_with_golden(self, screenshot(driver), f"layout-{width}.png", tolerance=0.01)

    def test_on_a_phone_a_finger_places_steps_switches_tabs_and_scrolls(self):
        with served() as address, browser(width=1920, height=1200) as driver:
            first_screen_at(driver, address, 420, 800, True)
            shown = state(driver)
            self.assertEqual(shown["layout"]["tab"], "board")
            # A tap on an empty point (a1, the bottom-left corner) places a stone there.
            grid = shown["grid"]
            x, y = grid["origin"][0], grid["origin"][1] + 14 * grid["pitch"]
            before = shown["board"]
            tap(driver, x, y)
            after = state(driver)["board"]
            self.assertNotEqual(after, before, "a tap on the board placed no stone")
            self.assertIn(" a1", after.splitlines()[3], after)
            # A tap on ">" steps the trace of the new move's analysis on.
            stepped = state(driver)
            self.assertLess(stepped["step"], stepped["steps"], "the new move's trace starts before its end")
            nx, ny = stepped["layout"]["next"]
            tap(driver, nx, ny)
            self.assertEqual(state(driver)["step"], stepped["step"] + 1, "a tap on > did not step")
            # The Panels tab (beside Board under the menu bar), then a finger dragged up over the panel's
            # room scrolls it down.
            tab_x, tab_y = state(driver)["layout"]["panelsTab"]
            tap(driver, tab_x, tab_y)
            wait_until(driver, "return window.boardlab.state().layout.tab === 'panels'", "showed the panels", 10)
            self.assertEqual(state(driver)["layout"]["sideScroll"], 0)
            drag(driver, 300, 500, 0, -250)
            scrolled = state(driver)["layout"]["sideScroll"]
            self.assertGreater(scrolled, 100, "a finger's drag did not scroll the panel")
            self.assertEqual(state(driver)["board"], after, "the drag pressed nothing")
            # Wider than 700 px again: the board and the panels side by side.
            emulate(driver, 1280, 800, False)
            wait_until(driver, "return !window.boardlab.state().layout.narrow", "unfolded the panels", 10)


if __name__ == "__main__":
    unittest.main()
