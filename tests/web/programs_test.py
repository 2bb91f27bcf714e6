"""A user's own program in the page (docs/web.md, "Your own programs"): a JavaScript check opened through the
browser's file picker runs in a sandboxed worker, answers through the engine's program layer, and its trace is
stepped on the board with its own source lines."""
import os
import shutil
import tempfile
import time
import unittest

from selenium.webdriver.common.keys import Keys

from page import ROOT, browser, press, served, state, wait_settled, wait_until

PROGRAMS = os.path.join(ROOT, "examples", "programs", "js")


class YourPrograms(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.mkdtemp(prefix="boardlab-programs-")

    def tearDown(self):
        shutil.rmtree(self.folder, ignore_errors=True)

    def open_program(self, driver, path):
        press(driver, Keys.CONTROL, "o")  # the picker's input exists once File > Open has asked for it
        driver.find_element("id", "boardlab-open").send_keys(path)
        # A program runs only once the user says so (the question any program file gets): Enter says yes.
        wait_settled(driver)
        press(driver, Keys.ENTER)

    def wait_traced(self, driver, name):
        wait_until(driver, "const s = window.boardlab.state(); return s.algorithm == " + repr(name) +
                   " && s.programs.some((p) => p.name == " + repr(name) + " && p.running) && s.source" +
                   " && s.source.file.endsWith(" + repr(name + ".js") + ") && !s.busy",
                   name + " traced the board", 60)
        wait_settled(driver)
        return state(driver)

    def test_programs_of_any_name_are_traced_and_the_page_keeps_running(self):
        # Short names once left the page's fiber stack 8 bytes off 16 and crashed the built-in comparison.
        source = open(os.path.join(PROGRAMS, "gomoku_check.js")).read()
        for name in ("a", "abcdef", "zzzzzzzz", "gomoku_chec"):
            path = os.path.join(self.folder, name + ".js")
            with open(path, "w") as f:
                f.write(source)
            with served() as address, browser() as driver:
                driver.get(address + "index.html")
                wait_settled(driver)
                self.open_program(driver, path)
                shown = self.wait_traced(driver, name)
                self.assertGreater(shown["steps"], 1, name)
                crashes = [e["message"] for e in driver.get_log("browser")
                           if "out of bounds" in e["message"] or "Aborted" in e["message"]]
                self.assertEqual(crashes, [], name)

    def test_the_kits_example_is_traced_on_the_board_with_its_own_lines(self):
        with served() as address, browser() as driver:
            driver.get(address + "index.html")
            wait_settled(driver)
            self.open_program(driver, os.path.join(PROGRAMS, "gomoku_check.js"))
            shown = self.wait_traced(driver, "gomoku_check")
            program = [p for p in shown["programs"] if p["name"] == "gomoku_check"][0]
            self.assertEqual(program["game"], "gomoku")
            self.assertEqual(program["problem"], "")
            self.assertGreater(shown["steps"], 1)
            source = open(os.path.join(PROGRAMS, "gomoku_check.js")).read().splitlines()
            # Each step names the line of the program's own t.say() that started it.
            self.assertIn("t.say(", source[shown["source"]["line"] - 1])
            press(driver, Keys.HOME)
            first = state(driver)
            self.assertEqual(first["step"], 1)
            self.assertIn("the stone at", first["source"]["narration"])
            self.assertIn("t.say(`the stone at", source[first["source"]["line"] - 1])


if __name__ == "__main__":
    unittest.main()
