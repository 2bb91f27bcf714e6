"""A search in the page runs between frames (docs/web.md, "Searches in the page"): the page has no threads, so
the solver, hints on big boards, the generator and the finder run on a fiber that the page resumes for a slice
of each tick. While one runs the page keeps drawing, shows its progress, and its Cancel button stops it."""
import os
import random
import re
import time
import unittest

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions.action_builder import ActionBuilder

from page import OUT, browser, served, state, wait_settled, wait_until


def hopeless_board_link():
    """A 64x64 board of A and B tiles, no border, with a knot in its corner that no order of removals undoes (the
    two C tiles and the two D tiles block each other): no solution, and a search that takes its whole time to
    find that out (tests/engine/link/test_boards.hpp builds the same kind of board)."""
    rng = random.Random(5)
    grid = [[rng.choice("AB") for _ in range(64)] for _ in range(64)]
    grid[62][62], grid[63][63], grid[62][63], grid[63][62] = "C", "C", "D", "D"
    if sum(row.count("A") for row in grid) % 2:
        grid[0][0] = "B" if grid[0][0] == "A" else "A"
    tiles = "".join("".join(row) for row in grid)
    return f"v=1&g=link&size=64x64&border=off&turns=2&tiles={tiles}"


def hold_key(driver, key):
    """Holds `key` down over two frames drawn (ImGui reads the keys once a frame), without waiting for the page
    to settle: with a search running it draws on until the search ends."""
    drawn = driver.execute_script("return window.boardlab.framesDrawn()")
    ActionChains(driver).key_down(key).perform()
    wait_until(driver, f"return window.boardlab.framesDrawn() >= {drawn + 2}", "drew the key held down", 30)
    ActionChains(driver).key_up(key).perform()


class SearchesInThePage(unittest.TestCase):
    def test_a_long_search_leaves_the_page_drawing_and_cancel_stops_it(self):
        with served() as address, browser() as driver:
            driver.get(address + "index.html#" + hopeless_board_link())
            wait_settled(driver)
            self.assertIn("size 64x64", state(driver)["board"])
            # The page's longest tasks from here on (Chromium's Long Tasks: anything over 50 ms).
            driver.execute_script(
                "window.longest = 0; new PerformanceObserver(function(list) { for (const e of list.getEntries())"
                " window.longest = Math.max(window.longest, e.duration); }).observe({entryTypes: ['longtask']});")
            hold_key(driver, "v")  # Link > Still solvable?
            running = wait_until(driver, "const s = window.boardlab.state(); return s.search && s.search.states > 0 && s",
                                 "showed the search's progress")
            self.assertEqual(running["status"], "Checking whether it is still solvable...")
            # The page draws frames while the search goes on, and the search goes on between them.
            frames = driver.execute_script("return window.boardlab.framesDrawn()")
            states = running["search"]["states"]
            time.sleep(2)
            later = state(driver)
            drawn = driver.execute_script("return window.boardlab.framesDrawn()") - frames
            self.assertTrue(later["busy"], later["status"])
            self.assertGreater(later["search"]["states"], states)
            self.assertGreaterEqual(drawn, 10, "the page drew too few frames while the search ran")
            print(f"\n  2 s of search: {drawn} frames drawn, {later['search']['states'] - states} states searched, "
                  f"longest task {driver.execute_script('return window.longest'):.0f} ms", end=" ")
            # Cancel, pressed like a user, stops it within a frame or two.
            x, y = later["search"]["cancel"]
            builder = ActionBuilder(driver)
            builder.pointer_action.move_to_location(int(x), int(y)).pointer_down().pause(0.1).pointer_up()
            builder.perform()
            done = wait_until(driver, "const s = window.boardlab.state(); return !s.busy && s", "ended the search", 30)
            self.assertTrue(done["status"].startswith("Undecided: cancelled after "), done["status"])
            self.assertNotIn("search", done)
            wait_settled(driver)


class AsyncifyImports(unittest.TestCase):
    def test_the_fibers_are_the_only_calls_that_set_the_program_aside(self):
        """Under Asyncify, emscripten's own fsync, sleeps and IndexedDB calls set the whole program aside until the
        browser answers, while the page goes on calling in (the test hook, a dropped file): the page defines its
        own fsync (platform_web.cpp) and uses none of the others. This names one that creeps back in."""
        with open(os.path.join(OUT, "boardlab.js")) as f:
            imports = re.search(r"var asmLibraryArg=\{([^}]*)\}", f.read())
        self.assertIsNotNone(imports, "no import table in boardlab.js")
        names = {entry.split(":")[1] for entry in imports.group(1).split(",")}
        async_ones = {"_fd_sync", "_emscripten_sleep", "_emscripten_wget", "_emscripten_wget_data",
                      "_emscripten_idb_load", "_emscripten_idb_store", "_emscripten_idb_delete",
                      "_emscripten_idb_exists", "_emscripten_idb_load_blob", "_emscripten_idb_store_blob",
                      "_SDL_Delay", "_emscripten_scan_registers", "_emscripten_lazy_load_code", "__emval_await",
                      "__dlopen_js"}
        self.assertEqual(names & async_ones, set())
        self.assertIn("_emscripten_fiber_swap", names)


if __name__ == "__main__":
    unittest.main()
