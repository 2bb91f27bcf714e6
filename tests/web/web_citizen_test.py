"""The page as a web citizen (docs/web.md): the browser's keys and Ctrl+wheel zoom stay the browser's and the
page follows the new pixel ratio; an embed on a course page lets the wheel scroll the course until clicked,
takes no focus and writes no storage; the address follows the scene (replaced, so Back leaves the page) and a
reload shows what was on screen; the step is mirrored into an aria-live region and the page's own lines and
lang follow the language."""
import contextlib
import os
import shutil
import subprocess
import sys
import tempfile
import time
import unittest

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions.wheel_input import ScrollOrigin
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from page import OUT, ROOT, browser, click_at, press, served, state, wait_settled, wait_until
from share_link_test import BFS

# Dispatches a cancelable key press on the page and says whether the page kept it (its default prevented).
KEY_KEPT = """
const [key, ctrl, shift] = arguments;
const event = new KeyboardEvent("keydown", {key: key, ctrlKey: ctrl, shiftKey: shift, bubbles: true,
                                            cancelable: true});
document.getElementById("canvas").dispatchEvent(event);
return event.defaultPrevented;
"""

# What the page hands the clipboard is noted instead (a page from file:// may not read the clipboard back).
NOTE_COPIES = "navigator.clipboard.writeText = (text) => { window.copiedText = text; return Promise.resolve(); };"

WHEEL_KEPT = """
const event = new WheelEvent("wheel", {deltaY: -120, ctrlKey: arguments[0], bubbles: true, cancelable: true});
document.getElementById("canvas").dispatchEvent(event);
return event.defaultPrevented;
"""


def copied_in_single_file(driver, single_file):
    """The share link Ctrl+Shift+C copies in `single_file` opened from file:// on lesson 14's scene."""
    driver.get("file://" + single_file + "#" + BFS)
    wait_settled(driver)
    driver.execute_script(NOTE_COPIES)
    press(driver, Keys.CONTROL, Keys.SHIFT, "c")
    return wait_until(driver, "return window.copiedText", "copied the link", 10)


@contextlib.contextmanager
def course_page(embed_address):
    """A course page of its own origin: a paragraph, the embed, and a long text under it to scroll."""
    folder = tempfile.mkdtemp(prefix="boardlab-course-")
    with open(os.path.join(folder, "course.html"), "w", encoding="utf-8") as page:
        page.write("<!doctype html><meta charset='utf-8'><title>A course</title><p>Lesson 14: two turns.</p>"
                   f"<iframe id='figure' src='{embed_address}' width='800' height='500'></iframe>"
                   "<div style='height: 4000px'>The rest of the lesson.</div>")
    try:
        with served(folder) as address:
            yield address + "course.html"
    finally:
        shutil.rmtree(folder, ignore_errors=True)


class WebCitizen(unittest.TestCase):
    def test_the_browsers_keys_and_zoom_stay_the_browsers_and_the_page_follows_the_pixel_ratio(self):
        with served() as address, browser() as driver:
            driver.get(address + "index.html")
            wait_settled(driver)
            for key, ctrl, shift in [("=", True, False), ("-", True, False), ("0", True, False), ("r", True, False),
                                     ("p", True, False), ("f", True, False), ("F12", False, False)]:
                self.assertFalse(driver.execute_script(KEY_KEPT, key, ctrl, shift), f"{key} ctrl={ctrl}")
            for key, ctrl, shift in [("F5", False, False), ("F1", False, False), ("F11", False, False),
                                     ("s", True, False), ("S", True, True), ("o", True, False), ("z", True, False),
                                     ("y", True, False), ("l", True, False), ("C", True, True)]:
                self.assertTrue(driver.execute_script(KEY_KEPT, key, ctrl, shift), f"{key} ctrl={ctrl}")
            self.assertFalse(driver.execute_script(WHEEL_KEPT, True), "Ctrl+wheel is the browser's zoom")
            self.assertTrue(driver.execute_script(WHEEL_KEPT, False), "the wheel alone is the workbench's")
            # The browser zoomed to 200%: the canvas's backing store doubles and the workbench draws it sharp.
            driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                   {"width": 1280, "height": 800, "deviceScaleFactor": 2, "mobile": False})
            wait_until(driver, "const c = document.getElementById('canvas');"
                               "return c.width === 2 * c.clientWidth && c.height === 2 * c.clientHeight",
                       "took the new pixel ratio")
            wait_settled(driver)

    def test_an_embed_lets_the_wheel_scroll_its_course_page_until_clicked_and_writes_no_storage(self):
        with served() as address, course_page(address + "index.html#" + BFS + "&embed") as course, \
                browser() as driver:
            # A tab of the page is open and writes the storage: an embed opened beside it says nothing of that.
            driver.get(address + "index.html")
            wait_settled(driver)
            driver.switch_to.new_window("tab")
            driver.get(course)
            figure = driver.find_element(By.ID, "figure")
            driver.switch_to.frame(figure)
            wait_settled(driver)
            shown = state(driver)
            self.assertTrue(shown["embedded"])
            self.assertEqual(shown["status"], "Opened the share link.", "an embed says nothing of the storage")
            self.assertEqual(driver.execute_script("return window.boardlab.storage().writer"), False)
            self.assertFalse(driver.execute_script("return document.hasFocus()"), "the embed took the focus")
            driver.switch_to.default_content()
            self.assertEqual(driver.execute_script("return window.scrollY"), 0)
            ActionChains(driver).scroll_from_origin(ScrollOrigin.from_element(figure), 0, 300).perform()
            wait_until(driver, "return window.scrollY > 0", "scrolled the course page under the embed", 10)
            driver.switch_to.frame(figure)
            self.assertFalse(driver.execute_script("return document.getElementById('hint').hidden"),
                             "the embed says how to give it the wheel")
            driver.switch_to.default_content()
            driver.execute_script("window.scrollTo(0, 0)")
            wait_until(driver, "return window.scrollY === 0", "scrolled back", 10)
            # Clicked, the embed takes the wheel: the course page stays.
            ActionChains(driver).move_to_element_with_offset(figure, 380, 230).click().perform()
            driver.switch_to.frame(figure)
            wait_settled(driver)
            self.assertTrue(driver.execute_script("return document.getElementById('hint').hidden"))
            driver.switch_to.default_content()
            ActionChains(driver).scroll_from_origin(ScrollOrigin.from_element(figure), 0, 300).perform()
            time.sleep(1.0)
            self.assertEqual(driver.execute_script("return window.scrollY"), 0, "a clicked embed keeps the wheel")
            # Stepped, and left for the whole workbench with Esc: its address stays the one the course gave it,
            # so a reload is the same figure again (an ordinary page would write the storage and offer recovery).
            driver.switch_to.frame(figure)
            given = driver.execute_script("return location.hash")
            press(driver, Keys.RIGHT)
            press(driver, Keys.ESCAPE)
            self.assertFalse(state(driver)["embedded"])
            time.sleep(1.0)  # past the moment the address of an ordinary page follows its scene
            self.assertEqual(driver.execute_script("return location.hash"), given)

    def test_the_address_follows_the_scene_and_a_reload_shows_it(self):
        # Each check reads the step the page shows: on a loaded machine a press held across two slow frames
        # passes ImGui's repeat delay and steps twice, as a user's long press does.
        with served() as address, browser() as driver:
            driver.get(address + "index.html")
            wait_settled(driver)
            self.assertEqual(driver.execute_script("return location.hash"), "", "the first screen names no scene")
            entries = driver.execute_script("return history.length")
            start = state(driver)["step"]
            press(driver, Keys.LEFT)
            shown = state(driver)["step"]
            self.assertLess(shown, start)
            fragment = wait_until(driver, f"return /[#&]step={shown}(&|$)/.test(location.hash) && location.hash",
                                  "put the scene in its address", 10)
            self.assertIn(f"step={shown}", fragment)
            press(driver, Keys.LEFT)
            shown = state(driver)["step"]
            wait_until(driver, f"return /[#&]step={shown}(&|$)/.test(location.hash)", f"followed the step to {shown}", 10)
            for _ in range(8):  # back to the first screen's step (a repeat may pass it)
                if state(driver)["step"] == start:
                    break
                press(driver, Keys.RIGHT if state(driver)["step"] < start else Keys.LEFT)
            self.assertEqual(state(driver)["step"], start)
            wait_until(driver, "return location.hash === ''", "cleared the address back on the first screen", 10)
            press(driver, Keys.LEFT)
            shown = state(driver)
            wait_until(driver, f"return /[#&]step={shown['step']}(&|$)/.test(location.hash)", "followed the step", 10)
            self.assertEqual(driver.execute_script("return history.length"), entries, "replaced, never pushed")
            driver.refresh()
            wait_settled(driver)
            again = state(driver)
            self.assertEqual((again["step"], again["board"]), (shown["step"], shown["board"]),
                             "the reload shows what was on screen")

    def test_the_single_files_copied_link_is_the_scene_alone_or_follows_the_address_it_was_built_with(self):
        with browser() as driver:
            copied = copied_in_single_file(driver, os.path.join(OUT, "BoardLab.html"))
            self.assertTrue(copied.startswith("v=1&g=link&"), copied)
            self.assertIn("with no web address before it", state(driver)["status"])
        # Built with the class's public address: the single file from a disk copies links that a click opens.
        folder = tempfile.mkdtemp(prefix="boardlab-share-base-")
        try:
            subprocess.run([sys.executable, os.path.join(ROOT, "app", "web", "make_pages.py"),
                            os.path.join(ROOT, "build-web", "app"), folder,
                            "--share-base", "https://school.example/boardlab/BoardLab.html"], check=True,
                           capture_output=True)
            with browser() as driver:
                copied = copied_in_single_file(driver, os.path.join(folder, "BoardLab.html"))
                self.assertTrue(copied.startswith("https://school.example/boardlab/BoardLab.html#v=1&g=link&"), copied)
            refused = subprocess.run([sys.executable, os.path.join(ROOT, "app", "web", "make_pages.py"),
                                      os.path.join(ROOT, "build-web", "app"), folder, "--share-base", "school/x y"],
                                     capture_output=True, text=True)
            self.assertNotEqual(refused.returncode, 0)
            self.assertIn("no web address a share link can follow", refused.stderr)
        finally:
            shutil.rmtree(folder, ignore_errors=True)

    def test_the_step_is_spoken_and_the_pages_lines_follow_the_language(self):
        with served() as address, browser() as driver:
            driver.get(address + "index.html#" + BFS)
            wait_settled(driver)
            self.assertEqual(driver.execute_script("return document.documentElement.lang"), "en")
            spoken = driver.execute_script("return document.getElementById('spoken').textContent")
            self.assertTrue(spoken.startswith("Step 3 of "), spoken)
            press(driver, Keys.RIGHT)
            wait_until(driver, "return document.getElementById('spoken').textContent.startsWith('Step 4 of ')",
                       "spoke the next step", 10)
            self.assertEqual(driver.execute_script("return document.getElementById('spoken').getAttribute('aria-live')"),
                             "polite")
            # View > Language > Chinese: the page's lang and the spoken step follow the workbench.
            click_at(driver, 331, 12)  # View, on a link board's menu bar
            click_at(driver, 346, 150)  # Language
            click_at(driver, 600, 172)  # 中文
            wait_until(driver, "return window.boardlab.state().language === 'zh-CN'", "switched to Chinese", 10)
            wait_until(driver, "return document.documentElement.lang === 'zh-CN'", "followed with its lang", 10)
            self.assertTrue(driver.execute_script("return document.getElementById('spoken').textContent")
                            .startswith("第 4 步，共 "))
        with served() as address, browser(language="zh-CN") as driver:
            driver.get(address + "index.html#" + BFS)
            wait_settled(driver)
            self.assertEqual(driver.execute_script("return document.documentElement.lang"), "zh-CN")
            spoken = driver.execute_script("return document.getElementById('spoken').textContent")
            self.assertTrue(spoken.startswith("第 3 步，共 "), spoken)
        with browser(width=800, height=400, webgl=False, language="zh-CN") as driver:
            driver.get("file://" + os.path.join(OUT, "BoardLab.html"))
            text = wait_until(driver, "const m = document.getElementById('message');"
                                      "return !m.hidden && m.textContent.includes('WebGL2') && m.textContent",
                              "said that WebGL2 is missing", timeout=30)
            self.assertIn("无法在此运行", text)


if __name__ == "__main__":
    unittest.main()
