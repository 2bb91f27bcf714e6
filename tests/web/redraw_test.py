"""The page draws only what a frame changes (platform_web.cpp, renderFrame: the canvas keeps its pixels, and the
triangles that reach a changed part are drawn into it). What it shows after any run of frames must be what
drawing the frame whole shows, pixel for pixel: a part missed or drawn wrong would leave a stale picture on
the screen. Each test does what a user does, then asks the page to draw its canvas whole (the test hook's
redrawWhole, as after a resize) and compares."""
import time
import unittest

from PIL import ImageChops
from selenium.webdriver.common.actions.action_builder import ActionBuilder

from page import browser, click_at, press, screenshot, served, state, wait_settled, wait_until
from searches_test import hold_key, hopeless_board_link


def assert_same_drawn_whole(test, driver, what, in_parts_before):
    """The screen now, against the screen after the next frame is drawn whole; and frames were drawn in parts
    since the hook's count was `in_parts_before` (a page that drew every frame whole would pass the rest)."""
    test.assertGreater(driver.execute_script("return window.boardlab.framesInParts()"), in_parts_before,
                       f"{what}: no frame was drawn in parts")
    shown = screenshot(driver)
    drawn = driver.execute_script("return window.boardlab.framesDrawn()")
    driver.execute_script("window.boardlab.redrawWhole()")
    wait_until(driver, f"return window.boardlab.framesDrawn() > {drawn} && window.boardlab.settled()",
               "drew the canvas whole")
    whole = screenshot(driver)
    box = ImageChops.difference(shown, whole).getbbox()
    if box:
        shown.save(f"/tmp/boardlab-redraw-{what}-parts.png")
        whole.save(f"/tmp/boardlab-redraw-{what}-whole.png")
    test.assertIsNone(box, f"{what}: drawn in parts, the pixels in {box} differ from the frame drawn whole "
                           f"(/tmp/boardlab-redraw-{what}-parts.png and -whole.png)")


def move_to(driver, x, y):
    builder = ActionBuilder(driver)
    builder.pointer_action.move_to_location(x, y)
    builder.perform()


class DrawingOnlyTheChanges(unittest.TestCase):
    def stones_hover_steps_and_a_menu(self, driver):
        in_parts = driver.execute_script("return window.boardlab.framesInParts()")
        board = state(driver)["board"]
        for x, y in ((262, 400), (300, 360), (340, 330), (380, 300)):  # d4 and points up and right of it
            click_at(driver, x, y)
        self.assertNotEqual(state(driver)["board"], board, "the clicks placed no stone")
        press(driver, "\ue012")  # Left: a step back through the trace
        press(driver, "\ue014")  # Right
        for x in range(200, 520, 40):  # the preview stone follows the pointer, frame after frame
            move_to(driver, x, 260)
            time.sleep(0.05)
        wait_settled(driver)
        assert_same_drawn_whole(self, driver, "stones", in_parts)
        in_parts = driver.execute_script("return window.boardlab.framesInParts()")
        click_at(driver, 60, 10)  # a menu open over the board, then closed
        assert_same_drawn_whole(self, driver, "menu", in_parts)
        in_parts = driver.execute_script("return window.boardlab.framesInParts()")
        press(driver, "\ue00c")  # Esc
        assert_same_drawn_whole(self, driver, "menu-closed", in_parts)

    def test_stones_hover_steps_and_a_menu_show_what_the_whole_frame_shows(self):
        with served() as address, browser() as driver:
            driver.get(address + "index.html")
            wait_settled(driver)
            self.stones_hover_steps_and_a_menu(driver)

    def test_the_same_at_a_zoom_of_150_percent(self):
        """The browser zoomed to 150%: the workbench draws at a scale of 1.5, its shapes and clip rectangles
        fall between pixels, and the renderer rounds each scissor."""
        with served() as address, browser() as driver:
            driver.get(address + "index.html")
            wait_settled(driver)
            driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                   {"width": 1280, "height": 800, "deviceScaleFactor": 1.5, "mobile": False})
            wait_until(driver, "const c = document.getElementById('canvas');"
                               "return c.width === Math.round(1.5 * c.clientWidth)", "took the new pixel ratio")
            wait_settled(driver)
            self.stones_hover_steps_and_a_menu(driver)

    def test_a_search_on_a_big_board_then_cancel_shows_what_the_whole_frame_shows(self):
        with served() as address, browser(width=1920, height=1080) as driver:
            driver.get(address + "index.html#" + hopeless_board_link())
            wait_settled(driver)
            in_parts = driver.execute_script("return window.boardlab.framesInParts()")
            hold_key(driver, "v")  # Link > Still solvable?
            running = wait_until(driver, "const s = window.boardlab.state(); return s.search && s.search.states > 0 && s",
                                 "showed the search's progress")
            wait_until(driver, "const s = window.boardlab.state(); return s.search && s.search.states > 2000",
                       "searched a while")
            x, y = state(driver)["search"]["cancel"]
            click_at(driver, int(x), int(y))
            wait_until(driver, "return !window.boardlab.state().busy", "ended the search", 30)
            wait_settled(driver)
            self.assertTrue(running["busy"])
            assert_same_drawn_whole(self, driver, "search", in_parts)


if __name__ == "__main__":
    unittest.main()
