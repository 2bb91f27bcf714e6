"""Predict mode in the page: F6 switches it on, Right stops before the step that answers a question, and a
click on the board's canvas answers it (docs/predict.md)."""
import os
import shutil
import subprocess
import tempfile
import time
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
            self.assertEqual(shown["predict"]["questions"], 6)
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

    def test_simulate_mode_grades_clicks_on_the_canvas_and_shows_a_wrong_one(self):
        link = subprocess.run([CLI, "convert", os.path.join(ROOT, "examples", "gomoku", "centre-five.board"), "--to",
                               "share", "--algo", "scan"], check=True, capture_output=True, text=True).stdout.strip()
        with served() as address, browser() as driver:
            driver.get(address + "index.html#" + link)
            wait_settled(driver)
            press(driver, Keys.F7)
            shown = state(driver)
            self.assertTrue(shown["simulate"]["on"])
            self.assertEqual(shown["simulate"]["steps"], 2)
            grid = shown["grid"]

            def click_cell(col, row):
                click_at(driver, grid["origin"][0] + col * grid["pitch"], grid["origin"][1] + row * grid["pitch"])

            # The walk backwards from h8 counts g8, f8, e8, d8 and stops on c8 (row 7 from the top).
            for col in (6, 5, 4, 3, 2):
                click_cell(col, 7)
            shown = state(driver)
            self.assertEqual(shown["simulate"]["done"], 1)
            self.assertEqual(shown["simulate"]["right"], 1)
            self.assertEqual(shown["step"], 2, "the walk performed: the board shows it")
            click_cell(9, 7)  # j8: the walk forwards stops on i8
            shown = state(driver)
            self.assertEqual(shown["simulate"]["done"], 2)
            self.assertEqual(shown["simulate"]["wrongClicks"], 1)
            self.assertTrue(shown["board"].endswith("h8\n"), "the clicks were graded, not played")

    def test_a_lecture_link_opens_its_scene_and_page_down_goes_on_to_the_next(self):
        with served() as address, browser() as driver:
            link = subprocess.run([CLI, "convert", os.path.join(ROOT, "examples", "link", "midgame-12x8.board"), "--to",
                                   "share", "--algo", "bfs"], check=True,
                                  capture_output=True, text=True).stdout.strip()
            driver.get(address + "index.html#" + link + "&from=7,2&to=0,7&lesson=19-lecture-link-checks&scene=2")
            wait_settled(driver)
            shown = state(driver)
            self.assertEqual(shown["lesson"]["scene"], 2, shown["status"])
            self.assertEqual(shown["lesson"]["scenes"], 4)
            for _ in range(shown["steps"] + 3):  # to the scene's end, and one press past it
                press(driver, Keys.PAGE_DOWN)
                shown = state(driver)
                if shown["lesson"]["scene"] != 2:
                    break
            self.assertEqual(shown["lesson"]["scene"], 3, "past the last step: the next scene")
            self.assertEqual(shown["step"], 1)

    def test_export_results_hands_the_csv_to_the_downloads(self):
        downloads = tempfile.mkdtemp(prefix="boardlab-results-")
        self.addCleanup(shutil.rmtree, downloads, True)
        link = subprocess.run([CLI, "convert", os.path.join(ROOT, "examples", "gomoku", "centre-five.board"), "--to",
                               "share", "--algo", "scan"], check=True, capture_output=True, text=True).stdout.strip()
        with served() as address, browser() as driver:
            driver.execute_cdp_cmd("Browser.setDownloadBehavior", {"behavior": "allow", "downloadPath": downloads})
            driver.get(address + "index.html#" + link)
            wait_settled(driver)
            press(driver, Keys.F7)
            grid = state(driver)["grid"]
            click_at(driver, grid["origin"][0] + 9 * grid["pitch"], grid["origin"][1] + 7 * grid["pitch"])  # j8: wrong
            press(driver, Keys.F7)  # off: the step performed is kept
            self.assertEqual(state(driver)["results"], 1)
            click_at(driver, 22, 11)  # File
            click_at(driver, 65, 222)  # Export results...
            press(driver, Keys.ENTER)  # the dialog's name: results.csv
            saved = os.path.join(downloads, "results.csv")
            deadline = time.monotonic() + 30
            while not os.path.exists(saved) and time.monotonic() < deadline:
                time.sleep(0.1)
            self.assertTrue(os.path.exists(saved), f"no download in {downloads}: {os.listdir(downloads)}")
            with open(saved, encoding="utf-8", newline="") as f:  # its CRLF line ends as written
                rows = f.read().split("\r\n")
            self.assertTrue(rows[0].startswith("when,name,lecture,scene,mode,"), rows[0])
            self.assertIn(",simulate,1,step,", rows[1])
            self.assertIn("wrong: j8", rows[1])


if __name__ == "__main__":
    unittest.main()
