"""Both web outputs draw the workbench's first screen in a real browser: the folder served
over HTTP, the single file opened from file:// with nothing beside it, and a plain message where the browser
gives no WebGL2."""
import os
import shutil
import tempfile
import time
import unittest

from page import OUT, browser, compare_with_golden, screenshot, served, wait_settled, wait_until


class FirstScreen(unittest.TestCase):
    def test_the_served_folder_draws_the_first_screen(self):
        with served() as address, browser() as driver:
            started = time.monotonic()
            driver.get(address + "index.html")
            wait_settled(driver)
            print(f"\n  first screen settled {time.monotonic() - started:.1f} s after the page was asked for", end="")
            self.assertEqual(driver.execute_script("return document.getElementById('message').hidden"), True)
            compare_with_golden(self, screenshot(driver), "first-screen.png")

    def test_the_single_file_opens_from_disk_alone_and_draws_the_same(self):
        # Alone in a folder: it may not reach boardlab.js, .wasm or .data beside it.
        folder = tempfile.mkdtemp(prefix="boardlab-single-")
        try:
            shutil.copy(os.path.join(OUT, "BoardLab.html"), folder)
            with browser() as driver:
                driver.get("file://" + os.path.join(folder, "BoardLab.html"))
                wait_settled(driver)
                compare_with_golden(self, screenshot(driver), "first-screen.png")
        finally:
            shutil.rmtree(folder)

    def test_the_canvas_follows_the_window_when_it_is_resized(self):
        with served() as address, browser() as driver:
            driver.get(address + "index.html")
            wait_settled(driver)
            drawn = driver.execute_script("return window.boardlab.framesDrawn()")
            driver.set_window_size(900, 640)
            # The backing store takes the canvas's new CSS size (at this device pixel ratio of 1) and the
            # workbench draws the new size: frames drawn after the resize, then settled again.
            wait_until(driver, "const c = document.getElementById('canvas');"
                               "return c.width === c.clientWidth && c.height === c.clientHeight && c.width < 1000",
                       "sized its canvas to the smaller window")
            wait_until(driver, f"return window.boardlab.framesDrawn() > {drawn} && window.boardlab.settled()",
                       "drew the smaller window")
            inner = driver.execute_script("return [window.innerWidth, window.innerHeight]")
            size = driver.execute_script("const c = document.getElementById('canvas'); return [c.width, c.height]")
            self.assertEqual(size, inner)
            # The workbench drew the smaller window, its menu bar across it (not a 1280-wide frame cut off).
            shot = screenshot(driver)
            self.assertEqual(list(shot.size), inner)

    def test_without_webgl2_the_page_says_so_in_words(self):
        with browser(width=800, height=400, webgl=False) as driver:
            driver.get("file://" + os.path.join(OUT, "BoardLab.html"))
            text = wait_until(driver, "const m = document.getElementById('message');"
                                      "return !m.hidden && m.textContent.includes('WebGL2') && m.textContent",
                              "said that WebGL2 is missing", timeout=30)
            self.assertIn("cannot start here", text)
            self.assertIsNone(driver.execute_script("return window.boardlab"))


if __name__ == "__main__":
    unittest.main()
