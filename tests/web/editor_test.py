"""The program editor in the page (docs/web.md, "Your own programs"): Run > Program editor > New Python check
starts a check from the kit's template, kept in the page's storage, which runs and is traced on the board with
its line highlighted in the editor; a line typed and saved with Ctrl+S restarts it with the new step; text
typed and not saved is kept as a draft and comes back after a reload, without the program running unasked."""
import unittest

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from page import browser, click_at, press, served, state, wait_settled, wait_until

PROGRAMS = "/home/web_user/.local/share/boardlab/programs"
DRAFTS = "/home/web_user/.local/state/boardlab/program-drafts"
# Run > Program editor and its items, at 1280x800 in English (the menu opens under Run at 240,12).
RUN_MENU = (240, 12)
EDITOR_MENU = (300, 338)
NEW_PYTHON = (580, 360)
EDIT_FIRST = (580, 388)


def open_editor_menu(driver):
    click_at(driver, *RUN_MENU)
    click_at(driver, *EDITOR_MENU)


def type_text(driver, text):
    ActionChains(driver).send_keys(text).perform()
    wait_settled(driver)


def click_line(driver, line):
    """A click at the start of `line` (1-based) of the editor's text."""
    editor = state(driver)["editor"]
    x, y = editor["text"]
    click_at(driver, x, y + (line - 1) * editor["lineHeight"])


class ProgramEditorInThePage(unittest.TestCase):
    def test_a_check_written_in_the_page_runs_is_saved_and_its_unsaved_text_survives_a_reload(self):
        with served() as address, browser() as driver:
            driver.get(address + "index.html")
            wait_settled(driver)
            open_editor_menu(driver)
            click_at(driver, *NEW_PYTHON)
            # The template's check runs under Pyodide and is traced: its t.say() is line 12, highlighted.
            shown = wait_until(
                driver, "const s = window.boardlab.state(); return s.editor && s.algorithm == 'check_gomoku' && "
                "s.source && s.source.line == 12 && s.editor.highlighted == 12 && !s.busy ? s : null",
                "the new check traced the board", 180)
            self.assertTrue(shown["editor"]["file"].endswith("/programs/check_gomoku.py"), shown["editor"])
            template = driver.execute_script(f"return window.boardlab.read('{PROGRAMS}/check_gomoku.py')")
            self.assertIn("boardlab.run_gomoku(check)", template)
            self.assertNotIn("grade.sh", template)

            # A line typed below line 12 (Enter keeps its indent) and saved with Ctrl+S: the program starts
            # again, and its second step is the new line.
            click_line(driver, 12)
            press(driver, Keys.END)
            press(driver, Keys.ENTER)
            type_text(driver, 't.say("counting the row")')
            self.assertTrue(state(driver)["editor"]["dirty"])
            press(driver, Keys.CONTROL, "s")
            saved = driver.execute_script(f"return window.boardlab.read('{PROGRAMS}/check_gomoku.py')")
            self.assertEqual(saved.splitlines()[12], '    t.say("counting the row")', saved)
            press(driver, Keys.ESCAPE)  # the keys go back to the board
            # The restarted program's trace has two steps (the template's had one: its t.mark() joins its say).
            wait_until(driver, "const s = window.boardlab.state(); return !s.busy && s.steps == 2 && "
                       "!s.editor.dirty && s.programs.some((p) => p.name == 'check_gomoku' && p.running)",
                       "traced again", 120)
            press(driver, Keys.HOME)
            press(driver, Keys.RIGHT)
            stepped = state(driver)
            self.assertEqual(stepped["source"]["line"], 13, stepped["source"])
            self.assertEqual(stepped["source"]["narration"], "counting the row")
            self.assertEqual(stepped["editor"]["highlighted"], 13)

            # Typed and not saved: kept as a draft, which the page's storage keeps over a reload.
            click_line(driver, 1)
            type_text(driver, "# not saved yet")
            press(driver, Keys.ENTER)
            wait_until(driver, f"return window.boardlab.files('{DRAFTS}').filter((n) => !n.startsWith('.')).length == 1",
                       "kept the draft", 20)
            driver.execute_async_script("window.boardlab.keep().then(arguments[0])")
            driver.refresh()
            wait_settled(driver)
            open_editor_menu(driver)
            click_at(driver, *EDIT_FIRST)
            back = state(driver)
            self.assertIn("editor", back, back["status"])
            self.assertTrue(back["editor"]["code"].startswith("# not saved yet\n"), back["editor"]["code"][:80])
            self.assertTrue(back["editor"]["dirty"])
            self.assertIn("not saved are back", back["editor"]["message"])
            program = [p for p in back["programs"] if p["name"] == "check_gomoku"][0]
            self.assertFalse(program["running"], "a kept program runs again only once the user says so")


if __name__ == "__main__":
    unittest.main()
