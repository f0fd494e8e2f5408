"""The browser client's modules, listed in ``static/index.html`` as ``modulepreload``
links, so a fresh browser asks for all of them at once instead of discovering them one
import level at a time (issue 27: first paint; each level cost a round trip).

    python -m scripts.module_preloads          # rewrite the list in static/index.html
    python -m scripts.module_preloads --check  # exit 1 if the list is not up to date

The list is every module ``static/js/main.js`` imports statically, directly or not, in
the order a breadth-first walk meets them; tests/client/test_module_preloads.py fails
when a module was added or dropped and this was not re-run.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
STATIC = ROOT / "static"
INDEX = STATIC / "index.html"
ENTRY = STATIC / "js" / "main.js"
BEGIN = "<!-- modulepreload: written by `python -m scripts.module_preloads` -->"
END = "<!-- /modulepreload -->"
# `import {a, b} from "./x.js"`, `import * as x from "./x.js"`, `export {a} from "./x.js"`
# and `import "./x.js"`; never the type-only `import("./x.js")` of a JSDoc comment.
STATIC_IMPORT = re.compile(
    r'^\s*(?:import|export)\s+(?:[\w$*{}\s,]+?\s+from\s+)?"(\.{1,2}/[^"]+\.js)"', re.M
)


def imported_modules(entry: Path = ENTRY) -> list[Path]:
    """Every module ``entry`` reaches through static imports, breadth first, without it."""
    seen, queue, order = {entry}, [entry], []
    while queue:
        module = queue.pop(0)
        for target in STATIC_IMPORT.findall(module.read_text()):
            found = (module.parent / target).resolve()
            if found not in seen:
                seen.add(found)
                queue.append(found)
                order.append(found)
    return order


def preload_block(modules: list[Path]) -> str:
    links = [
        f'<link rel="modulepreload" href="/{m.relative_to(STATIC).as_posix()}">' for m in modules
    ]
    return "\n  ".join([BEGIN, *links, END])


def rendered_index() -> str:
    text = INDEX.read_text()
    block = preload_block(imported_modules())
    if BEGIN in text:
        start, end = text.index(BEGIN), text.index(END) + len(END)
        return text[:start] + block + text[end:]
    entry = '<script type="module" src="/js/main.js"></script>'
    return text.replace(entry, f"{entry}\n  {block}", 1)


def main(argv: list[str]) -> int:
    text = rendered_index()
    if "--check" in argv:
        if text != INDEX.read_text():
            print(
                "static/index.html: the module list is stale; run python -m scripts.module_preloads"
            )
            return 1
        return 0
    INDEX.write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
