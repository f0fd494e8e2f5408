"""A real `hunters serve` per test module and Debian's Chromium (never a downloaded
browser). Screenshots go to test-output/screenshots/ (git-ignored)."""

from __future__ import annotations

import fcntl
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
import yaml
from playwright.sync_api import Browser, expect, sync_playwright

from tests.browser.arsenal import allied_pack, arsenal_pack
from tests.browser.pages import OPEN_CONTEXTS
from tests.browser.story_pack import storied_pack
from tests.integration.server import WORKER, hunters_env, serving
from tests.prepare_pack import prepared_pack

# One patience for the whole browser suite: pages wait 10 s (pages.player), and so does
# every `expect` that names no timeout of its own (Playwright's default is 5 s).
expect.set_options(timeout=10_000)
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
ROOT = Path(__file__).resolve().parents[2]
SCREENSHOTS = ROOT / "test-output" / "screenshots"
BASE_PACK = ROOT / "content" / "base"
PEN = [3, 5]

PREPARE_DATABASE = """
import asyncio
import sys
from app.db.migrate import upgrade
from app.service.packs import install_pack_from_path
from app.service.runtime import open_context
from app.settings import Settings
from tests.factories import install_test_pack

async def main(packs):
    settings = Settings()
    async with open_context(settings) as ctx:
        await install_test_pack(ctx)
    for pack in packs:
        ok, message = await install_pack_from_path(settings, pack)
        if not ok:
            sys.exit(f"{pack}: {message}")

upgrade(Settings().database_url)
asyncio.run(main(sys.argv[1:]))
"""
"""Migrate, then install the test pack and the packs named: one process (each one
started imports the whole server, seconds on a loaded machine)."""


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    if not CHROMIUM.exists():
        pytest.skip("Debian's Chromium is not installed at /usr/bin/chromium (CI installs it)")
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        yield launched
        launched.close()


@pytest.fixture(autouse=True)
def close_the_test_pages() -> Iterator[None]:
    """The browser profiles a test opened are closed after it (their sockets and timers
    would otherwise keep running through the rest of the suite); profiles of a module's
    shared ``page`` fixture were opened before and stay."""
    before = len(OPEN_CONTEXTS)
    yield
    for context in OPEN_CONTEXTS[before:]:
        context.close()  # a no-op for a profile the test closed itself
    del OPEN_CONTEXTS[before:]


@pytest.fixture(scope="session")
def screenshots() -> Path:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    return SCREENSHOTS


def prepared_env(
    data_dir: Path, *, base_pack: bool, packs: tuple[Path, ...] = ()
) -> dict[str, str]:
    """A migrated SQLite database with the small test pack (and the base pack if asked,
    and the ``packs``)."""
    env = hunters_env(f"sqlite+aiosqlite:///{data_dir / 'hunters.db'}", data_dir)
    paths = [str(BASE_PACK)] * base_pack + [str(pack) for pack in packs]
    # A child process: Playwright's sync API may own this thread's event loop.
    prepared = subprocess.run(
        [sys.executable, "-c", PREPARE_DATABASE, *paths],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        cwd=ROOT,
    )
    assert prepared.returncode == 0, prepared.stdout + prepared.stderr
    return env


def walled_pack(into: Path) -> Path:
    """The base pack as pack ``walled``, with walls on all four sides of ``PEN`` on the
    quest 1 map (the book's first clearing has no walls; the quest test needs one)."""
    pack = into / "walled"
    shutil.copytree(BASE_PACK, pack)
    meta = yaml.safe_load((pack / "pack.yaml").read_text())
    meta.update(id="walled", name="Base pack with a walled pen (browser tests)")
    (pack / "pack.yaml").write_text(yaml.safe_dump(meta, allow_unicode=True))
    map_file = pack / "maps" / "q1_forest_clearing.yaml"
    page = yaml.safe_load(map_file.read_text())
    walls = list(page["board"].get("walls", []))
    walls += [{"at": PEN, "side": side} for side in "NESW"]
    page["board"]["walls"] = walls
    map_file.write_text(yaml.safe_dump(page, allow_unicode=True))
    return pack


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """One server for the whole browser suite (every test registers its own players), on
    a copy of the run's browser database (``browser_database``)."""
    data = tmp_path_factory.mktemp("browser")
    shutil.copy(browser_database(tmp_path_factory), data / "hunters.db")
    with serving(hunters_env(f"sqlite+aiosqlite:///{data / 'hunters.db'}", data)) as base:
        yield base


def browser_database(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The browser suite's database, built once a run: the small test pack, the base pack,
    the base pack with a walled pen, and the ``arsenal`` and ``allied`` packs of the quest
    engine II tests (tests/browser/arsenal.py), the ``storied`` pack of the reading panel's
    test (tests/browser/story_pack.py) and the ``prepared`` pack of the prepare step's test
    (tests/prepare_pack.py). Loading them takes a dozen processes, each importing the
    server (a minute or more on a loaded machine), so under pytest-xdist the first worker
    builds it in the run's shared folder while the others wait on its lock, then copy it."""
    shared = tmp_path_factory.getbasetemp()
    if WORKER:
        shared = shared.parent  # the run's folder, above each worker's own
    folder = shared / "browser-database"
    with (shared / "browser-database.lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file closes
        if not (folder / "built").exists():
            folder.mkdir(exist_ok=True)
            _load_the_browser_packs(folder)
            (folder / "built").touch()
    return folder / "hunters.db"


def _load_the_browser_packs(data: Path) -> None:
    made = (walled_pack, arsenal_pack, allied_pack, storied_pack, prepared_pack)
    prepared_env(data, base_pack=True, packs=tuple(make(data) for make in made))
