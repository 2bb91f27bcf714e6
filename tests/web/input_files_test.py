"""The page takes the mouse and the keyboard, opens a board through the browser's file picker, hands every file
it saves to the browser's downloads, copies and pastes through the browser's clipboard (Edit > Paste a board,
which cannot read it, says to press Ctrl+V), and two tabs share one storage (tests/web/recovery_test.py: the
unsaved work it keeps). Each state is read back through the page's test hook, not from pixels."""
import os
import shutil
import tempfile
import time
import unittest

from selenium.webdriver.common.keys import Keys

from page import ROOT, browser, click_at, copied_with, press, served, state, wait_settled, wait_until

# Point d4 of the first screen's 15x15 board in a 1280x800 window (tests/web/golden/first-screen.png).
D4 = (262, 400)
# The Edit menu in the menu bar, and its item "Paste a board" once it is open.
EDIT_MENU = (65, 12)
PASTE_ITEM = (100, 134)


class InputAndFiles(unittest.TestCase):
    def setUp(self):
        self.downloads = tempfile.mkdtemp(prefix="boardlab-downloads-")

    def tearDown(self):
        shutil.rmtree(self.downloads, ignore_errors=True)

    def open_page(self, driver, address):
        driver.execute_cdp_cmd("Browser.setDownloadBehavior", {"behavior": "allow", "downloadPath": self.downloads})
        driver.get(address + "index.html")
        wait_settled(driver)

    def test_a_click_places_a_stone_and_space_steps_the_trace(self):
        with served() as address, browser() as driver:
            self.open_page(driver, address)
            first = state(driver)
            self.assertEqual((first["step"], first["steps"]), (6, 10))
            press(driver, Keys.ARROW_RIGHT)
            self.assertEqual(state(driver)["step"], 7)
            press(driver, Keys.SPACE)  # plays to the end of the trace
            wait_until(driver, "const s = window.boardlab.state(); return s.step === s.steps && window.boardlab.settled()",
                       "played the trace to its end")
            click_at(driver, *D4)
            after = state(driver)
            self.assertTrue(after["board"].rstrip().endswith(" k7 d4"), after["board"])
            self.assertTrue(after["unsaved"])

    def test_save_hands_the_board_to_the_downloads(self):
        with served() as address, browser() as driver:
            self.open_page(driver, address)
            click_at(driver, *D4)
            press(driver, Keys.CONTROL, "s")  # untitled: straight to the downloads as position.board, no dialog
            saved = os.path.join(self.downloads, "position.board")
            deadline = time.monotonic() + 30
            while not os.path.exists(saved) and time.monotonic() < deadline:
                time.sleep(0.1)
            self.assertTrue(os.path.exists(saved), f"no download in {self.downloads}: {os.listdir(self.downloads)}")
            with open(saved) as f:
                self.assertEqual(f.read(), state(driver)["board"])
            self.assertFalse(state(driver)["unsaved"])
            self.assertEqual(state(driver)["status"], "Saved position.board.")
            # Save as: no folder browser over the page's storage either, the same name again.
            click_at(driver, *D4)
            press(driver, Keys.CONTROL, Keys.SHIFT, "s")
            wait_until(driver, "return !window.boardlab.state().unsaved", "saved again", 10)
            self.assertEqual(state(driver)["status"], "Saved position.board.")
            board = state(driver)["board"]  # downloaded under the same name (this browser's setting replaces it)

            def downloaded():
                with open(saved) as f:
                    return f.read()
            deadline = time.monotonic() + 30
            while time.monotonic() < deadline and downloaded() != board:
                time.sleep(0.1)
            self.assertEqual(downloaded(), board)

    def test_open_takes_a_board_from_the_browsers_file_picker(self):
        board = os.path.join(ROOT, "examples", "link", "classic-12x8.board")
        with served() as address, browser() as driver:
            self.open_page(driver, address)
            press(driver, Keys.CONTROL, "o")
            picker = driver.find_element("id", "boardlab-open")
            self.assertIn(".board", picker.get_attribute("accept"))
            picker.send_keys(board)  # what choosing the file in the picker does
            wait_until(driver, "return window.boardlab.state().board.startsWith('game link')", "opened the link board")
            with open(board) as f:
                rows = f.read().split("grid\n", 1)[1].split()
            self.assertIn("size 12x8", state(driver)["board"])
            for row in rows:  # every row of tiles as the file has it
                self.assertIn(row, state(driver)["board"])
            # Opened from the copy kept in the page's home, so a reload still finds it; named by its own name.
            self.assertEqual(state(driver)["document"], "/home/web_user/Opened/classic-12x8.board")
            self.assertTrue(state(driver)["status"].startswith("Opened classic-12x8.board."), state(driver)["status"])
            # A file that is no board: said by its name, and its copy not kept.
            broken = os.path.join(self.downloads, "notes.board")
            with open(broken, "w") as f:
                f.write("game gomoku\nsize 15\nmoves h8 zz99\n")
            press(driver, Keys.CONTROL, "o")
            driver.find_element("id", "boardlab-open").send_keys(broken)
            wait_until(driver, "return window.boardlab.state().status.startsWith('Not opened')", "refused the file")
            self.assertNotIn("/home/web_user", state(driver)["status"])
            self.assertIn("notes.board", state(driver)["status"])
            self.assertNotIn("notes.board", driver.execute_script("return window.boardlab.files('/home/web_user/Opened')"))
            self.assertIn("classic-12x8.board", driver.execute_script("return window.boardlab.files('/home/web_user/Opened')"))

    def test_copy_and_paste_go_through_the_browsers_clipboard(self):
        with served() as address, browser() as driver:
            self.open_page(driver, address)
            copied = copied_with(driver, address, Keys.CONTROL, "c")
            self.assertEqual(copied, state(driver)["board"])
            # A board copied in another program, pasted with Ctrl+V: the browser's paste event carries it.
            with open(os.path.join(ROOT, "examples", "link", "classic-12x8.board")) as f:
                text = f.read()
            driver.execute_async_script("navigator.clipboard.writeText(arguments[0]).then(() => arguments[1]())", text)
            press(driver, Keys.CONTROL, "v")
            wait_until(driver, "return window.boardlab.state().board.startsWith('game link')", "pasted the link board")

    def test_the_paste_menu_says_to_press_ctrl_v_and_ctrl_v_opens_a_link_as_a_link(self):
        with served() as address, browser() as driver:
            self.open_page(driver, address)
            before = state(driver)["board"]
            # A share link (the page's own address with a scene) on the clipboard, put there by another program.
            link = address + "index.html#v=1&g=link&size=4x2&border=on&turns=2&tiles=A.BA.B.."
            driver.execute_cdp_cmd("Browser.grantPermissions", {
                "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"], "origin": address.rstrip("/")})
            driver.execute_async_script("navigator.clipboard.writeText(arguments[0]).then(() => arguments[1]())", link)
            # Edit > Paste a board: the menu brings no paste event, so the page cannot read the clipboard; it says
            # how to paste instead of reading nothing as a board ("cannot tell the format").
            click_at(driver, *EDIT_MENU)
            click_at(driver, *PASTE_ITEM)
            shown = state(driver)
            self.assertIn("press Ctrl+V", shown["status"])
            self.assertNotIn("cannot tell", shown["status"])
            self.assertEqual(shown["board"], before)
            # Ctrl+V: the browser's paste event carries the link, which opens as a link.
            press(driver, Keys.CONTROL, "v")
            wait_until(driver, "return window.boardlab.state().board.startsWith('game link')", "opened the link")
            self.assertIn("Opened the share link.", state(driver)["status"])
            self.assertIn("A.BA", state(driver)["board"])

    def test_a_second_tab_reads_the_kept_files_and_leaves_the_writing_to_the_first(self):
        with served() as address, browser() as driver:
            self.open_page(driver, address)
            first = driver.current_window_handle
            self.assertEqual(driver.execute_script("return window.boardlab.storage()"), {"kept": True, "writer": True})
            driver.switch_to.new_window("tab")
            driver.get(address + "index.html")
            wait_settled(driver)
            self.assertEqual(driver.execute_script("return window.boardlab.storage()"), {"kept": True, "writer": False})
            self.assertIn("another tab", state(driver)["status"])
            # The first tab still writes: closing it leaves the storage to the next page opened.
            driver.close()
            driver.switch_to.window(first)
            self.assertTrue(driver.execute_script("return window.boardlab.storage().writer"))


if __name__ == "__main__":
    unittest.main()
