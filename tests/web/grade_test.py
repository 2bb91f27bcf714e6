"""Run > Grade a class in the page (docs/web.md, "Your own programs"): a teacher picks five students' programs
(JavaScript and Python, two with the published defects and one that throws on load), grades them in the
page, and downloads one zip whose report gives the verdicts, boards and share links that `boardlab-cli grade`
gives for the same seed on the desktop."""
import json
import os
import shutil
import subprocess
import tempfile
import time
import unittest
import zipfile

from selenium.webdriver.common.keys import Keys

from page import ROOT, browser, click_at, press, served, state, wait_settled, wait_until

EXAMPLES = os.path.join(ROOT, "examples", "programs")
CLI = os.path.join(ROOT, "build", "app", "boardlab-cli")
SEED, TRIES = "3", "150"


def press_button(driver, at):
    """A click at `at` that does not wait for the page to settle (a search started keeps it busy)."""
    from selenium.webdriver.common.actions.action_builder import ActionBuilder
    builder = ActionBuilder(driver)
    builder.pointer_action.move_to_location(int(at[0]), int(at[1])).pointer_down().pause(0.1).pointer_up()
    builder.perform()


class GradeAClass(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.mkdtemp(prefix="boardlab-grade-")
        self.downloads = tempfile.mkdtemp(prefix="boardlab-grade-downloads-")

    def tearDown(self):
        shutil.rmtree(self.folder, ignore_errors=True)
        shutil.rmtree(self.downloads, ignore_errors=True)

    def test_five_programs_graded_in_the_page_get_the_desktops_verdicts(self):
        broken = os.path.join(self.folder, "broken.js")
        with open(broken, "w") as out:
            out.write('throw new Error("this student never ran it");\n')
        files = [os.path.join(EXAMPLES, "js", "gomoku_check.js"), os.path.join(EXAMPLES, "js", "gomoku_edge_skipped.js"),
                 os.path.join(EXAMPLES, "python", "gomoku_check.py"),
                 os.path.join(EXAMPLES, "python", "gomoku_missed_diagonal.py"), broken]
        with served() as address, browser() as driver:
            driver.execute_cdp_cmd("Browser.setDownloadBehavior", {"behavior": "allow", "downloadPath": self.downloads})
            driver.get(address + "index.html")
            wait_settled(driver)
            # Run > Grade a class... (1280x800, English: the menu's places are fixed), then Add programs...
            click_at(driver, 240, 12)
            click_at(driver, 300, 316)
            wait_until(driver, "return window.boardlab.state().grade", "the Grade a class window", 10)
            wait_settled(driver)  # laid out: a window's first frame only measures it
            shown = state(driver)["grade"]
            click_at(driver, int(shown["add"][0]), int(shown["add"][1]))
            driver.find_element("id", "boardlab-open").send_keys("\n".join(files))
            listed = wait_until(driver, "const g = window.boardlab.state().grade; return g.rows.length == 5 && g",
                                "five programs listed", 30)
            names = [r["name"] for r in listed["rows"]]
            self.assertEqual(names, ["gomoku_check", "gomoku_edge_skipped", "gomoku_check-2", "gomoku_missed_diagonal",
                                     "broken"])
            self.assertTrue(all(r["verdict"] == "" for r in listed["rows"]), "nothing runs before Grade")
            self.assertEqual(state(driver)["programs"], [], "none of them joined Your programs")
            # The seed and the tries: typed into their fields as a user does (Seed is focused by a click).
            self.set_field(driver, "seed", SEED)
            self.set_field(driver, "tries", TRIES)
            started = time.monotonic()
            press_button(driver, listed["grade"])  # grading: the page is busy until it ends
            running = wait_until(driver, "const g = window.boardlab.state().grade; return g.running && g", "grading",
                                 10)
            self.assertLess(running["graded"], 5)
            graded = wait_until(driver, "const g = window.boardlab.state().grade; return g.graded == 5 && !g.running "
                                "&& g", "five graded", 300)
            print(f"\n  five programs graded in the page in {time.monotonic() - started:.1f} s", end=" ")
            wait_settled(driver)
            save = state(driver)["grade"]["save"]
            click_at(driver, int(save[0]), int(save[1]))
            press(driver, Keys.ENTER)  # the Save dialog's name: grade-report.zip
            saved = os.path.join(self.downloads, "grade-report.zip")
            deadline = time.monotonic() + 30
            while not os.path.exists(saved) and time.monotonic() < deadline:
                time.sleep(0.1)
            self.assertTrue(os.path.exists(saved), f"no download in {self.downloads}: {os.listdir(self.downloads)}")

        # The desktop's grade of the same programs, named as the page named them.
        commands = [("node " if f.endswith(".js") else "python3 ") + f for f in files]
        marks = os.path.join(self.folder, "marks")
        subprocess.run([CLI, "grade", "--reference", "scan", "--seed", SEED, "--tries", TRIES, "--out", marks] +
                       [n + "=" + c for n, c in zip(names, commands)], check=True, capture_output=True, cwd=ROOT)
        with open(os.path.join(marks, "report.json")) as f:
            desktop = json.load(f)
        with zipfile.ZipFile(saved) as z:
            self.assertIsNone(z.testzip())
            inside = set(z.namelist())
            page = json.loads(z.read("report.json"))
            for name in ("report.md", "grades.csv", "report.html", "gomoku_edge_skipped.board",
                         "gomoku_missed_diagonal.board"):
                self.assertIn(name, inside)
            with open(os.path.join(marks, "grades.csv")) as f:
                self.assertEqual(z.read("grades.csv").decode(), f.read())
        print("\n  each in the page / with boardlab-cli: " + ", ".join(
            f"{ours['name']} {ours['seconds']:.1f} / {theirs['seconds']:.1f} s"
            for ours, theirs in zip(page["programs"], desktop["programs"])), end=" ")
        self.assertEqual([p["verdict"] for p in page["programs"]],
                         ["passed", "failed", "passed", "failed", desktop["programs"][4]["verdict"]])
        for ours, theirs in zip(page["programs"], desktop["programs"]):
            # A fault's words are its runtime's (node's exit status, the page's exception): the board's comment
            # and the program's verdict quote them. Everything else is the search's, the same.
            same = ["name", "verdict", "tried", "maxTries", "at", "size", "reference", "share", "differs"]
            if ours["verdict"] != "fault":
                same += ["board", "program"]
            for field in same:
                self.assertEqual(ours[field], theirs[field], f"{ours['name']}: {field}")
        self.assertEqual([r["verdict"].split(":")[0] for r in graded["rows"][:4]],
                         ["passed 150 of 150 inputs", f"failed on input {desktop['programs'][1]['tried']} of 150",
                          "passed 150 of 150 inputs", f"failed on input {desktop['programs'][3]['tried']} of 150"])

    def test_a_class_zip_picked_in_the_page_lists_one_program_per_students_folder(self):
        # As a course site gives the submissions: a folder per student, deflated, with an archiver's own entries.
        archive = os.path.join(self.folder, "class.zip")
        with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as z:
            z.write(os.path.join(EXAMPLES, "js", "gomoku_check.js"), "submissions/alice/check.js")
            z.write(os.path.join(EXAMPLES, "python", "gomoku_missed_diagonal.py"), "submissions/bob/check.py")
            z.writestr("__MACOSX/submissions/alice/._check.js", b"\x00\x05\x16\x07")
            z.writestr("submissions/README.md", "the assignment")
        with served() as address, browser() as driver:
            driver.get(address + "index.html")
            wait_settled(driver)
            click_at(driver, 240, 12)
            click_at(driver, 300, 316)
            wait_until(driver, "return window.boardlab.state().grade", "the Grade a class window", 10)
            wait_settled(driver)
            shown = state(driver)["grade"]
            click_at(driver, int(shown["add"][0]), int(shown["add"][1]))
            driver.find_element("id", "boardlab-open").send_keys(archive)
            listed = wait_until(driver, "const g = window.boardlab.state().grade; return g.rows.length == 2 && g",
                                "the zip's two programs listed", 30)
            self.assertEqual([r["name"] for r in listed["rows"]], ["alice", "bob"])
            self.assertEqual(state(driver)["status"], "Added 2 programs from class.zip.")
            self.assertEqual(state(driver)["programs"], [], "none of them joined Your programs")

    def set_field(self, driver, which, value):
        # Double-click selects the field's number; the typed digits replace it, Enter keeps them.
        x, y = state(driver)["grade"][which]
        click_at(driver, int(x), int(y))
        click_at(driver, int(x), int(y))
        press(driver, Keys.CONTROL, "a")
        for digit in value:
            press(driver, digit)
        press(driver, Keys.ENTER)
        wait_settled(driver)


if __name__ == "__main__":
    unittest.main()
