"""The client's files as served (app/api/client_files.py, issue 27): the page names one
built script and one stylesheet under hashed URLs kept for a year and sent gzipped; an
edited module is in the next page load's build; CLIENT_BUNDLE=false serves the plain
modules, revalidated on every load; a client that cannot be built stops the server."""

from __future__ import annotations

import gzip
import os
import re
import shutil
from pathlib import Path

import pytest
from starlette.applications import Starlette
from starlette.routing import Mount
from starlette.testclient import TestClient

from app.api.client_bundle import BundleError
from app.api.client_files import ClientFiles
from tests.faults import FaultRecords

STATIC = Path(__file__).resolve().parents[2] / "static"


@pytest.fixture
def static(tmp_path: Path) -> Path:
    copy = tmp_path / "static"
    shutil.copytree(STATIC, copy)
    return copy


def serve(static: Path, bundled: bool = True) -> TestClient:
    return TestClient(Starlette(routes=[Mount("/", ClientFiles(static, bundled=bundled))]))


def named(page: str, pattern: str) -> str:
    found = re.search(pattern, page)
    assert found, page
    return found.group(0)


def edit(path: Path, old: str, new: str) -> None:
    """An edit a developer saves (its time moved on, as a later save's would be)."""
    before = path.stat().st_mtime_ns
    path.write_text(path.read_text().replace(old, new, 1))
    os.utime(path, ns=(before + 10**9, before + 10**9))


def test_the_page_names_one_script_and_one_stylesheet_kept_for_a_year(static: Path) -> None:
    client = serve(static)
    page = client.get("/")
    assert page.headers["cache-control"] == "no-cache"
    script = named(page.text, r"/js/bundle\.\w+\.js")
    sheet = named(page.text, r"/css/bundle\.\w+\.css")
    assert "/js/main.js" not in page.text and "/css/app.css" not in page.text
    for url in (script, sheet, script + ".map"):
        answer = client.get(url, headers={"Accept-Encoding": "gzip"})
        assert answer.status_code == 200, url
        assert answer.headers["cache-control"] == "public, max-age=31536000, immutable"
        assert answer.headers["content-encoding"] == "gzip"
        assert int(answer.headers["content-length"]) < len(answer.content)  # sent compressed
    code = client.get(script).text
    for module in ("main.js", "quest/board.js", "primal/table.js", "art/figures.js"):
        assert f"// {module}\n" in code, module
    css = client.get(sheet).text
    for name in ("app.css", "table.css", "primal.css"):
        assert f"/* {name} */" in css and (static / "css" / name).read_text() in css


def test_an_edited_module_is_in_the_next_page_loads_build(static: Path) -> None:
    client = serve(static)
    old = named(client.get("/").text, r"/js/bundle\.\w+\.js")
    edit(
        static / "js" / "quest" / "board.js",
        "export function",
        "export function edited() {}\nexport function",
    )
    new = named(client.get("/").text, r"/js/bundle\.\w+\.js")
    assert new != old
    assert "function edited() {}" in client.get(new).text
    assert "function edited() {}" not in client.get(old).text  # a page loaded before still works
    edit(static / "css" / "table.css", "/*", "/* edited */ /*")
    assert "/* edited */" in client.get(named(client.get("/").text, r"/css/bundle\.\w+\.css")).text


def test_an_unknown_build_is_not_found(static: Path) -> None:
    assert serve(static).get("/js/bundle.0000000000000000.js").status_code == 404


def test_without_the_bundle_the_plain_modules_are_revalidated_on_every_load(static: Path) -> None:
    client = serve(static, bundled=False)
    page = client.get("/")
    assert '<script type="module" src="/js/main.js">' in page.text
    module = client.get("/js/quest/board.js")
    assert module.headers["cache-control"] == "no-cache"
    assert (
        client.get(
            "/js/quest/board.js", headers={"If-None-Match": module.headers["etag"]}
        ).status_code
        == 304
    )
    edit(
        static / "js" / "quest" / "board.js",
        "export function",
        "export function edited() {}\nexport function",
    )
    assert "function edited() {}" in client.get("/js/quest/board.js").text


def test_plain_files_are_sent_compressed(static: Path) -> None:
    answer = serve(static).get("/js/quest/logtext.js", headers={"Accept-Encoding": "gzip"})
    assert answer.headers["content-encoding"] == "gzip"
    assert gzip.compress(answer.content)  # readable after decoding


def test_a_client_that_cannot_be_built_stops_the_server(static: Path) -> None:
    edit(static / "js" / "nav.js", "export function", "export let moved = 1;\nexport function")
    with pytest.raises(BundleError, match=r"nav\.js"):
        ClientFiles(static, bundled=True)


def test_an_edit_the_bundler_refuses_is_a_logged_fault_and_the_plain_modules_serve(
    static: Path, swallowed_faults: FaultRecords
) -> None:
    client = serve(static)
    edit(static / "js" / "nav.js", "export function", "export let moved = 1;\nexport function")
    page = client.get("/")
    assert page.status_code == 200
    assert '<script type="module" src="/js/main.js">' in page.text
    assert "export let moved" in client.get("/js/nav.js").text
    assert [r.getMessage() for r in swallowed_faults.take()] == [
        "the client's modules could not be bundled"
    ]
