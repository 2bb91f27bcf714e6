"""grade's report.html in Chromium: a class with failures as a teacher sees it (pixels against a golden, in
English and Chinese), its table sorted by a click, nothing fetched from a network, and the hints gone in
print. The report is made by the real boardlab-cli from a fixed folder (the report names its programs'
commands and folder), with the seconds set to fixed values through a shard and its merge."""
import json
import os
import shutil
import subprocess
import unittest

from page import OUT, ROOT, browser, compare_with_golden, screenshot, served, state, wait_settled

CLI = os.path.join(ROOT, "build", "app", "boardlab-cli")
CLASS_DIR = "/tmp/boardlab-report-golden"


def make_report(lang):
    """The class's report.html in `lang`, graded once per process."""
    if not os.path.exists(os.path.join(CLASS_DIR, "part", "report.json")):
        shutil.rmtree(CLASS_DIR, ignore_errors=True)
        os.makedirs(CLASS_DIR)
        for source in ("examples/programs/python/gomoku_check.py", "examples/programs/python/gomoku_missed_diagonal.py",
                       "tests/programs/misbehave.py"):
            shutil.copy(os.path.join(ROOT, source), CLASS_DIR)
        with open(os.path.join(CLASS_DIR, "class.txt"), "w") as f:
            f.write("alice=python3 gomoku_check.py\nbob=python3 gomoku_missed_diagonal.py\n"
                    "erin=python3 misbehave.py garbage\nfrank=python3 misbehave.py exit-start\n"
                    "mallory=python3 gomoku_check.py\n")
        subprocess.run([CLI, "grade", "--reference", "scan", "--programs", "class.txt", "--tries", "8", "--shard",
                        "1/1", "--out", "part"], cwd=CLASS_DIR, check=True, capture_output=True)
        # The seconds are the only thing that changes from run to run: fixed, the merge writes the same page.
        report_file = os.path.join(CLASS_DIR, "part", "report.json")
        with open(report_file) as f:
            report = json.load(f)
        for k, p in enumerate(report["programs"]):
            p["seconds"] = 1.25 * (k + 1)
        with open(report_file, "w") as f:
            json.dump(report, f)
    out = os.path.join(CLASS_DIR, "marks-" + lang)
    subprocess.run([CLI, "grade", "--merge", "part", "--out", out, "--lang", lang, "--share-base",
                    "https://school.example/boardlab/"], cwd=CLASS_DIR, check=True, capture_output=True)
    return "file://" + os.path.join(out, "report.html")


@unittest.skipUnless(os.path.exists(CLI), f"no {CLI}: the Release build (scripts/setup.sh) makes it")
class Report(unittest.TestCase):
    def test_a_class_with_failures_looks_as_it_should_in_english_and_chinese(self):
        for lang, golden in (("en", "grade-report.png"), ("zh-CN", "grade-report-zh.png")):
            with browser(1000, 1500) as driver:
                driver.get(make_report(lang))
                self.assertEqual(driver.execute_script("return document.documentElement.lang"), lang)
                self.assertEqual(len(driver.find_elements("css selector", "section.finding svg")), 3)
                compare_with_golden(self, screenshot(driver), golden)

    def test_a_click_sorts_the_table_and_nothing_comes_from_a_network(self):
        with browser(1000, 900) as driver:
            driver.get(make_report("en"))
            names = lambda: [r.text for r in driver.find_elements("css selector", "#grades tbody td:first-child")]
            self.assertEqual(names(), ["alice", "bob", "erin", "frank", "mallory"])
            seconds = driver.find_elements("css selector", "#grades th")[3]
            seconds.click()
            self.assertEqual(names(), ["alice", "bob", "erin", "frank", "mallory"])
            seconds.click()
            self.assertEqual(names(), ["mallory", "frank", "erin", "bob", "alice"])
            self.assertEqual(seconds.get_attribute("aria-sort"), "descending")
            driver.find_elements("css selector", "#grades th")[1].click()  # by verdict, as words; ties keep their order
            self.assertEqual(names(), ["bob", "frank", "erin", "mallory", "alice"])
            self.assertEqual(driver.execute_script("return performance.getEntriesByType('resource').length"), 0)
            link = driver.find_element("css selector", "section#p-bob a[href^='https://school.example/boardlab/#v=1']")
            self.assertIn("algo=scan&move=", link.get_attribute("href"))

    def test_each_counterexamples_link_opens_its_scene_in_the_page_at_the_references_verdict(self):
        make_report("en")
        with open(os.path.join(CLASS_DIR, "part", "report.json")) as f:
            links = [p["share"] for p in json.load(f)["programs"] if p["share"]]
        self.assertEqual(len(links), 3)
        with served(OUT) as address, browser() as driver:
            for link in links:
                driver.get("about:blank")
                driver.get(address + "index.html#" + link)
                wait_settled(driver)
                shown = state(driver)
                step = int(link.rsplit("&step=", 1)[1])
                self.assertEqual(shown["step"], step, link)
                traced = json.loads(subprocess.run([CLI, "trace", link, "--json"], capture_output=True, text=True,
                                                   check=True).stdout)
                self.assertEqual(shown["steps"], len(traced["steps"]), link)
                self.assertEqual(traced["steps"][step - 1]["event"], "verdict", link)

    def test_print_leaves_out_the_hints_and_the_board_files(self):
        with browser(1000, 900) as driver:
            driver.get(make_report("en"))
            driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
            self.assertEqual(driver.execute_script("return getComputedStyle(document.querySelector('.hint')).display"),
                             "none")
            self.assertEqual(driver.execute_script("return getComputedStyle(document.querySelector('details')).display"),
                             "none")


if __name__ == "__main__":
    unittest.main()
