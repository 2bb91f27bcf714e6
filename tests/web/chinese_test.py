"""The page in Chinese: a browser set to Chinese opens the workbench in Chinese, drawn with
the cut-down Noto Sans CJK SC the page carries, and a lesson opened from a share link reads in Chinese in
presenter mode. Both against goldens: a missing glyph draws a box, which the comparison sees."""
import unittest

from page import browser, compare_with_golden, screenshot, served, state, wait_settled

# boardlab-cli convert examples/gomoku/lines-js-takeback-dead-line.board --to share --algo lines:js --step 1
#   --lesson 07-lines-js-dead-line --present
LESSON_7 = ("v=1&g=gomoku&size=15&rule=freestyle&moves=c8.c1.d8.d1.e8.e1.f8.g8.undo.o15.g8&algo=lines:js&step=1"
            "&lesson=07-lines-js-dead-line&present")


class Chinese(unittest.TestCase):
    def test_a_browser_in_chinese_gets_the_workbench_in_chinese(self):
        with served() as address, browser(language="zh-CN") as driver:
            driver.get(address + "index.html")
            wait_settled(driver)
            shown = state(driver)
            self.assertEqual(shown["language"], "zh-CN")
            self.assertIn("内置示例", shown["status"])
            compare_with_golden(self, screenshot(driver), "chinese-first-screen.png")

    def test_a_lesson_from_a_link_reads_in_chinese_in_presenter_mode(self):
        with served() as address, browser(language="zh-CN") as driver:
            driver.get(address + "index.html#" + LESSON_7)
            wait_settled(driver)
            shown = state(driver)
            self.assertEqual((shown["language"], shown["step"]), ("zh-CN", 1))
            compare_with_golden(self, screenshot(driver), "chinese-lesson-7-presenter.png")


if __name__ == "__main__":
    unittest.main()
