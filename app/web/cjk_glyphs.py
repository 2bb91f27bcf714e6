#!/usr/bin/env python3
"""Every character beyond ASCII that BoardLab's own text uses (the Chinese catalogues in the sources, the
shipped lessons): the glyphs the page's cut-down Chinese font keeps (app/web/web.cmake runs pyftsubset with
them). Usage: cjk_glyphs.py OUT_FILE SOURCE_ROOT..."""
import os
import sys


def main():
    out, roots = sys.argv[1], sys.argv[2:]
    chars = set()
    for root in roots:
        for folder, _, files in os.walk(root):
            for name in files:
                if not name.endswith((".cpp", ".hpp", ".lesson")):
                    continue
                with open(os.path.join(folder, name), encoding="utf-8", errors="ignore") as f:
                    chars.update(c for c in f.read() if ord(c) > 127)
    # The Latin letters and digits too: a Chinese line mixes them, and ImGui takes each glyph from one font.
    text = "".join(sorted(chars)) + "".join(chr(c) for c in range(32, 127))
    with open(out + ".part", "w", encoding="utf-8") as f:
        f.write(text)
    os.replace(out + ".part", out)
    print(f"cjk_glyphs: {len(chars)} characters beyond ASCII")


if __name__ == "__main__":
    main()
