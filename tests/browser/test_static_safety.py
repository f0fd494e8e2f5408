"""The client never turns text into markup and loads nothing from elsewhere (no CDN)."""

from __future__ import annotations

import re
from pathlib import Path

STATIC = Path(__file__).resolve().parents[2] / "static"
MARKUP_SINKS = re.compile(
    r"\.innerHTML\b|\.outerHTML\b|insertAdjacentHTML|document\.write|\beval\s*\(|new Function\s*\("
)
REMOTE = re.compile(r"""(?:src|href|import|from|url\()\s*=?\s*["'(]?\s*(?:https?:)?//""", re.I)


def client_files() -> list[Path]:
    return sorted(p for p in STATIC.rglob("*") if p.suffix in {".js", ".html", ".css", ".svg"})


def test_the_client_exists() -> None:
    assert (STATIC / "index.html").is_file()
    assert len(client_files()) > 5


def test_no_html_string_sinks() -> None:
    """Player text (names, chat, party names) goes in through textContent only."""
    hits = [
        f"{path.relative_to(STATIC)}:{number}: {line.strip()}"
        for path in client_files()
        for number, line in enumerate(path.read_text().splitlines(), 1)
        if MARKUP_SINKS.search(line)
    ]
    assert hits == []


def test_everything_is_served_by_our_server() -> None:
    hits = [
        f"{path.relative_to(STATIC)}:{number}: {line.strip()}"
        for path in client_files()
        for number, line in enumerate(path.read_text().splitlines(), 1)
        if REMOTE.search(line) and "www.w3.org/2000/svg" not in line
    ]
    assert hits == []


def test_modules_import_only_relative_paths() -> None:
    imports = re.compile(r"""^\s*import\b[^"']*["']([^"']+)["']""", re.M)
    bad = [
        f"{path.relative_to(STATIC)}: {target}"
        for path in STATIC.rglob("*.js")
        for target in imports.findall(path.read_text())
        if not target.startswith(("./", "../"))
    ]
    assert bad == []
