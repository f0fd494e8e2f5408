"""The client's module graph in one file, built by the server from the plain ES modules
in ``static/js`` (issue 27, "Weight": the client stays build-free; the browser's six
connections per host queued its ~115 module requests one depth of imports after the
other, docs/performance.md "First paint").

Each module becomes a function scope that runs once, in the order a browser runs ES
modules (its imports first, depth first, in the order they are written), and hands its
exports to the modules importing it. Lines are kept where they were (an import is
replaced by as many lines), so the source map is one line for one line. Only the forms
the client writes are understood; anything else (``export let``, ``export default``,
``import * as``, a cycle, a module outside ``static/js``) stops the build with the
module's name, loudly: the server does not start on a bundle that would behave otherwise
than the modules.
"""

from __future__ import annotations

import hashlib
import json
import posixpath
import re
from dataclasses import dataclass, field
from pathlib import Path

IMPORT = re.compile(
    r'^import\s+(?:\{(?P<names>[^}]*)\}\s+from\s+)?"(?P<spec>[^"]+)";?[ \t]*(?://[^\n]*)?$',
    re.MULTILINE,
)
RE_EXPORT = re.compile(
    r'^export\s+\{(?P<names>[^}]*)\}(?:\s+from\s+"(?P<spec>[^"]+)")?;?[ \t]*$', re.MULTILINE
)
DECLARED_EXPORT = re.compile(
    r"^export\s+(?P<kind>async\s+function\*?|function\*?|const|class)\s+(?P<name>[A-Za-z_$][\w$]*)",
    re.MULTILINE,
)
UNSUPPORTED = re.compile(r"^(?:export\s+(?:let|var|default|\*)|import\s+\*|import\s+\w)", re.M)
NAME = re.compile(r"^[A-Za-z_$][\w$]*$")


class BundleError(ValueError):
    """The module graph has a form the bundler does not translate faithfully."""


@dataclass
class Module:
    """One ES module, read and translated: what it imports and what it exports."""

    path: str  # relative to static/js, e.g. "quest/board.js"
    body: str  # the module's text with its import and export statements translated
    requests: list[str] = field(default_factory=list)  # modules it imports, in order
    exports: dict[str, str] = field(default_factory=dict)  # exported name -> expression


def pairs(names: str, where: str) -> list[tuple[str, str]]:
    """``a, b as c`` -> [("a", "a"), ("b", "c")] (the name outside, the name inside)."""
    found = []
    for part in (p.strip() for p in names.replace("\n", " ").split(",")):
        if not part:
            continue
        outer, _, inner = (w.strip() for w in part.partition(" as "))
        inner = inner or outer
        if not (NAME.match(outer) and NAME.match(inner)):
            raise BundleError(f"{where}: cannot read the names {names.strip()!r}")
        found.append((outer, inner))
    return found


def resolve(importer: str, spec: str) -> str:
    """A relative specifier as a path inside static/js; anything else is refused."""
    if not spec.startswith(("./", "../")) or not spec.endswith(".js"):
        raise BundleError(f"{importer}: imports {spec!r}, not a relative .js module")
    joined = posixpath.normpath(posixpath.join(posixpath.dirname(importer), spec))
    if joined.startswith("../"):
        raise BundleError(f"{importer}: imports {spec!r}, outside static/js")
    return joined


def variable(path: str) -> str:
    """The bundle's name for a module's exports object."""
    return "$m_" + re.sub(r"[^\w]", "_", path)


def same_lines(text: str, replacement: str) -> str:
    """``replacement`` padded with the newlines ``text`` had, so lines stay in place."""
    return replacement + "\n" * text.count("\n")


def translate(path: str, text: str) -> Module:
    """One module's import and export statements as plain statements of its scope."""
    unsupported = UNSUPPORTED.search(text)
    if unsupported:
        raise BundleError(f"{path}: {unsupported.group(0)!r} is not bundled; write it plainly")
    module = Module(path=path, body=text)
    spans: list[tuple[int, int, str]] = []
    requested: list[tuple[int, str]] = []  # where each request is written, and what
    for match in IMPORT.finditer(text):
        target = resolve(path, match["spec"])
        requested.append((match.start(), target))
        names = pairs(match["names"] or "", path)
        inner = ", ".join(o if o == i else f"{o}: {i}" for o, i in names)
        code = f"const {{ {inner} }} = {variable(target)};" if names else ""
        spans.append((match.start(), match.end(), same_lines(match.group(0), code)))
    for match in RE_EXPORT.finditer(text):
        names = pairs(match["names"], path)
        if match["spec"]:
            target = resolve(path, match["spec"])
            requested.append((match.start(), target))
            module.exports.update({i: f"{variable(target)}.{o}" for o, i in names})
        else:
            module.exports.update({i: o for o, i in names})
        spans.append((match.start(), match.end(), same_lines(match.group(0), "")))
    for match in DECLARED_EXPORT.finditer(text):
        module.exports[match["name"]] = match["name"]
        spans.append((match.start(), match.start() + len("export "), ""))
    # The browser requests them in the order they are written, imports and re-exports
    # interleaved, each once.
    module.requests = list(dict.fromkeys(target for _, target in sorted(requested)))
    module.body = splice(text, spans)
    return module


def splice(text: str, spans: list[tuple[int, int, str]]) -> str:
    out, at = [], 0
    for start, end, code in sorted(spans):
        if start < at:
            raise BundleError("overlapping statements")
        out += [text[at:start], code]
        at = end
    return "".join(out) + text[at:]


def evaluation_order(entry: str, read: dict[str, Module]) -> list[str]:
    """Depth first, imports before importers, as ES modules run; a cycle is refused (its
    modules would see each other's exports before they exist)."""
    order: list[str] = []
    visiting: list[str] = []

    def visit(path: str) -> None:
        if path in order:
            return
        if path in visiting:
            cycle = " -> ".join([*visiting[visiting.index(path) :], path])
            raise BundleError(f"an import cycle: {cycle}")
        visiting.append(path)
        for request in read[path].requests:
            visit(request)
        visiting.pop()
        order.append(path)

    visit(entry)
    return order


@dataclass(frozen=True)
class Bundle:
    """The bundle's text, its source map, its content hash and the modules it holds."""

    code: bytes
    source_map: bytes
    digest: str
    modules: tuple[str, ...]

    @property
    def url(self) -> str:
        return f"/js/bundle.{self.digest}.js"


def read_graph(root: Path, entry: str) -> dict[str, Module]:
    """Every module reachable from ``entry``, translated."""
    read: dict[str, Module] = {}
    todo = [entry]
    while todo:
        path = todo.pop()
        if path in read:
            continue
        source = root / path
        if not source.is_file():
            raise BundleError(f"{path} is imported but does not exist")
        read[path] = translate(path, source.read_text(encoding="utf-8"))
        todo += read[path].requests
    return read


def wrapped(module: Module) -> str:
    """A module as one scope that returns its exports (getters: read when imported)."""
    getters = ", ".join(
        f"get {name}() {{ return {expr}; }}" for name, expr in module.exports.items()
    )
    body = module.body if module.body.endswith("\n") else module.body + "\n"
    head = f"const {variable(module.path)} = (() => {{ // {module.path}\n"
    return f"{head}{body}return Object.freeze({{ {getters} }});\n}})();\n"


def build_bundle(root: Path, entry: str = "main.js") -> Bundle:
    """The modules reachable from ``entry`` (static/js/main.js) as one module script."""
    read = read_graph(root, entry)
    order = evaluation_order(entry, read)
    parts = ["// Hunters Online: static/js in one file (app/api/client_bundle.py).\n"]
    parts += [wrapped(read[path]) for path in order]
    text = "".join(parts)
    digest = hashlib.sha256(text.encode()).hexdigest()[:16]
    text += f"//# sourceMappingURL=bundle.{digest}.js.map\n"
    source_map = line_map([read[p] for p in order], digest)
    return Bundle(text.encode(), source_map, digest, tuple(order))


VLQ_DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"


def vlq(value: int) -> str:
    """One number of a source map's mappings (base64 VLQ, the sign in the lowest bit)."""
    rest = (-value << 1) | 1 if value < 0 else value << 1
    digits = ""
    while True:
        digit, rest = rest & 31, rest >> 5
        digits += VLQ_DIGITS[digit | (32 if rest else 0)]
        if not rest:
            return digits


def line_map(modules: list[Module], digest: str) -> bytes:
    """Source map v3: each line of a module's body to the same line of its file (the
    bundle's first line and each module's opening and closing lines map to nothing)."""
    lines = [""]  # the bundle's heading
    source, line = 0, 0
    for index, module in enumerate(modules):
        lines.append("")  # the module's opening line
        count = module.body.count("\n") + (0 if module.body.endswith("\n") else 1)
        for number in range(count):
            lines.append("A" + vlq(index - source) + vlq(number - line) + "A")
            source, line = index, number
        lines += ["", ""]  # its exports and its closing line
    payload = {
        "version": 3,
        "file": f"bundle.{digest}.js",
        "sourceRoot": "/js/",
        "sources": [m.path for m in modules],
        "names": [],
        "mappings": ";".join(lines),
    }
    return json.dumps(payload).encode()
