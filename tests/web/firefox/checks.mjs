// The page in Firefox ESR (docs/web.md, Tests): Debian's default browser, and the one a lab's machines open
// links in. Debian ships no geckodriver, so Firefox is driven over WebDriver BiDi by puppeteer-core, shown on a
// display (Xvfb): headless Firefox has no WebGL2. firefox_test.py starts one check per test:
//   node checks.mjs CHECK '{"page": "http://.../index.html", ...}'
// and reads its last line: "ok: ..." or the failure with the page's message line.
import puppeteer from "puppeteer-core";

// Lesson 14's scene (tests/web/share_link_test.py's BFS): a link board, breadth-first search, step 3.
const BFS = "v=1&g=link&size=12x8&border=on&turns=2&tiles=...............................FB.B..G.LCKLGBDIHCG.IBGJFJE" +
  "GBGKGCEGAHIE....CLIIJAAJLHFFALHAILBEAD&algo=bfs&from=7,2&to=0,7&step=3";

class Failed extends Error {}

function check(condition, what) {
  if (!condition) throw new Failed(what);
}

async function launch(language = "en-US", width = 1280, height = 800) {
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: "/usr/bin/firefox-esr",
    headless: false,
    args: [`--width=${width}`, `--height=${height}`],
    extraPrefsFirefox: {"intl.accept_languages": language, "intl.locale.requested": language},
  });
  const [tab] = await browser.pages();
  const page = tab || (await browser.newPage());
  await page.setViewport({width, height});
  return {browser, page};
}

// `check(page)` in a Firefox of its own, closed whatever it ends with.
async function inFirefox(language, check) {
  const {browser, page} = await launch(language);
  try {
    return await check(page);
  } finally {
    await browser.close();
  }
}

// Until `script` (an expression) is truthy in `frame`; fails naming `what`, with the page's message line.
async function waitUntil(frame, script, what, seconds = 30) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const value = await frame.evaluate(script).catch(() => null);
    if (value) return value;
    if (Date.now() > deadline) {
      const message = await frame.evaluate("document.getElementById('message')?.textContent || ''").catch(() => "");
      throw new Failed(`the page never ${what} in ${seconds} s; its message: ${JSON.stringify(message)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const waitSettled = (frame, seconds = 90) =>
  waitUntil(frame, "window.boardlab && window.boardlab.framesDrawn() >= 3 && window.boardlab.settled()", "settled",
            seconds);
const shown = (frame) => frame.evaluate("window.boardlab.state()");

// Keys held together until the page has drawn two frames with them down (ImGui reads keys once a frame), then
// released, and the page settled (tests/web/page.py's press).
async function press(page, frame, ...keys) {
  // Two frames counted from the page's receiving the last key down: the frames drawn for the first keys' own
  // events can pass before it, and a key up in the frame it went down in is never seen (ImGui reads the keys
  // once a frame). Each key's event draws a few frames after it (FramePacer).
  await frame.evaluate(() => {
    window.boardlabKeyDownAt = -1;
    window.addEventListener("keydown", () => { window.boardlabKeyDownAt = window.boardlab.framesDrawn(); },
                            {capture: true});
  });
  for (const key of keys) await page.keyboard.down(key);
  await waitUntil(frame, "window.boardlabKeyDownAt >= 0 && " +
                  "window.boardlab.framesDrawn() >= window.boardlabKeyDownAt + 2", "drew the keys held down");
  for (const key of [...keys].reverse()) await page.keyboard.up(key);
  await waitSettled(frame);
}

const stepInAddress = (step) => `/[#&]step=${step}(&|$)/.test(location.hash)`;

const checks = {
  // The first screen draws (WebGL2 on a display), names no desktop path, and the screenshot is the board.
  first_screen: (given) => inFirefox("en-US", async (page) => {
    const asked = Date.now();
    await page.goto(given.page);
    await waitSettled(page);
    const seconds = (Date.now() - asked) / 1000;
    const state = await shown(page);
    check(state.board.startsWith("game gomoku"), `the first screen's board: ${state.board}`);
    check(!JSON.stringify(state).includes("/home/web_user"), `a desktop path on screen: ${state.status}`);
    await page.screenshot({path: given.screenshot});
    return `first screen settled ${seconds.toFixed(1)} s after the request`;
  }),

  // A share link opens its scene; stepping is spoken in the aria-live region and followed by the address, and a
  // reload shows the step on screen.
  share_link: (given) => inFirefox("en-US", async (page) => {
    await page.goto(given.page + "#" + BFS);
    await waitSettled(page);
    let state = await shown(page);
    check(state.board.startsWith("game link") && state.step === 3, `opened ${state.board} at step ${state.step}`);
    check(state.status === "Opened the share link.", `status: ${state.status}`);
    check((await page.evaluate("document.getElementById('spoken').textContent")).startsWith("Step 3 of "),
          "the spoken step");
    await press(page, page, "ArrowRight");
    state = await shown(page);
    await waitUntil(page, `document.getElementById('spoken').textContent.startsWith('Step ${state.step} of ')`,
                    "spoke the step");
    await waitUntil(page, stepInAddress(state.step), `put step ${state.step} in the address`, 10);
    await page.reload();
    await waitSettled(page);
    const again = await shown(page);
    check(again.step === state.step && again.board === state.board,
          `the reload showed step ${again.step}, not ${state.step}`);
    return `the address followed step ${state.step} and the reload showed it`;
  }),

  // Zoom, reload, print and find stay the browser's; the keys BoardLab uses are held; Ctrl+wheel is zoom.
  keys: (given) => inFirefox("en-US", async (page) => {
    await page.goto(given.page);
    await waitSettled(page);
    const kept = (key, ctrl, shift) => page.evaluate(([key, ctrl, shift]) => {
      const event = new KeyboardEvent("keydown", {key, ctrlKey: ctrl, shiftKey: shift, bubbles: true,
                                                  cancelable: true});
      document.getElementById("canvas").dispatchEvent(event);
      return event.defaultPrevented;
    }, [key, ctrl, shift]);
    for (const [key, ctrl, shift] of [["=", true, false], ["-", true, false], ["0", true, false],
                                      ["r", true, false], ["p", true, false], ["f", true, false],
                                      ["F12", false, false]])
      check(!(await kept(key, ctrl, shift)), `${key} ctrl=${ctrl} was held from the browser`);
    for (const [key, ctrl, shift] of [["F1", false, false], ["F5", false, false], ["F11", false, false],
                                      ["s", true, false], ["S", true, true], ["o", true, false],
                                      ["z", true, false], ["y", true, false], ["C", true, true]])
      check(await kept(key, ctrl, shift), `${key} ctrl=${ctrl} was left to the browser`);
    const wheelKept = (ctrl) => page.evaluate((ctrl) => {
      const event = new WheelEvent("wheel", {deltaY: -120, ctrlKey: ctrl, bubbles: true, cancelable: true});
      document.getElementById("canvas").dispatchEvent(event);
      return event.defaultPrevented;
    }, ctrl);
    check(!(await wheelKept(true)), "Ctrl+wheel was held from the browser's zoom");
    check(await wheelKept(false), "the wheel alone was left to the browser");
    return "16 keys and the wheel";
  }),

  // An embed in a course page of another origin: a real wheel over it scrolls the course page, and the embed
  // says how to give it the wheel; clicked, it keeps the wheel. It takes no focus and writes no storage.
  embed: (given) => inFirefox("en-US", async (page) => {
    await page.goto(given.course);
    const element = await page.waitForSelector("#figure");
    const figure = await element.contentFrame();
    await waitSettled(figure);
    const state = await shown(figure);
    check(state.embedded, "not embedded");
    check(state.status === "Opened the share link.", `an embed's status: ${state.status}`);
    check((await figure.evaluate("window.boardlab.storage().writer")) === false, "the embed writes the storage");
    check(!(await figure.evaluate("document.hasFocus()")), "the embed took the focus as it loaded");
    const box = await element.boundingBox();
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.mouse.move(x, y);
    await page.mouse.wheel({deltaY: 300});
    await waitUntil(page, "window.scrollY > 0", "scrolled the course page under the embed", 10);
    check(!(await figure.evaluate("document.getElementById('hint').hidden")), "no line on how to take the wheel");
    await page.evaluate("window.scrollTo(0, 0)");
    await waitUntil(page, "window.scrollY === 0", "scrolled back", 10);
    const moved = await element.boundingBox();
    await page.mouse.click(moved.x + moved.width / 2, moved.y + moved.height / 2);
    check(await figure.evaluate("document.getElementById('hint').hidden"), "the line stayed after the click");
    await waitSettled(figure);
    await page.mouse.wheel({deltaY: 300});
    await new Promise((resolve) => setTimeout(resolve, 1000));
    check((await page.evaluate("window.scrollY")) === 0, "a clicked embed let the course page scroll");
    return "the wheel scrolled the course page, then the clicked embed's board";
  }),

  // BoardLab.html opened from a disk copies the scene alone, and says how to open it.
  single_file: (given) => inFirefox("en-US", async (page) => {
    await page.goto("file://" + given.single_file + "#" + BFS);
    await waitSettled(page);
    await page.evaluate(() => {
      navigator.clipboard.writeText = (text) => {
        window.copiedText = text;
        return Promise.resolve();
      };
    });
    await press(page, page, "Control", "Shift", "C");
    const copied = await waitUntil(page, "window.copiedText", "copied the link", 10);
    check(copied.startsWith("v=1&g=link&"), `copied: ${copied}`);
    const state = await shown(page);
    check(state.status.includes("with no web address before it"), `status: ${state.status}`);
    return "copied the scene alone";
  }),

  // Under a Chinese Firefox the page's lang and its spoken step are Chinese.
  chinese: (given) => inFirefox("zh-CN", async (page) => {
    await page.goto(given.page + "#" + BFS);
    await waitSettled(page);
    check((await page.evaluate("document.documentElement.lang")) === "zh-CN", "the page's lang");
    const spoken = await page.evaluate("document.getElementById('spoken').textContent");
    check(spoken.startsWith("第 3 步，共 "), `spoken: ${spoken}`);
    check((await shown(page)).language === "zh-CN", "the workbench's language");
    return spoken;
  }),
};

const [name, json] = process.argv.slice(2);
if (!checks[name]) {
  console.error(`usage: node checks.mjs {${Object.keys(checks).join("|")}} GIVEN_JSON`);
  process.exit(2);
}
try {
  console.log("ok: " + (await checks[name](JSON.parse(json || "{}"))));
  process.exit(0);
} catch (error) {
  console.log(`FAIL ${name}: ${error instanceof Failed ? error.message : error.stack}`);
  process.exit(1);
}
