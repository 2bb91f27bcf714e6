"""Predict mode in the page: F6 switches it on, Right stops before the step that answers a question, and a
click on the board's canvas answers it (docs/predict.md)."""
import os
import subprocess
import unittest

from selenium.webdriver.common.keys import Keys

from page import ROOT, browser, click_at, press, served, state, wait_settled

CLI = os.environ.get("BOARDLAB_CLI", os.path.join(ROOT, "build", "app", "boardlab-cli"))


class PredictTest(unittest.TestCase):
    def test_a_click_on_the_canvas_answers_the_question_the_board_asks(self):
        link = subprocess.run([CLI, "convert", os.path.join(ROOT, "examples", "gomoku", "centre-five.board"), "--to",
                               "share", "--algo", "scan"], check=True, capture_output=True, text=True).stdout.strip()
        with served() as address, browser() as driver:
            driver.get(address + "index.html#" + link)
            wait_settled(driver)
            press(driver, Keys.F6)
            shown = state(driver)
            self.assertTrue(shown["predict"]["on"])
            self.assertEqual(shown["predict"]["questions"], 5)
            self.assertEqual(shown["step"], 1)
            press(driver, Keys.RIGHT)
            shown = state(driver)
            self.assertEqual(shown["predict"]["waiting"], "stop")
            self.assertEqual(shown["step"], 1, "the step that answers waits for the answer")
            # c8 on a 15x15 board: column 2, row 7 from the top. The walk backwards from h8 stops there.
            grid = shown["grid"]
            click_at(driver, grid["origin"][0] + 2 * grid["pitch"], grid["origin"][1] + 7 * grid["pitch"])
            shown = state(driver)
            self.assertEqual(shown["predict"]["right"], 1)
            self.assertEqual(shown["predict"]["waiting"], "count")
            self.assertTrue(shown["board"].endswith("h8\n"), "the click answered: no stone was placed")


if __name__ == "__main__":
    unittest.main()
