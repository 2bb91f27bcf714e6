#!/usr/bin/env python3
"""Writes BoardLab's two web outputs from the build's boardlab.js, .wasm and .data (scripts/web.sh):
OUT/index.html with those three files beside it, for any static host; OUT/BoardLab.html, one file that
carries them inside (the program inline, the wasm and the packed files as base64) and opens from file://.
With --pyodide, OUT/pyodide/ gets the Pyodide files a Python program in the page runs on (fetched by the
page when the first Python program starts; the single file does not carry them, 13 MB).
With --share-base, the public address the page is published at: a share link copied in the page goes after
it (docs/web.md, Share links).
Usage: make_pages.py BUILD_APP_DIR OUT_DIR [--pyodide PYODIDE_PACKAGE_DIR] [--share-base URL]"""
import argparse
import base64
import html
import os
import shutil
import sys


def atomic_write(path, data):
    temp = path + ".part"
    with open(temp, "wb") as out:
        out.write(data)
    os.replace(temp, path)


# What the page's Python worker loads (engine/ext/web/child_process_web.js, pyodideFiles).
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")


def copy_pyodide(package, out):
    folder = os.path.join(out, "pyodide")
    os.makedirs(folder, exist_ok=True)
    for name in PYODIDE_FILES:
        shutil.copyfile(os.path.join(package, name), os.path.join(folder, name + ".part"))
        os.replace(os.path.join(folder, name + ".part"), os.path.join(folder, name))
    size = sum(os.path.getsize(os.path.join(folder, name)) for name in PYODIDE_FILES)
    print(f"web: {folder}/ (Pyodide for Python programs, {size:,} bytes)")


def share_base(text):
    """The build's public address, as settings.ini's share_base takes one (isShareBase in
    app/workbench/shell/settings.cpp): printable ASCII, no blank, no '#', at most 1 KB; and a web address."""
    if text and (len(text) > 1024 or any(c <= " " or c > "~" or c == "#" for c in text) or
                 not text.startswith(("https://", "http://"))):
        raise argparse.ArgumentTypeError(
            f"{text!r} is no web address a share link can follow (https://..., no blanks, no '#')")
    return text


def main():
    parser = argparse.ArgumentParser(description="Writes BoardLab's two web pages.")
    parser.add_argument("build")
    parser.add_argument("out")
    parser.add_argument("--pyodide")
    parser.add_argument("--share-base", type=share_base, default="")
    args = parser.parse_args()
    build, out = args.build, args.out
    here = os.path.dirname(os.path.abspath(__file__))
    template = open(os.path.join(here, "index.html"), encoding="utf-8").read()
    marker = "<!-- BOARDLAB_PROGRAM -->"
    if template.count(marker) != 1:
        sys.exit(f"make_pages: {here}/index.html must hold {marker} once")
    # The desktop's icon, inside the page (a request less, and the single file stays one file).
    icon = open(os.path.join(here, "..", "desktop", "boardlab.svg"), "rb").read()
    template = template.replace("BOARDLAB_ICON", "data:image/svg+xml;base64," + base64.b64encode(icon).decode())
    template = template.replace("BOARDLAB_SHARE_BASE", html.escape(args.share_base, quote=True))
    os.makedirs(out, exist_ok=True)
    for name in ("boardlab.js", "boardlab.wasm", "boardlab.data"):
        shutil.copyfile(os.path.join(build, name), os.path.join(out, name + ".part"))
        os.replace(os.path.join(out, name + ".part"), os.path.join(out, name))
    atomic_write(os.path.join(out, "index.html"),
                 template.replace(marker, '<script src="boardlab.js"></script>').encode())

    def inline(name):
        return base64.b64encode(open(os.path.join(build, name), "rb").read()).decode()

    program = open(os.path.join(build, "boardlab.js"), encoding="utf-8").read()
    # Inside a <script> element the text may not close it: "<\/script" reads the same to JavaScript.
    program = program.replace("</script", "<\\/script")
    single = ("<script>window.BoardLabFiles = {wasm: \"" + inline("boardlab.wasm") + "\", data: \"" +
              inline("boardlab.data") + "\"};</script>\n<script>\n" + program + "\n</script>")
    atomic_write(os.path.join(out, "BoardLab.html"), template.replace(marker, single).encode())
    for name in ("index.html", "BoardLab.html"):
        print(f"web: {os.path.join(out, name)} ({os.path.getsize(os.path.join(out, name)):,} bytes)")
    if args.pyodide:
        copy_pyodide(args.pyodide, out)


if __name__ == "__main__":
    main()
