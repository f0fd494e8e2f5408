"""The browser client's files (issue 27, first paint): ``index.html`` names one script and
one stylesheet, each built by the server from the plain files (``client_bundle.py``, the
stylesheets joined in the order the page lists them) under a URL carrying its content
hash, kept by browsers for a year and sent compressed. Whenever a file under ``static/``
changes, the next page load is given a new build: an edited module is served fresh, with
no build step to run. Everything else (the modules themselves, fonts, images, rules) is
served as it is, revalidated on every load (``no-cache``: an ETag answers 304). An edit
the bundler refuses while the server runs is logged as a fault on every page load, and
the page is served naming the plain modules (the edit is seen); at start-up it stops the
server.
"""

from __future__ import annotations

import asyncio
import gzip
import hashlib
import re
import threading
from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path

from starlette.datastructures import Headers
from starlette.middleware.gzip import GZipMiddleware
from starlette.staticfiles import StaticFiles
from starlette.types import Message, Receive, Scope, Send

from app.api.client_bundle import Bundle, BundleError, build_bundle
from app.service.metrics import swallowed_fault

SCRIPT = '<script type="module" src="/js/main.js"></script>'
STYLESHEET = re.compile(r'^[ \t]*<link rel="stylesheet" href="/css/(?P<name>[\w-]+\.css)">\n', re.M)
BUILT = re.compile(
    r"^/(?:js/bundle\.(?P<js>\w+)\.js(?P<map>\.map)?|css/bundle\.(?P<css>\w+)\.css)$"
)
IMMUTABLE = b"public, max-age=31536000, immutable"
REVALIDATE = b"no-cache"
HTML = b"text/html; charset=utf-8"
KEPT_BUILDS = 4
"""Builds still served after an edit, for pages loaded before it."""


@dataclass(frozen=True)
class Built:
    """One build of the client: the page, its script (with source map) and stylesheet."""

    index: bytes
    script: Bundle
    css: bytes
    css_digest: str

    @property
    def digest(self) -> str:
        """The page's own: its script's and its stylesheet's."""
        return f"{self.script.digest}.{self.css_digest}"


def build_client(static: Path) -> Built:
    """The page naming the built script and stylesheet; refuses a page whose script or
    stylesheets are not where the build expects them (it would serve the old ones)."""
    page = (static / "index.html").read_text(encoding="utf-8")
    sheets = [m["name"] for m in STYLESHEET.finditer(page)]
    if SCRIPT not in page or not sheets:
        raise BundleError(f"index.html: no {SCRIPT} or no stylesheet links to replace")
    script = build_bundle(static / "js")
    css = "".join(
        f"/* {n} */\n{(static / 'css' / n).read_text(encoding='utf-8')}\n" for n in sheets
    )
    css_digest = hashlib.sha256(css.encode()).hexdigest()[:16]
    links = iter([f"bundle.{css_digest}.css"])  # the first link names the joined sheets

    def one_link(link: re.Match[str]) -> str:
        joined = next(links, None)
        return link.group(0).replace(link["name"], joined) if joined else ""

    page = STYLESHEET.sub(one_link, page).replace(SCRIPT, SCRIPT.replace("/js/main.js", script.url))
    return Built(page.encode(), script, css.encode(), css_digest)


def fingerprint(static: Path) -> tuple[tuple[str, int, int], ...]:
    """What a build is made of, as the file system has it now (names, times, sizes)."""
    files = [static / "index.html", *(static / "css").glob("*.css"), *(static / "js").rglob("*.js")]
    return tuple(sorted((str(f), f.stat().st_mtime_ns, f.stat().st_size) for f in files))


class ClientFiles:
    """The ASGI app under ``/``: the page and its builds, or the plain files."""

    def __init__(self, static: Path, bundled: bool) -> None:
        self.static = static
        self.bundled = bundled
        self.files = GZipMiddleware(StaticFiles(directory=static, html=True), compresslevel=6)
        self.builds: OrderedDict[str, Built] = OrderedDict()
        self.seen: tuple[tuple[str, int, int], ...] = ()
        self.compressed: dict[tuple[str, str], bytes] = {}
        self.building = threading.Lock()  # page loads at once look (and build) in turn
        if bundled:  # at start-up: a client that cannot be built stops the server
            self.rebuild()

    def rebuild(self) -> Built:
        """A new build when a file changed since the last one (the newest build)."""
        with self.building:
            return self.newest_build()

    def newest_build(self) -> Built:
        now = fingerprint(self.static)
        if now != self.seen or not self.builds:
            built = build_client(self.static)
            self.builds[built.script.digest] = built
            self.builds[built.css_digest] = built
            self.builds.move_to_end(built.script.digest)
            while len(self.builds) > 2 * KEPT_BUILDS:
                self.builds.popitem(last=False)
            self.seen = now
        return next(reversed(self.builds.values()))

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        built = scope["type"] == "http" and scope.get("method") in ("GET", "HEAD")
        if self.bundled and built and await self.serve_built(scope, send):
            return
        await self.files(scope, receive, lambda message: send(revalidated(message)))

    async def serve_built(self, scope: Scope, send: Send) -> bool:
        """The page or one of its builds; False for any other path (a plain file)."""
        path = scope.get("path", "")
        if path in ("/", "/index.html"):
            try:
                newest = await asyncio.to_thread(self.rebuild)
            except BundleError:  # an edit the bundler refuses: the plain modules serve
                swallowed_fault("client.bundle", "the client's modules could not be bundled")
                return False
            await self.answer(
                scope, send, (newest.digest, "index"), (newest.index, HTML), REVALIDATE
            )
            return True
        found = BUILT.match(path)
        if found is None:
            return False
        digest = found["js"] or found["css"]
        if digest not in self.builds:
            await asyncio.to_thread(self.rebuild)
        built = self.builds.get(digest)
        if built is None or (found["css"] and built.css_digest != digest):
            return False  # an unknown build: the plain 404
        name = "css" if found["css"] else "map" if found["map"] else "js"
        await self.answer(scope, send, (digest, name), built_file(built, name), IMMUTABLE)
        return True

    async def answer(
        self,
        scope: Scope,
        send: Send,
        key: tuple[str, str],
        file: tuple[bytes, bytes],
        cache: bytes,
    ) -> None:
        """A built file, gzipped when the browser accepts it (compressed once per build)."""
        body, kind = file
        headers = [
            (b"content-type", kind),
            (b"cache-control", cache),
            (b"vary", b"accept-encoding"),
        ]
        if "gzip" in Headers(scope=scope).get("accept-encoding", ""):
            if key not in self.compressed:
                self.compressed[key] = await asyncio.to_thread(gzip.compress, body, 9)
                trim(self.compressed)
            body = self.compressed[key]
            headers.append((b"content-encoding", b"gzip"))
        headers.append((b"content-length", str(len(body)).encode()))
        await send({"type": "http.response.start", "status": 200, "headers": headers})
        await send(
            {"type": "http.response.body", "body": b"" if scope["method"] == "HEAD" else body}
        )


def built_file(built: Built, name: str) -> tuple[bytes, bytes]:
    if name == "css":
        return built.css, b"text/css; charset=utf-8"
    if name == "map":
        return built.script.source_map, b"application/json"
    return built.script.code, b"text/javascript; charset=utf-8"


def trim(compressed: dict[tuple[str, str], bytes]) -> None:
    """Keeps the compressed bodies of the kept builds only (four files each)."""
    while len(compressed) > 4 * KEPT_BUILDS:
        compressed.pop(next(iter(compressed)))


def revalidated(message: Message) -> Message:
    """A plain file's answer, asked again on every load (an edited module is seen)."""
    if message["type"] != "http.response.start":
        return message
    headers = [(n, v) for n, v in message.get("headers", []) if n.lower() != b"cache-control"]
    return {**message, "headers": [*headers, (b"cache-control", REVALIDATE)]}
