"""Headless Chromium on BoardLab's page, for tests/web/*_test.py: a served folder, a browser with the flags
these machines need, waits on the page's test hook (window.boardlab, app/web/index.html) instead of on
time, and screenshots compared with a golden."""
import contextlib
import functools
import http.server
import io
import os
import shutil
import tempfile
import threading
import time

from PIL import Image, ImageChops
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
OUT = os.path.join(ROOT, "out", "web")
GOLDEN = os.path.join(ROOT, "tests", "web", "golden")


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@contextlib.contextmanager
def served(folder=OUT):
    """The folder on 127.0.0.1 at a free port, as any static host would serve it (no special headers)."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=folder))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


@contextlib.contextmanager
def browser(width=1280, height=800, webgl=True, language="en-US"):
    """Debian's Chromium, headless, drawing WebGL2 in software (SwiftShader), in a profile of its own. The
    network flags keep it from calling out of this closed machine."""
    profile = tempfile.mkdtemp(prefix="boardlab-chromium-")
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--use-angle=swiftshader", "--enable-unsafe-swiftshader",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync",
                 "--disable-quic", "--no-first-run", "--force-device-scale-factor=1",
                 f"--window-size={width},{height}", f"--user-data-dir={profile}", f"--lang={language}"):
        options.add_argument(flag)
    if not webgl:
        options.add_argument("--disable-webgl")
    options.add_experimental_option("prefs", {"intl.accept_languages": language})
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    try:
        yield driver
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)


def wait_until(driver, script, what, timeout=90.0):
    """Runs `script` (JavaScript returning a value) until it is truthy; fails naming `what` after `timeout` s
    with the page's message line and console, so a broken page says why."""
    deadline = time.monotonic() + timeout
    while True:
        value = driver.execute_script(script)
        if value:
            return value
        if time.monotonic() > deadline:
            message = driver.execute_script(
                "const m = document.getElementById('message'); return m && !m.hidden ? m.textContent : ''")
            logs = "\n".join(entry["message"] for entry in driver.get_log("browser"))
            raise AssertionError(f"the page never {what} in {timeout:.0f} s; its message: {message!r}\n{logs}")
        time.sleep(0.05)


def wait_settled(driver, frames=3, timeout=90.0):
    """Until the page has drawn `frames` frames and nothing moves or waits to be drawn (the hook's settled)."""
    wait_until(driver, f"return window.boardlab && window.boardlab.framesDrawn() >= {frames} && "
                       "window.boardlab.settled()", "settled", timeout)


def screenshot(driver):
    return Image.open(io.BytesIO(driver.get_screenshot_as_png())).convert("RGB")


def compare_with_golden(test, image, name, tolerance=0.005):
    """At most `tolerance` of the pixels may differ by more than 32 in brightness from tests/web/golden/NAME
    (text and lines are drawn by WebGL2 in software, the same on every machine like this one). With
    BOARDLAB_UPDATE_GOLDEN=1 the golden is written instead. A failure leaves NAME.actual beside it."""
    path = os.path.join(GOLDEN, name)
    if os.environ.get("BOARDLAB_UPDATE_GOLDEN") == "1":
        image.save(path)
        return
    test.assertTrue(os.path.exists(path), f"no golden {path}: run with BOARDLAB_UPDATE_GOLDEN=1 and look at it")
    golden = Image.open(path).convert("RGB")
    test.assertEqual(image.size, golden.size, f"{name}: the page's size differs from the golden's")
    diff = ImageChops.difference(image, golden).convert("L").point(lambda v: 255 if v > 32 else 0)
    off = sum(diff.histogram()[255:]) / (image.size[0] * image.size[1])
    if off > tolerance:
        image.save(path + ".actual", format="PNG")
    test.assertLessEqual(off, tolerance, f"{name}: {off:.2%} of the pixels differ (actual: {path}.actual)")


def press(driver, *keys):
    """Holds the keys together until the page has drawn two frames with them down, as a user's press spans
    frames (ImGui 1.86 reads the keys once a frame: a press and release between two frames is lost), then
    waits until the page has answered them."""
    from selenium.webdriver.common.action_chains import ActionChains
    # Two frames counted from the page's receiving the last key down: frames drawn for the first keys' own
    # events can pass before it (each event draws a few, FramePacer).
    driver.execute_script("window.boardlabKeyDownAt = -1; window.addEventListener('keydown', () => {"
                          " window.boardlabKeyDownAt = window.boardlab.framesDrawn(); }, {capture: true});")
    down = ActionChains(driver)
    for key in keys:
        down.key_down(key)
    down.perform()
    wait_until(driver, "return window.boardlabKeyDownAt >= 0 && "
                       "window.boardlab.framesDrawn() >= window.boardlabKeyDownAt + 2", "drew the keys held down", 30)
    up = ActionChains(driver)
    for key in reversed(keys):
        up.key_up(key)
    up.perform()
    wait_settled(driver)


def click_at(driver, x, y):
    """A click at (x, y) of the page's viewport (CSS pixels), then waits until the page has answered it."""
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.actions.action_builder import ActionBuilder
    builder = ActionBuilder(driver)
    builder.pointer_action.move_to_location(x, y).pointer_down().pause(0.1).pointer_up()
    builder.perform()
    wait_settled(driver)


def copied_with(driver, address, *keys):
    """Presses `keys` (a copy) with the page allowed the clipboard, and returns what the browser's clipboard then
    holds ('refused: ...' when the page may not read it)."""
    driver.execute_cdp_cmd("Browser.grantPermissions", {
        "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"], "origin": address.rstrip("/")})
    press(driver, *keys)
    return driver.execute_async_script(
        "navigator.clipboard.readText().then(arguments[0], (e) => arguments[0]('refused: ' + e))")


def state(driver):
    """What the page's test hook reports: board (board-file text), document, unsaved, step, steps, status."""
    return driver.execute_script("return window.boardlab.state()")
