"""Unsaved work in the page (docs/web.md, "Unsaved work"): the recovery copy is kept by the tab that writes the
page's storage and offered only once that tab is gone without leaving cleanly (a crash); a second tab never
offers the first one's live work, an embed never offers or keeps a copy, and a reload the user confirmed (or
with nothing unsaved) is a clean leave, not "did not close properly"."""
import time
import unittest

from selenium.webdriver.common.keys import Keys

from page import browser, click_at, press, served, state, wait_settled, wait_until

# Point d4 of the first screen's 15x15 board in a 1280x800 window (tests/web/golden/first-screen.png).
D4 = (262, 400)
FOLDER = "/home/web_user/.local/state/boardlab"
COPIES = f"return window.boardlab.files('{FOLDER}').filter((name) => name.startsWith('recovery') && name.endsWith('.board'))"
# A link board, opened as an embed (the teacher's figure on a course page).
EMBED = "#v=1&g=link&size=4x2&border=on&turns=2&tiles=A.BA.B..&embed"


def unsaved_work_kept(driver):
    """A stone placed (unsaved work), its recovery copy written and the page's storage written back: what a
    crash would leave behind. Returns the board."""
    click_at(driver, *D4)
    wait_until(driver, COPIES + ".length > 0", "wrote its recovery copy")
    driver.execute_async_script("window.boardlab.keep().then(() => arguments[0]())")
    return state(driver)["board"]


def crash(driver):
    """The tab's renderer dies (no pagehide, no unload: a crash or a killed tab), and the driver is left on
    another tab, since this one is gone."""
    dead = driver.current_window_handle
    driver.switch_to.new_window("tab")
    keep = driver.current_window_handle
    driver.switch_to.window(dead)
    try:
        driver.execute_cdp_cmd("Page.crash", {})
    except Exception:  # the command's answer dies with the renderer
        pass
    driver.switch_to.window(keep)
    try:
        driver.switch_to.window(dead)
        driver.close()
    except Exception:
        pass
    driver.switch_to.window(keep)


def restore_if_asked(driver):
    """Enter: "Restore the board you were working on?" Yes, if the question is on screen; nothing otherwise."""
    press(driver, Keys.ENTER)


def open_page(driver, address, fragment=""):
    driver.get(address + "index.html" + fragment)
    wait_settled(driver)


def offered_to_a_new_page(driver, address, board):
    """A page opened now offers `board` back, and Enter restores it."""
    open_page(driver, address)
    restore_if_asked(driver)
    wait_until(driver, f"return window.boardlab.state().board === {repr(board)}", "restored the board")


class Recovery(unittest.TestCase):
    def test_a_crashed_tabs_work_is_offered_to_the_next_tab(self):
        with served() as address, browser() as driver:
            open_page(driver, address)
            board = unsaved_work_kept(driver)
            # The page asks the browser to confirm leaving unsaved work (headless Chromium shows no dialog).
            asks = "const e = new Event('beforeunload', {cancelable: true}); dispatchEvent(e); return e.defaultPrevented"
            self.assertTrue(driver.execute_script(asks))
            crash(driver)
            open_page(driver, address)
            self.assertTrue(driver.execute_script("return window.boardlab.storage().writer"))
            self.assertNotEqual(state(driver)["board"], board)  # the first screen, with the question over it
            restore_if_asked(driver)
            wait_until(driver, f"return window.boardlab.state().board === {repr(board)}", "restored the board")

    def test_a_second_tab_never_offers_the_first_tabs_live_work(self):
        with served() as address, browser() as driver:
            open_page(driver, address)
            first = driver.current_window_handle
            board = unsaved_work_kept(driver)
            driver.switch_to.new_window("tab")
            open_page(driver, address)
            fresh = state(driver)["board"]
            restore_if_asked(driver)
            self.assertEqual(state(driver)["board"], fresh, "the second tab restored the first one's live work")
            self.assertFalse(state(driver)["unsaved"])
            # Nor does it keep a copy of its own, which no tab could tell from a live one.
            click_at(driver, *D4)
            wait_until(driver, "return window.boardlab.state().unsaved", "took the click")
            time.sleep(3)  # a copy is due two seconds after a change: none comes
            self.assertEqual(len(driver.execute_script(COPIES)), 1)
            driver.close()
            # The first tab, gone without leaving cleanly: the next tab offers its work.
            driver.switch_to.window(first)
            crash(driver)
            offered_to_a_new_page(driver, address, board)

    def test_an_embed_never_offers_recovery_and_keeps_no_copy(self):
        with served() as address, browser() as driver:
            open_page(driver, address)
            board = unsaved_work_kept(driver)
            crash(driver)
            # The teacher's figure, the first page opened after the crash: it reads the storage but never writes
            # it, so it takes no lock either.
            open_page(driver, address, EMBED)
            self.assertTrue(state(driver)["embedded"])
            self.assertFalse(driver.execute_script("return window.boardlab.storage().writer"))
            figure = state(driver)["board"]
            self.assertTrue(figure.startswith("game link"), figure)
            restore_if_asked(driver)
            self.assertEqual(state(driver)["board"], figure, "the embed replaced the figure with the old board")
            # Esc, the whole workbench, a gomoku board pasted and a stone placed: still no copy of the embed's own.
            press(driver, Keys.ESCAPE)
            driver.execute_cdp_cmd("Browser.grantPermissions", {
                "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"], "origin": address.rstrip("/")})
            driver.execute_async_script("navigator.clipboard.writeText(arguments[0]).then(() => arguments[1]())",
                                        "game gomoku\nsize 15\n")
            press(driver, Keys.CONTROL, "v")
            wait_until(driver, "return window.boardlab.state().board.startsWith('game gomoku')", "pasted the board")
            click_at(driver, *D4)
            wait_until(driver, "return window.boardlab.state().unsaved", "took the stone")
            time.sleep(3)  # a copy is due two seconds after a change: none comes
            self.assertEqual(len(driver.execute_script(COPIES)), 1)  # the crashed tab's, still there
            driver.execute_async_script("window.boardlab.keep().then(() => arguments[0]())")
            driver.get("about:blank")
            # The crashed tab's copy is still offered to an ordinary page.
            offered_to_a_new_page(driver, address, board)

    def test_a_reload_the_user_confirmed_is_no_crash(self):
        with served() as address, browser() as driver:
            open_page(driver, address)
            unsaved_work_kept(driver)
            # Headless Chromium asks no leave question: the reload is the user's confirmed one.
            driver.refresh()
            wait_settled(driver)
            self.assertTrue(driver.execute_script("return window.boardlab.storage().writer"))
            fresh = state(driver)["board"]
            restore_if_asked(driver)
            self.assertEqual(state(driver)["board"], fresh, "a confirmed reload offered its work as a crash copy")
            self.assertEqual(driver.execute_script(COPIES), [])
            # And after one more reload, with nothing unsaved, still nothing.
            driver.execute_async_script("window.boardlab.keep().then(() => arguments[0]())")
            driver.refresh()
            wait_settled(driver)
            restore_if_asked(driver)
            self.assertEqual(state(driver)["board"], fresh)
            self.assertEqual(driver.execute_script(COPIES), [])


if __name__ == "__main__":
    unittest.main()
